// The checker against its plain definition (checker_definition.hpp) on
// outputs made to hit its readers' edges: every single-byte corruption of a
// line, every truncation of the last lines, lines across the read buffer's
// boundary at every offset, and the echo of well-formed tokens; every n, or
// a subset of them under the sanitizers (swept(), swept_at_boundary()).
// Each output is judged by the judges' file's reader (TokenReader,
// src/checker.cpp) and by the terminal's (FastReader,
// src/terminal_checker.cpp) in each of the lanes this machine can run
// (plain, SSE2, AVX2), and once more from a regular file whose run of moves
// is split in two halves; all must agree with the definition and so with
// each other. The split reading has sweeps of its own: repeats across the
// halves in every bitmap word, strides past the 32 bytes the lanes compare,
// faults at each half's edges.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "checker_definition.hpp"
#include "gray_code.hpp"
#include "process.hpp"

// The terminal's checker, which includes the judges' file whole; its
// main() becomes an ordinary function.
#define main checker_main
#include "../src/terminal_checker.cpp"
#undef main

namespace rocks_test {
namespace {

using rocks_definition::Judgement;
using rocks_definition::Kind;

const std::size_t kReadBuffer = 64 * 1024;  // the checker's read block, where lines straddle

// The checker on the output in `file`, read by `reader`.
template <class Reader>
Judgement run_checker(int holes, std::FILE* file, Reader& reader) {
    const Outcome outcome = check_output(holes, reader, file, 0);
    const Kind kinds[] = {Kind::kAccepted, Kind::kWrongAnswer, Kind::kPresentationError};
    EXPECT_NE(outcome.verdict, Verdict::kFail) << outcome.message;
    return Judgement{kinds[static_cast<int>(outcome.verdict) % 3], outcome.message};
}

std::FILE* reading(std::string& text) {
    return text.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&text[0], text.size(), "rb");
}

// `text` as the judges' file reads it: through its 64 KiB buffer.
Judgement run_judges_reader(int holes, std::string& text) {
    std::FILE* file = reading(text);
    Judgement judgement;
    {
        TokenReader reader(file, holes, 0);
        judgement = run_checker(holes, file, reader);
    }
    std::fclose(file);
    return judgement;
}

const char* width_name(Width width) {
    return width == Width::kPlain ? "plain" : width == Width::kSse2 ? "SSE2" : "AVX2";
}

// `text` as the terminal's checker reads a pipe, compared in the lanes of
// `width`. Its blocks are as small as the judges' reader's, so that their
// edges fall where the sweeps put those (and, under AddressSanitizer,
// within the allocator's pooled sizes: a larger block is mapped afresh for
// every output).
Judgement run_fast_reading(int holes, std::string& text, Width width) {
    std::FILE* file = reading(text);
    Judgement judgement;
    {
        FastReader reader(file, holes, 0, kReadBuffer, width);
        judgement = run_checker(holes, file, reader);
    }
    std::fclose(file);
    return judgement;
}

// How many outputs the split reading took in both halves, over a test.
int split_taken = 0;

// `text` in a regular file, read `block` bytes at a time in the lanes of
// `width`, its run of moves split in two halves once the file from its
// first token holds `split_from` bytes (on Linux: split_run()).
Judgement run_fast_split(int holes, const std::string& text, Width width,
                         std::size_t block = kReadBuffer, std::uint64_t split_from = 0) {
    std::FILE* file = std::tmpfile();
    std::fwrite(text.data(), 1, text.size(), file);
    std::rewind(file);
    Judgement judgement;
    {
        FastReader reader(file, holes, 0, block, width, split_from);
        judgement = run_checker(holes, file, reader);
        split_taken += reader.took_both_halves();
    }
    std::fclose(file);
    return judgement;
}

// The n the sweeps below cover: every one up to the largest (30). Under the
// sanitizers each call's (1 << n) / 8-byte bitmap also costs its shadow
// memory, which doubles with each n (24 ms a call at n = 30, 0.3 ms at
// n = 24), so they cover every n up to 16, then 20 and 25: every token
// length mod 8, lines joined past the echo limit (2n + 1 > 32) and answers
// longer than the read buffer (n >= 13) are at n <= 16, 20 is a token of
// three 8-byte chunks, and 25 one of four, which the terminal's reader
// copies into a full echo prefix; the n between add only larger bitmaps,
// whose indexing the Release suite sweeps up to 30.
bool swept(int holes) { return !ROCKS_SANITIZED || holes <= 16 || holes == 20 || holes == 25; }
const int kLargestSweptN = ROCKS_SANITIZED ? std::min(25, ROCKS_LARGEST_N) : ROCKS_LARGEST_N;
// A line across the read buffer is read byte by byte, not in chunks, so
// the sweeps at the boundary take n <= 16 and 20, which put every token
// length mod 8 at every offset of the boundary, and the largest n (not
// under the sanitizers, where 25 took 22 of this program's 63 s); the n
// between add only larger bitmaps, which the sweeps above index at every
// n. (Every n up to 30 took 7 of its 17 s, for nothing these do not try.)
bool swept_at_boundary(int holes) {
    return holes <= 16 || holes == 20 || (!ROCKS_SANITIZED && holes == kLargestSweptN);
}

// How many failures to show before the rest of a sweep is skipped.
int failures_left = 20;

// Each call splits in the next of the lanes, in turn.
int split_turn = 0;

void expect_as_defined(int holes, std::string& text, const std::string& what) {
    if (failures_left <= 0) return;
    const Judgement expected = rocks_definition::judge(holes, text);
    std::string differing;
    const auto compare = [&](const std::string& who, const Judgement& judged) {
        if (!(judged == expected)) differing += "\n  " + who + ": " + judged.message;
    };
    compare("judges' file", run_judges_reader(holes, text));
    for (Width width : widths()) {
        compare(std::string("terminal, ") + width_name(width),
                run_fast_reading(holes, text, width));
    }
    const std::vector<Width> lanes = widths();
    const Width split_width = lanes[static_cast<std::size_t>(split_turn++) % lanes.size()];
    compare(std::string("terminal, split, ") + width_name(split_width),
            run_fast_split(holes, text, split_width));
    if (!differing.empty()) {
        --failures_left;
        ADD_FAILURE() << "n = " << holes << ", " << what << differing
                      << "\n  definition (tests/checker_definition.hpp): " << expected.message;
    }
}

// The whole answer up to n = 14 (240 KB, past the read buffer; under the
// sanitizers up to 12, 53 KB, where LinesAcrossTheReadBuffer's sweep is the
// one past the buffer's edge); beyond, its first 100 lines, which the
// definition calls too short.
std::string answer_or_start(int holes) {
    return holes <= (ROCKS_SANITIZED ? 12 : 14) ? reflected_gray_answer(holes)
                                                : reflected_gray_code(holes, 100);
}

// Bytes a corrupted line might hold: the other of 'O' and 'X', look-alikes,
// control and high bytes, the printable range's edges, blanks. Under the
// sanitizers, one of each kind the readers tell apart (a hole, another
// printable byte, NUL, a control byte, a high byte, a blank, a vertical
// tab): the memory a read touches depends on where the byte lands and of
// which kind it is, and the Release suite tries every byte for the verdicts
// up to n = 16. Past it, where the line is one of the answer's first 100
// and each call allocates a bitmap of megabytes (n = 23 to 30 were two
// thirds of this sweep's time), one of each kind too: each byte's verdict
// and echo are swept at the smaller n, the lanes' masks at every n.
const std::vector<unsigned char> kCorruptionKinds = {'O', 'X', '0', 0, 0x7F, 0xFF, ' ', 0x0B};
const std::vector<unsigned char> kCorruptionBytes = {'O',  'X',  'N',  'a', 'o',  'x',  '0',
                                                     '1',  'P',  'Y',  'W', 0,    0x1F, 0x7E,
                                                     0x7F, 0x80, 0xFF, ' ', '\t', 0x0B};
const std::vector<unsigned char>& corruptions(int holes) {
    return ROCKS_SANITIZED || holes > 16 ? kCorruptionKinds : kCorruptionBytes;
}

TEST(CheckerCorruptionTest, EveryByteOfFirstMiddleAndLastLine) {
    for (int holes = 1; holes <= kLargestSweptN; ++holes) {
        if (!swept(holes)) continue;
        std::string text = answer_or_start(holes);
        const std::size_t line_bytes = static_cast<std::size_t>(holes) + 1;
        const std::size_t lines = text.size() / line_bytes;
        // Under the sanitizers, past n = 20 the first line alone: each call
        // there allocates a bitmap of megabytes and its shadow, and a line's
        // four chunks are read alike wherever the line is.
        const bool first_alone = ROCKS_SANITIZED && holes > 20;
        for (std::size_t line : {std::size_t{0}, lines / 2, lines - 1}) {
            if (first_alone && line != 0) continue;
            for (std::size_t position = 0; position < line_bytes; ++position) {  // newline too
                char& byte = text[line * line_bytes + position];
                const char original = byte;
                for (unsigned char corruption : corruptions(holes)) {
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

// Up to n = 16 (answers over a MiB); under the sanitizers up to 13, whose
// answer is already longer than the read buffer.
TEST(CheckerCorruptionTest, EveryTruncationOfTheLastTwoLines) {
    for (int holes = 1; holes <= (ROCKS_SANITIZED ? 13 : 16); ++holes) {
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
        if (!swept_at_boundary(holes)) continue;
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
        if (!swept_at_boundary(holes)) continue;
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
        if (!swept(holes)) continue;
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
        if (!swept(holes)) continue;
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
// read whole, read_moves takes a valid run of moves in one call, in both
// lanes and whatever blanks end the lines, and stops exactly before a wrong
// move, a repeated state or a malformed line, consuming nothing of it. A
// fast path switched off (a wrong flip constant, a mask that drops bytes, a
// move to the wrong state) still gives the right verdicts through next(),
// only several times slower; these counts catch it.
struct FastRun {
    std::uint64_t taken;     // lines read_moves took in its one call
    std::string stopped_at;  // the token next() reads after them
};

// One call of read_moves() for up to `most` lines, from a regular file read
// `block_size` bytes at a time, split from `split_from` bytes.
FastRun read_fast(int holes, const std::string& text, Width width,
                  std::uint64_t most = ~std::uint64_t{0}, std::size_t block_size = kBlockSize,
                  std::uint64_t split_from = kSplitFrom) {
    std::FILE* file = std::tmpfile();
    std::fwrite(text.data(), 1, text.size(), file);
    std::rewind(file);
    FastRun run{0, ""};
    {
        FastReader reader(file, holes, 0, block_size, width, split_from);
        SeenStates seen(holes);
        Token token;
        if (reader.next(token, holes)) {
            seen.test_and_set(token.state);
            std::uint32_t state = token.state;
            run.taken = reader.read_moves(state, most, seen.words());
            if (reader.next(token, holes)) {
                run.stopped_at.assign(token.prefix, std::min<std::size_t>(token.length, 32));
            }
        }
    }
    std::fclose(file);
    return run;
}

// The reflected code's lines `from` .. `to` - 1, each ended by `ending`.
std::string code_lines(int holes, std::uint64_t from, std::uint64_t to, const std::string& ending) {
    std::string text;
    for (std::uint64_t k = from; k < to; ++k) text += reflected_gray_line(holes, k) + ending;
    return text;
}

// Blank lines enough that no token ends within the 32 bytes the fast path loads.
const std::string kTail(40, '\n');

std::string line_of(int holes, std::uint64_t k) { return code_lines(holes, k, k + 1, ""); }

TEST(CheckerCorruptionTest, FastPathTakesEveryMoveAndStopsAtTheFirstOther) {
    const std::uint64_t kLines = 600;
    const std::string kEndings[] = {"\n", "\r\n", " "};
    for (Width width : widths()) {
        for (int holes : {3, 7, 8, 9, 16, 17, 24, kLargestSweptN}) {
            for (const std::string& ending : kEndings) {
                SCOPED_TRACE("n = " + std::to_string(holes) + ", lines ending in " +
                             std::to_string(ending.size()) + " bytes, " + width_name(width) +
                             " lanes");
                const std::uint64_t lines =
                    std::min<std::uint64_t>(kLines, std::uint64_t{1} << holes);
                // All valid: every line after the first in one call.
                const FastRun valid =
                    read_fast(holes, code_lines(holes, 0, lines, ending) + kTail, width);
                EXPECT_EQ(valid.taken, lines - 1);
                EXPECT_EQ(valid.stopped_at, "");
                const std::uint64_t bad = lines / 2;  // the 0-based line that breaks the run
                const std::string before = code_lines(holes, 0, bad, ending);
                auto stops_before = [&](const std::string& last) {
                    const FastRun run = read_fast(holes, before + last + ending + kTail, width);
                    EXPECT_EQ(run.taken, bad - 1) << "before " << last;
                    EXPECT_EQ(run.stopped_at, last);
                };
                // Two holes flipped: not a move.
                std::string two_holes = line_of(holes, bad - 1);
                for (std::size_t hole : {std::size_t{0}, two_holes.size() - 1}) {
                    two_holes[hole] = two_holes[hole] == 'O' ? 'X' : 'O';
                }
                if (holes > 1) stops_before(two_holes);
                // A move back to the line before the previous one: a repeated state.
                stops_before(line_of(holes, bad - 2));
                // The next line with one letter lowercase, and one a character short.
                std::string lowercase = line_of(holes, bad);
                lowercase[0] = lowercase[0] == 'O' ? 'o' : 'x';
                stops_before(lowercase);
                stops_before(line_of(holes, bad).substr(1));
                // The line before again, but for its blank changed by 'O' ^ 'X':
                // one byte changed as a move changes one, but not a hole's.
                stops_before(line_of(holes, bad - 1) +
                             static_cast<char>(static_cast<std::uint64_t>(ending[0]) ^ kFlip));
            }
            // Each hole covered in turn, lowest first, then each emptied
            // the same way (new states all): the lanes take a move in every
            // hole, the high ones too.
            {
                std::string walk;
                std::string line(static_cast<std::size_t>(holes), 'O');
                walk += line + "\n";
                for (std::size_t hole = 0; hole < line.size(); ++hole)
                    walk += (line[hole] = 'X', line) + "\n";
                for (std::size_t hole = 0; hole < line.size(); ++hole)
                    walk += (line[hole] = 'O', line) + "\n";
                walk.erase(walk.size() - static_cast<std::size_t>(holes) - 1);  // the start again
                EXPECT_EQ(read_fast(holes, walk + kTail, width).taken,
                          static_cast<std::uint64_t>(2 * holes - 1))
                    << "every hole flipped, n = " << holes << ", " << width_name(width);
            }
            // Lines ending in one way, then another: the stride follows.
            SCOPED_TRACE("n = " + std::to_string(holes) + ", \\n then \\r\\n then \\n");
            const std::uint64_t lines = std::min<std::uint64_t>(kLines, std::uint64_t{1} << holes);
            const FastRun mixed = read_fast(holes,
                                            code_lines(holes, 0, lines / 3, "\n") +
                                                code_lines(holes, lines / 3, lines / 2, "\r\n") +
                                                code_lines(holes, lines / 2, lines, "\n") + kTail,
                                            width);
            EXPECT_EQ(mixed.taken, lines - 1);
        }
        // A stride is learned from the blanks between two tokens and kept only
        // while the blanks after the newer token run as far: here "XOO\r" is
        // followed by an 'X', so the 'XXO' five bytes on is part of 'XXXO'.
        const FastRun short_blanks = read_fast(3, "OOO\r\nXOO\rXXXO\rX\n" + kTail, width);
        EXPECT_EQ(short_blanks.taken, 1U);
        EXPECT_EQ(short_blanks.stopped_at, "XXXO");
        // Nor does a stride learned before outlive a token that next() reads:
        // of "XOO\r" it has seen one blank, so the 'XXO' five bytes on, part
        // of 'XXXO', is not a move from it.
        std::FILE* file = std::tmpfile();
        const std::string text = "OOO\r\nXOO\r\nXXO\r\nXOO\rXXXO\rXOO\r\n" + kTail;
        std::fwrite(text.data(), 1, text.size(), file);
        std::rewind(file);
        {
            FastReader reader(file, 3, 0, kBlockSize, width);
            Token token;
            ASSERT_TRUE(reader.next(token, 3));
            SeenStates seen(3);
            seen.test_and_set(token.state);
            std::uint32_t state = token.state;
            EXPECT_EQ(reader.read_moves(state, ~std::uint64_t{0}, seen.words()), 2U);  // to XXO
            ASSERT_TRUE(reader.next(token, 3));  // XOO again, taken as it is
            SeenStates fresh(3);
            fresh.test_and_set(token.state);
            state = token.state;
            EXPECT_EQ(reader.read_moves(state, ~std::uint64_t{0}, fresh.words()), 0U);
            ASSERT_TRUE(reader.next(token, 3));
            EXPECT_EQ(std::string(token.prefix, std::min<std::size_t>(token.length, 32)), "XXXO");
        }
        std::fclose(file);
    }
}

#if defined(__linux__)
// The run read from a regular file in two halves at once (split_run()), in
// blocks much smaller than the file, as check_output() asks for it: from
// the second line, up to a count. All moves, it is taken whole in one call,
// which one thread reading those blocks never does; a fault in the first
// half stops it there, as one thread stops; a fault after, or a second half
// of moves back over the first half's states, leaves the first half alone
// taken, and the reading goes on from there.
TEST(CheckerCorruptionTest, SplitRunTakesBothHalvesOnlyWhenBothAreMoves) {
    const std::size_t kBlock = 4096;
    for (Width width : widths()) {
        for (int holes : {12, 13, 17, kLargestSweptN}) {
            for (const std::string& ending : {std::string("\n"), std::string("\r\n")}) {
                SCOPED_TRACE("n = " + std::to_string(holes) + ", lines ending in " +
                             std::to_string(ending.size()) + " bytes, " + width_name(width) +
                             " lanes");
                const std::uint64_t lines =
                    std::min<std::uint64_t>(std::uint64_t{1} << holes, 3000);
                const std::uint64_t most = lines - 1;  // lines 2 to `lines`
                const std::uint64_t half = most / 2;
                const std::string text = code_lines(holes, 0, lines, ending) + kTail;
                ASSERT_GT(text.size(), 4 * kBlock);
                const FastRun whole = read_fast(holes, text, width, most, kBlock, 0);
                EXPECT_EQ(whole.taken, most);
                EXPECT_EQ(whole.stopped_at, "");
                EXPECT_LT(read_fast(holes, text, width, most, kBlock).taken, most)
                    << "one thread stops at a block's end";
                // Line `bad` (0-based) two holes from the one before.
                for (std::uint64_t bad :
                     {std::uint64_t{1}, half / 2, half, half + 1, half + 2, most - 1, most}) {
                    std::string wrong = line_of(holes, bad - 1);
                    for (std::size_t hole : {std::size_t{0}, wrong.size() - 1}) {
                        wrong[hole] = wrong[hole] == 'O' ? 'X' : 'O';
                    }
                    const FastRun run =
                        read_fast(holes,
                                  code_lines(holes, 0, bad, ending) + wrong + ending +
                                      code_lines(holes, bad + 1, lines, ending) + kTail,
                                  width, most, kBlock, 0);
                    EXPECT_EQ(run.taken, bad <= half ? bad - 1 : half) << "line " << bad;
                    EXPECT_EQ(run.stopped_at, bad <= half + 1 ? wrong : line_of(holes, half + 1))
                        << "line " << bad;
                }
                // Lines 0 to `half`, then back to line 0: each a move, each
                // state new to the second half, each already in the first.
                std::string back = code_lines(holes, 0, half + 1, ending);
                for (std::uint64_t k = half; k-- > 0;) back += line_of(holes, k) + ending;
                const FastRun over = read_fast(holes, back + kTail, width, 2 * half, kBlock, 0);
                EXPECT_EQ(over.taken, half);
                EXPECT_EQ(over.stopped_at, line_of(holes, half - 1));
            }
        }
    }
}
#endif

#if defined(__linux__)
// The split reading, held to the definition as the plain reader is, in
// 4 KiB blocks so that answers of a few thousand lines are split: every line
// of the reflected code (state g(k) = k ^ (k >> 1) at line k + 1) written
// with the blanks of each stride from n + 1 to past the 32 bytes the lanes
// compare; a repeat of a first-half state by the second half in each word
// of the first half's bitmap, every line still one move from the last and
// neither half repeating a state of its own; no move at
// each half's first, middle and last line; and files one byte short of the
// split's threshold and at it. The whole answers must have been taken in
// both halves, which one thread reading 4 KiB blocks never does.
std::string code_with_stride(int holes, std::size_t stride, std::vector<std::uint32_t> states) {
    std::string text;
    for (std::uint32_t state : states) {
        for (int hole = 0; hole < holes; ++hole) text += (state >> hole & 1) ? 'X' : 'O';
        text += std::string(stride - static_cast<std::size_t>(holes) - 1, ' ') + "\n";
    }
    return text;
}

std::vector<std::uint32_t> gray_states(int holes) {
    std::vector<std::uint32_t> states;
    for (std::uint32_t k = 0; k < (std::uint32_t{1} << holes); ++k) states.push_back(k ^ (k >> 1));
    states.push_back(0);
    return states;
}

void expect_split_as_defined(int holes, const std::string& text, const std::string& what,
                             std::uint64_t split_from = 0) {
    std::string copy = text;
    const Judgement expected = rocks_definition::judge(holes, copy);
    for (Width width : widths()) {
        const Judgement split = run_fast_split(holes, text, width, 4096, split_from);
        EXPECT_TRUE(split == expected)
            << "n = " << holes << ", " << what << ", " << width_name(width)
            << " lanes: " << split.message << "\n  definition: " << expected.message;
    }
}

TEST(CheckerCorruptionTest, SplitRunAgreesWithTheDefinition) {
    split_taken = 0;
    int expected_splits = 0;  // the whole answers of a stride the lanes compare
    const int lanes = static_cast<int>(widths().size());
    for (int holes : {10, 12}) {
        const std::vector<std::uint32_t> gray = gray_states(holes);
        const std::size_t lines = gray.size();
        const std::size_t half = (lines - 2) / 2 + 1;  // the first half's last line, 0-based
        for (std::size_t stride = static_cast<std::size_t>(holes) + 1; stride <= 40; ++stride) {
            const std::string where = "stride " + std::to_string(stride);
            expect_split_as_defined(holes, code_with_stride(holes, stride, gray), where);
            expected_splits += stride <= kTokenBytes ? lanes : 0;
            // A line's newline turned into 'O', in each half.
            for (std::size_t line : {half / 2, half + (lines - half) / 2}) {
                std::string text = code_with_stride(holes, stride, gray);
                text[(line + 1) * stride - 1] = 'O';
                expect_split_as_defined(holes, text,
                                        where + ", newline of line " + std::to_string(line + 1));
            }
        }
        // The second half steps down from its state top | a to the first
        // half's a, to a' (the first half's neighbour of a), and back up to
        // top | a', the state after top | a in the reflected code: every line
        // one move from the last, no state twice within either half, and a
        // and a' each a first-half state again, found only when the halves'
        // bitmaps are merged. One such a in each bitmap word of the first
        // half, each at a line of the second half.
        const std::uint32_t top = std::uint32_t{1} << (holes - 1);
        std::vector<bool> word_done(top / 64, false);
        for (std::size_t k = half + 2; k + 2 < lines - 1; ++k) {
            const std::uint32_t a = gray[k] ^ top;
            if (word_done[a / 64]) continue;
            word_done[a / 64] = true;
            std::vector<std::uint32_t> states = gray;
            states.insert(states.begin() + static_cast<std::ptrdiff_t>(k) + 1,
                          {a, gray[k + 1] ^ top});
            expect_split_as_defined(
                holes, code_with_stride(holes, static_cast<std::size_t>(holes) + 1, states),
                "line " + std::to_string(k + 2) + " down to the first half, word " +
                    std::to_string(a / 64));
        }
        EXPECT_EQ(std::count(word_done.begin(), word_done.end(), true),
                  static_cast<std::ptrdiff_t>(word_done.size()))
            << "n = " << holes << ": a repeat in every word";
        // A line that is the one before it again (no move) at each half's
        // first, middle and last line: the run ends at the last line whose
        // 32 bytes are in the file (the lines after it are read one by one).
        const std::size_t run_last =
            std::min(lines - 2, (lines * static_cast<std::size_t>(holes + 1) - kTokenBytes) /
                                    static_cast<std::size_t>(holes + 1));
        for (std::size_t line :
             {std::size_t{1}, half / 2, half, half + 1, half + (run_last - half) / 2, run_last}) {
            std::vector<std::uint32_t> states = gray;
            states[line] = states[line - 1];
            expect_split_as_defined(
                holes, code_with_stride(holes, static_cast<std::size_t>(holes) + 1, states),
                "no move at line " + std::to_string(line + 1));
        }
        // The threshold: the file from its first token one byte short of it,
        // and at it.
        const std::string answer =
            code_with_stride(holes, static_cast<std::size_t>(holes) + 1, gray);
        const int before = split_taken;
        expect_split_as_defined(holes, answer, "one byte short", answer.size() + 1);
        EXPECT_EQ(split_taken, before) << "split one byte short of the threshold";
        expect_split_as_defined(holes, answer, "at the threshold", answer.size());
        expected_splits += lanes;
        EXPECT_EQ(split_taken, before + lanes) << "not split at the threshold";
    }
    // Every whole answer of a stride the lanes compare was taken in both
    // halves, and nothing else: a fault anywhere leaves the first half alone.
    std::printf("%d outputs read in two halves whole\n", split_taken);
    EXPECT_EQ(split_taken, expected_splits);
}
#endif

// The stride loop alone, as read_moves runs it once it has seen lines end
// in "\r\n": every line, two blanks compared with the line's, in one run.
TEST(CheckerCorruptionTest, StrideLoopTakesLinesEndingInTwoBlanks) {
    for (Width width : widths()) {
        for (int holes : {1, 3, 8, 14, 15, 16, ROCKS_LARGEST_N - 1, ROCKS_LARGEST_N}) {
            SCOPED_TRACE("n = " + std::to_string(holes));
            const std::uint64_t lines = std::min<std::uint64_t>(600, std::uint64_t{1} << holes);
            const std::string text = code_lines(holes, 0, lines, "\r\n") + kTail;
            const unsigned char* data = reinterpret_cast<const unsigned char*>(text.data());
            const std::size_t holes_count = static_cast<std::size_t>(holes);
            SeenStates seen(holes);
            seen.test_and_set(0);
            Walk walk(seen.words(), 0);
            StrideRun run{data, data + text.size() - kTokenBytes, lines - 1, holes_count + 2,
                          holes_count};
            take_at_stride(width, run, walk);
            walk.store();
            EXPECT_EQ(run.left, 0U);
            EXPECT_FALSE(walk.repeated);
            EXPECT_EQ(run.previous, data + (lines - 1) * (holes_count + 2));
            const std::uint64_t last = lines - 1;
            EXPECT_EQ(walk.current, static_cast<std::uint32_t>(last ^ (last >> 1)));
        }
    }
}

}  // namespace
}  // namespace rocks_test
