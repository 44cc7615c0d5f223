// libFuzzer target: the checker's reading of a judge input and a contestant
// output, against a plain definition of each verdict and message
// (tests/checker_definition.hpp). The fuzzer's bytes are the input file's
// first line, a newline, then the output, which is judged by the judges'
// file's reader (src/checker.cpp) and by the terminal's
// (src/terminal_checker.cpp): through a buffer in each of the lanes the
// machine runs, from a regular file a page at a time, and from a regular
// file 64 bytes at a time with its run of moves split in two halves (on
// Linux), in each lane in turn. Any disagreement, or a message that is not
// one line of at most kMessageLimit characters, aborts. At the end it says
// how many outputs the split reading took in both halves.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "../tests/checker_definition.hpp"
#include "expected_holes.hpp"

// The terminal's checker, with the judges' file inside it; its main()
// becomes an ordinary function.
#define main checker_main
#include "../src/terminal_checker.cpp"
#undef main

static_assert(kMaxHoles == ROCKS_MAX_N, "src/checker.cpp's kMaxHoles is max_n");
static_assert(kLargestHoles == ROCKS_LARGEST_N, "src/checker.cpp's kLargestHoles is largest_n");
static_assert(kMessageLimit == ROCKS_MESSAGE_LIMIT, "src/checker.cpp's kMessageLimit");

namespace {

const int kLargestFuzzedN = 20;  // keeps each run's bitmap small

// A read-only FILE over `text` (fmemopen refuses an empty buffer).
std::FILE* open_text(std::string& text) {
    return text.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&text[0], text.size(), "rb");
}

// A regular file holding `text`.
std::FILE* regular_file(const std::string& text) {
    std::FILE* file = std::tmpfile();
    if (file == nullptr || std::fwrite(text.data(), 1, text.size(), file) != text.size()) {
        std::abort();
    }
    std::rewind(file);
    return file;
}

void check_message(const Outcome& outcome) {
    const std::size_t words = std::strlen(kPrefix[static_cast<int>(outcome.verdict)]) + 1;
    if (outcome.message.find('\n') != std::string::npos ||
        outcome.message.size() + words > kMessageLimit) {
        std::abort();
    }
}

// The outcome on `file`, read by a Reader made with `options`; the file is
// closed after.
template <class Reader, class... Options>
Outcome judged_by(int holes, std::FILE* file, Options... options) {
    const Outcome outcome = [&] {
        Reader reader(file, holes, 0, options...);  // gone before the file is closed
        return check_output(holes, reader, file, 0);
    }();
    std::fclose(file);
    return outcome;
}

// The split reading's outcome, counting the outputs taken in both halves.
struct SplitCount {
    long outputs = 0;
    long halves = 0;
    long taken = 0;
    ~SplitCount() {
        std::fprintf(stderr,
                     "checker_output: %ld outputs read to be split, %ld of them in two halves, "
                     "%ld taken in both\n",
                     outputs, halves, taken);
    }
} split_count;

Outcome judged_split(int holes, const std::string& output) {
    std::FILE* file = regular_file(output);
    const std::vector<Width> lanes = widths();
    const Width width = lanes[static_cast<std::size_t>(split_count.outputs) % lanes.size()];
    Outcome outcome = judge_failure("");
    {
        FastReader reader(file, holes, 0, std::size_t{64}, width, std::uint64_t{0});
        outcome = check_output(holes, reader, file, 0);
        ++split_count.outputs;
        split_count.halves += reader.read_in_halves();
        split_count.taken += reader.took_both_halves();
    }
    std::fclose(file);
    return outcome;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    const std::size_t newline = bytes.find('\n');
    if (newline == std::string::npos) return 0;
    std::string input = bytes.substr(0, newline + 1);
    std::string output = bytes.substr(newline + 1);

    // The judge's input as the judges' copies read it (n up to max_n) and as
    // the terminal's does (up to largest_n).
    int holes = 0;
    for (const int largest : {kMaxHoles, kLargestHoles}) {
        std::FILE* input_file = open_text(input);
        std::string error;
        holes = 0;
        const bool read = read_hole_count(input_file, largest, holes, error);
        std::fclose(input_file);
        const int expected = rocks_fuzz::expected_holes(input, " \t\r\n", largest);
        if (read != (expected != 0) || (read && holes != expected)) std::abort();
        if (error.find('\n') != std::string::npos || error.size() + 5 > kMessageLimit) std::abort();
    }
    if (holes == 0 || holes > kLargestFuzzedN) return 0;

    const rocks_definition::Judgement defined = rocks_definition::judge(holes, output);
    const Verdict defined_verdict[] = {Verdict::kAccepted, Verdict::kWrongAnswer,
                                       Verdict::kPresentationError};
    // The judges' reader; the terminal's from a regular file one page at a
    // time, so that longer outputs cross blocks' edges, and in blocks small
    // enough that a run of a hundred bytes is split; then through a
    // buffer (as a pipe is) in each lane.
    std::vector<Outcome> outcomes = {
        judged_by<TokenReader>(holes, open_text(output)),
        judged_by<FastReader>(holes, regular_file(output), std::size_t{4096}, widest()),
        judged_split(holes, output)};
    for (Width width : widths()) {
        outcomes.push_back(judged_by<FastReader>(holes, open_text(output), kBlockSize, width));
    }
    for (const Outcome& outcome : outcomes) {
        check_message(outcome);
        if (outcome.verdict != defined_verdict[static_cast<int>(defined.kind)] ||
            outcome.message != defined.message) {
            std::abort();
        }
    }
    return 0;
}
