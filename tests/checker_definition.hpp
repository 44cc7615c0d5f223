// The checker's verdicts and messages defined plainly from the statement and
// the README: tokens in reading order, the first problem decides. Shares no
// code with the checker; the tests and the fuzz target hold it against it.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <unordered_map>

namespace rocks_definition {

enum class Kind { kAccepted, kWrongAnswer, kPresentationError };

struct Judgement {
    Kind kind;
    std::string message;
};

inline bool operator==(const Judgement& a, const Judgement& b) {
    return a.kind == b.kind && a.message == b.message;
}

// A token in quotes: bytes outside 0x20..0x7E as \xHH; whole if that takes
// at most 32 characters, else the whole bytes that fit in 29, then "...".
inline std::string echoed(const std::string& token) {
    std::string shown;
    std::size_t fitting = 0;
    for (char byte : token) {
        const unsigned char c = static_cast<unsigned char>(byte);
        if (c >= 0x20 && c <= 0x7E) {
            shown += static_cast<char>(c);
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", static_cast<unsigned>(c));
            shown += hex;
        }
        if (shown.size() <= 29) fitting = shown.size();
    }
    return shown.size() <= 32 ? "'" + shown + "'" : "'" + shown.substr(0, fitting) + "...'";
}

inline std::string count_of(std::uint64_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

inline std::string line_of(std::uint32_t state, int holes) {
    std::string text;
    for (int hole = 0; hole < holes; ++hole) text += (state >> hole & 1) ? 'X' : 'O';
    return "'" + text + "'";
}

inline Judgement judge(int holes, const std::string& output) {
    std::size_t at = output.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    auto is_blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    auto next_token = [&](std::string& token) {
        while (at < output.size() && is_blank(output[at])) ++at;
        const std::size_t start = at;
        while (at < output.size() && !is_blank(output[at])) ++at;
        token = output.substr(start, at - start);
        return !token.empty();
    };
    const std::uint64_t states = std::uint64_t{1} << holes;
    const std::uint64_t lines = states + 1;
    const std::string line_word = "line ";
    std::unordered_map<std::uint32_t, std::uint64_t> first_line_of_state;
    std::uint32_t previous = 0;
    std::string token;
    for (std::uint64_t line = 1; line <= lines; ++line) {
        const std::string where = line_word + std::to_string(line) + ": ";
        if (!next_token(token)) {
            return {Kind::kPresentationError, "expected " + std::to_string(lines) +
                                                  " lines, found " + std::to_string(line - 1)};
        }
        if (token.size() != static_cast<std::size_t>(holes)) {
            // Read no further than 32 characters past n; a short token with
            // a space or tab, then more, after it on its line is told so.
            const std::size_t most = static_cast<std::size_t>(holes) + 32;
            const bool cut = token.size() > most;
            const std::size_t after = output.find_first_not_of(" \t", at);
            const bool spaced =
                after != at && after != std::string::npos && !is_blank(output[after]);
            return {Kind::kPresentationError,
                    where + "expected " + count_of(static_cast<std::uint64_t>(holes), "character") +
                        ", found " + (cut ? "more than " : "") +
                        count_of(cut ? most : token.size(), "character") + ": " +
                        echoed(token.substr(0, most)) +
                        (spaced && token.size() < static_cast<std::size_t>(holes)
                             ? ", then a space and more on its line: no spaces between the holes"
                             : "")};
        }
        if (token.find_first_not_of("OX") != std::string::npos) {
            return {Kind::kPresentationError,
                    where + "expected only 'O' and 'X', found " + echoed(token)};
        }
        std::uint32_t state = 0;
        for (int hole = 0; hole < holes; ++hole) {
            if (token[static_cast<std::size_t>(hole)] == 'X') state |= std::uint32_t{1} << hole;
        }
        if ((line == 1 || line == lines) && state != 0) {
            return {Kind::kWrongAnswer, where + "expected all holes empty (" +
                                            std::string(static_cast<std::size_t>(holes), 'O') +
                                            "), found " + echoed(token)};
        }
        int moved = 0;
        for (int hole = 0; hole < holes; ++hole) moved += ((state ^ previous) >> hole) & 1;
        if (line > 1 && moved != 1) {
            return {Kind::kWrongAnswer,
                    "lines " + std::to_string(line - 1) + " and " + std::to_string(line) +
                        " differ in " + count_of(static_cast<std::uint64_t>(moved), "hole") + ": " +
                        line_of(previous, holes) + " then " + line_of(state, holes)};
        }
        if (line <= states) {
            if (first_line_of_state.count(state) != 0) {
                return {Kind::kWrongAnswer, line_word + std::to_string(line) +
                                                " repeats the state of line " +
                                                std::to_string(first_line_of_state[state])};
            }
            first_line_of_state[state] = line;
        }
        previous = state;
    }
    if (next_token(token)) {
        return {Kind::kPresentationError, "expected nothing after line " + std::to_string(lines) +
                                              ", found " + echoed(token)};
    }
    return {Kind::kAccepted, std::to_string(lines) + " lines, a cycle through all " +
                                 std::to_string(states) + " states"};
}

}  // namespace rocks_definition
