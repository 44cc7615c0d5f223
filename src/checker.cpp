// Checker for The Rock Game (USACO 2010 March Silver, Luogu P6183).
//
// Description: decides whether an output is a cyclic Gray code on n holes:
//   2^n + 1 tokens of n characters 'O'/'X', first and last all 'O',
//   consecutive tokens one move apart, the first 2^n pairwise different.
//   Shares no code with the solver. One source for every judge: each
//   judge's calling convention (which arguments in which order, where the
//   verdict and the message go, what a failure looks like) is one row of
//   kConventions, at the end; what only the package and the docs need of a
//   judge (the file it is uploaded as, what its setter sees when the
//   checker fails, the source read) is its line of problem/judges.tsv. The
//   call's shape picks the row, or a first line such as
//   `#define ROCKS_JUDGE "name"` names it (any row; needed for the rows
//   whose call has another's shape). `checker --help` lists the calls,
//   `checker --judges` the rows, and docs/setters.md has the table,
//   generated from both. Every message is one line of at most 200
//   characters.
//   Sections, in reading order: verdicts and messages; reading the output;
//   the judge's input; the check; the judges' conventions.
// Time: one pass over the output, O(length): a line one move from the line
//   before is compared with it whole, with the blank after it (AVX2 where
//   the processor has it, else SSE2 where the compiler has it, else 8 bytes
//   at a time); measured in docs/performance.md. A rejected repeat triggers
//   a second pass, when the output can be reread, to name the earlier line.
// Memory: 2^n / 8 bytes of seen-states bitmap, plus a 64 KiB read buffer
//   or, for a regular file on a system with mmap, a 16 MiB mapped window of
//   it (address space; its pages are the kernel's file cache).
// Status: stored verdicts in samples/checker, replayed in testlib's and
//   Kattis's conventions and as each judge calls its own file; every
//   sequence for n <= 3 against a brute-force definition; every single-byte
//   corruption and truncation for n <= 30 against the definition, read (in
//   AVX2 lanes where the processor has them) and mapped (in SSE2 lanes), and
//   without SSE2; fuzzed against a plain definition, read and mapped; under
//   ASan and UBSan too.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#include <immintrin.h>
#define ROCKS_AVX2 1  // AVX2 lanes too, used where the processor has AVX2
#endif
#endif
#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#define ROCKS_CAN_MAP 1
#endif

namespace {

const int kMaxHoles = 30;
const std::size_t kEchoLimit = 32;
// Every message is one line of at most 200 characters, which judges show
// whole (LibreOJ cuts at 256): a token is echoed up to kEchoLimit
// characters, a path up to kPathShown, and the longest text around either
// leaves room for the verdict words.
const std::size_t kPathShown = 64;
static_assert(kMaxHoles < 32, "a state is a std::uint32_t, one bit per hole");
// read_well_formed() copies a token into the echo prefix 8 bytes at a time.
static_assert((kMaxHoles + 7) / 8 * 8 <= static_cast<int>(kEchoLimit),
              "the echo prefix holds a longest token rounded up to 8 bytes");

// ---------------------------------------------------------------------------
// Verdicts and messages
// ---------------------------------------------------------------------------

enum class Verdict { kAccepted, kWrongAnswer, kPresentationError, kFail };
const int kVerdicts = static_cast<int>(Verdict::kFail) + 1;  // arrays indexed by Verdict have these

// testlib's blanks: space, tab, CR and LF separate tokens.
bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

struct Token {
    std::uint64_t length = 0;
    std::uint32_t state = 0;  // bit i set when character i is 'X'
    bool only_o_and_x = true;
    char prefix[kEchoLimit];  // the first bytes, for messages
};

// A byte as messages show it: itself if printable, else \xHH, so that every
// message stays one line.
std::string printable(unsigned char c) {
    if (c >= 0x20 && c < 0x7f) return std::string(1, static_cast<char>(c));
    char escaped[8];
    std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned>(c));
    return escaped;
}

// Quotes a token, unprintable bytes escaped as \xHH: whole if that fits in
// kEchoLimit characters, else as many as fit before "..." marks the cut.
std::string echo(const Token& token) {
    const std::size_t kept =
        token.length < kEchoLimit ? static_cast<std::size_t>(token.length) : kEchoLimit;
    std::string shown;
    std::size_t fitting_cut = 0;  // how much of `shown` fits before a "..."
    for (std::size_t i = 0; i < kept; ++i) {
        const unsigned char c = static_cast<unsigned char>(token.prefix[i]);
        if (shown.size() <= kEchoLimit - 3) fitting_cut = shown.size();
        shown += printable(c);
    }
    if (shown.size() <= kEchoLimit - 3) fitting_cut = shown.size();
    if (token.length == kept && shown.size() <= kEchoLimit) return "'" + shown + "'";
    return "'" + shown.substr(0, fitting_cut) + "...'";
}

// A path as messages show it: unprintable bytes escaped and, past
// kPathShown characters, cut at the front, so that its file name stays.
std::string shown_path(const std::string& path) {
    std::string shown;
    for (char c : path) shown += printable(static_cast<unsigned char>(c));
    if (shown.size() <= kPathShown) return shown;
    return "..." + shown.substr(shown.size() - (kPathShown - 3));
}

std::string at_line(std::uint64_t line) { return "line " + std::to_string(line) + ": "; }

// "1 hole", "2 holes".
std::string count_of(std::uint64_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// A state as its line: at most kMaxHoles characters; quoted, for messages.
std::string state_letters(std::uint32_t state, int holes) {
    std::string text;
    for (int hole = 0; hole < holes; ++hole) text += (state >> hole & 1) ? 'X' : 'O';
    return text;
}
std::string state_text(std::uint32_t state, int holes) {
    return "'" + state_letters(state, holes) + "'";
}

int count_differing_holes(std::uint32_t a, std::uint32_t b) {
    int count = 0;
    for (std::uint32_t diff = a ^ b; diff != 0; diff &= diff - 1) ++count;
    return count;
}

// ---------------------------------------------------------------------------
// Reading the output: tokens, 8 or 16 bytes at a time
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
static_assert(kMaxHoles + 2 <= static_cast<int>(kTokenBytes) && kTokenBytes % 8 == 0,
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
typedef Sse2Lanes Lanes;

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
#else
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
typedef PlainLanes Lanes;
#endif

// Which lanes read_moves() uses: kWide is AVX2 where it is built in and the
// processor has it, else the same as kBase.
enum class Width { kBase, kWide };

Width widest() {
#if ROCKS_AVX2
    return __builtin_cpu_supports("avx2") ? Width::kWide : Width::kBase;
#else
    return Width::kBase;
#endif
}

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
// with one move (see TokenReader::read_moves).
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
__attribute__((target("avx2"), flatten)) void take_at_stride_wide(StrideRun& run, Walk& walk) {
    take_at_stride<Avx2Lanes>(run, walk);
}
#endif

void take_at_stride(Width width, StrideRun& run, Walk& walk) {
#if ROCKS_AVX2
    if (width == Width::kWide) return take_at_stride_wide(run, walk);
#else
    (void)width;
#endif
    take_at_stride<Lanes>(run, walk);
}

// How much of a regular file is mapped at a time.
const std::size_t kMapWindow = std::size_t{16} << 20;

// A file's bytes, a block at a time. A regular file is mapped into memory a
// window at a time, where the system has mmap: the kernel's cached pages are
// read in place, not copied, which saves a third of the time at n = 26, and
// the window bounds the address space used whatever the file's size.
// Anything else (a pipe, a mapping refused, another system) is read into a
// buffer.
class BlockSource {
  public:
    BlockSource(std::FILE* file, std::size_t map_window) : file_(file) {
#if ROCKS_CAN_MAP
        struct stat status {};
        const int descriptor = fileno(file);
        const long page = sysconf(_SC_PAGESIZE);
        const long offset = std::ftell(file);
        const bool known = descriptor >= 0 && fstat(descriptor, &status) == 0;
#if defined(__linux__) && defined(F_SETPIPE_SZ)
        // Through a 64 KiB pipe the writer and the checker take turns; in a
        // larger one the writer fills it while the checker reads (bench/run).
        // 1 MiB is the most Linux grants anyone by default; where it grants
        // less, the pipe stays as it is.
        const int kPipeBytes = 1 << 20;
        if (known && S_ISFIFO(status.st_mode)) fcntl(descriptor, F_SETPIPE_SZ, kPipeBytes);
#endif
        if (known && S_ISREG(status.st_mode) && page > 0 && offset >= 0) {
            descriptor_ = descriptor;
            const std::size_t page_size = static_cast<std::size_t>(page);
            window_ = std::max(page_size, map_window / page_size * page_size);
            offset_ = static_cast<std::uint64_t>(offset);
            file_size_ = static_cast<std::uint64_t>(status.st_size);
        }
#else
        (void)map_window;
#endif
    }
    ~BlockSource() { unmap(); }
    BlockSource(const BlockSource&) = delete;
    BlockSource& operator=(const BlockSource&) = delete;

    // The next block in `data` and `size`; false at the end or on an error.
    bool next(const unsigned char*& data, std::size_t& size) {
        unmap();
#if ROCKS_CAN_MAP
        if (descriptor_ >= 0) {
            if (offset_ >= file_size_) return false;
            const std::uint64_t start = offset_ / window_ * window_;
            const std::size_t length =
                static_cast<std::size_t>(std::min<std::uint64_t>(window_, file_size_ - start));
            void* mapped = mmap(nullptr, length, PROT_READ, MAP_PRIVATE, descriptor_,
                                static_cast<off_t>(start));
            if (mapped != MAP_FAILED) {
                mapping_ = mapped;
                mapping_size_ = length;
                const std::size_t skipped = static_cast<std::size_t>(offset_ - start);
                data = static_cast<const unsigned char*>(mapped) + skipped;
                size = length - skipped;
                offset_ = start + length;
                return true;
            }
            descriptor_ = -1;  // read the rest instead, from where the mapping stopped
            if (std::fseek(file_, static_cast<long>(offset_), SEEK_SET) != 0) {
                failed_ = true;
                return false;
            }
        }
#endif
        if (!buffer_) buffer_.reset(new unsigned char[kBufferSize]);
        size = std::fread(buffer_.get(), 1, kBufferSize, file_);
        data = buffer_.get();
        if (size == 0 && std::ferror(file_)) failed_ = true;
        return size > 0;
    }
    bool failed() const { return failed_; }

  private:
    void unmap() {
#if ROCKS_CAN_MAP
        if (mapping_ != nullptr) munmap(mapping_, mapping_size_);
        mapping_ = nullptr;
#endif
    }

    // As fast as 1 MiB reads at n = 26, and within allocators' pooled sizes:
    // AddressSanitizer maps anything larger afresh on every allocation.
    static const std::size_t kBufferSize = std::size_t{64} * 1024;

    std::FILE* file_;
    std::unique_ptr<unsigned char[]> buffer_;
    bool failed_ = false;
#if ROCKS_CAN_MAP
    int descriptor_ = -1;  // of the file being mapped, or -1 when reading
    std::size_t window_ = 0;
    std::uint64_t offset_ = 0;  // what the next window starts with
    std::uint64_t file_size_ = 0;
    void* mapping_ = nullptr;
    std::size_t mapping_size_ = 0;
#endif
};

// Splits a file into blank-separated tokens, streaming it block by block.
class TokenReader {
  public:
    TokenReader(std::FILE* file, int holes, std::size_t map_window = kMapWindow,
                Width width = widest())
        : source_(file, map_window), holes_(holes), width_(width) {
        refill();
        const unsigned char byte_order_mark[] = {0xEF, 0xBB, 0xBF};
        if (end_ >= 3 && std::memcmp(data_, byte_order_mark, 3) == 0) position_ = 3;
    }

    bool next(Token& token) {
        if (!skip_blanks()) return false;
        if (read_well_formed(token)) return true;
        previous_known_ = false;
        token.length = 0;
        token.state = 0;
        token.only_o_and_x = true;
        do {
            scan(token);
        } while (position_ == end_ && refill());
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
            const Lanes::Mask token_bytes(holes);
            const std::uint32_t flip = Lanes::flip_of(
                Lanes::Bytes(data_ + start), Lanes::Bytes(run.previous), token_bytes, token_bytes);
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
    bool failed() const { return source_.failed(); }

  private:
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
        token.state = state;
        token.only_o_and_x = true;
        position_ += holes + 1;  // and the blank after it
        return true;
    }

    // Adds the token's bytes up to a blank or the end of the buffer.
    void scan(Token& token) {
        const std::uint64_t holes = static_cast<std::uint64_t>(holes_);
        std::uint64_t length = token.length;
        std::uint32_t state = token.state;
        bool only_o_and_x = token.only_o_and_x;
        for (; position_ < end_; ++position_, ++length) {
            unsigned char c = data_[position_];
            if (is_blank(c)) break;
            if (length < kEchoLimit) token.prefix[length] = static_cast<char>(c);
            if (length < holes) {
                state |= static_cast<std::uint32_t>(c == 'X') << length;
                only_o_and_x = only_o_and_x && (c == 'X' || c == 'O');
            }
        }
        token.length = length;
        token.state = state;
        token.only_o_and_x = only_o_and_x;
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
    // The last token taken, with kTokenBytes to load from it, and how far
    // the next is expected: a token and its one blank, until read_moves()
    // has seen, after the last token, more blanks that run as far.
    bool previous_known_ = false;
    std::size_t previous_start_ = 0;
    std::size_t stride_ = static_cast<std::size_t>(holes_) + 1;
    const unsigned char* data_ = nullptr;  // the current block
    std::size_t position_ = 0;
    std::size_t end_ = 0;
};

// ---------------------------------------------------------------------------
// The judge's input
// ---------------------------------------------------------------------------

// The first line with anything on it, as a token, for messages about the
// input; reads little more than what can be shown.
Token first_line(std::FILE* file) {
    Token line;
    if (std::fseek(file, 0, SEEK_SET) != 0) return line;
    int c;
    while ((c = std::fgetc(file)) != EOF && is_blank(c)) {
    }
    for (; c != EOF && c != '\n' && c != '\r' && line.length <= kEchoLimit; c = std::fgetc(file)) {
        if (line.length < kEchoLimit) line.prefix[line.length] = static_cast<char>(c);
        line.only_o_and_x = line.only_o_and_x && (c == 'O' || c == 'X');
        ++line.length;
    }
    return line;
}

// Reads n from the judge's input: one integer in 1..kMaxHoles, blanks around.
bool read_hole_count(std::FILE* file, int& holes, std::string& error) {
    int c;
    while ((c = std::fgetc(file)) != EOF && is_blank(c)) {
    }
    long value = 0;
    int digits = 0;
    for (; c >= '0' && c <= '9'; c = std::fgetc(file), ++digits) {
        if (value <= kMaxHoles) value = value * 10 + (c - '0');
    }
    while (c != EOF && is_blank(c)) c = std::fgetc(file);
    if (std::ferror(file)) {
        error = "cannot read the input file";
        return false;
    }
    if (digits == 0 || c != EOF || value < 1 || value > kMaxHoles) {
        const Token found = first_line(file);
        error = "input: expected one integer n with 1 <= n <= " + std::to_string(kMaxHoles) +
                ", found " + (found.length == 0 ? std::string("nothing") : echo(found));
        if (found.length > 0 && found.only_o_and_x) {
            error += " (an output's line: are the arguments swapped?)";
        }
        return false;
    }
    holes = static_cast<int>(value);
    return true;
}

// ---------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------

std::string out_of_memory(int holes) { return "out of memory for n = " + std::to_string(holes); }

// What the check found, as data: its kind and the numbers the message is
// made of (and the page's explanation, see report_to_page()).
enum class Found {
    kCycle,         // accepted
    kTooFewLines,   // `line` is the first line missing
    kWrongLength,   // `token`, at `line`, is not `holes` characters long
    kNotOAndX,      // `token`, at `line`, has a character other than 'O' and 'X'
    kEndNotEmpty,   // `token`, the first or the last line, is not all 'O'
    kNotOneMove,    // `previous` then `token`, at `line`, differ in 0 or 2+ holes
    kRepeat,        // `token`, at `line`, has the state of line `earlier` (0: unknown)
    kTooManyLines,  // `token`, at `line`, comes after the last line
    // The kinds above are about a line of the output; those below are not.
    kUnreadable,     // the output could not be read
    kOutputMissing,  // there is no output file
    kInputRefused,   // the judge's input is not one n in range
    kJudgeFailure,   // the judge's other files or its call: the message says what
};

struct Finding {
    Found kind;
    int holes;
    std::uint64_t line;
    Token token;
    std::uint32_t previous;   // the state of line `line` - 1
    std::uint32_t unvisited;  // the holes that lead from `previous` to a state no line had
    std::uint64_t earlier;
};

struct Outcome {
    Verdict verdict;
    std::string message;
    // cppcheck-suppress unusedStructMember ; read by report_to_page(), in the page's build
    Finding finding;
};

Outcome judge_failure(const std::string& m, Found kind = Found::kJudgeFailure) {
    return Outcome{Verdict::kFail, m, Finding{kind, 0, 0, Token(), 0, 0, 0}};
}
Outcome output_missing(const std::string& m) {
    return Outcome{Verdict::kPresentationError, m,
                   Finding{Found::kOutputMissing, 0, 0, Token(), 0, 0, 0}};
}

// The verdict and the message of a finding of the check.
Outcome judged(const Finding& found) {
    const std::uint64_t states = std::uint64_t{1} << found.holes;
    const std::uint64_t lines = states + 1;
    const std::uint64_t line = found.line;
    const Token& token = found.token;
    const auto verdict = [&](Verdict v, const std::string& message) -> Outcome {
        return Outcome{v, message, found};
    };
    switch (found.kind) {
        case Found::kCycle:
            return verdict(Verdict::kAccepted, std::to_string(lines) +
                                                   " lines, a cycle through all " +
                                                   std::to_string(states) + " states");
        case Found::kTooFewLines:
            return verdict(
                Verdict::kPresentationError,
                "expected " + std::to_string(lines) + " lines, found " + std::to_string(line - 1));
        case Found::kWrongLength:
            return verdict(Verdict::kPresentationError,
                           at_line(line) + "expected " +
                               count_of(static_cast<std::uint64_t>(found.holes), "character") +
                               ", found " + count_of(token.length, "character") + ": " +
                               echo(token));
        case Found::kNotOAndX:
            return verdict(Verdict::kPresentationError,
                           at_line(line) + "expected only 'O' and 'X', found " + echo(token));
        case Found::kEndNotEmpty:
            return verdict(Verdict::kWrongAnswer,
                           at_line(line) + "expected all holes empty (" +
                               std::string(static_cast<std::size_t>(found.holes), 'O') +
                               "), found " + echo(token));
        case Found::kNotOneMove:
            return verdict(Verdict::kWrongAnswer,
                           "lines " + std::to_string(line - 1) + " and " + std::to_string(line) +
                               " differ in " +
                               count_of(static_cast<std::uint64_t>(
                                            count_differing_holes(found.previous, token.state)),
                                        "hole") +
                               ": " + state_text(found.previous, found.holes) + " then " +
                               state_text(token.state, found.holes));
        case Found::kRepeat:
            return verdict(Verdict::kWrongAnswer,
                           "line " + std::to_string(line) +
                               (found.earlier == 0 ? std::string(" repeats an earlier state")
                                                   : " repeats the state of line " +
                                                         std::to_string(found.earlier)));
        case Found::kTooManyLines:
            return verdict(
                Verdict::kPresentationError,
                "expected nothing after line " + std::to_string(lines) + ", found " + echo(token));
        case Found::kUnreadable:
            return verdict(Verdict::kPresentationError, "cannot read the output");
        case Found::kOutputMissing:
        case Found::kInputRefused:
        case Found::kJudgeFailure:
            break;
    }
    return judge_failure("no message for this finding");
}

// One bit per state. calloc, unlike a vector, leaves the pages untouched
// until used: n = 30 starts at once instead of clearing 128 MiB first.
class SeenStates {
  public:
    explicit SeenStates(int holes)
        : bits_(static_cast<std::uint64_t*>(
                    std::calloc((std::size_t{1} << holes) / 64 + 1, sizeof(std::uint64_t))),
                &std::free) {}
    bool allocated() const { return bits_ != nullptr; }
    bool has(std::uint32_t state) const {
        return (bits_.get()[state >> 6] >> (state & 63) & 1) != 0;
    }
    bool test_and_set(std::uint32_t state) {
        std::uint64_t& word = bits_.get()[state >> 6];
        std::uint64_t bit = std::uint64_t{1} << (state & 63);
        bool seen = (word & bit) != 0;
        word |= bit;
        return seen;
    }
    std::uint64_t* words() { return bits_.get(); }  // bit state & 63 of word state >> 6

  private:
    std::unique_ptr<std::uint64_t, void (*)(void*)> bits_;
};

// The line of the first token whose state is `state`, or 0 if not found.
std::uint64_t first_line_with_state(std::FILE* file, int holes, std::uint32_t state) {
    TokenReader reader(file, holes);
    Token token;
    for (std::uint64_t line = 1; reader.next(token); ++line) {
        if (token.state == state) return line;
    }
    return 0;
}

// The whole decision. `reread` reopens the output from its start, or returns
// null when it cannot be read twice (a pipe). Tests make `map_window` small
// and choose the `width`.
template <class Reopen>
Outcome check_output(int holes, std::FILE* output, Reopen reread,
                     std::size_t map_window = kMapWindow, Width width = widest()) {
    const std::uint64_t states = std::uint64_t{1} << holes;
    const std::uint64_t lines = states + 1;
    SeenStates seen(holes);
    if (!seen.allocated()) return judge_failure(out_of_memory(holes));
    TokenReader reader(output, holes, map_window, width);
    Token token;
    std::uint32_t previous = 0;
    std::uint64_t earlier = 0;  // the line a repeated state was first on
    // What was found at `line`, with the holes from the state before that
    // lead to a state no line has had.
    const auto found = [&](Found kind, std::uint64_t line) -> Outcome {
        std::uint32_t unvisited = 0;
        for (int hole = 0; hole < holes; ++hole) {
            const std::uint32_t move = std::uint32_t{1} << hole;
            if (!seen.has(previous ^ move)) unvisited |= move;
        }
        return judged(Finding{kind, holes, line, token, previous, unvisited, earlier});
    };
    for (std::uint64_t line = 1; line <= lines; ++line) {
        if (line > 1 && line <= states) {
            line += reader.read_moves(previous, states + 1 - line, seen.words());
        }
        // The rest, and any token the run above stopped at, one at a time.
        if (!reader.next(token)) {
            token = Token();
            return found(reader.failed() ? Found::kUnreadable : Found::kTooFewLines, line);
        }
        if (token.length != static_cast<std::uint64_t>(holes))
            return found(Found::kWrongLength, line);
        if (!token.only_o_and_x) return found(Found::kNotOAndX, line);
        bool is_end = line == 1 || line == lines;
        if (is_end && token.state != 0) return found(Found::kEndNotEmpty, line);
        std::uint32_t moved = previous ^ token.state;
        if (line > 1 && (moved == 0 || (moved & (moved - 1)) != 0)) {
            return found(Found::kNotOneMove, line);
        }
        if (line <= states && seen.test_and_set(token.state)) {
            std::FILE* again = reread();
            if (again) earlier = first_line_with_state(again, holes, token.state);
            return found(Found::kRepeat, line);
        }
        previous = token.state;
    }
    if (reader.skip_blanks()) {
        reader.next(token);
        return found(Found::kTooManyLines, lines + 1);
    }
    token = Token();
    return found(reader.failed() ? Found::kUnreadable : Found::kCycle, lines + 1);
}

// ---------------------------------------------------------------------------
// The judges' conventions: one row each, read by parse_call() and finish()
// ---------------------------------------------------------------------------

// How a call is recognised when no ROCKS_JUDGE line names the judge, once
// testlib's flags are out; tried in this order, up to kAnyOther. A feedback
// directory, passed third, ends in a separator, and testlib never passes
// one, so a third argument that ends in a separator (or is a directory)
// names a feedback directory, whether it exists or not.
enum class Shape {
    kNoArgumentsAndOutputFile,  // no arguments, the row's output file in the folder
    kNoArguments,
    kTwoArguments,
    kFeedbackDirectoryThird,
    kSixWithANumberFourth,
    kAnyOther,
    kNamedOnly,  // never guessed: the file must name the judge
};
static_assert(static_cast<int>(Shape::kAnyOther) + 1 == static_cast<int>(Shape::kNamedOnly),
              "judge_of tries every shape before kNamedOnly, kAnyOther last");

// Where a judge that reads a score finds it.
enum class ScoreTo {
    kNone,         // the judge reads the exit status
    kStdout,       // the score on stdout, the message on stderr
    kLemonFiles,   // the score file, then the line in the message file
    kReportFirst,  // a report file: the score, then the line
    kReportLast,   // a report file: the line, then the score
};

// Where a judge shows the line, when it reads no score.
enum class LineTo {
    kStderr,
    kStdout,
    kStdoutAndStderr,  // a judge that shows one, an emulation of it the other
};

// What each letter of Convention::arguments says an argument is, and how a
// usage line shows it.
enum class Role : char {
    kInput = 'i',
    kOutput = 'o',
    kAnswer = 'a',
    kResult = 'r',        // testlib's result file, Lemon's score file, a report
    kAppes = 'x',         // testlib's -appes: the result file in XML
    kFullScore = 's',     // Lemon's full score
    kMessageFile = 'm',   // Lemon's message file
    kFeedbackDir = 'f',   // Kattis's feedback directory, which flags may follow
    kTaskTypeWord = 't',  // CMS's BatchAndOutput: batch or outputonly
};

struct RoleWord {
    Role role;
    const char* word;
};
constexpr RoleWord kRoleWords[] = {
    {Role::kInput, "<input>"},
    {Role::kOutput, "<output>"},
    {Role::kAnswer, "<answer>"},
    {Role::kResult, "<result>"},
    {Role::kAppes, "-appes"},
    {Role::kFullScore, "<full-score>"},
    {Role::kMessageFile, "<message-file>"},
    {Role::kFeedbackDir, "<feedback-dir>/ [<flags>] < <output>"},
    {Role::kTaskTypeWord, "batch|outputonly"},
};

// The usage word for a letter, or nullptr if no Role has it.
constexpr const char* role_word(char letter, int from = 0) {
    return from == static_cast<int>(sizeof kRoleWords / sizeof kRoleWords[0]) ? nullptr
           : static_cast<char>(kRoleWords[from].role) == letter ? kRoleWords[from].word
                                                                : role_word(letter, from + 1);
}

// One judge's convention. `arguments` names the arguments in the judge's
// order, a letter of Role each. A judge that passes none names the files in
// the folder instead; one may pass either.
struct Convention {
    const char* name;  // what `#define ROCKS_JUDGE "name"` says
    Shape shape;
    const char* arguments;
    int fewest;                // arguments, at least, when there are any
    const char* fixed_input;   // judges that may pass none: the input's name,
    const char* fixed_output;  // the output's and the answer's
    const char* fixed_answer;
    int exit_status[kVerdicts];  // accepted, wrong answer, presentation error, FAIL
    LineTo line_to;
    bool verdict_words;   // "ok ...", "wrong answer ..." or the message alone
    bool failure_unsaid;  // a failure leaves stderr empty (see below)
    ScoreTo score_to;
    const char* scores[2];    // accepted (nullptr: Lemon's full score), rejected
    const char* report_path;  // nullptr: the result argument
};

// A failure is the row's FAIL status, or where a judge reads a score, a
// non-zero exit status with the line on stderr and no score, which each of
// those judges reports as a checker error. A judge that reads the verdict
// from stderr's first word whatever the exit status, and takes an empty
// stderr for the checker's failure, gets nothing on stderr (failure_unsaid).
// A judge with no failure of its own shows the FAIL status as a verdict,
// with the line: on_failure says which.
// clang-format off
constexpr Convention kConventions[] = {
    // name       shape                             arguments fewest
    //            fixed input, output, answer               exit statuses
    //            line to                    words  unsaid  score to               scores   report
    {"testlib",   Shape::kAnyOther,                 "ioarx",  2,
                  nullptr, nullptr, nullptr,                {0, 1, 2, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kNone,        {},      nullptr},
    {"kattis",    Shape::kFeedbackDirectoryThird,   "iaf",    3,
                  nullptr, nullptr, nullptr,                {42, 43, 43, 3},
                  LineTo::kStderr,           false, false,  ScoreTo::kNone,        {},      nullptr},
    {"qduoj",     Shape::kTwoArguments,             "io",     2,
                  nullptr, nullptr, nullptr,                {0, 1, 1, 255},
                  LineTo::kStderr,           true,  false,  ScoreTo::kNone,        {},      nullptr},
    {"lemon",     Shape::kSixWithANumberFourth,     "ioasrm", 6,
                  nullptr, nullptr, nullptr,                {0, 0, 0, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kLemonFiles,  {nullptr, "0"},
                  nullptr},
    {"syzoj",     Shape::kNoArguments,              "",       0,
                  "input", "user_out", "answer",            {0, 0, 0, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kStdout,      {"100", "0"},
                  nullptr},
    {"nowcoder",  Shape::kNoArgumentsAndOutputFile, "ioa",    3,
                  "input", "user_output", "output",         {0, 1, 1, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kNone,        {},      nullptr},
    {"hydro",     Shape::kNamedOnly,                "ioa",    3,
                  nullptr, nullptr, nullptr,                {0, 1, 2, 3},
                  LineTo::kStderr,           true,  true,   ScoreTo::kNone,        {},      nullptr},
    {"uoj",       Shape::kNamedOnly,                "ioa",    3,
                  nullptr, nullptr, nullptr,                {0, 1, 2, 3},
                  LineTo::kStderr,           true,  true,   ScoreTo::kNone,        {},      nullptr},
    {"hustoj",    Shape::kNamedOnly,                "iao",    3,
                  nullptr, nullptr, nullptr,                {0, 1, 1, 3},
                  LineTo::kStdoutAndStderr,  true,  false,  ScoreTo::kNone,        {},      nullptr},
    {"cms",       Shape::kNamedOnly,                "iaot",   3,
                  nullptr, nullptr, nullptr,                {0, 0, 0, 3},
                  LineTo::kStderr,           false, false,  ScoreTo::kStdout,      {"1.0", "0.0"},
                  nullptr},
    {"ccr",       Shape::kNamedOnly,                "iaor",   4,
                  nullptr, nullptr, nullptr,                {0, 0, 0, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kReportFirst, {"1", "0"},
                  nullptr},
    {"arbiter",   Shape::kNamedOnly,                "ioa",    3,
                  nullptr, nullptr, nullptr,                {0, 0, 0, 3},
                  LineTo::kStderr,           true,  false,  ScoreTo::kReportLast,  {"10", "0"},
                  "/tmp/_eval.score"},
    {"coci",      Shape::kNamedOnly,                "ioa",    3,
                  nullptr, nullptr, nullptr,                {0, 1, 1, 3},
                  LineTo::kStdout,           true,  false,  ScoreTo::kNone,        {},      nullptr},
};
// clang-format on
const int kConventionCount = static_cast<int>(sizeof kConventions / sizeof kConventions[0]);

constexpr bool same_name(const char* a, const char* b) {
    return *a == *b && (*a == '\0' || same_name(a + 1, b + 1));
}

constexpr bool names_distinct(int first = 0, int second = 1) {
    return first + 1 >= kConventionCount ? true
           : second == kConventionCount
               ? names_distinct(first + 1, first + 2)
               : !same_name(kConventions[first].name, kConventions[second].name) &&
                     names_distinct(first, second + 1);
}
static_assert(names_distinct(), "each judge's name names one row");

constexpr bool roles_known(const char* letters) {
    return *letters == '\0' || (role_word(*letters) != nullptr && roles_known(letters + 1));
}
constexpr bool all_roles_known(int row = 0) {
    return row == kConventionCount ||
           (roles_known(kConventions[row].arguments) && all_roles_known(row + 1));
}
static_assert(all_roles_known(), "every letter of a row's arguments is a Role");

// What makes a row whole; each is checked for every row when the file is
// compiled, so that a malformed row cannot reach --help or a judge's call.
constexpr bool fixed_names_whole(const Convention& row) {
    return (row.fixed_input == nullptr) == (row.fixed_output == nullptr) &&
           (row.fixed_output == nullptr) == (row.fixed_answer == nullptr);
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
constexpr int letters_in(const char* letters) {
    return *letters == '\0' ? 0 : 1 + letters_in(letters + 1);
}
constexpr bool folder_call_ends_in_folder(const Convention& row) {
    return folder_last(row.arguments);
}
constexpr bool fewest_possible(const Convention& row) {
    return row.fewest >= 0 && row.fewest <= letters_in(row.arguments);
}
template <bool (*Whole)(const Convention&)>
constexpr bool every_row(int row = 0) {
    return row == kConventionCount || (Whole(kConventions[row]) && every_row<Whole>(row + 1));
}
static_assert(every_row<fixed_names_whole>(),
              "a row names all three fixed files (input, output, answer) or none");
static_assert(every_row<scores_given>(),
              "a row that writes a score has its scores (Lemon's accepted one may come from "
              "the call), and one that writes none has none");
static_assert(every_row<folder_call_ends_in_folder>(),
              "a feedback directory is the last argument a row names (flags may follow it)");
static_assert(every_row<fewest_possible>(),
              "a row's fewest arguments are at most the arguments it names");

// A judge whose call has another's shape but not its meaning (the answer
// before the output, another verdict) is named by one line at the top of the
// file: `#define ROCKS_JUDGE "name"`. Any judge above may be named so.
// Without one, the call's shape says which judge it is.
#if defined(ROCKS_JUDGE)
constexpr int convention_named(const char* name, int from = 0) {
    return from == kConventionCount                   ? -1
           : same_name(kConventions[from].name, name) ? from
                                                      : convention_named(name, from + 1);
}
constexpr int kChosenConvention = convention_named(ROCKS_JUDGE);
static_assert(kChosenConvention >= 0, "ROCKS_JUDGE names no judge of kConventions");
#else
constexpr int kChosenConvention = -1;
#endif

// How the judge called us: which files are which, and where the verdict goes.
struct Call {
    const Convention* judge = &kConventions[0];
    std::string input_path;
    std::string output_path;   // empty for Kattis, which gives the output on stdin
    std::string answer_path;   // empty where the judge passes none
    std::string result_path;   // testlib's result file, Lemon's score file, CCR's report
    std::string message_path;  // Lemon's message file
    bool appes = false;        // testlib: the result file in XML
    std::string full_score;    // Lemon
    std::string feedback_dir;  // Kattis, ending in a separator
    std::string usage_error;   // the arguments cannot be understood
};

bool ends_with_separator(const std::string& path) {
    return !path.empty() && (path.back() == '/' || path.back() == '\\');
}

// A directory opens but cannot be read, on POSIX systems.
enum class Access { kMissing, kUnreadable, kReadable };

Access access_of(const std::string& path) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (file == nullptr) return Access::kMissing;
    std::fgetc(file);
    const bool readable = std::ferror(file) == 0;
    std::fclose(file);
    return readable ? Access::kReadable : Access::kUnreadable;
}

bool is_number(const std::string& text) {
    return !text.empty() && text.size() <= 9 &&
           text.find_first_not_of("0123456789") == std::string::npos;
}

// How `judge` calls the checker, read from its row.
std::string call_of(const Convention& judge) {
    const std::string roles = judge.arguments;
    const std::size_t required = static_cast<std::size_t>(judge.fewest);
    std::string call = "checker";
    for (std::size_t i = 0; i < roles.size(); ++i) {
        call += (i < required ? " " : " [") + std::string(role_word(roles[i]));
    }
    call += std::string(roles.size() - std::min(required, roles.size()), ']');
    if (judge.fixed_output != nullptr) {
        call += std::string(roles.empty() ? " with no arguments" : ", or with none") +
                ", in a folder holding " + judge.fixed_input + ", " + judge.fixed_output + " and " +
                judge.fixed_answer;
    }
    return call;
}

// One line, short enough to leave room for what comes before it.
std::string usage_of(const Convention& judge) {
    return "usage (" + std::string(judge.name) + "): " + call_of(judge) +
           "; all calls: checker --help";
}

// The exit status when --help or --judges cannot be written.
const int kExitCannotWrite = 3;

int flushed(const char* what) {
    if (std::fflush(stdout) == 0) return 0;
    std::fprintf(stderr, "checker: cannot write %s\n", what);
    return kExitCannotWrite;
}

// `checker --help`: every judge's call.
int print_help() {
    std::printf(
        "checker: decides whether an output is a cyclic Gray code on the "
        "input's n holes\n"
        "(The Rock Game, USACO 2010 March Silver). It reads the call as "
        "the judge makes it.\n"
        "testlib's --testset NAME and --group NAME may come anywhere. "
        "The judges marked *\n"
        "are chosen only by a first line such as #define ROCKS_JUDGE "
        "\"hustoj\"; the others\n"
        "by the call's shape as well.\n");
    for (const Convention& judge : kConventions) {
        std::printf("  %-9s %c %s\n", judge.name, judge.shape == Shape::kNamedOnly ? '*' : ' ',
                    call_of(judge).c_str());
    }
    std::printf(
        "checker --judges lists the same judges for tools, one a line, "
        "tab-separated, after\n"
        "a line naming the columns: the name, \"shape\" or \"named\" (how "
        "it is chosen) and\n"
        "the call. What the package and the docs say of each judge is in "
        "problem/judges.tsv.\n");
    return flushed("the help");
}

// What `checker --judges` lists of a row, column by column; its first line
// names the columns, so that tools read them by name.
enum class JudgesColumn { kName, kChosen, kCall };
const char* const kJudgesColumnNames[] = {"name", "chosen", "call"};
const int kJudgesColumns = static_cast<int>(JudgesColumn::kCall) + 1;
static_assert(sizeof kJudgesColumnNames / sizeof kJudgesColumnNames[0] == kJudgesColumns,
              "a name for each column of checker --judges");

std::string judges_field(const Convention& judge, JudgesColumn column) {
    switch (column) {
        case JudgesColumn::kName:
            return judge.name;
        case JudgesColumn::kChosen:
            return judge.shape == Shape::kNamedOnly ? "named" : "shape";
        case JudgesColumn::kCall:
            break;
    }
    return call_of(judge);
}

// `checker --judges`: every row, for the package builder and the tests.
int print_judges() {
    std::string listing;
    for (int column = 0; column < kJudgesColumns; ++column) {
        listing += std::string(column == 0 ? "" : "\t") + kJudgesColumnNames[column];
    }
    for (const Convention& judge : kConventions) {
        listing += "\n";
        for (int column = 0; column < kJudgesColumns; ++column) {
            listing +=
                (column == 0 ? "" : "\t") + judges_field(judge, static_cast<JudgesColumn>(column));
        }
    }
    std::fputs((listing + "\n").c_str(), stdout);
    return flushed("the judges");
}

bool has_shape(const Convention& judge, const std::vector<std::string>& files) {
    switch (judge.shape) {
        case Shape::kNoArgumentsAndOutputFile:
            return files.empty() && access_of(judge.fixed_output) != Access::kMissing;
        case Shape::kNoArguments:
            return files.empty();
        case Shape::kTwoArguments:
            return files.size() == 2;
        case Shape::kFeedbackDirectoryThird:
            return files.size() >= 3 &&
                   (ends_with_separator(files[2]) || access_of(files[2]) == Access::kUnreadable);
        case Shape::kSixWithANumberFourth:
            return files.size() == 6 && is_number(files[3]);
        case Shape::kAnyOther:
            return true;
        case Shape::kNamedOnly:
            break;
    }
    return false;
}

// The judge the call's shape says, trying the shapes in their order.
const Convention& judge_of(const std::vector<std::string>& files) {
    const Convention* const end = kConventions + kConventionCount;
    for (int shape = 0; shape <= static_cast<int>(Shape::kAnyOther); ++shape) {
        const Convention* found = std::find_if(kConventions, end, [&](const Convention& judge) {
            return static_cast<int>(judge.shape) == shape && has_shape(judge, files);
        });
        if (found != end) return *found;
    }
    return kConventions[0];
}

Call parse_call(int argc, char** argv) {
    Call call;
    // testlib's flags, accepted anywhere; --testset's name must not be empty.
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--testset" || argument == "--group") {
            if (i + 1 == argc || (argument == "--testset" && argv[i + 1][0] == '\0')) {
                call.usage_error = "expected a name after " + argument;
                return call;
            }
            ++i;
        } else {
            files.push_back(argument);
        }
    }
    call.judge = kChosenConvention >= 0 ? kConventions + kChosenConvention : &judge_of(files);
    const Convention& judge = *call.judge;
    const std::string roles = judge.arguments;
    const bool flags_follow =
        !roles.empty() && static_cast<Role>(roles.back()) == Role::kFeedbackDir;
    const bool in_folder = files.empty() && judge.fixed_output != nullptr;
    bool valid = in_folder || (files.size() >= static_cast<std::size_t>(judge.fewest) &&
                               (flags_follow || files.size() <= roles.size()));
    for (std::size_t i = 0; valid && i < roles.size() && i < files.size(); ++i) {
        const std::string& file = files[i];
        switch (static_cast<Role>(roles[i])) {
            case Role::kInput:
                call.input_path = file;
                break;
            case Role::kOutput:
                call.output_path = file;
                break;
            case Role::kAnswer:
                call.answer_path = file;
                break;
            case Role::kResult:
                call.result_path = file;
                break;
            case Role::kMessageFile:
                call.message_path = file;
                break;
            case Role::kFeedbackDir:
                call.feedback_dir = file;
                break;
            case Role::kFullScore:
                call.full_score = file;
                valid = is_number(file);
                break;
            case Role::kAppes:
                call.appes = true;
                valid = file == "-appes" || file == "-APPES";
                break;
            case Role::kTaskTypeWord:
                valid = file == "batch" || file == "outputonly";
                break;
        }
    }
    if (!valid) {
        Call refused;
        refused.judge = call.judge;
        refused.usage_error = usage_of(judge);
        return refused;
    }
    if (in_folder) {
        call.input_path = judge.fixed_input;
        call.output_path = judge.fixed_output;
        call.answer_path = judge.fixed_answer;
        // These judges always write the output there: its absence is theirs.
        if (access_of(call.output_path) == Access::kMissing) {
            call.usage_error =
                "no " + call.output_path + " in the working folder; " + usage_of(judge);
        }
    } else if (flags_follow) {
        if (!ends_with_separator(call.feedback_dir)) call.feedback_dir += '/';
        std::FILE* probe = std::fopen((call.feedback_dir + "judgemessage.txt").c_str(), "w");
        if (probe == nullptr || std::fclose(probe) != 0) {
            call.usage_error = "cannot write to the feedback directory " +
                               shown_path(call.feedback_dir) + " (it must exist)";
        }
    }
    return call;
}

// testlib's escaping of a message inside its XML result.
std::string xml_escaped(const std::string& text) {
    std::string escaped;
    for (char c : text) {
        if (c == '&') {
            escaped += "&amp;";
        } else if (c == '<') {
            escaped += "&lt;";
        } else if (c == '>') {
            escaped += "&gt;";
        } else if (c == '"') {
            escaped += "&quot;";
        } else if (static_cast<unsigned char>(c) < 32) {
            escaped += '.';
        } else {
            escaped += c;
        }
    }
    return escaped;
}

bool write_file(const std::string& path, const std::string& text) {
    std::FILE* file = std::fopen(path.c_str(), "w");
    if (file == nullptr) return false;
    bool written = std::fputs(text.c_str(), file) != EOF;
    return std::fclose(file) == 0 && written;
}

// What each verdict is called, as testlib writes it in a line and in XML.
const char* const kPrefix[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
const char* const kAppesOutcome[] = {"accepted", "wrong-answer", "presentation-error", "fail"};
static_assert(sizeof kPrefix / sizeof kPrefix[0] == kVerdicts, "a prefix for each verdict");
static_assert(sizeof kAppesOutcome / sizeof kAppesOutcome[0] == kVerdicts,
              "an XML outcome for each verdict");

// A verdict as the call's judge takes it.
struct Report {
    const Call& call;
    const Outcome& outcome;
    const Convention& judge() const { return *call.judge; }
    bool failed() const { return outcome.verdict == Verdict::kFail; }
    bool passed() const { return outcome.verdict == Verdict::kAccepted; }
    int status() const { return judge().exit_status[static_cast<int>(outcome.verdict)]; }
    int failure_status() const { return judge().exit_status[static_cast<int>(Verdict::kFail)]; }
    // The line testlib prints, verdict words and message.
    std::string line() const {
        return std::string(kPrefix[static_cast<int>(outcome.verdict)]) + " " + outcome.message +
               "\n";
    }
    // What the judge shows: the line, or the message alone.
    std::string shown() const { return judge().verdict_words ? line() : outcome.message + "\n"; }
};

[[noreturn]] void fail_to_write(const Report& report, const std::string& path) {
    std::fprintf(stderr, "FAIL cannot write %s\n", shown_path(path).c_str());
    std::exit(report.failure_status());
}

// A feedback directory: a judge may show judgemessage.txt, judgeerror.txt,
// stdout and stderr one after the other, so the message goes to one alone;
// the verdict is the exit status.
[[noreturn]] void finish_in_feedback_directory(const Report& report) {
    const std::string file =
        report.call.feedback_dir + (report.failed() ? "judgeerror.txt" : "judgemessage.txt");
    if (!write_file(file, report.shown())) {
        if (!report.failed()) fail_to_write(report, file);
        std::fputs(report.line().c_str(), stderr);  // the one place left to say why
        std::exit(report.failure_status());
    }
    std::exit(report.status());
}

// A score, on stdout, in a score and a message file or in a report; a failure is a
// non-zero exit with the line on stderr and no score.
[[noreturn]] void finish_with_score(const Report& report) {
    const Convention& judge = report.judge();
    const Call& call = report.call;
    const std::string score = report.passed() && judge.scores[0] == nullptr ? call.full_score
                              : report.passed()                             ? judge.scores[0]
                                                                            : judge.scores[1];
    const std::string line = report.line();
    const std::string report_path =
        judge.report_path != nullptr ? judge.report_path : call.result_path;
    switch (judge.score_to) {
        case ScoreTo::kStdout:
            if (report.failed()) break;
            std::fputs((score + "\n").c_str(), stdout);
            std::fputs(report.shown().c_str(), stderr);
            std::exit(0);
        case ScoreTo::kLemonFiles:
            if (report.failed()) {
                write_file(call.message_path, line);
                break;
            }
            if (!write_file(call.result_path, score)) fail_to_write(report, call.result_path);
            if (!write_file(call.message_path, line)) fail_to_write(report, call.message_path);
            std::exit(0);
        case ScoreTo::kReportFirst:
        case ScoreTo::kReportLast:
            if (!write_file(report_path, judge.score_to == ScoreTo::kReportFirst
                                             ? score + "\n" + line
                                             : line + score + "\n")) {
                fail_to_write(report, report_path);
            }
            if (!report.failed()) std::exit(0);
            break;
        case ScoreTo::kNone:
            break;
    }
    std::fputs(line.c_str(), stderr);
    std::exit(report.failure_status());
}

// testlib's result file, as testlib writes it: the message alone, or XML
// with -appes; stderr points there; the verdict is the exit status.
[[noreturn]] void finish_in_result_file(const Report& report) {
    const Call& call = report.call;
    const int index = static_cast<int>(report.outcome.verdict);
    const std::string result =
        call.appes ? std::string("<?xml version=\"1.0\" encoding=\"windows-1251\"?>") +
                         "<result outcome = \"" + kAppesOutcome[index] + "\">" +
                         xml_escaped(report.outcome.message) + "</result>\n"
                   : report.outcome.message;
    if (!write_file(call.result_path, result)) {
        std::fprintf(stderr, "FAIL cannot write the result file %s\n",
                     shown_path(call.result_path).c_str());
        std::exit(report.failure_status());
    }
    std::fprintf(stderr, "\nSee file to check exit message\n");
    std::exit(report.status());
}

// The line on stderr, stdout or both, the verdict in the exit status; a
// failure says nothing where the judge reads silence as one.
[[noreturn]] void finish_on_streams(const Report& report) {
    const Convention& judge = report.judge();
    if (!(report.failed() && judge.failure_unsaid)) {
        const std::string shown = report.shown();
        if (judge.line_to != LineTo::kStdout) std::fputs(shown.c_str(), stderr);
        if (judge.line_to != LineTo::kStderr) std::fputs(shown.c_str(), stdout);
    }
    std::exit(report.status());
}

// Ends with the verdict where `call`'s judge takes it: one way of the four.
[[noreturn]] void finish(const Call& call, const Outcome& outcome) {
    const Report report{call, outcome};
    if (!call.feedback_dir.empty()) finish_in_feedback_directory(report);
    if (call.judge->score_to != ScoreTo::kNone) finish_with_score(report);
    if (!call.result_path.empty()) finish_in_result_file(report);
    finish_on_streams(report);
}

// The verdict on the call's files: the judge's input read, the output
// checked; `output` is left open for report_to_page().
Outcome outcome_of(const Call& call, std::FILE*& output) {
    if (!call.usage_error.empty()) return judge_failure(call.usage_error);
    std::FILE* input = std::fopen(call.input_path.c_str(), "rb");
    if (!input) return judge_failure("cannot open the input file " + shown_path(call.input_path));
    int holes = 0;
    std::string error;
    if (!read_hole_count(input, holes, error)) return judge_failure(error, Found::kInputRefused);

    // In testlib's order: a missing output is the contestant's fault, a
    // missing answer the judge's.
    output = call.output_path.empty() ? stdin : std::fopen(call.output_path.c_str(), "rb");
    if (!output) return output_missing("output file not found: " + shown_path(call.output_path));
    if (!call.answer_path.empty() && access_of(call.answer_path) != Access::kReadable) {
        return judge_failure("cannot read the answer file " + shown_path(call.answer_path));
    }
    std::FILE* const file = output;
    auto reread = [file]() -> std::FILE* {
        return std::fseek(file, 0, SEEK_SET) == 0 ? file : nullptr;
    };
#if defined(__cpp_exceptions)
    try {
        return check_output(holes, output, reread);
    } catch (const std::bad_alloc&) {  // a buffer or a message beyond the bitmap
        return judge_failure(out_of_memory(holes));
    }
#else  // WebAssembly for the page, built without exceptions
    return check_output(holes, output, reread);
#endif
}

#if defined(ROCKS_PAGE)
// ---------------------------------------------------------------------------
// The page's report (docs/play.html's build alone)
// ---------------------------------------------------------------------------

// docs/embed_checker.py defines ROCKS_PAGE as the largest n the page draws.
// The finding goes on stdout as one JSON object, so that the page explains
// it in its reader's language from data, never from the line: its kind and
// numbers, the lines around it as this reader read them and, for n <=
// ROCKS_PAGE, the walk up to it. `checker --first-line-length <file>`
// gives the length of a file's first line, from which the page takes n.
const char* const kFoundNames[] = {
    "cycle",  "too-few-lines",  "wrong-length", "not-o-and-x",    "end-not-empty", "not-one-move",
    "repeat", "too-many-lines", "unreadable",   "output-missing", "input-refused", "judge-failure"};
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

// The lines around the finding, the walk to it, and whether the lines up to
// it count 0, 1, 2, ... in binary (hole 0 the low bit or the high one),
// read again from the output's start.
struct PageLines {
    std::vector<std::string> around;
    std::vector<std::string> walk;
    bool counting = true;
};

PageLines page_lines(const Finding& found, std::FILE* output) {
    PageLines shown;
    const std::uint64_t lines = (std::uint64_t{1} << found.holes) + 1;
    const bool drawn = found.holes <= ROCKS_PAGE;
    if (found.kind == Found::kCycle && !drawn) return shown;  // nothing to list or draw
    if (output == nullptr || std::fseek(output, 0, SEEK_SET) != 0) return shown;
    TokenReader reader(output, found.holes);
    Token token;
    for (std::uint64_t line = 1; line <= found.line + 1 && reader.next(token); ++line) {
        if (line < found.line && line <= lines && drawn)
            shown.walk.push_back(json_string(state_letters(token.state, found.holes)));
        if (line <= found.line) {
            const std::uint32_t count = static_cast<std::uint32_t>(line - 1);
            shown.counting =
                shown.counting && token.length == static_cast<std::uint64_t>(found.holes) &&
                (token.state == count || token.state == bits_reversed(count, found.holes));
        }
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
    return shown;
}

void report_to_page(const Outcome& outcome, std::FILE* output) {
    const Finding& found = outcome.finding;
    const bool has_lines = found.kind < Found::kUnreadable;
    const PageLines shown = has_lines ? page_lines(found, output) : PageLines();
    const Token& token = found.token;
    // Token::only_o_and_x covers only its first `holes` bytes: an output for
    // a larger n has more, all of which the page's advice needs to be 'O' or 'X'.
    bool only_o_and_x = token.length > 0 && token.length <= kEchoLimit;
    for (std::uint64_t i = 0; only_o_and_x && i < token.length; ++i) {
        only_o_and_x = token.prefix[i] == 'O' || token.prefix[i] == 'X';
    }
    const std::uint64_t states = found.holes > 0 ? std::uint64_t{1} << found.holes : 0;
    std::string json =
        "{\"kind\":" + json_string(kFoundNames[static_cast<int>(found.kind)]) +
        ",\"holes\":" + std::to_string(found.holes) + ",\"line\":" + std::to_string(found.line) +
        ",\"lines\":" + std::to_string(states + 1) + ",\"length\":" + std::to_string(token.length) +
        ",\"only_o_and_x\":" + (only_o_and_x ? "true" : "false") +
        ",\"earlier\":" + std::to_string(found.earlier) +
        ",\"previous\":" + json_string(state_letters(found.previous, found.holes)) +
        ",\"differing\":" + json_list(bit_numbers(found.previous ^ token.state)) +
        ",\"unvisited\":" + json_list(bit_numbers(found.unvisited)) +
        ",\"seen\":" + std::to_string(found.line > 0 ? std::min(found.line - 1, states) : 0) +
        ",\"distance\":" + std::to_string(count_differing_holes(found.previous, 0)) +
        ",\"counting_order\":" +
        (found.kind == Found::kNotOneMove && found.line >= 3 && shown.counting ? "true" : "false") +
        ",\"around\":" + json_list(shown.around) + ",\"walk\":" + json_list(shown.walk) + "}\n";
    std::fputs(json.c_str(), stdout);
}

int print_first_line_length(const char* path) {
    std::FILE* file = std::fopen(path, "rb");
    if (file == nullptr) return 3;
    TokenReader reader(file, 1);
    Token token;
    std::printf("{\"first_line_length\":%llu}\n",
                static_cast<unsigned long long>(reader.next(token) ? token.length : 0));
    return 0;
}
#endif

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--help") == 0) return print_help();
    if (argc == 2 && std::strcmp(argv[1], "--judges") == 0) return print_judges();
#if defined(ROCKS_PAGE)
    if (argc == 3 && std::strcmp(argv[1], "--first-line-length") == 0) {
        return print_first_line_length(argv[2]);
    }
#endif
    const Call call = parse_call(argc, argv);
    std::FILE* output = nullptr;
    const Outcome outcome = outcome_of(call, output);
#if defined(ROCKS_PAGE)
    report_to_page(outcome, output);
#endif
    finish(call, outcome);
}
