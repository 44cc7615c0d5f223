// The checker run as Kattis and DOMjudge run an output validator, shared by
// the tests that read its verdict and by judges_test.cpp's replays of them.
#pragma once

#include <filesystem>
#include <string>

#include "process.hpp"

namespace rocks_test {

struct KattisResult {
    int status;
    std::string out, err;
    std::string judge_message, judge_error;  // the feedback files
    // What DOMjudge shows the jury, without its headers: judgemessage.txt,
    // then judgeerror.txt, stdout and stderr, each when not empty
    // (DOMjudge/domjudge, judge/judgedaemon.main.php, a023fd3e).
    std::string jury_reads() const { return judge_message + judge_error + out + err; }
};

// `checker` as a Kattis/DOMjudge output validator. `output_source` gives it
// the contestant's output on stdin: "< file" or "producer |" (sh accepts
// either before the command).
inline KattisResult run_kattis(const std::string& output_source, const std::string& input,
                               const std::string& answer, const std::string& checker = kChecker) {
    Scratch scratch;
    const std::string feedback = scratch.path("feedback");
    std::filesystem::create_directory(feedback);
    const std::string call =
        quoted(checker) + " " + quoted(input) + " " + quoted(answer) + " " + quoted(feedback + "/");
    int status = shell(output_source + " " + call + " > " + quoted(scratch.path("out")) + " 2> " +
                       quoted(scratch.path("err")));
    return KattisResult{status, read_file(scratch.path("out")), read_file(scratch.path("err")),
                        read_file(feedback + "/judgemessage.txt"),
                        read_file(feedback + "/judgeerror.txt")};
}

}  // namespace rocks_test
