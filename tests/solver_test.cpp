// The solver run as a process, both builds: the terminal's rocks
// (src/terminal_rocks.cpp) and the contestant's file as judges build it
// (src/main.cpp, judges_rocks); every answer is judged by the checker, and
// the two print the same bytes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "gray_code.hpp"
#include "judge_runs.hpp"
#include "process.hpp"
#include "samples.hpp"

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

// Whether the bytes `solver` prints for n read from `in` are, in order, the
// reflected Gray code's answer for n: read through a pipe as they come,
// compared with the code made line by line beside them, never stored whole.
bool prints_reflected_gray_answer(const std::string& solver, const std::string& in, int holes) {
    Pipe pipe;
    if (!pipe.made()) return false;
    Child child({solver}, in, pipe.writer_path(), "/dev/null");
    pipe.close_writer();
    const std::uint64_t lines = (std::uint64_t{1} << holes) + 1;
    std::string expected;
    std::vector<char> chunk(std::size_t{1} << 16);
    std::uint64_t next_line = 0;
    std::size_t compared = 0;  // of `expected`
    bool same = true;
    for (ssize_t got; same && (got = read(pipe.reader_fd(), chunk.data(), chunk.size())) != 0;) {
        if (got < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        // Enough of the code to compare what came, made a line at a time.
        expected.erase(0, compared);
        compared = 0;
        while (expected.size() < static_cast<std::size_t>(got) && next_line < lines) {
            append_reflected_gray_line(expected, holes, next_line % (lines - 1));
            expected += '\n';
            ++next_line;
        }
        same = expected.size() >= static_cast<std::size_t>(got) &&
               expected.compare(0, static_cast<std::size_t>(got), chunk.data(),
                                static_cast<std::size_t>(got)) == 0;
        compared = static_cast<std::size_t>(got);
    }
    // A difference ends the reading, and the child, which may still be
    // writing, is killed as `child` goes.
    return same && child.wait() == 0 && next_line == lines && expected.size() == compared;
}

// Every n up to 22 (20 under the sanitizers, where 24 takes a minute) or the
// largest n, as a judge runs each build (n on stdin, no argument, stderr not
// a terminal): the contestant's file and the terminal's rocks both print the
// reflected Gray code byte for byte, which the terminal's checker, reading
// the contestant's through a pipe, accepts.
class SolverEveryN : public ::testing::TestWithParam<int> {};

TEST_P(SolverEveryN, BothBuildsPrintTheReflectedGrayCodeWhichTheCheckerAccepts) {
    const int holes = GetParam();
    Scratch scratch;
    const std::string in = scratch.path("in");
    write_file(in, std::to_string(holes) + "\n");
    EXPECT_TRUE(prints_reflected_gray_answer(kJudgesSolver, in, holes)) << "contestant's file";
    EXPECT_TRUE(prints_reflected_gray_answer(kSolver, in, holes)) << "terminal's rocks";
    const Result verdict = run("{ " + quoted(kJudgesSolver) + " < " + quoted(in) + " | " +
                                   quoted(kChecker) + " " + quoted(in) + " /dev/stdin; }",
                               "");
    EXPECT_EQ(verdict.status, 0) << verdict.err;
    EXPECT_EQ(verdict.err, "ok " + std::to_string((std::uint64_t{1} << holes) + 1) +
                               " lines, a cycle through all " +
                               std::to_string(std::uint64_t{1} << holes) + " states\n");
}

INSTANTIATE_TEST_SUITE_P(
    SolverTest, SolverEveryN,
    ::testing::Range(ROCKS_MIN_N, std::min(ROCKS_LARGEST_N, ROCKS_SANITIZED ? 20 : 22) + 1));

// GoogleTest copies a case each time it registers or names a test of it,
// at every start of this program (once for each test ctest runs): the text
// is shared, so the megabyte of digits below is not copied dozens of times
// in each start (40 ms of each when it was).
struct BadInput {
    BadInput(const char* case_name, std::string case_text, std::string case_message)
        : name(case_name),
          shared(std::make_shared<const std::string>(std::move(case_text))),
          message(std::move(case_message)) {}
    const std::string& text() const { return *shared; }
    const char* name;
    std::shared_ptr<const std::string> shared;
    std::string message;  // the stderr line expected after "rocks: "
};

const std::string kLargest = std::to_string(ROCKS_LARGEST_N);
const std::string kJustPast = std::to_string(ROCKS_LARGEST_N + 1);
const std::string kExpected =
    "expected one integer n with " + std::to_string(ROCKS_MIN_N) + " <= n <= " + kLargest;
std::string found(const std::string& shown) { return kExpected + ", found '" + shown + "'"; }
std::string out_of_range(const std::string& shown) {
    return "n = '" + shown + "' is out of range: " + kExpected;
}
const std::string kNothing = kExpected + " on standard input, found nothing";
const std::string kUtf16 = "the input looks like UTF-16 (it starts with ";
const std::string kSaveAs = "): save it as plain text or UTF-8";

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
        {"JustPastTheLargest", kJustPast + "\n", out_of_range(kJustPast)},
        {"ThreeHundred", "300\n", out_of_range("300")},
        {"ThreeHundredOne", "301\n", out_of_range("301")},
        {"ThreeHundredTen", "310\n", out_of_range("310")},
        {"ThreeThousand", "3000\n", out_of_range("3000")},
        {"ZeroThreeHundred", "0300\n", out_of_range("0300")},
        {"ZeroZeroThirtyOne", "0031\n", out_of_range("0031")},
        {"FourHundred", "400\n", out_of_range("400")},
        {"Beyond64Bits", "123456789012345678901234567890\n",
         out_of_range("12345678901234567890...")},
        {"Fraction", "3.0\n", found("3.0")},
        {"Exponent", "3e0\n", found("3e0")},
        {"Hexadecimal", "0x3\n", found("0x3")},
        {"NulBefore", std::string(1, '\0') + "3\n", found("\\x003")},
        {"NulAfter", std::string("3\0\n", 3), found("3\\x00")},
        {"ByteOrderMarkTwice",
         "\xEF\xBB\xBF\xEF\xBB\xBF"
         "3\n",
         found("\\xEF\\xBB\\xBF3")},
        {"ByteOrderMarkAfterBlank",
         " \xEF\xBB\xBF"
         "3\n",
         found("\\xEF\\xBB\\xBF3")},
        {"HalfByteOrderMark",
         "\xEF\xBB"
         "3\n",
         found("\\xEF\\xBB3")},
        {"Utf16LittleEndian",
         std::string("\xFF\xFE"
                     "3\0\n\0",
                     6),
         kUtf16 + "'\\xFF\\xFE'" + kSaveAs},
        {"Utf16BigEndian",
         std::string("\xFE\xFF\0"
                     "3\0\n",
                     6),
         kUtf16 + "'\\xFE\\xFF'" + kSaveAs},
        // The edges of what is shown as it is: 0x20 to 0x7E.
        {"Byte1F", "\x1F\n", found("\\x1F")},
        {"Byte7E", "~\n", found("~")},
        {"Byte7F", "\x7F\n", found("\\x7F")},
        {"Byte80", "\x80\n", found("\\x80")},
        {"ByteFF", "\xFF\n", found("\\xFF")},
        {"MegabyteOfDigits", std::string(1 << 20, '7'), out_of_range(std::string(20, '7') + "...")},
    };
    return cases;
}

void PrintTo(const BadInput& input, std::ostream* os) { *os << input.name; }

template <class Case>
std::string case_name(const ::testing::TestParamInfo<Case>& param_info) {
    return param_info.param.name;
}

class SolverBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(SolverBadInput, OneLineOnStderrNothingOnStdout) {
    Result result = run(quoted(kSolver), GetParam().text());
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "rocks: " + GetParam().message + "\n");
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverBadInput, ::testing::ValuesIn(bad_inputs()),
                         case_name<BadInput>);

// The contestant's file refuses each in one line too, without naming what
// it found (the terminal's rocks does that).
TEST_P(SolverBadInput, ContestantsFileRefusesInOneLine) {
    Result result = run(quoted(kJudgesSolver), GetParam().text());
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "rocks: " + kExpected + " on standard input\n");
}

// `rocks N`: the same rules and messages, and standard input is not read.
class SolverBadArgument : public ::testing::TestWithParam<BadInput> {};

TEST_P(SolverBadArgument, SameMessageAsOnStandardInput) {
    std::string message = GetParam().message;
    const std::string on_stdin = " on standard input,";
    if (message.find(on_stdin) != std::string::npos) {
        message.replace(message.find(on_stdin), on_stdin.size(), " in the argument,");
    }
    Result result = run(quoted(kSolver) + " " + quoted(GetParam().text()), "3\n");
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "rocks: " + message + "\n");
}

// The bad inputs that can be an argument: no NUL byte, at most 128 KiB.
std::vector<BadInput> bad_arguments() {
    std::vector<BadInput> cases;
    for (const BadInput& input : bad_inputs()) {
        if (input.text().find('\0') == std::string::npos && input.text().size() < 100000) {
            cases.push_back(input);
        }
    }
    return cases;
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverBadArgument, ::testing::ValuesIn(bad_arguments()),
                         case_name<BadInput>);

struct GoodInput {
    const char* name;
    std::string text;
};

void PrintTo(const GoodInput& input, std::ostream* os) { *os << input.name; }

class SolverGoodInput : public ::testing::TestWithParam<GoodInput> {};

TEST_P(SolverGoodInput, SameOutputAsPlainInput) {
    Result plain = run(quoted(kSolver), "3\n");
    EXPECT_EQ(plain.out.size(), output_bytes(3));
    for (const std::string& solver : {kSolver, kJudgesSolver}) {
        Result result = run(quoted(solver), GetParam().text);
        EXPECT_EQ(result.status, 0) << solver;
        EXPECT_EQ(result.err, "") << solver;
        EXPECT_EQ(result.out, plain.out) << solver;
    }
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverGoodInput,
                         ::testing::Values(GoodInput{"CrLf", "3\r\n"}, GoodInput{"NoNewline", "3"},
                                           GoodInput{"TabsAndBlankLines", "\n\t \n 3\t\n\n"},
                                           GoodInput{"LeadingZeros", "0003\n"},
                                           GoodInput{"ByteOrderMark",
                                                     "\xEF\xBB\xBF"
                                                     "3\n"},
                                           GoodInput{"ByteOrderMarkThenBlanks",
                                                     "\xEF\xBB\xBF"
                                                     "\r\n 3\r\n"}),
                         case_name<GoodInput>);

TEST(SolverTest, Argument) {
    // n within every range the limits allow (problem/limits.json): 2 and 3
    // always are, the others where the largest n reaches them.
    const int five = std::min(5, ROCKS_LARGEST_N), seven = std::min(7, ROCKS_LARGEST_N);
    Result from_argument = run(quoted(kSolver) + " " + std::to_string(five), "");
    EXPECT_EQ(from_argument.status, 0);
    EXPECT_EQ(from_argument.err, "");
    EXPECT_EQ(from_argument.out, reflected_gray_answer(five));
    // The argument wins; standard input is not even read.
    EXPECT_EQ(run(quoted(kSolver) + " " + std::to_string(five), "3\n").out,
              reflected_gray_answer(five));
    // A standard input that stays open and says nothing: rocks 2 ends anyway.
    Scratch scratch;
    Pipe silent;
    ASSERT_TRUE(silent.made());
    Child solver({kSolver, "2"}, silent.reader_path(), scratch.path("out"), "/dev/null");
    EXPECT_TRUE(solver.ends_within(10)) << "rocks 2 waits for its standard input";
    EXPECT_EQ(read_file(scratch.path("out")), reflected_gray_answer(2));
    EXPECT_EQ(run(quoted(kSolver) + " ' 00" + std::to_string(seven) + " '", "").out,
              reflected_gray_answer(seven));
}

TEST(SolverTest, HelpAndVersion) {
    for (const char* option : {"-h", "--help"}) {
        Result help = run(quoted(kSolver) + " " + option, "");
        EXPECT_EQ(help.status, 0);
        EXPECT_EQ(help.err, "");
        EXPECT_EQ(help.out.rfind("usage: rocks [N]\n", 0), 0u) << help.out;
        EXPECT_NE(help.out.find("130, 143"), std::string::npos) << help.out;
    }
    Result version = run(quoted(kSolver) + " --version", "");
    EXPECT_EQ(version.status, 0);
    EXPECT_EQ(version.out, "rocks 1.1.0\n");
    EXPECT_EQ(run(quoted(kSolver) + " --help", "", "> /dev/full").status, 2);
}

TEST(SolverTest, UsageErrors) {
    struct Case {
        std::string arguments;
        std::string message;
    };
    const Case cases[] = {
        {"-x", "unknown option '-x' (rocks --help)"},
        {"--verbose", "unknown option '--verbose' (rocks --help)"},
        {"--", "unknown option '--' (rocks --help)"},
        {"3 4", "expected at most one argument, N, found 2 (rocks --help)"},
        {"--help 3", "expected at most one argument, N, found 2 (rocks --help)"},
        {"''", kExpected + " in the argument, found nothing"},
        {"-3", found("-3")},
        // The user's text as typed: a space shown as it is, a tab or a
        // control byte as \xHH, so that the message stays one line.
        {"'--no such'", "unknown option '--no such' (rocks --help)"},
        {"\"--no$(printf '\\t')such\"", "unknown option '--no\\x09such' (rocks --help)"},
        {"\"--no$(printf '\\001')such\"", "unknown option '--no\\x01such' (rocks --help)"},
    };
    for (const Case& c : cases) {
        Result result = run(quoted(kSolver) + " " + c.arguments, "3\n");
        EXPECT_EQ(result.status, 1) << c.arguments;
        EXPECT_EQ(result.out, "") << c.arguments;
        EXPECT_EQ(result.err, "rocks: " + c.message + "\n") << c.arguments;
    }
}

// Output and input faults, in both builds.
class SolverFaults : public ::testing::TestWithParam<std::string> {};

TEST_P(SolverFaults, WriteToFullDevice) {
    Result result = run(quoted(GetParam()), "10\n", "> /dev/full");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.err, "rocks: cannot write the output: No space left on device\n");
}

TEST_P(SolverFaults, ClosedStdout) {
    Result result = run(quoted(GetParam()), "10\n", ">&-");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.err, "rocks: cannot write the output: Bad file descriptor\n");
}

TEST_P(SolverFaults, UnreadableInput) {
    Scratch scratch;
    int status = shell(quoted(GetParam()) + " < " + quoted(kSamples) + " > " +
                       quoted(scratch.path("out")) + " 2> " + quoted(scratch.path("err")));
    EXPECT_EQ(status, 1);
    EXPECT_EQ(read_file(scratch.path("out")), "");
    EXPECT_EQ(read_file(scratch.path("err")),
              "rocks: cannot read standard input: Is a directory\n");
}

// `rocks <<< 30 | head -n 1`: 33 GB are never written; the solver ends as
// soon as the reader is gone, silently, by SIGPIPE or (ignored) EPIPE.
TEST_P(SolverFaults, ReaderGoneEndsPromptlyAndQuietly) {
    for (const bool ignore_sigpipe : {false, true}) {
        Scratch scratch;
        const std::string script = std::string(ignore_sigpipe ? "trap '' PIPE; " : "") + "echo " +
                                   kLargest + " | { timeout 60 " + quoted(GetParam()) + " 2> " +
                                   quoted(scratch.path("err")) + "; echo $? > " +
                                   quoted(scratch.path("status")) + "; } | head -n 1 > " +
                                   quoted(scratch.path("out"));
        ASSERT_EQ(shell(script), 0);
        EXPECT_EQ(read_file(scratch.path("out")), std::string(ROCKS_LARGEST_N, 'O') + "\n");
        EXPECT_EQ(read_file(scratch.path("err")), "");
        // 141 is 128 + SIGPIPE; 2 is our exit on EPIPE; 124 would be the timeout.
        EXPECT_EQ(read_file(scratch.path("status")), ignore_sigpipe ? "2\n" : "141\n")
            << (ignore_sigpipe ? "SIGPIPE ignored" : "SIGPIPE");
    }
}

INSTANTIATE_TEST_SUITE_P(SolverTest, SolverFaults, ::testing::Values(kSolver, kJudgesSolver),
                         [](const ::testing::TestParamInfo<std::string>& param_info) {
                             return std::string(param_info.param == kSolver ? "TerminalRocks"
                                                                            : "ContestantsFile");
                         });

// The largest n (2^n + 1 lines of n + 1 bytes: 31 GiB at 30), streamed into
// the terminal's checker through a pipe and never stored: 10 s of both
// cores at 30, so in the second suite, which runs beside the core's quick
// loop; left out of the sanitized build, where it takes too long.
#if !ROCKS_SANITIZED && ROCKS_SECOND_SUITE
TEST(SolverTest, LargestNAcceptedByChecker) {
    Scratch scratch;
    const std::string in = scratch.path("in");
    write_file(in, kLargest + "\n");
    const Result result = run("{ " + quoted(kSolver) + " < " + quoted(in) + " | " +
                                  quoted(kChecker) + " " + quoted(in) + " /dev/stdin; }",
                              "");
    EXPECT_EQ(result.status, 0);
    const std::uint64_t states = std::uint64_t{1} << ROCKS_LARGEST_N;
    EXPECT_EQ(result.err, "ok " + std::to_string(states + 1) + " lines, a cycle through all " +
                              std::to_string(states) + " states\n");
}

#endif

#if !ROCKS_SANITIZED
// A visited bitmap that cannot be had: the address space limited to three
// quarters of it at the largest n. Left out of the sanitized build:
// address-space limits and AddressSanitizer do not mix.
TEST(SolverTest, BitmapAllocationFails) {
    const std::uint64_t bitmap = (std::uint64_t{1} << ROCKS_LARGEST_N) / 8;
    if (bitmap < (std::uint64_t{16} << 20)) {  // both programs start in 8 MiB
        GTEST_SKIP() << "the bitmap at the largest n is " << bitmap
                     << " bytes, too small to be refused while the program starts";
    }
    const std::string limit = "ulimit -v " + std::to_string(bitmap / 1024 * 3 / 4) + "; ";
    Result result = run(limit + quoted(kSolver), kLargest + "\n");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err,
              "rocks: cannot allocate the visited bitmap: " + std::to_string(bitmap + 8) +
                  " bytes needed for n = " + kLargest + "\n");
    Result contestants = run(limit + quoted(kJudgesSolver), kLargest + "\n");
    EXPECT_EQ(contestants.status, 2);
    EXPECT_EQ(contestants.out, "");
    EXPECT_EQ(contestants.err,
              "rocks: cannot allocate the visited bits for n = " + kLargest + "\n");
}
#endif

}  // namespace
}  // namespace rocks_test
