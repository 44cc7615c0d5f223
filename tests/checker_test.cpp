// The checker against stored verdicts (as testlib tests its checkers), in
// both calling conventions, and against a brute-force definition of a valid
// answer over every sequence for n <= 3; the judges' file (judges_checker)
// and the page's build (checker_page) held to the same verdicts as the
// terminal's checker.
#include <gtest/gtest.h>

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

// The judges' file carries its own copy of two limits (judges compile it
// alone): problem/limits.json's.
static_assert(kMaxHoles == ROCKS_LARGEST_N, "src/checker.cpp's kMaxHoles is largest_n");
static_assert(kMessageLimit == ROCKS_MESSAGE_LIMIT, "src/checker.cpp's kMessageLimit");

namespace rocks_test {
namespace {

struct ExpectedVerdict {
    std::string line;     // what testlib convention prints on stderr
    std::string message;  // the line without its verdict word(s) and newline
    int testlib_status;
    int kattis_status;
    std::string appes_outcome;
};

ExpectedVerdict expected_verdict(const std::string& stem) {
    const VerdictLine verdict =
        parse_verdict_line(read_file(kSamples + "/checker/" + stem + ".verdict"));
    struct Statuses {
        int testlib;
        int kattis;
        const char* appes_outcome;
    };
    const Statuses statuses[] = {{0, 42, "accepted"},
                                 {1, 43, "wrong-answer"},
                                 {2, 43, "presentation-error"},
                                 {3, 3, "fail"}};
    const Statuses& of = statuses[static_cast<int>(verdict.kind)];
    return ExpectedVerdict{verdict.line, verdict.message, of.testlib, of.kattis, of.appes_outcome};
}

// testlib's XML result, escaped as testlib escapes it.
std::string appes_result(const ExpectedVerdict& expected) {
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
    // The testlib convention: input, output, answer, then `more`.
    Result run_testlib(const std::string& more, const std::string& checker = kChecker) const {
        return run(quoted(checker) + " " + quoted(path(".in")) + " " + quoted(path(".out")) + " " +
                       quoted(kSamples + "/sample-3.ans") + more,
                   "");
    }
};

TEST_P(CheckerStoredVerdict, Testlib) {
    ExpectedVerdict expected = expected_verdict(GetParam());
    EXPECT_LE(expected.line.size(), kMessageLimit + 1);  // and its newline
    Result result = run_testlib("");
    EXPECT_EQ(result.status, expected.testlib_status);
    EXPECT_EQ(result.err, expected.line);
    EXPECT_EQ(result.out, "");
}

// The judges' file, built as it is: the terminal's checker's line and status.
TEST_P(CheckerStoredVerdict, JudgesBuild) {
    ExpectedVerdict expected = expected_verdict(GetParam());
    Result result = run_testlib("", kJudgesChecker);
    EXPECT_EQ(result.status, expected.testlib_status);
    EXPECT_EQ(result.err, expected.line);
    EXPECT_EQ(result.out, "");
}

TEST_P(CheckerStoredVerdict, TestlibResultFile) {
    ExpectedVerdict expected = expected_verdict(GetParam());
    Scratch scratch;
    Result result = run_testlib(" " + quoted(scratch.path("result")));
    EXPECT_EQ(result.status, expected.testlib_status);
    EXPECT_EQ(result.err, kSeeFile);
    EXPECT_EQ(read_file(scratch.path("result")), expected.message);
}

TEST_P(CheckerStoredVerdict, TestlibAppes) {
    ExpectedVerdict expected = expected_verdict(GetParam());
    Scratch scratch;
    Result result = run_testlib(" " + quoted(scratch.path("result")) + " -appes");
    EXPECT_EQ(result.status, expected.testlib_status);
    EXPECT_EQ(result.err, kSeeFile);
    EXPECT_EQ(read_file(scratch.path("result")), appes_result(expected));
}

TEST_P(CheckerStoredVerdict, Kattis) {
    ExpectedVerdict expected = expected_verdict(GetParam());
    KattisResult result =
        run_kattis("< " + quoted(path(".out")), path(".in"), kSamples + "/sample-3.ans");
    EXPECT_EQ(result.status, expected.kattis_status);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.jury_reads(), expected.message + "\n");
}

// The page's build: the same line and status, and its report to the page,
// one line of JSON, on stdout.
TEST_P(CheckerStoredVerdict, PageBuild) {
    ExpectedVerdict expected = expected_verdict(GetParam());
    Result result = run(quoted(kCheckerPage) + " " + quoted(path(".in")) + " " +
                            quoted(path(".out")) + " " + quoted(kSamples + "/sample-3.ans"),
                        "");
    EXPECT_EQ(result.status, expected.testlib_status);
    EXPECT_EQ(result.err, expected.line);
    EXPECT_TRUE(is_one_line(result.out)) << result.out;
    EXPECT_EQ(result.out.rfind("{\"kind\":\"", 0), 0u) << result.out;
    EXPECT_EQ(result.out.substr(result.out.size() - 2), "}\n");
    // How many first lines count 0, 1, 2, ...: past the first wrong line only
    // where the output counts; wa-counting-stops counts three lines, then stops.
    const std::size_t counted = result.out.find("\"counted\":");
    ASSERT_NE(counted, std::string::npos) << result.out;
    const int lines_counted = std::atoi(result.out.c_str() + counted + 10);
    if (GetParam() == "wa-counting-order") {
        EXPECT_EQ(lines_counted, 8) << result.out;
    }
    if (GetParam() == "wa-counting-stops") {
        EXPECT_EQ(lines_counted, 3) << result.out;
    }
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

// Every way a judge calls the checker, right and wrong: the exit status,
// stderr, and the files it writes, byte for byte.
struct Call {
    const char* name;
    std::string arguments;  // IN, OUT, ANS, RESULT and FEEDBACK are replaced
    int status;
    std::string err;
    std::string result;            // the result file, when RESULT is given
    std::string feedback;          // judgemessage.txt, when FEEDBACK is given
    std::string judge_error = "";  // judgeerror.txt
    std::string message = "";      // Lemon's message file, when MESSAGE is given
};

void PrintTo(const Call& call, std::ostream* os) { *os << call.name; }

const std::string kOk = "9 lines, a cycle through all 8 states";
const std::string kUsage =
    "usage (testlib): checker <input> <output> [<answer> [<result> [-appes]]]; all calls: "
    "checker --help";
const std::string kSyzojUsage =
    "usage (syzoj): checker with no arguments, in a folder holding input, user_out and answer; "
    "all calls: checker --help";
// 250 characters of folders, then the file's name.
const std::string kLongFolder = "/nonexistent/" + std::string(237, 'd');

const std::vector<Call>& calls() {
    static const std::vector<Call> cases = {
        // No arguments: SYZOJ or NowCoder, whose files are not in this folder.
        {"NoArguments", "", 3, "FAIL no user_out in the working folder; " + kSyzojUsage + "\n", "",
         ""},
        {"InputOnly", "IN", 3, "FAIL " + kUsage + "\n", "", ""},
        {"TwoArgumentsAsQduoj", "IN OUT", 0, "ok " + kOk + "\n", "", ""},
        {"QduojRejected", "IN IN", 1,
         "wrong output format line 1: expected 3 characters, found 1 character: '3'\n", "", ""},
        {"QduojFailure", "/nonexistent/input OUT", 255,
         "FAIL cannot open the input file /nonexistent/input\n", "", ""},
        {"LemonFullScoreNotANumber", "IN OUT ANS x RESULT RESULT", 3, "FAIL " + kUsage + "\n", "",
         ""},
        // Lemon's full score has at most nine digits; ten make it no Lemon call.
        {"LemonNineDigitFullScore", "IN OUT ANS 123456789 RESULT MESSAGE", 0, "", "123456789", "",
         "", "ok " + kOk + "\n"},
        {"LemonNineDigitFullScoreRejected", "IN ANS ANS 123456789 RESULT MESSAGE", 0, "", "0", "",
         "", "wrong output format line 1: expected 3 characters, found 2 characters: 'OO'\n"},
        {"LemonTenDigitFullScore", "IN OUT ANS 1234567890 RESULT MESSAGE", 3,
         "FAIL " + kUsage + "\n", "", ""},
        {"FifthNotAppes", "IN OUT ANS RESULT -xml", 3, "FAIL " + kUsage + "\n", "", ""},
        {"SixArguments", "IN OUT ANS RESULT -appes x", 3, "FAIL " + kUsage + "\n", "", ""},
        {"UpperCaseAppes", "IN OUT ANS RESULT -APPES", 0, kSeeFile,
         "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"accepted\">" + kOk +
             "</result>\n",
         ""},
        // Polygon's default test set is `tests`: a folder by that name does
        // not make the call Kattis's.
        {"TestsetNamedAfterAFolder", "IN --testset FEEDBACK OUT ANS", 0, "ok " + kOk + "\n", "",
         ""},
        {"TestsetAndGroupFirst", "--testset tests --group g1 IN OUT ANS", 0, "ok " + kOk + "\n", "",
         ""},
        {"FlagsAnywhere", "IN --group '' OUT ANS --testset tests RESULT", 0, kSeeFile, kOk, ""},
        {"TestsetEmpty", "--testset '' IN OUT ANS", 3, "FAIL expected a name after --testset\n", "",
         ""},
        {"GroupWithoutName", "IN OUT ANS --group", 3, "FAIL expected a name after --group\n", "",
         ""},
        {"InputMissing", "/nonexistent/input OUT ANS", 3,
         "FAIL cannot open the input file /nonexistent/input\n", "", ""},
        {"OutputMissing", "IN /nonexistent/output ANS", 2,
         "wrong output format output file not found: /nonexistent/output\n", "", ""},
        {"OutputADirectory", "IN " + kSamples + " ANS", 2,
         "wrong output format cannot read the output\n", "", ""},
        {"AnswerMissing", "IN OUT /nonexistent/answer", 3,
         "FAIL cannot read the answer file /nonexistent/answer\n", "", ""},
        {"ResultUnwritable", "IN OUT ANS /nonexistent/result", 3,
         "FAIL cannot write the result file /nonexistent/result\n", "", ""},
        // DOMjudge shows judgemessage.txt, judgeerror.txt, stdout and stderr
        // together: each line is in one of them only.
        {"Kattis", "IN ANS FEEDBACK/ < OUT", 42, "", "", kOk + "\n"},
        {"KattisNoSeparator", "IN ANS FEEDBACK < OUT", 42, "", "", kOk + "\n"},
        {"KattisValidatorFlags", "IN ANS FEEDBACK/ case_sensitive --group x < OUT", 42, "", "",
         kOk + "\n"},
        {"KattisRejected", "IN ANS FEEDBACK/ < IN", 43, "", "",
         "line 1: expected 3 characters, found 1 character: '3'\n"},
        // A mistyped feedback directory is a judge error, never a verdict.
        {"KattisFeedbackMissing", "IN ANS /nonexistent/feedback/ < OUT", 3,
         "FAIL cannot write to the feedback directory /nonexistent/feedback/ (it must exist)\n", "",
         ""},
        {"KattisAnswerMissing", "IN /nonexistent/answer FEEDBACK/ < OUT", 3, "", "", "",
         "cannot read the answer file /nonexistent/answer\n"},
        {"KattisBadInput", "ANS IN FEEDBACK/ < OUT", 3, "", "", "",
         "input: expected one integer n with 1 <= n <= 30, found 'OO' (an output's line: are the "
         "arguments swapped?)\n"},
        // Long paths are cut at the front to 64 characters, keeping the name.
        {"LongInputPath", kLongFolder + "/input.txt OUT ANS", 3,
         "FAIL cannot open the input file ..." + std::string(51, 'd') + "/input.txt\n", "", ""},
        {"LongOutputPath", "IN " + kLongFolder + "/output.txt ANS", 2,
         "wrong output format output file not found: ..." + std::string(50, 'd') + "/output.txt\n",
         "", ""},
        {"LongAnswerPath", "IN OUT " + kLongFolder + "/answer.txt", 3,
         "FAIL cannot read the answer file ..." + std::string(50, 'd') + "/answer.txt\n", "", ""},
        {"LongResultPath", "IN OUT ANS " + kLongFolder + "/result.txt", 3,
         "FAIL cannot write the result file ..." + std::string(50, 'd') + "/result.txt\n", "", ""},
        {"LongFeedbackPath", "IN ANS " + kLongFolder + "/feedback/ < OUT", 3,
         "FAIL cannot write to the feedback directory ..." + std::string(51, 'd') +
             "/feedback/ (it must exist)\n",
         "", ""},
        // A path's unprintable bytes are escaped: the message stays one line.
        {"InputPathWithAControlByte", "/nonexistent/in$(printf '\\001')put OUT ANS", 3,
         "FAIL cannot open the input file /nonexistent/in\\x01put\n", "", ""},
    };
    return cases;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at)) {
        text.replace(at, from.size(), to);
        at += to.size();
    }
    return text;
}

class CheckerCall : public ::testing::TestWithParam<Call> {};

TEST_P(CheckerCall, StatusStderrAndFiles) {
    const Call& call = GetParam();
    Scratch scratch;
    const std::string feedback = scratch.path("feedback");
    std::filesystem::create_directory(feedback);
    std::string arguments = call.arguments;
    arguments = replaced(arguments, "IN", quoted(kSamples + "/sample-3.in"));
    arguments = replaced(arguments, "OUT", quoted(kSamples + "/sample-3.ans"));
    arguments = replaced(arguments, "ANS", quoted(kSamples + "/small-2.ans"));
    arguments = replaced(arguments, "RESULT", quoted(scratch.path("result")));
    arguments = replaced(arguments, "MESSAGE", quoted(scratch.path("message")));
    arguments = replaced(arguments, "FEEDBACK", quoted(feedback));
    std::string input;  // Kattis: the output on stdin, given as "< OUT" or "< IN"
    const std::size_t redirection = arguments.find(" < ");
    if (redirection != std::string::npos) {
        const std::string path = arguments.substr(redirection + 3);
        input = read_file(path.substr(1, path.size() - 2));  // unquoted
        arguments.erase(redirection);
    }
    Result result = run(quoted(kChecker) + " " + arguments, input);
    EXPECT_EQ(result.status, call.status);
    EXPECT_EQ(result.err, call.err);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(read_file(scratch.path("result")), call.result);
    EXPECT_EQ(read_file(feedback + "/judgemessage.txt"), call.feedback);
    EXPECT_EQ(read_file(feedback + "/judgeerror.txt"), call.judge_error);
    EXPECT_EQ(read_file(scratch.path("message")), call.message);
}

INSTANTIATE_TEST_SUITE_P(CheckerTest, CheckerCall, ::testing::ValuesIn(calls()),
                         [](const ::testing::TestParamInfo<Call>& param_info) {
                             return std::string(param_info.param.name);
                         });

// The usage line is short; --help gives every judge's call, read from the
// same rows that parse the calls, and says what --judges lists.
TEST(CheckerTest, HelpListsEveryJudgesCall) {
    const Result help = run(quoted(kChecker) + " --help", "");
    EXPECT_EQ(help.status, 0);
    EXPECT_EQ(help.err, "");
    const Result listing = run(quoted(kChecker) + " --judges", "");
    for (const auto& row : named_columns(listing.out, {"name", "chosen", "call"})) {
        char name[16];
        std::snprintf(name, sizeof name, "%-9s", row[0].c_str());
        const std::string line =
            "  " + std::string(name) + (row[1] == "named" ? " * " : "   ") + row[2] + "\n";
        EXPECT_NE(help.out.find(line), std::string::npos) << row[0] << " is not in --help:\n"
                                                          << help.out;
    }
    EXPECT_NE(help.out.find("problem/judges.tsv"), std::string::npos);
    EXPECT_EQ(run(quoted(kJudgesChecker) + " --help", "").out, help.out);
}

// A message is cut to fit kMessageLimit characters with its verdict's
// words; no message the checker makes needs it, so it is called directly.
TEST(CheckerTest, MessagesWithinTheLimit) {
    const std::string fitting(kMessageLimit - std::strlen("wrong output format "), 'a');
    EXPECT_EQ(within_limit(fitting, Verdict::kPresentationError), fitting);
    const std::string cut = within_limit(fitting + "b", Verdict::kPresentationError);
    EXPECT_EQ(cut, fitting.substr(0, fitting.size() - 3) + "...");
    EXPECT_EQ(within_limit(std::string(500, 'c'), Verdict::kAccepted).size(),
              kMessageLimit - std::strlen("ok "));
}

TEST(CheckerTest, GigabyteToken) {
    const std::string in = kSamples + "/sample-3.in";
    KattisResult result = run_kattis("head -c 1073741824 /dev/zero | tr '\\0' X |", in, in);
    EXPECT_EQ(result.status, 43);
    EXPECT_EQ(result.jury_reads(), "line 1: expected 3 characters, found 1073741824 characters: '" +
                                       std::string(29, 'X') + "...'\n");
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
    Child checker({kChecker, in, "/dev/stdin", in}, pipe.reader_path(), "/dev/null", "/dev/null");
    ASSERT_TRUE(checker.started());
    EXPECT_TRUE(wait_until([&] { return pipe.capacity() == kPipeBytes; }, 60))
        << "the pipe holds " << pipe.capacity() << " bytes";
    pipe.close_writer();
    EXPECT_EQ(checker.wait(), 2);  // one line of nine: a presentation error
}

// A valid answer, defined in the fewest lines: consecutive states one move
// apart, the first 2ⁿ all different, first and last all empty.
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

// The verdict of the judges' reader (TokenReader) or the terminal's
// (FastReader, given its block size) on `text`.
template <class Reader, class... BlockSize>
Verdict judge_in_process(std::string& text, int holes, BlockSize... block_size) {
    std::FILE* file = fmemopen(&text[0], text.size(), "rb");
    auto reread = [&]() -> std::FILE* {
        return std::fseek(file, 0, SEEK_SET) == 0 ? file : nullptr;
    };
    Verdict verdict;
    {
        Reader reader(file, holes, block_size...);
        verdict = check_output(holes, reader, reread).verdict;
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

INSTANTIATE_TEST_SUITE_P(CheckerTest, CheckerBruteForce, ::testing::Range(1, 4));

// What the page's report says of the outputs the page explains beyond their
// kind: every state visited but no way back, a dead end, the lines around.
std::string page_report(const std::string& stem) {
    const std::string path = kSamples + "/checker/" + stem;
    return run(quoted(kCheckerPage) + " " + quoted(path + ".in") + " " + quoted(path + ".out") +
                   " /dev/null",
               "")
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
        EXPECT_EQ(result.out, "{\"first_line_length\":" + std::to_string(each.second) + "}\n");
    }
}

}  // namespace
}  // namespace rocks_test
