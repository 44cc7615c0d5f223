// libFuzzer target: the checker's reading of a judge input and a contestant
// output, against a plain definition of each verdict and message
// (tests/checker_definition.hpp). The fuzzer's bytes are the input file's
// first line, a newline, then the output, which the checker reads both as
// from a pipe (in its widest lanes) and mapped from a file (in its base
// lanes). Any disagreement, or a message that is not one short line,
// aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../tests/checker_definition.hpp"
#include "expected_holes.hpp"

// The checker's own source; its main() becomes an ordinary function.
#define main checker_main
#include "../src/checker.cpp"
#undef main

namespace {

const int kLargestFuzzedN = 20;  // keeps each run's bitmap small

// A read-only FILE over `text` (fmemopen refuses an empty buffer).
std::FILE* open_text(std::string& text) {
    return text.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&text[0], text.size(), "rb");
}

// A regular file holding `text`, which the checker maps.
std::FILE* mapped_file(const std::string& text) {
    std::FILE* file = std::tmpfile();
    if (file == nullptr || std::fwrite(text.data(), 1, text.size(), file) != text.size()) {
        std::abort();
    }
    std::rewind(file);
    return file;
}

void check_message(const Outcome& outcome) {
    // "wrong output format " is the longest verdict prefix: 20 characters.
    if (outcome.message.find('\n') != std::string::npos || outcome.message.size() + 20 > 200) {
        std::abort();
    }
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
    const int expected = rocks_fuzz::expected_holes(input, " \t\r\n");
    if (read != (expected != 0) || (read && holes != expected)) std::abort();
    if (!read || holes > kLargestFuzzedN) return 0;

    const rocks_definition::Judgement defined = rocks_definition::judge(holes, output);
    const Verdict defined_verdict[] = {Verdict::kAccepted, Verdict::kWrongAnswer,
                                       Verdict::kPresentationError};
    // Read through a buffer (as a pipe is) in the widest lanes the processor
    // has, then mapped from a regular file one page at a time, so that longer
    // outputs cross windows' edges, in the base lanes.
    const struct {
        std::FILE* file;
        Width width;
    } runs[] = {{open_text(output), widest()}, {mapped_file(output), Width::kBase}};
    for (const auto& run : runs) {
        std::FILE* output_file = run.file;
        auto reread = [&]() -> std::FILE* {
            return std::fseek(output_file, 0, SEEK_SET) == 0 ? output_file : nullptr;
        };
        const Outcome outcome = check_output(holes, output_file, reread, 1, run.width);
        std::fclose(output_file);
        check_message(outcome);
        if (outcome.verdict != defined_verdict[static_cast<int>(defined.kind)] ||
            outcome.message != defined.message) {
            std::abort();
        }
    }
    return 0;
}
