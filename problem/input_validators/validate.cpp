// Input validator for The Rock Game: the whole input must be one line
// holding n, ROCKS_MIN_N <= n <= ROCKS_MAX_N (the judge's range, from
// problem/limits.json: problem/package.py writes both on the first lines),
// in decimal without sign or leading zeros, then a newline and the end of
// the input. Arguments (Polygon's --testset and
// --group, Kattis's flags) are ignored.
// Exit: 42 valid, 43 invalid with a one-line reason on stderr (Kattis and
// DOMjudge); built with -DROCKS_POLYGON, 0 valid and 3 invalid (Polygon).
#include <cstdio>
#include <string>

#if !defined(ROCKS_MIN_N) || !defined(ROCKS_MAX_N)
#error "define ROCKS_MIN_N and ROCKS_MAX_N, the judge's range (problem/limits.json)"
#endif
static_assert(ROCKS_MIN_N >= 1 && ROCKS_MIN_N <= ROCKS_MAX_N, "a range of n, from 1 up");

#ifdef ROCKS_POLYGON
const int kValid = 0;
const int kInvalid = 3;
#else
const int kValid = 42;
const int kInvalid = 43;
#endif

int invalid(const std::string& reason) {
    std::fprintf(stderr, "invalid input: %s\n", reason.c_str());
    return kInvalid;
}

int main() {
    std::string input;
    for (int c; (c = std::getchar()) != EOF;) input += static_cast<char>(c);
    const std::size_t newline = input.find('\n');
    if (newline == std::string::npos) return invalid("expected one line ending in a newline");
    if (newline == 0) return invalid("expected n on the first line, found an empty line");
    if (newline + 1 != input.size()) return invalid("expected nothing after the first line");
    const std::string digits = input.substr(0, newline);
    if (digits.find_first_not_of("0123456789") != std::string::npos) {
        return invalid("expected only the decimal digits of n on the line");
    }
    if (digits[0] == '0' && digits.size() > 1) return invalid("expected no leading zeros");
    if (digits.size() <= 2 && std::stoi(digits) < ROCKS_MIN_N) {
        return invalid("expected n >= " + std::to_string(ROCKS_MIN_N));
    }
    if (digits.size() > 2 || std::stoi(digits) > ROCKS_MAX_N) {
        return invalid("expected n <= " + std::to_string(ROCKS_MAX_N));
    }
    return kValid;
}
