// The stored samples: their names, and the verdict lines that
// samples/checker/*.verdict hold, parsed once for every test that reads them.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace rocks_test {

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

enum class VerdictKind { kAccepted, kWrongAnswer, kPresentationError, kFail };

// A verdict line as testlib prints it: "ok ...", "wrong answer ...",
// "wrong output format ..." or "FAIL ...", then a newline.
struct VerdictLine {
    VerdictKind kind;
    std::string line;     // as given, with its verdict words and newline
    std::string message;  // without them
};

inline VerdictLine parse_verdict_line(const std::string& line) {
    const std::pair<const char*, VerdictKind> kinds[] = {
        {"ok ", VerdictKind::kAccepted},
        {"wrong answer ", VerdictKind::kWrongAnswer},
        {"wrong output format ", VerdictKind::kPresentationError},
        {"FAIL ", VerdictKind::kFail}};
    const bool one_line = !line.empty() && line.find('\n') == line.size() - 1;
    for (const auto& kind : kinds) {
        const std::string prefix = kind.first;
        if (one_line && line.rfind(prefix, 0) == 0) {
            return VerdictLine{kind.second, line,
                               line.substr(prefix.size(), line.size() - prefix.size() - 1)};
        }
    }
    ADD_FAILURE() << "not one line with a verdict word: " << line;
    return VerdictLine{VerdictKind::kFail, line, line};
}

// A verdict line, "ok ..." and so on, as the checker shows it: where it
// would pass the message limit, cut to end in "..." at the limit, as
// src/checker.cpp's within_limit() cuts it (CheckerTest.MessagesWithinTheLimit
// holds that one to this rule).
inline std::string within_message_limit(const std::string& line) {
    const std::size_t limit = ROCKS_MESSAGE_LIMIT;
    const bool newline = !line.empty() && line.back() == '\n';
    const std::string text = newline ? line.substr(0, line.size() - 1) : line;
    if (text.size() <= limit) return line;
    return text.substr(0, limit - 3) + "..." + (newline ? "\n" : "");
}

}  // namespace rocks_test
