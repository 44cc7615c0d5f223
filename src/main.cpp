// The Rock Game (USACO 2010 March Silver, Luogu P6183): a cyclic Gray code.
//
// Description: reads n (kMinHoles <= n <= kMaxHoles) from stdin and prints
//   (1 << n) + 1 lines of n characters ('O' an empty hole, 'X' a covered
//   one): every state once, one move apart, from all-empty back to
//   all-empty. Depth-first search over the n-cube from the all-empty state,
//   holes tried lowest first, one visited bit per state. In that order it
//   never meets a dead end (docs/learners.md proves it), so it never backs
//   up and prints each line as it reaches it; a dead end, or a last state
//   not one move from the start, would be reported, never printed around.
// Time: O(1 << n) search steps, plus (n + 1)((1 << n) + 1) output bytes.
// Memory: (1 << n) / 8 bytes of visited bits.
// Status: stress-tested: byte for byte the reflected Gray code for every n
//   up to 24, judged by the independent checker; bad input, failed writes
//   and a reader that goes away tested; reading n fuzzed.
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace {

const int kMinHoles = 1;   // limits.json: min_n
const int kMaxHoles = 30;  // limits.json: largest_n (a state is a std::uint32_t)

[[noreturn]] void fail(int status, const std::string& message) {
    std::fprintf(stderr, "rocks: %s\n", message.c_str());
    std::exit(status);
}

// n: one decimal integer in kMinHoles..kMaxHoles, blanks (isspace) around it and
// nothing else, after an optional UTF-8 byte-order mark (Notepad writes one); 0
// for any other input.
int read_hole_count(std::FILE* input) {
    int c = std::getc(input);
    if (c == 0xEF && std::getc(input) == 0xBB && std::getc(input) == 0xBF) c = std::getc(input);
    while (std::isspace(c)) c = std::getc(input);
    long value = 0;
    int digits = 0;
    for (; c >= '0' && c <= '9'; c = std::getc(input), ++digits) {
        if (value <= kMaxHoles) value = value * 10 + (c - '0');
    }
    while (std::isspace(c)) c = std::getc(input);
    if (digits == 0 || c != EOF || value < kMinHoles || value > kMaxHoles) return 0;
    return static_cast<int>(value);
}

// The search step: the lowest hole whose flip leads from `state` to a state
// not yet visited (bit s % 64 of visited[s / 64] is state s's), or `holes`
// if every neighbour is visited.
int lowest_unvisited_hole(const std::uint64_t* visited, std::uint32_t state, int holes) {
    int hole = 0;
    for (; hole < holes; ++hole) {
        const std::uint32_t next = state ^ (std::uint32_t{1} << hole);
        if (((visited[next >> 6] >> (next & 63)) & 1) == 0) break;
    }
    return hole;
}

// The hole that leads from `state` back to the all-empty state, or `holes`.
int closing_hole(std::uint32_t state, int holes) {
    int hole = 0;
    while (hole < holes && state != std::uint32_t{1} << hole) ++hole;
    return hole;
}

// A failed write is reported; a reader that went away (`rocks | head`)
// ends the program quietly, as SIGPIPE would.
[[noreturn]] void write_failed() {
    if (errno == EPIPE) std::exit(2);
    fail(2, std::string("cannot write the output: ") + std::strerror(errno));
}

// Flips `hole` of the line (none if -1) and prints the line.
void move_and_print(char* line, int hole, int holes) {
    if (hole >= 0) line[hole] = line[hole] == 'O' ? 'X' : 'O';
    const std::size_t size = static_cast<std::size_t>(holes) + 1;
    if (std::fwrite(line, 1, size, stdout) != size) write_failed();
}

// The search from the all-empty state, each state printed as it is reached,
// then the move back to the start.
void print_cycle(int holes) {
    const std::uint32_t states = std::uint32_t{1} << holes;
    std::vector<std::uint64_t> visited;
    try {
        visited.resize(states / 64 + 1);
    } catch (const std::bad_alloc&) {
        fail(2, "cannot allocate the visited bits for n = " + std::to_string(holes));
    }
    char line[kMaxHoles + 1];
    std::memset(line, 'O', sizeof line);
    line[holes] = '\n';
    move_and_print(line, -1, holes);
    std::uint32_t state = 0;
    visited[0] = 1;
    for (std::uint32_t step = 1; step < states; ++step) {
        const int hole = lowest_unvisited_hole(visited.data(), state, holes);
        if (hole == holes) fail(3, "internal error: a dead end at step " + std::to_string(step));
        state ^= std::uint32_t{1} << hole;
        visited[state >> 6] |= std::uint64_t{1} << (state & 63);
        move_and_print(line, hole, holes);
    }
    const int hole = closing_hole(state, holes);
    if (hole == holes) fail(3, "internal error: the last state is not one move from the start");
    move_and_print(line, hole, holes);
    if (std::fflush(stdout) != 0) write_failed();
}

}  // namespace

int main() {
    const int holes = read_hole_count(stdin);
    if (holes == 0) {
        fail(1, std::ferror(stdin)
                    ? std::string("cannot read standard input: ") + std::strerror(errno)
                    : "expected one integer n with " + std::to_string(kMinHoles) +
                          " <= n <= " + std::to_string(kMaxHoles) + " on standard input");
    }
    print_cycle(holes);
    return 0;
}
