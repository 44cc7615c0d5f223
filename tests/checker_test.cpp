// The checker against stored verdicts (as testlib tests its checkers), in
// both calling conventions, and against a brute-force definition of a valid
// answer over every sequence for n <= 3.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "process.hpp"

// The checker's own source, compiled in so that millions of sequences can be
// judged without a process each; its main() becomes an ordinary function.
#define main checker_main
#include "../src/checker.cpp"
#undef main

namespace rocks_test {
namespace {

struct ExpectedVerdict {
    std::string line;     // what testlib convention prints on stderr
    std::string message;  // the line without its verdict word(s)
    int testlib_status;
    int kattis_status;
};

ExpectedVerdict expected_verdict(const std::string& stem) {
    std::string line = read_file(kSamples + "/checker/" + stem + ".verdict");
    struct Kind {
        const char* prefix;
        int testlib_status;
        int kattis_status;
    };
    const Kind kinds[] = {
        {"ok ", 0, 42}, {"wrong answer ", 1, 43}, {"wrong output format ", 2, 43}, {"FAIL ", 3, 3}};
    for (const Kind& kind : kinds) {
        if (line.rfind(kind.prefix, 0) == 0) {
            return ExpectedVerdict{line, line.substr(std::string(kind.prefix).size()),
                                   kind.testlib_status, kind.kattis_status};
        }
    }
    ADD_FAILURE() << stem << ".verdict has no verdict word: " << line;
    return ExpectedVerdict{line, line, -1, -1};
}

class CheckerStoredVerdict : public ::testing::TestWithParam<std::string> {
  protected:
    std::string path(const std::string& extension) const {
        return kSamples + "/checker/" + GetParam() + extension;
    }
};

TEST_P(CheckerStoredVerdict, Testlib) {
    ExpectedVerdict expected = expected_verdict(GetParam());
    EXPECT_TRUE(is_one_line(expected.line));
    EXPECT_LE(expected.line.size(), 201u);
    Scratch scratch;
    const std::string answer = kSamples + "/sample-3.ans";
    Result result = run(quoted(kChecker) + " " + quoted(path(".in")) + " " + quoted(path(".out")) +
                            " " + quoted(answer) + " " + quoted(scratch.path("result")),
                        "");
    EXPECT_EQ(result.status, expected.testlib_status);
    EXPECT_EQ(result.err, expected.line);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(read_file(scratch.path("result")), expected.line);
}

TEST_P(CheckerStoredVerdict, Kattis) {
    ExpectedVerdict expected = expected_verdict(GetParam());
    KattisResult result =
        run_kattis("< " + quoted(path(".out")), path(".in"), kSamples + "/sample-3.ans");
    EXPECT_EQ(result.status, expected.kattis_status);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.message, expected.message);
}

INSTANTIATE_TEST_SUITE_P(CheckerTest, CheckerStoredVerdict,
                         ::testing::ValuesIn(sample_stems(kSamples + "/checker", ".verdict")),
                         stem_name);

class CheckerStoredAnswer : public ::testing::TestWithParam<std::string> {};

TEST_P(CheckerStoredAnswer, Accepted) {
    const std::string stem = kSamples + "/" + GetParam();
    Result result =
        run(quoted(kChecker) + " " + quoted(stem + ".in") + " " + quoted(stem + ".ans"), "");
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(result.err.rfind("ok ", 0), 0u) << result.err;
}

INSTANTIATE_TEST_SUITE_P(CheckerTest, CheckerStoredAnswer,
                         ::testing::ValuesIn(sample_stems(kSamples, ".ans")), stem_name);

TEST(CheckerTest, Invalid) {
    const std::string in = quoted(kSamples + "/sample-3.in");
    const std::string out = quoted(kSamples + "/sample-3.ans");
    struct Case {
        std::string arguments;
        std::string stderr_start;
    };
    const Case cases[] = {
        {"", "FAIL usage: checker <input> <output>"},
        {in, "FAIL usage: checker <input> <output>"},
        {in + " " + out + " " + out + " /dev/null extra", "FAIL usage: checker <input> <output>"},
        {"/nonexistent/input " + out, "FAIL cannot open the input file /nonexistent/input"},
        {in + " /nonexistent/output", "FAIL cannot open the output file /nonexistent/output"},
        {in + " " + quoted(kSamples), "FAIL cannot read the output file"},
    };
    for (const Case& c : cases) {
        Result result = run(quoted(kChecker) + " " + c.arguments, "");
        EXPECT_EQ(result.status, 3) << c.arguments;
        EXPECT_EQ(result.err.rfind(c.stderr_start, 0), 0u) << c.arguments << ": " << result.err;
        EXPECT_TRUE(is_one_line(result.err)) << result.err;
    }
}

TEST(CheckerTest, TwoAndThreeArguments) {
    const std::string stem = kSamples + "/sample-3";
    for (const std::string& answer : {std::string(), " " + quoted(stem + ".ans")}) {
        Result result = run(
            quoted(kChecker) + " " + quoted(stem + ".in") + " " + quoted(stem + ".ans") + answer,
            "");
        EXPECT_EQ(result.status, 0) << result.err;
    }
}

TEST(CheckerTest, GigabyteToken) {
    const std::string in = kSamples + "/sample-3.in";
    KattisResult result = run_kattis("head -c 1073741824 /dev/zero | tr '\\0' X |", in, in);
    EXPECT_EQ(result.status, 43);
    EXPECT_EQ(result.message, "line 1: expected 3 characters, found 1073741824\n");
}

// A valid answer, defined in the fewest lines: consecutive states one move
// apart, the first 2^n all different, first and last all empty.
bool brute_force_valid(const std::vector<std::uint32_t>& states, int holes) {
    const std::size_t count = std::size_t{1} << holes;
    for (std::size_t i = 1; i < states.size(); ++i) {
        std::uint32_t diff = states[i] ^ states[i - 1];
        if (diff == 0 || (diff & (diff - 1)) != 0) return false;
    }
    std::set<std::uint32_t> distinct(states.begin(), states.begin() + count);
    return states.size() == count + 1 && distinct.size() == count && states.front() == 0 &&
           states.back() == 0;
}

Verdict judge_in_process(const std::vector<std::uint32_t>& states, int holes) {
    std::string text;
    for (std::uint32_t state : states) {
        for (int hole = 0; hole < holes; ++hole) text += (state >> hole & 1) ? 'X' : 'O';
        text += '\n';
    }
    std::FILE* file = fmemopen(&text[0], text.size(), "rb");
    auto reread = [&]() -> std::FILE* {
        return std::fseek(file, 0, SEEK_SET) == 0 ? file : nullptr;
    };
    Verdict verdict = check_output(holes, file, reread).verdict;
    std::fclose(file);
    return verdict;
}

class CheckerBruteForce : public ::testing::TestWithParam<int> {};

// Every sequence of 2^n + 1 states that starts and ends all empty: for n = 3
// that is 8^7 = 2,097,152 sequences.
TEST_P(CheckerBruteForce, SameVerdictAsDefinition) {
    const int holes = GetParam();
    const std::uint32_t state_count = std::uint32_t{1} << holes;
    std::vector<std::uint32_t> states(state_count + 1, 0);
    std::uint64_t valid = 0;
    std::uint64_t sequences = 0;
    for (;;) {
        bool expected = brute_force_valid(states, holes);
        Verdict verdict = judge_in_process(states, holes);
        ASSERT_EQ(verdict, expected ? Verdict::kAccepted : Verdict::kWrongAnswer)
            << "sequence " << sequences;
        valid += expected;
        ++sequences;
        std::size_t position = 1;  // odometer over the middle states
        while (position < state_count && ++states[position] == state_count) {
            states[position++] = 0;
        }
        if (position == state_count) break;
    }
    std::uint64_t middle_sequences = 1;
    for (std::uint32_t i = 1; i < state_count; ++i) middle_sequences *= state_count;
    EXPECT_EQ(sequences, middle_sequences);
    // Directed Hamiltonian cycles from a fixed vertex: twice the undirected
    // count (1, 1, 6 for n = 1, 2, 3), but n = 1 has only the one way back.
    const std::uint64_t known_cycles[] = {0, 1, 2, 12};
    EXPECT_EQ(valid, known_cycles[holes]);
}

INSTANTIATE_TEST_SUITE_P(CheckerTest, CheckerBruteForce, ::testing::Range(1, 4));

}  // namespace
}  // namespace rocks_test
