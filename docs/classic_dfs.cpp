// The Rock Game (USACO 2010 March Silver): the classic depth-first search,
// written to be read. Holes are tried lowest index first from every state;
// a state is an n-bit integer, bit i set when hole i is covered.
// Time: (1 << (n + 1)) - n - 2 probes, fewer than 2 a step (it never backs up:
// docs/learners.md), and the (n + 1) * ((1 << n) + 1) characters it prints.
// Memory: O(1 << n) for the visited flags and the path, and recursion
// 1 << n deep: at n = 15 that takes 2 to 4 MB of stack built with -O2
// (measured), 4 to 8 MB with -O0.
// Judges that give the stack the whole memory limit (Kattis, DOMjudge, CSP
// and NOIP) are fine; a 1 MB stack (MSVC's default) is not. src/main.cpp
// needs no recursion at all.
//
// 经典的深度优先搜索，写法以好读为先。每个状态都按编号从小到大试洞；状态是 n 位二进制数，
// 洞 i 有石头时第 i 位是 1。时间：共尝试 (1 << (n + 1)) - n - 2 次，平均每步不到 2 次（从不回溯，
// 见 docs/zh-CN/README.md），另加输出的 (n + 1) * ((1 << n) + 1) 个字符。
// 空间：访问标记和路线 O(1 << n)，递归 1 << n 层：n = 15 时用 -O2 编译要 2 到 4 MB 的栈（实测），
// -O0 要 4 到 8 MB。把整个内存限制都给栈的评测机（Kattis、DOMjudge、CSP 和 NOIP）没问题；
// 只有 1 MB 栈（MSVC 的默认值）就不行。src/main.cpp 完全不用递归。
#include <iostream>
#include <string>
#include <vector>

const int kMinN = 1, kMaxN = 15;  // limits.json: min_n max_n (the judge's range of n)

struct Search {
    int holes;
    std::vector<bool> visited;
    std::vector<unsigned> path;

    // Extends the path from its last state; true once every state is on it
    // and the last one is one move from the start, which closes the cycle.
    // 从路线的最后一个状态往下走；所有状态都在路线上、且最后一个与起点只差一步时返回 true。
    bool extend() {
        const unsigned state = path.back();
        if (path.size() == visited.size()) return (state & (state - 1)) == 0;
        for (int hole = 0; hole < holes; ++hole) {
            const unsigned next = state ^ (1u << hole);
            if (visited[next]) continue;
            visited[next] = true;
            path.push_back(next);
            if (extend()) return true;
            // A dead end: undo and try the next hole. 死胡同：撤销，试下一个洞。
            visited[next] = false;
            path.pop_back();
        }
        return false;
    }
};

int main() {
    int n = 0;
    if (!(std::cin >> n) || n < kMinN || n > kMaxN) {
        std::cerr << "expected one integer n with " << kMinN << " <= n <= " << kMaxN << "\n";
        return 1;
    }
    Search search{n, std::vector<bool>(std::size_t{1} << n, false), {0}};
    search.visited[0] = true;
    if (!search.extend()) return 3;  // cannot happen: see docs/learners.md / 不会发生
    search.path.push_back(0);
    std::string out;
    for (unsigned state : search.path) {
        for (int hole = 0; hole < n; ++hole) out += ((state >> hole) & 1) ? 'X' : 'O';
        out += '\n';
    }
    if (!(std::cout << out << std::flush)) {
        std::cerr << "cannot write the output\n";
        return 2;
    }
}
