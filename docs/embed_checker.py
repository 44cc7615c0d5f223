#!/usr/bin/env python3
"""Builds the page's checker, docs/checker_page.cpp (src/checker.cpp with
src/terminal_checker.cpp's reader and its report to the page), for WebAssembly (clang's wasm32-wasi target, with
Debian's wasi-libc and libc++ for wasm32) and writes it into
docs/checker-wasm.js as base64, for docs/play.html's check mode: the page
judges with the checker itself, offline and from file://.

    docs/embed_checker.py --cxx <clang++> --source <repository> --out <file>
    docs/embed_checker.py --cxx <clang++> --source <repository> --check <file>
    docs/embed_checker.py --source <repository> --check-key <file>
    docs/embed_checker.py [--cxx <clang++>] --source <repository> --refresh <file>

(each with --regenerate <command>, the command that the messages name)

--out builds and writes the file. --check builds the same text and
compares it, byte for byte, with the file (the build is deterministic).
--check-key needs no compiler: the file records a key of what it was built
from (these flags and the two sources with their comments and blank space
taken out), and --check-key compares it with the sources' key now, so that
an edited comment leaves the file current and only a change to the code
calls for a build. --refresh builds only when the key is stale. Each exits
1, with one line naming the command that mends it, when the file is not
current; the compile matrix builds with --out /dev/null, so these flags are
the only ones.
"""
import argparse
import base64
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

# The plain reading path and no exceptions, which wasm32's libc++ is built
# without; small, since the page carries it.
FLAGS = ["--target=wasm32-wasi", "-std=c++17", "-Os", "-fno-exceptions", "-Wall", "-Wextra",
         "-Wpedantic", "-Wshadow", "-Wconversion", "-Werror", "-Wl,--strip-all"]
# What the build reads: the page's file, which includes the terminal's checker, which
# includes the judges' file.
SOURCES = ["docs/checker_page.cpp", "src/checker.cpp", "src/terminal_checker.cpp"]
# The command that regenerates every generated file, as the file says it;
# messages name the one for the build at hand (--regenerate).
MEND = "cmake --build <build folder> --target regenerate"


def page_define(source):
    """The page's report draws the walk for n up to the largest n the page
    plays (problem/limits.json)."""
    with open(os.path.join(source, "problem", "limits.json"), encoding="utf-8") as f:
        return f"-DROCKS_PAGE={json.load(f)['largest_played']}"


# A C++ source as the compiler sees it, for the key: comments out, each run
# of blanks one space, blank lines gone; string and character literals kept.
CODE = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/|[^"\'/]+|/',
                  re.S)


def code_of(text):
    kept = []
    for piece in CODE.findall(text):
        if piece.startswith("//") or piece.startswith("/*"):
            kept.append(" ")
        elif piece[0] in "\"'":
            kept.append(piece)
        else:
            kept.append(re.sub(r"[ \t]+", " ", piece))
    lines = (line.strip() for line in "".join(kept).split("\n"))
    return "\n".join(line for line in lines if line)


def key_of(source):
    digest = hashlib.sha256()
    digest.update(" ".join(FLAGS + [page_define(source)]).encode())
    for name in SOURCES:
        with open(os.path.join(source, name), encoding="utf-8") as f:
            digest.update(f"\n{name}\n{code_of(f.read())}".encode())
    return digest.hexdigest()


def recorded_key(path):
    try:
        with open(path, encoding="ascii") as f:
            found = re.search(r'"sourceKey": "([0-9a-f]{64})"', f.read())
    except FileNotFoundError:
        return None
    return found.group(1) if found else None


def built_text(cxx, source):
    with tempfile.TemporaryDirectory() as scratch:
        module = os.path.join(scratch, "checker.wasm")
        done = subprocess.run([cxx, *FLAGS, page_define(source), "-o", module,
                               os.path.join(source, SOURCES[0])], capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"embed_checker.py: the WebAssembly build failed:\n{done.stderr}")
        with open(module, "rb") as f:
            encoded = base64.b64encode(f.read()).decode("ascii")
    lines = [encoded[i:i + 100] for i in range(0, len(encoded), 100)]
    return ("// docs/checker_page.cpp (src/checker.cpp, the terminal's reader, a report to the page)\n"
            "// built for WebAssembly (wasm32-wasi) by docs/embed_checker.py, for\n"
            f"// docs/play.html's check mode. Do not edit: {MEND}\n"
            "const ROCKS_CHECKER = {\n"
            f"\"sourceKey\": \"{key_of(source)}\",\n"
            "\"wasm\": \"\" +\n"
            + " +\n".join(f"\"{line}\"" for line in lines) + "\n};\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cxx")
    parser.add_argument("--source", required=True)
    parser.add_argument("--regenerate", default=MEND,
                        help="the command that regenerates every generated file, for messages")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--out")
    where.add_argument("--check")
    where.add_argument("--check-key")
    where.add_argument("--refresh")
    options = parser.parse_args()
    if options.check_key:
        if recorded_key(options.check_key) != key_of(options.source):
            sys.exit(f"embed_checker.py: {options.check_key} was built from other code than "
                     f"{' and '.join(SOURCES)} hold now: {options.regenerate}")
        return
    if options.refresh and recorded_key(options.refresh) == key_of(options.source):
        print(f"embed_checker.py: {options.refresh} is current")
        return
    if not options.cxx:
        sys.exit(f"embed_checker.py: {options.refresh or options.out or options.check} needs a "
                 "build, which needs clang++ with the wasm32-wasi libraries "
                 "(tools/test-tools.txt lists them; tools/install-test-tools installs them)")
    text = built_text(options.cxx, options.source)
    if options.check:
        with open(options.check, encoding="ascii") as f:
            if f.read() != text:
                sys.exit(f"embed_checker.py: {options.check} is not what {SOURCES[0]} builds "
                         f"now: {options.regenerate}")
        return
    target = options.out or options.refresh
    with open(target, "w", encoding="ascii") as f:
        f.write(text)
    if options.refresh:
        print(f"embed_checker.py: {target} built anew")


if __name__ == "__main__":
    main()
