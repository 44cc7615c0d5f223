// The checker run as Kattis and DOMjudge run an output validator, shared by
// the tests that read its verdict and by judges_test.cpp's replays of them.
#pragma once

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

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

// One row of `checker --judges`: what src/checker.cpp's kConventions says
// of a judge, for the package, the replays and the setters' table.
struct JudgeRow {
    std::string name, chosen, upload, placed, standard, call, on_failure, source;
};

inline std::vector<JudgeRow> judge_rows() {
    const Result listing = run(quoted(kChecker) + " --judges", "");
    EXPECT_EQ(listing.status, 0) << listing.err;
    std::vector<JudgeRow> rows;
    std::istringstream lines(listing.out);
    for (std::string line; std::getline(lines, line);) {
        std::vector<std::string> fields;
        std::istringstream cells(line);
        for (std::string field; std::getline(cells, field, '\t');) fields.push_back(field);
        if (line.back() == '\t') fields.emplace_back();
        EXPECT_EQ(fields.size(), 8u) << line;
        fields.resize(8);
        rows.push_back(JudgeRow{fields[0], fields[1], fields[2], fields[3], fields[4], fields[5],
                                fields[6], fields[7]});
    }
    EXPECT_GE(rows.size(), 1u);
    return rows;
}

}  // namespace rocks_test
