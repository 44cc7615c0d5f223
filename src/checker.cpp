// Checker for The Rock Game (USACO 2010 March Silver, Luogu P6183).
//
// Description: decides whether an output is a cyclic Gray code on the
//   input's n holes: (1 << n) + 1 tokens of n characters 'O'/'X', first and
//   last all 'O', each one move from the last, the first 1 << n all
//   different. The answer file is judged first, by the same rules, and one
//   that fails them is the judge's failure. Shares no code with the solver.
// The call: testlib's, `checker <input> <output> <answer> [<result>
//   [-appes]]`, `--testset NAME` and `--group NAME` anywhere; any other
//   gets testlib's usage and FAIL (an empty argument or name, FAIL saying
//   so). Another judge's call is chosen only by `#define ROCKS_JUDGE "name"`
//   (a copy's first line; anywhere above "The judge this copy follows",
//   where it is read; below it, or below the file's end, a compile error),
//   naming its row of kConventions. Nothing is guessed from the call or disk.
// In the wrong judge: a copy refuses the argument counts (CMS's and CCR's,
//   the names) its judge never passes; what each shows in each other judge
//   is measured by the tests, tabled in docs/setters.md ("Installed by
//   mistake"), and warned of under the first line of a copy that can look
//   right there and judge wrongly.
// Reads, each from its start, 64 KiB at a time, to its end or first fault:
//   the input (n, kMinHoles..kMaxHoles), the answer, the output, and the
//   output again, where it can be, for a repeated state's earlier line.
// Writes, once it has judged, the verdict where the row says: stderr,
//   stdout, testlib's result file, Lemon's score and message, a report
//   (Arbiter's is /tmp/_eval.score, whatever the call), Kattis's
//   judgemessage.txt or judgeerror.txt. Nothing before; a failed write is FAIL.
// Blame: the contestant's is what the output holds and a missing output
//   file (ENOENT); any other fault (an output that cannot be opened or
//   read, the input, the answer, the call) is FAIL with the system's reason.
// Bounds: the input is read at most kInputLimit bytes, a token at most
//   kTokenSlack characters past n, an output (or answer) at most
//   kOutputLimit bytes but for blanks at the end of a file of known size
//   (on a pipe, blanks past it too are too much output; so is a token cut
//   there); a message is one line of at most kMessageLimit characters.
// System calls (strace -f, `g++ -O2 checker.cpp`, Linux with glibc; held
//   to a trace by tests/syscalls.py): its own, through stdio and calloc,
//   openat, newfstatat, read, lseek, write, close, brk, mmap, munmap,
//   exit_group; the dynamic loader's and C runtime's before main, execve,
//   access, arch_prctl, set_tid_address, set_robust_list, rseq, mprotect,
//   prlimit64, getrandom, pread64, openat, newfstatat, read, close, brk,
//   mmap, munmap, exit_group. No system header is included.
// Seams, for programs that include this file with main() renamed and call
//   run<Reader>(argc, argv, limits), or the page's parse_call() and
//   outcome_of(); a judge runs none (main() passes TokenReader and
//   kJudgesLimits): Limits (answer optional; n up to kLargestHoles; no
//   output limit), TokenReader::read_moves() (takes no line here; runs of
//   moves in the terminal's reader), `#if defined(__cpp_exceptions)`.
// Builds: as C++11 or later, standard library only; an older standard
//   stops at its one error, which says so. Time: O(the answer + the output).
// Memory: (1 << n) / 8 bytes of seen states plus a 64 KiB read buffer (two
//   while a repeated state's earlier line is looked for).
// Status: tested on stored verdicts, every copy in every judge's call, all
//   outputs for n <= 3, corruptions; fuzzed; ASan, UBSan.
#if __cplusplus < 201103L && !defined(_MSC_VER)  // MSVC says 199711L unless told
// A header not found is the one error g++ and clang stop at (#error is not):
#include "this checker needs C++11 or later: add -std=c++11 (g++ before 6 defaults to C++98)"
#endif
#include <algorithm>
#include <bitset>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

namespace {

// The judge's range of n (problem/limits.json); no n beyond kLargestHoles,
// whoever builds on this file: a state is a std::uint32_t.
const int kMinHoles = 1;               // limits.json: min_n
const int kMaxHoles = 15;              // limits.json: max_n
const int kLargestHoles = 30;          // limits.json: largest_n
const std::uint64_t kTokenSlack = 32;  // read past n before a token is called too long
// The most bytes of output a judge's copy reads (problem/limits.json): more
// than 16 times the longest valid answer at n = kMaxHoles, with CRLF ends.
const std::uint64_t kOutputLimit = std::uint64_t{16} << 20;  // limits.json: output_limit_mib
// Every message is one line of at most kMessageLimit characters, which
// judges show whole (LibreOJ cuts at 256); a token is echoed up to
// kEchoLimit characters, a path up to kPathShown.
const std::size_t kMessageLimit = 200;  // limits.json: message_limit
const std::size_t kEchoLimit = 32;
const std::size_t kPathShown = 64;
const std::size_t kInputLimit = 4096;  // the most bytes of the judge's input read
static_assert(kLargestHoles < 32, "a state is a std::uint32_t, one bit per hole");
static_assert(kMaxHoles <= kLargestHoles && kLargestHoles <= static_cast<int>(kEchoLimit),
              "a whole token fits in the echo");
static_assert(((kMaxHoles + 2) * ((std::uint64_t{1} << kMaxHoles) + 1)) * 16 < kOutputLimit,
              "the limit is far above the longest valid answer with CRLF line ends");

// What a program built on this file sets (the seam; see the head).
struct Limits {
    int largest_holes;           // n above this is refused as the judge's fault
    bool answer_optional;        // testlib's call may leave the answer out
    std::uint64_t output_limit;  // 0: none
};
const Limits kJudgesLimits = {kMaxHoles, false, kOutputLimit};

// ---- Verdicts and messages ---------------------------------------------------------------------
enum class Verdict { kAccepted, kWrongAnswer, kPresentationError, kFail };
const int kVerdicts = static_cast<int>(Verdict::kFail) + 1;  // arrays indexed by Verdict have these
bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }  // testlib's

struct Token {
    std::uint64_t length = 0;  // at most n + kTokenSlack (see `cut`)
    bool cut = false;          // longer than n + kTokenSlack; read no further
    std::uint32_t state = 0;   // bit i set when character i is 'X'
    bool only_o_and_x = true;
    bool more_on_its_line = false;  // a space or tab, then more before the line ends
    char prefix[kEchoLimit];        // the first bytes, for messages
};

// A byte as messages show it: itself if printable, else \xHH (one line).
std::string printable(unsigned char c) {
    if (c >= 0x20 && c < 0x7f) return std::string(1, static_cast<char>(c));
    char escaped[8];
    std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned>(c));
    return escaped;
}

// Quotes a token, unprintable bytes escaped as \xHH: whole if that fits in
// kEchoLimit characters, else as many as fit before "..." marks the cut.
std::string echo(const Token& token) {
    const std::size_t kept =
        token.length < kEchoLimit ? static_cast<std::size_t>(token.length) : kEchoLimit;
    std::string shown;
    std::size_t fitting_cut = 0;  // how much of `shown` fits before a "..."
    for (std::size_t i = 0; i < kept; ++i) {
        if (shown.size() <= kEchoLimit - 3) fitting_cut = shown.size();
        shown += printable(static_cast<unsigned char>(token.prefix[i]));
    }
    if (shown.size() <= kEchoLimit - 3) fitting_cut = shown.size();
    if (token.length == kept && !token.cut && shown.size() <= kEchoLimit) return "'" + shown + "'";
    return "'" + shown.substr(0, fitting_cut) + "...'";
}

// A path as messages show it: unprintable bytes escaped and, past
// kPathShown characters, cut at the front, so that its file name stays.
std::string shown_path(const std::string& path) {
    std::string shown;
    for (char c : path) shown += printable(static_cast<unsigned char>(c));
    if (shown.size() <= kPathShown) return shown;
    return "..." + shown.substr(shown.size() - (kPathShown - 3));
}

std::string count_of(std::uint64_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// A state as its line: at most kLargestHoles characters.
std::string state_letters(std::uint32_t state, int holes) {
    std::string text;
    for (int hole = 0; hole < holes; ++hole) text += ((state >> hole) & 1) ? 'X' : 'O';
    return text;
}

std::uint64_t count_differing_holes(std::uint32_t a, std::uint32_t b) {
    return std::bitset<32>(a ^ b).count();
}

// ---- Reading: blank-separated tokens, byte by byte from a 64 KiB buffer ------------------------
// Why a reader stopped; past kAtTheEnd, before the end of its file.
enum class Ended { kNot, kAtTheEnd, kReadError, kOverLimit };

class TokenReader {
  public:
    // `limit`: the most bytes read (0: no limit).
    TokenReader(std::FILE* file, int holes, std::uint64_t limit)
        : file_(file),
          most_(static_cast<std::uint64_t>(holes) + kTokenSlack),
          limit_(limit),
          size_(size_of(file)),
          buffer_(new unsigned char[kBufferSize]) {
        // A leading UTF-8 byte-order mark is skipped, as testlib skips it.
        const bool marked =
            refill() && end_ >= 3 && std::memcmp(buffer_.get(), "\xEF\xBB\xBF", 3) == 0;
        position_ = marked ? 3 : 0;
    }

    // The next token, whatever it holds; false at the end of what is read.
    // Read into locals, which stay in registers, then copied into `token`.
    bool next(Token& token, int holes) {
        if (!skip_blanks()) return false;
        const std::uint64_t in_state = static_cast<std::uint64_t>(holes);
        std::uint64_t length = 0;
        std::uint32_t state = 0;
        bool only_o_and_x = true;
        char prefix[kEchoLimit] = {};
        for (int c; (c = peek()) != EOF && !is_blank(c) && length <= most_; ++length) {
            if (length < kEchoLimit) prefix[length] = static_cast<char>(c);
            if (length < in_state) {
                state |= static_cast<std::uint32_t>(c == 'X') << length;
                only_o_and_x = only_o_and_x && (c == 'O' || c == 'X');
            }
            ++position_;
        }
        std::memcpy(token.prefix, prefix, sizeof prefix);
        token.cut = length > most_;  // one past the slack: read no further
        token.length = token.cut ? most_ : length;
        token.state = state;
        token.only_o_and_x = only_o_and_x;
        bool spaced = false;
        for (; peek() == ' ' || peek() == '\t'; ++position_) spaced = true;
        token.more_on_its_line = spaced && peek() != EOF && !is_blank(peek());
        return true;
    }

    // Moves past blanks; false at the end of what is read.
    bool skip_blanks() {
        while (is_blank(peek())) ++position_;
        return peek() != EOF;
    }

    // Runs of moves a faster reader takes at once (the seam; see the head):
    // this one takes none, and check_output() reads every line with next().
    static std::uint64_t read_moves(std::uint32_t& /*state*/, std::uint64_t /*most*/,
                                    std::uint64_t* /*seen*/) {
        return 0;
    }

    Ended ended() const { return ended_; }
    int error() const { return error_; }

  private:
    static const std::size_t kBufferSize = std::size_t{64} * 1024;

    int peek() { return position_ < end_ || refill() ? buffer_[position_] : EOF; }

    // A file's size where it has one (a regular file), else 0 (a pipe, a
    // terminal): the position is left where it was.
    static std::uint64_t size_of(std::FILE* file) {
        const long at = std::ftell(file);
        if (at < 0 || std::fseek(file, 0, SEEK_END) != 0) return 0;
        const long size = std::ftell(file);
        const bool back = std::fseek(file, at, SEEK_SET) == 0;
        return back && size > 0 ? static_cast<std::uint64_t>(size) : 0;
    }

    // Past the limit only blanks are read, so that trailing blanks never
    // change a verdict, and left out; the first other byte there ends the
    // reading, and so does a byte past the file's size (a pipe's first), so
    // that a pipe's endless blanks end too.
    bool refill() {
        position_ = end_ = 0;
        while (end_ == 0 && ended_ == Ended::kNot) {
            errno = 0;
            end_ = std::fread(buffer_.get(), 1, kBufferSize, file_);
            if (end_ == 0) {
                error_ = errno;
                ended_ = std::ferror(file_) ? Ended::kReadError : Ended::kAtTheEnd;
            }
            std::size_t kept = end_;  // the bytes before the limit
            if (limit_ != 0 && read_ + end_ > limit_) {
                kept -=
                    static_cast<std::size_t>(std::min<std::uint64_t>(end_, read_ + end_ - limit_));
            }
            const unsigned char* past = buffer_.get() + kept;
            const unsigned char* const last = buffer_.get() + end_;
            while (past != last &&
                   (*past == ' ' || *past == '\n' || *past == '\r' || *past == '\t'))
                ++past;
            if (past != last || (kept < end_ && read_ + end_ > size_)) ended_ = Ended::kOverLimit;
            read_ += end_;
            end_ = kept;
        }
        return end_ > 0;
    }

    std::FILE* file_;
    std::uint64_t most_;
    std::uint64_t limit_;
    std::uint64_t size_;  // when opened; 0: unknown
    std::unique_ptr<unsigned char[]> buffer_;
    std::size_t position_ = 0;
    std::size_t end_ = 0;
    std::uint64_t read_ = 0;
    Ended ended_ = Ended::kNot;
    int error_ = 0;
};

// ---- The judge's input -------------------------------------------------------------------------
// n from the judge's input: one integer in kMinHoles..`largest`, blanks
// around it, in at most kInputLimit bytes; else `error` says what its first
// line with anything on it holds, as far as a message shows it.
bool read_hole_count(std::FILE* file, int largest, int& holes, std::string& error) {
    std::size_t bytes = 0;
    const auto next = [&]() { return ++bytes > kInputLimit ? EOF : std::fgetc(file); };
    int c = next();
    while (c != EOF && is_blank(c)) c = next();
    Token line;
    long value = 0;
    bool valid = c >= '0' && c <= '9';
    bool after_digits = false;
    for (; c != EOF && c != '\n' && c != '\r'; c = next()) {
        if (line.length < kEchoLimit) line.prefix[line.length] = static_cast<char>(c);
        line.only_o_and_x = line.only_o_and_x && (c == 'O' || c == 'X');
        const bool digit = c >= '0' && c <= '9';
        valid = valid && (digit ? !after_digits : is_blank(c));  // digits, then blanks
        after_digits = after_digits || !digit;
        if (digit && value <= largest) value = value * 10 + (c - '0');
        line.length += line.length <= kEchoLimit;  // as far as echo() needs
    }
    while (c != EOF && is_blank(c)) c = next();
    if (bytes > kInputLimit || std::ferror(file)) {
        error = bytes > kInputLimit
                    ? "input: more than " + std::to_string(kInputLimit) + " bytes"
                    : "cannot read the input file: " + std::string(std::strerror(errno));
        return false;
    }
    if (!valid || c != EOF || value < kMinHoles || value > largest) {
        error = "input: expected one integer n with " + std::to_string(kMinHoles) +
                " <= n <= " + std::to_string(largest) + ", found " +
                (line.length == 0 ? std::string("nothing") : echo(line));
        if (line.length > 0 && line.only_o_and_x) {
            error += " (an output's line: are the arguments swapped?)";
        }
        return false;
    }
    holes = static_cast<int>(value);
    return true;
}

// ---- The check ---------------------------------------------------------------------------------
// What the check found: its kind and the numbers its message is made of.
// The kinds come in the order of their verdicts (verdict_of).
enum class Found {
    kCycle,         // accepted
    kEndNotEmpty,   // `token`, the first or the last line, is not all 'O'
    kNotOneMove,    // `previous` then `token`, at `line`, differ in 0 or 2+ holes
    kRepeat,        // `token`, at `line`, has the state of line `earlier` (0: unknown)
    kTooFewLines,   // `line` is the first line missing
    kWrongLength,   // `token`, at `line`, is not `holes` characters long
    kNotOAndX,      // `token`, at `line`, has a character other than 'O' and 'X'
    kTooManyLines,  // `token`, at `line`, comes after the last line
    kTooLong,       // more than `earlier` bytes, the limit, by line `line`
    // The kinds above are about what the output holds; those below are not.
    kOutputMissing,  // there is no output file
    kUnreadable,     // a read failed: the message is the system's reason
    kInputRefused,   // the judge's input is not one n in range
    kJudgeFailure,   // the judge's other files or its call: the message says what
};

Verdict verdict_of(Found kind) {
    return kind == Found::kCycle           ? Verdict::kAccepted
           : kind <= Found::kRepeat        ? Verdict::kWrongAnswer
           : kind <= Found::kOutputMissing ? Verdict::kPresentationError
                                           : Verdict::kFail;
}

struct Finding {
    Found kind;
    int holes;
    std::uint64_t line;
    Token token;
    std::uint32_t previous;  // the state of line `line` - 1
    std::uint64_t earlier;
};

// A verdict, its message, and its finding (which the page explains).
struct Outcome {
    Verdict verdict;
    std::string message;
    Finding finding;
};

Outcome judge_failure(const std::string& message, Found kind = Found::kJudgeFailure) {
    return Outcome{Verdict::kFail, message, Finding{kind, 0, 0, Token(), 0, 0}};
}

// The message of a finding about what the output holds.
std::string message_of(const Finding& found) {
    const std::uint64_t holes = static_cast<std::uint64_t>(found.holes);
    const std::uint64_t lines = (std::uint64_t{1} << holes) + 1;
    const std::string line = std::to_string(found.line);
    const Token& token = found.token;
    switch (found.kind) {
        case Found::kCycle:
            return std::to_string(lines) + " lines, a cycle through all " +
                   std::to_string(lines - 1) + " states";
        case Found::kTooFewLines:
            return "expected " + std::to_string(lines) + " lines, found " +
                   std::to_string(found.line - 1);
        case Found::kWrongLength:  // and why, where a short token has more on its line
            return "line " + line + ": expected " + count_of(holes, "character") + ", found " +
                   (token.cut ? "more than " : "") + count_of(token.length, "character") + ": " +
                   echo(token) +
                   (token.more_on_its_line && token.length < holes
                        ? ", then a space and more on its line: no spaces between the holes"
                        : "");
        case Found::kNotOAndX:
            return "line " + line + ": expected only 'O' and 'X', found " + echo(token);
        case Found::kEndNotEmpty:
            return "line " + line + ": expected all holes empty (" +
                   std::string(static_cast<std::size_t>(found.holes), 'O') + "), found " +
                   echo(token);
        case Found::kNotOneMove:
            return "lines " + std::to_string(found.line - 1) + " and " + line + " differ in " +
                   count_of(count_differing_holes(found.previous, token.state), "hole") + ": '" +
                   state_letters(found.previous, found.holes) + "' then '" +
                   state_letters(token.state, found.holes) + "'";
        case Found::kRepeat:
            return "line " + line +
                   (found.earlier == 0
                        ? std::string(" repeats an earlier state")
                        : " repeats the state of line " + std::to_string(found.earlier));
        case Found::kTooManyLines:
            return "expected nothing after line " + std::to_string(lines) + ", found " +
                   echo(token);
        case Found::kTooLong:
            return "expected at most " + std::to_string(found.earlier) +
                   " bytes, found more by line " + line;
        case Found::kOutputMissing:
        case Found::kUnreadable:
        case Found::kInputRefused:
        case Found::kJudgeFailure:
            break;
    }
    return "no message for this finding";
}

Outcome judged(const Finding& found) {
    return Outcome{verdict_of(found.kind), message_of(found), found};
}

// One bit per state, from calloc, whose pages stay untouched until used.
class SeenStates {
  public:
    explicit SeenStates(int holes)
        : bits_(static_cast<std::uint64_t*>(
                    std::calloc((std::size_t{1} << holes) / 64 + 1, sizeof(std::uint64_t))),
                &std::free) {}
    bool allocated() const { return bits_ != nullptr; }
    bool test_and_set(std::uint32_t state) {
        std::uint64_t& word = bits_.get()[state >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (state & 63);
        const bool seen = (word & bit) != 0;
        word |= bit;
        return seen;
    }
    std::uint64_t* words() { return bits_.get(); }  // bit state & 63 of word state >> 6

  private:
    std::unique_ptr<std::uint64_t, void (*)(void*)> bits_;
};

// What is wrong with a well-formed line's state after `previous`, or
// kCycle if nothing is (but for a repeat, which needs the states seen).
Found fault_of(std::uint32_t state, std::uint32_t previous, std::uint64_t line,
               std::uint64_t lines) {
    if ((line == 1 || line == lines) && state != 0) return Found::kEndNotEmpty;
    const std::uint32_t moved = previous ^ state;
    if (line > 1 && (moved == 0 || (moved & (moved - 1)) != 0)) return Found::kNotOneMove;
    return Found::kCycle;
}

// The line of the first token whose state is `state`, read again from the
// file's start; 0 if it cannot be (a pipe).
std::uint64_t first_line_with_state(std::FILE* file, int holes, std::uint32_t state,
                                    std::uint64_t limit) {
    if (std::fseek(file, 0, SEEK_SET) != 0) return 0;
    TokenReader reader(file, holes, limit);
    Token token;
    for (std::uint64_t line = 1; reader.next(token, holes); ++line) {
        if (token.state == state) return line;
    }
    return 0;
}

// Where `reader` gave no more: at its end (`at`), at a read error, or past
// the limit.
template <class Reader>
Outcome ended(const Reader& reader, Finding at, std::uint64_t limit) {
    at.token = Token();
    at.kind = reader.ended() == Ended::kReadError   ? Found::kUnreadable
              : reader.ended() == Ended::kOverLimit ? Found::kTooLong
                                                    : at.kind;
    at.earlier = at.kind == Found::kTooLong ? limit : 0;
    if (at.kind != Found::kUnreadable) return judged(at);
    return Outcome{Verdict::kFail, std::strerror(reader.error()), at};  // the system's reason
}

// The whole decision on the tokens `reader` gives of `file`.
template <class Reader>
Outcome check_output(int holes, Reader& reader, std::FILE* file, std::uint64_t limit) {
    const std::uint64_t states = std::uint64_t{1} << holes;
    const std::uint64_t lines = states + 1;
    SeenStates seen(holes);
    if (!seen.allocated()) return judge_failure("out of memory for n = " + std::to_string(holes));
    std::uint32_t previous = 0;
    Token token;
    const auto at = [&](Found kind, std::uint64_t line) {
        return Finding{kind, holes, line, token, previous, 0};
    };
    for (std::uint64_t line = 1; line <= lines; ++line) {
        if (line > 1 && line <= states) {
            line += reader.read_moves(previous, states + 1 - line, seen.words());
        }
        // No token, or one cut short by a read error or the limit: why it stopped.
        if (!reader.next(token, holes) || reader.ended() > Ended::kAtTheEnd) {
            return ended(reader, at(Found::kTooFewLines, line), limit);
        }
        if (token.length != static_cast<std::uint64_t>(holes) || token.cut) {
            return judged(at(Found::kWrongLength, line));
        }
        if (!token.only_o_and_x) return judged(at(Found::kNotOAndX, line));
        const Found fault = fault_of(token.state, previous, line, lines);
        if (fault != Found::kCycle) return judged(at(fault, line));
        if (line <= states && seen.test_and_set(token.state)) {
            Finding repeat = at(Found::kRepeat, line);
            repeat.earlier = first_line_with_state(file, holes, token.state, limit);
            return judged(repeat);
        }
        previous = token.state;
    }
    if (reader.skip_blanks()) {
        reader.next(token, holes);
        return judged(at(Found::kTooManyLines, lines + 1));
    }
    return ended(reader, at(Found::kCycle, lines + 1), limit);
}

// ---- The judges' conventions: one row each, read by parse_call() and finish() ------------------
// Where a judge that reads a score finds it.
enum class ScoreTo {
    kNone,         // the judge reads the exit status
    kStdout,       // the score on stdout, the message on stderr
    kLemonFiles,   // the score file, then the line in the message file
    kReportFirst,  // a report file: the score, then the line
    kReportLast,   // a report file: the line, then the score
};

// Where a judge shows the line, when it reads no score; both where a judge
// shows one and an emulation of it the other.
enum class LineTo { kStderr, kStdout, kStdoutAndStderr };

const std::size_t kMostNamed = 4;  // the most arguments a judge passes under fixed names

// What each letter of Convention::arguments says an argument is.
enum class Role : char {
    kInput = 'i',
    kOutput = 'o',
    kAnswer = 'a',
    kResult = 'r',        // testlib's result file, Lemon's score file, a report
    kAppes = 'x',         // testlib's -appes: the result file in XML
    kFullScore = 's',     // Lemon's full score
    kMessageFile = 'm',   // Lemon's message file
    kFeedbackDir = 'f',   // Kattis's feedback directory, which flags may follow
    kTaskTypeWord = 't',  // CMS's BatchAndOutput: batch or outputonly
};
// How a usage line shows each Role's letter; nullptr for no Role's.
constexpr const char* role_word(char letter) {
    return letter == 'i'   ? "<input>"
           : letter == 'o' ? "<output>"
           : letter == 'a' ? "<answer>"
           : letter == 'r' ? "<result>"
           : letter == 'x' ? "-appes"
           : letter == 's' ? "<full-score>"
           : letter == 'm' ? "<message-file>"
           : letter == 'f' ? "<feedback-dir>/ [<flags>] < <output>"
           : letter == 't' ? "batch|outputonly"
                           : nullptr;
}

// One judge's convention: `arguments`, a Role's letter each, in the judge's
// order; a judge that may pass none names the files in the folder instead.
struct Convention {
    const char* name;  // what `#define ROCKS_JUDGE "name"` says
    const char* arguments;
    int fewest;            // arguments, at least, when there are any
    const char* fixed[3];  // a judge that may pass none: the input's, output's, answer's names
    int exit_status[kVerdicts];  // accepted, wrong answer, presentation error, FAIL
    LineTo line_to;
    bool verdict_words;   // "ok ...", "wrong answer ..." or the message alone
    bool failure_unsaid;  // a failure leaves stderr empty (see below)
    ScoreTo score_to;
    const char* scores[2];          // accepted (nullptr: Lemon's full score), rejected
    const char* report_path;        // nullptr: the result argument
    const char* named[kMostNamed];  // names the judge always passes (else nullptr); others refused
};

// A failure is the row's FAIL status, or where a judge reads a score, a
// non-zero exit with the line on stderr; a report, which the judge may read
// whatever the status, gets the line and the rejected score. A judge that
// reads an empty stderr as a failure gets nothing (failure_unsaid). Each
// row's sources are in problem/judges.tsv, its replay in
// tests/judges_test.cpp, the rules it keeps in src/terminal_checker.cpp.
// clang-format off
constexpr Convention kConventions[] = {
    // name      arguments fewest fixed files (input, output, answer)  exit statuses
    //   line to, verdict words, failure unsaid, score to, scores, report, named arguments
    {"testlib",  "ioarx",  3,     {},                                  {0, 1, 2, 3},
        LineTo::kStderr, true, false, ScoreTo::kNone, {}, nullptr, {}},
    {"kattis",   "iaf",    3,     {},                                  {42, 43, 43, 3},
        LineTo::kStderr, false, false, ScoreTo::kNone, {}, nullptr, {}},
    {"qduoj",    "io",     2,     {},                                  {0, 1, 1, 255},
        LineTo::kStderr, true, false, ScoreTo::kNone, {}, nullptr, {}},
    {"lemon",    "ioasrm", 6,     {},                                  {0, 0, 0, 3},
        LineTo::kStderr, true, false, ScoreTo::kLemonFiles, {nullptr, "0"}, nullptr, {}},
    {"syzoj",    "",       0,     {"input", "user_out", "answer"},     {0, 0, 0, 3},
        LineTo::kStderr, true, false, ScoreTo::kStdout, {"100", "0"}, nullptr, {}},
    {"nowcoder", "ioa",    3,     {"input", "user_output", "output"},  {0, 1, 1, 3},
        LineTo::kStderr, true, false, ScoreTo::kNone, {}, nullptr, {}},
    {"hydro",    "ioa",    3,     {},                                  {0, 1, 2, 3},
        LineTo::kStderr, true, true, ScoreTo::kNone, {}, nullptr, {}},
    {"uoj",      "ioa",    3,     {},                                  {0, 1, 2, 3},
        LineTo::kStderr, true, true, ScoreTo::kNone, {}, nullptr, {}},
    {"hustoj",   "iao",    3,     {},                                  {0, 1, 2, 3},
        LineTo::kStdoutAndStderr, true, false, ScoreTo::kNone, {}, nullptr, {}},
    {"cms",      "iaot",   3,     {},                                  {0, 0, 0, 3},
        LineTo::kStderr, false, false, ScoreTo::kStdout, {"1.0", "0.0"}, nullptr,
        {"input.txt", "correct_output.txt", "user_output.txt"}},
    {"ccr",      "iaor",   4,     {},                                  {0, 0, 0, 3},
        LineTo::kStderr, true, false, ScoreTo::kReportFirst, {"1", "0"}, nullptr,
        {nullptr, nullptr, nullptr, ".result"}},
    {"arbiter",  "ioa",    3,     {},                                  {0, 0, 0, 3},
        LineTo::kStderr, true, false, ScoreTo::kReportLast, {"10", "0"}, "/tmp/_eval.score", {}},
    {"coci",     "ioa",    3,     {},                                  {0, 1, 1, 3},
        LineTo::kStdout, true, false, ScoreTo::kNone, {}, nullptr, {}},
};
// clang-format on
const int kConventionCount = static_cast<int>(sizeof kConventions / sizeof kConventions[0]);

// ---- The judge this copy follows ---------------------------------------------------------------
// Testlib's, or the one `#define ROCKS_JUDGE "name"` names above this line (a
// copy's first line, as the package writes it); one below it is an error.
#if defined(ROCKS_JUDGE)
constexpr bool same_name(const char* a, const char* b) {
    return *a == *b && (*a == '\0' || same_name(a + 1, b + 1));
}
constexpr int convention_named(const char* name, int from = 0) {
    return from == kConventionCount                   ? -1
           : same_name(kConventions[from].name, name) ? from
                                                      : convention_named(name, from + 1);
}
constexpr int kChosenConvention = convention_named(ROCKS_JUDGE);
static_assert(kChosenConvention >= 0,
              "ROCKS_JUDGE names no judge of kConventions: #define ROCKS_JUDGE \"hustoj\"");
#define ROCKS_JUDGE_FOLLOWED
#else
constexpr int kChosenConvention = 0;  // testlib's
#endif
static_assert(kChosenConvention < kConventionCount, "the judge followed is a row");
const Convention& this_judge() { return kConventions[kChosenConvention]; }

// ---- The call ----------------------------------------------------------------------------------
// How the judge called: which files are which, where the verdict goes.
struct Call {
    std::string input_path;
    std::string output_path;   // empty for Kattis, which gives the output on stdin
    std::string answer_path;   // empty where the judge passes none
    std::string result_path;   // testlib's result file, Lemon's score file, CCR's report
    std::string message_path;  // Lemon's message file
    bool appes = false;        // testlib: the result file in XML
    std::string full_score;    // Lemon
    std::string feedback_dir;  // Kattis, ending in a separator
    std::string usage_error;   // the arguments cannot be understood
};

// How `judge` calls the checker, read from its row; `fewest` arguments.
std::string call_of(const Convention& judge, int fewest) {
    const std::string roles = judge.arguments;
    const std::size_t required = static_cast<std::size_t>(fewest);
    std::string call = "checker";
    for (std::size_t i = 0; i < roles.size(); ++i) {
        const char* named = i < kMostNamed ? judge.named[i] : nullptr;
        call += (i < required ? " " : " [") + std::string(named ? named : role_word(roles[i]));
    }
    call += std::string(roles.size() - std::min(required, roles.size()), ']');
    if (judge.fixed[0] != nullptr) {
        call += std::string(roles.empty() ? " with no arguments" : ", or with none") +
                ", in a folder holding " + judge.fixed[0] + ", " + judge.fixed[1] + " and " +
                judge.fixed[2];
    }
    return call;
}

// The fewest arguments: the row's, or two where testlib's may leave the answer out.
int fewest_of(const Limits& limits) {
    return limits.answer_optional ? std::min(this_judge().fewest, 2) : this_judge().fewest;
}

// testlib's flags, anywhere (--testset's name not empty), taken out; the
// rest are the files, in order.
bool files_of(int argc, char** argv, std::vector<std::string>& files, std::string& error) {
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument != "--testset" && argument != "--group") {
            files.push_back(argument);
        } else if (i + 1 == argc || (argument == "--testset" && argv[i + 1][0] == '\0')) {
            error = "expected a name after " + argument;
            return false;
        } else {
            ++i;
        }
    }
    return true;
}

// One argument in the role its row gives it; false if it cannot be that.
bool take_argument(Role role, const std::string& file, Call& call) {
    if (file.empty()) return false;  // no path, no number, no word
    std::string* const path = role == Role::kInput         ? &call.input_path
                              : role == Role::kOutput      ? &call.output_path
                              : role == Role::kAnswer      ? &call.answer_path
                              : role == Role::kResult      ? &call.result_path
                              : role == Role::kMessageFile ? &call.message_path
                                                           : nullptr;
    if (path != nullptr) *path = file;
    switch (role) {
        case Role::kFeedbackDir:
            call.feedback_dir = file;
            if (file.back() != '/' && file.back() != '\\') call.feedback_dir += '/';
            return true;
        case Role::kFullScore:
            call.full_score = file;  // a number
            return file.size() <= 9 && file.find_first_not_of("0123456789") == std::string::npos;
        case Role::kAppes:
            call.appes = true;
            return file == "-appes" || file == "-APPES";
        case Role::kTaskTypeWord:
            return file == "batch" || file == "outputonly";
        default:  // a path, taken above
            return true;
    }
}

// The call's meaning: each file in the role this copy's row gives it, or,
// where the row allows and no file is passed, the row's fixed names.
Call parse_call(int argc, char** argv, const Limits& limits) {
    Call call;
    std::vector<std::string> files;
    if (!files_of(argc, argv, files, call.usage_error)) return call;
    const Convention& judge = this_judge();
    const std::string roles = judge.arguments;
    const bool flags_follow =
        !roles.empty() && static_cast<Role>(roles.back()) == Role::kFeedbackDir;
    if (files.empty() && judge.fixed[0] != nullptr) {
        call.input_path = judge.fixed[0];
        call.output_path = judge.fixed[1];
        call.answer_path = judge.fixed[2];
        return call;
    }
    bool valid = files.size() >= static_cast<std::size_t>(fewest_of(limits)) &&
                 (flags_follow || files.size() <= roles.size());
    for (std::size_t i = 0; valid && i < roles.size() && i < files.size(); ++i) {
        const char* named = i < kMostNamed ? judge.named[i] : nullptr;
        valid = take_argument(static_cast<Role>(roles[i]), files[i], call) &&
                (named == nullptr || files[i] == named);
        if (!valid && files[i].empty()) {  // an empty path is no standard input
            const std::string word = role_word(roles[i]);
            Call refused;
            refused.usage_error = "argument " + std::to_string(i + 1) + ", " +
                                  word.substr(0, word.find(' ')) + ", is empty";
            return refused;
        }
    }
    if (!valid) {
        Call refused;
        refused.usage_error =
            "usage (" + std::string(judge.name) + "): " + call_of(judge, fewest_of(limits));
        return refused;
    }
    return call;
}

// ---- The verdict where the judge takes it ------------------------------------------------------
// testlib's escaping of a message inside its XML result.
std::string xml_escaped(const std::string& text) {
    std::string escaped;
    for (char c : text) {
        const char* entity = c == '&'   ? "&amp;"
                             : c == '<' ? "&lt;"
                             : c == '>' ? "&gt;"
                             : c == '"' ? "&quot;"
                                        : nullptr;
        escaped += entity != nullptr ? entity
                                     : std::string(1, static_cast<unsigned char>(c) < 32 ? '.' : c);
    }
    return escaped;
}

bool write_file(const std::string& path, const std::string& text) {
    std::FILE* file = std::fopen(path.c_str(), "w");
    if (file == nullptr) return false;
    bool written = std::fputs(text.c_str(), file) != EOF;
    return std::fclose(file) == 0 && written;
}

// What each verdict is called, as testlib writes it in a line and in XML.
const char* const kPrefix[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
const char* const kAppesOutcome[] = {"accepted", "wrong-answer", "presentation-error", "fail"};
static_assert(sizeof kPrefix / sizeof kPrefix[0] == kVerdicts, "a prefix for each verdict");
static_assert(sizeof kAppesOutcome / sizeof kAppesOutcome[0] == kVerdicts,
              "an XML outcome for each verdict");

// The line testlib prints, verdict words and message.
std::string line_of(const Outcome& outcome) {
    return std::string(kPrefix[static_cast<int>(outcome.verdict)]) + " " + outcome.message + "\n";
}
// What the judge shows: the line, or the message alone.
std::string shown_of(const Outcome& outcome) {
    return this_judge().verdict_words ? line_of(outcome) : outcome.message + "\n";
}
int status_of(Verdict verdict) { return this_judge().exit_status[static_cast<int>(verdict)]; }

// The last word where a file the verdict goes to cannot be written.
[[noreturn]] void fail_to_write(const std::string& path) {
    std::fprintf(stderr, "FAIL cannot write %s: %s\n", shown_path(path).c_str(),
                 std::strerror(errno));
    std::exit(status_of(Verdict::kFail));
}

// Standard output flushed, where the judge reads a score or the line.
void flush_stdout() {
    if (std::fflush(stdout) != 0) fail_to_write("standard output");
}

// A feedback directory: a judge may show judgemessage.txt, judgeerror.txt,
// stdout and stderr one after the other, so the message goes to one alone;
// the verdict is the exit status.
[[noreturn]] void finish_in_feedback_directory(const Call& call, const Outcome& outcome) {
    const bool failed = outcome.verdict == Verdict::kFail;
    const std::string file = call.feedback_dir + (failed ? "judgeerror.txt" : "judgemessage.txt");
    if (!write_file(file, shown_of(outcome))) fail_to_write(file);
    std::exit(status_of(outcome.verdict));
}

// A score, on stdout, in a score and a message file or in a report; a
// failure is a non-zero exit with the line on stderr, and no score but a
// report's rejected one. Lemon's message is written before its score.
[[noreturn]] void finish_with_score(const Call& call, const Outcome& outcome) {
    const Convention& judge = this_judge();
    const bool passed = outcome.verdict == Verdict::kAccepted;
    const bool failed = outcome.verdict == Verdict::kFail;
    const std::string score = passed && judge.scores[0] == nullptr ? call.full_score
                              : passed                             ? judge.scores[0]
                                                                   : judge.scores[1];
    const std::string line = line_of(outcome);
    const std::string report = judge.report_path != nullptr ? judge.report_path : call.result_path;
    switch (judge.score_to) {
        case ScoreTo::kStdout:
            if (failed) break;
            std::fputs((score + "\n").c_str(), stdout);
            flush_stdout();
            std::fputs(shown_of(outcome).c_str(), stderr);
            std::exit(0);
        case ScoreTo::kLemonFiles:
            if (failed) {
                write_file(call.message_path, line);  // and the line on stderr, below
                break;
            }
            if (!write_file(call.message_path, line)) fail_to_write(call.message_path);
            if (!write_file(call.result_path, score)) fail_to_write(call.result_path);
            std::exit(0);
        case ScoreTo::kReportFirst:
        case ScoreTo::kReportLast:
            if (report.empty()) break;  // a refused call names no report
            if (!write_file(report, judge.score_to == ScoreTo::kReportFirst
                                        ? score + "\n" + line
                                        : line + score + "\n")) {
                fail_to_write(report);
            }
            if (!failed) std::exit(0);
            break;
        case ScoreTo::kNone:
            break;
    }
    std::fputs(line.c_str(), stderr);
    std::exit(status_of(Verdict::kFail));
}

// testlib's result file, as testlib writes it: the message alone, or XML
// with -appes; stderr points there; the verdict is the exit status.
[[noreturn]] void finish_in_result_file(const Call& call, const Outcome& outcome) {
    const int index = static_cast<int>(outcome.verdict);
    const std::string result =
        call.appes ? std::string("<?xml version=\"1.0\" encoding=\"windows-1251\"?>") +
                         "<result outcome = \"" + kAppesOutcome[index] + "\">" +
                         xml_escaped(outcome.message) + "</result>\n"
                   : outcome.message;
    if (!write_file(call.result_path, result)) fail_to_write(call.result_path);
    std::fprintf(stderr, "\nSee file to check exit message\n");
    std::exit(status_of(outcome.verdict));
}

// The line on stderr, stdout or both, the verdict in the exit status; a
// failure says nothing where the judge reads silence as one.
[[noreturn]] void finish_on_streams(const Outcome& outcome) {
    if (!(outcome.verdict == Verdict::kFail && this_judge().failure_unsaid)) {
        const std::string shown = shown_of(outcome);
        if (this_judge().line_to != LineTo::kStdout) std::fputs(shown.c_str(), stderr);
        if (this_judge().line_to != LineTo::kStderr) std::fputs(shown.c_str(), stdout);
    }
    flush_stdout();
    std::exit(status_of(outcome.verdict));
}

// `message` cut, if it must be, to fit kMessageLimit with its verdict's words.
std::string within_limit(const std::string& message, Verdict verdict) {
    const std::size_t room = kMessageLimit - std::strlen(kPrefix[static_cast<int>(verdict)]) - 1;
    return message.size() <= room ? message : message.substr(0, room - 3) + "...";
}

// Ends with the verdict where `call`'s judge takes it: one way of the four.
[[noreturn]] void finish(const Call& call, Outcome outcome) {
    outcome.message = within_limit(outcome.message, outcome.verdict);
    if (!call.feedback_dir.empty()) finish_in_feedback_directory(call, outcome);
    if (this_judge().score_to != ScoreTo::kNone) finish_with_score(call, outcome);
    if (!call.result_path.empty()) finish_in_result_file(call, outcome);
    finish_on_streams(outcome);
}

// ---- The checker: the call read, the files judged, the verdict given ---------------------------
// "cannot open the answer file a.txt: No such file or directory": with the
// system's `reason`, or errno's.
std::string cannot(const std::string& what, const std::string& path, const char* reason = nullptr) {
    return "cannot " + what + " " + (path.empty() ? "standard input" : shown_path(path)) + ": " +
           (reason != nullptr ? reason : std::strerror(errno));
}

// The verdict on one file of tokens, read by a `Reader` (see the head).
template <class Reader>
Outcome judge_file(std::FILE* file, int holes, const Limits& limits) {
#if defined(__cpp_exceptions)  // not in the page's WebAssembly build
    try {
#endif
        Reader reader(file, holes, limits.output_limit);
        return check_output(holes, reader, file, limits.output_limit);
#if defined(__cpp_exceptions)
    } catch (const std::bad_alloc&) {  // a buffer or a message beyond the bitmap
        return judge_failure("out of memory for n = " + std::to_string(holes));
    }
#endif
}

// The verdict on the call's files: the input, the answer (one that is no
// valid cycle is the judge's failure), then the output.
template <class Reader>
Outcome outcome_of(const Call& call, const Limits& limits) {
    if (!call.usage_error.empty()) return judge_failure(call.usage_error);
    std::FILE* input = std::fopen(call.input_path.c_str(), "rb");
    if (!input) return judge_failure(cannot("open the input file", call.input_path));
    int holes = 0;
    std::string refused;
    const bool read = read_hole_count(input, limits.largest_holes, holes, refused);
    std::fclose(input);
    if (!read) return judge_failure(refused, Found::kInputRefused);
    if (!call.answer_path.empty()) {
        std::FILE* answer = std::fopen(call.answer_path.c_str(), "rb");
        if (!answer) return judge_failure(cannot("open the answer file", call.answer_path));
        const Outcome judged_answer = judge_file<Reader>(answer, holes, limits);
        std::fclose(answer);
        if (judged_answer.finding.kind == Found::kUnreadable) {
            return judge_failure(
                cannot("read the answer file", call.answer_path, judged_answer.message.c_str()));
        }
        if (judged_answer.verdict != Verdict::kAccepted) {
            return judge_failure(
                "the answer file is no answer for n = " + std::to_string(holes) +
                " (are the output and the answer swapped?): " + judged_answer.message);
        }
    }
    // The output, whose absence alone is the contestant's.
    std::FILE* output =
        call.output_path.empty() ? stdin : std::fopen(call.output_path.c_str(), "rb");
    if (!output && errno == ENOENT) {
        return Outcome{Verdict::kPresentationError,
                       "output file not found: " + shown_path(call.output_path),
                       Finding{Found::kOutputMissing, holes, 0, Token(), 0, 0}};
    }
    if (!output) return judge_failure(cannot("open the output file", call.output_path));
    Outcome judged_output = judge_file<Reader>(output, holes, limits);
    if (judged_output.finding.kind == Found::kUnreadable) {
        judged_output.message =
            cannot("read the output file", call.output_path, judged_output.message.c_str());
    }
    return judged_output;
}

// The checker, for a `Reader` and `limits` (the seam; see the head).
template <class Reader>
int run(int argc, char** argv, const Limits& limits) {
    const Call call = parse_call(argc, argv, limits);
    finish(call, outcome_of<Reader>(call, limits));
}

}  // namespace

int main(int argc, char** argv) { return run<TokenReader>(argc, argv, kJudgesLimits); }

#if defined(ROCKS_JUDGE) && !defined(ROCKS_JUDGE_FOLLOWED)
#error "ROCKS_JUDGE is defined after the line that reads it: put it on the first line"
#endif
// A define below this line, which nothing would read, stops the compile
// ("poisoned", in GCC's and clang's words): put it on the first line.
#undef ROCKS_JUDGE
#pragma GCC poison ROCKS_JUDGE
