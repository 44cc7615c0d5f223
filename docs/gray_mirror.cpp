// [USACO10MAR] The Rock Game S（洛谷 P6183）镜像构造：m 个洞的答案，前一半是 m - 1 个洞的答案、
// 洞 m - 1 空着；后一半是 m - 1 个洞的答案倒过来、洞 m - 1 有石头。于是第 k 步的状态
// （输出的第 k + 1 行）可以从洞 n - 1 往下逐个洞决定，不用搜索。
// 时间 O(n * (1 << n))，递归只有 n 层。
#include <cstdio>

const int kMinN = 1, kMaxN = 15;  // limits.json: min_n max_n (the judge's range of n)

char line[kMaxN + 2];  // 一行：n 个字符、换行和结尾的 '\0'（全局数组初始都是 0）

// 把 m 个洞时第 k 步的状态写进 line[0] 到 line[m - 1]，其中 0 <= k < (1 << m)。
void state_at(int m, int k) {
    if (m == 0) return;
    const int half = 1 << (m - 1);
    if (k < half) {  // 前一半：洞 m - 1 空着，其余洞就是 m - 1 个洞时的第 k 步
        line[m - 1] = 'O';
        state_at(m - 1, k);
    } else {  // 后一半的第 j = k - half 个，是前一半倒过来数的第 j 个：第 half - 1 - j 步
        line[m - 1] = 'X';
        state_at(m - 1, half - 1 - (k - half));
    }
}

int main() {
    int n;
    if (std::scanf("%d", &n) != 1 || n < kMinN || n > kMaxN) {
        std::fprintf(stderr, "expected one integer n with %d <= n <= %d\n", kMinN, kMaxN);
        return 1;
    }
    line[n] = '\n';
    for (int k = 0; k <= (1 << n); ++k) {
        state_at(n, k & ((1 << n) - 1));  // k = 1 << n 时是第 0 步：最后一行回到全空
        std::fputs(line, stdout);
    }
    return std::fflush(stdout) == 0 ? 0 : 2;  // 写失败（比如磁盘满）时退出码非 0
}
