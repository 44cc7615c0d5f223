#!/usr/bin/env python3
"""A malformed row of src/checker.cpp's kConventions does not compile: each
change below makes one row break one rule, and g++ must refuse
src/terminal_checker.cpp, which holds the rules and includes the judges'
file, naming each rule (all the rows broken at once, in one compile). Nor does a file a judge's admin got wrong: a ROCKS_JUDGE too late,
past the file's end or naming no judge, or a compiler older than C++11;
each is refused with its words, the old compiler with those words alone
(one error, then the compiler stops). The file as it stands must compile.

    tests/malformed_rows.py <g++> <src/checker.cpp>
    tests/malformed_rows.py --old-compiler <clang++> <src/checker.cpp>

(src/terminal_checker.cpp is read from beside the checker.)

The second checks the old compiler's case alone, with another compiler.
"""
import os
import subprocess
import sys
import tempfile

OLD_ONLY = sys.argv[1] == "--old-compiler"
GXX, SOURCE = sys.argv[1 + OLD_ONLY:3 + OLD_ONLY]

# (what, the row's text, the same row broken, words of the static_assert)
BROKEN = [
    ("SYZOJ's row with two of its three fixed files",
     '{"input", "user_out", "answer"}', '{"input", "user_out", nullptr}',
     "names all three fixed files"),
    ("CMS's row writing a score on stdout with no scores",
     'ScoreTo::kStdout, {"1.0", "0.0"},', "ScoreTo::kStdout, {},",
     "has its scores"),
    ("Kattis's row with its feedback directory before the answer",
     '"iaf",    3,', '"ifa",    3,', "feedback directory is the last argument"),
    ("QDUOJ's row asking for more arguments than it names",
     '"io",     2,', '"io",     3,', "fewest arguments are at most"),
    ("COCI's row named in capitals, no folder's name",
     '{"coci",     "ioa",', '{"COCI",     "ioa",', "lowercase letters, digits or _"),
]
HUSTOJ = '#define ROCKS_JUDGE "hustoj"\n'
# (what, the file as the admin made it, the standard, the first error's
# words); the last, an old compiler's, must be the only error.
MISUSED = [
    ("ROCKS_JUDGE defined below the line that reads it",
     lambda source: source.replace("int main(", HUSTOJ + "int main("), "c++11",
     "put it on the first line"),
    ("ROCKS_JUDGE defined below the file's end", lambda source: source + HUSTOJ, "c++11",
     "poisoned"),
    ("ROCKS_JUDGE naming no judge", lambda source: '#define ROCKS_JUDGE "HUSTOJ"\n' + source,
     "c++11", '#define ROCKS_JUDGE "hustoj"'),
    ("a compiler's default before C++11", lambda source: HUSTOJ + source, "gnu++98",
     "needs C++11 or later"),
]


def compiles(text, folder, standard="c++11", program="checker.cpp"):
    """Whether `program` compiles with `text` as the checker beside it."""
    with open(os.path.join(folder, "checker.cpp"), "w", encoding="utf-8") as f:
        f.write(text)
    done = subprocess.run([GXX, f"-std={standard}", "-fsyntax-only",
                           os.path.join(folder, program)], capture_output=True, text=True)
    return done.returncode == 0, done.stderr


def error_lines(errors):
    return [line for line in errors.split("\n") if "error:" in line]  # a diagnostic's


def first_error(errors):
    return (error_lines(errors) or [""])[0]


def main():
    with open(SOURCE, encoding="utf-8") as f:
        source = f.read()
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(os.path.dirname(SOURCE), "terminal_checker.cpp"),
                  encoding="utf-8") as f, \
                open(os.path.join(folder, "terminal_checker.cpp"), "w", encoding="utf-8") as copy:
            copy.write(f.read())
        ok, errors = compiles(source, folder)
        if OLD_ONLY:
            ok = True
        if not ok:
            print(f"FAIL the checker as it stands does not compile:\n{errors}")
            failures += 1
        # Every row broken at once, in one compile: each rule breaks for its
        # row alone (the file as it stands breaks none), so each must be named.
        broken_source = source
        for what, row, broken, rule in [] if OLD_ONLY else BROKEN:
            if source.count(row) != 1:
                print(f"FAIL {what}: the row's text {row!r} is not in the source once")
                failures += 1
            broken_source = broken_source.replace(row, broken)
        ok, errors = (True, "") if OLD_ONLY else compiles(broken_source, folder, "c++17",
                                                          "terminal_checker.cpp")
        for what, row, broken, rule in [] if OLD_ONLY else BROKEN:
            if ok or rule not in errors:
                print(f"FAIL {what}: {'compiled' if ok else 'refused without naming the rule'}")
                failures += 1
            else:
                print(f"refused: {what}")
        for what, made, standard, words in MISUSED[-1:] if OLD_ONLY else MISUSED:
            ok, errors = compiles(made(source), folder, standard)
            if ok or words not in first_error(errors):
                print(f"FAIL {what}: {'compiled' if ok else 'first error: ' + first_error(errors)}")
                failures += 1
            elif standard.endswith("98") and len(error_lines(errors)) != 1:
                print(f"FAIL {what}: {len(error_lines(errors))} errors, not one:\n{errors[:2000]}")
                failures += 1
            else:
                print(f"refused: {what}")
    checked = 1 if OLD_ONLY else len(BROKEN) + len(MISUSED) + 1
    print(f"{checked - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
