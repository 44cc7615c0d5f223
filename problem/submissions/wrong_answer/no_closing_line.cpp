// Wrong: prints every state once (the reflected Gray code) but forgets the
// closing all-empty line, so the game never returns to the start.
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    for (unsigned k = 0; k < (1u << n); ++k) {
        unsigned code = k ^ (k >> 1);
        for (int hole = 0; hole < n; ++hole) std::putchar(code >> hole & 1 ? 'X' : 'O');
        std::putchar('\n');
    }
}
