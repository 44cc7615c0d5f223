// Checker for The Rock Game (USACO 2010 March Silver, Luogu P6183).
//
// Description: decides whether an output is a cyclic Gray code on n holes:
//   2^n + 1 tokens of n characters 'O'/'X', first and last all 'O',
//   consecutive tokens one move apart, the first 2^n pairwise different.
//   Shares no code with the solver. Two calling conventions, one binary:
//     testlib (Polygon, Codeforces, Luogu, oj), as testlib 0.9.45 parses it:
//       checker [--testset NAME] [--group NAME] <input> <output> [<answer>
//               [<result-file> [-appes]]]
//       exit 0 ok, 1 wrong answer, 2 presentation error, 3 FAIL; with a
//       result file, the message (or -appes XML) goes there, as testlib's.
//     Kattis / DOMjudge output validator, when the third argument is an
//     existing directory or ends in '/':
//       checker <input> <answer> <feedback-dir>/ [flags...] < output
//       exit 42 accepted, 43 rejected, 3 judge error (also in judgeerror.txt)
// Time: one pass over the output, O(length). A rejected repeat triggers a
//   second pass, when the output can be reread, to name the earlier line.
// Memory: 2^n / 8 bytes of seen-states bitmap plus a 64 KiB read buffer.
// Status: stored verdicts and result files in samples/checker in both
//   conventions; every sequence for n <= 3 against a brute-force definition;
//   every single-byte corruption and truncation for n <= 30 against the
//   definition; fuzzed against a plain definition; under ASan and UBSan too.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

namespace {

const int kMaxHoles = 30;
const std::size_t kEchoLimit = 32;

enum class Verdict { kAccepted, kWrongAnswer, kPresentationError, kFail };

struct Outcome {
    Verdict verdict;
    std::string message;
};

Outcome accepted(const std::string& m) { return Outcome{Verdict::kAccepted, m}; }
Outcome wrong_answer(const std::string& m) { return Outcome{Verdict::kWrongAnswer, m}; }
Outcome presentation_error(const std::string& m) { return Outcome{Verdict::kPresentationError, m}; }
Outcome judge_failure(const std::string& m) { return Outcome{Verdict::kFail, m}; }

// testlib's blanks: space, tab, CR and LF separate tokens.
bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

struct Token {
    std::uint64_t length = 0;
    std::uint32_t state = 0;  // bit i set when character i is 'X'
    bool only_o_and_x = true;
    char prefix[kEchoLimit];  // the first bytes, for messages
};

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
        if (c < 0x20 || c >= 0x7f) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned>(c));
            shown += escaped;
        } else {
            shown += static_cast<char>(c);
        }
    }
    if (shown.size() <= kEchoLimit - 3) fitting_cut = shown.size();
    if (token.length == kept && shown.size() <= kEchoLimit) return "'" + shown + "'";
    return "'" + shown.substr(0, fitting_cut) + "...'";
}

bool is_little_endian() {
    const std::uint32_t one = 1;
    unsigned char first = 0;
    std::memcpy(&first, &one, 1);
    return first == 1;
}

// Splits a file into blank-separated tokens, streaming through a fixed buffer.
class TokenReader {
  public:
    TokenReader(std::FILE* file, int holes)
        : file_(file), holes_(holes), buffer_(new unsigned char[kBufferSize]) {
        refill();
        const unsigned char byte_order_mark[] = {0xEF, 0xBB, 0xBF};
        if (end_ >= 3 && std::memcmp(buffer_.get(), byte_order_mark, 3) == 0) position_ = 3;
    }

    bool next(Token& token) {
        if (!skip_blanks()) return false;
        if (read_well_formed(token)) return true;
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

  private:
    // The common case, 8 bytes at a time: a token of exactly `holes`
    // characters 'O'/'X' followed by a blank, all in the buffer. Anything
    // else is left to scan(), which reports it byte by byte.
    bool read_well_formed(Token& token) {
        const std::size_t holes = static_cast<std::size_t>(holes_);
        if (!little_endian_ || end_ - position_ < holes + 8) return false;
        const unsigned char* text = &buffer_[position_];
        if (!is_blank(text[holes])) return false;
        std::uint32_t state = 0;
        for (std::size_t i = 0; i < holes; i += 8) {
            std::uint64_t bytes;
            std::memcpy(&bytes, text + i, 8);
            std::memcpy(token.prefix + i, &bytes, 8);             // i < 32: holes <= 30
            std::uint64_t diff = (bytes ^ 0x4F4F4F4F4F4F4F4FULL)  // 0 for 'O', 0x17 for 'X'
                                 & (i + 8 <= holes ? ~std::uint64_t{0} : last_chunk_mask_);
            std::uint64_t x_bytes = diff & 0x0101010101010101ULL;
            if (diff != x_bytes * 0x17) return false;
            // Gathers the low bit of each byte: byte j lands on bit j.
            state |= static_cast<std::uint32_t>((x_bytes * 0x0102040810204080ULL) >> 56) << i;
        }
        token.length = holes;
        token.state = state;
        token.only_o_and_x = true;
        position_ += holes + 1;  // and the blank after it
        return true;
    }

    // Adds the token's bytes up to a blank or the end of the buffer.
    void scan(Token& token) {
        const std::uint64_t holes = static_cast<std::uint64_t>(holes_);
        std::uint64_t length = token.length;
        std::uint32_t state = token.state;
        bool only_o_and_x = token.only_o_and_x;
        for (; position_ < end_; ++position_, ++length) {
            unsigned char c = buffer_[position_];
            if (is_blank(c)) break;
            if (length < kEchoLimit) token.prefix[length] = static_cast<char>(c);
            if (length < holes) {
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

    // As fast as 1 MiB reads at n = 26, and within allocators' pooled sizes:
    // AddressSanitizer maps anything larger afresh on every allocation.
    static const std::size_t kBufferSize = std::size_t{64} * 1024;

    std::FILE* file_;
    int holes_;
    bool little_endian_ = is_little_endian();
    // The bytes of the last 8-byte chunk of a token that belong to it.
    std::uint64_t last_chunk_mask_ =
        holes_ % 8 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * (holes_ % 8))) - 1;
    std::unique_ptr<unsigned char[]> buffer_;
    std::size_t position_ = 0;
    std::size_t end_ = 0;
    bool failed_ = false;
};

std::string at_line(std::uint64_t line) { return "line " + std::to_string(line) + ": "; }

// "1 hole", "2 holes".
std::string count_of(std::uint64_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// A state as its line, for messages: at most kMaxHoles characters.
std::string state_text(std::uint32_t state, int holes) {
    std::string text = "'";
    for (int hole = 0; hole < holes; ++hole) text += (state >> hole & 1) ? 'X' : 'O';
    return text + "'";
}

int count_differing_holes(std::uint32_t a, std::uint32_t b) {
    int count = 0;
    for (std::uint32_t diff = a ^ b; diff != 0; diff &= diff - 1) ++count;
    return count;
}

// The line of the first token whose state is `state`, or 0 if not found.
std::uint64_t first_line_with_state(std::FILE* file, int holes, std::uint32_t state) {
    TokenReader reader(file, holes);
    Token token;
    for (std::uint64_t line = 1; reader.next(token); ++line) {
        if (token.state == state) return line;
    }
    return 0;
}

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

// One bit per state. calloc, unlike a vector, leaves the pages untouched
// until used: n = 30 starts at once instead of clearing 128 MiB first.
class SeenStates {
  public:
    explicit SeenStates(int holes)
        : bits_(static_cast<std::uint64_t*>(
                    std::calloc((std::size_t{1} << holes) / 64 + 1, sizeof(std::uint64_t))),
                &std::free) {
        if (!bits_) throw std::bad_alloc();
    }
    bool test_and_set(std::uint32_t state) {
        std::uint64_t& word = bits_.get()[state >> 6];
        std::uint64_t bit = std::uint64_t{1} << (state & 63);
        bool seen = (word & bit) != 0;
        word |= bit;
        return seen;
    }

  private:
    std::unique_ptr<std::uint64_t, void (*)(void*)> bits_;
};

// The whole decision. `reread` reopens the output from its start, or returns
// null when it cannot be read twice (a pipe).
template <class Reopen>
Outcome check_output(int holes, std::FILE* output, Reopen reread) {
    const std::uint64_t states = std::uint64_t{1} << holes;
    const std::uint64_t lines = states + 1;
    const std::string all_empty(static_cast<std::size_t>(holes), 'O');
    SeenStates seen(holes);
    TokenReader reader(output, holes);
    Token token;
    std::uint32_t previous = 0;
    for (std::uint64_t line = 1; line <= lines; ++line) {
        if (!reader.next(token)) {
            if (reader.failed()) return presentation_error("cannot read the output");
            return presentation_error("expected " + std::to_string(lines) + " lines, found " +
                                      std::to_string(line - 1));
        }
        if (token.length != static_cast<std::uint64_t>(holes)) {
            return presentation_error(at_line(line) + "expected " +
                                      count_of(static_cast<std::uint64_t>(holes), "character") +
                                      ", found " + count_of(token.length, "character") + ": " +
                                      echo(token));
        }
        if (!token.only_o_and_x) {
            return presentation_error(at_line(line) + "expected only 'O' and 'X', found " +
                                      echo(token));
        }
        bool is_end = line == 1 || line == lines;
        if (is_end && token.state != 0) {
            return wrong_answer(at_line(line) + "expected all holes empty (" + all_empty +
                                "), found " + echo(token));
        }
        std::uint32_t moved = previous ^ token.state;
        if (line > 1 && (moved == 0 || (moved & (moved - 1)) != 0)) {
            return wrong_answer(
                "lines " + std::to_string(line - 1) + " and " + std::to_string(line) +
                " differ in " +
                count_of(static_cast<std::uint64_t>(count_differing_holes(previous, token.state)),
                         "hole") +
                ": " + state_text(previous, holes) + " then " + state_text(token.state, holes));
        }
        if (line <= states && seen.test_and_set(token.state)) {
            std::FILE* again = reread();
            std::uint64_t first = again ? first_line_with_state(again, holes, token.state) : 0;
            if (first == 0)
                return wrong_answer("line " + std::to_string(line) + " repeats an earlier state");
            return wrong_answer("line " + std::to_string(line) + " repeats the state of line " +
                                std::to_string(first));
        }
        previous = token.state;
    }
    if (reader.skip_blanks()) {
        reader.next(token);
        return presentation_error("expected nothing after line " + std::to_string(lines) +
                                  ", found " + echo(token));
    }
    if (reader.failed()) return presentation_error("cannot read the output");
    return accepted(std::to_string(lines) + " lines, a cycle through all " +
                    std::to_string(states) + " states");
}

// How the judge called us: which files are which, and where the verdict goes.
struct Call {
    bool kattis = false;
    std::string input_path;
    std::string output_path;   // testlib only: Kattis gives the output on stdin
    std::string answer_path;   // may be empty in the testlib convention
    std::string result_path;   // testlib: where the message goes, if anywhere
    bool appes = false;        // testlib: the result file in XML
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

const char kUsage[] =
    "usage: checker [--testset NAME] [--group NAME] <input> <output> [<answer> [<result> "
    "[-appes]]] or checker <input> <answer> <feedback-dir>/ < output";

// Kattis passes a feedback directory third, ending in a separator; testlib
// never passes a directory. So a third argument that ends in a separator
// names a feedback directory, whether it exists or not.
Call parse_call(int argc, char** argv) {
    Call call;
    if (argc >= 4 && (ends_with_separator(argv[3]) || access_of(argv[3]) == Access::kUnreadable)) {
        call.kattis = true;
        call.input_path = argv[1];
        call.answer_path = argv[2];
        call.feedback_dir = argv[3];
        if (!ends_with_separator(call.feedback_dir)) call.feedback_dir += '/';
        std::FILE* probe = std::fopen((call.feedback_dir + "judgemessage.txt").c_str(), "w");
        if (probe == nullptr || std::fclose(probe) != 0) {
            call.usage_error =
                "cannot write to the feedback directory " + call.feedback_dir + " (it must exist)";
        }
        return call;
    }
    // testlib's flags, accepted anywhere; --testset's name must not be empty.
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--testset" || argument == "--group") {
            if (i + 1 == argc || (argument == "--testset" && argv[i + 1][0] == '\0')) {
                call.usage_error = "expected a name after " + argument;
                return call;
            }
            ++i;
        } else {
            files.push_back(argument);
        }
    }
    if (files.size() < 2 || files.size() > 5 ||
        (files.size() == 5 && files[4] != "-appes" && files[4] != "-APPES")) {
        call.usage_error = kUsage;
        return call;
    }
    call.input_path = files[0];
    call.output_path = files[1];
    if (files.size() >= 3) call.answer_path = files[2];
    if (files.size() >= 4) call.result_path = files[3];
    call.appes = files.size() == 5;
    return call;
}

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

[[noreturn]] void finish(const Call& call, const Outcome& outcome) {
    const int index = static_cast<int>(outcome.verdict);
    if (call.kattis) {
        static const int kKattisStatus[] = {42, 43, 43, 3};
        std::fprintf(stderr, "%s\n", outcome.message.c_str());
        write_file(call.feedback_dir + "judgemessage.txt", outcome.message + "\n");
        if (outcome.verdict == Verdict::kFail) {
            write_file(call.feedback_dir + "judgeerror.txt", outcome.message + "\n");
        }
        std::exit(kKattisStatus[index]);
    }
    static const char* const kPrefix[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
    static const char* const kAppesOutcome[] = {"accepted", "wrong-answer", "presentation-error",
                                                "fail"};
    if (call.result_path.empty()) {
        std::fprintf(stderr, "%s %s\n", kPrefix[index], outcome.message.c_str());
        std::exit(index);
    }
    // As testlib writes it: the message alone, or XML; stderr points there.
    const std::string result =
        call.appes ? std::string("<?xml version=\"1.0\" encoding=\"windows-1251\"?>") +
                         "<result outcome = \"" + kAppesOutcome[index] + "\">" +
                         xml_escaped(outcome.message) + "</result>\n"
                   : outcome.message;
    if (!write_file(call.result_path, result)) {
        std::fprintf(stderr, "FAIL cannot write the result file %s\n", call.result_path.c_str());
        std::exit(3);
    }
    std::fprintf(stderr, "\nSee file to check exit message\n");
    std::exit(index);
}

}  // namespace

int main(int argc, char** argv) {
    const Call call = parse_call(argc, argv);
    if (!call.usage_error.empty()) finish(call, judge_failure(call.usage_error));
    std::FILE* input = std::fopen(call.input_path.c_str(), "rb");
    if (!input) finish(call, judge_failure("cannot open the input file " + call.input_path));
    int holes = 0;
    std::string error;
    if (!read_hole_count(input, holes, error)) finish(call, judge_failure(error));

    // In testlib's order: a missing output is the contestant's fault, a
    // missing answer the judge's.
    std::FILE* output = call.kattis ? stdin : std::fopen(call.output_path.c_str(), "rb");
    if (!output) finish(call, presentation_error("output file not found: " + call.output_path));
    if (!call.answer_path.empty() && access_of(call.answer_path) != Access::kReadable) {
        finish(call, judge_failure("cannot read the answer file " + call.answer_path));
    }
    auto reread = [&]() -> std::FILE* {
        return std::fseek(output, 0, SEEK_SET) == 0 ? output : nullptr;
    };
    try {
        finish(call, check_output(holes, output, reread));
    } catch (const std::bad_alloc&) {
        finish(call, judge_failure("out of memory for n = " + std::to_string(holes)));
    }
}
