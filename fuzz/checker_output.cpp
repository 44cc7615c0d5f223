// libFuzzer target: the checker's reading of a judge input and a contestant
// output, against a plain definition of each verdict and message
// (tests/checker_definition.hpp). The fuzzer's bytes are the input file's
// first line, a newline, then the output, which is judged four ways: by
// the judges' file's reader (src/checker.cpp), and by the terminal's
// (src/terminal_checker.cpp) in its widest lanes, from a regular file a
// page at a time in its base lanes, and from a regular file 256 bytes at a
// time with its run of moves split in two halves (on Linux). Any
// disagreement, or a message
// that is not one line of at most kMessageLimit characters, aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "../tests/checker_definition.hpp"
#include "expected_holes.hpp"

// The terminal's checker, with the judges' file inside it; its main()
// becomes an ordinary function.
#define main checker_main
#include "../src/terminal_checker.cpp"
#undef main

static_assert(kMaxHoles == ROCKS_LARGEST_N, "src/checker.cpp's kMaxHoles is largest_n");
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
    auto reread = [&]() -> std::FILE* {
        return std::fseek(file, 0, SEEK_SET) == 0 ? file : nullptr;
    };
    const Outcome outcome = [&] {
        Reader reader(file, holes, options...);  // gone before the file is closed
        return check_output(holes, reader, reread);
    }();
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

    std::FILE* input_file = open_text(input);
    int holes = 0;
    std::string error;
    const bool read = read_hole_count(input_file, holes, error);
    std::fclose(input_file);
    const int expected = rocks_fuzz::expected_holes(input, " \t\r\n", ROCKS_LARGEST_N);
    if (read != (expected != 0) || (read && holes != expected)) std::abort();
    if (!read || holes > kLargestFuzzedN) return 0;

    const rocks_definition::Judgement defined = rocks_definition::judge(holes, output);
    const Verdict defined_verdict[] = {Verdict::kAccepted, Verdict::kWrongAnswer,
                                       Verdict::kPresentationError};
    // The judges' reader; the terminal's through a buffer (as a pipe is) in
    // the widest lanes the processor has, then from a regular file one page
    // at a time, so that longer outputs cross blocks' edges, in the base
    // lanes, and in blocks small enough that a run of a few hundred bytes
    // is split.
    const Outcome outcomes[] = {
        judged_by<TokenReader>(holes, open_text(output)),
        judged_by<FastReader>(holes, open_text(output), kBlockSize, widest()),
        judged_by<FastReader>(holes, regular_file(output), std::size_t{4096}, Width::kBase),
        judged_by<FastReader>(holes, regular_file(output), std::size_t{256}, widest(),
                              std::uint64_t{0})};
    for (const Outcome& outcome : outcomes) {
        check_message(outcome);
        if (outcome.verdict != defined_verdict[static_cast<int>(defined.kind)] ||
            outcome.message != defined.message) {
            std::abort();
        }
    }
    return 0;
}
