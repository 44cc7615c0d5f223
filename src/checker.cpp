// Checker for The Rock Game (USACO 2010 March Silver, Luogu P6183).
//
// Description: decides whether an output is a cyclic Gray code on n holes:
//   2^n + 1 tokens of n characters 'O'/'X', first and last all 'O',
//   consecutive tokens one move apart, the first 2^n pairwise different.
//   Shares no code with the solver. Two calling conventions, one binary:
//     testlib (Polygon, Codeforces, Luogu, oj):
//       checker <input> <output> [<answer> [<result-file>]]
//       exit 0 ok, 1 wrong answer, 2 presentation error, 3 FAIL
//     Kattis / DOMjudge output validator, when <feedback-dir> is a directory:
//       checker <input> <answer> <feedback-dir> [flags...] < output
//       exit 42 accepted, 43 rejected, 3 judge error
// Time: one pass over the output, O(length). A rejected repeat triggers a
//   second pass, when the output can be reread, to name the earlier line.
// Memory: 2^n / 8 bytes of seen-states bitmap plus a 64 KiB read buffer.
// Status: stored verdicts in samples/checker in both conventions; every
//   sequence for n <= 3 against a brute-force definition; fuzzed against a
//   plain definition of each verdict; all under ASan and UBSan too.
#include <cstdint>
#include <cstdio>
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

// Quotes a token: unprintable bytes escaped, at most kEchoLimit characters
// between the quotes, "..." marking a cut.
std::string echo(const Token& token) {
    std::size_t kept =
        token.length < kEchoLimit ? static_cast<std::size_t>(token.length) : kEchoLimit;
    std::string shown;
    bool cut = token.length > kept;
    for (std::size_t i = 0; i < kept; ++i) {
        unsigned char c = static_cast<unsigned char>(token.prefix[i]);
        std::string piece(1, static_cast<char>(c));
        if (c < 0x20 || c >= 0x7f) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned>(c));
            piece = escaped;
        }
        if (shown.size() + piece.size() > kEchoLimit - 3) {
            cut = true;
            break;
        }
        shown += piece;
    }
    return "'" + shown + (cut ? "...'" : "'");
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
        error = "input: expected one integer n with 1 <= n <= " + std::to_string(kMaxHoles);
        return false;
    }
    holes = static_cast<int>(value);
    return true;
}

class SeenStates {
  public:
    explicit SeenStates(int holes) : bits_((std::size_t{1} << holes) / 64 + 1, 0) {}
    bool test_and_set(std::uint32_t state) {
        std::uint64_t& word = bits_[state >> 6];
        std::uint64_t bit = std::uint64_t{1} << (state & 63);
        bool seen = (word & bit) != 0;
        word |= bit;
        return seen;
    }

  private:
    std::vector<std::uint64_t> bits_;
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
            if (reader.failed()) return judge_failure("cannot read the output file");
            return presentation_error("expected " + std::to_string(lines) + " lines, found " +
                                      std::to_string(line - 1));
        }
        if (token.length != static_cast<std::uint64_t>(holes)) {
            return presentation_error(at_line(line) + "expected " + std::to_string(holes) +
                                      " characters, found " + std::to_string(token.length));
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
            return wrong_answer("lines " + std::to_string(line - 1) + " and " +
                                std::to_string(line) + " differ in " +
                                std::to_string(count_differing_holes(previous, token.state)) +
                                " holes");
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
    if (reader.failed()) return judge_failure("cannot read the output file");
    return accepted(std::to_string(lines) + " lines, a cycle through all " +
                    std::to_string(states) + " states");
}

// Where a verdict goes, by calling convention.
class Judge {
  public:
    Judge(int argc, char** argv) {
        if (argc >= 4) {
            feedback_ = std::fopen((std::string(argv[3]) + "/judgemessage.txt").c_str(), "w");
        }
        kattis_ = feedback_ != nullptr;
        if (argc < 3 || (!kattis_ && argc > 5)) {
            usage_error_ = true;
        } else {
            input_path_ = argv[1];
            if (!kattis_) output_path_ = argv[2];
            if (!kattis_ && argc == 5) result_path_ = argv[4];
        }
    }

    [[noreturn]] void finish(const Outcome& outcome) const {
        static const char* const kTestlibPrefix[] = {"ok", "wrong answer", "wrong output format",
                                                     "FAIL"};
        static const int kTestlibStatus[] = {0, 1, 2, 3};
        static const int kKattisStatus[] = {42, 43, 43, 3};
        int index = static_cast<int>(outcome.verdict);
        std::string line =
            kattis_ ? outcome.message : std::string(kTestlibPrefix[index]) + " " + outcome.message;
        std::fprintf(stderr, "%s\n", line.c_str());
        if (kattis_) {
            std::fprintf(feedback_, "%s\n", line.c_str());
            std::fclose(feedback_);
        } else if (!result_path_.empty()) {
            std::FILE* result = std::fopen(result_path_.c_str(), "w");
            if (result) {
                std::fprintf(result, "%s\n", line.c_str());
                std::fclose(result);
            }
        }
        std::exit(kattis_ ? kKattisStatus[index] : kTestlibStatus[index]);
    }

    bool usage_error() const { return usage_error_; }
    bool kattis() const { return kattis_; }
    const std::string& input_path() const { return input_path_; }
    const std::string& output_path() const { return output_path_; }

  private:
    bool kattis_ = false;
    bool usage_error_ = false;
    std::FILE* feedback_ = nullptr;
    std::string input_path_;
    std::string output_path_;
    std::string result_path_;
};

}  // namespace

int main(int argc, char** argv) {
    Judge judge(argc, argv);
    if (judge.usage_error()) {
        judge.finish(
            judge_failure("usage: checker <input> <output> [<answer> [<result>]]"
                          " or checker <input> <answer> <feedback-dir> < output"));
    }
    std::FILE* input = std::fopen(judge.input_path().c_str(), "rb");
    if (!input) judge.finish(judge_failure("cannot open the input file " + judge.input_path()));
    int holes = 0;
    std::string error;
    if (!read_hole_count(input, holes, error)) judge.finish(judge_failure(error));

    std::FILE* output = judge.kattis() ? stdin : std::fopen(judge.output_path().c_str(), "rb");
    if (!output) judge.finish(judge_failure("cannot open the output file " + judge.output_path()));
    auto reread = [&]() -> std::FILE* {
        return std::fseek(output, 0, SEEK_SET) == 0 ? output : nullptr;
    };
    try {
        judge.finish(check_output(holes, output, reread));
    } catch (const std::bad_alloc&) {
        judge.finish(judge_failure("out of memory for n = " + std::to_string(holes)));
    }
}
