// The solver's search step against its definition: the lowest hole whose
// flip leads to an unvisited state, or n when there is none (the dead end
// that the solver reports instead of printing around it); and the terminal's
// rocks, which asks a register for the low holes first, against both.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

// The terminal's rocks, with the solver's own source inside it; its main()
// becomes an ordinary function.
#define main rocks_main
#include "../src/terminal_rocks.cpp"
#undef main

// The solver carries its own largest n (judges compile it alone):
// problem/limits.json's.
static_assert(kMaxHoles == ROCKS_LARGEST_N, "src/main.cpp's kMaxHoles is largest_n");

namespace {

int lowest_unvisited_by_definition(const std::vector<bool>& visited, std::uint32_t state,
                                   int holes) {
    for (int hole = 0; hole < holes; ++hole) {
        if (!visited[state ^ (std::uint32_t{1} << hole)]) return hole;
    }
    return holes;
}

void expect_same_step(const std::vector<bool>& visited, int holes) {
    std::vector<std::uint64_t> bitmap((std::size_t{1} << holes) / 64 + 1, 0);
    for (std::uint32_t state = 0; state < visited.size(); ++state) {
        if (visited[state]) bitmap[state >> 6] |= std::uint64_t{1} << (state & 63);
    }
    for (std::uint32_t state = 0; state < visited.size(); ++state) {
        const int expected = lowest_unvisited_by_definition(visited, state, holes);
        ASSERT_EQ(lowest_unvisited_hole(bitmap.data(), state, holes), expected)
            << "n = " << holes << ", state " << state;
        // The terminal's step stores the word it is given before it asks the
        // solver's: given the word as it is, it leaves the bitmap as it was.
        std::vector<std::uint64_t> copy = bitmap;
        ASSERT_EQ(next_hole(copy.data(), copy[state >> 6], state, holes), expected)
            << "terminal, n = " << holes << ", state " << state;
        ASSERT_EQ(copy, bitmap);
    }
}

// Every visited set of the 3-cube and the 4-cube: 2⁸ and 2¹⁶ of them.
TEST(SearchTest, EveryVisitedSetSmallN) {
    for (int holes = 1; holes <= 4; ++holes) {
        const std::uint32_t states = std::uint32_t{1} << holes;
        for (std::uint64_t set = 0; set < (std::uint64_t{1} << states); ++set) {
            std::vector<bool> visited(states);
            for (std::uint32_t state = 0; state < states; ++state)
                visited[state] = set >> state & 1;
            expect_same_step(visited, holes);
        }
    }
}

// Beyond one bitmap word (holes 6 and up are probed in memory): fixed seeds.
TEST(SearchTest, RandomVisitedSetsLargerN) {
    std::uint64_t seed = 12345;
    for (int holes = 5; holes <= 12; ++holes) {
        for (int round = 0; round < 20; ++round) {
            std::vector<bool> visited(std::size_t{1} << holes);
            for (std::size_t state = 0; state < visited.size(); ++state) {
                seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
                visited[state] = (seed >> 33) % 8 != 0;  // mostly visited: long probes
            }
            expect_same_step(visited, holes);
        }
    }
}

TEST(SearchTest, DeadEnd) {
    for (int holes = 1; holes <= 12; ++holes) {
        std::vector<bool> visited(std::size_t{1} << holes, true);
        expect_same_step(visited, holes);
        std::vector<std::uint64_t> full((std::size_t{1} << holes) / 64 + 1, ~std::uint64_t{0});
        EXPECT_EQ(lowest_unvisited_hole(full.data(), 0, holes), holes);
        EXPECT_EQ(next_hole(full.data(), full[0], 0, holes), holes);
    }
}

}  // namespace
