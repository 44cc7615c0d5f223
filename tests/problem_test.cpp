// The problem package, checked the way Kattis's verifyproblem checks one:
// its files and metadata, the input validator on every input and on bad
// ones, and every submission on every test case, judged by the output
// validator (the checker, Kattis convention) and its CPU time held against
// the limit.
#include <gtest/gtest.h>

#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "gray_code.hpp"
#include "judge_runs.hpp"
#include "process.hpp"

namespace rocks_test {
namespace {

namespace fs = std::filesystem;

const std::string kSource = ROCKS_SOURCE;
const std::string kPackage = std::string(ROCKS_PACKAGE) + "/rocks";
const std::string kPackageDir = ROCKS_PACKAGE;
const std::string kSubmissions = ROCKS_SUBMISSIONS;
const std::string kValidator = ROCKS_VALIDATOR;
const std::string kValidatorPolygon = ROCKS_VALIDATOR_POLYGON;

// The limits and the judge's range, from problem/limits.json (CMake reads it
// as JSON: tests/CMakeLists.txt).
const int kMinN = ROCKS_MIN_N;
const int kMaxN = ROCKS_MAX_N;
const int kMemoryMib = ROCKS_MEMORY_LIMIT_MIB;
const double kTimeLimit = ROCKS_TIME_LIMIT_SECONDS;  // also problemtools' rounding
const double kSafetyMargin = 2.0;                    // problem.yaml's time_safety_margin

std::string secret_name(int n) { return (n < 10 ? "n0" : "n") + std::to_string(n); }

// Whether the package lists the slow submission as too slow: problem/
// package.py's estimate (0.6 s at n = 13, O(n·4ⁿ)) of at least 4 times the
// limit at the largest n, written again here to hold the two equal.
bool slow_submission_listed() {
    const double n = kMaxN;
    return 0.6 * (n * std::pow(4.0, n)) / (13 * std::pow(4.0, 13)) >= 4 * kTimeLimit;
}

std::vector<std::string> files_below(const std::string& folder) {
    std::vector<std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file()) files.push_back(fs::relative(entry.path(), folder).string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<std::string> expected_files() {
    std::vector<std::string> files = {
        ".timelimit",
        "data/sample/1.ans",
        "data/sample/1.in",
        "input_validators/validate.cpp",
        "output_validators/rocks/checker.cpp",
        "problem.yaml",
        "problem_statement/problem.en.tex",
        "problem_statement/problem.html",
        "submissions/accepted/classic_dfs.cpp",
        "submissions/accepted/rocks.cpp",
    };
    for (int n = kMinN; n <= kMaxN; ++n) {
        files.push_back("data/secret/" + secret_name(n) + ".ans");
        files.push_back("data/secret/" + secret_name(n) + ".in");
    }
    for (const char* verdict : {"wrong_answer", "time_limit_exceeded"}) {
        if (verdict == std::string("time_limit_exceeded") && !slow_submission_listed()) continue;
        for (const auto& entry :
             fs::directory_iterator(kSource + "/problem/submissions/" + verdict)) {
            files.push_back(std::string("submissions/") + verdict + "/" +
                            entry.path().filename().string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

TEST(ProblemTest, PackageAndZipHoldExactlyTheExpectedFiles) {
    const std::vector<std::string> expected = expected_files();
    EXPECT_EQ(files_below(kPackage), expected);
    EXPECT_GE(expected.size(), 10u + 2u * static_cast<unsigned>(kMaxN - kMinN + 1));  // and more
    Scratch scratch;
    ASSERT_EQ(shell("cd " + quoted(scratch.path("")) + " && " + quoted(ROCKS_CMAKE) +
                    " -E tar xf " + quoted(kPackageDir + "/rocks.zip")),
              0);
    EXPECT_EQ(files_below(scratch.path("")), expected);
    EXPECT_TRUE(read_file(scratch.path("problem.yaml")) == read_file(kPackage + "/problem.yaml"));
}

// The judges' file as the package ships it for `judge`: its judge named on
// the first line, its copy's warning (problem/judges.py writes it from
// problem/installs.tsv) in comment lines, as a judge's admin reads them
// first, then src/checker.cpp as it is.
std::string named_checker(const std::string& judge) {
    const std::string warning = judge_row(judge).copy_warning;
    std::string comment;
    std::string line;
    std::istringstream words(warning);
    for (std::string word; words >> word;) {
        if (!line.empty() && line.size() + 1 + word.size() > 76) {
            comment += "// " + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty()) comment += "// " + line + "\n";
    return "#define ROCKS_JUDGE \"" + judge + "\"\n" + comment +
           read_file(kSource + "/src/checker.cpp");
}

// Copied, never kept twice: the programs are the repository's own, and
// every copy of the checker names its judge.
TEST(ProblemTest, ProgramsAndDataComeFromTheRepository) {
    EXPECT_TRUE(read_file(kPackage + "/output_validators/rocks/checker.cpp") ==
                named_checker("kattis"));
    EXPECT_TRUE(read_file(kPackageDir + "/polygon/checker.cpp") == named_checker("testlib"));
    for (const auto& entry : fs::directory_iterator(kPackageDir + "/judges")) {
        const std::string judge = entry.path().filename().string();
        std::size_t sources = 0;
        for (const auto& file : fs::directory_iterator(entry.path())) {
            ++sources;
            EXPECT_TRUE(read_file(file.path().string()) == named_checker(judge)) << file.path();
        }
        EXPECT_EQ(sources, 1u) << entry.path();
    }
    const std::pair<std::string, std::string> copies[] = {
        {"submissions/accepted/rocks.cpp", "src/main.cpp"},
        {"submissions/accepted/classic_dfs.cpp", "docs/classic_dfs.cpp"},
        {"data/sample/1.in", "samples/sample-3.in"},
        {"data/sample/1.ans", "samples/sample-3.ans"},
    };
    for (const auto& copy : copies) {
        EXPECT_TRUE(read_file(kPackage + "/" + copy.first) ==
                    read_file(kSource + "/" + copy.second))
            << copy.first;
    }
    for (int n = kMinN; n <= kMaxN; ++n) {
        const std::string name = kPackage + "/data/secret/" + secret_name(n);
        EXPECT_EQ(read_file(name + ".in"), std::to_string(n) + "\n");
        EXPECT_TRUE(read_file(name + ".ans") == reflected_gray_answer(n)) << name;
    }
    EXPECT_EQ(read_file(kPackage + "/.timelimit"), std::to_string(ROCKS_TIME_LIMIT_SECONDS) + "\n");
    const std::string range = "#define ROCKS_MIN_N " + std::to_string(kMinN) +
                              "\n#define ROCKS_MAX_N " + std::to_string(kMaxN) + "\n";
    const std::string validator = read_file(kSource + "/problem/input_validators/validate.cpp");
    EXPECT_EQ(read_file(kPackage + "/input_validators/validate.cpp"), range + validator);
    EXPECT_EQ(read_file(kPackageDir + "/polygon/validator.cpp"),
              "#define ROCKS_POLYGON\n" + range + validator);
    // Polygon numbers its tests 1, 2, ...: the last is the judge's largest n.
    char last[8];
    std::snprintf(last, sizeof last, "%02d", kMaxN - kMinN + 1);
    EXPECT_EQ(read_file(kPackageDir + "/polygon/tests/" + last), std::to_string(kMaxN) + "\n");
}

TEST(ProblemTest, YamlHasTheKeys) {
    const std::string yaml = read_file(kPackage + "/problem.yaml");
    for (const char* line :
         {"\nname: \"[USACO10MAR] The Rock Game S\"\n",
          "\nsource: USACO 2010 March Contest, Silver\n", "\nlicense: educational\n",
          "\nrights_owner: ", "\nvalidation: custom\n", "\nlimits:\n", "\n  time_multiplier: 5\n",
          "\n  time_safety_margin: 2\n"}) {
        EXPECT_NE(yaml.find(line), std::string::npos) << line;
    }
    EXPECT_NE(yaml.find("\n  memory: " + std::to_string(kMemoryMib) + "\n"), std::string::npos);
    const std::string statement = read_file(kPackage + "/problem_statement/problem.en.tex");
    EXPECT_NE(statement.find("\n\\problemname{[USACO10MAR] The Rock Game S}\n"), std::string::npos);
    EXPECT_NE(statement.find("any of them is accepted"), std::string::npos);
}

TEST(ProblemTest, ValidatorAcceptsEveryInput) {
    std::vector<std::string> inputs;
    for (const std::string& file : files_below(kPackage + "/data")) {
        if (file.size() > 3 && file.substr(file.size() - 3) == ".in") inputs.push_back(file);
    }
    EXPECT_EQ(inputs.size(), static_cast<std::size_t>(kMaxN - kMinN + 2));  // and the sample
    for (const std::string& input : inputs) {
        Result result = run(quoted(kValidator), read_file(kPackage + "/data/" + input));
        EXPECT_EQ(result.status, 42) << input << ": " << result.err;
        EXPECT_EQ(result.err, "") << input;
        // Polygon passes its flags; its build says 0 for valid.
        Result polygon = run(quoted(kValidatorPolygon) + " --testset tests --group 1",
                             read_file(kPackage + "/data/" + input));
        EXPECT_EQ(polygon.status, 0) << input;
    }
}

TEST(ProblemTest, ValidatorRejectsBadInputs) {
    const std::pair<std::string, std::string> cases[] = {
        {std::to_string(kMinN - 1) + "\n", "expected n >= " + std::to_string(kMinN)},
        {std::to_string(kMaxN + 1) + "\n", "expected n <= " + std::to_string(kMaxN)},
        {"100\n", "expected n <= " + std::to_string(kMaxN)},
        {"03\n", "expected no leading zeros"},
        {"+3\n", "expected only the decimal digits of n on the line"},
        {"-3\n", "expected only the decimal digits of n on the line"},
        {" 3\n", "expected only the decimal digits of n on the line"},
        {"3 \n", "expected only the decimal digits of n on the line"},
        {"3\r\n", "expected only the decimal digits of n on the line"},
        {"1e1\n", "expected only the decimal digits of n on the line"},
        {"3", "expected one line ending in a newline"},
        {"", "expected one line ending in a newline"},
        {"\n", "expected n on the first line, found an empty line"},
        {"\n3\n", "expected n on the first line, found an empty line"},
        {"3\n4\n", "expected nothing after the first line"},
        {"3 4\n", "expected only the decimal digits of n on the line"},
        {"3\n\n", "expected nothing after the first line"},
        {std::string(100, '1') + "\n", "expected n <= " + std::to_string(kMaxN)},
    };
    for (const auto& bad : cases) {
        Result result = run(quoted(kValidator), bad.first);
        EXPECT_EQ(result.status, 43) << "[" << bad.first << "]";
        EXPECT_EQ(result.err, "invalid input: " + bad.second + "\n") << "[" << bad.first << "]";
        EXPECT_EQ(run(quoted(kValidatorPolygon), bad.first).status, 3) << "[" << bad.first << "]";
    }
}

struct Judged {
    bool finished;  // within the time limit times the safety margin, in CPU time
    double cpu_seconds;
    int verdict;  // the output validator's exit status, if finished
};

// One submission on one test case, as a judge runs it: stdin from the
// input, stopped by SIGXCPU at the time limit times the safety margin in
// CPU time (judges limit CPU time, and wall time on this shared machine
// says more about the load than the program), the output judged in the
// Kattis convention.
Judged judge(const std::string& submission, const std::string& stem) {
    Scratch scratch;
    const std::string input = kPackage + "/data/" + stem + ".in";
    ChildLimits limits;
    limits.cpu_seconds = static_cast<rlim_t>(kTimeLimit * kSafetyMargin);
    limits.unlimited_stack = ROCKS_SANITIZED;  // as in kStackForRecursion
    Child run({submission}, input, scratch.path("out"), "/dev/null", limits);
    double cpu_seconds = 0;
    const int status = run.wait(&cpu_seconds);
    if (status == 128 + SIGXCPU || status == 128 + SIGKILL) return Judged{false, cpu_seconds, 0};
    EXPECT_EQ(status, 0) << submission << " crashed on " << stem;
    fs::create_directory(scratch.path("feedback"));
    // Kattis's copy of the checker, as problemtools calls an output validator.
    const int verdict = shell(quoted(std::string(ROCKS_JUDGES) + "/kattis/checker") + " " +
                              quoted(input) + " " + quoted(kPackage + "/data/" + stem + ".ans") +
                              " " + quoted(scratch.path("feedback") + "/") + " < " +
                              quoted(scratch.path("out")) + " 2> /dev/null");
    return Judged{true, cpu_seconds, verdict};
}

std::vector<std::string> test_cases() {
    std::vector<std::string> stems = {"sample/1"};
    for (int n = kMinN; n <= kMaxN; ++n) stems.push_back("secret/" + secret_name(n));
    return stems;
}

std::vector<std::string> submissions(const std::string& verdict) {
    std::vector<std::string> programs;
    for (const auto& entry : fs::directory_iterator(kSubmissions + "/" + verdict)) {
        programs.push_back(entry.path().string());
    }
    std::sort(programs.begin(), programs.end());
    return programs;
}

// The package's accepted submissions are src/main.cpp and
// docs/classic_dfs.cpp, as built for the other tests.
TEST(ProblemTest, AcceptedSubmissionsPassEveryCaseWithinTheLimit) {
    const std::vector<std::string> programs = {kSolver, kClassicDfs};
    for (const std::string& program : programs) {
        for (const std::string& stem : test_cases()) {
            const Judged result = judge(program, stem);
            EXPECT_TRUE(result.finished && result.verdict == 42) << program << " on " << stem;
#if !ROCKS_SANITIZED
            EXPECT_LT(result.cpu_seconds, kTimeLimit) << program << " on " << stem;
#endif
        }
    }
}

TEST(ProblemTest, WrongAnswerSubmissionsFailSomeCaseFastAndWithoutCrashing) {
    const std::vector<std::string> programs = submissions("wrong_answer");
    EXPECT_GE(programs.size(), 4u);
    for (const std::string& program : programs) {
        int rejected = 0;
        for (const std::string& stem : test_cases()) {
            const Judged result = judge(program, stem);
            EXPECT_TRUE(result.finished) << program << " on " << stem;
            EXPECT_TRUE(result.verdict == 42 || result.verdict == 43) << program << " on " << stem;
            rejected += result.verdict == 43;
        }
        EXPECT_GT(rejected, 0) << program << " was accepted everywhere";
    }
}

// Left out of the sanitized build: timing sanitized programs says nothing about the limit.
#if !ROCKS_SANITIZED
TEST(ProblemTest, TimeLimitSubmissionIsCorrectButTooSlowAtTheLargestN) {
    const std::vector<std::string> programs = submissions("time_limit_exceeded");
    EXPECT_EQ(programs.size(), 1u);
    const bool listed = slow_submission_listed();
    for (const std::string& program : programs) {
        for (const std::string& stem : test_cases()) {
            const Judged result = judge(program, stem);
            if (listed && stem == "secret/" + secret_name(kMaxN)) {
                EXPECT_FALSE(result.finished) << program << " ran n = " << kMaxN << " in "
                                              << result.cpu_seconds << " s of CPU";
            } else if (result.finished) {
                EXPECT_EQ(result.verdict, 42) << program << " on " << stem;
            }
        }
    }
}
#endif

}  // namespace
}  // namespace rocks_test
