// Correct but too slow: the lowest-hole-first search, each line kept as an
// array of n flags, the lines seen kept in a list searched from the start
// at every probe, and each line turned back into its number at every
// comparison, instead of a visited table indexed by the state. Each probe
// costs up to 2ⁿ comparisons of n steps each, so the search is
// O(n·4ⁿ): fine up to n = 12, many seconds at n = 15.
#include <cstdio>
#include <vector>

int as_number(const std::vector<int>& line) {
    int number = 0;
    for (std::size_t hole = 0; hole < line.size(); ++hole) number |= line[hole] << hole;
    return number;
}

bool seen(const std::vector<std::vector<int>>& lines, const std::vector<int>& line) {
    for (const std::vector<int>& earlier : lines) {
        if (as_number(earlier) == as_number(line)) return true;
    }
    return false;
}

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    std::vector<std::vector<int>> lines(1, std::vector<int>(static_cast<std::size_t>(n), 0));
    while (lines.size() < (std::size_t{1} << n)) {
        for (std::size_t hole = 0; hole < static_cast<std::size_t>(n); ++hole) {
            std::vector<int> next = lines.back();
            next[hole] = 1 - next[hole];
            if (!seen(lines, next)) {
                lines.push_back(next);
                break;
            }
        }
    }
    lines.push_back(lines.front());
    for (const std::vector<int>& line : lines) {
        for (int covered : line) std::putchar(covered ? 'X' : 'O');
        std::putchar('\n');
    }
}
