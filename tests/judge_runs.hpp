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

// `checker`, Kattis's copy, as a Kattis/DOMjudge output validator. `output_source` gives it
// the contestant's output on stdin: "< file" or "producer |" (sh accepts
// either before the command).
inline KattisResult run_kattis(const std::string& output_source, const std::string& input,
                               const std::string& answer, const std::string& checker) {
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

// A valid answer for the n of the judge's input `input`, as the answer file
// a judge passes beside it: the solver's, written once per n into the
// build's test-files folder (and renamed into place, so that tests at once
// share it); for an
// input that is no n in the judge's range, the official sample's answer
// (a judge's copy refuses that input before it reads an answer).
inline std::string answer_for(const std::string& input) {
    const std::string text = read_file(input);
    const std::size_t begin = text.find_first_not_of(" \t\r\n");
    const std::size_t end = text.find_last_not_of(" \t\r\n");
    const std::string digits =
        begin == std::string::npos ? "" : text.substr(begin, end - begin + 1);
    if (digits.empty() || digits.size() > 2 ||
        digits.find_first_not_of("0123456789") != std::string::npos ||
        std::stoi(digits) < ROCKS_MIN_N || std::stoi(digits) > ROCKS_MAX_N) {
        return kSamples + "/sample-3.ans";
    }
    const std::string n = std::to_string(std::stoi(digits));
    const std::string path = (std::filesystem::path(ROCKS_TEST_FILES) / ("answer-" + n)).string();
    if (!std::filesystem::exists(path)) {
        const std::string written = path + "." + std::to_string(getpid());
        EXPECT_EQ(shell(quoted(kSolver) + " " + n + " > " + quoted(written)), 0);
        std::filesystem::rename(written, path);
    }
    return path;
}

// A judge as problem/judges.py joins it (the checker's row and its line of
// problem/judges.tsv, read there alone): for the replays and the docs.
struct JudgeRow {
    std::string name, call, upload, compile;
    std::vector<std::string> sources;  // each "owner/repository, path (commit)" or a page
    std::string copy_warning;          // what the copy's first lines warn of, or ""
    std::string arguments;             // the row's Role letters
    int failure_status = 0;            // the status of its FAIL
};

// A line of a tab-separated table, split at its tabs (empty fields kept).
inline std::vector<std::string> tab_fields(const std::string& line) {
    std::vector<std::string> fields;
    std::istringstream cells(line);
    for (std::string field; std::getline(cells, field, '\t');) fields.push_back(field);
    if (!line.empty() && line.back() == '\t') fields.emplace_back();
    return fields;
}

// A tab-separated listing whose first line names its columns (a program's
// output: `checker --judges`, `problem/judges.py joined`): each line as the
// field of each named column.
inline std::vector<std::vector<std::string>> named_columns(const std::string& text,
                                                           const std::vector<std::string>& names) {
    std::istringstream lines(text);
    std::string head;
    std::getline(lines, head);
    const std::vector<std::string> columns = tab_fields(head);
    std::vector<std::vector<std::string>> rows;
    for (std::string line; std::getline(lines, line);) {
        const std::vector<std::string> fields = tab_fields(line);
        EXPECT_EQ(fields.size(), columns.size()) << line;
        std::vector<std::string> picked;
        for (const std::string& name : names) {
            const auto at = std::find(columns.begin(), columns.end(), name) - columns.begin();
            EXPECT_LT(static_cast<std::size_t>(at), fields.size()) << "no column " << name;
            picked.push_back(static_cast<std::size_t>(at) < fields.size()
                                 ? fields[static_cast<std::size_t>(at)]
                                 : std::string());
        }
        rows.push_back(picked);
    }
    return rows;
}

// The judges' names, from the checker's own rows: all a row needs to be
// held to a replay, with no tool but the checker.
inline std::vector<std::string> judge_names() {
    const Result listing = run(quoted(kChecker) + " --judges", "");
    EXPECT_EQ(listing.status, 0) << listing.err;
    std::vector<std::string> names;
    for (const auto& row : named_columns(listing.out, {"name"})) names.push_back(row[0]);
    return names;
}

// Every judge, as problem/judges.py joins it (needs python3): joined once
// per test program, as every call would join the same files.
inline std::vector<JudgeRow> join_judge_rows() {
    const Result joined =
        run(quoted(ROCKS_PYTHON) + " " + quoted(std::string(ROCKS_SOURCE) + "/problem/judges.py") +
                " joined " + quoted(kChecker),
            "");
    EXPECT_EQ(joined.status, 0) << joined.err;
    std::vector<JudgeRow> judges;
    for (const auto& row :
         named_columns(joined.out, {"name", "call", "upload", "compile", "sources", "copy_warning",
                                    "arguments", "failure_status"})) {
        std::vector<std::string> sources;
        for (std::size_t start = 0, end = 0; end != std::string::npos; start = end + 2) {
            end = row[4].find("; ", start);
            sources.push_back(row[4].substr(start, end == std::string::npos ? end : end - start));
        }
        judges.push_back(
            JudgeRow{row[0], row[1], row[2], row[3], sources, row[5], row[6], std::stoi(row[7])});
    }
    EXPECT_GE(judges.size(), 1u);
    return judges;
}
inline const std::vector<JudgeRow>& judge_rows() {
    static const std::vector<JudgeRow> rows = join_judge_rows();
    return rows;
}

// A judge's joined row by name; a test fails if there is none.
inline JudgeRow judge_row(const std::string& name) {
    for (const JudgeRow& row : judge_rows()) {
        if (row.name == name) return row;
    }
    ADD_FAILURE() << "no judge named " << name << " (problem/judges.py joined)";
    return JudgeRow();
}

}  // namespace rocks_test
