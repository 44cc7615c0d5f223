// [USACO10MAR] The Rock Game S（洛谷 P6183）一个常见的慢写法：访问过的状态按顺序记在数组
// path 里，每试一个洞，就从头到尾找一遍新状态在不在里面。答案是对的，但每找一次要比较
// 最多 1 << n 次，整个搜索约 (1 << n) * (1 << n) 次比较：n = 15 时太慢
// （耗时见 docs/zh-CN/README.md 的“常见错误”）。对照 recursive_dfs.cpp：vis[t] 用状态本身
// 当下标，看一眼就知道。
#include <cstdio>

const int kMinN = 1, kMaxN = 15;  // limits.json: min_n max_n (the judge's range of n)

int n, path[(1 << kMaxN) + 1], cnt;  // path[0] 到 path[cnt - 1]：访问过的状态，按顺序

// t 在不在 path[0..cnt-1] 里：从头找起。
bool seen(int t) {
    for (int k = 0; k < cnt; ++k) {
        if (path[k] == t) return true;
    }
    return false;
}

int main() {
    if (std::scanf("%d", &n) != 1 || n < kMinN || n > kMaxN) {
        std::fprintf(stderr, "expected one integer n with %d <= n <= %d\n", kMinN, kMaxN);
        return 1;
    }
    path[cnt++] = 0;
    while (cnt < (1 << n)) {
        int s = path[cnt - 1], i = 0;
        while (i < n && seen(s ^ (1 << i))) ++i;  // 最低的、通向没访问过的状态的洞
        if (i == n) return 3;                     // 走不下去（按这个顺序不会发生）
        path[cnt++] = s ^ (1 << i);
    }
    path[cnt] = 0;  // 最后一行回到全空
    for (int k = 0; k <= cnt; ++k) {
        for (int j = 0; j < n; ++j) std::putchar(((path[k] >> j) & 1) ? 'X' : 'O');
        std::putchar('\n');
    }
    return std::fflush(stdout) == 0 ? 0 : 2;
}
