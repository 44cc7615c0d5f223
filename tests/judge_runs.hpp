// The checker run as Kattis and DOMjudge run an output validator, shared by
// the tests that read its verdict and by judges_test.cpp's replays of them.
#pragma once

#include <algorithm>
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

// A line of `checker --judges`, split at its tabs (an empty last field kept).
inline std::vector<std::string> judges_fields(const std::string& line) {
    std::vector<std::string> fields;
    std::istringstream cells(line);
    for (std::string field; std::getline(cells, field, '\t');) fields.push_back(field);
    if (!line.empty() && line.back() == '\t') fields.emplace_back();
    return fields;
}

// The rows, each field read by the column its first line names.
inline std::vector<JudgeRow> judge_rows() {
    const Result listing = run(quoted(kChecker) + " --judges", "");
    EXPECT_EQ(listing.status, 0) << listing.err;
    std::istringstream lines(listing.out);
    std::string head;
    std::getline(lines, head);
    const std::vector<std::string> columns = judges_fields(head);
    std::vector<JudgeRow> rows;
    for (std::string line; std::getline(lines, line);) {
        const std::vector<std::string> fields = judges_fields(line);
        EXPECT_EQ(fields.size(), columns.size()) << line;
        auto field = [&](const std::string& name) {
            const std::size_t at = static_cast<std::size_t>(
                std::find(columns.begin(), columns.end(), name) - columns.begin());
            EXPECT_LT(at, fields.size()) << "checker --judges has no column " << name;
            return at < fields.size() ? fields[at] : std::string();
        };
        rows.push_back(JudgeRow{field("name"), field("chosen"), field("upload"), field("placed"),
                                field("standard"), field("call"), field("on_failure"),
                                field("source")});
    }
    EXPECT_GE(rows.size(), 1u);
    return rows;
}

}  // namespace rocks_test
