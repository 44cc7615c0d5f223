#!/usr/bin/env python3
"""Every generated file is what regenerating it writes now: one check over
all of them. The repository's tracked files are copied aside, every
generator of the regenerate target runs on the copy, in the target's order
(the learners' pictures, traces and play-data.js from docs/draw.cpp; the
judges' table and list; the copies of problem/limits.json's values and of
the learners' programs; the page's checker, built afresh for WebAssembly;
the guides rendered to HTML afresh), and any file the copy then holds
otherwise is stale: the message names them and the command that mends
them.

    tests/generated.py <source> <draw> <checker> <clang++> <pandoc> <python3> <command>
"""
import os
import shutil
import subprocess
import sys
import tempfile

SOURCE, DRAW, CHECKER, CLANG, PANDOC, PYTHON, COMMAND = sys.argv[1:8]


def tracked(source):
    listed = subprocess.run(["git", "-C", source, "ls-files", "-z"], capture_output=True,
                            check=False)
    if listed.returncode == 0 and listed.stdout:
        return [name for name in listed.stdout.decode().split("\0") if name]
    return [os.path.relpath(os.path.join(folder, name), source)
            for folder, folders, files in os.walk(source)
            for name in files if not os.path.relpath(folder, source).startswith(("build", ".git"))]


def written(path):
    if not os.path.isfile(path):
        return None
    with open(path, "rb") as file:
        return file.read()


def main():
    names = tracked(SOURCE)
    before = {}  # each file as copied, so that an edit made meanwhile is no verdict
    with tempfile.TemporaryDirectory() as copy:
        for name in names:
            if os.path.isfile(os.path.join(SOURCE, name)):
                os.makedirs(os.path.dirname(os.path.join(copy, name)), exist_ok=True)
                with open(os.path.join(SOURCE, name), "rb") as original:
                    before[name] = original.read()
                with open(os.path.join(copy, name), "wb") as copied:
                    copied.write(before[name])
                shutil.copymode(os.path.join(SOURCE, name), os.path.join(copy, name))
        steps = [
            [DRAW, os.path.join(copy, "docs")],
            [PYTHON, os.path.join(copy, "problem", "judges_docs.py"), CHECKER,
             "--regenerate", COMMAND],
            [PYTHON, os.path.join(copy, "tools", "copies.py"), "--regenerate", COMMAND],
            [PYTHON, os.path.join(copy, "docs", "embed_checker.py"), "--cxx", CLANG, "--source",
             copy, "--out", os.path.join(copy, "docs", "checker-wasm.js")],
            [PYTHON, os.path.join(copy, "docs", "render_guides.py"), "--pandoc", PANDOC,
             "--source", copy, "--out"],
        ]
        for step in steps:
            done = subprocess.run(step, capture_output=True, text=True)
            if done.returncode != 0:
                print(f"{' '.join(step)} failed: {done.stdout.strip()} {done.stderr.strip()}")
                return 1
        stale = [name for name in before if written(os.path.join(copy, name)) != before[name]]
        made = [os.path.relpath(os.path.join(folder, name), copy)
                for folder, _, files in os.walk(copy) for name in files
                if os.path.relpath(os.path.join(folder, name), copy) not in set(names)]
    for name in stale:
        print(f"{name}: not what regenerating it writes now")
    for name in made:
        print(f"{name}: written by regenerating, and not in the repository")
    print(f"{len(names)} files, {len(stale) + len(made)} stale" +
          (f": {COMMAND}" if stale or made else ""))
    return 1 if stale or made else 0


if __name__ == "__main__":
    sys.exit(main())
