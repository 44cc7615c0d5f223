// The checker against its plain definition (checker_definition.hpp) on
// outputs made to hit its fast path's edges: every single-byte corruption of
// a line, every truncation of the last lines, lines across the read
// buffer's boundary at every offset, and the echo of well-formed tokens;
// every n, or up to kLargestSweptN under the sanitizers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "checker_definition.hpp"
#include "gray_code.hpp"
#include "process.hpp"

// The checker's own source; its main() becomes an ordinary function.
#define main checker_main
#include "../src/checker.cpp"
#undef main

namespace rocks_test {
namespace {

using rocks_definition::Judgement;
using rocks_definition::Kind;

const std::size_t kReadBuffer = 64 * 1024;  // the checker's read block, where lines straddle

// The checker on `text`, read from `file`.
Judgement run_checker(int holes, std::FILE* file) {
    auto reread = [&]() -> std::FILE* {
        return std::fseek(file, 0, SEEK_SET) == 0 ? file : nullptr;
    };
    const Outcome outcome = check_output(holes, file, reread, kReadBuffer);
    std::fclose(file);
    const Kind kinds[] = {Kind::kAccepted, Kind::kWrongAnswer, Kind::kPresentationError};
    EXPECT_NE(outcome.verdict, Verdict::kFail) << outcome.message;
    return Judgement{kinds[static_cast<int>(outcome.verdict) % 3], outcome.message};
}

// `text` read through a buffer, as from a pipe.
Judgement run_checker_reading(int holes, std::string& text) {
    return run_checker(holes, text.empty() ? std::fopen("/dev/null", "rb")
                                           : fmemopen(&text[0], text.size(), "rb"));
}

// `text` in a regular file, which the checker maps a window at a time; the
// window is made as small as the read buffer, so that its edges fall where
// the sweeps put the read buffer's.
Judgement run_checker_mapping(int holes, const std::string& text) {
    std::FILE* file = std::tmpfile();
    std::fwrite(text.data(), 1, text.size(), file);
    std::rewind(file);
    return run_checker(holes, file);
}

// The sweeps below cover every n up to this. Under the sanitizers each call's
// 2^n / 8-byte bitmap also costs its shadow memory (24 ms a call at n = 30,
// 0.3 ms at n = 24), so they stop at 25: every token length mod 8, one to
// four 8-byte chunks, the echo prefix filled to its end (n >= 25) and
// answers longer than the read buffer are all there; n = 26..30 add only a
// larger bitmap, whose indexing n = 25 already exercises (n = 26 doubled
// the sanitized sweeps' time: 36 s against 61 s for the largest). The
// Release suite sweeps all 30.
const int kLargestSweptN = ROCKS_SANITIZED ? 25 : 30;

// How many failures to show before the rest of a sweep is skipped.
int failures_left = 20;

void expect_as_defined(int holes, std::string& text, const std::string& what) {
    if (failures_left <= 0) return;
    const Judgement expected = rocks_definition::judge(holes, text);
    const Judgement reading = run_checker_reading(holes, text);
    const Judgement mapping = run_checker_mapping(holes, text);
    if (!(reading == expected) || !(mapping == expected)) {
        --failures_left;
        ADD_FAILURE() << "n = " << holes << ", " << what
                      << "\n  checker (read):   " << reading.message
                      << "\n  checker (mapped): " << mapping.message
                      << "\n  definition:       " << expected.message;
    }
}

// The whole answer up to n = 14 (240 KB, past the read buffer); beyond, its
// first 100 lines, which the definition calls too short.
std::string answer_or_start(int holes) {
    return holes <= 14 ? reflected_gray_answer(holes) : reflected_gray_code(holes, 100);
}

// Bytes a corrupted line might hold: the other of 'O' and 'X', look-alikes,
// control and high bytes, the printable range's edges, blanks.
const unsigned char kCorruptions[] = {'O', 'X', 'N',  'a',  'o',  'x',  '0',  '1', 'P',  'Y',
                                      'W', 0,   0x1F, 0x7E, 0x7F, 0x80, 0xFF, ' ', '\t', 0x0B};

TEST(CheckerCorruptionTest, EveryByteOfFirstMiddleAndLastLine) {
    for (int holes = 1; holes <= kLargestSweptN; ++holes) {
        std::string text = answer_or_start(holes);
        const std::size_t line_bytes = static_cast<std::size_t>(holes) + 1;
        const std::size_t lines = text.size() / line_bytes;
        for (std::size_t line : {std::size_t{0}, lines / 2, lines - 1}) {
            for (std::size_t position = 0; position < line_bytes; ++position) {  // newline too
                char& byte = text[line * line_bytes + position];
                const char original = byte;
                for (unsigned char corruption : kCorruptions) {
                    byte = static_cast<char>(corruption);
                    expect_as_defined(holes, text,
                                      "line " + std::to_string(line + 1) + ", byte " +
                                          std::to_string(position) + " = " +
                                          std::to_string(corruption));
                }
                byte = original;
            }
        }
    }
}

TEST(CheckerCorruptionTest, EveryTruncationOfTheLastTwoLines) {
    for (int holes = 1; holes <= 16; ++holes) {
        const std::string answer = reflected_gray_answer(holes);
        const std::size_t line_bytes = static_cast<std::size_t>(holes) + 1;
        for (std::size_t size = answer.size() - 2 * line_bytes; size <= answer.size(); ++size) {
            std::string text = answer.substr(0, size);
            expect_as_defined(holes, text, "cut to " + std::to_string(size) + " bytes");
        }
    }
}

// Blanks before the output move the read buffer's boundary to every offset
// of its first two lines; the lines there are also corrupted.
TEST(CheckerCorruptionTest, LinesAcrossTheReadBuffer) {
    for (int holes = 1; holes <= kLargestSweptN; ++holes) {
        const std::string output = answer_or_start(holes);
        const std::size_t line_bytes = static_cast<std::size_t>(holes) + 1;
        for (std::size_t into = 1; into <= 2 * line_bytes; ++into) {
            for (char blank : {' ', '\n'}) {
                std::string text = std::string(kReadBuffer - into, blank) + output;
                const std::string where = std::to_string(into) + " bytes into the output";
                expect_as_defined(holes, text, "boundary " + where);
                for (std::size_t at : {kReadBuffer - 1, kReadBuffer}) {
                    const char original = text[at];
                    text[at] = original == 'O' ? 'X' : original == 'X' ? 'O' : 'a';
                    expect_as_defined(holes, text,
                                      "flipped byte " + std::to_string(at) + ", " + where);
                    text[at] = 'a';
                    expect_as_defined(holes, text,
                                      "'a' at byte " + std::to_string(at) + ", " + where);
                    text[at] = original;
                }
            }
        }
    }
}

// A line across the read buffer is read byte by byte, and the line after it
// must then be compared with it, not with the last line the fast path saw:
// here the next line is one move from the line before the straddling one
// but two from the straddling one itself. Blanks before the straddling line
// let the fast path take the lines before it.
TEST(CheckerCorruptionTest, WrongMoveAfterALineAcrossTheReadBuffer) {
    for (int holes = 2; holes <= kLargestSweptN; ++holes) {
        const std::string answer = answer_or_start(holes);
        const std::size_t line_bytes = static_cast<std::size_t>(holes) + 1;
        for (std::size_t straddling = 1; straddling <= 3; ++straddling) {
            std::string output = answer;
            const std::size_t before = (straddling - 1) * line_bytes;
            const std::size_t start = straddling * line_bytes;
            const std::size_t after = start + line_bytes;
            // The line before the straddling one with another hole flipped.
            std::size_t hole = 0;
            while (output[before + hole] == output[start + hole]) ++hole;
            hole = hole == 0 ? 1 : 0;
            output.replace(after, static_cast<std::size_t>(holes), output, before,
                           static_cast<std::size_t>(holes));
            output[after + hole] = output[after + hole] == 'O' ? 'X' : 'O';
            for (std::size_t in_first_block = 1; in_first_block < line_bytes; ++in_first_block) {
                for (char blank : {' ', '\n'}) {
                    std::string text = output;
                    text.insert(start, kReadBuffer - in_first_block - start, blank);
                    expect_as_defined(holes, text,
                                      "line " + std::to_string(straddling + 1) + " across, " +
                                          std::to_string(in_first_block) + " bytes before it");
                }
            }
        }
    }
}

// Each hole's flip goes through the fast path, which turns the flipped byte
// into a hole number: a walk flipping holes one by one, lowest or highest
// first, then its last line repeated, so that the message shows the state
// the checker tracked.
TEST(CheckerCorruptionTest, EveryHoleFlippedInTheFastPath) {
    for (int holes = 1; holes <= kLargestSweptN; ++holes) {
        for (bool lowest_first : {true, false}) {
            std::string line(static_cast<std::size_t>(holes), 'O');
            std::string text = line + "\n";
            for (int flips = 0; flips < holes; ++flips) {
                line[static_cast<std::size_t>(lowest_first ? flips : holes - 1 - flips)] = 'X';
                text += line + "\n";
                std::string walk = text + line + "\n" + std::string(40, '\n');
                expect_as_defined(holes, walk,
                                  std::to_string(flips + 1) + " flips, " +
                                      (lowest_first ? "lowest" : "highest") + " hole first");
            }
        }
    }
}

// Well-formed tokens read 8 bytes at a time are echoed exactly: as a first
// line that is not all empty, and as a last line for whole answers.
TEST(CheckerCorruptionTest, EchoOfWellFormedTokens) {
    std::uint64_t seed = 2026;
    for (int holes = 1; holes <= kLargestSweptN; ++holes) {
        std::string text = answer_or_start(holes);
        const std::size_t line_bytes = static_cast<std::size_t>(holes) + 1;
        for (int round = 0; round < 40; ++round) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            const std::uint32_t state =
                static_cast<std::uint32_t>(seed >> 33) & ((std::uint32_t{1} << holes) - 1);
            std::string token;
            for (int hole = 0; hole < holes; ++hole) token += (state >> hole & 1) ? 'X' : 'O';
            for (std::size_t line : {std::size_t{0}, text.size() / line_bytes - 1}) {
                const std::string original = text.substr(line * line_bytes, token.size());
                text.replace(line * line_bytes, token.size(), token);
                expect_as_defined(holes, text, "line " + std::to_string(line + 1) + " " + token);
                text.replace(line * line_bytes, token.size(), original);
            }
        }
    }
}

// The fast path itself, counted in lines, not timed: after a first line
// read whole, read_moves takes a valid run of moves in one call, and stops
// exactly before a wrong move, a repeated state or a malformed line,
// consuming nothing of it. A fast path switched off (a wrong flip constant,
// a mask that drops bytes, a move to the wrong state) still gives the right
// verdicts through next(), only several times slower; these counts catch it.
struct FastRun {
    std::uint64_t taken;     // lines read_moves took in its one call
    std::string stopped_at;  // the token next() reads after them
};

FastRun read_fast(int holes, const std::string& text) {
    std::FILE* file = std::tmpfile();
    std::fwrite(text.data(), 1, text.size(), file);
    std::rewind(file);
    FastRun run{0, ""};
    {
        TokenReader reader(file, holes);
        Token token;
        if (reader.next(token)) {
            std::vector<std::uint32_t> seen{token.state};
            std::uint32_t state = token.state;
            run.taken = reader.read_moves(state, ~std::uint64_t{0}, [&](std::uint32_t moved_to) {
                const bool repeated = std::find(seen.begin(), seen.end(), moved_to) != seen.end();
                seen.push_back(moved_to);
                return repeated;
            });
            if (reader.next(token)) {
                run.stopped_at.assign(token.prefix, std::min<std::size_t>(token.length, 32));
            }
        }
    }
    std::fclose(file);
    return run;
}

// The first `count` lines of the reflected code, then `last`, then blank
// lines enough that no token ends within the 32 bytes the fast path loads.
std::string run_ending_in(int holes, std::uint64_t count, const std::string& last) {
    return reflected_gray_code(holes, count) + last + "\n" + std::string(40, '\n');
}

std::string line_of(int holes, std::uint64_t k) {
    const std::string line = reflected_gray_code(holes, k + 1);
    return line.substr(line.size() - static_cast<std::size_t>(holes) - 1,
                       static_cast<std::size_t>(holes));
}

TEST(CheckerCorruptionTest, FastPathTakesEveryMoveAndStopsAtTheFirstOther) {
    const std::uint64_t kLines = 600;
    for (int holes : {3, 7, 8, 9, 16, 17, 24, 30}) {
        SCOPED_TRACE("n = " + std::to_string(holes));
        const std::uint64_t lines = std::min<std::uint64_t>(kLines, std::uint64_t{1} << holes);
        // All valid: every line after the first in one call.
        const FastRun valid =
            read_fast(holes, reflected_gray_code(holes, lines) + std::string(40, '\n'));
        EXPECT_EQ(valid.taken, lines - 1);
        EXPECT_EQ(valid.stopped_at, "");
        const std::uint64_t bad = lines / 2;  // the 0-based line that breaks the run
        std::string previous = line_of(holes, bad - 1);
        // Two holes flipped: not a move.
        std::string two_holes = previous;
        for (std::size_t hole : {std::size_t{0}, two_holes.size() - 1}) {
            two_holes[hole] = two_holes[hole] == 'O' ? 'X' : 'O';
        }
        if (holes > 1) {
            const FastRun wrong = read_fast(holes, run_ending_in(holes, bad, two_holes));
            EXPECT_EQ(wrong.taken, bad - 1);
            EXPECT_EQ(wrong.stopped_at, two_holes);
        }
        // A move back to the line before the previous one: a repeated state.
        const std::string back = line_of(holes, bad - 2);
        const FastRun repeat = read_fast(holes, run_ending_in(holes, bad, back));
        EXPECT_EQ(repeat.taken, bad - 1);
        EXPECT_EQ(repeat.stopped_at, back);
        // The next line with one letter lowercase, and one a character short.
        std::string lowercase = line_of(holes, bad);
        lowercase[0] = lowercase[0] == 'O' ? 'o' : 'x';
        const FastRun malformed = read_fast(holes, run_ending_in(holes, bad, lowercase));
        EXPECT_EQ(malformed.taken, bad - 1);
        EXPECT_EQ(malformed.stopped_at, lowercase);
        const std::string short_line = line_of(holes, bad).substr(1);
        const FastRun cut = read_fast(holes, run_ending_in(holes, bad, short_line));
        EXPECT_EQ(cut.taken, bad - 1);
        EXPECT_EQ(cut.stopped_at, short_line);
    }
}

}  // namespace
}  // namespace rocks_test
