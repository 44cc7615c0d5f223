// Correct but too slow: the lowest-hole-first search, with each line kept
// as an array of n flags and the lines seen kept in a list that is searched
// from the start at every probe, instead of a visited table. Each probe
// costs up to 2^n array compares, so the search is O(n 4^n): fine up to
// n = 13, seconds at n = 15.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    std::vector<std::vector<int>> lines(1, std::vector<int>(static_cast<std::size_t>(n), 0));
    while (lines.size() < (std::size_t{1} << n)) {
        for (std::size_t hole = 0; hole < static_cast<std::size_t>(n); ++hole) {
            std::vector<int> next = lines.back();
            next[hole] = 1 - next[hole];
            if (std::find(lines.begin(), lines.end(), next) == lines.end()) {
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
