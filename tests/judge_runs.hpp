// The checker run as one judge runs it, for tests that need only the
// verdict it reads; judges_test.cpp replays every judge's own call.
#pragma once

#include <filesystem>
#include <string>

#include "process.hpp"

namespace rocks_test {

struct KattisResult {
    int status;
    std::string out;
    // What DOMjudge shows the jury, without its headers: judgemessage.txt,
    // then judgeerror.txt, stdout and stderr, each when not empty
    // (DOMjudge/domjudge, judge/judgedaemon.main.php, a023fd3e).
    std::string message;
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
                       " 2> " + quoted(scratch.path("err")));
    const std::string out = read_file(scratch.path("out"));
    return KattisResult{status, out,
                        read_file(feedback + "/judgemessage.txt") +
                            read_file(feedback + "/judgeerror.txt") + out +
                            read_file(scratch.path("err"))};
}

}  // namespace rocks_test
