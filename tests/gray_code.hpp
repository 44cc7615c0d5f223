// The binary reflected Gray code, defined here from its formula and not taken
// from the solver: the reference the solver's output is compared with.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace rocks_test {

// Line k of the binary reflected Gray code, g(k) = k ^ (k >> 1), hole i as
// character i, without its newline.
inline void append_reflected_gray_line(std::string& text, int holes, std::uint64_t k) {
    const std::uint64_t code = k ^ (k >> 1);
    for (int hole = 0; hole < holes; ++hole) text += (code >> hole & 1) ? 'X' : 'O';
}

inline std::string reflected_gray_line(int holes, std::uint64_t k) {
    std::string line;
    append_reflected_gray_line(line, holes, k);
    return line;
}

// Lines 0 .. count-1 of the binary reflected Gray code, g(k) = k ^ (k >> 1),
// hole i as character i: defined here, not taken from the solver. Written
// into one string, with no string made for each line: 2^20 lines of them
// took seconds in the unoptimized, sanitized suites.
inline std::string reflected_gray_code(int holes, std::uint64_t count) {
    std::string text;
    text.reserve(static_cast<std::size_t>(count) * (static_cast<std::size_t>(holes) + 1));
    for (std::uint64_t k = 0; k < count; ++k) {
        append_reflected_gray_line(text, holes, k);
        text += '\n';
    }
    return text;
}

// The whole answer for n: the code's 2ⁿ lines, then all holes empty again.
inline std::string reflected_gray_answer(int holes) {
    return reflected_gray_code(holes, std::uint64_t{1} << holes) +
           std::string(static_cast<std::size_t>(holes), 'O') + "\n";
}

}  // namespace rocks_test
