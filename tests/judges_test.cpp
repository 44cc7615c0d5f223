// The checker as each judge hosts it: the source the problem package puts in
// judges/<judge>/, compiled alone as a judge compiles it, called exactly as
// that judge calls it (arguments, working folder, file names, stdin), its
// verdict read exactly as that judge reads it, on every stored case of
// samples/checker (valid, wrong, malformed, short and empty outputs, broken
// judge inputs) and on the solver's whole answer for n = 15.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "process.hpp"
#include "samples.hpp"

namespace rocks_test {
namespace {

const std::string kJudges = std::string(ROCKS_PACKAGE) + "/judges";

enum class Seen { kAccepted, kRejected, kFailed };

// A verdict as a judge reads it, and the message it shows.
struct Reading {
    Seen seen;
    std::string message;
};

// One case's files, and a folder of its own for the judge to work in.
struct Case {
    std::string input;
    std::string output;
    std::string answer;
    const Scratch& scratch;
};

Seen by_status(int status, int accepted, int rejected) {
    return status == accepted   ? Seen::kAccepted
           : status == rejected ? Seen::kRejected
                                : Seen::kFailed;
}

// A judge that reads a score: a non-zero exit status is the checker's
// failure, shown with its stderr; else `full` is accepted, `none` rejected.
Reading by_score(const Result& r, const std::string& score, const std::string& full,
                 const std::string& none, const std::string& message) {
    if (r.status != 0) return Reading{Seen::kFailed, r.err};
    return Reading{score == full   ? Seen::kAccepted
                   : score == none ? Seen::kRejected
                                   : Seen::kFailed,
                   message};
}

// The first line of a file, and the rest.
std::pair<std::string, std::string> split_first_line(const std::string& text) {
    const std::size_t end = text.find('\n');
    if (end == std::string::npos) return {text, ""};
    return {text.substr(0, end), text.substr(end + 1)};
}

// Judges that find their files by fixed names in the working folder.
Result run_in_folder(const std::string& checker, const Case& files,
                     const std::vector<std::pair<std::string, std::string>>& names) {
    const std::string folder = files.scratch.path("work");
    std::filesystem::create_directory(folder);
    for (const auto& name : names) {
        std::filesystem::copy_file(name.second, folder + "/" + name.first);
    }
    return run("cd " + quoted(folder) + " && " + quoted(checker), "");
}

std::string args(std::initializer_list<std::string> words) {
    std::string joined;
    for (const std::string& word : words) joined += " " + quoted(word);
    return joined;
}

struct Judge {
    const char* label;  // the test's name
    const char* name;   // its folder, judges/<name>/
    const char* file;
    Reading (*call)(const std::string& checker, const Case& files);
    bool shows_verdict_word;  // its message is testlib's line, "ok ..." and so on
};

void PrintTo(const Judge& judge, std::ostream* os) { *os << judge.label; }

const Judge kJudgesTable[] = {
    // MikeMirzayanov/testlib, testlib.h (1e4e8a24): OK_EXIT_CODE 0, WA 1, PE 2,
    // FAIL 3; the checker's call is `checker input output answer`.
    {"testlib", "testlib", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.output, c.answer}), "");
         return Reading{r.status == 0                    ? Seen::kAccepted
                        : r.status == 1 || r.status == 2 ? Seen::kRejected
                                                         : Seen::kFailed,
                        r.err};
     },
     true},
    // Kattis/problemtools, problemtools/judge/validate.py (a185fe97):
    // `validator input answer feedback_dir/ [flags] < output`; 42 accepted,
    // 43 wrong answer, anything else a judge error; the feedback files shown.
    {"kattis", "kattis", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         const std::string feedback = c.scratch.path("feedback");
         std::filesystem::create_directory(feedback);
         Result r =
             run(quoted(checker) + args({c.input, c.answer, feedback + "/"}), read_file(c.output));
         return Reading{by_status(r.status, 42, 43), read_file(feedback + "/judgemessage.txt")};
     },
     false},
    // QingdaoU/JudgeServer, server/judge_client.py _spj and
    // client/Python/languages.py (b28aa56b): `spj input user_output`; exit 0
    // accepted, 1 wrong answer, 255 (-1) or anything else SPJ_ERROR.
    {"qduoj", "qduoj", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.output}), "");
         return Reading{by_status(r.status, 0, 1), r.err};
     },
     true},
    // Project-LemonLime/Project_LemonLime, src/core/judgingthread.cpp
    // specialJudge (962d29e2): `checker input output answer full_score
    // _score _message`; a non-zero exit is "special judge run time error",
    // else the score file's number against the full score, the message file shown.
    {"lemon", "lemon", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         const std::string score = c.scratch.path("_score");
         const std::string message = c.scratch.path("_message");
         Result r =
             run(quoted(checker) + args({c.input, c.output, c.answer, "10", score, message}), "");
         return by_score(r, read_file(score), "10", "0", read_file(message));
     },
     true},
    // syzoj/judge-v3, src/runner/judge.ts runSpj (a8c7fcfa): input, user_out,
    // answer (and code) in the folder, stdout the score 0..100, stderr the
    // message; a failed run is JudgementFailed. Hydro's SYZOJ mode makes the
    // same call: hydro-dev/Hydro, packages/hydrojudge/src/checkers.ts syzoj
    // (409af927), a failed run a SystemError.
    {"syzoj", "syzoj", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(checker, c,
                                  {{"input", c.input},
                                   {"user_out", c.output},
                                   {"answer", c.answer},
                                   {"code", kSamples + "/sample-3.in"}});
         return by_score(r, r.out, "100\n", "0\n", r.err);
     },
     true},
    // NowCoder is closed; its public page, nowcoder.com/discuss/84666: files
    // input, user_output and output in the folder; return 0 accepted, 1 wrong.
    // It names no failure code: reading 3 as a failure is ours (issue #23).
    {"nowcoder", "nowcoder", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(
             checker, c, {{"input", c.input}, {"user_output", c.output}, {"output", c.answer}});
         return Reading{by_status(r.status, 0, 1), r.err};
     },
     true},
    // zhblue/hustoj, trunk/core/judge_client/judge_client.cc special_judge and
    // judge_solution (f6bf6f19): `spj input answer user_output`, stderr to the
    // diff file; exit 0 accepted, 1 wrong answer, 2 presentation error,
    // 3 runtime error. Reading 3 as a failure is ours (issue #23).
    {"hustoj", "hustoj", "spj.cc",
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.answer, c.output}), "");
         return Reading{by_status(r.status, 0, 1), r.err};
     },
     true},
    // cms-dev/cms, cms/grading/steps/trusted.py checker_step and
    // extract_outcome_and_text (c3659b81): `checker input correct_output
    // user_output`, stdout the outcome 0.0..1.0, stderr's first line the text;
    // a non-zero exit is the manager's failure.
    {"cms", "cms", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.answer, c.output}), "");
         return by_score(r, r.out, "1.0\n", "0.0\n", r.err);
     },
     false},
    // sxyzccr/CCR-Plus, src/judge/judger/basejudger.cpp (5237b7c1):
    // `checker input answer output .result`; a non-zero exit is "校验器崩溃"
    // (the checker's failure); the report's first line the score 0..1, the
    // second the note.
    {"ccr", "ccr", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         const std::string report = c.scratch.path("report");
         Result r = run(quoted(checker) + args({c.input, c.answer, c.output, report}), "");
         const auto lines = split_first_line(read_file(report));
         return by_score(r, lines.first, "1", "0", lines.second);
     },
     true},
    // Arbiter is closed; rindag-devs/cplib-initializers, include/arbiter/
    // checker.hpp (18214664), a public mapping of it: `checker input output
    // answer`, /tmp/_eval.score holds the message line, then the score 0..10.
    {"arbiter", "arbiter", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         const std::string score_file = "/tmp/_eval.score";  // Arbiter's, fixed
         std::remove(score_file.c_str());
         Result r = run(quoted(checker) + args({c.input, c.output, c.answer}), "");
         const std::string report = read_file(score_file);
         std::remove(score_file.c_str());
         const auto lines = split_first_line(report);
         return by_score(r, lines.second, "10\n", "0\n", lines.first + "\n");
     },
     true},
    // COCI's evaluator is closed; rindag-devs/cplib-initializers,
    // include/coci/checker.hpp (18214664), a public mapping of it: `checker
    // input output answer`, exit 0 accepted, 1 wrong answer, 3 internal
    // error; stdout the message.
    {"coci", "coci", "checker.cpp",
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.output, c.answer}), "");
         return Reading{by_status(r.status, 0, 1), r.out};
     },
     true},
};

// A stored case's verdict line, as the judge should read it.
struct Expected {
    Seen seen;
    std::string line;     // with its verdict word(s) and newline
    std::string message;  // without the words, with the newline
};

Expected expected_for(const std::string& line) {
    const VerdictLine verdict = parse_verdict_line(line);
    const Seen seen = verdict.kind == VerdictKind::kAccepted ? Seen::kAccepted
                      : verdict.kind == VerdictKind::kFail   ? Seen::kFailed
                                                             : Seen::kRejected;
    return Expected{seen, verdict.line, verdict.message + "\n"};
}

class JudgesTest : public ::testing::TestWithParam<Judge> {
  protected:
    // The judge's source compiled alone, as judges compile checkers.
    std::string compiled(const Scratch& scratch) const {
        const std::string source = kJudges + "/" + GetParam().name + "/" + GetParam().file;
        const std::string binary = scratch.path(std::string(GetParam().name) + "-checker");
        EXPECT_EQ(shell("g++ -std=c++14 -O2 -o " + quoted(binary) + " -x c++ " + quoted(source)),
                  0);
        return binary;
    }
    void expect_reading(const std::string& checker, const std::string& input,
                        const std::string& output, const std::string& line) const {
        Scratch scratch;
        const Expected expected = expected_for(line);
        const Reading reading =
            GetParam().call(checker, Case{input, output, kSamples + "/sample-3.ans", scratch});
        EXPECT_EQ(reading.seen, expected.seen) << output;
        // A failure is the judge's to see, in testlib's words (Kattis has
        // its own file for it).
        const bool verdict_word =
            GetParam().shows_verdict_word ||
            (expected.seen == Seen::kFailed && std::string(GetParam().name) != "kattis");
        EXPECT_EQ(reading.message, verdict_word ? expected.line : expected.message) << output;
    }
};

TEST_P(JudgesTest, EveryStoredCaseAndTheLargestJudgeAnswer) {
    Scratch scratch;
    const std::string checker = compiled(scratch);
    const std::string cases = kSamples + "/checker/";
    std::vector<std::string> stems = sample_stems(cases, ".verdict");
    // The kinds of output the judge must tell apart are all among them.
    for (const char* stem : {"ok-official", "wa-two-lines-swapped", "pe-lowercase",
                             "pe-last-line-missing", "pe-empty", "fail-input-out-of-range"}) {
        EXPECT_NE(std::find(stems.begin(), stems.end(), stem), stems.end()) << stem;
    }
    for (const std::string& stem : stems) {
        SCOPED_TRACE(stem);
        expect_reading(checker, cases + stem + ".in", cases + stem + ".out",
                       read_file(cases + stem + ".verdict"));
    }
    const std::string input = scratch.path("15.in");
    const std::string answer = scratch.path("15.ans");
    write_file(input, "15\n");
    ASSERT_EQ(shell(quoted(kSolver) + " 15 > " + quoted(answer)), 0);
    expect_reading(checker, input, answer, "ok 32769 lines, a cycle through all 32768 states\n");
}

INSTANTIATE_TEST_SUITE_P(JudgesTest, JudgesTest, ::testing::ValuesIn(kJudgesTable),
                         [](const ::testing::TestParamInfo<Judge>& param_info) {
                             return std::string(param_info.param.label);
                         });

}  // namespace
}  // namespace rocks_test
