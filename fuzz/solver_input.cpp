// libFuzzer target: both readings of n, the contestant's file's
// (read_hole_count, src/main.cpp) and the terminal's (parse_hole_count,
// src/terminal_rocks.cpp), against a plain definition of the inputs they
// must accept. Any disagreement aborts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "expected_holes.hpp"

// The terminal's rocks, with the contestant's file inside it; its main()
// becomes an ordinary function.
#define main rocks_main
#include "../src/terminal_rocks.cpp"
#undef main

static_assert(kMaxHoles == ROCKS_LARGEST_N, "src/main.cpp's kMaxHoles is largest_n");

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::size_t position = 0;
    const HoleCount count = parse_hole_count(
        [&]() -> int { return position < size ? data[position++] : EOF; }, "on standard input");
    std::string text(reinterpret_cast<const char*>(data), size);
    std::FILE* input = fmemopen(&text[0], text.size(), "rb");
    const int contestants = input != nullptr ? read_hole_count(input) : 0;
    if (input != nullptr) std::fclose(input);
    // A UTF-8 byte-order mark before the number is skipped; nothing else is.
    if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
    const int expected = rocks_fuzz::expected_holes(text, " \t\n\r\v\f", ROCKS_LARGEST_N);
    if (count.error.empty() != (expected != 0)) std::abort();
    if (expected != 0 && count.holes != expected) std::abort();
    if (contestants != expected) std::abort();
    if (count.error.find('\n') != std::string::npos || count.error.size() > ROCKS_MESSAGE_LIMIT) {
        std::abort();
    }
    return 0;
}
