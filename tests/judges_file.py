#!/usr/bin/env python3
"""The judges' files hold only what a judge runs, in a form its reader
can take in at one sitting: src/checker.cpp (the admin's) and src/main.cpp
(the contestant's) are plain ASCII C++, include only the standard headers
listed for them, call the system only through the C library, have no
processor intrinsics, dispatch, threads, memory mapping or page report
(those live in src/terminal_checker.cpp, src/terminal_rocks.cpp and
docs/checker_page.cpp, which build on them), compile on no condition but
those listed, have no function longer than MAX_FUNCTION_LINES lines, and
no more lines in all than RULES gives each. Each broken rule is printed
with its line.

    tests/judges_file.py <src/checker.cpp or src/main.cpp>
"""
import re
import sys

MAX_FUNCTION_LINES = 50
# Each file's most lines, the standard headers it may include, and the
# only conditions it may compile on (the checker: a compiler older than
# C++11, refused with a message; the judge it names, the guard that stops a
# ROCKS_JUDGE defined too late, and a build without exceptions, for the
# page). The checker's 1,000 lines hold 13 judges, the calls each copy
# refuses and the refusals of an old compiler and a late ROCKS_JUDGE; the
# rules its rows keep are checked in src/terminal_checker.cpp.
RULES = {
    "checker.cpp": (1000, {"algorithm", "bitset", "cerrno", "cstdint", "cstdio", "cstdlib",
                           "cstring", "memory", "new", "string", "vector"},
                    {"#if __cplusplus < 201103L && !defined(_MSC_VER)",
                     "#if defined(ROCKS_JUDGE)", "#if defined(__cpp_exceptions)",
                     "#if defined(ROCKS_JUDGE) && !defined(ROCKS_JUDGE_FOLLOWED)"}),
    "main.cpp": (130, {"cctype", "cerrno", "cstdint", "cstdio", "cstdlib", "cstring", "new",
                       "string", "vector"}, set()),
}
# What a judge's admin would have to take on trust, each with why it is not here.
FORBIDDEN = {
    # But GCC's and clang's poison, which makes a ROCKS_JUDGE defined below
    # the checker's end a compile error (another compiler ignores it).
    r"__builtin|__attribute__|\basm\b|#\s*pragma(?!\s+GCC\s+poison\s+ROCKS_JUDGE\s*$)":
        "compiler-specific code",
    r"\b_mm\w*|intrin\.h|immintrin|emmintrin": "processor intrinsics",
    r"\bmmap\b|\bfcntl\b|F_SETPIPE_SZ|\bpread\b|\bfstat\b": "system calls beyond the C library",
    r"std::thread|pthread|std::mutex|std::atomic": "threads",
    r"ROCKS_PAGE|json": "the page's report",
}
CONTROL = ("if", "for", "while", "switch", "else", "do", "return", "case")
# The header no compiler finds, the checker's one error under C++98.
OLD_COMPILER_STOP = "this checker needs C++11 or later"


def code_only(text):
    """`text` with string and character literals and comments blanked, the
    lines kept, so that braces and words are counted as the compiler sees them."""
    pattern = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/', re.S)
    return pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)


def functions(lines):
    """(first line number, length) of each function body: a line that opens a
    brace after a parameter list, to the line that closes it."""
    found = []
    for number, line in enumerate(lines):
        words = line.strip()
        if not words.endswith("{") or "(" not in words or words.split("(")[0].strip() in CONTROL:
            continue
        if re.match(r"(if|for|while|switch|else|do|return|case)\b", words) or words.startswith(
                ("}", ":", ",", "[", "=")) or "= [" in words or "return [" in words:
            continue
        depth = 0
        for end in range(number, len(lines)):
            depth += lines[end].count("{") - lines[end].count("}")
            if depth <= 0:
                found.append((number + 1, end - number + 1))
                break
    return found


def main():
    path = sys.argv[1]
    MAX_LINES, HEADERS, CONDITIONS = RULES[path.replace("\\", "/").rsplit("/", 1)[-1]]
    with open(path, "rb") as f:
        raw = f.read()
    problems = []
    for number, line in enumerate(raw.split(b"\n"), 1):
        if any(byte > 0x7E or (byte < 0x20 and byte not in (0x09,)) for byte in line):
            problems.append(f"{path}:{number}: not printable ASCII")
    text = raw.decode("ascii", errors="replace")
    code = code_only(text)
    lines = code.split("\n")
    if len(lines) - 1 > MAX_LINES:
        problems.append(f"{path}: {len(lines) - 1} lines, more than {MAX_LINES}")
    for number, line in enumerate(lines, 1):
        include = re.match(r"\s*#\s*include\s*[<\"]([^>\"]+)", text.split("\n")[number - 1])
        if include and include.group(1) not in HEADERS and not include.group(1).startswith(
                OLD_COMPILER_STOP):
            problems.append(f"{path}:{number}: #include <{include.group(1)}>, not a standard "
                            "header this file needs")
        if re.match(r"\s*#\s*(if|elif|ifdef|ifndef)\b", line) and line.strip() not in CONDITIONS:
            problems.append(f"{path}:{number}: compiled on a condition: {line.strip()}")
        for pattern, why in FORBIDDEN.items():
            if re.search(pattern, line):
                problems.append(f"{path}:{number}: {why}: {line.strip()}")
    for first, length in functions(lines):
        if length > MAX_FUNCTION_LINES:
            problems.append(f"{path}:{first}: a function of {length} lines, more than "
                            f"{MAX_FUNCTION_LINES}: {lines[first - 1].strip()}")
    for problem in problems:
        print(problem)
    print(f"{path}: {len(lines) - 1} lines, {len(functions(lines))} functions, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
