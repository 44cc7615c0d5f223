// The checker against stored verdicts (as testlib tests its checkers): the
// judges' file as it is (judges_checker) in testlib's call, with a result
// file and with -appes; the terminal's checker and the page's build in
// their short call; and against a brute-force definition of a valid answer
// over every sequence for n <= 3. Every other judge's call, with the exact
// bytes it writes, is in judges_test.cpp, on each judge's copy.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "judge_runs.hpp"
#include "process.hpp"
#include "samples.hpp"

// The terminal's checker, with the judges' file inside it, compiled in so
// that millions of sequences can be judged without a process each; its
// main() becomes an ordinary function.
#define main checker_main
#include "../src/terminal_checker.cpp"
#undef main

// The judges' file carries its own copy of the limits (judges compile it
// alone): problem/limits.json's.
static_assert(kMinHoles == ROCKS_MIN_N, "src/checker.cpp's kMinHoles is min_n");
static_assert(kMaxHoles == ROCKS_MAX_N, "src/checker.cpp's kMaxHoles is max_n");
static_assert(kLargestHoles == ROCKS_LARGEST_N, "src/checker.cpp's kLargestHoles is largest_n");
static_assert(kMessageLimit == ROCKS_MESSAGE_LIMIT, "src/checker.cpp's kMessageLimit");
static_assert(kOutputLimit == std::uint64_t{ROCKS_OUTPUT_LIMIT_MIB} << 20,
              "src/checker.cpp's kOutputLimit is output_limit_mib");

namespace rocks_test {
namespace {

struct ExpectedVerdict {
    std::string line;     // what testlib's convention prints on stderr
    std::string message;  // the line without its verdict word(s) and newline
    int testlib_status;
    std::string appes_outcome;
};

// The stored verdict of the judges' file, or with `terminal`, of the
// terminal's checker, where its own (n beyond the judge's range) is stored.
ExpectedVerdict expected_verdict(const std::string& stem, bool terminal = false) {
    const std::string stored = kSamples + "/checker/" + stem;
    const bool own = terminal && std::filesystem::exists(stored + ".terminal");
    const VerdictLine verdict =
        parse_verdict_line(read_file(stored + (own ? ".terminal" : ".verdict")));
    struct Statuses {
        int testlib;
        const char* appes_outcome;
    };
    const Statuses statuses[] = {
        {0, "accepted"}, {1, "wrong-answer"}, {2, "presentation-error"}, {3, "fail"}};
    const Statuses& of = statuses[static_cast<int>(verdict.kind)];
    return ExpectedVerdict{verdict.line, verdict.message, of.testlib, of.appes_outcome};
}

// testlib's XML result, escaped as testlib escapes it.
[[maybe_unused]] std::string appes_result(const ExpectedVerdict& expected) {
    std::string escaped;
    for (char c : expected.message) {
        switch (c) {
            case '&':
                escaped += "&amp;";
                break;
            case '<':
                escaped += "&lt;";
                break;
            case '>':
                escaped += "&gt;";
                break;
            case '"':
                escaped += "&quot;";
                break;
            default:
                escaped += c;
        }
    }
    return "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"" +
           expected.appes_outcome + "\">" + escaped + "</result>\n";
}

const std::string kSeeFile = "\nSee file to check exit message\n";

class CheckerStoredVerdict : public ::testing::TestWithParam<std::string> {
  protected:
    std::string path(const std::string& extension) const {
        return kSamples + "/checker/" + GetParam() + extension;
    }
    // testlib's call: input, output, answer (valid for the input's n), then
    // `more`.
    Result run_testlib(const std::string& more) const {
        return run(quoted(kJudgesChecker) + " " + quoted(path(".in")) + " " + quoted(path(".out")) +
                       " " + quoted(answer_for(path(".in"))) + more,
                   "");
    }
};

// Each stored case in each build: the judges' file as it is, in testlib's
// call; the terminal's checker in its short call (the same line and status
// but where its range of n is not the judge's); and the page's build, the
// same line and status, and its report to the page, one line of JSON, on
// stdout.
TEST_P(CheckerStoredVerdict, EveryBuild) {
    // Where a verdict differs: the stored file, and how to bless an intended change.
    SCOPED_TRACE("stored in samples/checker/" + GetParam() +
                 ".verdict (.terminal); if the change is intended: " + ROCKS_REGENERATE +
                 ", then review git diff samples/");
    const ExpectedVerdict expected = expected_verdict(GetParam());
    EXPECT_LE(expected.line.size(), kMessageLimit + 1);  // and its newline
    const Result judges = run_testlib("");
    EXPECT_EQ(judges.status, expected.testlib_status) << "judges' file";
    EXPECT_EQ(judges.err, expected.line) << "judges' file";
    EXPECT_EQ(judges.out, "") << "judges' file";

    const ExpectedVerdict own = expected_verdict(GetParam(), true);
    const Result terminal =
        run(quoted(kChecker) + " " + quoted(path(".in")) + " " + quoted(path(".out")), "");
    EXPECT_EQ(terminal.status, own.testlib_status) << "terminal's checker";
    EXPECT_EQ(terminal.err, own.line) << "terminal's checker";
    EXPECT_EQ(terminal.out, "") << "terminal's checker";

    const Result page =
        run(quoted(kCheckerPage) + " " + quoted(path(".in")) + " " + quoted(path(".out")), "");
    EXPECT_EQ(page.status, expected.testlib_status) << "page's build";
    EXPECT_EQ(page.err, expected.line) << "page's build";
    EXPECT_TRUE(is_one_line(page.out)) << page.out;
    EXPECT_EQ(page.out.rfind("{\"kind\":\"", 0), 0u) << page.out;
    EXPECT_EQ(page.out.substr(page.out.size() - 2), "}\n");
    // How many first lines count 0, 1, 2, ...: past the first wrong line only
    // where the output counts; wa-counting-stops counts three lines, then stops.
    const std::size_t counted = page.out.find("\"counted\":");
    ASSERT_NE(counted, std::string::npos) << page.out;
    const int lines_counted = std::atoi(page.out.c_str() + counted + 10);
    if (GetParam() == "wa-counting-order") {
        EXPECT_EQ(lines_counted, 8) << page.out;
    }
    if (GetParam() == "wa-counting-stops") {
        EXPECT_EQ(lines_counted, 3) << page.out;
    }
}

INSTANTIATE_TEST_SUITE_P(CheckerTest, CheckerStoredVerdict,
                         ::testing::ValuesIn(sample_stems(kSamples + "/checker", ".verdict")),
                         stem_name);

// testlib's result file, plain and as XML, for a stored case of each
// verdict: the judges' file reads each case as EveryBuild does and only
// writes elsewhere, so one case of each verdict shows the mapping; the
// sanitizers, which watch the reading, leave this to the Release suite.
#if !ROCKS_SANITIZED
class CheckerResultFile : public CheckerStoredVerdict {};

TEST_P(CheckerResultFile, PlainAndAppes) {
    const ExpectedVerdict expected = expected_verdict(GetParam());
    Scratch scratch;
    const Result plain = run_testlib(" " + quoted(scratch.path("result")));
    EXPECT_EQ(plain.status, expected.testlib_status);
    EXPECT_EQ(plain.err, kSeeFile);
    EXPECT_EQ(read_file(scratch.path("result")), expected.message);
    const Result appes = run_testlib(" " + quoted(scratch.path("result")) + " -appes");
    EXPECT_EQ(appes.status, expected.testlib_status);
    EXPECT_EQ(appes.err, kSeeFile);
    EXPECT_EQ(read_file(scratch.path("result")), appes_result(expected));
}

INSTANTIATE_TEST_SUITE_P(CheckerTest, CheckerResultFile,
                         ::testing::Values("ok-official", "wa-two-lines-swapped",
                                           "pe-xml-characters", "fail-input-out-of-range"),
                         stem_name);
#endif

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

// The terminal's --help gives every judge's call, read from the same rows
// that --judges lists (with its status 0, one row a judge, no row empty);
// the judges' file has no options: --help is a call of testlib's shape
// like any other, refused with testlib's usage.
TEST(CheckerTest, HelpListsEveryJudgesCall) {
    const Result help = run(quoted(kChecker) + " --help", "");
    EXPECT_EQ(help.status, 0);
    EXPECT_EQ(help.err, "");
    const Result listing = run(quoted(kChecker) + " --judges", "");
    EXPECT_EQ(listing.status, 0);
    EXPECT_EQ(listing.err, "");
    const auto rows = named_columns(listing.out, {"name", "call"});
    EXPECT_EQ(rows.size(), static_cast<std::size_t>(kConventionCount));
    for (const auto& row : rows) {
        EXPECT_FALSE(row[0].empty() || row[1].empty()) << listing.out;
        const std::string name =
            row[0] + std::string(row[0].size() < 9 ? 9 - row[0].size() : 0, ' ');
        const std::string line = "  " + name + " " + row[1] + "\n";
        EXPECT_NE(help.out.find(line), std::string::npos) << row[0] << " is not in --help:\n"
                                                          << help.out;
    }
    EXPECT_NE(help.out.find("problem/judges.tsv"), std::string::npos);
    const Result judges = run(quoted(kJudgesChecker) + " --help", "");
    EXPECT_EQ(judges.status, 3);
    EXPECT_EQ(judges.err,
              "FAIL usage (testlib): checker <input> <output> <answer> [<result> [-appes]]\n");
}

// A message is cut to fit kMessageLimit characters with its verdict's
// words; no message the checker makes needs it, so it is called directly.
TEST(CheckerTest, MessagesWithinTheLimit) {
    const std::string fitting(kMessageLimit - std::strlen("wrong output format "), 'a');
    EXPECT_EQ(within_limit(fitting, Verdict::kPresentationError), fitting);
    const std::string cut = within_limit(fitting + "b", Verdict::kPresentationError);
    EXPECT_EQ(cut, fitting.substr(0, fitting.size() - 3) + "...");
    // The tests' own rule for whole lines (samples.hpp) is the same.
    EXPECT_EQ("wrong output format " + cut + "\n",
              within_message_limit("wrong output format " + fitting + "b\n"));
    EXPECT_EQ(within_limit(std::string(500, 'c'), Verdict::kAccepted).size(),
              kMessageLimit - std::strlen("ok "));
}

// A token is read no further than 32 characters past n: a gigabyte of X's
// is refused after 35 bytes, in every build, and /dev/zero is no endless read.
TEST(CheckerTest, GigabyteToken) {
    const std::string in = kSamples + "/sample-3.in";
    const std::string ans = kSamples + "/sample-3.ans";
    const std::string expected =
        "wrong output format line 1: expected 3 characters, found more than 35 characters: '" +
        std::string(29, 'X') + "...'\n";
    for (const std::string& call :
         {quoted(kChecker) + " " + quoted(in) + " /dev/stdin",
          quoted(kJudgesChecker) + " " + quoted(in) + " /dev/stdin " + quoted(ans)}) {
        Scratch scratch;
        const int status = shell("head -c 1073741824 /dev/zero | tr '\\0' X | " + call + " 2> " +
                                 quoted(scratch.path("err")));
        EXPECT_EQ(status, 2) << call;
        EXPECT_EQ(read_file(scratch.path("err")), expected) << call;
    }
    const Result zeros =
        run(quoted(kJudgesChecker) + " " + quoted(in) + " /dev/zero " + quoted(ans), "");
    EXPECT_EQ(zeros.status, 2);
    EXPECT_EQ(zeros.err.rfind("wrong output format line 1: expected 3 characters, found more "
                              "than 35 characters: '\\x00",
                              0),
              0u)
        << zeros.err;
}

// The judges' file reads at most kInputLimit bytes of its input: /dev/zero
// as the input is the judge's failure at once, not an endless read.
TEST(CheckerTest, InputReadIsBounded) {
    const std::string ans = kSamples + "/sample-3.ans";
    const Result zeros =
        run(quoted(kJudgesChecker) + " /dev/zero " + quoted(ans) + " " + quoted(ans), "");
    EXPECT_EQ(zeros.status, 3);
    EXPECT_EQ(zeros.err, "FAIL input: more than " + std::to_string(kInputLimit) + " bytes\n");
}

// The answer is judged before the output is opened: with the answer no
// answer, a missing output is the judge's failure, not the contestant's.
TEST(CheckerTest, AnswerJudgedBeforeTheOutputIsOpened) {
    Scratch scratch;
    write_file(scratch.path("broken"), "OOO\n");
    const Result missing =
        run(quoted(kJudgesChecker) + " " + quoted(kSamples + "/sample-3.in") + " " +
                quoted(scratch.path("nowhere")) + " " + quoted(scratch.path("broken")),
            "");
    EXPECT_EQ(missing.status, 3);
    EXPECT_EQ(missing.err.rfind("FAIL the answer file is no answer for n = 3", 0), 0u)
        << missing.err;
}

// A token cut at the judges' output limit is too much output, not a line
// of the wrong length: the limit falls 7 bytes (or, for a smaller n, one
// byte short of its end) into the first line.
TEST(CheckerTest, TokenCutAtTheLimitIsTooMuchOutput) {
    Scratch scratch;
    const std::string judged = std::to_string(ROCKS_MAX_N);
    write_file(scratch.path("in"), judged + "\n");
    ASSERT_EQ(shell(quoted(kSolver) + " " + judged + " > " + quoted(scratch.path("answer"))), 0);
    const std::size_t into = std::min<std::size_t>(7, ROCKS_MAX_N - 1);
    write_file(scratch.path("output"),
               std::string(static_cast<std::size_t>(kOutputLimit) - into, ' ') +
                   std::string(ROCKS_MAX_N, 'O') + "\n");
    const Result cut =
        run(quoted(kJudgesChecker) + " " + quoted(scratch.path("in")) + " " +
                quoted(scratch.path("output")) + " " + quoted(scratch.path("answer")),
            "");
    EXPECT_EQ(cut.status, 2);
    EXPECT_EQ(cut.err, "wrong output format expected at most " + std::to_string(kOutputLimit) +
                           " bytes, found more by line 1\n");
}

// Blanks at the end never change a verdict, however many: an answer and an
// output each a valid answer followed by more blanks than the judges' copy
// reads of an output are accepted; a line after such blanks is still too
// much output, and one before the limit the line it is.
TEST(CheckerTest, TrailingBlanksPastTheLimitChangeNothing) {
    Scratch scratch;
    const std::string answer = read_file(kSamples + "/sample-3.ans");
    const std::string blanks(static_cast<std::size_t>(kOutputLimit), ' ');
    write_file(scratch.path("padded"), answer + blanks + "\n \r\n\t" + blanks);
    write_file(scratch.path("line-after"), answer + blanks + "OOO\n");
    const std::string in = quoted(kSamples + "/sample-3.in");
    const std::string padded = quoted(scratch.path("padded"));
    const Result accepted =
        run(quoted(kJudgesChecker) + " " + in + " " + padded + " " + padded, "");
    EXPECT_EQ(accepted.status, 0) << accepted.err;
    EXPECT_EQ(accepted.err, "ok 9 lines, a cycle through all 8 states\n");
    const Result after = run(
        quoted(kJudgesChecker) + " " + in + " " + quoted(scratch.path("line-after")) + " " + padded,
        "");
    EXPECT_EQ(after.status, 2);
    EXPECT_EQ(after.err, "wrong output format expected at most " + std::to_string(kOutputLimit) +
                             " bytes, found more by line 10\n");
}

// A pipe has no size to tell trailing blanks from an endless stream: there,
// bytes past the limit, blanks too, are too much output, so that a right
// answer followed by `yes ''` ends in a verdict once the limit is read (the
// timeout only stops a checker that never would).
TEST(CheckerTest, EndlessBlanksOnAPipeEndAtTheLimit) {
    const std::string answer = quoted(kSamples + "/sample-3.ans");
    // The group keeps run()'s own stdin from replacing the pipe.
    const Result r =
        run("{ { cat " + answer + "; yes ''; } | timeout 20 " + quoted(kJudgesChecker) + " " +
                quoted(kSamples + "/sample-3.in") + " /dev/stdin " + answer + "; }",
            "");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err, "wrong output format expected at most " + std::to_string(kOutputLimit) +
                         " bytes, found more by line 10\n");
}

// An output on a pipe is read faster from a larger pipe: the checker asks
// for 1 MiB. Read on the test's end while the checker waits for more.
TEST(CheckerTest, OutputPipeEnlargedTo1MiB) {
    const int kPipeBytes = 1 << 20;
    if (!Pipe::granted(kPipeBytes)) GTEST_SKIP() << "this kernel does not grant a 1 MiB pipe";
    Pipe pipe;
    ASSERT_TRUE(pipe.made());
    ASSERT_EQ(write(pipe.writer_fd(), "OOO\n", 4), 4);
    const std::string in = kSamples + "/sample-3.in";
    Child checker({kChecker, in, "/dev/stdin"}, pipe.reader_path(), "/dev/null", "/dev/null");
    ASSERT_TRUE(checker.started());
    EXPECT_TRUE(wait_until([&] { return pipe.capacity() == kPipeBytes; }, 60))
        << "the pipe holds " << pipe.capacity() << " bytes";
    pipe.close_writer();
    EXPECT_EQ(checker.wait(), 2);  // one line of nine: a presentation error
}

// The pipe on standard input itself, descriptor 0 (as a judge that pipes
// the output in hands it over), is grown too, not only one opened by name.
TEST(CheckerTest, StandardInputPipeEnlargedTo1MiB) {
    const int kPipeBytes = 1 << 20;
    if (!Pipe::granted(kPipeBytes)) GTEST_SKIP() << "this kernel does not grant a 1 MiB pipe";
    int ends[2];
    ASSERT_EQ(pipe(ends), 0);
    const int saved = dup(0);
    ASSERT_EQ(dup2(ends[0], 0), 0);
    { BlockSource source(stdin, kBlockSize); }
    const int size = fcntl(0, F_GETPIPE_SZ);
    dup2(saved, 0);
    close(saved);
    close(ends[0]);
    close(ends[1]);
    EXPECT_EQ(size, kPipeBytes);
}

// A valid answer, defined in the fewest lines: consecutive states one move
// apart, the first 2ⁿ all different, first and last all empty.
bool brute_force_valid(const std::vector<std::uint32_t>& states, int holes) {
    const std::size_t count = std::size_t{1} << holes;
    for (std::size_t i = 1; i < states.size(); ++i) {
        std::uint32_t diff = states[i] ^ states[i - 1];
        if (diff == 0 || (diff & (diff - 1)) != 0) return false;
    }
    std::set<std::uint32_t> distinct(states.begin(),
                                     states.begin() + static_cast<std::ptrdiff_t>(count));
    return states.size() == count + 1 && distinct.size() == count && states.front() == 0 &&
           states.back() == 0;
}

// The verdict of the judges' reader (TokenReader) or the terminal's
// (FastReader, given its block size) on `text`.
template <class Reader, class... BlockSize>
Verdict judge_in_process(std::string& text, int holes, BlockSize... block_size) {
    std::FILE* file = fmemopen(&text[0], text.size(), "rb");
    Verdict verdict;
    {
        Reader reader(file, holes, 0, block_size...);
        verdict = check_output(holes, reader, file, 0).verdict;
    }
    std::fclose(file);
    return verdict;
}

class CheckerBruteForce : public ::testing::TestWithParam<int> {};

// Every sequence of 2ⁿ + 1 states that starts and ends all empty: for n = 3
// that is 8⁷ = 2,097,152 sequences.
TEST_P(CheckerBruteForce, SameVerdictAsDefinition) {
    const int holes = GetParam();
    const std::uint32_t state_count = std::uint32_t{1} << holes;
    std::vector<std::uint32_t> states(state_count + 1, 0);
    std::uint64_t valid = 0;
    std::uint64_t sequences = 0;
    for (;;) {
        bool expected = brute_force_valid(states, holes);
        std::string text;
        for (std::uint32_t state : states) {
            for (int hole = 0; hole < holes; ++hole) text += (state >> hole & 1) ? 'X' : 'O';
            text += '\n';
        }
        const Verdict wanted = expected ? Verdict::kAccepted : Verdict::kWrongAnswer;
        ASSERT_EQ(judge_in_process<TokenReader>(text, holes), wanted) << "sequence " << sequences;
        // 64 KiB blocks, within AddressSanitizer's pooled sizes (a larger one
        // is mapped afresh for every sequence).
        ASSERT_EQ(judge_in_process<FastReader>(text, holes, std::size_t{64} * 1024), wanted)
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

// n = 3's two million sequences take both readers down the same few paths
// again and again: the Release suite runs them for the verdicts, and the
// sanitizers see those paths in n = 1 and 2 and in every stored case.
INSTANTIATE_TEST_SUITE_P(CheckerTest, CheckerBruteForce,
                         ::testing::Range(1, ROCKS_SANITIZED ? 3 : 4));

// What the page's report says of the outputs the page explains beyond their
// kind: every state visited but no way back, a dead end, the lines around.
std::string page_report(const std::string& stem) {
    const std::string path = kSamples + "/checker/" + stem;
    return run(quoted(kCheckerPage) + " " + quoted(path + ".in") + " " + quoted(path + ".out"), "")
        .out;
}

TEST(CheckerPageReport, StuckGameVisitsEveryStateThreeHolesFromTheStart) {
    const std::string report = page_report("pe-stuck-game");
    EXPECT_NE(report.find("\"kind\":\"too-few-lines\",\"holes\":3,\"line\":9,"), std::string::npos);
    EXPECT_NE(report.find("\"previous\":\"XXX\""), std::string::npos);
    EXPECT_NE(report.find("\"unvisited\":[],\"seen\":8,\"distance\":3,"), std::string::npos);
    EXPECT_NE(report.find("{\"line\":9,\"missing\":true}"), std::string::npos);
    EXPECT_NE(
        report.find("\"walk\":[\"OOO\",\"OOX\",\"XOX\",\"XOO\",\"XXO\",\"OXO\",\"OXX\",\"XXX\"]"),
        std::string::npos);
}

TEST(CheckerPageReport, DeadEndLeavesAStateUnvisited) {
    const std::string report = page_report("pe-dead-end");
    EXPECT_NE(report.find("\"previous\":\"XOX\""), std::string::npos);
    EXPECT_NE(report.find("\"unvisited\":[],\"seen\":7,"), std::string::npos);
}

TEST(CheckerPageReport, LinesAroundAsTheCheckerReadThem) {
    const std::string report = page_report("pe-nul-byte");
    EXPECT_NE(report.find(
                  "{\"line\":3,\"cells\":[\"O\",\"\\\\x00\",\"X\"],\"cut\":false,\"marked\":[1]}"),
              std::string::npos)
        << report;
    const std::string move = page_report("wa-two-lines-swapped");
    EXPECT_NE(
        move.find("{\"line\":2,\"cells\":[\"O\",\"X\",\"O\"],\"cut\":false,\"marked\":[1,2]}"),
        std::string::npos)
        << move;
    EXPECT_NE(move.find("\"differing\":[1,2]"), std::string::npos);
}

TEST(CheckerPageReport, FirstLineLength) {
    Scratch scratch;
    const std::pair<std::string, int> cases[] = {
        {"\xEF\xBB\xBF\n  OXO\r\nXXO\n", 3}, {" \n\t\n", 0}, {"", 0}, {"OOOOO", 5}};
    for (const auto& each : cases) {
        write_file(scratch.path("output"), each.first);
        const Result result = run(
            quoted(kCheckerPage) + " --first-line-length " + quoted(scratch.path("output")), "");
        EXPECT_EQ(result.status, 0);
        EXPECT_EQ(result.out,
                  "{\"first_line_length\":" + std::to_string(each.second) + ",\"spaced\":false}\n");
    }
}

}  // namespace
}  // namespace rocks_test
