// The terminal's checker: src/checker.cpp, the judges' file, with a faster
// reader, for people who check long codes at the speed of reading them
// (2^30 + 1 lines at n = 30).  // limits.json: _ largest_n _ largest_n
// The rules, the messages and the calls are the judges' file's, included
// whole; this file adds only how the output is read, and `checker --judges`,
// the rows listed for tools.
//
// Description: FastReader gives the same tokens as TokenReader, faster:
//   after a token it takes every following line that is the line before
//   with one 'O' and 'X' swapped, comparing the two whole (with the blank
//   after them, at the stride the lines before kept) in 32-byte AVX2 lanes
//   where the processor has them (asked once), else SSE2's 16 where the
//   compiler has them, else 8 bytes at a time in plain C++; the flipped
//   byte's bit is the move. The output is read 256 KiB at a time into a
//   page-aligned buffer; an input pipe is grown to 1 MiB on Linux. From a
//   regular file of 16 MiB or more on Linux, the run of moves after the
//   first line is taken in two halves at once, the second on a thread of
//   its own, and kept only if both are moves and no state is in both.
// Time: one pass, about 34 instructions a line at n = 20; measured in
//   docs/performance.md.
// Status: the same verdict and message as the judges' reader and a plain
//   definition: the lanes, each forced in turn (plain, SSE2, AVX2 where the
//   processor has it), over every corruption sweep and every fuzz input;
//   the stride runs, by their line counts for every line ending and by
//   strides from n + 1 past the 32 bytes compared; the split, on every
//   sweep and fuzz input read in small blocks (some thousands of fuzz
//   inputs a run in two halves), on a repeat across the halves in each
//   bitmap word, and at its threshold; the pipe's growth on descriptor 0
//   and on a named pipe (tests/checker_test.cpp, checker_corruption_test.cpp).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#include <immintrin.h>
#define ROCKS_AVX2 1  // AVX2 lanes too, used where the processor has AVX2
#endif
#endif
#if defined(__linux__)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <system_error>
#include <thread>
#endif

// The judges' file, whole; its main() becomes an ordinary function (and
// main keeps whatever meaning a file that includes this one gave it).
#pragma push_macro("main")
#undef main
#define main judges_main
#include "checker.cpp"  // NOLINT(bugprone-suspicious-include): one file, as judges have it
#undef main
#pragma pop_macro("main")

namespace {

// ---------------------------------------------------------------------------
// The rules every row of the judges' kConventions keeps, checked as the
// project builds (a judge compiles a copy of rows that passed them)
// ---------------------------------------------------------------------------

constexpr bool roles_known(const char* letters) {
    return *letters == '\0' || (role_word(*letters) != nullptr && roles_known(letters + 1));
}
// What makes a row whole, checked for every row as the file compiles.
constexpr bool arguments_known(const Convention& row) { return roles_known(row.arguments); }
constexpr bool fixed_names_whole(const Convention& row) {
    return (row.fixed[0] == nullptr) == (row.fixed[1] == nullptr) &&
           (row.fixed[1] == nullptr) == (row.fixed[2] == nullptr);
}
constexpr bool scores_given(const Convention& row) {
    return row.score_to == ScoreTo::kNone
               ? row.scores[0] == nullptr && row.scores[1] == nullptr
               : row.scores[1] != nullptr &&
                     (row.scores[0] != nullptr || row.score_to == ScoreTo::kLemonFiles);
}
constexpr bool folder_last(const char* letters) {
    return *letters == '\0' ||
           (*letters == static_cast<char>(Role::kFeedbackDir) ? letters[1] == '\0'
                                                              : folder_last(letters + 1));
}
constexpr bool folder_call_ends_in_folder(const Convention& row) {
    return folder_last(row.arguments);
}
constexpr bool plain_name(const char* c, int length = 0) {
    return *c == '\0' ? length >= 1 && length <= 15
                      : ((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '_') &&
                            plain_name(c + 1, length + 1);
}
constexpr bool name_plain(const Convention& row) { return plain_name(row.name); }
constexpr int letters_in(const char* letters) { return *letters ? 1 + letters_in(letters + 1) : 0; }
constexpr bool fewest_possible(const Convention& row) {
    return row.fewest >= 0 && row.fewest <= letters_in(row.arguments);
}
template <bool (*Whole)(const Convention&)>
constexpr bool every_row(int row = 0) {
    return row == kConventionCount || (Whole(kConventions[row]) && every_row<Whole>(row + 1));
}
static_assert(every_row<name_plain>(),
              "a row's name is 1 to 15 lowercase letters, digits or _: a folder's name");
static_assert(every_row<arguments_known>(), "every letter of a row's arguments is a Role");
static_assert(every_row<fixed_names_whole>(),
              "a row names all three fixed files (input, output, answer) or none");
static_assert(every_row<scores_given>(),
              "a row that writes a score has its scores (Lemon's accepted one may come from "
              "the call), and one that writes none has none");
static_assert(every_row<folder_call_ends_in_folder>(),
              "a feedback directory is the last argument a row names (flags may follow it)");
static_assert(every_row<fewest_possible>(),
              "a row's fewest arguments are at most the arguments it names");

// A name each argument must be is a path's (a letter i, o, a, r or m),
// within the arguments the row names.
constexpr bool named_from(const Convention& row, int at) {
    return at == static_cast<int>(kMostNamed) ||
           ((row.named[at] == nullptr ||
             (at < letters_in(row.arguments) &&
              (row.arguments[at] == 'i' || row.arguments[at] == 'o' || row.arguments[at] == 'a' ||
               row.arguments[at] == 'r' || row.arguments[at] == 'm'))) &&
            named_from(row, at + 1));
}
constexpr bool named_paths(const Convention& row) { return named_from(row, 0); }
static_assert(every_row<named_paths>(), "a named argument is a path the row's call passes");

// ---------------------------------------------------------------------------
// Reading the output: tokens, and runs of moves, 8 to 32 bytes at a time
// ---------------------------------------------------------------------------

bool is_little_endian() {
    const std::uint32_t one = 1;
    unsigned char first = 0;
    std::memcpy(&first, &one, 1);
    return first == 1;
}

// A token's first 32 bytes (holes <= 30) compared with the token before:
// the hole in which they differ by 'O' ^ 'X' alone. One struct of Lanes for
// each way of comparing: 16 bytes at a time with SSE2, which every x86-64
// compiler has; 32 at a time with AVX2, where the compiler can target it
// and the processor has it, asked once at the start; else 8 at a time in
// plain C++. Each gives the flip as the hole's bit, which is the move
// itself: no hole number is needed. Lanes::Mask(count) selects a token's
// first `count` bytes; flip_of(token, previous, compared, holes) is the
// hole's bit if, among the bytes `compared`, the two differ in one byte
// alone, by 'O' ^ 'X', and that byte is among `holes`; else 0.
const std::size_t kTokenBytes = 32;
const std::uint64_t kFlip = 'O' ^ 'X';  // 0x17
static_assert(kLargestHoles + 2 <= static_cast<int>(kTokenBytes) && kTokenBytes % 8 == 0,
              "a longest token and two blanks fit in the bytes compared at once, in 8-byte "
              "chunks");

#if defined(__SSE2__)
// The bit of the one byte `flipped` and `changed` both name, or 0.
inline std::uint32_t single_flip(std::uint32_t flipped, std::uint32_t changed) {
    return flipped == changed && (flipped & (flipped - 1)) == 0 ? flipped : 0;
}

struct Sse2Lanes {
    struct Bytes {
        explicit Bytes(const unsigned char* text)
            : low(_mm_loadu_si128(reinterpret_cast<const __m128i*>(text))),
              high(_mm_loadu_si128(reinterpret_cast<const __m128i*>(text + 16))) {}
        __m128i low, high;
    };
    struct Mask {  // one bit for each byte
        explicit Mask(std::size_t count)
            : bits(count >= 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << count) - 1) {}
        std::uint32_t bits;
    };
    static std::uint32_t flip_of(const Bytes& token, const Bytes& previous, const Mask& compared,
                                 const Mask& holes) {
        const __m128i low = _mm_xor_si128(token.low, previous.low);
        const __m128i high = _mm_xor_si128(token.high, previous.high);
        const __m128i flip = _mm_set1_epi8(static_cast<char>(kFlip));
        const __m128i zero = _mm_setzero_si128();
        const std::uint32_t flipped =
            static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(low, flip)) |
                                       _mm_movemask_epi8(_mm_cmpeq_epi8(high, flip)) << 16);
        const std::uint32_t unchanged =
            static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(low, zero)) |
                                       _mm_movemask_epi8(_mm_cmpeq_epi8(high, zero)) << 16);
        return single_flip(flipped & holes.bits, ~unchanged & compared.bits);
    }
};

#if ROCKS_AVX2
#define ROCKS_AVX2_TARGET __attribute__((target("avx2")))
// Constructed, never returned: no AVX value crosses a call of a function
// built without AVX.
struct Avx2Lanes {
    struct Bytes {
        ROCKS_AVX2_TARGET explicit Bytes(const unsigned char* text)
            : all(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(text))) {}
        __m256i all;
    };
    struct Mask {  // all ones on the bytes selected, zero on the rest
        ROCKS_AVX2_TARGET explicit Mask(std::size_t count) {
            unsigned char bytes[kTokenBytes] = {};
            std::memset(bytes, 0xFF, std::min(count, kTokenBytes));
            all = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bytes));
        }
        __m256i all;
    };
    ROCKS_AVX2_TARGET static std::uint32_t bytes_equal(__m256i bytes, __m256i value) {
        return static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, value)));
    }
    ROCKS_AVX2_TARGET static std::uint32_t flip_of(const Bytes& token, const Bytes& previous,
                                                   const Mask& compared, const Mask& holes) {
        const __m256i change = _mm256_xor_si256(token.all, previous.all);
        const std::uint32_t flipped = bytes_equal(_mm256_and_si256(change, holes.all),
                                                  _mm256_set1_epi8(static_cast<char>(kFlip)));
        const std::uint32_t unchanged =
            bytes_equal(_mm256_and_si256(change, compared.all), _mm256_setzero_si256());
        return single_flip(flipped, ~unchanged);
    }
};
#endif
#endif

struct PlainLanes {
    struct Bytes {
        explicit Bytes(const unsigned char* text) { std::memcpy(chunks, text, kTokenBytes); }
        std::uint64_t chunks[kTokenBytes / 8];
    };
    struct Mask {  // all ones on the bytes selected, zero on the rest
        explicit Mask(std::size_t count) {
            unsigned char bytes[kTokenBytes] = {};
            std::memset(bytes, 0xFF, std::min(count, kTokenBytes));
            std::memcpy(chunks, bytes, kTokenBytes);
        }
        std::uint64_t chunks[kTokenBytes / 8];
    };
    static std::uint32_t flip_of(const Bytes& token, const Bytes& previous, const Mask& compared,
                                 const Mask& holes) {
        std::uint64_t change = 0;
        std::size_t changed_chunk = 0;
        int changed_chunks = 0;
        for (std::size_t chunk = 0; chunk < kTokenBytes / 8; ++chunk) {
            const std::uint64_t diff =
                (token.chunks[chunk] ^ previous.chunks[chunk]) & compared.chunks[chunk];
            changed_chunks += diff != 0;
            changed_chunk = diff != 0 ? chunk : changed_chunk;
            change |= diff;
        }
        // kFlip is odd: a valid change's lowest set bit is bit 0 of its byte
        // k, 1 << 8k, and multiplying that by the byte ladder brings k to the
        // top byte (on a little-endian machine, which read_well_formed()
        // requires).
        const std::uint64_t lowest_bit = change & (~change + 1);
        if (changed_chunks != 1 || (lowest_bit & 0x0101010101010101ULL) == 0 ||
            change != lowest_bit * kFlip || (change & ~holes.chunks[changed_chunk]) != 0) {
            return 0;
        }
        const std::size_t hole = 8 * changed_chunk + ((lowest_bit * 0x0001020304050607ULL) >> 56);
        return std::uint32_t{1} << hole;
    }
};

// Which lanes read_moves() uses: 8 bytes at a time in plain C++, SSE2's 16
// where the compiler has it, AVX2's 32 where it is built in and the
// processor has it. widest() is the reader's choice; the tests take each
// in turn (widths()).
enum class Width { kPlain, kSse2, kAvx2 };

std::vector<Width> widths() {
    std::vector<Width> available = {Width::kPlain};
#if defined(__SSE2__)
    available.push_back(Width::kSse2);
#endif
#if ROCKS_AVX2
    if (__builtin_cpu_supports("avx2")) available.push_back(Width::kAvx2);
#endif
    return available;
}

Width widest() { return widths().back(); }

// The state the moves have reached, and the seen-states bitmap's word that
// holds it, kept in a local while the moves stay within it (holes 0 to 5).
struct Walk {
    std::uint64_t* seen;  // the bitmap: bit state & 63 of word state >> 6
    std::uint32_t current;
    std::uint64_t* word;
    std::uint64_t bits;
    bool repeated;

    Walk(std::uint64_t* seen_states, std::uint32_t state)
        : seen(seen_states),
          current(state),
          word(seen + (state >> 6)),
          bits(*word),
          repeated(false) {}
    // Moves by `flip` and marks the state; false, and nothing marked, if it
    // was marked before.
    bool move(std::uint32_t flip) {
        const std::uint32_t moved_to = current ^ flip;
        if (flip >> 6 != 0) {  // another word of the bitmap
            *word = bits;
            word = seen + (moved_to >> 6);
            bits = *word;
        }
        const std::uint64_t bit = std::uint64_t{1} << (moved_to & 63);
        if ((bits & bit) != 0) {
            repeated = true;
            return false;
        }
        bits |= bit;
        current = moved_to;
        return true;
    }
    void store() const { *word = bits; }
};

// Tokens at a fixed stride from the last one taken, each the one before
// with one move (see FastReader::read_moves).
struct StrideRun {
    const unsigned char* previous;  // the last token taken
    const unsigned char* last;      // the last place `kTokenBytes` can be loaded
    std::uint64_t left;             // tokens that may still be taken
    std::size_t stride;             // at most kTokenBytes
    std::size_t holes;
};

// Takes tokens while each is a move from the one before to a state not seen.
// Both structs are copied into locals, whose fields stay in registers: the
// bitmap's stores could alias them through a reference.
template <class L>
inline void take_at_stride(StrideRun& run_state, Walk& walk_state) {
    StrideRun run = run_state;
    Walk walk = walk_state;
    const typename L::Mask compared(run.stride);
    const typename L::Mask holes(run.holes);
    typename L::Bytes previous(run.previous);
    const unsigned char* const first = run.previous + run.stride;
    const std::uint64_t fitting =
        first <= run.last ? static_cast<std::uint64_t>(run.last - first) / run.stride + 1 : 0;
    const unsigned char* const stop = first + std::min(run.left, fitting) * run.stride;
    const unsigned char* token_at = first;
    for (; token_at != stop; token_at += run.stride) {
        const typename L::Bytes token(token_at);
        const std::uint32_t flip = L::flip_of(token, previous, compared, holes);
        if (flip == 0 || !walk.move(flip)) break;
        previous = token;
    }
    run.left -= static_cast<std::uint64_t>(token_at - first) / run.stride;
    run.previous = token_at - run.stride;
    run_state = run;
    walk_state = walk;
}

#if ROCKS_AVX2
// Everything inlined (flatten), so that the AVX2 lanes' functions, which
// only an AVX2 function may inline, are inlined here.
__attribute__((target("avx2"), flatten)) void take_at_stride_avx2(StrideRun& run, Walk& walk) {
    take_at_stride<Avx2Lanes>(run, walk);
}
#endif

void take_at_stride(Width width, StrideRun& run, Walk& walk) {
    (void)width;  // where no lanes but the plain ones are built
#if ROCKS_AVX2
    if (width == Width::kAvx2) return take_at_stride_avx2(run, walk);
#endif
#if defined(__SSE2__)
    if (width == Width::kSse2) return take_at_stride<Sse2Lanes>(run, walk);
#endif
    take_at_stride<PlainLanes>(run, walk);
}

// The flip from the token at `previous` to the one at `token`, comparing
// their first `holes` bytes alone, in the lanes of `width` (as read_moves()
// takes a token after other blanks than the stride's).
template <class L>
std::uint32_t flip_between(const unsigned char* token, const unsigned char* previous,
                           std::size_t holes) {
    const typename L::Mask token_bytes(holes);
    return L::flip_of(typename L::Bytes(token), typename L::Bytes(previous), token_bytes,
                      token_bytes);
}
#if ROCKS_AVX2
__attribute__((target("avx2"), flatten)) std::uint32_t flip_between_avx2(
    const unsigned char* token, const unsigned char* previous, std::size_t holes) {
    return flip_between<Avx2Lanes>(token, previous, holes);
}
#endif
std::uint32_t flip_between(Width width, const unsigned char* token, const unsigned char* previous,
                           std::size_t holes) {
    (void)width;  // where no lanes but the plain ones are built
#if ROCKS_AVX2
    if (width == Width::kAvx2) return flip_between_avx2(token, previous, holes);
#endif
#if defined(__SSE2__)
    if (width == Width::kSse2) return flip_between<Sse2Lanes>(token, previous, holes);
#endif
    return flip_between<PlainLanes>(token, previous, holes);
}

// How much is read at a time: what GNU cat reads. Into a buffer that
// starts on a page: the system copies into a misaligned one a fifth slower
// (docs/performance.md).
const std::size_t kBlockSize = std::size_t{256} * 1024;
const std::size_t kPage = 4096;

// The first address in `storage` that starts a page: a block of `size`
// starts there when `storage` holds size + kPage bytes.
unsigned char* page_start(unsigned char* storage) {
    const std::uintptr_t address = reinterpret_cast<std::uintptr_t>(storage);
    return storage + (kPage - address % kPage) % kPage;
}

// A file's bytes, a block at a time. Where the system is Linux, an input
// pipe is grown to 1 MiB. Mapping a regular file instead was measured: on
// this project's machine (a PVM guest) its page faults cost five times the
// copying, and a second thread reading ahead cost more in handing blocks
// over than it saved; two threads that each read half of a file and check
// it do save (split_run() below; docs/performance.md).
class BlockSource {
  public:
    BlockSource(std::FILE* file, std::size_t block_size)
        : file_(file), block_size_(block_size), storage_(new unsigned char[block_size + kPage]) {
        buffer_ = page_start(storage_.get());
#if defined(__linux__) && defined(F_SETPIPE_SZ)
        // Through a 64 KiB pipe the writer and the checker take turns; in a
        // larger one the writer fills it while the checker reads (bench/run).
        // 1 MiB is the most Linux grants anyone by default; where it grants
        // less, the pipe stays as it is.
        const int kPipeBytes = 1 << 20;
        struct stat status {};
        const int descriptor = fileno(file);
        if (descriptor >= 0 && fstat(descriptor, &status) == 0 && S_ISFIFO(status.st_mode)) {
            fcntl(descriptor, F_SETPIPE_SZ, kPipeBytes);
        }
#endif
    }

    // The next block in `data` and `size`; false at the end or on an error.
    bool next(const unsigned char*& data, std::size_t& size) {
        errno = 0;
        size = std::fread(buffer_, 1, block_size_, file_);
        data = buffer_;
        if (size == 0 && std::ferror(file_)) fail(errno);
        return size > 0;
    }
    bool failed() const { return error_ != 0; }
    int error() const { return error_; }  // errno of the read that failed
    std::FILE* file() const { return file_; }
    std::size_t block_size() const { return block_size_; }
    void fail(int error) { error_ = error != 0 ? error : EIO; }

  private:
    std::FILE* file_;
    std::size_t block_size_;
    std::unique_ptr<unsigned char[]> storage_;
    unsigned char* buffer_;
    int error_ = 0;
};

#if defined(__linux__)
// ---------------------------------------------------------------------------
// A regular file's run of moves in two halves at once
// ---------------------------------------------------------------------------

// On this project's machine the system's copy of a file into the checker
// is as long as `cat`'s whole run, and the check takes most of that again;
// two threads, each reading and checking half of the file, take about half
// of both (docs/performance.md). Only an accepted run is taken whole: any
// fault falls back to the one thread, which finds it in order.

// Up to `size` bytes of the file at `offset`; fewer only at its end or on
// an error, which the reading that follows reports.
std::size_t read_at(int descriptor, unsigned char* buffer, std::size_t size, std::uint64_t offset) {
    std::size_t got = 0;
    while (got < size) {
        const ssize_t read =
            pread(descriptor, buffer + got, size - got, static_cast<off_t>(offset + got));
        if (read <= 0) break;
        got += static_cast<std::size_t>(read);
    }
    return got;
}

// A part of the run: the token before its first at `before` (whose state is
// `start`), then up to `tokens` tokens at `stride`, their states marked in
// `seen`. walk_part() sets `taken`, how many it took as read_moves() takes
// them, each one move from the one before to a state not marked, and
// `last`, the last one's state.
struct Part {
    std::uint64_t before;
    std::uint32_t start;
    std::uint64_t tokens;
    std::uint64_t* seen;
    std::uint64_t taken;
    std::uint32_t last;
};

void walk_part(int descriptor, std::size_t stride, std::size_t holes, std::size_t block_size,
               Width width, Part& part) {
    const std::unique_ptr<unsigned char[]> storage(new unsigned char[block_size + kPage]);
    unsigned char* const buffer = page_start(storage.get());
    Walk walk(part.seen, part.start);
    part.taken = 0;
    for (std::uint64_t before = part.before; part.taken < part.tokens;) {
        const std::size_t got = read_at(descriptor, buffer, block_size, before);
        if (got < stride + kTokenBytes) break;
        const std::uint64_t fitting = (got - kTokenBytes) / stride;  // tokens after the first
        StrideRun run{buffer, buffer + got - kTokenBytes, part.tokens - part.taken, stride, holes};
        take_at_stride(width, run, walk);
        const std::uint64_t taken = part.tokens - part.taken - run.left;
        part.taken += taken;
        if ((run.left != 0 && taken < fitting) || taken == 0) break;  // a fault in the block
        before += taken * stride;
    }
    walk.store();
    part.last = walk.current;
}

// The state of a well-formed token at `offset` (one that is not is never
// reached: the part before it stops first).
std::uint32_t state_at(int descriptor, std::uint64_t offset, std::size_t holes) {
    unsigned char text[kTokenBytes] = {};
    const std::size_t got = read_at(descriptor, text, holes, offset);
    std::uint32_t state = 0;
    for (std::size_t hole = 0; hole < got; ++hole) {
        state |= static_cast<std::uint32_t>(text[hole] == 'X') << hole;
    }
    return state;
}

// Whether no state `part` marked is marked in `into` (each of the
// bitmap's `words`), and then `into` marks them too. Every word is
// compared: 2 ms at n = 26, against a run of 200 (docs/performance.md).
bool merge_unmarked(std::uint64_t* into, const Part& part, std::size_t words) {
    for (std::size_t word = 0; word < words; ++word) {
        if ((into[word] & part.seen[word]) != 0) return false;
    }
    for (std::size_t word = 0; word < words; ++word) into[word] |= part.seen[word];
    return true;
}

// read_moves() from a regular file: the run of up to `most` tokens at
// `stride` after the one at `first` (whose state is `state`) taken in two
// halves, the second on its own thread with a bitmap of its own. The first
// half is taken as read_moves() takes it alone. The second counts only if
// it was taken whole and marks no state the first marked or `seen` held:
// then the run is both halves; else the first half alone, and the caller
// reads on from there. Returns how many tokens were taken; `state` becomes
// the last one's.
std::uint64_t split_run(int descriptor, std::uint64_t first, std::size_t stride, int holes,
                        std::uint32_t& state, std::uint64_t most, std::uint64_t* seen,
                        std::size_t block_size, Width width) {
    const std::size_t hole_count = static_cast<std::size_t>(holes);
    const std::uint64_t half = most / 2;
    Part first_half{first, state, half, seen, 0, state};
    const std::uint64_t middle = first + half * stride;
    SeenStates second_seen(holes);
    Part second_half{
        middle, state_at(descriptor, middle, hole_count), most - half, second_seen.words(), 0, 0};
    std::thread second;
    if (second_seen.allocated()) {
        try {
            second = std::thread(walk_part, descriptor, stride, hole_count, block_size, width,
                                 std::ref(second_half));
        } catch (const std::system_error&) {  // no thread: the first half alone
        }
    }
    walk_part(descriptor, stride, hole_count, block_size, width, first_half);
    const bool started = second.joinable();
    if (started) second.join();
    if (started && first_half.taken == half && second_half.taken == most - half &&
        merge_unmarked(seen, second_half, (std::size_t{1} << holes) / 64 + 1)) {
        state = second_half.last;
        return most;
    }
    state = first_half.last;
    return first_half.taken;
}
#endif

// From how many bytes on a regular file's run of moves is split.
const std::uint64_t kSplitFrom = std::uint64_t{16} << 20;

// Splits a file into blank-separated tokens, streaming it block by block.
class FastReader {
  public:
    // `limit`, the most bytes read, is the judges' (Limits); the terminal
    // reads any length, so its limit is 0, and this reader has none.
    FastReader(std::FILE* file, int holes, std::uint64_t /*limit*/,
               std::size_t block_size = kBlockSize, Width width = widest(),
               std::uint64_t split_from = kSplitFrom)
        : source_(file, block_size), holes_(holes), width_(width) {
#if defined(__linux__)
        split_from_ = split_from;
#else
        (void)split_from;  // the run is split only where the system is Linux
#endif
        refill();
        const unsigned char byte_order_mark[] = {0xEF, 0xBB, 0xBF};
        if (end_ >= 3 && std::memcmp(data_, byte_order_mark, 3) == 0) position_ = 3;
    }

    // Any token, as TokenReader::next() reads it: a well-formed one at once,
    // any other byte by byte, cut where TokenReader cuts it, with the spaces
    // after it looked through as TokenReader looks.
    bool next(Token& token, int /*holes*/) {
        if (!skip_blanks()) return false;
        if (read_well_formed(token)) return true;
        previous_known_ = false;
        token = Token();
        while (!scan(token) && position_ == end_ && refill()) {
        }
        bool spaced = false;
        for (; peek() == ' ' || peek() == '\t'; ++position_) spaced = true;
        token.more_on_its_line = spaced && peek() != EOF && !is_blank(peek());
        return true;
    }

    // The commonest case of all, after a token read_well_formed() took: the
    // next tokens, each whole in the block with a blank after it, each the
    // one before with one 'O' and 'X' swapped. Compared with the one before,
    // a token needs no validation of its own: a byte that differs by 'O' ^
    // 'X' from an 'O' or an 'X' is the other, and no blank differs from 'O'
    // or 'X' by 0 or 'O' ^ 'X'. Reads up to `most` such tokens whose states
    // `seen` (the bitmap's words) has not marked, marks them, and stops
    // before any other token, consuming nothing of it: next() reads that
    // one. Returns how many were read; `state` becomes the last one's.
    // Most tokens are as far from the one before as that one was from its
    // own (a line and its newline): such a token is compared together with
    // the blanks after it, which must be the same blanks, at that stride.
    std::uint64_t read_moves(std::uint32_t& state, std::uint64_t most, std::uint64_t* seen) {
        if (!previous_known_) return 0;
#if defined(__linux__)
        std::uint64_t taken = 0;
        if (!split_tried_ && split(state, most, seen, taken)) return taken;
#endif
        const std::size_t holes = static_cast<std::size_t>(holes_);
        const std::size_t last_load = end_ - kTokenBytes;  // previous_known_: end_ >= kTokenBytes
        Walk walk(seen, state);
        StrideRun run{data_ + previous_start_, data_ + last_load, most, stride_, holes};
        for (;;) {
            take_at_stride(width_, run, walk);
            if (run.left == 0 || walk.repeated) break;
            // Else blanks before the token, or other blanks after it.
            std::size_t start = static_cast<std::size_t>(run.previous - data_) + holes + 1;
            while (start < end_ && is_blank(data_[start])) ++start;
            if (start > last_load || !is_blank(data_[start + holes])) break;
            const std::uint32_t flip = flip_between(width_, data_ + start, run.previous, holes);
            if (flip == 0 || !walk.move(flip)) break;
            // The next token is looked for as far on only where the blanks
            // after this one run as far: the comparison at that stride holds
            // the next token's blanks to this one's.
            const std::size_t stride = static_cast<std::size_t>(data_ + start - run.previous);
            const bool blanks_as_far =
                stride <= kTokenBytes &&
                std::all_of(data_ + start + holes, data_ + start + stride, is_blank);
            run.stride = blanks_as_far ? stride : holes + 1;
            run.previous = data_ + start;
            --run.left;
        }
        walk.store();
        state = walk.current;
        previous_start_ = static_cast<std::size_t>(run.previous - data_);
        stride_ = run.stride;
        position_ = previous_start_ + holes + 1;  // and the blank after it
        return most - run.left;
    }

    // Moves past blanks; false at the end of the file.
    bool skip_blanks() {
        for (;;) {
            while (position_ < end_ && is_blank(data_[position_])) ++position_;
            if (position_ < end_) return true;
            if (!refill()) return false;
        }
    }
    Ended ended() const { return source_.failed() ? Ended::kReadError : Ended::kAtTheEnd; }
    // Whether a run was read in two halves, and taken in both (the tests
    // count them).
    bool read_in_halves() const { return read_in_halves_; }
    bool took_both_halves() const { return took_both_halves_; }
    int error() const { return source_.error(); }

  private:
    int peek() {
        if (position_ == end_ && !refill()) return EOF;
        return data_[position_];
    }

#if defined(__linux__)
    // read_moves() through split_run(), once: from a regular file with at
    // least `split_from_` bytes from the last token taken to its end, where
    // that token's blanks are all in the block, the next token starts
    // within kTokenBytes, and the run goes on at least a block past this
    // one (a second reader costs a thread and a bitmap; a run already read,
    // or nearly, gains nothing from it). The run is cut to the
    // tokens whose kTokenBytes are in the file, and the reading goes on
    // after the last token taken, as read_moves() leaves it. False, having
    // read nothing, where it does not apply.
    bool split(std::uint32_t& state, std::uint64_t most, std::uint64_t* seen,
               std::uint64_t& taken) {
        split_tried_ = true;
        const std::size_t holes = static_cast<std::size_t>(holes_);
        std::size_t stride = holes;
        while (previous_start_ + stride < end_ && stride < kTokenBytes &&
               is_blank(data_[previous_start_ + stride])) {
            ++stride;
        }
        std::FILE* const file = source_.file();
        const int descriptor = fileno(file);
        struct stat status {};
        const off_t block_end = ftello(file);
        if (stride == holes || previous_start_ + stride >= end_ ||
            is_blank(data_[previous_start_ + stride]) || descriptor < 0 ||
            fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode) || block_end < 0) {
            return false;
        }
        const std::uint64_t first = static_cast<std::uint64_t>(block_end) - end_ + previous_start_;
        const std::uint64_t size = static_cast<std::uint64_t>(status.st_size);
        if (size < first + kTokenBytes || size - first < split_from_) return false;
        most = std::min(most, (size - first - kTokenBytes) / stride);
        if (most < 2 ||
            first + most * stride < static_cast<std::uint64_t>(block_end) + source_.block_size()) {
            return false;
        }
        taken = split_run(descriptor, first, stride, holes_, state, most, seen,
                          source_.block_size(), width_);
        read_in_halves_ = true;
        took_both_halves_ = taken == most;
        // The reading goes on at the last token taken; where it cannot (the
        // file holds those bytes: an error), the output is unreadable.
        if (fseeko(file, static_cast<off_t>(first + taken * stride), SEEK_SET) != 0) {
            source_.fail(errno);
        }
        if (source_.failed() || !refill()) {
            source_.fail(source_.error());
            previous_known_ = false;
            position_ = end_ = 0;
            return true;
        }
        previous_known_ = end_ >= kTokenBytes;
        previous_start_ = 0;
        stride_ = stride;
        position_ = holes + 1;  // and the blank after it
        return true;
    }
#endif

    // The common case, 8 bytes at a time: a token of exactly `holes`
    // characters 'O'/'X' followed by a blank, all in the buffer. Anything
    // else is left to scan(), which reports it byte by byte.
    bool read_well_formed(Token& token) {
        const std::size_t holes = static_cast<std::size_t>(holes_);
        if (!little_endian_ || end_ - position_ < holes + 8) return false;
        const unsigned char* text = data_ + position_;
        if (!is_blank(text[holes])) return false;
        std::uint32_t state = 0;
        for (std::size_t i = 0; i < holes; i += 8) {
            std::uint64_t bytes;
            std::memcpy(&bytes, text + i, 8);
            std::memcpy(token.prefix + i, &bytes, 8);             // i < 32: holes <= 30
            std::uint64_t diff = (bytes ^ 0x4F4F4F4F4F4F4F4FULL)  // 0 for 'O', 0x17 for 'X'
                                 & (i + 8 <= holes ? ~std::uint64_t{0} : last_chunk_mask_);
            std::uint64_t x_bytes = diff & 0x0101010101010101ULL;
            if (diff != x_bytes * 0x17) return false;
            // Gathers the low bit of each byte: byte j lands on bit j.
            state |= static_cast<std::uint32_t>((x_bytes * 0x0102040810204080ULL) >> 56) << i;
        }
        previous_known_ = end_ - position_ >= kTokenBytes;
        previous_start_ = position_;
        stride_ = holes + 1;  // one blank after it is all that is known
        token.length = holes;
        token.cut = false;
        token.state = state;
        token.only_o_and_x = true;
        token.more_on_its_line = false;  // read only for a token too short
        position_ += holes + 1;          // and the blank after it
        return true;
    }

    // Adds the token's bytes up to a blank, the end of the buffer, or the
    // cut TokenReader makes; true if the token ended (a blank, or the cut).
    bool scan(Token& token) {
        const std::uint64_t holes = static_cast<std::uint64_t>(holes_);
        const std::uint64_t most = holes + kTokenSlack;
        for (; position_ < end_; ++position_, ++token.length) {
            const unsigned char c = data_[position_];
            if (is_blank(c)) return true;
            if (token.length == most) return token.cut = true;
            if (token.length < kEchoLimit) token.prefix[token.length] = static_cast<char>(c);
            if (token.length < holes) {
                token.state |= static_cast<std::uint32_t>(c == 'X') << token.length;
                token.only_o_and_x = token.only_o_and_x && (c == 'X' || c == 'O');
            }
        }
        return false;
    }

    bool refill() {
        position_ = 0;
        if (source_.next(data_, end_)) return true;
        end_ = 0;
        return false;
    }

    BlockSource source_;
    int holes_;
    bool little_endian_ = is_little_endian();
    // The bytes of the last 8-byte chunk of a token that belong to it.
    std::uint64_t last_chunk_mask_ =
        holes_ % 8 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * (holes_ % 8))) - 1;
    Width width_;
#if defined(__linux__)
    std::uint64_t split_from_ = kSplitFrom;
    bool split_tried_ = false;
#endif
    // The last token taken, with kTokenBytes to load from it, and how far
    // the next is expected: a token and its one blank, until read_moves()
    // has seen, after the last token, more blanks that run as far.
    bool read_in_halves_ = false;
    bool took_both_halves_ = false;
    bool previous_known_ = false;
    std::size_t previous_start_ = 0;
    std::size_t stride_ = static_cast<std::size_t>(holes_) + 1;
    const unsigned char* data_ = nullptr;  // the current block
    std::size_t position_ = 0;
    std::size_t end_ = 0;
};

// ---------------------------------------------------------------------------
// `checker --help` and `checker --judges`: the judges' rows, for people,
// and for the package builder, the docs and the tests
// ---------------------------------------------------------------------------

// The terminal's limits: any n a state holds, the answer left out at will,
// any length.
const Limits kTerminalLimits = {kLargestHoles, true, 0};

// The exit status when --help or --judges cannot be written.
const int kExitCannotWrite = 3;

int flushed(const char* what) {
    if (std::fflush(stdout) == 0) return 0;
    std::fprintf(stderr, "checker: cannot write %s\n", what);
    return kExitCannotWrite;
}

int print_help() {
    std::printf(
        "checker: decides whether an output is a cyclic Gray code on the input's n holes\n"
        "(The Rock Game, USACO 2010 March Silver), for n up to %d:\n"
        "  %s\n"
        "with testlib's exit statuses: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL;\n"
        "an answer given is judged first, and one that is no answer is FAIL. Judges get\n"
        "src/checker.cpp, which follows testlib's call (n up to %d), or a copy whose first\n"
        "line #define ROCKS_JUDGE \"name\" names another judge's call:\n",
        kLargestHoles, call_of(kConventions[0], 2).c_str(), kMaxHoles);
    for (const Convention& judge : kConventions) {
        std::printf("  %-9s %s\n", judge.name, call_of(judge, judge.fewest).c_str());
    }
    std::printf(
        "Give each judge its own copy: what each copy shows in each other judge's\n"
        "call is measured by the tests and tabled in docs/setters.md (installed by mistake).\n"
        "Every message is one line of at most %s characters. What the package and the\n"
        "docs say of each judge is in problem/judges.tsv.\n",
        std::to_string(kMessageLimit).c_str());
    return flushed("the help");
}

// `checker --judges`: a head line naming the columns, then a row each, so
// that tools read the columns by name: the judge, its call, the status the
// checker exits with when it fails there, and the row's arguments (a
// Role's letter each) and how few it may pass.
int print_judges() {
    std::string listing = "name\tcall\tfailure_status\targuments\tfewest\n";
    for (const Convention& judge : kConventions) {
        listing += std::string(judge.name) + "\t" + call_of(judge, judge.fewest) + "\t" +
                   std::to_string(judge.exit_status[static_cast<int>(Verdict::kFail)]) + "\t" +
                   judge.arguments + "\t" + std::to_string(judge.fewest) + "\n";
    }
    std::fputs(listing.c_str(), stdout);
    return flushed("the judges");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--help") == 0) return print_help();
    if (argc == 2 && std::strcmp(argv[1], "--judges") == 0) return print_judges();
    return run<FastReader>(argc, argv, kTerminalLimits);
}
