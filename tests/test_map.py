#!/usr/bin/env python3
"""docs/developers.md's map of the tests agrees with what ctest runs: every
group of tests this build registers (a GoogleTest suite, such as
`SolverTest`, or a tool test's name, such as `docs/generated`, or a family
of them, such as `compile/...`) is named in the page's "## The tests"
section, and every test-like name the section gives is a group of this
build or of another preset the section names it in (`fuzz/...`,
`bench/refuses-sanitized`).

    tests/test_map.py <ctest> <build folder> <source folder>
"""
import json
import os
import re
import subprocess
import sys

CTEST, BUILD, SOURCE = sys.argv[1:4]
PAGE = os.path.join(SOURCE, "docs", "developers.md")
# Families named by their first word and "/...": one line of the map each.
FAMILIES = ("compile", "lint")
# Tests of the other presets, which this build does not register.
ELSEWHERE = {"fuzz/...", "fuzz/solver_input", "fuzz/checker_output", "bench/refuses-sanitized"}


def group(name):
    first = re.split(r"[./]", name, maxsplit=1)[0]
    if first in FAMILIES:
        return first + "/..."
    if re.match(r"^[A-Z]\w*$", first):  # a GoogleTest suite, or its instantiation's prefix
        return first
    return name


def main():
    listing = subprocess.run([CTEST, "--show-only=json-v1", "--test-dir", BUILD],
                             capture_output=True, text=True, check=True)
    groups = {group(test["name"]) for test in json.loads(listing.stdout)["tests"]}
    with open(PAGE, encoding="utf-8") as f:
        page = f.read()
    section = page[page.index("## The tests"):]
    section = section[:section.find("\n## ", 1)] if "\n## " in section[1:] else section
    named = set(re.findall(r"`([A-Za-z][\w-]*(?:/[\w.+-]+)*(?:/\.\.\.)?)`", section))
    # A name with a slash is a test's, unless it is a file of the repository
    # (`bench/run`) or of a build (`build/mutation/...tsv`).
    test_like = {name for name in named
                 if re.match(r"^[A-Z]\w*(Test|Listing|Folder|Report)$", name) or
                 ("/" in name and name.split("/")[0] in
                  {"compile", "lint", "docs", "checker", "solver", "problem", "readme", "bench",
                   "build", "fuzz"} and not os.path.exists(os.path.join(SOURCE, name)) and
                  not (name.startswith("build/") and "." in name))}
    problems = [f"{PAGE}: no line of \"## The tests\" names `{name}`, a group of tests this "
                "build registers" for name in sorted(groups - named)]
    problems += [f"{PAGE}: `{name}` is named in \"## The tests\", but no test of this build is "
                 "of it" for name in sorted(test_like - groups - ELSEWHERE)]
    for problem in problems:
        print(problem)
    print(f"{len(groups)} groups of tests registered, {len(test_like)} named; "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
