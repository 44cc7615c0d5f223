// The checker as docs/play.html runs it: src/checker.cpp, the judges' file,
// built for WebAssembly by docs/embed_checker.py, with a report to the page
// on stdout. It reads with src/terminal_checker.cpp's FastReader (its
// plain 8-byte lanes in WebAssembly) where the output is within the
// judges' most bytes, and with the judges' reader past them; the two give
// the same verdict and message (terminal_checker.cpp's Status), and the
// fast one checks the n = 15 answer in half the time. The verdict, its
// line and its status are the judges' file's;
// this file only adds, after the check, one JSON object that the page
// explains in its reader's language from data, never from the English
// line: the kind of finding and its numbers, the lines around it as the
// checker read them, which neighbours of the last good state no line had
// and, for n <= ROCKS_PAGE (problem/limits.json's largest_played, which
// the build defines), the walk up to the finding. `checker
// --first-line-length <file>` gives the length of a file's first line,
// from which the page takes n.
// Status: the same line and status as the judges' build on every stored
// case (CheckerStoredVerdict.PageBuild, natively, as the target
// checker_page); its report tested by CheckerPageReport and, in the page,
// by docs/check-page.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

// The terminal's checker, whole: the judges' file, which it includes whole,
// and its faster reader (FastReader); its main() becomes an ordinary
// function (and main keeps whatever meaning a file that includes this one
// gave it).
#pragma push_macro("main")
#undef main
#define main terminal_main
#include "../src/terminal_checker.cpp"  // NOLINT(bugprone-suspicious-include): one file, as the terminal's
#undef main
#pragma pop_macro("main")

#if !defined(ROCKS_PAGE)
#error "ROCKS_PAGE: the largest n the page draws a walk of (problem/limits.json, largest_played)"
#endif

namespace {

// The page's limits: the judge's range of n, as the judges' copies; no
// answer (the page has none); the judges' most bytes.
const Limits kPageLimits = {kMaxHoles, true, kOutputLimit};

const char* const kFoundNames[] = {
    "cycle",        "end-not-empty", "not-one-move",   "repeat",   "too-few-lines",
    "wrong-length", "not-o-and-x",   "too-many-lines", "too-long", "output-missing",
    "unreadable",   "input-refused", "judge-failure"};
static_assert(sizeof kFoundNames / sizeof kFoundNames[0] ==
                  static_cast<std::size_t>(Found::kJudgeFailure) + 1,
              "a name for each kind of finding");

// Cells and states are printable ASCII (printable()), so two characters
// need escaping.
std::string json_string(const std::string& text) {
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') quoted += '\\';
        quoted += c;
    }
    return quoted + "\"";
}

std::string json_list(const std::vector<std::string>& items) {
    std::string list = "[";
    for (const std::string& item : items) list += (list.size() > 1 ? "," : "") + item;
    return list + "]";
}

std::vector<std::string> bit_numbers(std::uint64_t bits) {
    std::vector<std::string> numbers;
    for (int bit = 0; bit < 64; ++bit) {
        if (bits >> bit & 1) numbers.push_back(std::to_string(bit));
    }
    return numbers;
}

// A line as the page lists it: a cell for each of its first kEchoLimit
// bytes, and which of them are marked.
std::string json_line(std::uint64_t number, const Token& token, std::uint64_t marked) {
    std::vector<std::string> cells;
    const std::uint64_t kept = std::min<std::uint64_t>(token.length, kEchoLimit);
    for (std::uint64_t i = 0; i < kept; ++i) {
        cells.push_back(json_string(printable(static_cast<unsigned char>(token.prefix[i]))));
    }
    return "{\"line\":" + std::to_string(number) + ",\"cells\":" + json_list(cells) +
           ",\"cut\":" + (token.length > kept ? "true" : "false") +
           ",\"marked\":" + json_list(bit_numbers(marked)) + "}";
}

// The columns marked on the wrong line: the holes that differ from the
// line before, the characters other than 'O' and 'X', the covered holes
// of an end that should be empty; else every one.
std::uint64_t marked_columns(const Finding& found, const Token& token) {
    const std::uint64_t every =
        (std::uint64_t{1} << std::min<std::uint64_t>(token.length, kEchoLimit)) - 1;
    switch (found.kind) {
        case Found::kNotOneMove:
            return found.previous ^ token.state;
        case Found::kEndNotEmpty:
            return token.state;
        case Found::kNotOAndX: {
            std::uint64_t others = 0;
            for (std::uint64_t i = 0; i < token.length && i < kEchoLimit; ++i) {
                if (token.prefix[i] != 'O' && token.prefix[i] != 'X')
                    others |= std::uint64_t{1} << i;
            }
            return others;
        }
        default:
            return every;
    }
}

std::uint32_t bits_reversed(std::uint32_t value, int holes) {
    std::uint32_t reversed = 0;
    for (int bit = 0; bit < holes; ++bit) reversed |= (value >> bit & 1) << (holes - 1 - bit);
    return reversed;
}

// The lines around the finding, the walk to it and the holes that lead
// from the state before it to a state no line before it had, read again
// from the output's start.
struct PageLines {
    std::vector<std::string> around;
    std::vector<std::string> walk;
    std::uint32_t unvisited = 0;
};

PageLines page_lines(const Finding& found, std::FILE* output) {
    PageLines shown;
    const std::uint64_t lines = (std::uint64_t{1} << found.holes) + 1;
    const bool drawn = found.holes <= ROCKS_PAGE;
    if (found.kind == Found::kCycle && !drawn) return shown;  // nothing to list or draw
    if (output == nullptr || std::fseek(output, 0, SEEK_SET) != 0) return shown;
    TokenReader reader(output, found.holes, 0);
    Token token;
    std::vector<bool> seen(std::size_t{1} << found.holes);  // the states of the lines before it
    for (std::uint64_t line = 1; line <= found.line + 1 && reader.next(token, found.holes);
         ++line) {
        if (line < found.line && line < lines) seen[token.state] = true;
        if (line < found.line && line <= lines && drawn)
            shown.walk.push_back(json_string(state_letters(token.state, found.holes)));
        if (line + 3 < found.line || found.kind == Found::kCycle) continue;
        const bool wrong = line == found.line;
        const bool before_move = found.kind == Found::kNotOneMove && line + 1 == found.line;
        shown.around.push_back(json_line(line, token,
                                         wrong         ? marked_columns(found, token)
                                         : before_move ? found.previous ^ found.token.state
                                                       : 0));
    }
    if (found.kind == Found::kTooFewLines) {
        shown.around.push_back("{\"line\":" + std::to_string(found.line) + ",\"missing\":true}");
    }
    for (int hole = 0; hole < found.holes; ++hole) {
        const std::uint32_t move = std::uint32_t{1} << hole;
        if (!seen[found.previous ^ move]) shown.unvisited |= move;
    }
    return shown;
}

// How many of the output's first lines count 0, 1, 2, ... in binary, hole 0
// the low bit or, all through, the high one: a mistake's pattern the page
// names only when the lines keep counting past the first wrong one.
std::uint64_t counted_lines(int holes, std::FILE* output) {
    if (output == nullptr || std::fseek(output, 0, SEEK_SET) != 0) return 0;
    TokenReader reader(output, holes, 0);
    Token token;
    std::uint64_t low_first = 0;
    std::uint64_t high_first = 0;
    for (std::uint32_t count = 0; count < (std::uint32_t{1} << holes) && reader.next(token, holes);
         ++count) {
        const bool counts = token.length == static_cast<std::uint64_t>(holes);
        if (low_first == count && counts && token.state == count) ++low_first;
        if (high_first == count && counts && token.state == bits_reversed(count, holes)) {
            ++high_first;
        }
        if (low_first <= count && high_first <= count) break;
    }
    return std::max(low_first, high_first);
}

void report_to_page(const Outcome& outcome, std::FILE* output) {
    const Finding& found = outcome.finding;
    const bool has_lines = found.kind < Found::kTooLong;  // what the output holds, line by line
    const PageLines shown = has_lines ? page_lines(found, output) : PageLines();
    const Token& token = found.token;
    // Token::only_o_and_x covers only its first `holes` bytes: an output for
    // a larger n has more, all of which the page's advice needs to be 'O' or 'X'.
    bool only_o_and_x = token.length > 0 && token.length <= kEchoLimit;
    for (std::uint64_t i = 0; only_o_and_x && i < token.length; ++i) {
        only_o_and_x = token.prefix[i] == 'O' || token.prefix[i] == 'X';
    }
    const std::uint64_t states = found.holes > 0 ? std::uint64_t{1} << found.holes : 0;
    // A token too short with more after it on its line: holes written apart
    // (the case the checker's message names).
    const bool spaced =
        token.more_on_its_line && token.length < static_cast<std::uint64_t>(found.holes);
    std::string json =
        "{\"kind\":" + json_string(kFoundNames[static_cast<int>(found.kind)]) +
        ",\"holes\":" + std::to_string(found.holes) + ",\"line\":" + std::to_string(found.line) +
        ",\"lines\":" + std::to_string(states + 1) + ",\"length\":" + std::to_string(token.length) +
        ",\"only_o_and_x\":" + (only_o_and_x ? "true" : "false") +
        ",\"spaced\":" + (spaced ? "true" : "false") +
        ",\"earlier\":" + std::to_string(found.earlier) +
        ",\"previous\":" + json_string(state_letters(found.previous, found.holes)) +
        ",\"differing\":" + json_list(bit_numbers(found.previous ^ token.state)) +
        ",\"unvisited\":" + json_list(bit_numbers(shown.unvisited)) +
        ",\"seen\":" + std::to_string(found.line > 0 ? std::min(found.line - 1, states) : 0) +
        ",\"distance\":" + std::to_string(count_differing_holes(found.previous, 0)) +
        ",\"counted\":" + std::to_string(has_lines ? counted_lines(found.holes, output) : 0) +
        ",\"around\":" + json_list(shown.around) + ",\"walk\":" + json_list(shown.walk) + "}\n";
    std::fputs(json.c_str(), stdout);
}

// The first token's length, as the checker reads tokens (after a UTF-8
// byte-order mark and blanks) but counted to its end, and whether a space
// or tab, then more, follow it on its line (holes written apart).
int print_first_line_length(const char* path) {
    std::FILE* file = std::fopen(path, "rb");
    if (file == nullptr) return 3;
    int c = std::fgetc(file);
    if (c == 0xEF && std::fgetc(file) == 0xBB && std::fgetc(file) == 0xBF) c = std::fgetc(file);
    while (is_blank(c)) c = std::fgetc(file);
    unsigned long long length = 0;
    for (; c != EOF && !is_blank(c); c = std::fgetc(file)) ++length;
    const bool spaced = c == ' ' || c == '\t';
    while (c == ' ' || c == '\t') c = std::fgetc(file);
    std::printf("{\"first_line_length\":%llu,\"spaced\":%s}\n", length,
                spaced && c != EOF && !is_blank(c) ? "true" : "false");
    return 0;
}

// Whether the file at `path` opens and holds at most the judges' most bytes.
bool within_limit(const std::string& path) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr) return false;
    const bool within = std::fseek(file, 0, SEEK_END) == 0 && std::ftell(file) >= 0 &&
                        (kPageLimits.output_limit == 0 ||
                         static_cast<std::uint64_t>(std::ftell(file)) <= kPageLimits.output_limit);
    std::fclose(file);
    return within;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::strcmp(argv[1], "--first-line-length") == 0) {
        return print_first_line_length(argv[2]);
    }
    const Call call = parse_call(argc, argv, kPageLimits);
    // The terminal's reader where the output is within the judges' most
    // bytes, where it finds what the judges' reader finds (it has no limit
    // of its own); the judges' reader past them, which says so.
    const Outcome outcome = within_limit(call.output_path)
                                ? outcome_of<FastReader>(call, kPageLimits)
                                : outcome_of<TokenReader>(call, kPageLimits);
    std::FILE* output =
        call.output_path.empty() ? nullptr : std::fopen(call.output_path.c_str(), "rb");
    report_to_page(outcome, output);
    if (output != nullptr) std::fclose(output);
    finish(call, outcome);
}
