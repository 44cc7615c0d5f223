// Wrong: a valid cycle, with the digit 0 where the letter O belongs.
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    for (unsigned k = 0; k <= (1u << n); ++k) {
        unsigned code = k == (1u << n) ? 0 : k ^ (k >> 1);
        for (int hole = 0; hole < n; ++hole) std::putchar(code >> hole & 1 ? 'X' : '0');
        std::putchar('\n');
    }
}
