// The terminal's rocks: src/main.cpp, the contestant's file, with what a
// terminal asks for around its search, for people who need long Gray codes
// at the speed of memory (2^30 + 1 lines at n = 30).  // limits.json: _ largest_n _ largest_n
// The search step, the closing move and the largest n are the contestant's
// file's, included whole; this file adds the rest.
//
// Description: `rocks [N]` prints the same bytes as src/main.cpp for n
//   given as the argument or on standard input: the argument, --help and
//   --version; a hint, progress and a clean Ctrl-C or SIGTERM at a
//   terminal; bad input named in its message (UTF-16 among it). Two speed
//   tricks around the solver's step: the bitmap word holding the current
//   state and its neighbours across the low holes is kept in a register
//   (the step is asked only when all of those are visited), and each line
//   is four 64-bit words in registers, stored whole; output goes out 256
//   KiB at a time, through a pipe grown to 256 KiB on Linux.
//   Sections: the search and its output; at a terminal (progress, Ctrl-C);
//   reading n.
// Time: O(1 << n) search steps (amortized under 2 visited probes per move)
//   plus the (n + 1)((1 << n) + 1) output bytes; measured in
//   docs/performance.md.
// Memory: (1 << n) / 8 bytes of visited bitmap plus a fixed 256 KiB buffer.
// Status: byte for byte src/main.cpp's output for every n in 1..24; its
//   step against the solver's and its definition on every visited set of
//   the 1- to 4-cubes; bad inputs, write faults, a refused allocation, a
//   terminal and interrupts tested; parsing fuzzed against a plain
//   definition beside the solver's; under ASan and UBSan.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <memory>
#include <string>

#if defined(__linux__)
#include <fcntl.h>
#endif
#if defined(__unix__) || defined(__APPLE__)  // POSIX: Linux, the BSDs, macOS
#include <unistd.h>
#define ROCKS_POSIX 1
#endif

// The contestant's file, whole; its main() becomes an ordinary function
// (and main keeps whatever meaning a file that includes this one gave it).
#pragma push_macro("main")
#undef main
#define main contestants_main
#include "main.cpp"  // NOLINT(bugprone-suspicious-include): one file, as judges have it
#undef main
#pragma pop_macro("main")

namespace {

const char kVersion[] = "rocks 1.1.0";
const int kExitBadInput = 1;
const int kExitWriteFailed = 2;
const int kExitNoMemory = 2;  // the visited bitmap could not be had
const int kExitInternalError = 3;
const int kExitInterrupted = 128;  // and the signal's number, as a shell shows it

// ---------------------------------------------------------------------------
// The search and its output
// ---------------------------------------------------------------------------

// A reader that went away (`rocks | head`) ends us quietly, as it ends
// other Unix tools: by SIGPIPE, or by EPIPE where that signal is ignored.
// Any other failed write is reported: output was lost.
[[noreturn]] void report_write_error() {
    if (errno == EPIPE) std::exit(kExitWriteFailed);
    fail(kExitWriteFailed, std::string("cannot write the output: ") + std::strerror(errno));
}

void write_all(const unsigned char* data, std::size_t size) {
    if (size > 0 && std::fwrite(data, 1, size, stdout) != size) report_write_error();
}

// One visited bit per state, allocated once. calloc rather than a vector:
// for a block this large it takes fresh pages from the system, already
// zero and untouched until the search reaches them, so the first line of
// n = 30 comes at once instead of after clearing 128 MiB.
struct FreeMemory {
    void operator()(void* memory) const { std::free(memory); }
};
using Bitmap = std::unique_ptr<std::uint64_t[], FreeMemory>;

Bitmap make_visited_bitmap(int holes) {
    std::size_t words = (std::size_t{1} << holes) / 64 + 1;
    Bitmap visited(static_cast<std::uint64_t*>(std::calloc(words, sizeof(std::uint64_t))));
    if (!visited) {
        fail(kExitNoMemory, "cannot allocate the visited bitmap: " + std::to_string(words * 8) +
                                " bytes needed for n = " + std::to_string(holes));
    }
    return visited;
}

// Flipping one of the lowest kHolesInWord holes stays within the current
// state's 64-bit bitmap word. The search keeps that word in a register
// (near_word), so marking and probing it never waits for a store to memory;
// it is written back when a move leaves the word.
const int kHolesInWord = 6;
static_assert(1 << kHolesInWord == 64, "a bitmap word holds the states across the low holes");

bool is_set(std::uint64_t word, std::uint32_t state) { return (word >> (state & 63)) & 1; }

// Where every low hole's neighbour is marked: the word stored, and the
// solver's own step asked. Out of the loop (noinline where the compiler
// has it): inlined, it cost the loop a fifth of its speed at n = 26.
#if defined(__GNUC__)
__attribute__((noinline))
#endif
int stored_and_asked(std::uint64_t* visited, std::uint64_t near_word, std::uint32_t state,
                     int holes) {
    visited[state >> 6] = near_word;
    return lowest_unvisited_hole(visited, state, holes);
}

// The solver's step (lowest_unvisited_hole), asked of the register first:
// the lowest of the low holes whose neighbour is not marked in `near_word`,
// the word that holds `state`; where every one is, the word is stored and
// the solver's own step decides.
int next_hole(std::uint64_t* visited, std::uint64_t near_word, std::uint32_t state, int holes) {
    for (int hole = 0; hole < holes && hole < kHolesInWord; ++hole) {
        if (!is_set(near_word, state ^ (std::uint32_t{1} << hole))) return hole;
    }
    return stored_and_asked(visited, near_word, state, holes);
}

// A line lives in registers as four 64-bit words and is written whole, 32
// bytes, each time; the next line overwrites the slack. Flipping hole i XORs
// byte i between 'O' and 'X' (in word i / 8), so nothing written is ever read
// back. The masks are built from byte arrays: no assumption on endianness.
const int kLineWords = 4;
const std::size_t kLineBlock = kLineWords * std::size_t{8};
static_assert(kMaxHoles + 1 <= static_cast<int>(kLineBlock),
              "a longest line and its newline fit in the block stored per line");
static_assert(kMaxHoles < 32, "a state is a std::uint32_t, one bit per hole");

struct Line {
    std::uint64_t words[kLineWords];
};

struct LineMasks {
    Line start;
    Line flip[kMaxHoles];
};

LineMasks make_line_masks(int holes) {
    LineMasks masks;
    unsigned char bytes[kLineBlock];
    std::memset(bytes, 'O', sizeof bytes);
    bytes[holes] = '\n';
    std::memcpy(masks.start.words, bytes, sizeof bytes);
    for (int hole = 0; hole < kMaxHoles; ++hole) {
        std::memset(bytes, 0, sizeof bytes);
        if (hole < holes) bytes[hole] = 'O' ^ 'X';
        std::memcpy(masks.flip[hole].words, bytes, sizeof bytes);
    }
    return masks;
}

inline void flip(Line& line, const Line& mask, int hole) {
    line.words[0] ^= mask.words[0];
    if (hole >= 8) {  // rare: the other words hold holes 8 and up
        line.words[1] ^= mask.words[1];
        line.words[2] ^= mask.words[2];
        line.words[3] ^= mask.words[3];
    }
}

inline unsigned char* store(unsigned char* out, const Line& line, std::size_t line_bytes) {
    std::memcpy(out, &line.words[0], 8);
    std::memcpy(out + 8, &line.words[1], 8);
    std::memcpy(out + 16, &line.words[2], 8);
    std::memcpy(out + 24, &line.words[3], 8);
    return out + line_bytes;
}

class OutputBuffer {
  public:
    static const std::size_t kCapacity = std::size_t{256} * 1024;

    // A pipe holds 64 KiB by default, so writer and reader would take turns
    // 16 pages at a time. A 256 KiB pipe filled 128 KiB per write lets both
    // run at once: through `| cat` this halves the time. Linux only; anywhere
    // else the writes are simply kCapacity bytes.
    void fit_to_stdout() {
        // Our buffer is the only one: stdio's would split each write in two.
        std::setvbuf(stdout, nullptr, _IONBF, 0);
#if defined(__linux__) && defined(F_SETPIPE_SZ)
        const int kPipeBytes = 256 * 1024;
        if (fcntl(1, F_SETPIPE_SZ, kPipeBytes) >= kPipeBytes) capacity_ = kPipeBytes / 2;
#endif
    }
    unsigned char* begin() { return data_; }
    // How many more lines fit from `position` on, with their stores' slack.
    std::uint64_t lines_fitting(const unsigned char* position, std::size_t line_bytes) const {
        return static_cast<std::size_t>(data_ + capacity_ - position) / line_bytes;
    }
    // Writes everything before `end`; returns where the next line goes.
    unsigned char* write(const unsigned char* end) {
        const std::size_t size = static_cast<std::size_t>(end - data_);
        write_all(data_, size);
        written_ += size;
        return data_;
    }
    std::uint64_t written() const { return written_; }

  private:
    std::size_t capacity_ = kCapacity;
    std::uint64_t written_ = 0;
    unsigned char data_[kCapacity + kLineBlock] = {};
};

// Prints the whole answer for `holes`. After each write but the last,
// `after_write(bytes written so far)` may report progress or stop the run;
// every write ends with a whole line, so a stopped output does too.
template <class AfterWrite>
void write_cycle(int holes, AfterWrite after_write) {
    const std::uint64_t state_count = std::uint64_t{1} << holes;
    const std::size_t line_bytes = static_cast<std::size_t>(holes) + 1;
    const LineMasks masks = make_line_masks(holes);
    Bitmap visited = make_visited_bitmap(holes);
    std::uint64_t near_word = 1;  // state 0 is visited
    static OutputBuffer buffer;
    buffer.fit_to_stdout();

    Line line = masks.start;
    unsigned char* out = store(buffer.begin(), line, line_bytes);
    std::uint32_t state = 0;
    for (std::uint64_t step = 1; step < state_count;) {
        // As many lines as fit, with no bounds check per line.
        std::uint64_t fitting = buffer.lines_fitting(out, line_bytes);
        std::uint64_t end = state_count - step < fitting ? state_count : step + fitting;
        for (; step < end; ++step) {
            int hole = next_hole(visited.get(), near_word, state, holes);
            if (hole == holes) {
                fail(kExitInternalError,
                     "internal error: the search met a dead end at step " + std::to_string(step));
            }
            std::uint32_t next = state ^ (std::uint32_t{1} << hole);
            if (hole >= kHolesInWord) {
                visited[state >> 6] = near_word;
                near_word = visited[next >> 6];
            }
            near_word |= std::uint64_t{1} << (next & 63);
            state = next;
            flip(line, masks.flip[hole], hole);
            out = store(out, line, line_bytes);
        }
        if (buffer.lines_fitting(out, line_bytes) == 0) {
            out = buffer.write(out);
            after_write(buffer.written());
        }
    }

    const int closing = closing_hole(state, holes);
    if (closing == holes) {
        fail(kExitInternalError, "internal error: the last state is not one move from the start");
    }
    flip(line, masks.flip[closing], closing);
    out = store(out, line, line_bytes);  // the buffer always has room for one line
    buffer.write(out);
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) report_write_error();
}

// ---------------------------------------------------------------------------
// At a terminal: progress, and Ctrl-C or SIGTERM
// ---------------------------------------------------------------------------

bool is_terminal(int descriptor) {
#if ROCKS_POSIX
    return isatty(descriptor) == 1;
#else
    (void)descriptor;  // Windows: never a terminal, so no hint and no progress
    return false;
#endif
}

// Ctrl-C or SIGTERM asks for a stop at the next write, after whole lines; a
// second one, of either kind, ends the program at once.
volatile std::sig_atomic_t interrupted_by = 0;
int caught_signals[2];
int caught_signal_count = 0;

void on_interrupt(int signal_number) {
    interrupted_by = signal_number;
    for (int i = 0; i < caught_signal_count; ++i) std::signal(caught_signals[i], SIG_DFL);
}

void catch_interrupts() {
    for (int signal_number : {SIGINT, SIGTERM}) {
        // A signal ignored by whoever started us (`rocks 30 > file &`) stays ignored.
        if (std::signal(signal_number, on_interrupt) == SIG_IGN) {
            std::signal(signal_number, SIG_IGN);
        } else {
            caught_signals[caught_signal_count++] = signal_number;
        }
    }
}

std::string size_text(double bytes) {
    const char* const kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    while (bytes >= 1024 && unit < 4) {
        bytes /= 1024;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, unit == 0 ? "%.0f %s" : "%.1f %s", bytes, kUnits[unit]);
    return text;
}

// A progress line on a terminal's stderr for runs longer than a second,
// redrawn at most four times a second and erased at the end.
class Progress {
  public:
    Progress(bool enabled, std::uint64_t total_bytes)
        : enabled_(enabled), total_bytes_(total_bytes), start_(Clock::now()), last_(start_) {}

    void update(std::uint64_t written_bytes) {
        if (!enabled_) return;
        const Clock::time_point now = Clock::now();
        if (now - start_ < std::chrono::seconds(1) ||
            now - last_ < std::chrono::milliseconds(250)) {
            return;
        }
        last_ = now;
        shown_ = true;
        const double seconds = std::chrono::duration<double>(now - start_).count();
        const double written = static_cast<double>(written_bytes);
        std::fprintf(stderr, "\r\033[Krocks: %s of %s written (%.0f%%), %s/s",
                     size_text(written).c_str(),
                     size_text(static_cast<double>(total_bytes_)).c_str(),
                     100 * written / static_cast<double>(total_bytes_),
                     size_text(written / seconds).c_str());
    }
    void erase() {
        if (shown_) std::fputs("\r\033[K", stderr);
        shown_ = false;
    }

  private:
    using Clock = std::chrono::steady_clock;
    bool enabled_;
    std::uint64_t total_bytes_;
    Clock::time_point start_;
    Clock::time_point last_;
    bool shown_ = false;
};

// ---------------------------------------------------------------------------
// Reading n: from the argument or from standard input
// ---------------------------------------------------------------------------

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

// The rest of a word starting with `first`, up to a blank or the end, at
// most 21 bytes kept.
template <class NextByte>
std::string read_word(int first, NextByte& next_byte) {
    std::string word;
    for (int c = first; c != EOF && !is_blank(c); c = next_byte()) {
        if (word.size() <= 20) word += static_cast<char>(c);
    }
    return word;
}

// n, or an empty `error` when the input was good.
struct HoleCount {
    int holes;
    std::string error;
};

// One decimal integer in kMinHoles..kMaxHoles, blanks around it, nothing else, after
// an optional UTF-8 byte-order mark (Notepad writes one). `read_byte` returns
// the input byte by byte, then EOF from then on; `source` says where it came
// from.
template <class NextByte>
HoleCount parse_hole_count(NextByte read_byte, const std::string& source) {
    const std::string expected = "expected one integer n with " + std::to_string(kMinHoles) +
                                 " <= n <= " + std::to_string(kMaxHoles);
    std::string head;  // the first bytes, read again after any byte-order mark
    for (int c; head.size() < 3 && (c = read_byte()) != EOF;) head += static_cast<char>(c);
    if (head.compare(0, 2, "\xFF\xFE") == 0 || head.compare(0, 2, "\xFE\xFF") == 0) {
        return HoleCount{0, "the input looks like UTF-16 (it starts with " +
                                quote(head.substr(0, 2)) + "): save it as plain text or UTF-8"};
    }
    std::size_t replayed = head.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    auto next_byte = [&]() -> int {
        return replayed < head.size() ? static_cast<unsigned char>(head[replayed++]) : read_byte();
    };

    int c = next_byte();
    while (is_blank(c)) c = next_byte();
    if (c == EOF) return HoleCount{0, expected + " " + source + ", found nothing"};
    if (!is_digit(c)) return HoleCount{0, expected + ", found " + quote(read_word(c, next_byte))};

    std::string digits;
    long value = 0;
    for (; is_digit(c); c = next_byte()) {
        if (digits.size() <= 20) digits += static_cast<char>(c);
        if (value <= kMaxHoles) value = value * 10 + (c - '0');
    }
    if (c != EOF && !is_blank(c)) {
        return HoleCount{0, expected + ", found " + quote(digits + read_word(c, next_byte))};
    }
    while (is_blank(c)) c = next_byte();
    if (c != EOF) {
        return HoleCount{
            0, expected + ", found " + quote(read_word(c, next_byte)) + " after the number"};
    }
    if (value < kMinHoles || value > kMaxHoles) {
        return HoleCount{0, "n = " + quote(digits) + " is out of range: " + expected};
    }
    return HoleCount{static_cast<int>(value), std::string()};
}

// The options, for reading them and for --help.
enum class Option { kHelp, kShowVersion };
struct OptionWords {
    Option option;
    const char* names[2];  // the short one may be missing
    const char* does;
};
const OptionWords kOptions[] = {
    {Option::kHelp, {"-h", "--help"}, "this text"},
    {Option::kShowVersion, {nullptr, "--version"}, "the version"},
};

// The exit statuses, for --help; an interrupt's is kExitInterrupted plus
// its signal's number.
struct StatusWords {
    int status;
    const char* means;
};
const StatusWords kStatuses[] = {
    {0, "done"},
    {kExitBadInput, "bad input or usage"},
    {kExitWriteFailed, "output failed, or no memory for the visited states"},
    {kExitInternalError, "internal error"},
};
static_assert(kExitNoMemory == kExitWriteFailed, "--help gives them one line");

std::string usage() {
    std::string text =
        "usage: rocks [N]\n"
        "Prints every state of N holes, one move apart, from all holes empty back to\n"
        "all empty (a cyclic Gray code): (1 << N) + 1 lines of N characters, 'O' for\n"
        "an empty hole, 'X' for a covered one. N is one integer, " +
        std::to_string(kMinHoles) + " <= N <= " + std::to_string(kMaxHoles) +
        ",\n"
        "given as the argument or else on standard input. Any valid cycle is a\n"
        "correct answer.\n"
        "Exit status:\n";
    for (const StatusWords& status : kStatuses) {
        text += "  " + std::to_string(status.status) + "  " + status.means + "\n";
    }
    text += "  " + std::to_string(kExitInterrupted + SIGINT) + ", " +
            std::to_string(kExitInterrupted + SIGTERM) +
            "  stopped by Ctrl-C or SIGTERM, after whole lines\n"
            "Options:\n";
    for (const OptionWords& option : kOptions) {
        const std::string names = option.names[0]
                                      ? std::string(option.names[0]) + ", " + option.names[1]
                                      : option.names[1];
        text += "  " + names + std::string(names.size() < 15 ? 15 - names.size() : 1, ' ') +
                option.does + "\n";
    }
    return text;
}

// The option `argument` names, if any.
const OptionWords* option_named(const std::string& argument) {
    const auto named = [&](const OptionWords& option) {
        return std::any_of(std::begin(option.names), std::end(option.names),
                           [&](const char* name) { return name != nullptr && argument == name; });
    };
    const OptionWords* const found = std::find_if(std::begin(kOptions), std::end(kOptions), named);
    return found == std::end(kOptions) ? nullptr : found;
}

// Standard input byte by byte. At a terminal the number's line is the whole
// input, so that Enter answers at once; elsewhere it is read to its end.
class StandardInput {
  public:
    explicit StandardInput(bool one_line) : one_line_(one_line) {}
    int operator()() {
        if (ended_) return EOF;
        int c = std::getchar();
        ended_ = c == EOF || (one_line_ && c == '\n');
        return ended_ ? EOF : c;
    }

  private:
    bool one_line_;
    bool ended_ = false;
};

[[noreturn]] void print_and_exit(const std::string& text) {
    if (std::fputs(text.c_str(), stdout) == EOF || std::fflush(stdout) != 0) report_write_error();
    std::exit(0);
}

// n from the one argument, or else from standard input. Options are
// answered and bad input is refused here: what returns is a valid n.
int read_request(int argc, char** argv) {
    if (argc > 2) {
        fail(kExitBadInput, "expected at most one argument, N, found " + std::to_string(argc - 1) +
                                " (rocks --help)");
    }
    HoleCount count{0, ""};
    if (argc == 2) {
        const std::string argument = argv[1];
        if (const OptionWords* option = option_named(argument)) {
            print_and_exit(option->option == Option::kHelp ? usage()
                                                           : kVersion + std::string("\n"));
        }
        if (argument.size() > 1 && argument[0] == '-' && !is_digit(argument[1])) {
            fail(kExitBadInput, "unknown option " + quote(argument) + " (rocks --help)");
        }
        std::size_t position = 0;
        count = parse_hole_count(
            [&]() -> int {
                if (position == argument.size()) return EOF;
                return static_cast<unsigned char>(argument[position++]);
            },
            "in the argument");
    } else {
        const bool at_terminal = is_terminal(0);
        if (at_terminal) {
            std::fprintf(stderr, "rocks: type n (1 to %d) and press Enter, or run 'rocks N'\n",
                         kMaxHoles);
        }
        count = parse_hole_count(StandardInput(at_terminal), "on standard input");
        if (std::ferror(stdin)) {
            fail(kExitBadInput, std::string("cannot read standard input: ") + std::strerror(errno));
        }
    }
    if (!count.error.empty()) fail(kExitBadInput, count.error);
    return count.holes;
}

}  // namespace

int main(int argc, char** argv) {
    const int holes = read_request(argc, argv);
    catch_interrupts();
    const std::uint64_t lines = (std::uint64_t{1} << holes) + 1;
    const std::uint64_t line_bytes = static_cast<std::uint64_t>(holes) + 1;
    Progress progress(is_terminal(2), lines * line_bytes);
    write_cycle(holes, [&](std::uint64_t written) {
        if (interrupted_by != 0) {
            progress.erase();
            fail(kExitInterrupted + interrupted_by,
                 "interrupted: the output is incomplete, " + std::to_string(written / line_bytes) +
                     " of " + std::to_string(lines) + " lines written");
        }
        progress.update(written);
    });
    progress.erase();
    return 0;
}
