// The plain definition both fuzz targets hold a parser of n against.
#pragma once

#include <cstddef>
#include <string>

namespace rocks_fuzz {

// `blanks`, decimal digits, `blanks`, and a value in 1..largest; 0 for
// anything else.
inline int expected_holes(const std::string& text, const std::string& blanks, int largest) {
    const std::size_t begin = text.find_first_not_of(blanks);
    if (begin == std::string::npos) return 0;
    const std::size_t end = text.find_last_not_of(blanks) + 1;
    const std::string digits = text.substr(begin, end - begin);
    if (digits.find_first_not_of("0123456789") != std::string::npos) return 0;
    const std::size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos || digits.size() - first > 2) return 0;
    const int value = std::stoi(digits.substr(first));
    return value <= largest ? value : 0;
}

}  // namespace rocks_fuzz
