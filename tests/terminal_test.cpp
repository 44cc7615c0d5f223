// The solver as a person meets it: at a terminal (a real pseudo-terminal),
// with a progress line, and stopped by Ctrl-C or SIGTERM halfway.
#include <gtest/gtest.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "gray_code.hpp"
#include "process.hpp"

namespace rocks_test {
namespace {

// The largest n, whose run lasts long enough to be interrupted.
const std::string kLargest = std::to_string(ROCKS_LARGEST_N);
const std::uint64_t kLargestLines = (std::uint64_t{1} << ROCKS_LARGEST_N) + 1;
const std::size_t kLineBytes = ROCKS_LARGEST_N + 1;

// The solver on a pseudo-terminal: stdin and stderr are the terminal, and so
// is stdout unless `stdout_path` names a file for it.
class Terminal {
  public:
    Terminal(const std::vector<std::string>& arguments, const std::string& stdout_path) {
        const pid_t parent = getpid();
        pid_ = forkpty(&master_, nullptr, nullptr, nullptr);
        if (pid_ == 0) {
            die_with_parent(parent);
            exec_or_exit(arguments, stdout_path.empty() ||
                                        redirect(1, stdout_path, O_WRONLY | O_CREAT | O_TRUNC));
        }
    }
    ~Terminal() {
        if (!ended_ && pid_ > 0) {
            kill(pid_, SIGKILL);
            wait_for(pid_);
        }
        if (master_ >= 0) close(master_);
    }
    Terminal(const Terminal&) = delete;
    Terminal& operator=(const Terminal&) = delete;

    bool started() const { return pid_ > 0; }
    pid_t pid() const { return pid_; }
    void type(const std::string& keys) const {
        ASSERT_EQ(write(master_, keys.data(), keys.size()), static_cast<ssize_t>(keys.size()));
    }
    // Reads the screen until it holds `text`, for up to `seconds`.
    bool wait_for_text(const std::string& text, int seconds) {
        return wait_until(
            [&] {
                read_available();
                return screen_.find(text) != std::string::npos;
            },
            seconds);
    }
    // The exit status, or -1 if the program is still running after `seconds`.
    int wait_for_end(int seconds) {
        int status = 0;
        bool ended = wait_until(
            [&] {
                read_available();
                return waitpid(pid_, &status, WNOHANG) == pid_;
            },
            seconds);
        if (!ended) return -1;
        ended_ = true;
        read_available();
        return shown_status(status);
    }
    const std::string& screen() const { return screen_; }

    void read_available() {
        pollfd ready{master_, POLLIN, 0};
        char chunk[4096];
        while (poll(&ready, 1, 0) == 1 && (ready.revents & POLLIN)) {
            ssize_t got = read(master_, chunk, sizeof chunk);
            if (got <= 0) break;
            screen_.append(chunk, static_cast<std::size_t>(got));
        }
    }

  private:
    int master_ = -1;
    pid_t pid_ = -1;
    bool ended_ = false;
    std::string screen_;
};

const double kLargestBytes = static_cast<double>(kLargestLines) * static_cast<double>(kLineBytes);

// A size as the progress line shows it, in bytes: "31.0 GiB" is within a
// tenth of a GiB; exact where the number is whole bytes.
double total_size(double shown, const std::string& unit) {
    const std::string units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double scale = 1;
    for (const std::string& each : units) {
        if (each == unit) {
            return std::abs(shown * scale - kLargestBytes) <= scale / 20 ? kLargestBytes : -1;
        }
        scale *= 1024;
    }
    return -1;
}

// Whether `screen` holds a progress line for the largest n, such as
// "\r\x1b[Krocks: 1.2 GiB of 31.0 GiB written (3%), 850.0 MiB/s" at 30.
bool shows_progress(const std::string& screen) {
    const std::string start = "\r\x1b[Krocks: ";
    for (std::size_t at = screen.find(start); at != std::string::npos;
         at = screen.find(start, at + 1)) {
        double written = 0;
        double rate = 0;
        int percent = 0;
        char unit[8] = {};
        char rate_unit[8] = {};
        const std::string line = screen.substr(at + start.size(), 80);
        double total = 0;
        char total_unit[8] = {};
        if (std::sscanf(line.c_str(), "%lf %7s of %lf %7s written (%d%%), %lf %7[^/]/s", &written,
                        unit, &total, total_unit, &percent, &rate, rate_unit) == 7 &&
            percent >= 0 && percent <= 100 && total_size(total, total_unit) == kLargestBytes) {
            return true;
        }
    }
    return false;
}

// The terminal shows "\n" as "\r\n".
std::string as_shown(const std::string& text) {
    std::string shown;
    for (char c : text) shown += c == '\n' ? std::string("\r\n") : std::string(1, c);
    return shown;
}

TEST(TerminalTest, HintThenEnterAnswersAtOnce) {
    Terminal terminal({kSolver}, "");
    ASSERT_TRUE(terminal.started());
    ASSERT_TRUE(terminal.wait_for_text(
        "rocks: type n (1 to " + kLargest + ") and press Enter, or run 'rocks N'\r\n", 10))
        << terminal.screen();
    terminal.type("3\n");  // and no end of input after it
    EXPECT_EQ(terminal.wait_for_end(10), 0) << terminal.screen();
    EXPECT_NE(terminal.screen().find(as_shown("3\n" + reflected_gray_answer(3))), std::string::npos)
        << terminal.screen();
}

TEST(TerminalTest, RestOfTheLineStillChecked) {
    Terminal terminal({kSolver}, "");
    ASSERT_TRUE(terminal.wait_for_text("press Enter", 10)) << terminal.screen();
    terminal.type("3 4\n");
    EXPECT_EQ(terminal.wait_for_end(10), 1) << terminal.screen();
    EXPECT_NE(
        terminal.screen().find("rocks: expected one integer n with " + std::to_string(ROCKS_MIN_N) +
                               " <= n <= " + kLargest + ", found '4' after the number"),
        std::string::npos)
        << terminal.screen();
    EXPECT_EQ(terminal.screen().find("OOO"), std::string::npos) << terminal.screen();
}

TEST(TerminalTest, NoHintWithAnArgument) {
    Terminal terminal({kSolver, "2"}, "");
    EXPECT_EQ(terminal.wait_for_end(10), 0) << terminal.screen();
    EXPECT_EQ(terminal.screen(), as_shown(reflected_gray_answer(2)));
}

// Interrupting a run needs one that lasts: the largest n's output to
// /dev/null, 2^n + 1 lines of n + 1 bytes, takes under a second below
// 8 GiB (n = 29) on a fast machine. Where problem/limits.json's largest n
// is smaller, the tests that stop such a run are skipped.
bool largest_run_lasts() {
    const std::uint64_t bytes = ((std::uint64_t{1} << ROCKS_LARGEST_N) + 1) *
                                static_cast<std::uint64_t>(ROCKS_LARGEST_N + 1);
    return bytes >= (std::uint64_t{8} << 30);
}

// Reads `bytes` from the pipe, whatever the reads return at a time.
void read_some(const Pipe& pipe, std::size_t bytes) {
    std::vector<char> chunk(bytes);
    for (std::size_t got = 0; got < bytes;) {
        const ssize_t now = read(pipe.reader_fd(), chunk.data(), bytes - got);
        if (now <= 0) return;
        got += static_cast<std::size_t>(now);
    }
}

// A long run shows how much is written, of how much, and how fast; Ctrl-C
// erases that line before saying where the output stopped.
// Its output goes into a pipe the test reads only once before Ctrl-C: the
// solver waits on the full pipe past the first second, a read of a pipe's
// worth lets its write end (after which it shows the line), and it waits
// again, however small the largest n (16 at least: 1.1 MB, four pipes'
// worth); after Ctrl-C the pipe is read to its end.
TEST(TerminalTest, ProgressThenInterrupt) {
    Pipe output;
    ASSERT_TRUE(output.made());
    Terminal terminal({kSolver, kLargest}, output.writer_path());
    output.close_writer();
    ASSERT_TRUE(terminal.started());
    ASSERT_TRUE(wait_until([&] { return output.full(); }, 60));
    usleep(1200000);
    read_some(output, static_cast<std::size_t>(fcntl(output.reader_fd(), F_GETPIPE_SZ)));
    const bool shown = terminal.wait_for_text(" written (", 30);
    terminal.type("\x03");  // Ctrl-C, as the terminal sends it
    // Its write ends, and with it the run.
    std::thread reader([&output] { output.drain(); });
    const int status = terminal.wait_for_end(30);
    reader.join();
    ASSERT_TRUE(shown) << terminal.screen();
    EXPECT_EQ(status, 130) << terminal.screen();
    EXPECT_TRUE(shows_progress(terminal.screen())) << terminal.screen();
    const std::string& screen = terminal.screen();
    const std::string stopped = "\r\x1b[Krocks: interrupted: the output is incomplete, ";
    const std::string count = " of " + std::to_string(kLargestLines) + " lines written\r\n";
    const std::size_t at = screen.rfind(stopped);
    ASSERT_NE(at, std::string::npos) << screen;
    ASSERT_GE(screen.size(), at + stopped.size() + count.size()) << screen;
    const std::string written =
        screen.substr(at + stopped.size(), screen.size() - at - stopped.size() - count.size());
    EXPECT_FALSE(written.empty());
    EXPECT_EQ(written.find_first_not_of("0123456789"), std::string::npos) << screen;
    EXPECT_EQ(screen.substr(screen.size() - count.size()), count) << screen;
}

// A run that ends by itself erases its progress line and leaves nothing.
// `rocks 22 | reader` (or the largest n, where it is smaller), whose reader
// waits until the solver has waited on the full pipe for over a second, so
// that the next write shows progress, then reads the 96 MiB to the end.
TEST(TerminalTest, ProgressErasedAtTheEnd) {
    const int holes = std::min(22, ROCKS_LARGEST_N);
    Pipe pipe;
    ASSERT_TRUE(pipe.made());
    Terminal terminal({kSolver, std::to_string(holes)}, pipe.writer_path());
    pipe.close_writer();
    ASSERT_TRUE(terminal.started());
    ASSERT_TRUE(wait_until([&] { return pipe.full(); }, 60));
    usleep(1200000);
    EXPECT_EQ(pipe.drain(),
              ((std::uint64_t{1} << holes) + 1) * static_cast<std::uint64_t>(holes + 1));
    EXPECT_EQ(terminal.wait_for_end(60), 0) << terminal.screen();
    const std::string& screen = terminal.screen();
    EXPECT_EQ(screen.rfind("\r\x1b[Krocks: ", 0), 0u) << screen;
    ASSERT_GE(screen.size(), 4u);
    EXPECT_EQ(screen.substr(screen.size() - 4), "\r\x1b[K") << screen;
}

// The progress line waits for the first second: a run stopped before then
// shows none. Load can only delay what the solver prints, so whatever was
// read within a second of starting it was printed within that second too;
// a run whose reading overshot the second proves nothing and is tried again.
TEST(TerminalTest, NoProgressInTheFirstSecond) {
    if (!largest_run_lasts()) GTEST_SKIP() << "the largest n's run ends within a second";
    using Clock = std::chrono::steady_clock;
    for (int attempt = 0; attempt < 10; ++attempt) {
        const Clock::time_point start = Clock::now();
        Terminal terminal({kSolver, kLargest}, "/dev/null");
        ASSERT_TRUE(terminal.started());
        while (Clock::now() - start < std::chrono::milliseconds(600)) {
            terminal.read_available();
            usleep(10000);
        }
        terminal.read_available();
        const std::string early = terminal.screen();
        const bool within_a_second = Clock::now() - start < std::chrono::seconds(1);
        terminal.type("\x03");
        EXPECT_EQ(terminal.wait_for_end(30), 130) << terminal.screen();
        if (!within_a_second) continue;
        EXPECT_EQ(early.find(" written ("), std::string::npos) << early;
        EXPECT_FALSE(shows_progress(terminal.screen())) << terminal.screen();
        return;
    }
    GTEST_SKIP() << "the machine never let 0.6 s of reading finish within a second";
}

// Whether `pid` waits in write(2): /proc/<pid>/syscall starts with the
// number of the call a process waits in ("running" while it runs).
bool waits_in_write(pid_t pid) {
    std::istringstream call(read_file("/proc/" + std::to_string(pid) + "/syscall"));
    long number = -1;
    return (call >> number) && number == SYS_write;
}

// `rocks 30` writing into `pipe`, whose read end the test keeps and does not
// read, until the pipe is full and the solver waits in a write: not just
// back from the last one, where a busy machine can keep it long enough for
// an interrupt to be answered at the write's end. Null if it did not start
// or never got there.
std::unique_ptr<Child> blocked_solver(Pipe& pipe) {
    auto solver = std::make_unique<Child>(std::vector<std::string>{kSolver, kLargest}, "/dev/null",
                                          pipe.writer_path(), "/dev/null");
    pipe.close_writer();
    const pid_t pid = solver->pid();
    if (!solver->started() || !wait_until([&] { return pipe.full() && waits_in_write(pid); }, 60)) {
        return nullptr;
    }
    return solver;
}

// Through a 64 KiB pipe the solver and its reader would take turns; the
// solver asks for 256 KiB on its stdout, which Linux grants up to
// /proc/sys/fs/pipe-max-size (1 MiB by default). Read on the test's end.
TEST(TerminalTest, OutputPipeEnlargedTo256KiB) {
    const int kPipeBytes = 256 * 1024;
    if (!Pipe::granted(kPipeBytes)) GTEST_SKIP() << "this kernel does not grant a 256 KiB pipe";
    Pipe pipe;
    ASSERT_TRUE(pipe.made());
    const std::unique_ptr<Child> solver = blocked_solver(pipe);
    ASSERT_TRUE(solver);
    EXPECT_EQ(pipe.capacity(), kPipeBytes);
}

// One of /proc/<pid>/status's signal masks (SigCgt, ShdPnd, ...) as bits.
std::uint64_t signal_mask(pid_t pid, const std::string& field) {
    std::istringstream status(read_file("/proc/" + std::to_string(pid) + "/status"));
    for (std::string line; std::getline(status, line);) {
        if (line.rfind(field + ":", 0) == 0)
            return std::stoull(line.substr(field.size() + 1), nullptr, 16);
    }
    return 0;
}

std::uint64_t signal_bit(int signal_number) { return std::uint64_t{1} << (signal_number - 1); }

// `rocks 30 | reader` whose reader has stopped reading: the solver blocks in
// a write, so the first interrupt cannot be answered at a write; the second,
// of either kind, must end it at once.
class BlockedWriter : public ::testing::TestWithParam<std::pair<int, int>> {};

TEST_P(BlockedWriter, SecondInterruptEndsIt) {
    const int first = GetParam().first;
    const int second = GetParam().second;
    Pipe pipe;
    ASSERT_TRUE(pipe.made());
    const std::unique_ptr<Child> blocked = blocked_solver(pipe);
    ASSERT_TRUE(blocked);
    Child& solver = *blocked;
    const std::uint64_t interrupts = signal_bit(SIGINT) | signal_bit(SIGTERM);
    ASSERT_EQ(signal_mask(solver.pid(), "SigCgt") & interrupts, interrupts);
    kill(solver.pid(), first);
    // Answered: neither interrupt is caught any more.
    EXPECT_TRUE(
        wait_until([&] { return (signal_mask(solver.pid(), "SigCgt") & interrupts) == 0; }, 30));
    kill(solver.pid(), second);
    int status = 0;
    const bool ended =
        wait_until([&] { return waitpid(solver.pid(), &status, WNOHANG) == solver.pid(); }, 30);
    pipe.close_reader();  // a solver still blocked ends now, by SIGPIPE
    EXPECT_TRUE(ended);
    EXPECT_EQ(ended ? shown_status(status) : solver.wait(), 128 + second);
}

INSTANTIATE_TEST_SUITE_P(
    TerminalTest, BlockedWriter,
    ::testing::Values(std::make_pair(SIGINT, SIGINT), std::make_pair(SIGTERM, SIGTERM),
                      std::make_pair(SIGINT, SIGTERM), std::make_pair(SIGTERM, SIGINT)),
    [](const ::testing::TestParamInfo<std::pair<int, int>>& param_info) {
        auto name = [](int signal_number) {
            return std::string(signal_number == SIGINT ? "Sigint" : "Sigterm");
        };
        return name(param_info.param.first) + "Then" + name(param_info.param.second);
    });

// `rocks 30 > file`, stopped from outside: the file holds whole lines, as
// many as the message says, and stderr (not a terminal) nothing else.
class TerminalInterrupt : public ::testing::TestWithParam<int> {};

TEST_P(TerminalInterrupt, WholeLinesCounted) {
    if (!largest_run_lasts()) GTEST_SKIP() << "the largest n's run ends within a second";
    const int signal_number = GetParam();
    Scratch scratch;
    const std::string out = scratch.path("out");
    Child solver({kSolver, kLargest}, "/dev/null", out, scratch.path("err"));
    ASSERT_TRUE(solver.started());
    ASSERT_TRUE(wait_until([&] { return size_so_far(out) > (32u << 20); }, 60));
    kill(solver.pid(), signal_number);
    EXPECT_EQ(solver.wait(), 128 + signal_number);

    const std::uint64_t size = std::filesystem::file_size(out);
    const std::uint64_t lines = size / kLineBytes;
    EXPECT_EQ(size % kLineBytes, 0u);
    EXPECT_LT(lines, kLargestLines);
    EXPECT_EQ(read_file(scratch.path("err")),
              "rocks: interrupted: the output is incomplete, " + std::to_string(lines) + " of " +
                  std::to_string(kLargestLines) + " lines written\n");
    std::ifstream file(out, std::ios::binary);
    std::string head(kLineBytes * 4096, '\0');
    file.read(&head[0], static_cast<std::streamsize>(head.size()));
    EXPECT_TRUE(head == reflected_gray_code(ROCKS_LARGEST_N, 4096));
    std::string tail(kLineBytes, '\0');
    file.seekg(static_cast<std::streamoff>(size - kLineBytes));
    file.read(&tail[0], static_cast<std::streamsize>(kLineBytes));
    EXPECT_EQ(tail.back(), '\n');
    EXPECT_EQ(tail.find_first_not_of("OX"), kLineBytes - 1) << tail;
}

INSTANTIATE_TEST_SUITE_P(TerminalTest, TerminalInterrupt, ::testing::Values(SIGINT, SIGTERM),
                         [](const ::testing::TestParamInfo<int>& param_info) {
                             return std::string(param_info.param == SIGINT ? "Sigint" : "Sigterm");
                         });

// Started with SIGINT ignored (`rocks 30 > file &` in a script), it stays so.
// Its output goes into a pipe no one reads, where it waits, however small
// the largest n: a file would reach the tests' 1 GiB size limit within a
// second on a fast disk, and /dev/null end a small n's run at once.
TEST(TerminalTest, IgnoredInterruptStaysIgnored) {
    struct sigaction ignore {};
    struct sigaction previous {};
    ignore.sa_handler = SIG_IGN;
    sigaction(SIGINT, &ignore, &previous);
    Pipe output;
    ASSERT_TRUE(output.made());
    Child solver({kSolver, kLargest}, "/dev/null", output.writer_path(), "/dev/null");
    output.close_writer();
    sigaction(SIGINT, &previous, nullptr);
    ASSERT_TRUE(solver.started());
    // Running the search: SIGTERM caught, SIGINT still ignored.
    ASSERT_TRUE(wait_until(
        [&] { return (signal_mask(solver.pid(), "SigCgt") & signal_bit(SIGTERM)) != 0; }, 60));
    EXPECT_NE(signal_mask(solver.pid(), "SigIgn") & signal_bit(SIGINT), 0u);
    kill(solver.pid(), SIGINT);
    usleep(300000);
    int status = 0;
    EXPECT_EQ(waitpid(solver.pid(), &status, WNOHANG), 0) << "SIGINT ended it";
    kill(solver.pid(), SIGTERM);
    output.drain();  // its write ends, and with it the run
    EXPECT_EQ(solver.wait(), 143);
}

}  // namespace
}  // namespace rocks_test
