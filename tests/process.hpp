// Runs the built programs as processes, the way their users run them.
#pragma once

#include <fcntl.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace rocks_test {

const std::string kSolver = ROCKS_SOLVER;
const std::string kChecker = ROCKS_CHECKER;
const std::string kSamples = ROCKS_SAMPLES;
const std::string kClassicDfs = ROCKS_CLASSIC_DFS;
// Sanitizers make each stack frame several times larger: a search that
// recurses 2^15 deep gets the room it would have in a plain build.
const std::string kStackForRecursion = ROCKS_SANITIZED ? "ulimit -s unlimited; " : "";

inline std::string quoted(const std::string& word) {
    std::string result = "'";
    for (char c : word) result += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return result + "'";
}

// An exit status as a shell shows it: the code, or 128 + signal number.
inline int shown_status(int wait_status) {
    return WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 128 + WTERMSIG(wait_status);
}

// Runs a /bin/sh command; returns its exit status, or 128 + signal number.
inline int shell(const std::string& command) {
    int status = std::system(command.c_str());
    return status == -1 ? -1 : shown_status(status);
}

// Starts a program directly, no shell in between (a non-interactive shell
// would start it with SIGINT ignored), with its standard streams on files.
inline pid_t spawn(const std::vector<std::string>& arguments, const std::string& stdin_path,
                   const std::string& stdout_path, const std::string& stderr_path) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, stdin_path.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, stdout_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    posix_spawn_file_actions_addopen(&actions, 2, stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    std::vector<char*> argv;
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str()));
    argv.push_back(nullptr);
    pid_t pid = -1;
    int error = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    return error == 0 ? pid : -1;
}

// Waits for `pid` to end; its status as a shell shows it.
inline int wait_for(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) == -1 && errno == EINTR) {
    }
    return shown_status(status);
}

// Polls `ready` every 10 ms for up to `seconds`; whether it came true.
template <class Condition>
bool wait_until(Condition ready, int seconds) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (!ready()) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        usleep(10000);
    }
    return true;
}

inline std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void write_file(const std::string& path, const std::string& data) {
    std::ofstream(path, std::ios::binary) << data;
}

// A directory of its own for each test, removed afterwards.
class Scratch {
  public:
    Scratch() {
        static std::atomic<int> counter{0};
        directory_ = std::filesystem::path(::testing::TempDir()) /
                     ("rocks-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
        std::filesystem::create_directories(directory_);
    }
    ~Scratch() {
        std::error_code ignored;
        std::filesystem::remove_all(directory_, ignored);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;

    std::string path(const std::string& name) const { return (directory_ / name).string(); }

  private:
    std::filesystem::path directory_;
};

struct Result {
    int status;
    std::string out;
    std::string err;
};

// Runs `command` (already quoted) with `input` on stdin and captures its
// small outputs; `stdout_redirection` replaces the capture of stdout.
inline Result run(const std::string& command, const std::string& input,
                  const std::string& stdout_redirection = "") {
    Scratch scratch;
    write_file(scratch.path("stdin"), input);
    const std::string to_stdout =
        stdout_redirection.empty() ? "> " + quoted(scratch.path("stdout")) : stdout_redirection;
    int status = shell(command + " < " + quoted(scratch.path("stdin")) + " " + to_stdout + " 2> " +
                       quoted(scratch.path("stderr")));
    return Result{status, read_file(scratch.path("stdout")), read_file(scratch.path("stderr"))};
}

// The names of the files in `directory` that end in `extension`, without it.
inline std::vector<std::string> sample_stems(const std::string& directory,
                                             const std::string& extension) {
    std::vector<std::string> stems;
    for (const auto& entry : std::filesystem::directory_iterator(directory)) {
        if (entry.path().extension() == extension) stems.push_back(entry.path().stem().string());
    }
    std::sort(stems.begin(), stems.end());
    return stems;
}

inline std::string stem_name(const ::testing::TestParamInfo<std::string>& param_info) {
    std::string name = param_info.param;
    std::replace(name.begin(), name.end(), '-', '_');
    return name;
}

struct KattisResult {
    int status;
    std::string out;
    std::string message;  // what judgemessage.txt holds
};

// The checker as a Kattis/DOMjudge output validator. `output_source` gives
// it the contestant's output on stdin: "< file" or "producer |" (sh accepts
// either before the command).
inline KattisResult run_kattis(const std::string& output_source, const std::string& input,
                               const std::string& answer) {
    Scratch scratch;
    const std::string feedback = scratch.path("feedback");
    std::filesystem::create_directory(feedback);
    const std::string checker = quoted(kChecker) + " " + quoted(input) + " " + quoted(answer) +
                                " " + quoted(feedback + "/");
    int status = shell(output_source + " " + checker + " > " + quoted(scratch.path("out")) +
                       " 2> /dev/null");
    return KattisResult{status, read_file(scratch.path("out")),
                        read_file(feedback + "/judgemessage.txt")};
}

// Lines 0 .. count-1 of the binary reflected Gray code, g(k) = k ^ (k >> 1),
// hole i as character i: defined here, not taken from the solver.
inline std::string reflected_gray_code(int holes, std::uint64_t count) {
    std::string text;
    for (std::uint64_t k = 0; k < count; ++k) {
        const std::uint64_t code = k ^ (k >> 1);
        for (int hole = 0; hole < holes; ++hole) text += (code >> hole & 1) ? 'X' : 'O';
        text += '\n';
    }
    return text;
}

// The whole answer for n: the code's 2^n lines, then all holes empty again.
inline std::string reflected_gray_answer(int holes) {
    return reflected_gray_code(holes, std::uint64_t{1} << holes) +
           std::string(static_cast<std::size_t>(holes), 'O') + "\n";
}

inline bool is_one_line(const std::string& text) {
    return !text.empty() && text.find('\n') == text.size() - 1;
}

}  // namespace rocks_test
