// libFuzzer target: the checker's reading of a judge input and a contestant
// output, against a plain definition of each verdict. The fuzzer's bytes are
// the input file's first line, a newline, then the output. Any disagreement,
// or a message that is not one short line, aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "expected_holes.hpp"

// The checker's own source; its main() becomes an ordinary function.
#define main checker_main
#include "../src/checker.cpp"
#undef main

namespace {

const int kLargestFuzzedN = 20;  // keeps each run's bitmap small

bool is_token_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::vector<std::string> split_tokens(const std::string& text) {
    std::vector<std::string> tokens;
    std::string token;
    for (char c : text) {
        if (!is_token_blank(c)) {
            token += c;
        } else if (!token.empty()) {
            tokens.push_back(token);
            token.clear();
        }
    }
    if (!token.empty()) tokens.push_back(token);
    return tokens;
}

// The statement, token by token, in reading order: the first problem decides.
Verdict expected_verdict(int holes, std::string output) {
    if (output.compare(0, 3, "\xEF\xBB\xBF") == 0) output.erase(0, 3);
    const std::vector<std::string> tokens = split_tokens(output);
    const std::size_t states = std::size_t{1} << holes;
    std::vector<bool> seen(states, false);
    std::uint32_t previous = 0;
    for (std::size_t line = 0; line <= states; ++line) {
        if (line >= tokens.size()) return Verdict::kPresentationError;
        const std::string& token = tokens[line];
        if (token.size() != static_cast<std::size_t>(holes) ||
            token.find_first_not_of("OX") != std::string::npos) {
            return Verdict::kPresentationError;
        }
        std::uint32_t state = 0;
        for (int hole = 0; hole < holes; ++hole) {
            if (token[static_cast<std::size_t>(hole)] == 'X') state |= std::uint32_t{1} << hole;
        }
        if ((line == 0 || line == states) && state != 0) return Verdict::kWrongAnswer;
        std::uint32_t moved = state ^ previous;
        if (line > 0 && (moved == 0 || (moved & (moved - 1)) != 0)) return Verdict::kWrongAnswer;
        if (line < states) {
            if (seen[state]) return Verdict::kWrongAnswer;
            seen[state] = true;
        }
        previous = state;
    }
    return tokens.size() == states + 1 ? Verdict::kAccepted : Verdict::kPresentationError;
}

// A read-only FILE over `text` (fmemopen refuses an empty buffer).
std::FILE* open_text(std::string& text) {
    return text.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&text[0], text.size(), "rb");
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

    std::FILE* output_file = open_text(output);
    auto reread = [&]() -> std::FILE* {
        return std::fseek(output_file, 0, SEEK_SET) == 0 ? output_file : nullptr;
    };
    const Outcome outcome = check_output(holes, output_file, reread);
    std::fclose(output_file);
    check_message(outcome);
    if (outcome.verdict != expected_verdict(holes, output)) std::abort();
    return 0;
}
