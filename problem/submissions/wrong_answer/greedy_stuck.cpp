// Wrong: walks greedily to an unvisited neighbour, trying the holes in an
// order that turns with every move, and never backs up. It gets stuck, as
// in the statement's failed game, prints the walk so far and gives up.
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    std::vector<bool> visited(1u << n, false);
    std::vector<unsigned> walk(1, 0);
    visited[0] = true;
    for (bool moved = true; moved;) {
        moved = false;
        for (int i = 0; i < n && !moved; ++i) {
            int hole = (i + static_cast<int>(walk.size())) % n;
            unsigned next = walk.back() ^ (1u << hole);
            if (!visited[next]) {
                visited[next] = moved = true;
                walk.push_back(next);
            }
        }
    }
    if ((walk.back() & (walk.back() - 1)) == 0) walk.push_back(0);
    for (unsigned state : walk) {
        for (int hole = 0; hole < n; ++hole) std::putchar(state >> hole & 1 ? 'X' : 'O');
        std::putchar('\n');
    }
}
