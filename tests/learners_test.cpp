// The learners' plain solutions (docs/*.cpp), as accepted submissions:
// every n the judge has, each answer the checker's and byte for byte the
// solver's, and the next n refused with the judge's range.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "process.hpp"

namespace rocks_test {
namespace {

// Every n the judge has (problem/limits.json), each answer the checker's
// and byte for byte the solver's (the pages say so: every plain search that
// tries the holes lowest first prints what rocks prints), and the next n
// refused.
void expect_accepted_for_every_judge_n(const std::string& program) {
    for (int holes = ROCKS_MIN_N; holes <= ROCKS_MAX_N; ++holes) {
        Scratch scratch;
        const std::string in = scratch.path("in");
        const std::string out = scratch.path("out");
        write_file(in, std::to_string(holes) + "\n");
        const std::string script = kStackForRecursion + quoted(program) + " < " + quoted(in) +
                                   " > " + quoted(out) + " && " + quoted(kChecker) + " " +
                                   quoted(in) + " " + quoted(out);
        Result verdict = run(script, "");
        EXPECT_EQ(verdict.status, 0) << "n = " << holes << ": " << verdict.err;
        Result solver = run(quoted(kSolver) + " " + std::to_string(holes), "");
        EXPECT_TRUE(read_file(out) == solver.out) << "n = " << holes << ": not what rocks prints";
    }
    // Each program writes the judge's range itself: it must be limits.json's.
    Result bad = run(quoted(program), std::to_string(ROCKS_MAX_N + 1) + "\n");
    EXPECT_EQ(bad.status, 1);
    EXPECT_EQ(bad.out, "");
    EXPECT_EQ(bad.err, "expected one integer n with " + std::to_string(ROCKS_MIN_N) +
                           " <= n <= " + std::to_string(ROCKS_MAX_N) + "\n");
}

TEST(LearnersTest, ClassicDfsAcceptedForEveryJudgeN) {
    expect_accepted_for_every_judge_n(kClassicDfs);
}

TEST(LearnersTest, RecursiveDfsAcceptedForEveryJudgeN) {
    expect_accepted_for_every_judge_n(kRecursiveDfs);
}

TEST(LearnersTest, GrayFormulaAcceptedForEveryJudgeN) {
    expect_accepted_for_every_judge_n(kGrayFormula);
}

TEST(LearnersTest, GrayMirrorAcceptedForEveryJudgeN) {
    expect_accepted_for_every_judge_n(kGrayMirror);
}

// The slow search the guides time (a list of the states seen, searched from
// the start): right, and run at every n the judge has, its largest too.
TEST(LearnersTest, SeenListAcceptedForEveryJudgeN) { expect_accepted_for_every_judge_n(kSeenList); }

// A pupil reads `2^n` in a C++ file as C++, where ^ is XOR (2^3 is 1): the
// learners' programs write a power as a shift, `1 << n`, in their comments
// too (gray_formula.cpp's k ^ (k >> 1) is an XOR, spaced as code is).
TEST(LearnersTest, PowersWrittenAsShiftsNotCarets) {
    for (const char* name :
         {"classic_dfs", "recursive_dfs", "gray_formula", "gray_mirror", "seen_list"}) {
        const std::string source = read_file(std::string(ROCKS_DOCS) + "/" + name + ".cpp");
        ASSERT_FALSE(source.empty()) << name;
        for (std::size_t at = 1; at < source.size(); ++at) {
            const char before = source[at - 1];
            EXPECT_FALSE(source[at] == '^' && before >= '0' && before <= '9')
                << name << ".cpp, byte " << at << ": " << source.substr(at < 20 ? 0 : at - 20, 40);
        }
    }
}

}  // namespace
}  // namespace rocks_test
