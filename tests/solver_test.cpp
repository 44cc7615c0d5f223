// The solver run as a process; every answer is judged by the checker.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "process.hpp"

namespace rocks_test {
namespace {

// Runs the solver on `input` into a file, then has the checker judge it.
void expect_accepted(const std::string& input, std::uint64_t expected_bytes) {
    Scratch scratch;
    const std::string in = scratch.path("in");
    const std::string out = scratch.path("out");
    write_file(in, input);
    ASSERT_EQ(shell(quoted(kSolver) + " < " + quoted(in) + " > " + quoted(out)), 0);
    EXPECT_EQ(std::filesystem::file_size(out), expected_bytes);
    Result verdict = run(quoted(kChecker) + " " + quoted(in) + " " + quoted(out), "");
    EXPECT_EQ(verdict.status, 0) << verdict.err;
    EXPECT_EQ(verdict.err.rfind("ok ", 0), 0u) << verdict.err;
}

std::uint64_t output_bytes(int holes) {
    return (static_cast<std::uint64_t>(holes) + 1) * ((std::uint64_t{1} << holes) + 1);
}

class SolverSample : public ::testing::TestWithParam<std::string> {};

TEST_P(SolverSample, AcceptedByChecker) {
    const std::string input = read_file(kSamples + "/" + GetParam() + ".in");
    Result result = run(quoted(kSolver), input);
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.err, "");
    const int holes = std::stoi(input);
    EXPECT_EQ(result.out.size(), output_bytes(holes));
    expect_accepted(input, output_bytes(holes));
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverSample,
                         ::testing::ValuesIn(sample_stems(kSamples, ".in")), stem_name);

class SolverEveryN : public ::testing::TestWithParam<int> {};

TEST_P(SolverEveryN, AcceptedByChecker) {
    expect_accepted(std::to_string(GetParam()) + "\n", output_bytes(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverEveryN, ::testing::Range(1, 25));

struct BadInput {
    const char* name;
    std::string text;
    std::string message;  // the stderr line expected after "rocks: "
};

const std::string kExpected = "expected one integer n with 1 <= n <= 30";
std::string found(const std::string& shown) { return kExpected + ", found '" + shown + "'"; }
std::string out_of_range(const std::string& shown) {
    return "n = '" + shown + "' is out of range: " + kExpected;
}
const std::string kNothing = kExpected + " on standard input, found nothing";

const std::vector<BadInput>& bad_inputs() {
    static const std::vector<BadInput> cases = {
        {"Empty", "", kNothing},
        {"OnlyBlanks", " \t\r\n\n", kNothing},
        {"Letters", "abc\n", found("abc")},
        {"NumberThenLetters", "3abc\n", found("3abc")},
        {"TwoNumbers", "3 4\n", found("4") + " after the number"},
        {"PlusSign", "+3\n", found("+3")},
        {"MinusSign", "-3\n", found("-3")},
        {"Zero", "0\n", out_of_range("0")},
        {"ThirtyOne", "31\n", out_of_range("31")},
        {"Beyond64Bits", "123456789012345678901234567890\n",
         out_of_range("12345678901234567890...")},
        {"Fraction", "3.0\n", found("3.0")},
        {"Exponent", "3e0\n", found("3e0")},
        {"Hexadecimal", "0x3\n", found("0x3")},
        {"NulBefore", std::string(1, '\0') + "3\n", found("\\x003")},
        {"NulAfter", std::string("3\0\n", 3), found("3\\x00")},
        {"ByteOrderMark",
         "\xEF\xBB\xBF"
         "3\n",
         found("\\xEF\\xBB\\xBF3")},
        {"MegabyteOfDigits", std::string(1 << 20, '7'), out_of_range(std::string(20, '7') + "...")},
    };
    return cases;
}

template <class Case>
std::string case_name(const ::testing::TestParamInfo<Case>& param_info) {
    return param_info.param.name;
}

class SolverBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(SolverBadInput, OneLineOnStderrNothingOnStdout) {
    Result result = run(quoted(kSolver), GetParam().text);
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "rocks: " + GetParam().message + "\n");
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverBadInput, ::testing::ValuesIn(bad_inputs()),
                         case_name<BadInput>);

struct GoodInput {
    const char* name;
    std::string text;
};

class SolverGoodInput : public ::testing::TestWithParam<GoodInput> {};

TEST_P(SolverGoodInput, SameOutputAsPlainInput) {
    Result plain = run(quoted(kSolver), "3\n");
    Result result = run(quoted(kSolver), GetParam().text);
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.err, "");
    EXPECT_EQ(result.out, plain.out);
    EXPECT_EQ(plain.out.size(), output_bytes(3));
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverGoodInput,
                         ::testing::Values(GoodInput{"CrLf", "3\r\n"}, GoodInput{"NoNewline", "3"},
                                           GoodInput{"TabsAndBlankLines", "\n\t \n 3\t\n\n"},
                                           GoodInput{"LeadingZeros", "0003\n"}),
                         case_name<GoodInput>);

TEST(SolverTest, WriteToFullDevice) {
    Result result = run(quoted(kSolver), "10\n", "> /dev/full");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.err, "rocks: cannot write the output: No space left on device\n");
}

TEST(SolverTest, ClosedStdout) {
    Result result = run(quoted(kSolver), "10\n", ">&-");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.err, "rocks: cannot write the output: Bad file descriptor\n");
}

TEST(SolverTest, UnreadableInput) {
    Scratch scratch;
    int status = shell(quoted(kSolver) + " < " + quoted(kSamples) + " > " +
                       quoted(scratch.path("out")) + " 2> " + quoted(scratch.path("err")));
    EXPECT_EQ(status, 1);
    EXPECT_EQ(read_file(scratch.path("out")), "");
    EXPECT_EQ(read_file(scratch.path("err")),
              "rocks: cannot read standard input: Is a directory\n");
}

// `rocks <<< 30 | head -n 1`: 33 GB are never written; the solver ends as
// soon as the reader is gone, silently, by SIGPIPE or (ignored) EPIPE.
class SolverReaderGone : public ::testing::TestWithParam<bool> {};

TEST_P(SolverReaderGone, EndsPromptlyAndQuietly) {
    const bool ignore_sigpipe = GetParam();
    Scratch scratch;
    const std::string script =
        std::string(ignore_sigpipe ? "trap '' PIPE; " : "") + "echo 30 | { timeout 60 " +
        quoted(kSolver) + " 2> " + quoted(scratch.path("err")) + "; echo $? > " +
        quoted(scratch.path("status")) + "; } | head -n 1 > " + quoted(scratch.path("out"));
    ASSERT_EQ(shell("bash -c " + quoted(script)), 0);
    EXPECT_EQ(read_file(scratch.path("out")), std::string(30, 'O') + "\n");
    EXPECT_EQ(read_file(scratch.path("err")), "");
    // 141 is 128 + SIGPIPE; 2 is our exit on EPIPE; 124 would be the timeout.
    EXPECT_EQ(read_file(scratch.path("status")), ignore_sigpipe ? "2\n" : "141\n");
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverReaderGone, ::testing::Values(false, true),
                         [](const ::testing::TestParamInfo<bool>& param_info) {
                             return std::string(param_info.param ? "SigpipeIgnored" : "Sigpipe");
                         });

// The largest n: 33,285,996,575 bytes, streamed into the checker through a
// pipe (Kattis convention) and never stored. About 20 s in a Release build.
TEST(SolverTest, LargestNAcceptedByChecker) {
#if ROCKS_SANITIZED
    GTEST_SKIP() << "31 GiB through sanitized programs takes too long";
#endif
    Scratch scratch;
    const std::string in = scratch.path("in");
    write_file(in, "30\n");
    KattisResult result = run_kattis(quoted(kSolver) + " < " + quoted(in) + " |", in, in);
    EXPECT_EQ(result.status, 42);
    EXPECT_EQ(result.message, "1073741825 lines, a cycle through all 1073741824 states\n");
}

TEST(SolverTest, BitmapAllocationFails) {
#if ROCKS_SANITIZED
    GTEST_SKIP() << "address-space limits and AddressSanitizer do not mix";
#endif
    // 100 MiB of address space; n = 30 needs a 128 MiB bitmap.
    Result result = run("ulimit -v 102400; " + quoted(kSolver), "30\n");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err,
              "rocks: cannot allocate the visited bitmap: 134217736 bytes needed for n = 30\n");
}

}  // namespace
}  // namespace rocks_test
