// [USACO10MAR] The Rock Game S（洛谷 P6183）公式法：第 k 步的状态（输出的第 k + 1 行）是
// g(k) = k ^ (k >> 1)，洞 i 对应第 i 位（最左边的字符是最低位）。
// 时间与输出一样是 O(n * (1 << n))，除输出外只用 O(1) 空间。
#include <cstdio>

const int kMinN = 1, kMaxN = 15;  // limits.json: min_n max_n (the judge's range of n)

int main() {
    int n;
    if (std::scanf("%d", &n) != 1 || n < kMinN || n > kMaxN) {
        std::fprintf(stderr, "expected one integer n with %d <= n <= %d\n", kMinN, kMaxN);
        return 1;
    }
    for (int k = 0; k <= (1 << n); ++k) {
        int g = k & ((1 << n) - 1);  // k = 1 << n 时 g = 0：最后一行回到全空，不用特判
        g ^= g >> 1;
        for (int i = 0; i < n; ++i) std::putchar(((g >> i) & 1) ? 'X' : 'O');
        std::putchar('\n');  // 不用 endl：它每行都刷新一次缓冲
    }
    return std::fflush(stdout) == 0 ? 0 : 2;  // 写失败（比如磁盘满）时退出码非 0
}
