#!/usr/bin/env python3
"""One mutant of docs/play.js against the page's Chromium tests, for
`tools/mutate-page --browser`. Stryker's command runner runs this in its
sandbox, whose docs/play.js holds every mutant at once and turns one on by
the environment variable __STRYKER_ACTIVE_MUTANT__. A page in Chromium
cannot read the environment, so this copies the sandbox's docs/ (beside
links to the rest of the sandbox: its tests, samples and problem) and
sets the mutant in the copy's play-data.js, the page's first script. It
then runs ctest's docs/play and docs/check-page on the copy, the one that
killed the last mutant first and the other only if that one passes, with
the commands ctest holds in the build ROCKS_MUTATE_BUILD names, each told
to end at its first failure. Status 0 when both pass (the mutant
survived), 1 when one fails, whose last lines are printed for Stryker's
report and, with the mutant's id, added to the file ROCKS_MUTATE_LOG
names. Without the variable (Stryker's first run) no mutant is on and
both tests must pass.

usage: play_mutant.py   (in Stryker's sandbox; ROCKS_MUTATE_BUILD set)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

TESTS = ("docs/play", "docs/check-page")


def main():
    build = os.environ["ROCKS_MUTATE_BUILD"]
    shown = subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1",
                            "-R", "^(" + "|".join(TESTS) + ")$"],
                           capture_output=True, text=True, check=True).stdout
    commands = {test["name"]: test["command"] for test in json.loads(shown)["tests"]}
    if sorted(commands) != sorted(TESTS):
        sys.exit(f"play_mutant.py: {build} has {sorted(commands)}, not {list(TESTS)}")
    with open(os.path.join(build, "CMakeCache.txt"), encoding="utf-8") as cache:
        source = next(line.split("=", 1)[1].strip() for line in cache
                      if line.startswith("CMAKE_HOME_DIRECTORY:"))
    mutant = os.environ.get("__STRYKER_ACTIVE_MUTANT__")
    with tempfile.TemporaryDirectory(prefix="rocks-mutant-") as folder:
        for entry in os.listdir("."):  # the sandbox's tree, its docs/ a copy of its own
            if entry != "docs":
                os.symlink(os.path.abspath(entry), os.path.join(folder, entry))
        docs = os.path.join(folder, "docs")
        shutil.copytree("docs", docs)
        if mutant is not None:
            with open(os.path.join(docs, "play-data.js"), "a", encoding="utf-8") as data:
                data.write(f"\nglobalThis.__stryker__ = {{ activeMutant: {json.dumps(mutant)} }};\n")
        for name in sorted(TESTS, key=lambda name: name != last_killer()):
            command = [os.path.join(folder, os.path.relpath(arg, source))
                       if arg.startswith(source + os.sep) and not arg.startswith(build + os.sep)
                       else arg for arg in commands[name]]  # the sandbox's tests, samples, docs
            run = subprocess.run(command, cwd=folder, capture_output=True, text=True, check=False,
                                 env={**os.environ, "ROCKS_FIRST_FAILURE_ENDS": "1"})
            if run.returncode != 0:
                said = (run.stdout + run.stderr).strip().splitlines()
                return verdict(mutant, f"killed: {name} failed ({run.returncode}): " + " / ".join(said[-3:]))
    return verdict(mutant, "survived")


def last_killer():
    """The test that killed the last mutant, run first: Stryker takes the
    mutants in the file's order, and neighbours mostly fall to the same
    test (check mode's code to docs/check-page, the player's to docs/play)."""
    try:
        with open(os.environ["ROCKS_MUTATE_LOG"] + ".first", encoding="utf-8") as first:
            return first.read()
    except (KeyError, OSError):
        return TESTS[0]


def verdict(mutant, what):
    """Prints what became of the mutant, and adds it to ROCKS_MUTATE_LOG
    when set (one line a mutant: the run's progress, readable before it
    ends); 0 if it survived."""
    print(what)
    if mutant is not None and os.environ.get("ROCKS_MUTATE_LOG"):
        with open(os.environ["ROCKS_MUTATE_LOG"], "a", encoding="utf-8") as log:
            log.write(f"{mutant}\t{what}\n")
        killer = what.split(" ")[1] if what.startswith("killed: ") else None
        if killer in TESTS:
            with open(os.environ["ROCKS_MUTATE_LOG"] + ".first", "w", encoding="utf-8") as first:
                first.write(killer)
    return 0 if what == "survived" else 1


if __name__ == "__main__":
    sys.exit(main())
