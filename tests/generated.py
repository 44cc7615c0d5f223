#!/usr/bin/env python3
"""Every generated file is what regenerating it writes now: one check over
all of them. The repository's tracked files are copied aside,
tools/regenerate.py runs on the copy (the page's checker built for
WebAssembly and the guides rendered afresh, whatever their keys say), and
any file the copy then holds otherwise is stale: the message names them
and the command that mends them.

    tests/generated.py <source> <c++> <clang++> <pandoc> <git> <command>
"""
import os
import shutil
import subprocess
import sys
import tempfile

SOURCE, CXX, CLANG, PANDOC, GIT, COMMAND = sys.argv[1:7]


def tracked(source):
    listed = subprocess.run([GIT, "-C", source, "ls-files", "-z"], capture_output=True,
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
        # Built afresh, not taken on their keys: the keys are what is checked.
        for key_holder in ("docs/checker-wasm.js", "docs/learners.html", "docs/zh-CN/README.html"):
            path = os.path.join(copy, key_holder)
            if os.path.exists(path):
                os.remove(path)
        done = subprocess.run([sys.executable, os.path.join(copy, "tools", "regenerate.py"),
                               "--cxx", CXX, "--clang", CLANG, "--pandoc", PANDOC,
                               "--regenerate", COMMAND], capture_output=True, text=True)
        if done.returncode != 0:
            print(f"tools/regenerate.py failed: {done.stdout.strip()} {done.stderr.strip()}")
            return 1
        stale = [name for name in before if written(os.path.join(copy, name)) != before[name]]
        removed = {name for name in stale if not os.path.exists(os.path.join(copy, name))}
        made = [os.path.relpath(os.path.join(folder, name), copy)
                for folder, _, files in os.walk(copy) for name in files
                if os.path.relpath(os.path.join(folder, name), copy) not in set(names)
                and "__pycache__" not in folder]
    for name in stale:
        print(f"{name}: regenerating removes it; mend: {COMMAND}, then git rm {name}"
              if name in removed else f"{name}: not what regenerating it writes now; mend: {COMMAND}")
    for name in made:
        print(f"{name}: written by regenerating, and not in the repository" +
              (f"; add it: git add {name}" if os.path.exists(os.path.join(SOURCE, name)) else
               f"; mend: {COMMAND}, then git add {name}"))
    print(f"{len(names)} files, {len(stale) + len(made)} stale")
    return 1 if stale or made else 0


if __name__ == "__main__":
    sys.exit(main())
