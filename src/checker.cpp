// Checker for The Rock Game (USACO 2010 March Silver, Luogu P6183).
//
// Description: decides whether an output is a cyclic Gray code on n holes:
//   (1 << n) + 1 tokens of n characters 'O'/'X', first and last all 'O',
//   consecutive tokens one move apart, the first 1 << n pairwise different.
//   Shares no code with the solver. One file for every judge: each judge's
//   calling convention (which arguments in which order, where the verdict
//   and the message go, what a failure looks like) is one row of
//   kConventions, at the end. A first line such as
//   `#define ROCKS_JUDGE "hustoj"` names the row; without one, the call's
//   shape picks it. `checker --help` lists the calls. Every message is one
//   line of at most kMessageLimit characters.
// Reads: the judge's input (one integer n), the output (streamed, 64 KiB
//   at a time), and the answer file only to see that it is readable.
// Writes: the verdict line to stderr or stdout, and the files the judge's
//   row names (testlib's result, Lemon's score and message, a report, a
//   Kattis feedback file). Nothing else.
// System calls: only through the C library's stdio and calloc (open, read,
//   lseek, write, close, and brk or mmap for memory); no other header of
//   the system is included.
// Sections, in reading order: verdicts and messages; reading the output;
//   the judge's input; the check; the judges' conventions; the verdict
//   where the judge takes it.
// Time: one pass over the output, O(length); a rejected repeat rereads the
//   output to name the earlier line, when it can be reread.
// Memory: (1 << n) / 8 bytes of seen-states bitmap plus a 64 KiB read buffer.
// Status: stored verdicts in samples/checker, replayed in every judge's
//   call; every sequence for n <= 3 against a brute-force definition;
//   every single-byte corruption and truncation for n <= 30 against a
//   plain definition; fuzzed; under ASan and UBSan too.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

namespace {

// The largest n; the judge's own range (problem/limits.json) is narrower.
const int kMaxHoles = 30;
// Every message is one line of at most kMessageLimit characters, which
// judges show whole (LibreOJ cuts at 256): a token is echoed up to
// kEchoLimit characters, a path up to kPathShown, and the longest text
// around either leaves room for the verdict words.
const std::size_t kMessageLimit = 200;
const std::size_t kEchoLimit = 32;
const std::size_t kPathShown = 64;
static_assert(kMaxHoles < 32, "a state is a std::uint32_t, one bit per hole");
static_assert(kMaxHoles <= static_cast<int>(kEchoLimit), "a whole token fits in the echo");

// ---------------------------------------------------------------------------
// Verdicts and messages
// ---------------------------------------------------------------------------

enum class Verdict { kAccepted, kWrongAnswer, kPresentationError, kFail };
const int kVerdicts = static_cast<int>(Verdict::kFail) + 1;  // arrays indexed by Verdict have these

// testlib's blanks: space, tab, CR and LF separate tokens.
bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

struct Token {
    std::uint64_t length = 0;
    std::uint32_t state = 0;  // bit i set when character i is 'X'
    bool only_o_and_x = true;
    char prefix[kEchoLimit];  // the first bytes, for messages
};

// A byte as messages show it: itself if printable, else \xHH, so that every
// message stays one line.
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
        const unsigned char c = static_cast<unsigned char>(token.prefix[i]);
        if (shown.size() <= kEchoLimit - 3) fitting_cut = shown.size();
        shown += printable(c);
    }
    if (shown.size() <= kEchoLimit - 3) fitting_cut = shown.size();
    if (token.length == kept && shown.size() <= kEchoLimit) return "'" + shown + "'";
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

// "1 hole", "2 holes".
std::string count_of(std::uint64_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// A state as its line: at most kMaxHoles characters; quoted, for messages.
std::string state_letters(std::uint32_t state, int holes) {
    std::string text;
    for (int hole = 0; hole < holes; ++hole) text += (state >> hole & 1) ? 'X' : 'O';
    return text;
}
std::string state_text(std::uint32_t state, int holes) {
    return "'" + state_letters(state, holes) + "'";
}

int count_differing_holes(std::uint32_t a, std::uint32_t b) {
    int count = 0;
    for (std::uint32_t diff = a ^ b; diff != 0; diff &= diff - 1) ++count;
    return count;
}

// ---------------------------------------------------------------------------
// Reading the output: blank-separated tokens, a block at a time
// ---------------------------------------------------------------------------

// Bytes p[0] to p[7] as one number, p[0] the lowest byte: one load on a
// little-endian processor, which compilers see in this expression.
inline std::uint64_t eight_bytes(const unsigned char* p) {
    return std::uint64_t{p[0]} | std::uint64_t{p[1]} << 8 | std::uint64_t{p[2]} << 16 |
           std::uint64_t{p[3]} << 24 | std::uint64_t{p[4]} << 32 | std::uint64_t{p[5]} << 40 |
           std::uint64_t{p[6]} << 48 | std::uint64_t{p[7]} << 56;
}

const std::uint64_t kOs = 0x4F4F4F4F4F4F4F4FULL;  // 'O' in every byte

// 8 characters (`bytes`, the first lowest) as holes `first` to `first` + 7:
// true, with their bits added to `state`, if every one is 'O' or 'X'. XOR
// with 'O' leaves 0 for 'O' and 'O' ^ 'X' = 0x17 for 'X', whose low bit is
// then the hole's; multiplying those bits by 0x0102040810204080 gathers
// byte j's into bit j of the top byte.
inline bool add_holes(std::uint64_t bytes, std::size_t first, std::uint32_t& state) {
    const std::uint64_t diff = bytes ^ kOs;
    const std::uint64_t x_bits = diff & 0x0101010101010101ULL;
    if (diff != x_bits * ('O' ^ 'X')) return false;
    state |= static_cast<std::uint32_t>((x_bits * 0x0102040810204080ULL) >> 56) << first;
    return true;
}

// Splits a file into blank-separated tokens, reading it 64 KiB at a time.
// A leading UTF-8 byte-order mark is skipped, as testlib skips it.
class TokenReader {
  public:
    TokenReader(std::FILE* file, int holes)
        : file_(file),
          holes_(static_cast<std::size_t>(holes)),
          buffer_(new unsigned char[kBufferSize]) {
        refill();
        const unsigned char byte_order_mark[] = {0xEF, 0xBB, 0xBF};
        if (end_ >= 3 && std::memcmp(buffer_.get(), byte_order_mark, 3) == 0) position_ = 3;
    }

    // The common case, 8 bytes at a time: the next token is exactly `holes`
    // characters 'O'/'X' with a blank after it, all in the buffer with 8
    // bytes to spare. Then takes it and that blank, and gives its state;
    // else takes nothing, and next() reads it.
    bool next_state(std::uint32_t& state) {
        if (!skip_blanks() || end_ - position_ < holes_ + 8) return false;
        const unsigned char* const text = buffer_.get() + position_;
        std::uint32_t taken = 0;
        std::size_t i = 0;
        for (; i + 8 <= holes_; i += 8) {
            if (!add_holes(eight_bytes(text + i), i, taken)) return false;
        }
        // The last chunk's bytes past the token taken as 'O's.
        const std::uint64_t last = (eight_bytes(text + i) & last_chunk_) | (kOs & ~last_chunk_);
        if ((i < holes_ && !add_holes(last, i, taken)) || !is_blank(text[holes_])) return false;
        position_ += holes_ + 1;
        state = taken;
        return true;
    }

    // The next token, whatever it holds, byte by byte; false at the end of
    // the file.
    bool next(Token& token) {
        if (!skip_blanks()) return false;
        token.length = 0;
        token.state = 0;
        token.only_o_and_x = true;
        do {
            scan(token);
        } while (position_ == end_ && refill());
        return true;
    }

    // Moves past blanks; false at the end of the file.
    bool skip_blanks() {
        for (;;) {
            while (position_ < end_ && is_blank(buffer_[position_])) ++position_;
            if (position_ < end_) return true;
            if (!refill()) return false;
        }
    }
    bool failed() const { return failed_; }

    // Lines that a faster reader takes at once (the terminal's, in
    // src/terminal_checker.cpp); this one takes none, and check_output() reads
    // every line with next_state() or next().
    static std::uint64_t read_moves(std::uint32_t& /*state*/, std::uint64_t /*most*/,
                                    std::uint64_t* /*seen*/) {
        return 0;
    }

  private:
    static const std::size_t kBufferSize = std::size_t{64} * 1024;

    // Adds the token's bytes up to a blank or the end of the buffer.
    void scan(Token& token) {
        std::uint64_t length = token.length;
        std::uint32_t state = token.state;
        bool only_o_and_x = token.only_o_and_x;
        for (; position_ < end_; ++position_, ++length) {
            const unsigned char c = buffer_[position_];
            if (is_blank(c)) break;
            if (length < kEchoLimit) token.prefix[length] = static_cast<char>(c);
            if (length < holes_) {
                state |= static_cast<std::uint32_t>(c == 'X') << length;
                only_o_and_x = only_o_and_x && (c == 'X' || c == 'O');
            }
        }
        token.length = length;
        token.state = state;
        token.only_o_and_x = only_o_and_x;
    }

    bool refill() {
        position_ = 0;
        end_ = std::fread(buffer_.get(), 1, kBufferSize, file_);
        if (end_ == 0 && std::ferror(file_)) failed_ = true;
        return end_ > 0;
    }

    std::FILE* file_;
    std::size_t holes_;
    // The bytes of a token's last 8-byte chunk that belong to it.
    std::uint64_t last_chunk_ =
        holes_ % 8 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * (holes_ % 8))) - 1;
    std::unique_ptr<unsigned char[]> buffer_;
    std::size_t position_ = 0;
    std::size_t end_ = 0;
    bool failed_ = false;
};

// ---------------------------------------------------------------------------
// The judge's input
// ---------------------------------------------------------------------------

// The first line with anything on it, as a token, for messages about the
// input; reads little more than what can be shown.
Token first_line(std::FILE* file) {
    Token line;
    if (std::fseek(file, 0, SEEK_SET) != 0) return line;
    int c;
    while ((c = std::fgetc(file)) != EOF && is_blank(c)) {
    }
    for (; c != EOF && c != '\n' && c != '\r' && line.length <= kEchoLimit; c = std::fgetc(file)) {
        if (line.length < kEchoLimit) line.prefix[line.length] = static_cast<char>(c);
        line.only_o_and_x = line.only_o_and_x && (c == 'O' || c == 'X');
        ++line.length;
    }
    return line;
}

// Reads n from the judge's input: one integer in 1..kMaxHoles, blanks around.
bool read_hole_count(std::FILE* file, int& holes, std::string& error) {
    int c;
    while ((c = std::fgetc(file)) != EOF && is_blank(c)) {
    }
    long value = 0;
    int digits = 0;
    for (; c >= '0' && c <= '9'; c = std::fgetc(file), ++digits) {
        if (value <= kMaxHoles) value = value * 10 + (c - '0');
    }
    while (c != EOF && is_blank(c)) c = std::fgetc(file);
    if (std::ferror(file)) {
        error = "cannot read the input file";
        return false;
    }
    if (digits == 0 || c != EOF || value < 1 || value > kMaxHoles) {
        const Token found = first_line(file);
        error = "input: expected one integer n with 1 <= n <= " + std::to_string(kMaxHoles) +
                ", found " + (found.length == 0 ? std::string("nothing") : echo(found));
        if (found.length > 0 && found.only_o_and_x) {
            error += " (an output's line: are the arguments swapped?)";
        }
        return false;
    }
    holes = static_cast<int>(value);
    return true;
}

// ---------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------

std::string out_of_memory(int holes) { return "out of memory for n = " + std::to_string(holes); }

// What the check found, as data: its kind and the numbers the message is
// made of.
enum class Found {
    kCycle,         // accepted
    kTooFewLines,   // `line` is the first line missing
    kWrongLength,   // `token`, at `line`, is not `holes` characters long
    kNotOAndX,      // `token`, at `line`, has a character other than 'O' and 'X'
    kEndNotEmpty,   // `token`, the first or the last line, is not all 'O'
    kNotOneMove,    // `previous` then `token`, at `line`, differ in 0 or 2+ holes
    kRepeat,        // `token`, at `line`, has the state of line `earlier` (0: unknown)
    kTooManyLines,  // `token`, at `line`, comes after the last line
    // The kinds above are about a line of the output; those below are not.
    kUnreadable,     // the output could not be read
    kOutputMissing,  // there is no output file
    kInputRefused,   // the judge's input is not one n in range
    kJudgeFailure,   // the judge's other files or its call: the message says what
};

struct Finding {
    Found kind;
    int holes;
    std::uint64_t line;
    Token token;
    std::uint32_t previous;  // the state of line `line` - 1
    std::uint64_t earlier;
};

struct Outcome {
    Verdict verdict;
    std::string message;
    // cppcheck-suppress unusedStructMember ; the page's report reads it (docs/checker_page.cpp)
    Finding finding;
};

Outcome judge_failure(const std::string& message, Found kind = Found::kJudgeFailure) {
    return Outcome{Verdict::kFail, message, Finding{kind, 0, 0, Token(), 0, 0}};
}
Outcome output_missing(const std::string& message) {
    return Outcome{Verdict::kPresentationError, message,
                   Finding{Found::kOutputMissing, 0, 0, Token(), 0, 0}};
}

Verdict verdict_of(Found kind) {
    switch (kind) {
        case Found::kCycle:
            return Verdict::kAccepted;
        case Found::kEndNotEmpty:
        case Found::kNotOneMove:
        case Found::kRepeat:
            return Verdict::kWrongAnswer;
        case Found::kTooFewLines:
        case Found::kWrongLength:
        case Found::kNotOAndX:
        case Found::kTooManyLines:
        case Found::kUnreadable:
        case Found::kOutputMissing:
            return Verdict::kPresentationError;
        case Found::kInputRefused:
        case Found::kJudgeFailure:
            break;
    }
    return Verdict::kFail;
}

// The message of a finding about the output.
std::string message_of(const Finding& found) {
    const std::uint64_t lines = (std::uint64_t{1} << found.holes) + 1;
    const std::string line = std::to_string(found.line);
    const Token& token = found.token;
    switch (found.kind) {
        case Found::kCycle:
            return std::to_string(lines) + " lines, a cycle through all " +
                   std::to_string(lines - 1) + " states";
        case Found::kTooFewLines:
            return "expected " + std::to_string(lines) + " lines, found " +
                   std::to_string(found.line - 1);
        case Found::kWrongLength:
            return "line " + line + ": expected " +
                   count_of(static_cast<std::uint64_t>(found.holes), "character") + ", found " +
                   count_of(token.length, "character") + ": " + echo(token);
        case Found::kNotOAndX:
            return "line " + line + ": expected only 'O' and 'X', found " + echo(token);
        case Found::kEndNotEmpty:
            return "line " + line + ": expected all holes empty (" +
                   std::string(static_cast<std::size_t>(found.holes), 'O') + "), found " +
                   echo(token);
        case Found::kNotOneMove:
            return "lines " + std::to_string(found.line - 1) + " and " + line + " differ in " +
                   count_of(static_cast<std::uint64_t>(
                                count_differing_holes(found.previous, token.state)),
                            "hole") +
                   ": " + state_text(found.previous, found.holes) + " then " +
                   state_text(token.state, found.holes);
        case Found::kRepeat:
            return "line " + line +
                   (found.earlier == 0
                        ? std::string(" repeats an earlier state")
                        : " repeats the state of line " + std::to_string(found.earlier));
        case Found::kTooManyLines:
            return "expected nothing after line " + std::to_string(lines) + ", found " +
                   echo(token);
        case Found::kUnreadable:
            return "cannot read the output";
        case Found::kOutputMissing:
        case Found::kInputRefused:
        case Found::kJudgeFailure:
            break;
    }
    return "no message for this finding";
}

Outcome judged(const Finding& found) {
    return Outcome{verdict_of(found.kind), message_of(found), found};
}

// One bit per state. calloc, unlike a vector, leaves the pages untouched
// until used: n = 30 starts at once instead of clearing 128 MiB first.
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

// The line of the first token whose state is `state`, or 0 if not found.
std::uint64_t first_line_with_state(std::FILE* file, int holes, std::uint32_t state) {
    TokenReader reader(file, holes);
    Token token;
    for (std::uint64_t line = 1; reader.next(token); ++line) {
        if (token.state == state) return line;
    }
    return 0;
}

// What is wrong with a well-formed line's state after `previous`, or
// kCycle if nothing is (but for a repeat, which needs the states seen).
Found fault_of(std::uint32_t state, std::uint32_t previous, std::uint64_t line,
               std::uint64_t lines) {
    if ((line == 1 || line == lines) && state != 0) return Found::kEndNotEmpty;
    const std::uint32_t moved = previous ^ state;
    if (line > 1 && (moved == 0 || (moved & (moved - 1)) != 0)) return Found::kNotOneMove;
    return Found::kCycle;
}

// A well-formed token, made from its state: for messages.
Token token_of(std::uint32_t state, int holes) {
    Token token;
    token.length = static_cast<std::uint64_t>(holes);
    token.state = state;
    const std::string letters = state_letters(state, holes);
    std::memcpy(token.prefix, letters.data(), letters.size());
    return token;
}

// The whole decision on the tokens `reader` gives. `reread` reopens the
// output from its start, or returns null when it cannot be read twice (a
// pipe).
template <class Reader, class Reopen>
Outcome check_output(int holes, Reader& reader, Reopen reread) {
    const std::uint64_t states = std::uint64_t{1} << holes;
    const std::uint64_t lines = states + 1;
    SeenStates seen(holes);
    if (!seen.allocated()) return judge_failure(out_of_memory(holes));
    std::uint32_t previous = 0;
    Token token;
    const auto found = [&](Found kind, std::uint64_t line, std::uint64_t earlier) {
        return judged(Finding{kind, holes, line, token, previous, earlier});
    };
    for (std::uint64_t line = 1; line <= lines; ++line) {
        if (line > 1 && line <= states) {
            line += reader.read_moves(previous, states + 1 - line, seen.words());
        }
        std::uint32_t state = 0;
        if (!reader.next_state(state)) {  // the token is not the common kind: read it whole
            if (!reader.next(token)) {
                token = Token();
                return found(reader.failed() ? Found::kUnreadable : Found::kTooFewLines, line, 0);
            }
            if (token.length != static_cast<std::uint64_t>(holes))
                return found(Found::kWrongLength, line, 0);
            if (!token.only_o_and_x) return found(Found::kNotOAndX, line, 0);
            state = token.state;
        }
        Found fault = fault_of(state, previous, line, lines);
        std::uint64_t earlier = 0;
        if (fault == Found::kCycle && line <= states && seen.test_and_set(state)) {
            fault = Found::kRepeat;
            std::FILE* again = reread();
            if (again) earlier = first_line_with_state(again, holes, state);
        }
        if (fault != Found::kCycle) {
            token = token_of(state, holes);
            return found(fault, line, earlier);
        }
        previous = state;
    }
    if (reader.skip_blanks()) {
        reader.next(token);
        return found(Found::kTooManyLines, lines + 1, 0);
    }
    token = Token();
    return found(reader.failed() ? Found::kUnreadable : Found::kCycle, lines + 1, 0);
}

// ---------------------------------------------------------------------------
// The judges' conventions: one row each, read by parse_call() and finish()
// ---------------------------------------------------------------------------

// How a call is recognised when no ROCKS_JUDGE line names the judge, once
// testlib's flags are out; tried in this order, up to kAnyOther. A feedback
// directory, passed third, ends in a separator, and testlib never passes
// one, so a third argument that ends in a separator (or is a directory)
// names a feedback directory, whether it exists or not.
enum class Shape {
    kNoArgumentsAndOutputFile,  // no arguments, the row's output file in the folder
    kNoArguments,
    kTwoArguments,
    kFeedbackDirectoryThird,
    kSixWithANumberFourth,
    kAnyOther,
    kNamedOnly,  // never guessed: the file must name the judge
};
static_assert(static_cast<int>(Shape::kAnyOther) + 1 == static_cast<int>(Shape::kNamedOnly),
              "judge_of tries every shape before kNamedOnly, kAnyOther last");

// Where a judge that reads a score finds it.
enum class ScoreTo {
    kNone,         // the judge reads the exit status
    kStdout,       // the score on stdout, the message on stderr
    kLemonFiles,   // the score file, then the line in the message file
    kReportFirst,  // a report file: the score, then the line
    kReportLast,   // a report file: the line, then the score
};

// Where a judge shows the line, when it reads no score.
enum class LineTo {
    kStderr,
    kStdout,
    kStdoutAndStderr,  // a judge that shows one, an emulation of it the other
};

// What each letter of Convention::arguments says an argument is, and how a
// usage line shows it.
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

struct RoleWord {
    Role role;
    const char* word;
};
constexpr RoleWord kRoleWords[] = {
    {Role::kInput, "<input>"},
    {Role::kOutput, "<output>"},
    {Role::kAnswer, "<answer>"},
    {Role::kResult, "<result>"},
    {Role::kAppes, "-appes"},
    {Role::kFullScore, "<full-score>"},
    {Role::kMessageFile, "<message-file>"},
    {Role::kFeedbackDir, "<feedback-dir>/ [<flags>] < <output>"},
    {Role::kTaskTypeWord, "batch|outputonly"},
};

// The usage word for a letter, or nullptr if no Role has it.
constexpr const char* role_word(char letter, int from = 0) {
    return from == static_cast<int>(sizeof kRoleWords / sizeof kRoleWords[0]) ? nullptr
           : static_cast<char>(kRoleWords[from].role) == letter ? kRoleWords[from].word
                                                                : role_word(letter, from + 1);
}

// One judge's convention. `arguments` names the arguments in the judge's
// order, a letter of Role each. A judge that passes none names the files in
// the folder instead; one may pass either.
struct Convention {
    const char* name;  // what `#define ROCKS_JUDGE "name"` says
    Shape shape;
    const char* arguments;
    int fewest;                // arguments, at least, when there are any
    const char* fixed_input;   // judges that may pass none: the input's name,
    const char* fixed_output;  // the output's and the answer's
    const char* fixed_answer;
    int exit_status[kVerdicts];  // accepted, wrong answer, presentation error, FAIL
    LineTo line_to;
    bool verdict_words;   // "ok ...", "wrong answer ..." or the message alone
    bool failure_unsaid;  // a failure leaves stderr empty (see below)
    ScoreTo score_to;
    const char* scores[2];    // accepted (nullptr: Lemon's full score), rejected
    const char* report_path;  // nullptr: the result argument
};

// A failure is the row's FAIL status, or where a judge reads a score, a
// non-zero exit status with the line on stderr and no score, which each of
// those judges reports as a checker error. A judge that reads the verdict
// from stderr's first word whatever the exit status, and takes an empty
// stderr for the checker's failure, gets nothing on stderr (failure_unsaid).
// A judge with no failure of its own shows the FAIL status as a verdict,
// with the line.
// clang-format off
constexpr Convention kConventions[] = {
    // name       shape                             arguments fewest
    //            fixed input, output, answer               exit statuses
    //            line to                    words  unsaid  score to               scores   report
    {"testlib",   Shape::kAnyOther,                 "ioarx",  2,
                  nullptr, nullptr, nullptr,                {0, 1, 2, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kNone,        {},      nullptr},
    {"kattis",    Shape::kFeedbackDirectoryThird,   "iaf",    3,
                  nullptr, nullptr, nullptr,                {42, 43, 43, 3},
                  LineTo::kStderr,           false, false,  ScoreTo::kNone,        {},      nullptr},
    {"qduoj",     Shape::kTwoArguments,             "io",     2,
                  nullptr, nullptr, nullptr,                {0, 1, 1, 255},
                  LineTo::kStderr,           true,  false,  ScoreTo::kNone,        {},      nullptr},
    {"lemon",     Shape::kSixWithANumberFourth,     "ioasrm", 6,
                  nullptr, nullptr, nullptr,                {0, 0, 0, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kLemonFiles,  {nullptr, "0"},
                  nullptr},
    {"syzoj",     Shape::kNoArguments,              "",       0,
                  "input", "user_out", "answer",            {0, 0, 0, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kStdout,      {"100", "0"},
                  nullptr},
    {"nowcoder",  Shape::kNoArgumentsAndOutputFile, "ioa",    3,
                  "input", "user_output", "output",         {0, 1, 1, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kNone,        {},      nullptr},
    {"hydro",     Shape::kNamedOnly,                "ioa",    3,
                  nullptr, nullptr, nullptr,                {0, 1, 2, 3},
                  LineTo::kStderr,           true,  true,   ScoreTo::kNone,        {},      nullptr},
    {"uoj",       Shape::kNamedOnly,                "ioa",    3,
                  nullptr, nullptr, nullptr,                {0, 1, 2, 3},
                  LineTo::kStderr,           true,  true,   ScoreTo::kNone,        {},      nullptr},
    {"hustoj",    Shape::kNamedOnly,                "iao",    3,
                  nullptr, nullptr, nullptr,                {0, 1, 1, 3},
                  LineTo::kStdoutAndStderr,  true,  false,  ScoreTo::kNone,        {},      nullptr},
    {"cms",       Shape::kNamedOnly,                "iaot",   3,
                  nullptr, nullptr, nullptr,                {0, 0, 0, 3},
                  LineTo::kStderr,           false, false,  ScoreTo::kStdout,      {"1.0", "0.0"},
                  nullptr},
    {"ccr",       Shape::kNamedOnly,                "iaor",   4,
                  nullptr, nullptr, nullptr,                {0, 0, 0, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kReportFirst, {"1", "0"},
                  nullptr},
    {"arbiter",   Shape::kNamedOnly,                "ioa",    3,
                  nullptr, nullptr, nullptr,                {0, 0, 0, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kReportLast,  {"10", "0"},
                  "/tmp/_eval.score"},
    {"coci",      Shape::kNamedOnly,                "ioa",    3,
                  nullptr, nullptr, nullptr,                {0, 1, 1, 3},
                  LineTo::kStdout,           true,  false,  ScoreTo::kNone,        {},      nullptr},
};
// clang-format on
const int kConventionCount = static_cast<int>(sizeof kConventions / sizeof kConventions[0]);

constexpr bool same_name(const char* a, const char* b) {
    return *a == *b && (*a == '\0' || same_name(a + 1, b + 1));
}

constexpr bool names_distinct(int first = 0, int second = 1) {
    return first + 1 >= kConventionCount ? true
           : second == kConventionCount
               ? names_distinct(first + 1, first + 2)
               : !same_name(kConventions[first].name, kConventions[second].name) &&
                     names_distinct(first, second + 1);
}
static_assert(names_distinct(), "each judge's name names one row");

constexpr bool roles_known(const char* letters) {
    return *letters == '\0' || (role_word(*letters) != nullptr && roles_known(letters + 1));
}
// What makes a row whole; each is checked for every row when the file is
// compiled, so that a malformed row cannot reach --help or a judge's call.
constexpr bool arguments_known(const Convention& row) { return roles_known(row.arguments); }
constexpr bool fixed_names_whole(const Convention& row) {
    return (row.fixed_input == nullptr) == (row.fixed_output == nullptr) &&
           (row.fixed_output == nullptr) == (row.fixed_answer == nullptr);
}
constexpr bool scores_given(const Convention& row) {
    return row.score_to == ScoreTo::kNone
               ? row.scores[0] == nullptr && row.scores[1] == nullptr
               : row.scores[1] != nullptr &&
                     (row.scores[0] != nullptr || row.score_to == ScoreTo::kLemonFiles);
}
constexpr bool folder_last(const char* letters) {
    return *letters == '\0' ||
           (*letters == static_cast<char>(Role::kFeedbackDir) ? letters[1] == '\0'
                                                              : folder_last(letters + 1));
}
constexpr int letters_in(const char* letters) {
    return *letters == '\0' ? 0 : 1 + letters_in(letters + 1);
}
constexpr bool folder_call_ends_in_folder(const Convention& row) {
    return folder_last(row.arguments);
}
constexpr bool fewest_possible(const Convention& row) {
    return row.fewest >= 0 && row.fewest <= letters_in(row.arguments);
}
template <bool (*Whole)(const Convention&)>
constexpr bool every_row(int row = 0) {
    return row == kConventionCount || (Whole(kConventions[row]) && every_row<Whole>(row + 1));
}
static_assert(every_row<arguments_known>(), "every letter of a row's arguments is a Role");
static_assert(every_row<fixed_names_whole>(),
              "a row names all three fixed files (input, output, answer) or none");
static_assert(every_row<scores_given>(),
              "a row that writes a score has its scores (Lemon's accepted one may come from "
              "the call), and one that writes none has none");
static_assert(every_row<folder_call_ends_in_folder>(),
              "a feedback directory is the last argument a row names (flags may follow it)");
static_assert(every_row<fewest_possible>(),
              "a row's fewest arguments are at most the arguments it names");

// A judge whose call has another's shape but not its meaning (the answer
// before the output, another verdict) is named by one line at the top of the
// file: `#define ROCKS_JUDGE "name"`. Any judge above may be named so.
// Without one, the call's shape says which judge it is.
#if defined(ROCKS_JUDGE)
constexpr int convention_named(const char* name, int from = 0) {
    return from == kConventionCount                   ? -1
           : same_name(kConventions[from].name, name) ? from
                                                      : convention_named(name, from + 1);
}
constexpr int kChosenConvention = convention_named(ROCKS_JUDGE);
static_assert(kChosenConvention >= 0, "ROCKS_JUDGE names no judge of kConventions");
#else
constexpr int kChosenConvention = -1;
#endif

// How the judge called us: which files are which, and where the verdict goes.
struct Call {
    const Convention* judge = &kConventions[0];
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

bool ends_with_separator(const std::string& path) {
    return !path.empty() && (path.back() == '/' || path.back() == '\\');
}

// A directory opens but cannot be read, on POSIX systems.
enum class Access { kMissing, kUnreadable, kReadable };

Access access_of(const std::string& path) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr) return Access::kMissing;
    std::fgetc(file);
    const bool readable = std::ferror(file) == 0;
    std::fclose(file);
    return readable ? Access::kReadable : Access::kUnreadable;
}

bool is_number(const std::string& text) {
    return !text.empty() && text.size() <= 9 &&
           text.find_first_not_of("0123456789") == std::string::npos;
}

// How `judge` calls the checker, read from its row.
std::string call_of(const Convention& judge) {
    const std::string roles = judge.arguments;
    const std::size_t required = static_cast<std::size_t>(judge.fewest);
    std::string call = "checker";
    for (std::size_t i = 0; i < roles.size(); ++i) {
        call += (i < required ? " " : " [") + std::string(role_word(roles[i]));
    }
    call += std::string(roles.size() - std::min(required, roles.size()), ']');
    if (judge.fixed_output != nullptr) {
        call += std::string(roles.empty() ? " with no arguments" : ", or with none") +
                ", in a folder holding " + judge.fixed_input + ", " + judge.fixed_output + " and " +
                judge.fixed_answer;
    }
    return call;
}

// One line, short enough to leave room for what comes before it.
std::string usage_of(const Convention& judge) {
    return "usage (" + std::string(judge.name) + "): " + call_of(judge) +
           "; all calls: checker --help";
}

// The exit status when --help or --judges cannot be written.
const int kExitCannotWrite = 3;

int flushed(const char* what) {
    if (std::fflush(stdout) == 0) return 0;
    std::fprintf(stderr, "checker: cannot write %s\n", what);
    return kExitCannotWrite;
}

// `checker --help`: every judge's call.
int print_help() {
    std::printf(
        "checker: decides whether an output is a cyclic Gray code on the "
        "input's n holes\n"
        "(The Rock Game, USACO 2010 March Silver). It reads the call as "
        "the judge makes it.\n"
        "testlib's --testset NAME and --group NAME may come anywhere. "
        "The judges marked *\n"
        "are chosen only by a first line such as #define ROCKS_JUDGE "
        "\"hustoj\"; the others\n"
        "by the call's shape as well.\n");
    for (const Convention& judge : kConventions) {
        std::printf("  %-9s %c %s\n", judge.name, judge.shape == Shape::kNamedOnly ? '*' : ' ',
                    call_of(judge).c_str());
    }
    std::printf(
        "Every message is one line of at most %s characters. What the "
        "package and the docs say\n"
        "of each judge is in problem/judges.tsv.\n",
        std::to_string(kMessageLimit).c_str());
    return flushed("the help");
}

bool has_shape(const Convention& judge, const std::vector<std::string>& files) {
    switch (judge.shape) {
        case Shape::kNoArgumentsAndOutputFile:
            return files.empty() && access_of(judge.fixed_output) != Access::kMissing;
        case Shape::kNoArguments:
            return files.empty();
        case Shape::kTwoArguments:
            return files.size() == 2;
        case Shape::kFeedbackDirectoryThird:
            return files.size() >= 3 &&
                   (ends_with_separator(files[2]) || access_of(files[2]) == Access::kUnreadable);
        case Shape::kSixWithANumberFourth:
            return files.size() == 6 && is_number(files[3]);
        case Shape::kAnyOther:
            return true;
        case Shape::kNamedOnly:
            break;
    }
    return false;
}

// The judge the call's shape says, trying the shapes in their order.
const Convention& judge_of(const std::vector<std::string>& files) {
    const Convention* const end = kConventions + kConventionCount;
    for (int shape = 0; shape <= static_cast<int>(Shape::kAnyOther); ++shape) {
        const Convention* found = std::find_if(kConventions, end, [&](const Convention& judge) {
            return static_cast<int>(judge.shape) == shape && has_shape(judge, files);
        });
        if (found != end) return *found;
    }
    return kConventions[0];
}

// The call's syntax: testlib's flags, accepted anywhere (--testset's name
// must not be empty), taken out; the rest are the files, in order.
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
    switch (role) {
        case Role::kInput:
            call.input_path = file;
            break;
        case Role::kOutput:
            call.output_path = file;
            break;
        case Role::kAnswer:
            call.answer_path = file;
            break;
        case Role::kResult:
            call.result_path = file;
            break;
        case Role::kMessageFile:
            call.message_path = file;
            break;
        case Role::kFeedbackDir:
            call.feedback_dir = ends_with_separator(file) ? file : file + '/';
            break;
        case Role::kFullScore:
            call.full_score = file;
            return is_number(file);
        case Role::kAppes:
            call.appes = true;
            return file == "-appes" || file == "-APPES";
        case Role::kTaskTypeWord:
            return file == "batch" || file == "outputonly";
    }
    return true;
}

// The fixed files of a judge that passed none (`in_folder`), or the
// feedback directory, checked: a missing one is the judge's fault, never
// the contestant's.
std::string files_missing(Call& call, bool in_folder) {
    const Convention& judge = *call.judge;
    if (!call.feedback_dir.empty()) {
        std::FILE* probe = std::fopen((call.feedback_dir + "judgemessage.txt").c_str(), "w");
        if (probe != nullptr && std::fclose(probe) == 0) return "";
        return "cannot write to the feedback directory " + shown_path(call.feedback_dir) +
               " (it must exist)";
    }
    if (!in_folder) return "";
    call.input_path = judge.fixed_input;
    call.output_path = judge.fixed_output;
    call.answer_path = judge.fixed_answer;
    if (access_of(call.output_path) != Access::kMissing) return "";
    return "no " + call.output_path + " in the working folder; " + usage_of(judge);
}

// The call's meaning: the judge, each file in its role.
Call parse_call(int argc, char** argv) {
    Call call;
    std::vector<std::string> files;
    if (!files_of(argc, argv, files, call.usage_error)) return call;
    call.judge = kChosenConvention >= 0 ? kConventions + kChosenConvention : &judge_of(files);
    const Convention& judge = *call.judge;
    const std::string roles = judge.arguments;
    const bool flags_follow =
        !roles.empty() && static_cast<Role>(roles.back()) == Role::kFeedbackDir;
    const bool in_folder = files.empty() && judge.fixed_output != nullptr;
    bool valid = in_folder || (files.size() >= static_cast<std::size_t>(judge.fewest) &&
                               (flags_follow || files.size() <= roles.size()));
    for (std::size_t i = 0; valid && i < roles.size() && i < files.size(); ++i) {
        valid = take_argument(static_cast<Role>(roles[i]), files[i], call);
    }
    if (!valid) {
        Call refused;
        refused.judge = call.judge;
        refused.usage_error = usage_of(judge);
        return refused;
    }
    call.usage_error = files_missing(call, in_folder);
    return call;
}

// ---------------------------------------------------------------------------
// The verdict where the judge takes it
// ---------------------------------------------------------------------------

// testlib's escaping of a message inside its XML result.
std::string xml_escaped(const std::string& text) {
    std::string escaped;
    for (char c : text) {
        if (c == '&') {
            escaped += "&amp;";
        } else if (c == '<') {
            escaped += "&lt;";
        } else if (c == '>') {
            escaped += "&gt;";
        } else if (c == '"') {
            escaped += "&quot;";
        } else if (static_cast<unsigned char>(c) < 32) {
            escaped += '.';
        } else {
            escaped += c;
        }
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

// A verdict as the call's judge takes it.
struct Report {
    const Call& call;
    const Outcome& outcome;
    const Convention& judge() const { return *call.judge; }
    bool failed() const { return outcome.verdict == Verdict::kFail; }
    bool passed() const { return outcome.verdict == Verdict::kAccepted; }
    int status() const { return judge().exit_status[static_cast<int>(outcome.verdict)]; }
    int failure_status() const { return judge().exit_status[static_cast<int>(Verdict::kFail)]; }
    // The line testlib prints, verdict words and message.
    std::string line() const {
        return std::string(kPrefix[static_cast<int>(outcome.verdict)]) + " " + outcome.message +
               "\n";
    }
    // What the judge shows: the line, or the message alone.
    std::string shown() const { return judge().verdict_words ? line() : outcome.message + "\n"; }
};

[[noreturn]] void fail_to_write(const Report& report, const std::string& path) {
    std::fprintf(stderr, "FAIL cannot write %s\n", shown_path(path).c_str());
    std::exit(report.failure_status());
}

// A feedback directory: a judge may show judgemessage.txt, judgeerror.txt,
// stdout and stderr one after the other, so the message goes to one alone;
// the verdict is the exit status.
[[noreturn]] void finish_in_feedback_directory(const Report& report) {
    const std::string file =
        report.call.feedback_dir + (report.failed() ? "judgeerror.txt" : "judgemessage.txt");
    if (!write_file(file, report.shown())) {
        if (!report.failed()) fail_to_write(report, file);
        std::fputs(report.line().c_str(), stderr);  // the one place left to say why
        std::exit(report.failure_status());
    }
    std::exit(report.status());
}

// A score, on stdout, in a score and a message file or in a report; a failure is a
// non-zero exit with the line on stderr and no score.
[[noreturn]] void finish_with_score(const Report& report) {
    const Convention& judge = report.judge();
    const Call& call = report.call;
    const std::string score = report.passed() && judge.scores[0] == nullptr ? call.full_score
                              : report.passed()                             ? judge.scores[0]
                                                                            : judge.scores[1];
    const std::string line = report.line();
    const std::string report_path =
        judge.report_path != nullptr ? judge.report_path : call.result_path;
    switch (judge.score_to) {
        case ScoreTo::kStdout:
            if (report.failed()) break;
            std::fputs((score + "\n").c_str(), stdout);
            std::fputs(report.shown().c_str(), stderr);
            std::exit(0);
        case ScoreTo::kLemonFiles:
            if (report.failed()) {
                write_file(call.message_path, line);
                break;
            }
            if (!write_file(call.result_path, score)) fail_to_write(report, call.result_path);
            if (!write_file(call.message_path, line)) fail_to_write(report, call.message_path);
            std::exit(0);
        case ScoreTo::kReportFirst:
        case ScoreTo::kReportLast:
            if (!write_file(report_path, judge.score_to == ScoreTo::kReportFirst
                                             ? score + "\n" + line
                                             : line + score + "\n")) {
                fail_to_write(report, report_path);
            }
            if (!report.failed()) std::exit(0);
            break;
        case ScoreTo::kNone:
            break;
    }
    std::fputs(line.c_str(), stderr);
    std::exit(report.failure_status());
}

// testlib's result file, as testlib writes it: the message alone, or XML
// with -appes; stderr points there; the verdict is the exit status.
[[noreturn]] void finish_in_result_file(const Report& report) {
    const Call& call = report.call;
    const int index = static_cast<int>(report.outcome.verdict);
    const std::string result =
        call.appes ? std::string("<?xml version=\"1.0\" encoding=\"windows-1251\"?>") +
                         "<result outcome = \"" + kAppesOutcome[index] + "\">" +
                         xml_escaped(report.outcome.message) + "</result>\n"
                   : report.outcome.message;
    if (!write_file(call.result_path, result)) {
        std::fprintf(stderr, "FAIL cannot write the result file %s\n",
                     shown_path(call.result_path).c_str());
        std::exit(report.failure_status());
    }
    std::fprintf(stderr, "\nSee file to check exit message\n");
    std::exit(report.status());
}

// The line on stderr, stdout or both, the verdict in the exit status; a
// failure says nothing where the judge reads silence as one.
[[noreturn]] void finish_on_streams(const Report& report) {
    const Convention& judge = report.judge();
    if (!(report.failed() && judge.failure_unsaid)) {
        const std::string shown = report.shown();
        if (judge.line_to != LineTo::kStdout) std::fputs(shown.c_str(), stderr);
        if (judge.line_to != LineTo::kStderr) std::fputs(shown.c_str(), stdout);
    }
    std::exit(report.status());
}

// `message` cut, if it must be, so that with its verdict's words it fits in
// kMessageLimit characters. No message this file makes needs it; this
// keeps the promise whatever a path or a token holds.
std::string within_limit(const std::string& message, Verdict verdict) {
    const std::size_t room = kMessageLimit - std::strlen(kPrefix[static_cast<int>(verdict)]) - 1;
    return message.size() <= room ? message : message.substr(0, room - 3) + "...";
}

// Ends with the verdict where `call`'s judge takes it: one way of the four.
[[noreturn]] void finish(const Call& call, Outcome outcome) {
    outcome.message = within_limit(outcome.message, outcome.verdict);
    const Report report{call, outcome};
    if (!call.feedback_dir.empty()) finish_in_feedback_directory(report);
    if (call.judge->score_to != ScoreTo::kNone) finish_with_score(report);
    if (!call.result_path.empty()) finish_in_result_file(report);
    finish_on_streams(report);
}

// The verdict on the call's files: the judge's input read, the output
// checked by a `Reader` over it (this file's TokenReader; the terminal's
// checker passes its faster one).
template <class Reader>
Outcome outcome_of(const Call& call) {
    if (!call.usage_error.empty()) return judge_failure(call.usage_error);
    std::FILE* input = std::fopen(call.input_path.c_str(), "rb");
    if (!input) return judge_failure("cannot open the input file " + shown_path(call.input_path));
    int holes = 0;
    std::string error;
    if (!read_hole_count(input, holes, error)) return judge_failure(error, Found::kInputRefused);

    // In testlib's order: a missing output is the contestant's fault, a
    // missing answer the judge's.
    std::FILE* output =
        call.output_path.empty() ? stdin : std::fopen(call.output_path.c_str(), "rb");
    if (!output) return output_missing("output file not found: " + shown_path(call.output_path));
    if (!call.answer_path.empty() && access_of(call.answer_path) != Access::kReadable) {
        return judge_failure("cannot read the answer file " + shown_path(call.answer_path));
    }
    auto reread = [output]() -> std::FILE* {
        return std::fseek(output, 0, SEEK_SET) == 0 ? output : nullptr;
    };
#if defined(__cpp_exceptions)
    try {
        Reader reader(output, holes);
        return check_output(holes, reader, reread);
    } catch (const std::bad_alloc&) {  // a buffer or a message beyond the bitmap
        return judge_failure(out_of_memory(holes));
    }
#else  // WebAssembly for the page, built without exceptions
    Reader reader(output, holes);
    return check_output(holes, reader, reread);
#endif
}

// The checker: the call read, the output judged by a `Reader` (this file's
// TokenReader; src/terminal_checker.cpp passes its faster one), the
// verdict given where the judge takes it.
template <class Reader>
int run(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--help") == 0) return print_help();
    const Call call = parse_call(argc, argv);
    finish(call, outcome_of<Reader>(call));
}

}  // namespace

int main(int argc, char** argv) { return run<TokenReader>(argc, argv); }
