// The binary reflected Gray code, defined here from its formula and not taken
// from the solver: the reference the solver's output is compared with.
#pragma once

#include <cstdint>
#include <string>

namespace rocks_test {

// Line k of the binary reflected Gray code, g(k) = k ^ (k >> 1), hole i as
// character i, without its newline.
inline std::string reflected_gray_line(int holes, std::uint64_t k) {
    const std::uint64_t code = k ^ (k >> 1);
    std::string line;
    for (int hole = 0; hole < holes; ++hole) line += (code >> hole & 1) ? 'X' : 'O';
    return line;
}

// Lines 0 .. count-1 of the binary reflected Gray code, g(k) = k ^ (k >> 1),
// hole i as character i: defined here, not taken from the solver.
inline std::string reflected_gray_code(int holes, std::uint64_t count) {
    std::string text;
    for (std::uint64_t k = 0; k < count; ++k) text += reflected_gray_line(holes, k) + '\n';
    return text;
}

// The whole answer for n: the code's 2ⁿ lines, then all holes empty again.
inline std::string reflected_gray_answer(int holes) {
    return reflected_gray_code(holes, std::uint64_t{1} << holes) +
           std::string(static_cast<std::size_t>(holes), 'O') + "\n";
}

}  // namespace rocks_test
