#!/usr/bin/env python3
"""Runs the README's commands as a reader would, from the repository root of
a fresh copy: the run command on its first lines, then every ```sh block in
order, each with bash -e. The copy's build/release is the tested build, so
the commands use the binaries under test. The README's test command is not
run here (it runs this); CI runs it.

    tests/readme_commands.py <source-dir> <release-build-dir>
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile


def commands(readme):
    text = open(readme).read()
    run_command = next(line.strip() for line in text.splitlines()
                       if line.startswith("    cmake --preset run"))
    blocks = re.findall(r"^```sh\n(.*?)^```$", text, flags=re.S | re.M)
    return [run_command] + blocks


def main():
    source, release = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory(prefix="rocks-readme-") as scratch:
        copy = os.path.join(scratch, "rocks")
        shutil.copytree(source, copy, ignore=shutil.ignore_patterns("build", ".git"))
        os.makedirs(os.path.join(copy, "build"))
        os.symlink(release, os.path.join(copy, "build", "release"))
        blocks = commands(os.path.join(copy, "README.md"))
        for number, block in enumerate(blocks, 1):
            done = subprocess.run(["bash", "-e", "-c", block], cwd=copy, capture_output=True,
                                  text=True, timeout=300)
            if done.returncode != 0:
                print(f"README command {number} failed with status {done.returncode}:\n{block}\n"
                      f"stdout:\n{done.stdout[-2000:]}\nstderr:\n{done.stderr[-2000:]}")
                return 1
        print(f"{len(blocks)} README command blocks ran, all with status 0")
    return 0


if __name__ == "__main__":
    sys.exit(main())
