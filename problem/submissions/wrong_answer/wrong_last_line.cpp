// Wrong: the reflected Gray code with an off-by-one at the end: the last
// line repeats the last code instead of returning to all holes empty.
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    for (unsigned k = 0; k <= (1u << n); ++k) {
        unsigned last = k < (1u << n) ? k : k - 1;
        unsigned code = last ^ (last >> 1);
        for (int hole = 0; hole < n; ++hole) std::putchar(code >> hole & 1 ? 'X' : 'O');
        std::putchar('\n');
    }
}
