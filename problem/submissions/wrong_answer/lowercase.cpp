// Wrong: a valid cycle, written in lowercase 'o' and 'x'.
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    for (unsigned k = 0; k <= (1u << n); ++k) {
        unsigned code = k == (1u << n) ? 0 : k ^ (k >> 1);
        for (int hole = 0; hole < n; ++hole) std::putchar(code >> hole & 1 ? 'x' : 'o');
        std::putchar('\n');
    }
}
