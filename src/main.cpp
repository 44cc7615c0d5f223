// The Rock Game (USACO 2010 March Silver, Luogu P6183): a cyclic Gray code.
//
// Description: reads n (1 <= n <= 30) and prints 2^n + 1 lines of n
//   characters, 'O' for an empty hole and 'X' for a covered one: every state
//   of the n holes once, one move apart, from all-empty back to all-empty.
//   Depth-first search over the hypercube, states as n-bit integers, holes
//   tried lowest index first, one visited bit per state, no recursion. That
//   order never meets a dead end (see README), so each line is printed as the
//   search reaches it; a dead end would be reported, never printed around.
// Time: O(2^n) search steps (amortized under 2 visited probes per move) plus
//   the (n + 1)(2^n + 1) output bytes.
// Memory: 2^n / 8 bytes of visited bitmap plus a fixed 256 KiB buffer.
// Status: every n in 1..24 judged by the independent checker in ctest;
//   bad input, range and write failures tested (see tests/).
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace {

const int kMaxHoles = 30;
const int kExitBadInput = 1;
const int kExitCannotOutput = 2;
const int kExitInternalError = 3;

[[noreturn]] void fail(int status, const std::string& message) {
    std::fprintf(stderr, "rocks: %s\n", message.c_str());
    std::exit(status);
}

bool is_blank(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

bool is_digit(int c) { return c >= '0' && c <= '9'; }

// Shows what the user wrote, cut short and with unprintable bytes escaped.
std::string quote(const std::string& text) {
    const std::size_t kShown = 20;
    std::string shown = "'";
    for (std::size_t i = 0; i < text.size() && i < kShown; ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7f) {
            shown += static_cast<char>(c);
        } else {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned>(c));
            shown += escaped;
        }
    }
    shown += text.size() > kShown ? "...'" : "'";
    return shown;
}

// The next bytes of stdin up to the next blank or the end, at most 21 kept.
std::string read_word(int first) {
    std::string word;
    for (int c = first; c != EOF && !is_blank(c); c = std::getchar()) {
        if (word.size() <= 20) word += static_cast<char>(c);
    }
    return word;
}

// One decimal integer in 1..kMaxHoles, blanks around it, nothing else.
int read_hole_count() {
    const std::string expected =
        "expected one integer n with 1 <= n <= " + std::to_string(kMaxHoles);
    int c = std::getchar();
    while (is_blank(c)) c = std::getchar();
    if (c == EOF) fail(kExitBadInput, expected + " on standard input, found nothing");
    if (!is_digit(c)) fail(kExitBadInput, expected + ", found " + quote(read_word(c)));

    std::string digits;
    long value = 0;
    for (; is_digit(c); c = std::getchar()) {
        if (digits.size() <= 20) digits += static_cast<char>(c);
        if (value <= kMaxHoles) value = value * 10 + (c - '0');
    }
    if (c != EOF && !is_blank(c)) {
        fail(kExitBadInput, expected + ", found " + quote(digits + read_word(c)));
    }
    while (is_blank(c)) c = std::getchar();
    if (c != EOF) {
        fail(kExitBadInput, expected + ", found " + quote(read_word(c)) + " after the number");
    }
    if (value < 1 || value > kMaxHoles) {
        fail(kExitBadInput, "n = " + quote(digits) + " is out of range: " + expected);
    }
    return static_cast<int>(value);
}

class OutputBuffer {
  public:
    // Each line is stored as a fixed-width block; the next line overwrites the
    // slack, so a line costs a few word stores whatever n is.
    static const std::size_t kLineBlock = 32;

    void flush() {
        if (used_ > 0 && std::fwrite(data_, 1, used_, stdout) != used_) report_write_error();
        used_ = 0;
    }
    void close() {
        flush();
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) report_write_error();
    }
    unsigned char* line_slot() {
        if (used_ + kLineBlock > kCapacity) flush();
        return data_ + used_;
    }
    void commit(std::size_t bytes) { used_ += bytes; }

  private:
    static const std::size_t kCapacity = 256 * 1024;

    [[noreturn]] static void report_write_error() {
        fail(kExitCannotOutput, std::string("cannot write the output: ") + std::strerror(errno));
    }

    unsigned char data_[kCapacity + kLineBlock];
    std::size_t used_ = 0;
};

// The current line as four 64-bit words kept in registers: flipping hole i
// XORs one byte between 'O' and 'X' without reading back what was written.
class Line {
  public:
    explicit Line(int holes) {
        unsigned char bytes[OutputBuffer::kLineBlock];
        std::memset(bytes, 'O', sizeof bytes);
        bytes[holes] = '\n';
        std::memcpy(words_, bytes, sizeof words_);
        for (int hole = 0; hole < holes; ++hole) {
            std::memset(bytes, 0, sizeof bytes);
            bytes[hole] = 'O' ^ 'X';
            std::memcpy(flip_masks_[hole], bytes, sizeof bytes);
        }
    }
    void flip(int hole) {
        for (int w = 0; w < kWords; ++w) words_[w] ^= flip_masks_[hole][w];
    }
    void store(unsigned char* slot) const { std::memcpy(slot, words_, sizeof words_); }

  private:
    static const int kWords = OutputBuffer::kLineBlock / 8;
    std::uint64_t words_[kWords];
    std::uint64_t flip_masks_[kMaxHoles][kWords];
};

class VisitedBitmap {
  public:
    explicit VisitedBitmap(int holes) {
        std::size_t words = (std::size_t{1} << holes) / 64 + 1;
        try {
            bits_.assign(words, 0);
        } catch (const std::bad_alloc&) {
            fail(kExitCannotOutput, "cannot allocate the visited bitmap: " +
                                        std::to_string(words * 8) + " bytes needed for n = " +
                                        std::to_string(holes));
        }
    }
    bool test(std::uint32_t state) const { return (bits_[state >> 6] >> (state & 63)) & 1; }
    void set(std::uint32_t state) { bits_[state >> 6] |= std::uint64_t{1} << (state & 63); }

  private:
    std::vector<std::uint64_t> bits_;
};

void print_cycle(int holes) {
    const std::uint64_t state_count = std::uint64_t{1} << holes;
    const std::size_t line_bytes = static_cast<std::size_t>(holes) + 1;
    VisitedBitmap visited(holes);
    static OutputBuffer out;
    Line line(holes);

    std::uint32_t state = 0;
    visited.set(state);
    line.store(out.line_slot());
    out.commit(line_bytes);
    for (std::uint64_t step = 1; step < state_count; ++step) {
        int hole = 0;
        while (hole < holes && visited.test(state ^ (std::uint32_t{1} << hole))) ++hole;
        if (hole == holes) {
            fail(kExitInternalError, "internal error: the search met a dead end at step " +
                                         std::to_string(step));
        }
        state ^= std::uint32_t{1} << hole;
        visited.set(state);
        line.flip(hole);
        line.store(out.line_slot());
        out.commit(line_bytes);
    }
    int closing_hole = 0;
    while (closing_hole < holes && state != std::uint32_t{1} << closing_hole) ++closing_hole;
    if (closing_hole == holes) {
        fail(kExitInternalError, "internal error: the last state is not one move from the start");
    }
    line.flip(closing_hole);
    line.store(out.line_slot());
    out.commit(line_bytes);
    out.close();
}

}  // namespace

int main() {
    print_cycle(read_hole_count());
    return 0;
}
