// [USACO10MAR] The Rock Game S（洛谷 P6183）：公式法，不搜索也能 AC。
// 第 k 行写 g(k) = k ^ (k >> 1)（二进制反射格雷码，^ 是异或），洞 i 对应第 i 位，
// 也就是最左边的字符是最低位。相邻两行只差一位，g 取遍 0 到 (1 << n) - 1 各一次，
// g((1 << n) - 1) = 1 << (n - 1) 与全空只差一位，所以最后补一行全空就是一条回路。
// 时间与输出的大小相同，是 n 乘 2 的 n 次方；空间 O(n)。证明见 docs/zh-CN/README.md。
#include <cstdio>

int main() {
    int n = 0;
    if (std::scanf("%d", &n) != 1 || n < 1 || n > 15) {
        std::fputs("expected one integer n with 1 <= n <= 15\n", stderr);
        return 1;
    }
    char line[17] = {};  // n 个字符、换行和结尾的 '\0'
    line[n] = '\n';
    for (int k = 0; k <= (1 << n); ++k) {
        int g = k ^ (k >> 1);
        if (k == (1 << n)) g = 0;  // 最后一行：回到全空
        for (int i = 0; i < n; ++i) line[i] = (g >> i & 1) ? 'X' : 'O';  // 取第 i 位
        std::fputs(line, stdout);  // 不要每行 endl：那会每行刷新一次
    }
    if (std::fflush(stdout) != 0) {
        std::fputs("cannot write the output\n", stderr);
        return 2;
    }
}
