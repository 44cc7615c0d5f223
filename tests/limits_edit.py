#!/usr/bin/env python3
"""A limit is one edit and one command: in a copy of the tree,
problem/limits.json's judge's range, largest n and message limit are
changed, the regenerate command is run, and the programs built from the
copy then follow the new values: the single files' own copies carry them
(the suites' static_asserts compile and hold), n above the new largest is
refused by the solvers and above the judge's range by the judges'
checker, and a message is cut at the new limit. (That regenerating
changes nothing more is docs/generated's, on the tree as it is.)

    tests/limits_edit.py <source> <cmake> <python3> <clang++> <pandoc>
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

SOURCE, CMAKE, PYTHON, CLANG, PANDOC = sys.argv[1:6]
NEW = {"max_n": 12, "largest_n": 26, "message_limit": 150}
failures = []


def run(*command, given=None, folder=None):
    return subprocess.run(command, input=given, capture_output=True, text=True, cwd=folder)


def expect(what, ok):
    print(f"{'ok  ' if ok else 'FAIL'} {what}")
    if not ok:
        failures.append(what)


def main():
    with tempfile.TemporaryDirectory() as copy:
        listed = run("git", "-C", SOURCE, "ls-files").stdout.split()
        for name in listed:
            if os.path.isfile(os.path.join(SOURCE, name)):
                os.makedirs(os.path.dirname(os.path.join(copy, name)), exist_ok=True)
                shutil.copy2(os.path.join(SOURCE, name), os.path.join(copy, name))
        limits_path = os.path.join(copy, "problem", "limits.json")
        with open(limits_path, encoding="utf-8") as f:
            limits = json.load(f)
        limits.update(NEW)
        with open(limits_path, "w", encoding="utf-8") as f:
            json.dump(limits, f, indent=2)
        build = os.path.join(copy, "build")
        # Unoptimized, without debug information (None): what is checked here
        # is which values are in force.
        for step in ([CMAKE, "-S", copy, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=None",
                      "-DROCKS_STATIC=OFF"],
                     [CMAKE, "--build", build, "--target", "regenerate"],
                     [CMAKE, "--build", build, "--target", "rocks", "checker", "judges_rocks",
                      "judges_checker", "search_test", "checker_test"]):
            done = run(*step)
            if done.returncode != 0:
                print(f"FAIL {' '.join(step)}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
                return 1
        big, largest, judged = NEW["largest_n"] + 1, NEW["largest_n"], NEW["max_n"]
        program = lambda name: os.path.join(build, name)
        for solver in ("judges_rocks", "rocks"):
            refused = run(program(solver), given=f"{big}\n")
            expect(f"{solver} refuses n = {big}",
                   refused.returncode == 1 and refused.stdout == "" and
                   f"1 <= n <= {largest}" in refused.stderr)
            expect(f"{solver} answers n = 3", run(program(solver), given="3\n").returncode == 0)
        with open(os.path.join(copy, "in"), "w") as f:
            f.write(f"{judged + 1}\n")
        answer = os.path.join(copy, "samples", "sample-3.ans")
        beyond = run(program("judges_checker"), os.path.join(copy, "in"), answer, answer)
        expect(f"the judges' checker refuses n = {judged + 1}",
               beyond.returncode == 3 and f"1 <= n <= {judged}," in beyond.stderr)
        with open(os.path.join(copy, "long"), "w") as f:
            f.write("X" * 200 + "\n")
        cut = run(program("judges_checker"), os.path.join(copy, "samples", "sample-3.in"), answer,
                  os.path.join(copy, "long"))
        line = cut.stderr.rstrip("\n")
        expect(f"a message cut at {NEW['message_limit']} characters: {line!r}",
               len(line) == NEW["message_limit"] and line.endswith("..."))
        for page in ("docs/learners.md", "docs/zh-CN/README.md", "problem/statement/en.md"):
            with open(os.path.join(copy, page), encoding="utf-8") as f:
                expect(f"{page} states the new range",
                       f"$1 \\le n \\le {judged}$" in f.read())
        for suite in ("search_test", "checker_test"):
            done = run(os.path.join(build, "tests", suite),
                       "--gtest_filter=SearchTest.*:CheckerTest.MessagesWithinTheLimit:"
                       "CheckerTest.HelpListsEveryJudgesCall:CheckerBruteForce*")
            expect(f"{suite}, built with its static_asserts on the new limits, passes",
                   done.returncode == 0)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
