#!/usr/bin/env python3
"""Runs the shell commands of the README and of every page under docs/ as a
reader would, from the repository root of a fresh copy: the README's run
command (its one line starting `cmake --preset run`), then every ```sh
block with POSIX sh and every ```bash block with bash, each page in turn,
each block with -e (a block shown word for word on a page before runs once);
a ```bat block, the same commands for Windows' cmd, must be
the sh block before it written for cmd (`if not exist D mkdir D` for
`mkdir -p D`, backslashes, `.exe`), so that running the sh block runs
its commands too. The copy's
build/release is the tested build, so the commands use the binaries under
test. Then every command a page shows inline, in a code span, that no
block holds: a span that starts with a path into the repository
(`build/...`, `bench/...`) or with `cmake`, `ctest`, `g++`, `clang++`,
`mkdir`, `ulimit`, `git` or `python3`, followed by its arguments, runs with
sh -e too. Not run: the README's core line and the parts of its test
command (the test command runs this and the core suite; CI runs it), `apt-get` (it needs root and the network, and the pages list
it as what to install first), and the usage forms `rocks ...` and
`checker ...`, which the pages give with placeholders. Afterwards
`git status --porcelain` must be empty: what the commands write goes under
build/ (ignored) or nowhere. Every `g++` or `clang++` line of a block on a
pupil's page (the two guides, docs/contestants.md) asks for -std=c++11,
which Dev-C++ 5.11's GCC 4.9 needs; the compile/ tests build each program
that way, warnings as errors.

    tests/readme_commands.py <source-dir> <release-build-dir>
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SHELLS = {"sh": "sh", "bash": "bash"}
# The pages of pupils, whose compilers may be old.
PUPILS_PAGES = {"docs/learners.md", "docs/zh-CN/README.md", "docs/contestants.md"}


def pages(root):
    docs = sorted(glob.glob(os.path.join(root, "docs", "**", "*.md"), recursive=True))
    return [os.path.join(root, "README.md")] + docs


def blocks(page):
    """The page's shell blocks in order, as (shell, commands)."""
    text = open(page, encoding="utf-8").read()
    return [(SHELLS[fence], body) for fence, body in
            re.findall(r"^```(sh|bash)\n(.*?)^```$", text, flags=re.S | re.M)]


def cmd_twins(page):
    """Each ```bat block of the page that is not the sh block before it
    written for cmd, as (bat block, what it reads as in sh, the sh block)."""
    text = open(page, encoding="utf-8").read()
    wrong = []
    for match in re.finditer(r"^```bat\n(.*?)^```$", text, flags=re.S | re.M):
        before = re.findall(r"^```sh\n(.*?)^```$", text[:match.start()], flags=re.S | re.M)
        as_sh = re.sub(r"^if not exist (\S+) mkdir \1$", r"mkdir -p \1", match.group(1),
                       flags=re.M).replace("\\", "/").replace(".exe", "")
        if not before or before[-1] != as_sh:
            wrong.append((match.group(1), as_sh, before[-1] if before else "(none)"))
    return wrong


INLINE_COMMAND = re.compile(
    r"^(build/|bench/|cmake |ctest |g\+\+ |clang\+\+ |mkdir |ulimit |git |python3 )\S")


def inline_commands(page):
    """The commands the page shows in code spans, outside its blocks."""
    text = re.sub(r"^ *```.*?^ *```$", "", open(page, encoding="utf-8").read(),
                  flags=re.S | re.M)
    return [span for span in re.findall(r"`([^`\n]+)`", text.replace("\n", " "))
            if INLINE_COMMAND.match(span) and " " in span]


def git(copy, *arguments):
    return subprocess.run(["git", "-c", "user.name=readme", "-c", "user.email=readme@test",
                           *arguments], cwd=copy, check=True, capture_output=True, text=True)


def the_line(page, start):
    """The one line of `page` that starts with `start`, stripped."""
    found = [line.strip() for line in open(page, encoding="utf-8").read().splitlines()
             if line.startswith(start)]
    if len(found) != 1:
        raise SystemExit(f"{page}: expected one line starting {start!r}, found {len(found)}")
    return found[0]


def main():
    source, release = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory(prefix="rocks-readme-") as scratch:
        copy = os.path.join(scratch, "rocks")
        shutil.copytree(source, copy, ignore=shutil.ignore_patterns("build", ".git"))
        return run_in(copy, release)


def run_in(copy, release):
    """Runs every command in `copy`, a fresh copy of the sources (made a git
    repository here, with `release` as its build/release); prints what
    failed, or what ran. 0 when all ran and left the tree clean, else 1."""
    git(copy, "init", "-q")
    git(copy, "add", "-A")
    git(copy, "commit", "-q", "-m", "fresh copy")
    os.makedirs(os.path.join(copy, "build"))
    os.symlink(release, os.path.join(copy, "build", "release"))
    readme = os.path.join(copy, "README.md")
    run_command = the_line(readme, "    cmake --preset run")
    commands = [("README.md", "sh", run_command)]
    # .ci/run finds the test command the same way.
    test_command = the_line(readme, "    tools/install-test-tools && ").split(" && ")
    test_command += the_line(readme, "    cmake -B build/core ").split(" && ")
    # A block that a page before already shows, word for word (the
    # guides in both languages show the same commands), runs once.
    seen = set()
    for page in pages(copy):
        for shell, body in blocks(page):
            if (shell, body) not in seen:
                seen.add((shell, body))
                commands.append((os.path.relpath(page, copy), shell, body))
    # A span that a block already runs, spaced as it may be, runs once.
    spaced = lambda text: " ".join(text.split())
    in_blocks = spaced("\n".join(block for _, _, block in commands))
    for page in pages(copy):
        commands += [(os.path.relpath(page, copy) + " (inline)", "sh", span)
                     for span in inline_commands(page)
                     if spaced(span) not in in_blocks and span not in test_command]
    # A pupil's compiler may be GCC 4.9 (Dev-C++ 5.11), C++98 unless told:
    # every compile line a learner or a contestant is shown asks for C++11.
    for page in pages(copy):
        if os.path.relpath(page, copy) not in PUPILS_PAGES:
            continue
        text = open(page, encoding="utf-8").read()
        for body in re.findall(r"^```(?:sh|bash|bat)\n(.*?)^```$", text, flags=re.S | re.M):
            for line in body.splitlines():
                if re.match(r"^(g\+\+|clang\+\+) ", line) and "-std=c++11" not in line:
                    print(f"{os.path.relpath(page, copy)}: a compile line without -std=c++11, "
                          f"which GCC 4.9 (Dev-C++ 5.11) needs: {line}")
                    return 1
    for page in pages(copy):
        for bat, as_sh, sh in cmd_twins(page):
            print(f"{os.path.relpath(page, copy)}: a bat block is not the sh block before "
                  f"it:\n{bat}\nreads in sh as\n{as_sh}\nthe sh block:\n{sh}")
            return 1
    took = []
    for page, shell, block in commands:
        started = time.monotonic()
        done = subprocess.run([shell, "-e", "-c", block], cwd=copy, capture_output=True,
                              text=True, timeout=300)
        if done.returncode != 0:
            print(f"{page}: a {shell} block failed with status {done.returncode}:\n{block}\n"
                  f"stdout:\n{done.stdout[-2000:]}\nstderr:\n{done.stderr[-2000:]}")
            return 1
        took.append((time.monotonic() - started, page, block.splitlines()[0]))
    left = git(copy, "status", "--porcelain").stdout
    if left:
        print(f"the commands left files outside build/ (git status --porcelain):\n{left}")
        return 1
    print(f"{len(commands)} command blocks and inline commands from {len(pages(copy))} "
          f"pages ran, all with "
          f"status 0, and left the tree clean; the slowest:")
    for seconds, page, first in sorted(took, reverse=True)[:5]:
        print(f"  {seconds:6.1f} s  {page}: {first}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
