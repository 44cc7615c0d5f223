// The tests' own guard against leaks: no process a test starts outlives it,
// however the test ends, and no file grows past kFileSizeLimit.
#include "process.hpp"

#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace rocks_test {
namespace {

// Gone: no such process, or a zombie that init has yet to reap.
bool is_gone(pid_t pid) {
    if (kill(pid, 0) == -1 && errno == ESRCH) return true;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string pid_field, name, state;
    return !(stat >> pid_field >> name >> state) || state == "Z";
}

pid_t started_by_failing_test = -1;

// A child that would run for ten minutes if nothing ended it.
const std::vector<std::string> kLongChild = {"/bin/sleep", "600"};

void start_child_then_fail() {
    Child child(kLongChild, "/dev/null", "/dev/null", "/dev/null");
    started_by_failing_test = child.pid();
    FAIL() << "failing on purpose while the child runs";
}

TEST(ProcessTest, ChildOfATestThatFailsEarlyIsGone) {
    EXPECT_FATAL_FAILURE(start_child_then_fail(), "failing on purpose");
    ASSERT_GT(started_by_failing_test, 0);
    EXPECT_TRUE(is_gone(started_by_failing_test));
}

// As when ctest kills a test program for its timeout: no destructor runs.
TEST(ProcessTest, ChildDiesWithTheTestProgram) {
    int pipe_ends[2];
    ASSERT_EQ(pipe(pipe_ends), 0);
    const pid_t test_program = fork();
    if (test_program == 0) {
        Child child(kLongChild, "/dev/null", "/dev/null", "/dev/null");
        const pid_t pid = child.pid();
        if (write(pipe_ends[1], &pid, sizeof pid) != sizeof pid) _exit(1);
        pause();  // until killed, like a hung test
    }
    close(pipe_ends[1]);
    pid_t child = -1;
    ASSERT_EQ(read(pipe_ends[0], &child, sizeof child), static_cast<ssize_t>(sizeof child));
    close(pipe_ends[0]);
    ASSERT_FALSE(is_gone(child));
    kill(test_program, SIGKILL);
    EXPECT_EQ(wait_for(test_program), 128 + SIGKILL);
    EXPECT_TRUE(wait_until([&] { return is_gone(child); }, 60));
}

TEST(ProcessTest, FileStopsAtTheSizeLimit) {
    rlimit limit{};
    ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &limit), 0);
    ASSERT_EQ(limit.rlim_cur, kFileSizeLimit) << "without it, this test would write all of it";
    const std::uint64_t bytes =
        (std::uint64_t{ROCKS_LARGEST_N} + 1) * ((std::uint64_t{1} << ROCKS_LARGEST_N) + 1);
    if (bytes <= kFileSizeLimit) GTEST_SKIP() << "the largest answer fits within the limit";
    Scratch scratch;
    Child solver({kSolver, std::to_string(ROCKS_LARGEST_N)}, "/dev/null", scratch.path("out"),
                 scratch.path("err"));
    EXPECT_EQ(solver.wait(), 128 + SIGXFSZ);
    EXPECT_EQ(std::filesystem::file_size(scratch.path("out")), kFileSizeLimit);
}

#if ROCKS_SANITIZED
// Not a test: run on its own by the test below, this program leaks a block
// and ends.
TEST(ProcessTest, DISABLED_Leaks) {
    char* volatile leaked = new char[64];
    leaked[0] = 1;
    leaked = nullptr;
}

// The sanitized suites' children run without LeakSanitizer
// (kChildrenWithoutLeakCheck): here each program a reader runs (the two
// solvers, the two checkers, the page's checker) runs with it, each way it
// ends: an answer, and a refusal. A leak would end it with LeakSanitizer's
// report and a failing status, as it ends this program when asked to leak.
TEST(ProcessTest, ProgramsFreeTheirMemory) {
    const std::string with_leak_check = "ASAN_OPTIONS=\"$ASAN_OPTIONS:detect_leaks=1\" ";
    const Result leaking =
        run(with_leak_check + quoted("/proc/" + std::to_string(getpid()) + "/exe") +
                " --gtest_also_run_disabled_tests"
                " --gtest_filter=ProcessTest.DISABLED_Leaks",
            "");
    EXPECT_NE(leaking.status, 0);
    EXPECT_NE(leaking.err.find("ERROR: LeakSanitizer: detected memory leaks"), std::string::npos)
        << leaking.err;
    Scratch scratch;
    const std::string in = kSamples + "/sample-3.in", answer = kSamples + "/sample-3.ans";
    write_file(scratch.path("wrong"), "OOO\nXXX\n");
    const std::string wrong = scratch.path("wrong");
    const auto call = [](const std::string& program, const std::vector<std::string>& words) {
        std::string line = quoted(program);
        for (const std::string& word : words) line += " " + quoted(word);
        return line;
    };
    struct Way {
        std::string command, input;
        int status;
    };
    std::vector<Way> ways = {
        {call(kSolver, {"3"}), "", 0},
        {call(kSolver, {"x"}), "", 1},
        {call(kJudgesSolver, {}), "3\n", 0},
        {call(kJudgesSolver, {}), "x\n", 1},
        {call(kChecker, {in, answer}), "", 0},
        {call(kChecker, {in, wrong}), "", 1},
        {call(kJudgesChecker, {in, answer, answer}), "", 0},
        {call(kJudgesChecker, {in, wrong, answer}), "", 1},
        {call(kCheckerPage, {in, answer}), "", 0},
        {call(kCheckerPage, {in, wrong}), "", 1},
    };
    for (const Way& way : ways) {
        const Result done = run(with_leak_check + way.command, way.input);
        EXPECT_EQ(done.status, way.status) << way.command << "\n" << done.err;
        EXPECT_EQ(done.err.find("LeakSanitizer"), std::string::npos) << way.command << "\n"
                                                                     << done.err;
    }
}
#endif

}  // namespace
}  // namespace rocks_test
