// The learners' material: the pictures and the traces in docs/ (which
// docs/regenerate holds to what docs/draw.cpp draws now) show the solver's
// own walk, and are small, titled, well-formed SVG; the guides keep the
// order they promise. (The plain solutions are learners_test.cpp's.)
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "process.hpp"

namespace rocks_test {
namespace {

const std::string kDocs = ROCKS_DOCS;
// What docs/draw.cpp writes, in English into docs/ and in Chinese into
// docs/zh-CN/.
const std::vector<std::string> kDrawn = {"trace-3.md", "gray-3.md",       "cube-3.svg",
                                         "map-4.svg",  "reflected-4.svg", "stuck-3.svg"};
const std::vector<std::string> kLanguageFolders = {"", "/zh-CN"};

// The solver's answer for n, run as a judge runs it.
std::string solver_answer(int holes) {
    return run(quoted(kSolver), std::to_string(holes) + "\n").out;
}

// The states a trace moves to, one a row: each row ends "`STATE` |".
std::string trace_walk(const std::string& trace) {
    std::string walk = "OOO\n";
    for (std::size_t end = trace.find("` |\n"); end != std::string::npos;
         end = trace.find("` |\n", end + 1)) {
        const std::size_t start = trace.rfind('`', end - 1) + 1;
        walk += trace.substr(start, end - start) + "\n";
    }
    return walk;
}

// Each trace's moves, end to end, are the solver's output, and the learners'
// page in each language shows its trace as drawn.
TEST(DocsTest, TracesAreTheSolversWalk) {
    const std::string english = read_file(kDocs + "/trace-3.md");
    const std::string chinese = read_file(kDocs + "/zh-CN/trace-3.md");
    EXPECT_EQ(trace_walk(english), solver_answer(3));
    EXPECT_EQ(trace_walk(chinese), solver_answer(3));
    EXPECT_NE(english.find("hole 0: `OOO` visited at step 0; hole 1: `XXO` is new"),
              std::string::npos);
    EXPECT_NE(chinese.find("洞 0：`OOO` 已在第 0 步访问；洞 1：`XXO` 是新状态"), std::string::npos);
    EXPECT_NE(read_file(kDocs + "/learners.md").find(english), std::string::npos)
        << "docs/learners.md's trace differs from docs/trace-3.md";
    EXPECT_NE(read_file(kDocs + "/zh-CN/README.md").find(chinese), std::string::npos)
        << "docs/zh-CN/README.md's trace differs from docs/zh-CN/trace-3.md";
}

// The cells of a Markdown table's body rows, code spans unquoted.
std::vector<std::vector<std::string>> table_rows(const std::string& table) {
    std::vector<std::vector<std::string>> rows;
    std::istringstream lines(table);
    std::string line;
    for (int number = 0; std::getline(lines, line); ++number) {
        if (number < 2) continue;  // the head and its rule
        std::vector<std::string> cells;
        for (std::size_t bar = line.find('|'); line.find('|', bar + 1) != std::string::npos;
             bar = line.find('|', bar + 1)) {
            std::string cell = line.substr(bar + 2, line.find('|', bar + 1) - bar - 3);
            if (cell.size() >= 2 && cell.front() == '`') cell = cell.substr(1, cell.size() - 2);
            cells.push_back(cell);
        }
        rows.push_back(cells);
    }
    return rows;
}

// The guides' table for n = 3 before the proof: each row's state is the
// solver's line for that step, its bits read from hole 2 down to hole 0
// are k ^ (k >> 1), and k is k; each guide shows the table as drawn.
TEST(DocsTest, GrayTableIsTheSolversWalk) {
    std::istringstream answer(solver_answer(3));
    for (const std::string& folder : kLanguageFolders) {
        const std::string table = read_file(kDocs + folder + "/gray-3.md");
        const std::vector<std::vector<std::string>> rows = table_rows(table);
        ASSERT_EQ(rows.size(), 8U) << folder;
        answer.clear();
        answer.seekg(0);
        for (std::uint32_t k = 0; k < rows.size(); ++k) {
            const std::vector<std::string>& row = rows[k];
            ASSERT_EQ(row.size(), 5U) << table;
            std::string line;
            std::getline(answer, line);
            std::string state_bits, k_bits, gray_bits;
            for (int bit = 2; bit >= 0; --bit) {
                state_bits += line[static_cast<std::size_t>(bit)] == 'X' ? '1' : '0';
                k_bits += (k >> bit & 1) ? '1' : '0';
                gray_bits += ((k ^ (k >> 1)) >> bit & 1) ? '1' : '0';
            }
            EXPECT_EQ(row[0], std::to_string(k));
            EXPECT_EQ(row[1], k_bits);
            EXPECT_EQ(row[2], gray_bits);
            EXPECT_EQ(row[3], line);
            EXPECT_EQ(row[2], state_bits) << "step " << k;
        }
    }
    EXPECT_NE(read_file(kDocs + "/learners.md").find(read_file(kDocs + "/gray-3.md")),
              std::string::npos)
        << "docs/learners.md's table differs from docs/gray-3.md";
    EXPECT_NE(read_file(kDocs + "/zh-CN/README.md").find(read_file(kDocs + "/zh-CN/gray-3.md")),
              std::string::npos)
        << "docs/zh-CN/README.md's table differs from docs/zh-CN/gray-3.md";
}

// The guides' rule by hand, followed from all holes empty: an odd step
// flips hole 0; an even step flips the hole after the first covered one;
// the last, back to all empty, flips the one covered hole. It writes the
// solver's answer for every judge's n.
TEST(DocsTest, HandRuleWritesTheSolversAnswer) {
    for (int holes = ROCKS_MIN_N; holes <= ROCKS_MAX_N; ++holes) {
        std::string state(static_cast<std::size_t>(holes), 'O');
        std::string written = state + "\n";
        const std::uint32_t steps = std::uint32_t{1} << holes;
        for (std::uint32_t step = 1; step <= steps; ++step) {
            const std::size_t first_covered = state.find('X');
            const std::size_t hole = step % 2 == 1  ? 0
                                     : step < steps ? first_covered + 1
                                                    : first_covered;
            state[hole] = state[hole] == 'O' ? 'X' : 'O';
            written += state + "\n";
        }
        EXPECT_EQ(written, solver_answer(holes)) << "n = " << holes;
    }
}

// Each picture's <desc> holds the walk it draws, as O/X words.
// The text between <tag> and </tag>, or "" if there is none.
std::string element(const std::string& svg, const std::string& tag) {
    const std::size_t start = svg.find("<" + tag + ">");
    const std::size_t end = svg.find("</" + tag + ">");
    if (start == std::string::npos || end == std::string::npos || end < start) return "";
    return svg.substr(start + tag.size() + 2, end - start - tag.size() - 2);
}

std::string drawn_walk(const std::string& svg) {
    std::string walk = element(svg, "desc") + " ";
    for (char& c : walk) c = c == ' ' ? '\n' : c;
    return walk;
}

TEST(DocsTest, PicturesShowTheSolversCycle) {
    for (const std::string& folder : kLanguageFolders) {
        const std::string docs = kDocs + folder;
        EXPECT_EQ(drawn_walk(read_file(docs + "/cube-3.svg")), solver_answer(3));
        EXPECT_EQ(drawn_walk(read_file(docs + "/map-4.svg")), solver_answer(4));
        EXPECT_EQ(drawn_walk(read_file(docs + "/reflected-4.svg")), solver_answer(4));
        // The statement's stuck game, as the checker's stored case has it.
        EXPECT_EQ(drawn_walk(read_file(docs + "/stuck-3.svg")),
                  read_file(kSamples + "/checker/pe-stuck-game.out"));
    }
}

TEST(DocsTest, SvgSmallTitledOnAWhiteCardWellFormed) {
    std::string files;
    for (const std::string& folder : kLanguageFolders) {
        for (const std::string& name : kDrawn) {
            if (name.find(".svg") != std::string::npos)
                files += " " + quoted(kDocs + folder + "/" + name);
        }
    }
    for (const std::string& name : kDrawn) {
        if (name.find(".svg") == std::string::npos) continue;
        const std::string path = kDocs + "/" + name;
        const std::string svg = read_file(path);
        EXPECT_LE(svg.size(), 16u * 1024) << name;
        EXPECT_GE(element(svg, "title").size(), 20u) << name;
        // Every colour is drawn on a white card as large as the picture,
        // the first thing drawn: readable on light and dark pages alike.
        auto attribute = [&](const std::string& key) {
            const std::size_t at = svg.find(key + "=\"") + key.size() + 2;
            return svg.substr(at, svg.find('"', at) - at);
        };
        EXPECT_NE(svg.find("</desc>\n<rect width=\"" + attribute("width") + "\" height=\"" +
                           attribute("height") + "\" rx=\"8\" fill=\"#ffffff\"/>\n"),
                  std::string::npos)
            << name;
    }
    EXPECT_EQ(shell(quoted(ROCKS_PYTHON) +
                    " -c 'import sys, xml.dom.minidom as dom; "
                    "[dom.parse(f) for f in sys.argv[1:]]'" +
                    files),
              0);
}

// Each picture says its language, so that a browser draws the Chinese ones
// with Chinese glyph forms rather than Japanese ones.
TEST(DocsTest, SvgLanguageMarked) {
    for (const std::string& name : kDrawn) {
        if (name.find(".svg") == std::string::npos) continue;
        EXPECT_EQ(read_file(kDocs + "/" + name)
                      .rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                             "xml:lang=\"en\" ",
                             0),
                  0u)
            << name;
        EXPECT_EQ(read_file(kDocs + "/zh-CN/" + name)
                      .rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" xml:lang=\"zh-CN\" ", 0),
                  0u)
            << name;
    }
}

const std::vector<std::string> kGuides = {"/learners.md", "/zh-CN/README.md"};

// The "## " headings of a page, in order.
std::vector<std::string> headings(const std::string& page) {
    std::vector<std::string> found;
    std::istringstream lines(page);
    bool fenced = false;
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("```", 0) == 0) fenced = !fenced;
        if (!fenced && line.rfind("## ", 0) == 0) found.push_back(line.substr(3));
    }
    return found;
}

// Each guide opens with a beginner's path: after its label, the sections it
// names in bold (each a link to its section), in the order a reader meets
// them. Every name begins a
// heading, each after the one before; the last (checking your answer at
// home) is the page's last section; and every section off the path is
// marked optional, so that a pupil knows what to skip.
TEST(DocsTest, GuidesKeepThePathTheyPromise) {
    const std::map<std::string, std::string> kOptional = {{"/learners.md", "Optional: "},
                                                          {"/zh-CN/README.md", "（选读）"}};
    for (const std::string& name : kGuides) {
        const std::string guide = read_file(kDocs + name);
        const std::size_t start = guide.find("\n\n") + 2;
        const std::string opening = guide.substr(start, guide.find('\n', start) - start);
        const std::vector<std::string> sections = headings(guide);
        std::vector<std::string> promised;
        for (std::size_t at = opening.find("**"); at != std::string::npos;
             at = opening.find("**", opening.find("**", at + 2) + 2)) {
            std::string item = opening.substr(at + 2, opening.find("**", at + 2) - at - 2);
            if (item.rfind('[', 0) == 0) item = item.substr(1, item.find("](") - 1);  // a link
            promised.push_back(item);
        }
        ASSERT_GE(promised.size(), 7u) << name << ": " << opening;
        promised.erase(promised.begin());  // the path's label
        std::vector<bool> on_path(sections.size(), false);
        std::size_t after = 0;
        for (const std::string& section : promised) {
            std::size_t found = after;
            while (found < sections.size() && sections[found].rfind(section, 0) != 0) ++found;
            ASSERT_LT(found, sections.size())
                << name << ": no section \"" << section << "\" after the one before it";
            on_path[found] = true;
            after = found + 1;
        }
        EXPECT_EQ(after, sections.size()) << name << ": the last section is not the path's last";
        for (std::size_t at = 0; at < sections.size(); ++at) {
            EXPECT_EQ(sections[at].rfind(kOptional.at(name), 0) == 0, !on_path[at])
                << name << ": \"" << sections[at] << "\" is "
                << (on_path[at] ? "on the path but marked optional" : "off the path, unmarked");
        }
    }
}

// The text of the <details> block that starts at or after `from`, and where
// it ends; the whole guide and npos when there is none.
std::pair<std::string, std::size_t> details_from(const std::string& guide, std::size_t from) {
    const std::size_t open = guide.find("<details>", from);
    const std::size_t close = guide.find("</details>", open);
    if (open == std::string::npos || close == std::string::npos) return {guide, std::string::npos};
    return {guide.substr(open, close - open), close};
}

// The hand work asks before it tells. The first task is the search by hand
// for n = 3, its answer (the solver's output) first shown inside the first
// <details>; the second finds the rule, its answer the solver's output for
// n = 4, first shown inside the second. No bit operation and no formula
// comes before the first answer is closed.
TEST(DocsTest, HandTaskAsksBeforeItTells) {
    for (const std::string& name : kGuides) {
        const std::string guide = read_file(kDocs + name);
        std::size_t from = 0;
        for (int holes : {3, 4}) {
            const std::string answer = "```text\n" + solver_answer(holes) + "```\n";
            const auto [shown, end] = details_from(guide, from);
            ASSERT_NE(end, std::string::npos) << name << ": no <details> for n = " << holes;
            EXPECT_NE(shown.find(answer), std::string::npos)
                << name << ": the answer for n = " << holes << " is not in its <details>";
            EXPECT_EQ(guide.find(answer), guide.find(answer, end - shown.size()))
                << name << ": the answer for n = " << holes << " is told before it is asked";
            if (holes == 3) {
                EXPECT_GT(guide.find("1 << i"), end)
                    << name << ": a bit idiom before the hand work";
            }
            from = end;
        }
        EXPECT_GT(guide.find("k ^ (k >> 1)"), from) << name << ": the formula before the tasks";
    }
}

}  // namespace
}  // namespace rocks_test
