#!/usr/bin/env python3
"""Writes the copies that single files must carry, from their one source:
problem/limits.json's values into the files compiled or read alone (the
judges' files, the learners' programs, the statements, the lines of pages
that state a range or a limit where their readers look for it), each on a
line with a comment that says `limits.json: WORD [WORD ...]` (the line's
first integers before the comment, in order, become those words' values:
a key's, a key's plus or minus a number, such as `largest_n+1`, one of the
counts DERIVED names, or for `_` the integer as it is); the README's list of
limits, the one page that states them, between its two markers; and the
learners' programs into the Chinese guide's code blocks, each block the
file its paragraph links to, `(../NAME.cpp)`.

    tools/copies.py --regenerate <command>           writes them
    tools/copies.py --regenerate <command> --check   writes nothing; exit 1
                                                     naming each stale file

Why a script of our own: the copies are constants and whole programs in
files that judges, pupils and pages take alone; no tool writes a JSON value
into a C++ line or a file into a Markdown block.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ left in the tree
# A C++ comment, in Markdown an HTML one (which problem/package.py takes out
# of the statements), or in a shell block a shell comment. Each word names a
# key, a key plus or minus a number (`largest_n+1`), or `_`, an integer of
# the line left as it is.
WORD = r"(?:[a-z_]+(?:[+-]\d+)?|_)"
TAG = re.compile(rf"(?://|<!--|#) limits\.json: ({WORD}(?: {WORD})*)")
TERM = re.compile(r"^([a-z_]+)(?:([+-])(\d+))?$")
# An integer standing alone: not a part of a name (uint64_t), a hex escape
# or another number.
INTEGER = re.compile(r"(?<![\w\\.])\d+(?![\w.])")
MARKERS = ("<!-- the limits, generated from problem/limits.json by: cmake --build "
           "<build folder> --target regenerate -->", "<!-- end of the generated limits -->")


# Counts that prose states and the keys give, each from its one formula.
DERIVED = {
    "judge_tests": lambda f: f["max_n"] - f["min_n"] + 1,  # the package's tests, one an n
    "judge_answer_kib": lambda f: round((f["max_n"] + 1) * (2 ** f["max_n"] + 1) / 1024),
    "states": lambda f: 2 ** f["max_n"],  # at the judge's largest n; `states+1` its lines
    "tries": lambda f: 2 ** (f["max_n"] + 1) - f["max_n"] - 2,  # holes tried there (learners.md)
    "flag_bytes": lambda f: 2 ** f["max_n"] // 8,  # its visited flags, one bit each (max_n >= 3)
}


def limits():
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import limits as reader  # pylint: disable=import-outside-toplevel  (beside this file)
    try:
        return reader.load(ROOT)
    except reader.LimitsError as error:
        sys.exit(f"copies.py: {error}")


def tagged_files():
    """The repository's files that hold a tagged line (git's own list)."""
    listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-z"], capture_output=True,
                            check=False)
    names = listed.stdout.decode().split("\0") if listed.returncode == 0 else []
    if not names or names == [""]:  # not a clone: every file under the tree
        names = [os.path.relpath(os.path.join(folder, name), ROOT)
                 for folder, _, files in os.walk(ROOT) if "/build" not in folder
                 and "/.git" not in folder for name in files]
    found = []
    for name in sorted(n for n in names if n.endswith((".cpp", ".hpp", ".md"))):
        with open(os.path.join(ROOT, name), encoding="utf-8", errors="replace") as f:
            if TAG.search(f.read()):
                found.append(name)
    return found


def with_values(line, values, where):
    """`line` with its first integers before the comment replaced by `values`."""
    comment = TAG.search(line).start()
    code, rest = line[:comment], line[comment:]
    numbers = list(INTEGER.finditer(code))
    if len(numbers) < len(values):
        sys.exit(f"copies.py: {where}: {len(values)} values to write, {len(numbers)} integers")
    old = code
    for match, value in reversed(list(zip(numbers, values))):
        if value is not None:  # `_`: this integer is the line's own
            code = code[:match.start()] + str(value) + code[match.end():]
    if not rest.startswith("//"):
        return code + rest
    # A C++ comment stays in its column, as clang-format aligned it.
    code = code.rstrip()
    return code + " " * max(2, len(old) - len(code)) + rest


def written(name, facts):
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, line in enumerate(lines, 1):
        tag = TAG.search(line)
        if tag:
            words = tag.group(1).split()
            terms = [TERM.match(word) for word in words]
            unknown = [word for word, term in zip(words, terms)
                       if word != "_" and term.group(1) not in facts]
            if unknown:
                sys.exit(f"copies.py: {name}:{number}: no {', '.join(unknown)} in limits.json")
            values = [None if word == "_" else
                      facts[term.group(1)] + (int(term.group(3)) if term.group(2) == "+" else
                                              -int(term.group(3)) if term.group(2) else 0)
                      for word, term in zip(words, terms)]
            lines[number - 1] = with_values(line, values, f"{name}:{number}")
    return "\n".join(lines)


def size(bytes_):
    for unit in ("bytes", "KiB", "MiB", "GiB"):
        if bytes_ < 1024 or unit == "GiB":
            return f"{bytes_:.0f} {unit}" if unit == "bytes" or bytes_ >= 10 else f"{bytes_:.1f} {unit}"
        bytes_ /= 1024
    return ""


def readme_list(facts):
    low, high, largest = facts["min_n"], facts["max_n"], facts["largest_n"]
    output = lambda n: (n + 1) * (2 ** n + 1)
    return (
        f"- `n`: {low} to {high}, the judge's range (a judge's copy of the checker refuses any "
        f"other as `FAIL`); {low} to {largest} for `src/main.cpp` and for `rocks` and `checker` "
        f"at a terminal, since a state is 32 bits. Anything else, on stdin or as the argument, is "
        "refused with one line on stderr and exit status 1, and nothing on stdout.\n"
        f"- The judge's time and memory: {facts['time_limit_seconds']} s and "
        f"{facts['memory_limit_mib']} MiB, in every package.\n"
        f"- Output: (n + 1)(2ⁿ + 1) bytes, {size(output(high))} at `n = {high}` and "
        f"{size(output(largest))} at `n = {largest}`; a failed write is reported (exit 2), never "
        "a silent exit 0.\n"
        f"- Memory: the visited bitmap, 2ⁿ / 8 bytes ({size(2 ** largest / 8)} at "
        f"`n = {largest}`), plus a fixed buffer; if the bitmap cannot be had, the solver says so "
        "and exits 2.\n"
        f"- The checker: 2ⁿ / 8 bytes for the states it has seen, plus a 64 KiB buffer (256 KiB "
        f"in `build/run/checker`). A judge's copy reads at most {facts['output_limit_mib']} MiB "
        "of output and a token at most 32 characters past `n`; the terminal's has no size "
        "limit.\n"
        f"- Every message of the checker is one line of at most {facts['message_limit']} "
        "characters.\n"
        f"- The page plays the search for `n` up to {facts['largest_played']}.\n")


def readme(facts, text):
    start, end = text.find(MARKERS[0]), text.find(MARKERS[1])
    if start < 0 or end < start:
        sys.exit(f"copies.py: README.md lacks its markers {MARKERS[0]} ... {MARKERS[1]}")
    return text[:start + len(MARKERS[0])] + "\n" + readme_list(facts) + text[end:]


GUIDE = "docs/zh-CN/README.md"
LINKED = re.compile(r"\(\.\./([a-z_]+\.cpp)\)")


def guide(text):
    """The guide with each ```cpp block whose paragraph links to a program
    the file it last links to (a block whose paragraph links none is a
    snippet, left as written)."""
    lines = text.split("\n")
    out = []
    number = 0
    while number < len(lines):
        line = lines[number]
        out.append(line)
        number += 1
        if line != "```cpp":
            continue
        before = [l for l in out[:-1] if l.strip()][-1:]
        linked = LINKED.findall(before[0]) if before else []
        if not linked:  # a snippet, written in the guide itself
            continue
        with open(os.path.join(ROOT, "docs", linked[-1]), encoding="utf-8") as f:
            out.extend(f.read().rstrip("\n").split("\n"))
        while number < len(lines) and lines[number] != "```":
            number += 1
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regenerate", required=True,
                        help="the command that regenerates every generated file")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--clang-format", help="formats the C++ files written, as the tree is")
    args = parser.parse_args()
    facts = limits()
    facts.update({word: formula(facts) for word, formula in DERIVED.items()})
    stale = []
    # The programs first: the guide takes them as they are written anew.
    tagged = tagged_files()
    for name in [name for name in tagged if name != GUIDE] + ["README.md", GUIDE]:
        path = os.path.join(ROOT, name)
        with open(path, encoding="utf-8") as f:
            now = f.read()
        wanted = written(name, facts) if name in tagged else now
        wanted = (readme(facts, wanted) if name == "README.md" else guide(wanted) if name == GUIDE
                  else wanted)
        if args.clang_format and name.endswith((".cpp", ".hpp")) and wanted != now:
            # A value of another width moves its comment: clang-format says where.
            wanted = subprocess.run([args.clang_format, f"--assume-filename={path}"],
                                    input=wanted, capture_output=True, text=True,
                                    check=True).stdout
        if wanted != now:
            stale.append(name)
            if not args.check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(wanted)
    if args.check and stale:
        sys.exit(f"copies.py: {', '.join(stale)} not what their sources say: {args.regenerate}")
    for name in stale:
        print(f"copies.py: {name} written anew")


if __name__ == "__main__":
    main()
