#!/usr/bin/env python3
"""The system calls src/checker.cpp's head lists are the ones it makes:
the file built as judges build it (g++ -O2, dynamically linked) is traced
with `strace -f` on calls that reach every way of ending (accepted, wrong,
a missing output, a bad answer, a result file, XML, a pipe), and a program
that does nothing, built the same way with the same library, is traced
for what the dynamic loader and the C runtime's start-up do before main.
The head's list "before main" must be that program's calls, and its own
list the calls the checker makes beyond them, none missing, none extra.

    tests/syscalls.py <strace> <g++> <source folder>
"""
import os
import re
import subprocess
import sys
import tempfile

STRACE, GXX, SOURCE = sys.argv[1:4]
CHECKER = os.path.join(SOURCE, "src", "checker.cpp")
SAMPLES = os.path.join(SOURCE, "samples")

# A program that does nothing with the same library as the checker: what
# runs before main (and after it) is the loader's and the runtime's.
NOTHING = "#include <string>\nint main(int argc, char**) { return std::string(argc, 'x').size() > 9; }\n"


def head_lists():
    """(its own calls, the calls before main) as the head names them."""
    with open(CHECKER, encoding="ascii") as f:
        head = " ".join(line.lstrip("/ ").rstrip() for line in f if line.startswith("//"))
    found = re.search(r"System calls \(.*?\): its own, through stdio and calloc, (.*?); the "
                      r"dynamic loader's and C runtime's before main, (.*?)\. No system header",
                      head)
    if not found:
        sys.exit(f"{CHECKER}: its head names no system calls in the form this test reads")
    return tuple(set(re.findall(r"[a-z_0-9]+", part)) for part in found.groups())


def traced(command, given=None):
    """The names of the system calls `command` makes, its children's too;
    `given` bytes, if any, come on its standard input through a pipe."""
    with tempfile.NamedTemporaryFile(mode="r", suffix=".trace") as trace:
        subprocess.run([STRACE, "-f", "-qq", "-o", trace.name, *command], input=given,
                       stdin=None if given is not None else subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        return {match.group(1) for line in trace
                if (match := re.match(r"^\d+\s+([a-z_0-9]+)\(", line))}


def main():
    own_listed, before_main_listed = head_lists()
    with tempfile.TemporaryDirectory() as folder:
        checker = os.path.join(folder, "checker")
        nothing = os.path.join(folder, "nothing")
        with open(nothing + ".cpp", "w", encoding="ascii") as f:
            f.write(NOTHING)
        for source, program in ((CHECKER, checker), (nothing + ".cpp", nothing)):
            subprocess.run([GXX, "-O2", "-o", program, source], check=True)
        sample = lambda name: os.path.join(SAMPLES, name)
        result = os.path.join(folder, "result")
        calls = [
            [sample("sample-3.in"), sample("sample-3.ans"), sample("sample-3.ans")],
            [sample("sample-3.in"), sample("checker/wa-two-lines-swapped.out"),
             sample("sample-3.ans")],
            [sample("checker/wa-repeated-state.in"), sample("checker/wa-repeated-state.out"),
             sample("sample-3.ans")],
            [sample("sample-3.in"), os.path.join(folder, "missing"), sample("sample-3.ans")],
            [sample("sample-3.in"), sample("sample-3.ans"), sample("small-2.ans")],
            [sample("sample-3.in"), sample("sample-3.ans"), sample("sample-3.ans"), result],
            [sample("sample-3.in"), sample("sample-3.ans"), sample("sample-3.ans"), result,
             "-appes"],
            [sample("sample-3.in")],
        ]
        made = set()
        for arguments in calls:
            made |= traced([checker, *arguments])
        with open(sample("sample-3.ans"), "rb") as output:  # from a pipe
            made |= traced([checker, sample("sample-3.in"), "/dev/stdin", sample("sample-3.ans")],
                           output.read())
        before_main = traced([nothing])
    own = made - before_main
    problems = []
    if before_main_listed != before_main:
        problems.append(f"before main: the head lists {sorted(before_main_listed)}, the loader "
                        f"and runtime make {sorted(before_main)}")
    if not own <= own_listed:
        problems.append(f"calls the checker makes that its head does not list: "
                        f"{sorted(own - own_listed)}")
    if not own_listed <= made:
        problems.append(f"calls the head lists that no trace shows: {sorted(own_listed - made)}")
    for problem in problems:
        print(problem)
    print(f"{len(calls) + 1} calls traced: {len(made)} system calls, {len(own)} beyond the "
          f"loader's {len(before_main)}; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
