// The checker as each judge hosts it: the source the problem package puts in
// judges/<judge>/, compiled alone as a judge compiles it, called exactly as
// that judge calls it (arguments, working folder, file names, stdin), its
// verdict read exactly as that judge reads it, on a stored case of each
// kind (valid, wrong, malformed, short and empty outputs, a broken judge's
// input) and on the solver's whole answer for the judge's largest n; wrong calls,
// whose messages must stay short; and every copy, and the bare file, called
// in every judge's way with wrong outputs, which none may accept.
#include <grp.h>
#include <gtest/gtest.h>
#include <sys/file.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <ostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "judge_runs.hpp"
#include "process.hpp"
#include "samples.hpp"

namespace rocks_test {
namespace {

// Each judge's file, as the package ships it (the judges-files target).
const std::string kJudges = ROCKS_JUDGES;

enum class Seen { kAccepted, kRejected, kFailed };

// A verdict as a judge reads it, the message it shows, and the checker's
// exit status; and, for a judge that shows a presentation error apart from
// a wrong answer, whether it shows one.
struct Reading {
    Seen seen;
    std::string message;
    int status;
    bool presentation_error = false;
};

// One case's files, and a folder of its own for the judge to work in.
struct Case {
    std::string input;
    std::string output;
    std::string answer;
    const Scratch& scratch;
};

// How judges that read an exit status map it. Those with no status for the
// checker's failure show every status but the accepted one as a verdict.
Seen by_status(int status, int accepted, int rejected) {
    return status == accepted   ? Seen::kAccepted
           : status == rejected ? Seen::kRejected
                                : Seen::kFailed;
}
Seen accepted_or_not(int status) { return status == 0 ? Seen::kAccepted : Seen::kRejected; }

// A judge that reads a score: a non-zero exit status is the checker's
// failure, shown with its stderr; else `full` is accepted, `none` rejected.
Reading by_score(const Result& r, const std::string& score, const std::string& full,
                 const std::string& none, const std::string& message) {
    if (r.status != 0) return Reading{Seen::kFailed, r.err, r.status};
    return Reading{score == full   ? Seen::kAccepted
                   : score == none ? Seen::kRejected
                                   : Seen::kFailed,
                   message, r.status};
}

// The first line of a file, and the rest.
std::pair<std::string, std::string> split_first_line(const std::string& text) {
    const std::size_t end = text.find('\n');
    if (end == std::string::npos) return {text, ""};
    return {text.substr(0, end), text.substr(end + 1)};
}

// Judges that copy the files under fixed names into a folder and run the
// checker there, with `arguments` (names in that folder).
Result run_in_folder(const std::string& checker, const Case& files,
                     const std::vector<std::pair<std::string, std::string>>& names,
                     const std::string& arguments = "") {
    const std::string folder = files.scratch.path("work");
    std::filesystem::create_directory(folder);
    for (const auto& name : names) {
        std::filesystem::copy_file(name.second, folder + "/" + name.first);
    }
    return run("cd " + quoted(folder) + " && " + quoted(checker) + arguments, "");
}

std::string args(std::initializer_list<std::string> words) {
    std::string joined;
    for (const std::string& word : words) joined += " " + quoted(word);
    return joined;
}

// CMS's sandbox: the three files under the names its call always gives.
const std::initializer_list<std::string> kCmsNames = {"input.txt", "correct_output.txt",
                                                      "user_output.txt"};
std::vector<std::pair<std::string, std::string>> cms_files(const Case& c) {
    return {
        {"input.txt", c.input}, {"correct_output.txt", c.answer}, {"user_output.txt", c.output}};
}

// A replay of a judge, translated from the source of the judge's row that
// `citation` numbers (problem/judges.tsv's sources, 0 the first): the
// comment above each says what was read there, the row where, with its
// commit.
struct Judge {
    const char* label;        // the test's name
    const char* name;         // the judge's row, whose file it calls: judges/<name>/
    const char* compiled_as;  // the row whose flags it compiles that file with
    int citation;
    Reading (*call)(const std::string& checker, const Case& files);
    bool shows_verdict_word;  // its message is testlib's line, "ok ..." and so on
    // What the judge shows on the checker's failure instead of the FAIL
    // line; nullptr: the line itself.
    const char* failure_shown;
    bool has_failure = true;  // false: the judge turns any failure into a verdict
    // The checker's exit status on its own failure, as the judge reads it;
    // the row of src/checker.cpp is held to it here, and docs/setters.md's
    // table is written from that row.
    int failure_status = 3;
    bool shows_presentation_error = false;  // apart from a wrong answer
};

void PrintTo(const Judge& judge, std::ostream* os) { *os << judge.label; }

// Arbiter's copy writes /tmp/_eval.score whichever call runs it, so a test
// that runs that copy holds this lock meanwhile: on the folder /tmp itself,
// so that it holds across the whole machine (two builds' suites at once, a
// CI run beside a developer's) and leaves no file behind; within one test it
// is taken once (flock would wait on a second descriptor of the same
// process). The last to let go removes the score file: the tests leave
// nothing in /tmp.
class ArbiterScoreLock {
  public:
    ArbiterScoreLock() {
        if (held_++ == 0) {
            descriptor_ = open("/tmp", O_RDONLY | O_DIRECTORY);
            if (descriptor_ < 0 || flock(descriptor_, LOCK_EX) != 0) {
                std::perror("cannot lock /tmp for Arbiter's score file");
                std::abort();
            }
        }
    }
    ~ArbiterScoreLock() {
        if (--held_ == 0) {
            std::filesystem::remove_all(kArbiterScore);  // a directory, where a test made one
            close(descriptor_);
        }
    }
    static constexpr const char* kArbiterScore = "/tmp/_eval.score";  // Arbiter's, fixed
    ArbiterScoreLock(const ArbiterScoreLock&) = delete;
    ArbiterScoreLock& operator=(const ArbiterScoreLock&) = delete;

  private:
    static int held_;
    static int descriptor_;
};
int ArbiterScoreLock::held_ = 0;
int ArbiterScoreLock::descriptor_ = -1;

const Judge kJudgesTable[] = {
    // MikeMirzayanov/testlib, testlib.h: OK_EXIT_CODE 0, WA 1, PE 2,
    // FAIL 3; the checker's call is `checker input output answer`.
    {"testlib", "testlib", "testlib", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.output, c.answer}), "");
         return Reading{r.status == 0                    ? Seen::kAccepted
                        : r.status == 1 || r.status == 2 ? Seen::kRejected
                                                         : Seen::kFailed,
                        r.err, r.status, r.status == 2};
     },
     true, nullptr, true, 3, true},
    // Kattis/problemtools, problemtools/judge/validate.py:
    // `validator input answer feedback_dir/ [flags] < output`; 42 accepted,
    // 43 wrong answer, anything else a judge error; every feedback file that
    // is not empty is shown.
    {"kattis", "kattis", "kattis", 0,
     [](const std::string& checker, const Case& c) {
         const KattisResult r = run_kattis("< " + quoted(c.output), c.input, c.answer, checker);
         return Reading{by_status(r.status, 42, 43), r.judge_error + r.judge_message, r.status};
     },
     false, nullptr},
    // DOMjudge/domjudge, judge/judgedaemon.main.php: the same call
    // as `testdata.in testdata.out feedback/`; the jury reads judgemessage.txt
    // with judgeerror.txt, stdout and stderr appended, each under a header.
    {"domjudge", "kattis", "kattis", 1,
     [](const std::string& checker, const Case& c) {
         const KattisResult r = run_kattis("< " + quoted(c.output), c.input, c.answer, checker);
         return Reading{by_status(r.status, 42, 43), r.jury_reads(), r.status};
     },
     false, nullptr},
    // QingdaoU/JudgeServer, server/judge_client.py _spj and
    // client/Python/languages.py: `spj input user_output`; exit 0
    // accepted, 1 wrong answer, 255 (-1) or anything else SPJ_ERROR.
    {"qduoj", "qduoj", "qduoj", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.output}), "");
         return Reading{by_status(r.status, 0, 1), r.err, r.status};
     },
     true, nullptr, true, 255},
    // Project-LemonLime/Project_LemonLime, src/core/judgingthread.cpp
    // specialJudge: `checker input output answer full_score
    // _score _message`; a non-zero exit is "special judge run time error",
    // else the score file's number against the full score, the message file shown.
    {"lemon", "lemon", "lemon", 0,
     [](const std::string& checker, const Case& c) {
         const std::string score = c.scratch.path("_score");
         const std::string message = c.scratch.path("_message");
         Result r =
             run(quoted(checker) + args({c.input, c.output, c.answer, "10", score, message}), "");
         return by_score(r, read_file(score), "10", "0", read_file(message));
     },
     true, nullptr},
    // syzoj/judge-v3, src/daemon/testData.ts: the data folder's
    // spj_<language>.<extension>; src/languages/cpp11.ts: g++ -std=c++11 -O2
    // -DONLINE_JUDGE (and -mx32, which this machine cannot link);
    // src/runner/judge.ts runSpj: input, user_out, answer and code in the
    // folder, stdout the score 0..100, stderr the message; a failed run is
    // JudgementFailed. Hydro's SYZOJ mode makes the same call:
    // hydro-dev/Hydro, packages/hydrojudge/src/checkers.ts syzoj,
    // a failed run a SystemError.
    {"syzoj", "syzoj", "syzoj", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(checker, c,
                                  {{"input", c.input},
                                   {"user_out", c.output},
                                   {"answer", c.answer},
                                   {"code", kSamples + "/sample-3.in"}});
         return by_score(r, r.out, "100\n", "0\n", r.err);
     },
     true, nullptr},
    // NowCoder is closed; its public page, nowcoder.com/discuss/84666: the
    // spj is checker.cc; input, user_output and output in the folder; return
    // 0 accepted, 1 wrong; no status for a failure, so 3 is Wrong Answer.
    {"nowcoder", "nowcoder", "nowcoder", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(
             checker, c, {{"input", c.input}, {"user_output", c.output}, {"output", c.answer}});
         return Reading{accepted_or_not(r.status), r.err, r.status};
     },
     true, nullptr, false},
    // The same page: "牛客的spj也无缝支持CF的testlib.h", testlib checkers work
    // as they are, so NowCoder also passes those files in testlib's order.
    {"nowcoder_testlib_call", "nowcoder", "nowcoder", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(
             checker, c, {{"input", c.input}, {"user_output", c.output}, {"output", c.answer}},
             args({"input", "user_output", "output"}));
         return Reading{accepted_or_not(r.status), r.err, r.status};
     },
     true, nullptr, false},
    // hydro-dev/Hydro, packages/hydrojudge/src/checkers.ts testlib and
    // testlib.ts parse: `checker /w/in /w/user_out /w/answer`;
    // a non-zero exit with an empty stderr is a System Error, "Checker exited
    // with code N"; else stderr's "ok " is accepted and anything else Wrong
    // Answer, whatever the exit status (no FAIL branch).
    {"hydro", "hydro", "hydro", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(checker, c,
                                  {{"in", c.input}, {"user_out", c.output}, {"answer", c.answer}},
                                  args({"in", "user_out", "answer"}));
         if (r.status != 0 && r.err.empty()) {
             return Reading{Seen::kFailed, "Checker exited with code " + std::to_string(r.status),
                            r.status};
         }
         return Reading{r.err.rfind("ok ", 0) == 0 ? Seen::kAccepted : Seen::kRejected, r.err,
                        r.status};
     },
     true, "Checker exited with code 3"},
    // UniversalOJ/UOJ-System, judger/uoj_judger/include/uoj_judger.h
    // run_checker and RunCheckerResult::from_file, and
    // web/app/libs/uoj-data-lib.php (chk.cpp, g++ -O2 -DONLINE_JUDGE):
    // `chk input output answer`, stderr to a file; the exit status ignored;
    // stderr's first word "ok" scores 100, any other 0, and none at all is
    // "Checker Judgement Failed".
    {"uoj", "uoj", "uoj", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.output, c.answer}), "");
         const std::size_t word = r.err.find_first_not_of(" \t\r\n");
         if (word == std::string::npos)
             return Reading{Seen::kFailed, "Checker Judgement Failed", r.status};
         const std::size_t end = r.err.find_first_of(" \t\r\n", word);
         return Reading{r.err.substr(word, end - word) == "ok" ? Seen::kAccepted : Seen::kRejected,
                        r.err, r.status};
     },
     true, "Checker Judgement Failed"},
    // zhblue/hustoj, trunk/core/judge_client/judge_client.cc (f6bf6f19):
    // special_judge execs `spj input answer user_output`, stderr to the diff
    // file, stdout to judged's /dev/null (trunk/core/judged/judged.cc);
    // lines 3475-3493 read its exit status: 0 Accepted, 1 Wrong Answer, 2
    // Presentation Error, 3 Runtime Error, any other Wrong Answer, so no
    // status is a checker's failure. Built by `g++ -o spj spj.cc` (line 4058).
    {"hustoj", "hustoj", "hustoj", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.answer, c.output}), "");
         return Reading{accepted_or_not(r.status), r.err, r.status, r.status == 2};
     },
     true, nullptr, false, 3, true},
    // Hydro's HUSTOJ mode: hydro-dev/Hydro, packages/hydrojudge/src/
    // checkers.ts hustoj: `spj input answer usrout`; a non-zero
    // exit is Wrong Answer; stdout is the message.
    {"hustoj_as_hydro_runs_it", "hustoj", "hydro", 1,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(checker, c,
                                  {{"input", c.input}, {"answer", c.answer}, {"usrout", c.output}},
                                  args({"input", "answer", "usrout"}));
         return Reading{accepted_or_not(r.status), r.out, r.status};
     },
     true, nullptr, false},
    // cms-dev/cms, cms/grading/steps/trusted.py checker_step (c3659b81):
    // `./checker input.txt correct_output.txt user_output.txt` in the
    // sandbox's folder, the names CHECKER_INPUT_FILENAME,
    // CHECKER_CORRECT_OUTPUT_FILENAME and, from cms/grading/tasktypes/util.py
    // eval_output, EVAL_USER_OUTPUT_FILENAME; extract_outcome_and_text:
    // stdout the outcome 0.0..1.0, stderr's first line the text; a non-zero
    // exit is the manager's failure.
    {"cms", "cms", "cms", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(checker, c, cms_files(c), args(kCmsNames));
         return by_score(r, r.out, "1.0\n", "0.0\n", r.err);
     },
     false, nullptr},
    // The same, from cms/grading/tasktypes/BatchAndOutput.py:
    // a fourth argument, `batch`, or `outputonly` for output-only tests.
    {"cms_batch_and_output", "cms", "cms", 1,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(checker, c, cms_files(c), args(kCmsNames) + " batch");
         return by_score(r, r.out, "1.0\n", "0.0\n", r.err);
     },
     false, nullptr},
    // BatchAndOutput.py again: an output-only test's word.
    {"cms_output_only", "cms", "cms", 1,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(checker, c, cms_files(c), args(kCmsNames) + " outputonly");
         return by_score(r, r.out, "1.0\n", "0.0\n", r.err);
     },
     false, nullptr},
    // sxyzccr/CCR-Plus, src/judge/judger/basejudger.cpp checkOutput
    // (5237b7c1): `checker input answer output .result` in the player's
    // working folder, the report's name fixed; a non-zero exit is "校验器崩溃"
    // (the checker's failure); the report's first line the score 0..1, the
    // second the note.
    {"ccr", "ccr", "ccr", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run_in_folder(checker, c, {}, args({c.input, c.answer, c.output, ".result"}));
         const auto lines = split_first_line(read_file(c.scratch.path("work") + "/.result"));
         return by_score(r, lines.first, "1", "0", lines.second);
     },
     true, nullptr},
    // Arbiter is closed; rindag-devs/cplib-initializers, include/arbiter/
    // checker.hpp, a public mapping of it: `checker input output
    // answer`, /tmp/_eval.score holds the message line, then the score 0..10.
    {"arbiter", "arbiter", "arbiter", 0,
     [](const std::string& checker, const Case& c) {
         const std::string score_file = ArbiterScoreLock::kArbiterScore;
         const ArbiterScoreLock lock;
         std::remove(score_file.c_str());
         Result r = run(quoted(checker) + args({c.input, c.output, c.answer}), "");
         const std::string report = read_file(score_file);
         std::remove(score_file.c_str());
         const auto lines = split_first_line(report);
         return by_score(r, lines.second, "10\n", "0\n", lines.first + "\n");
     },
     true, nullptr},
    // COCI's evaluator is closed; rindag-devs/cplib-initializers,
    // include/coci/checker.hpp, a public mapping of it: `checker
    // input output answer`, exit 0 accepted, 1 wrong answer, 3 internal
    // error; stdout the message.
    {"coci", "coci", "coci", 0,
     [](const std::string& checker, const Case& c) {
         Result r = run(quoted(checker) + args({c.input, c.output, c.answer}), "");
         return Reading{by_status(r.status, 0, 1), r.out, r.status};
     },
     true, nullptr},
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
    // The judge's file, under the name its row gives it, compiled alone with
    // the flags of the row the replay names (the judges-files target built
    // each with its own row's): the program's path, or "" if it did not
    // compile.
    std::string compiled(const Scratch& scratch) const {
        if (std::string(GetParam().name) == GetParam().compiled_as) {
            return kJudges + "/" + GetParam().name + "/checker";
        }
        const std::string source =
            kJudges + "/" + GetParam().name + "/" + judge_row(GetParam().name).upload;
        const std::string binary = scratch.path(std::string(GetParam().name) + "-checker");
        const int status =
            shell(quoted(ROCKS_CXX) + " " + judge_row(GetParam().compiled_as).compile + " -o " +
                  quoted(binary) + " -x c++ " + quoted(source));
        return status == 0 ? binary : std::string();
    }
    void expect_reading(const std::string& checker, const std::string& input,
                        const std::string& output, const std::string& line) const {
        Scratch scratch;
        const Judge& judge = GetParam();
        const Expected expected = expected_for(line);
        const Reading reading =
            judge.call(checker, Case{input, output, answer_for(input), scratch});
        if (judge.shows_presentation_error) {
            EXPECT_EQ(reading.presentation_error, line.rfind("wrong output format ", 0) == 0)
                << output;
        }
        const bool failed = expected.seen == Seen::kFailed;
        EXPECT_EQ(reading.seen, failed && !judge.has_failure ? Seen::kRejected : expected.seen)
            << output;
        if (failed) {
            EXPECT_EQ(reading.status, judge.failure_status) << output;
        }
        // A failure is the judge's to see, in testlib's words (Kattis has its
        // own file for it), or in the judge's own where the line cannot
        // reach it.
        const bool verdict_words =
            judge.shows_verdict_word || (failed && std::string(judge.name) != "kattis");
        if (failed && judge.failure_shown != nullptr) {
            EXPECT_EQ(reading.message, judge.failure_shown) << output;
        } else {
            EXPECT_EQ(reading.message, verdict_words ? expected.line : expected.message) << output;
        }
    }

    // Whatever the call, each message is one line within the message limit:
    // wrong numbers of arguments, and missing files behind 250-character paths.
    static void expect_short_messages(const std::string& checker) {
        Scratch scratch;
        const std::string folder = scratch.path("empty");
        std::filesystem::create_directory(folder);
        const std::string path = "/nonexistent/" + std::string(237, 'd') + "/";
        for (const std::string& arguments :
             {std::string(), args({"input"}), args({"a", "b", "c", "d", "e", "f", "g", "h"}),
              args({path + "in", path + "out", path + "ans"}),
              args({path + "in", path + "out", path + "ans", path + "result"}),
              args(
                  {path + "in", path + "out", path + "ans", "10", path + "score", path + "msg"})}) {
            SCOPED_TRACE(arguments);
            Result r = run("cd " + quoted(folder) + " && " + quoted(checker) + arguments, "");
            EXPECT_NE(r.status, 0);
            for (const std::string& message : {r.out, r.err}) {
                if (message.empty()) continue;
                EXPECT_TRUE(is_one_line(message)) << message;
                EXPECT_LE(message.size(), ROCKS_MESSAGE_LIMIT + 1u) << message;  // and newline
            }
        }
    }
};

// A stored case of each kind the judge must tell apart (valid, wrong,
// malformed, short and empty outputs, a broken judge's input, messages with
// XML's and unprintable characters), as the judge reads each: CheckerTest
// replays every stored case in testlib's call, and a judge's call carries
// any line as it carries these.
const char* const kKindsOfCase[] = {
    "ok-official", "wa-two-lines-swapped", "pe-lowercase", "pe-last-line-missing",
    "pe-empty",    "pe-xml-characters",    "pe-nul-byte",  "fail-input-out-of-range"};

TEST_P(JudgesTest, EachKindOfCaseTheLargestAnswerAndWrongCalls) {
    Scratch scratch;
    const std::string checker = compiled(scratch);
    ASSERT_NE(checker, "") << "the judge's file does not compile";
    const std::string cases = kSamples + "/checker/";
    for (const std::string stem : kKindsOfCase) {
        SCOPED_TRACE(stem);
        expect_reading(checker, cases + stem + ".in", cases + stem + ".out",
                       read_file(cases + stem + ".verdict"));
    }
    // The largest answer the judge asks for (problem/limits.json).
    const std::uint64_t states = std::uint64_t{1} << ROCKS_MAX_N;
    const std::string input = scratch.path("largest.in");
    const std::string answer = scratch.path("largest.ans");
    write_file(input, std::to_string(ROCKS_MAX_N) + "\n");
    ASSERT_EQ(shell(quoted(kSolver) + " " + std::to_string(ROCKS_MAX_N) + " > " + quoted(answer)),
              0);
    expect_reading(checker, input, answer,
                   "ok " + std::to_string(states + 1) + " lines, a cycle through all " +
                       std::to_string(states) + " states\n");
    // Arbiter's copy writes its fixed score file on any call.
    const bool arbiter = std::string(GetParam().name) == "arbiter";
    std::unique_ptr<ArbiterScoreLock> lock(arbiter ? new ArbiterScoreLock : nullptr);
    expect_short_messages(checker);
}

// How many arguments each judge passes its checker, at fewest and at most
// (-1: flags may follow, no most), as the replays above call it, from the
// sources they cite: testlib's file, output, answer, then a result file and
// -appes; Kattis's feedback folder, then flags; NowCoder's none, or
// testlib's three; CMS's task-type word in BatchAndOutput.
const std::map<std::string, std::pair<int, int>> kArgumentsPassed = {
    {"testlib", {3, 5}}, {"kattis", {3, -1}},  {"qduoj", {2, 2}}, {"lemon", {6, 6}},
    {"syzoj", {0, 0}},   {"nowcoder", {0, 3}}, {"hydro", {3, 3}}, {"uoj", {3, 3}},
    {"hustoj", {3, 3}},  {"cms", {3, 4}},      {"ccr", {4, 4}},   {"arbiter", {3, 3}},
    {"coci", {3, 3}}};

// Each copy refuses a call with fewer arguments than its judge ever passes,
// and one with more, where no flags may follow: its judge never makes
// either. Each is the judge's failure, with the row's status, and says its
// usage where the row says anything on a failure.
TEST(JudgesListing, ArgumentCountsTheJudgeNeverPassesRefused) {
    // A value each argument may be: the files of a valid case, a number, a word.
    const std::map<char, std::string> value = {{'i', kSamples + "/sample-3.in"},
                                               {'o', kSamples + "/sample-3.ans"},
                                               {'a', kSamples + "/sample-3.ans"},
                                               {'r', "result"},
                                               {'x', "-appes"},
                                               {'s', "10"},
                                               {'m', "message"},
                                               {'f', "feedback/"},
                                               {'t', "batch"}};
    const ArbiterScoreLock lock;  // Arbiter's copy writes its fixed score file on any call
    const std::vector<JudgeRow> rows = judge_rows();
    ASSERT_EQ(rows.size(), kArgumentsPassed.size()) << "a judge with no counts above";
    for (const JudgeRow& row : rows) {
        ASSERT_EQ(kArgumentsPassed.count(row.name), 1u) << row.name << " has no counts above";
        const auto [fewest, most] = kArgumentsPassed.at(row.name);
        std::vector<int> counts;
        if (fewest > 0) counts.push_back(fewest - 1);
        if (most >= 0) counts.push_back(most + 1);
        for (int count : counts) {
            std::string arguments;
            for (int i = 0; i < count; ++i) {
                const std::size_t at = static_cast<std::size_t>(i);
                const std::string argument = at < row.arguments.size() ? value.at(row.arguments[at])
                                                                       : kSamples + "/sample-3.ans";
                arguments += " " + quoted(argument);
            }
            SCOPED_TRACE(row.name + ":" + arguments);
            Scratch scratch;
            std::filesystem::create_directories(scratch.path("feedback"));
            const Result r = run("cd " + quoted(scratch.path("")) + " && " +
                                     quoted(kJudges + "/" + row.name + "/checker") + arguments,
                                 read_file(kSamples + "/sample-3.ans"));
            EXPECT_EQ(r.status, row.failure_status);
            // The usage line, with testlib's verdict word where the row has
            // it; nothing, where the row leaves a failure unsaid.
            const std::string usage = "usage (" + row.name + "): " + row.call + "\n";
            const std::set<std::string> shown = {"FAIL " + usage, usage, ""};
            EXPECT_TRUE(shown.count(r.err) == 1 && shown.count(r.out) == 1) << r.err << r.out;
        }
    }
}

// Every way a copy may be called, right and wrong, on the copy a judge
// gets: the exit status, stderr, and every file it writes, byte for byte;
// and, in a folder holding the files that judges which pass no arguments
// look for, what the bare file makes of a call with none. The words stand
// for files: IN an input (n = 3), OUT a valid output and ANS a valid
// answer, BAD a wrong output (one for n = 2), RESULT, MESSAGE and FEEDBACK
// a result file, a message file and a feedback folder in the test's own.
struct Call {
    const char* name;
    const char* copy;  // the judge whose copy is called; "" the bare file
    std::string arguments;
    int status;
    std::string err;
    std::string result = "";       // the result file (testlib's, Lemon's score)
    std::string feedback = "";     // judgemessage.txt
    std::string judge_error = "";  // judgeerror.txt
    std::string message = "";      // Lemon's message file
};

void PrintTo(const Call& call, std::ostream* os) { *os << call.name; }

const std::string kOk = "9 lines, a cycle through all 8 states";
const std::string kSeeFile = "\nSee file to check exit message\n";
const std::string kUsage =
    "FAIL usage (testlib): checker <input> <output> <answer> [<result> [-appes]]\n";
const std::string kBadLine = "line 1: expected 3 characters, found 2 characters: 'OO'";
const std::string kNoFile = ": No such file or directory";
// 250 characters of folders, then the file's name.
const std::string kLongFolder = "/nonexistent/" + std::string(237, 'd');

const std::vector<Call>& calls() {
    static const std::vector<Call> cases = {
        // The bare file follows testlib's call, and only it.
        {"NoArguments", "", "", 3, kUsage},
        {"InputOnly", "", "IN", 3, kUsage},
        {"TwoArguments", "", "IN OUT", 3, kUsage},
        {"FifthNotAppes", "", "IN OUT ANS RESULT -xml", 3, kUsage},
        {"SixArguments", "", "IN OUT ANS RESULT -appes x", 3, kUsage},
        {"LemonsCall", "", "IN OUT ANS 10 RESULT MESSAGE", 3, kUsage},
        {"UpperCaseAppes", "", "IN OUT ANS RESULT -APPES", 0, kSeeFile,
         "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"accepted\">" + kOk +
             "</result>\n"},
        // Polygon's default test set is `tests`: a name, whatever lies on disk.
        {"TestsetNamedAfterAFolder", "", "IN --testset FEEDBACK OUT ANS", 0, "ok " + kOk + "\n"},
        {"TestsetAndGroupFirst", "", "--testset tests --group g1 IN OUT ANS", 0,
         "ok " + kOk + "\n"},
        {"FlagsAnywhere", "", "IN --group '' OUT ANS --testset tests RESULT", 0, kSeeFile, kOk},
        {"TestsetEmpty", "", "--testset '' IN OUT ANS", 3,
         "FAIL expected a name after --testset\n"},
        {"GroupWithoutName", "", "IN OUT ANS --group", 3, "FAIL expected a name after --group\n"},
        // Kattis's call on the bare file: its folder is taken for the answer,
        // which cannot be read; nothing is written into it.
        {"KattisCallOnTheBareFile", "", "IN ANS FEEDBACK/ < OUT", 3,
         "FAIL cannot read the answer file FEEDBACK/: Is a directory\n"},
        // Blame: a missing output is the contestant's; anything else the judge's.
        {"InputMissing", "", "/nonexistent/input OUT ANS", 3,
         "FAIL cannot open the input file /nonexistent/input" + kNoFile + "\n"},
        {"OutputMissing", "", "IN /nonexistent/output ANS", 2,
         "wrong output format output file not found: /nonexistent/output\n"},
        {"OutputADirectory", "", "IN FEEDBACK ANS", 3,
         "FAIL cannot read the output file FEEDBACK: Is a directory\n"},
        {"AnswerMissing", "", "IN OUT /nonexistent/answer", 3,
         "FAIL cannot open the answer file /nonexistent/answer" + kNoFile + "\n"},
        {"AnswerADirectory", "", "IN OUT FEEDBACK", 3,
         "FAIL cannot read the answer file FEEDBACK: Is a directory\n"},
        // The answer is judged first: no answer, or the output in its place.
        {"AnswerWrong", "", "IN OUT BAD", 3,
         "FAIL the answer file is no answer for n = 3 (are the output and the answer swapped?): " +
             kBadLine + "\n"},
        {"OutputAndAnswerSwapped", "", "IN ANS BAD", 3,
         "FAIL the answer file is no answer for n = 3 (are the output and the answer swapped?): " +
             kBadLine + "\n"},
        {"OutputWrong", "", "IN BAD ANS", 2, "wrong output format " + kBadLine + "\n"},
        {"ResultUnwritable", "", "IN OUT ANS /nonexistent/result", 3,
         "FAIL cannot write /nonexistent/result" + kNoFile + "\n"},
        // Long paths are cut at the front to 64 characters, keeping the name.
        {"LongInputPath", "", kLongFolder + "/input.txt OUT ANS", 3,
         "FAIL cannot open the input file ..." + std::string(51, 'd') + "/input.txt" + kNoFile +
             "\n"},
        {"LongOutputPath", "", "IN " + kLongFolder + "/output.txt ANS", 2,
         "wrong output format output file not found: ..." + std::string(50, 'd') + "/output.txt\n"},
        {"LongAnswerPath", "", "IN OUT " + kLongFolder + "/answer.txt", 3,
         "FAIL cannot open the answer file ..." + std::string(50, 'd') + "/answer.txt" + kNoFile +
             "\n"},
        {"LongResultPath", "", "IN OUT ANS " + kLongFolder + "/result.txt", 3,
         "FAIL cannot write ..." + std::string(50, 'd') + "/result.txt" + kNoFile + "\n"},
        // A path's unprintable bytes are escaped: the message stays one line.
        {"InputPathWithAControlByte", "", "/nonexistent/in$(printf '\\001')put OUT ANS", 3,
         "FAIL cannot open the input file /nonexistent/in\\x01put" + kNoFile + "\n"},
        // QDUOJ: two arguments, no answer; its own failure status.
        {"Qduoj", "qduoj", "IN OUT", 0, "ok " + kOk + "\n"},
        {"QduojRejected", "qduoj", "IN BAD", 1, "wrong output format " + kBadLine + "\n"},
        {"QduojFailure", "qduoj", "/nonexistent/input OUT", 255,
         "FAIL cannot open the input file /nonexistent/input" + kNoFile + "\n"},
        {"QduojThreeArguments", "qduoj", "IN OUT ANS", 255,
         "FAIL usage (qduoj): checker <input> <output>\n"},
        // Lemon: the full score has at most nine digits.
        {"Lemon", "lemon", "IN OUT ANS 123456789 RESULT MESSAGE", 0, "", "123456789", "", "",
         "ok " + kOk + "\n"},
        {"LemonRejected", "lemon", "IN BAD ANS 123456789 RESULT MESSAGE", 0, "", "0", "", "",
         "wrong output format " + kBadLine + "\n"},
        {"LemonFullScoreNotANumber", "lemon", "IN OUT ANS x RESULT MESSAGE", 3,
         "FAIL usage (lemon): checker <input> <output> <answer> <full-score> <result> "
         "<message-file>\n"},
        // Its message is written first: one that cannot be leaves no score.
        {"LemonMessageUnwritable", "lemon", "IN OUT ANS 10 RESULT /nonexistent/message", 3,
         "FAIL cannot write /nonexistent/message" + kNoFile + "\n"},
        {"LemonTenDigitFullScore", "lemon", "IN OUT ANS 1234567890 RESULT MESSAGE", 3,
         "FAIL usage (lemon): checker <input> <output> <answer> <full-score> <result> "
         "<message-file>\n"},
        // Kattis and DOMjudge: each line in one file alone, written once judged.
        {"Kattis", "kattis", "IN ANS FEEDBACK/ < OUT", 42, "", "", kOk + "\n"},
        {"KattisNoSeparator", "kattis", "IN ANS FEEDBACK < OUT", 42, "", "", kOk + "\n"},
        {"KattisValidatorFlags", "kattis", "IN ANS FEEDBACK/ case_sensitive --group x < OUT", 42,
         "", "", kOk + "\n"},
        {"KattisRejected", "kattis", "IN ANS FEEDBACK/ < BAD", 43, "", "", kBadLine + "\n"},
        {"KattisFeedbackMissing", "kattis", "IN ANS /nonexistent/feedback/ < OUT", 3,
         "FAIL cannot write /nonexistent/feedback/judgemessage.txt" + kNoFile + "\n"},
        {"KattisAnswerMissing", "kattis", "IN /nonexistent/answer FEEDBACK/ < OUT", 3, "", "", "",
         "cannot open the answer file /nonexistent/answer" + kNoFile + "\n"},
        {"KattisBadInput", "kattis", "ANS IN FEEDBACK/ < OUT", 3, "", "", "",
         "input: expected one integer n with " + std::to_string(ROCKS_MIN_N) +
             " <= n <= " + std::to_string(ROCKS_MAX_N) +
             ", found 'OOO' (an output's line: are the arguments swapped?)\n"},
        // An empty argument is no file, not standard input.
        {"EmptyOutputPath", "", "IN '' ANS", 3, "FAIL argument 2, <output>, is empty\n"},
        {"EmptyFeedbackFolder", "kattis", "IN ANS '' < OUT", 3,
         "argument 3, <feedback-dir>/, is empty\n"},
        // CMS's and CCR's copies take no call but their judge's fixed names.
        {"CmsCallWithOtherNames", "cms", "IN ANS OUT", 3,
         "FAIL usage (cms): checker input.txt correct_output.txt user_output.txt "
         "[batch|outputonly]\n"},
        {"CcrReportNotDotResult", "ccr", "IN ANS OUT RESULT", 3,
         "FAIL usage (ccr): checker <input> <answer> <output> .result\n"},
        // SYZOJ: no arguments; its fixed files, looked for only by its copy.
        {"SyzojFilesMissing", "syzoj", "", 3,
         "FAIL cannot open the input file input" + kNoFile + "\n"},
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

class JudgesCall : public ::testing::TestWithParam<Call> {};

TEST_P(JudgesCall, StatusStderrAndFiles) {
    const Call& call = GetParam();
    Scratch scratch;
    const std::string work = scratch.path("work");  // where the copy runs, FEEDBACK in it
    std::filesystem::create_directories(work + "/FEEDBACK");
    std::string arguments = call.arguments;
    arguments = replaced(arguments, "IN", quoted(kSamples + "/sample-3.in"));
    arguments = replaced(arguments, "OUT", quoted(kSamples + "/sample-3.ans"));
    arguments = replaced(arguments, "ANS", quoted(kSamples + "/sample-3.ans"));
    arguments = replaced(arguments, "BAD", quoted(kSamples + "/small-2.ans"));
    arguments = replaced(arguments, "RESULT", quoted(scratch.path("result")));
    arguments = replaced(arguments, "MESSAGE", quoted(scratch.path("message")));
    std::string input;  // Kattis: the output on stdin, given as "< OUT" or "< BAD"
    const std::size_t redirection = arguments.find(" < ");
    if (redirection != std::string::npos) {
        const std::string path = arguments.substr(redirection + 3);
        input = read_file(path.substr(1, path.size() - 2));  // unquoted
        arguments.erase(redirection);
    }
    const std::string copy =
        *call.copy == '\0' ? kJudgesChecker : kJudges + "/" + call.copy + "/checker";
    Result result = run("cd " + quoted(work) + " && " + quoted(copy) + " " + arguments, input);
    EXPECT_EQ(result.status, call.status);
    EXPECT_EQ(result.err, within_message_limit(call.err));
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(read_file(scratch.path("result")), call.result);
    EXPECT_EQ(read_file(work + "/FEEDBACK/judgemessage.txt"), call.feedback);
    EXPECT_EQ(read_file(work + "/FEEDBACK/judgeerror.txt"), call.judge_error);
    EXPECT_EQ(read_file(scratch.path("message")), call.message);
    // Nothing else is written: the folder holds what it held.
    std::vector<std::string> left;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(work)) {
        left.push_back(entry.path().lexically_relative(work).string());
    }
    std::vector<std::string> expected = {"FEEDBACK"};
    if (!call.feedback.empty()) expected.push_back("FEEDBACK/judgemessage.txt");
    if (!call.judge_error.empty()) expected.push_back("FEEDBACK/judgeerror.txt");
    std::sort(left.begin(), left.end());
    EXPECT_EQ(left, expected);
}

INSTANTIATE_TEST_SUITE_P(JudgesTest, JudgesCall, ::testing::ValuesIn(calls()),
                         [](const ::testing::TestParamInfo<Call>& param_info) {
                             return std::string(param_info.param.name);
                         });

// Every file a verdict goes to, made unwritable (a directory where the file
// should be): each copy that writes one says so as the judge's failure, with
// its row's status, never a silent exit 0 with nothing written. Relative
// names, in the folder the copy runs in, keep each message whole.
struct Unwritable {
    const char* copy;
    const char* arguments;  // IN, OUT, ANS as in calls(); run in the folder
    const char* directory;  // made where the file would be written
};
const Unwritable kUnwritable[] = {
    {"testlib", "IN OUT ANS result", "result"},
    {"testlib", "IN OUT ANS result -appes", "result"},
    {"lemon", "IN OUT ANS 10 score message", "score"},
    {"lemon", "IN OUT ANS 10 score message", "message"},
    {"kattis", "IN ANS feedback/ < OUT", "feedback/judgemessage.txt"},
    {"kattis", "ANS IN feedback/ < OUT", "feedback/judgeerror.txt"},  // a failure's file
    {"ccr", "IN ANS OUT .result", ".result"},
    {"arbiter", "IN OUT ANS", ArbiterScoreLock::kArbiterScore},
};

TEST(JudgesListing, EveryFileAVerdictGoesToUnwritable) {
    for (const Unwritable& file : kUnwritable) {
        SCOPED_TRACE(std::string(file.copy) + " " + file.arguments + ", " + file.directory);
        Scratch scratch;
        const std::string work = scratch.path("work");
        std::filesystem::create_directories(work + "/feedback");
        const bool arbiter = std::string(file.copy) == "arbiter";
        std::unique_ptr<ArbiterScoreLock> lock(arbiter ? new ArbiterScoreLock : nullptr);
        const std::string directory =
            file.directory[0] == '/' ? file.directory : work + "/" + file.directory;
        std::filesystem::create_directory(directory);
        std::string arguments = file.arguments;
        arguments = replaced(arguments, "IN", quoted(kSamples + "/sample-3.in"));
        arguments = replaced(arguments, "OUT", quoted(kSamples + "/sample-3.ans"));
        arguments = replaced(arguments, "ANS", quoted(kSamples + "/sample-3.ans"));
        const Result r = run("cd " + quoted(work) + " && " +
                                 quoted(kJudges + "/" + file.copy + "/checker") + " " + arguments,
                             "");
        EXPECT_EQ(r.status, 3);
        EXPECT_EQ(r.err, "FAIL cannot write " + std::string(file.directory) + ": Is a directory\n");
    }
}

// Standard output that cannot be written (/dev/full), where a copy writes
// its score (CMS's) or its line (COCI's) there: the judge's failure, with
// the row's status, never a silent exit 0 with the score lost.
TEST(JudgesListing, StandardOutputUnwritable) {
    for (const char* copy : {"cms", "coci"}) {
        SCOPED_TRACE(copy);
        Scratch scratch;
        for (const auto& named : {std::make_pair("input.txt", "/sample-3.in"),
                                  std::make_pair("correct_output.txt", "/sample-3.ans"),
                                  std::make_pair("user_output.txt", "/sample-3.ans")}) {
            write_file(scratch.path(named.first), read_file(kSamples + named.second));
        }
        const Result r = run(
            "cd " + quoted(scratch.path("")) + " && " + quoted(kJudges + "/" + copy + "/checker") +
                (std::string(copy) == "cms" ? " input.txt correct_output.txt user_output.txt"
                                            : " input.txt user_output.txt correct_output.txt"),
            "", "> /dev/full");
        EXPECT_EQ(r.status, 3);
        EXPECT_EQ(r.err, "FAIL cannot write standard output: No space left on device\n");
    }
}

// What lies on disk changes nothing: the bare file with no arguments, in a
// folder that holds every file SYZOJ's and NowCoder's calls look for, is
// refused as any call of another shape, and writes nothing there.
TEST(JudgesFolder, BareFileGuessesNothingFromTheDisk) {
    Scratch scratch;
    for (const char* name : {"input", "user_out", "answer", "user_output", "output"}) {
        write_file(scratch.path(name),
                   read_file(kSamples +
                             (std::string(name) == "input" ? "/sample-3.in" : "/sample-3.ans")));
    }
    const Result result =
        run("cd " + quoted(scratch.path("")) + " && " + quoted(kJudgesChecker), "");
    EXPECT_EQ(result.status, 3);
    EXPECT_EQ(result.err, kUsage);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(scratch.path("")),
                            std::filesystem::directory_iterator()),
              5);
}

// Kattis's copy reads the output on standard input, a pipe where the judge
// pipes it: endless blanks after a right answer end at the limit, as too
// much output (CheckerTest.EndlessBlanksOnAPipeEndAtTheLimit on the file).
TEST(JudgesFolder, KattisEndlessBlanksOnStandardInputEndAtTheLimit) {
    const KattisResult r = run_kattis(
        "{ cat " + quoted(kSamples + "/sample-3.ans") + "; yes ''; } | timeout 20",
        kSamples + "/sample-3.in", kSamples + "/sample-3.ans", kJudges + "/kattis/checker");
    EXPECT_EQ(r.status, 43);
    EXPECT_EQ(r.judge_message, "expected at most " +
                                   std::to_string(std::uint64_t{ROCKS_OUTPUT_LIMIT_MIB} << 20) +
                                   " bytes, found more by line 10\n");
}

// An output that exists but cannot be read by the judge's user (mode 000,
// as HUSTOJ's notes record) is the judge's failure, with the system's
// reason, never a presentation error. Run as another user where the tests
// run as root, whom modes do not stop.
TEST(JudgesFolder, UnreadableOutputIsTheJudgesFailure) {
    Scratch scratch;
    const std::string output = scratch.path("output");
    write_file(output, read_file(kSamples + "/sample-3.ans"));
    std::filesystem::permissions(output, std::filesystem::perms::none);
    std::filesystem::permissions(scratch.path(""), std::filesystem::perms::all);
    // The checker and the other files where that user reaches them, wherever
    // the build is (a home folder another user cannot enter, say).
    const std::string checker = scratch.path("checker");
    const std::string input = scratch.path("input");
    const std::string answer = scratch.path("answer");
    std::filesystem::copy_file(kJudgesChecker, checker);
    write_file(input, read_file(kSamples + "/sample-3.in"));
    write_file(answer, read_file(kSamples + "/sample-3.ans"));
    const std::string err = scratch.path("err");
    const pid_t parent = getpid();
    const pid_t child = fork();
    if (child == 0) {
        die_with_parent(parent);
        // As nobody, where the tests run as root: the system calls setpriv
        // makes, so that no tool is needed for them.
        const bool user = geteuid() != 0 ||
                          (setgroups(0, nullptr) == 0 && setgid(65534) == 0 && setuid(65534) == 0);
        exec_or_exit({checker, input, output, answer},
                     user && redirect(1, "/dev/null", O_WRONLY) &&
                         redirect(2, err, O_WRONLY | O_CREAT | O_TRUNC));
    }
    ASSERT_GT(child, 0);
    EXPECT_EQ(wait_for(child), 3);
    EXPECT_EQ(read_file(err),
              "FAIL cannot open the output file " + output + ": Permission denied\n");
}

// The install matrix: every judge's copy, and the bare file, called in every
// judge's way (each replay's call, which cites the host's source, on each
// copy) with a case of each kind, its verdict read as that host reads it.
// Measured here, it must be problem/installs.tsv, from which the setters'
// table of mistaken installs and each copy's warning are written
// (problem/judges.py): what the docs say of an install is what this
// measures. ROCKS_BLESS=1 rewrites the file (the regenerate target does).
struct MatrixCase {
    const char* column;  // problem/installs.tsv's
    std::string output, answer;
};

// A cell: how the host reads the case; a verdict "silently" where the host
// shows no message with it, and a rejection "with FAIL shown" where the
// message it shows is the checker's own failure (HUSTOJ's Runtime Error).
std::string cell_of(const Reading& reading) {
    const char* const seen[] = {"accepted", "rejected", "failed"};
    const std::size_t shown = reading.message.find_first_not_of(" \t\r\n");
    const bool silent = reading.seen != Seen::kFailed && shown == std::string::npos;
    const bool fail_shown = reading.seen == Seen::kRejected && shown != std::string::npos &&
                            reading.message.compare(shown, 5, "FAIL ") == 0;
    return std::string(seen[static_cast<int>(reading.seen)]) + (silent ? " silently" : "") +
           (fail_shown ? " with FAIL shown" : "");
}

// The matrix as problem/installs.tsv holds it: a head, then a row a pairing.
std::string measured_matrix(const std::vector<MatrixCase>& cases) {
    std::vector<std::pair<std::string, std::string>> copies = {{"bare", kJudgesChecker}};
    for (const std::string& name : judge_names()) {
        copies.emplace_back(name, kJudges + "/" + name + "/checker");
    }
    std::string matrix = "copy\thost\town copy";
    for (const MatrixCase& c : cases) matrix += std::string("\t") + c.column;
    matrix += "\n";
    const ArbiterScoreLock lock;  // Arbiter's copy runs in every judge's call
    for (const auto& copy : copies) {
        for (const Judge& judge : kJudgesTable) {
            matrix += copy.first + "\t" + judge.label + "\t" + judge.name;
            for (const MatrixCase& c : cases) {
                Scratch work;
                matrix += "\t" + cell_of(judge.call(copy.second, Case{kSamples + "/sample-3.in",
                                                                      c.output, c.answer, work}));
            }
            matrix += "\n";
        }
    }
    return matrix;
}

TEST(JudgesListing, InstallMatrix) {
    Scratch scratch;
    std::string garbage;
    std::uint64_t seed = 55;
    for (int i = 0; i < 100000; ++i) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        garbage += static_cast<char>(seed >> 56);
    }
    write_file(scratch.path("garbage.out"), garbage);
    const std::string right = kSamples + "/sample-3.ans";
    const std::string wrong = kSamples + "/checker/wa-two-lines-swapped.out";
    const std::vector<MatrixCase> cases = {{"right answer", right, right},
                                           {"wrong answer", wrong, right},
                                           {"garbage output", scratch.path("garbage.out"), right},
                                           {"broken answer file", right, wrong}};
    const std::string matrix = measured_matrix(cases);
    const std::string stored_path = std::string(ROCKS_SOURCE) + "/problem/installs.tsv";
    if (std::getenv("ROCKS_BLESS") != nullptr) write_file(stored_path, matrix);
    const std::string stored = read_file(stored_path);
    // The first row that differs, and how to bless an intended change.
    std::size_t row = 0;
    while (row < matrix.size() && row < stored.size() && matrix[row] == stored[row]) ++row;
    row = matrix.rfind('\n', row) == std::string::npos ? 0 : matrix.rfind('\n', row) + 1;
    EXPECT_TRUE(matrix == stored)
        << "problem/installs.tsv is not what the copies do now; first measured row that "
           "differs:\n  "
        << matrix.substr(row, matrix.find('\n', row) - row) << "\nif intended: " << ROCKS_REGENERATE
        << " (it blesses the matrix and writes the docs from it), then review git diff";
    // Every copy judges in its own judge's call: a right answer accepted, a
    // wrong one and garbage rejected, the broken answer file the judge's
    // failure (read as a rejection where the judge has no failure; not read
    // at all where the call passes no answer).
    for (const Judge& judge : kJudgesTable) {
        const std::string native =
            std::string(judge.name) + "\t" + judge.label + "\t" + judge.name + "\t";
        const std::string arguments = judge_row(judge.name).arguments;  // "": fixed names
        const bool answer_passed = arguments.empty() || arguments.find('a') != std::string::npos;
        const std::string fault = !answer_passed      ? "accepted"
                                  : judge.has_failure ? "failed"
                                                      : "rejected";
        EXPECT_NE(matrix.find(native + "accepted\trejected\trejected\t" + fault), std::string::npos)
            << judge.label << "'s own copy";
    }
}

// A replay says where it was translated from: a repository, a path and a
// commit ("owner/repository, path ..."), or the public page of a
// closed judge ("host.name/path"). Plain string tests: std::regex under
// g++ 12 with -O2 and the sanitizers trips -Wmaybe-uninitialized inside
// libstdc++.
bool cites_repository(const std::string& source) {
    const std::size_t comma = source.find(", ");
    const std::size_t open = source.rfind(" (");
    if (comma == std::string::npos || source.find('/') > comma || open == std::string::npos ||
        open < comma || source.back() != ')') {
        return false;
    }
    const std::string commit = source.substr(open + 2, source.size() - open - 3);
    return commit.size() >= 8 && commit.size() <= 40 &&
           commit.find_first_not_of("0123456789abcdef") == std::string::npos;
}
bool cites_page(const std::string& source) {
    const std::size_t slash = source.find('/');
    return source.find(' ') == std::string::npos && slash != std::string::npos &&
           source.find('.') < slash;
}

// Each citation of the judge's row is well formed, and the replay's is one
// of them.
TEST_P(JudgesTest, ReplayCitesItsSource) {
    const std::vector<std::string> sources = judge_row(GetParam().name).sources;
    for (const std::string& source : sources) {
        EXPECT_TRUE(cites_repository(source) || cites_page(source))
            << GetParam().name << "'s row cites no source: \"" << source << "\"";
    }
    ASSERT_LT(static_cast<std::size_t>(GetParam().citation), sources.size())
        << GetParam().label << " names source " << GetParam().citation << " of " << GetParam().name
        << "'s row, which has " << sources.size();
}

// A judge is its row of kConventions and its replay here: a row without a
// replay fails, naming the judge, wherever the checker builds.
TEST(JudgesListing, EveryRowHasAReplay) {
    for (const std::string& name : judge_names()) {
        EXPECT_TRUE(std::any_of(std::begin(kJudgesTable), std::end(kJudgesTable),
                                [&](const Judge& judge) { return name == judge.name; }))
            << name << ": a row of kConventions (checker --judges) with no replay in "
            << "tests/judges_test.cpp's kJudgesTable";
    }
}

INSTANTIATE_TEST_SUITE_P(JudgesTest, JudgesTest, ::testing::ValuesIn(kJudgesTable),
                         [](const ::testing::TestParamInfo<Judge>& param_info) {
                             return std::string(param_info.param.label);
                         });

}  // namespace
}  // namespace rocks_test
