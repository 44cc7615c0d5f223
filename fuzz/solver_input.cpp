// libFuzzer target: the solver's reading of n, against a plain definition
// of the inputs it must accept. Any disagreement aborts.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

// The solver's own source; its main() becomes an ordinary function.
#define main rocks_main
#include "../src/main.cpp"
#undef main

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// Blanks, decimal digits, blanks, and a value in 1..30; 0 for anything else.
int expected_holes(const std::string& text) {
    std::size_t begin = 0;
    std::size_t end = text.size();
    while (begin < end && is_space(text[begin])) ++begin;
    while (end > begin && is_space(text[end - 1])) --end;
    const std::string digits = text.substr(begin, end - begin);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) return 0;
    const std::size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos || digits.size() - first > 2) return 0;
    const int value = std::stoi(digits.substr(first));
    return value <= 30 ? value : 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::size_t position = 0;
    const HoleCount count =
        parse_hole_count([&]() -> int { return position < size ? data[position++] : EOF; });
    const int expected = expected_holes(std::string(reinterpret_cast<const char*>(data), size));
    if (count.error.empty() != (expected != 0)) std::abort();
    if (expected != 0 && count.holes != expected) std::abort();
    if (count.error.find('\n') != std::string::npos || count.error.size() > 200) std::abort();
    return 0;
}
