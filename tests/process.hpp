// Runs the built programs as processes, the way their users run them: one
// child at a time or many, its limits set, never outliving its test.
#pragma once

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace rocks_test {

const std::string kSolver = ROCKS_SOLVER;               // the terminal's: src/terminal_rocks.cpp
const std::string kJudgesSolver = ROCKS_JUDGES_SOLVER;  // the contestant's file, src/main.cpp
const std::string kChecker = ROCKS_CHECKER;             // the terminal's: src/terminal_checker.cpp
const std::string kJudgesChecker = ROCKS_JUDGES_CHECKER;  // the judges' file, src/checker.cpp
const std::string kCheckerPage =
    ROCKS_CHECKER_PAGE;  // as docs/play.html's build: a report on stdout
const std::string kSamples = ROCKS_SAMPLES;
const std::string kClassicDfs = ROCKS_CLASSIC_DFS;
const std::string kGrayFormula = ROCKS_GRAY_FORMULA;
const std::string kGrayMirror = ROCKS_GRAY_MIRROR;
const std::string kSeenList = ROCKS_SEEN_LIST;
const std::string kRecursiveDfs = ROCKS_RECURSIVE_DFS;

// Sanitizers make each stack frame several times larger: a search that
// recurses 2¹⁵ deep gets the room it would have in a plain build.
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

// Every file a test or any process it starts writes stops at this size
// (SIGXFSZ ends the writer), so even a leaked `rocks 30 > file` cannot fill
// a disk. Set once per test program, before any test runs; inherited by
// every child.
const rlim_t kFileSizeLimit = rlim_t{1} << 30;

struct FileSizeLimit {
    explicit FileSizeLimit(rlim_t bytes) {
        rlimit limit{};
        getrlimit(RLIMIT_FSIZE, &limit);
        if (limit.rlim_max == RLIM_INFINITY || limit.rlim_max > bytes) limit.rlim_max = bytes;
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
};
inline const FileSizeLimit kFileSizeLimitSet{kFileSizeLimit};

// LeakSanitizer scans a sanitized program as it exits: 45 ms here even for
// one that allocated nothing, paid by each of the thousands of programs the
// sanitized suites start (81 s of one of ctest's two lanes, 39 s without).
// So their children run without it, while the test program, which reads
// its options before this runs, keeps it for the code it runs in process;
// ProcessTest.ProgramsFreeTheirMemory runs every program with it. Set once
// per test program, before any test runs; inherited by every child.
struct ChildrenWithoutLeakCheck {
    ChildrenWithoutLeakCheck() {
        if (!ROCKS_SANITIZED) return;
        const char* given = std::getenv("ASAN_OPTIONS");
        const std::string options = given == nullptr ? "" : std::string(given) + ":";
        setenv("ASAN_OPTIONS", (options + "detect_leaks=0").c_str(), 1);
    }
};
inline const ChildrenWithoutLeakCheck kChildrenWithoutLeakCheck;

// In a child between fork and exec: dies with the test process, even when
// ctest kills that for a timeout and no destructor runs.
inline void die_with_parent(pid_t parent) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);  // the parent died before prctl
}

// Waits for `pid` to end; its status as a shell shows it.
inline int wait_for(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) == -1 && errno == EINTR) {
    }
    return shown_status(status);
}

// Points `descriptor` at `path`, opened with `flags`; false if it cannot.
inline bool redirect(int descriptor, const std::string& path, int flags) {
    const int opened = open(path.c_str(), flags, 0644);
    return opened >= 0 && dup2(opened, descriptor) == descriptor && close(opened) == 0;
}

// In a child between fork and exec, once its streams are set up (`ready`
// false if they could not be): runs `arguments`, or ends with status 127.
[[noreturn]] inline void exec_or_exit(const std::vector<std::string>& arguments, bool ready) {
    std::vector<char*> argv;
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str()));
    argv.push_back(nullptr);
    if (ready) execv(argv[0], argv.data());
    _exit(127);
}

// Resource limits for a child, as a judge sets them.
struct ChildLimits {
    rlim_t cpu_seconds = RLIM_INFINITY;  // SIGXCPU ends it past this much CPU time
    bool unlimited_stack = false;
};

// A program started directly, no shell in between (a non-interactive shell
// would start it with SIGINT ignored), its standard streams on files. It
// never outlives its test: the destructor kills and reaps it on every path
// out of the test (a failed ASSERT returns early), and the kernel kills it
// if the test process dies.
class Child {
  public:
    Child(const std::vector<std::string>& arguments, const std::string& stdin_path,
          const std::string& stdout_path, const std::string& stderr_path,
          const ChildLimits& limits = ChildLimits()) {
        const pid_t parent = getpid();
        pid_ = fork();
        if (pid_ == 0) {
            die_with_parent(parent);
            const int flags = O_WRONLY | O_CREAT | O_TRUNC;
            exec_or_exit(arguments, apply(limits) && redirect(0, stdin_path, O_RDONLY) &&
                                        redirect(1, stdout_path, flags) &&
                                        redirect(2, stderr_path, flags));
        }
    }
    ~Child() {
        if (pid_ > 0 && !reaped_) {
            kill(pid_, SIGKILL);
            wait();
        }
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    bool started() const { return pid_ > 0; }
    pid_t pid() const { return pid_; }
    // Waits for the end; the status as a shell shows it, and the CPU time
    // it used (user and system), which load on the machine hardly changes.
    int wait(double* cpu_seconds = nullptr) {
        reaped_ = true;
        int status = 0;
        rusage usage{};
        while (wait4(pid_, &status, 0, &usage) == -1 && errno == EINTR) {
        }
        if (cpu_seconds != nullptr) {
            *cpu_seconds =
                static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
        }
        return shown_status(status);
    }

    // Whether it ends within `seconds`, polled every 10 ms; reaped if it does.
    bool ends_within(int seconds) {
        for (int polls = 0; polls <= seconds * 100; ++polls) {
            int status = 0;
            if (waitpid(pid_, &status, WNOHANG) == pid_) return reaped_ = true;
            usleep(10000);
        }
        return false;
    }

  private:
    static bool apply(const ChildLimits& limits) {
        const rlimit cpu{limits.cpu_seconds, limits.cpu_seconds == RLIM_INFINITY
                                                 ? RLIM_INFINITY
                                                 : limits.cpu_seconds + 1};
        const rlimit stack{RLIM_INFINITY, RLIM_INFINITY};
        return setrlimit(RLIMIT_CPU, &cpu) == 0 &&
               (!limits.unlimited_stack || setrlimit(RLIMIT_STACK, &stack) == 0);
    }

    pid_t pid_ = -1;
    bool reaped_ = false;
};

// A pipe for a child's stdout, which the test reads, or leaves unread so
// that the child blocks; or for its stdin, which the test writes. The child
// opens it by its /proc path.
class Pipe {
  public:
    Pipe() {
        int ends[2] = {-1, -1};
        if (pipe2(ends, O_CLOEXEC) == 0) {
            read_end_ = ends[0];
            write_end_ = ends[1];
        }
    }
    ~Pipe() {
        close_writer();
        if (read_end_ >= 0) close(read_end_);
    }
    Pipe(const Pipe&) = delete;
    Pipe& operator=(const Pipe&) = delete;

    bool made() const { return read_end_ >= 0; }
    std::string writer_path() const { return "/proc/self/fd/" + std::to_string(write_end_); }
    std::string reader_path() const { return "/proc/self/fd/" + std::to_string(read_end_); }
    int writer_fd() const { return write_end_; }
    int reader_fd() const { return read_end_; }
    // Once the child has its own copy.
    void close_writer() {
        if (write_end_ >= 0) close(write_end_);
        write_end_ = -1;
    }
    // Less than a page left: the solver, which writes 128 KiB at a time,
    // waits in a write.
    bool full() const {
        int queued = 0;
        return ioctl(read_end_, FIONREAD, &queued) == 0 &&
               fcntl(read_end_, F_GETPIPE_SZ) - queued < 4096;
    }
    // Reads to the end; how many bytes came.
    std::uint64_t drain() const {
        std::vector<char> chunk(1 << 16);
        std::uint64_t total = 0;
        for (ssize_t got; (got = read(read_end_, chunk.data(), chunk.size())) != 0;) {
            if (got < 0 && errno != EINTR) break;
            if (got > 0) total += static_cast<std::uint64_t>(got);
        }
        return total;
    }
    void close_reader() {
        if (read_end_ >= 0) close(read_end_);
        read_end_ = -1;
    }
    int capacity() const { return fcntl(read_end_, F_GETPIPE_SZ); }
    // Whether this kernel grants a pipe of `bytes` (Linux's most for anyone
    // is /proc/sys/fs/pipe-max-size, 1 MiB by default).
    static bool granted(int bytes) {
        const Pipe probe;
        return probe.made() && fcntl(probe.write_end_, F_SETPIPE_SZ, bytes) >= bytes;
    }

  private:
    int read_end_ = -1;
    int write_end_ = -1;
};

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
    std::string text;
    std::vector<char> chunk(std::size_t{1} << 16);  // not byte by byte: outputs reach 22 MB
    while (in.read(chunk.data(), static_cast<std::streamsize>(chunk.size())) || in.gcount() > 0) {
        text.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    }
    return text;
}

// The size of a file that a child may not have created yet: 0 until it has.
inline std::uintmax_t size_so_far(const std::string& path) {
    std::error_code missing;
    const std::uintmax_t size = std::filesystem::file_size(path, missing);
    return missing ? 0 : size;
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

inline bool is_one_line(const std::string& text) {
    return !text.empty() && text.find('\n') == text.size() - 1;
}

}  // namespace rocks_test
