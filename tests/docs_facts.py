#!/usr/bin/env python3
"""The facts the pages write out by hand are the facts as they are defined:
the limits, from problem/limits.json (where the programs' own copies are
held to them by static_asserts in the tests); the exit statuses, from
`rocks --help`, which builds its text from the solver's constants; the
message limit, from `checker --help` too. Each page's sentence that states
one is listed below, with the fact in its place; a sentence changed or a
fact changed fails here, naming the page and the sentence to mend.

    tests/docs_facts.py <source folder> <built rocks> <built checker>
"""
import json
import os
import re
import subprocess
import sys

SOURCE, ROCKS, CHECKER = sys.argv[1:4]

# (page, what it must say), each {name} a fact of problem/limits.json.
STATED = [
    ("README.md", "`n` up to {largest_n} at a terminal"),
    ("README.md", "- `n`: {min_n} to {largest_n} (the judge's range is {min_n} to {max_n})."),
    ("README.md", "one line of at most {message_limit} characters"),
    ("docs/contestants.md", "`{min_n} <= n <= {largest_n}` (the judge's range is"),
    ("docs/long-codes.md", "`rocks` goes up to `n = {largest_n}`"),
    ("docs/setters.md", "the input is not one integer in {min_n}..{max_n}"),
    ("docs/setters.md", "one line of at most {message_limit} characters"),
]
# Wherever a page promises a message's length, it is the limit.
PROMISES = re.compile(r"one line of at most (\d+)\s+characters")


def pages():
    names = ["README.md"]
    for folder in ("docs", "docs/zh-CN"):
        names += sorted(os.path.join(folder, name)
                        for name in os.listdir(os.path.join(SOURCE, folder)) if name.endswith(".md"))
    return names


def read(name):
    with open(os.path.join(SOURCE, name), encoding="utf-8") as f:
        return " ".join(f.read().split())  # a sentence may break across lines


def help_text(program):
    return subprocess.run([program, "--help"], capture_output=True, text=True, check=True).stdout


def main():
    with open(os.path.join(SOURCE, "problem", "limits.json"), encoding="utf-8") as f:
        facts = json.load(f)
    failures = []
    for name, sentence in STATED:
        wanted = sentence.format(**facts)
        if wanted not in read(name):
            failures.append(f"{name}: does not say \"{wanted}\" (tests/docs_facts.py)")
    for name in pages():
        for promise in PROMISES.findall(read(name)):
            if int(promise) != facts["message_limit"]:
                failures.append(f"{name}: promises messages of at most {promise} characters; "
                                f"the limit is {facts['message_limit']}")
    checker_limit = re.search(r"one line of at most (\d+) characters", help_text(CHECKER))
    if not checker_limit or int(checker_limit.group(1)) != facts["message_limit"]:
        failures.append("checker --help does not state the message limit of problem/limits.json")
    # Each exit status `rocks --help` lists is a row of the terminal's table.
    statuses = re.findall(r"^  (\d+(?:, \d+)*)  ", help_text(ROCKS), re.M)
    with open(os.path.join(SOURCE, "docs", "long-codes.md"), encoding="utf-8") as f:
        rows = re.findall(r"^\| (\d+(?:, \d+)*) \|", f.read(), re.M)
    for status in statuses:
        if status not in rows:
            failures.append(f"docs/long-codes.md: no row for exit status {status}, which "
                            "rocks --help lists")
    if not statuses:
        failures.append("rocks --help lists no exit status: the pattern no longer matches")
    for failure in failures:
        print(failure)
    print(f"{len(STATED)} sentences, {len(statuses)} exit statuses, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
