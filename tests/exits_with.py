#!/usr/bin/env python3
"""Runs a command and holds it to how a refusal looks: the exit status
given, nothing on stdout, and stderr matching the regular expression
given (re.fullmatch, so one line means one line). For the scripts' own
refusals (bench/run's), which GoogleTest's suites do not run.

usage: exits_with.py STATUS STDERR_REGEX COMMAND [ARGUMENT...]
"""
import re
import subprocess
import sys


def main():
    status, pattern, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    problems = []
    if done.returncode != status:
        problems.append(f"exit status {done.returncode}, not {status}")
    if done.stdout:
        problems.append(f"stdout {done.stdout[:200]!r}, not nothing")
    if not re.fullmatch(pattern, done.stderr):
        problems.append(f"stderr {done.stderr[:300]!r} does not match {pattern!r}")
    for problem in problems:
        print(f"{' '.join(command)}: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
