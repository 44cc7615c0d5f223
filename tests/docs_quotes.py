#!/usr/bin/env python3
"""Every program output that the README, docs/ and problem/statement/ quote,
in English or Chinese, inline or in a block, is what the real programs print.

A quote is a code span or a line of a fenced block that reads like the
checker's or the solver's output (`ok ...`, `wrong answer ...`,
`wrong output format ...`, `FAIL ...`, a Kattis message such as
`line 1: ...`, `rocks: ...`). Each must equal a line that one of the runs
below prints; a quote ending in `...` must begin one. The runs build their
own inputs, call the built programs and take what they print; nothing
expected is written here. A quote that no run prints fails, with its page
and line.

usage: docs_quotes.py SOURCE_DIR ROCKS CHECKER JUDGES_ROCKS
"""
import fcntl
import os
import pty
import re
import select
import signal
import subprocess
import sys
import tempfile
import termios
import threading
import time

SOURCE, ROCKS, CHECKER, JUDGES_ROCKS = sys.argv[1:5]
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(SOURCE, "tools"))
import limits  # noqa: E402  (tools/limits.py: problem/limits.json's reader)

# The largest n, whose runs last long enough to be stopped; one past it.
LARGEST = str(limits.load(SOURCE)["largest_n"])
PAST_LARGEST = str(int(LARGEST) + 1)

QUOTE = re.compile(
    r"^(ok \d|ok \.\.\.|wrong answer |wrong output format |FAIL |input: |lines? \d|rocks: )")
VERDICT_WORDS = ("ok ", "wrong answer ", "wrong output format ", "FAIL ")


def pages():
    names = ["README.md"]
    for folder in ("docs", "docs/zh-CN", "problem/statement"):
        names += sorted(os.path.join(folder, name)
                        for name in os.listdir(os.path.join(SOURCE, folder))
                        if name.endswith(".md"))
    return names


def quotes(name):
    """(line number, quote) for every output-like code span or block line."""
    found = []
    fenced = False
    with open(os.path.join(SOURCE, name), encoding="utf-8") as page:
        for number, line in enumerate(page, 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            candidates = [line.strip()] if fenced else re.findall(r"`([^`]+)`", line)
            found += [(number, text) for text in candidates if QUOTE.match(text)]
    return found


def checker_lines(judge_input, output):
    """The checker's testlib line on `output`, and its Kattis message."""
    with tempfile.TemporaryDirectory() as folder:
        paths = {}
        for kind, text in (("in", judge_input), ("out", output)):
            paths[kind] = os.path.join(folder, kind)
            with open(paths[kind], "w", encoding="ascii") as file:
                file.write(text)
        run = subprocess.run([CHECKER, paths["in"], paths["out"]],
                             capture_output=True, text=True, check=False)
        line = run.stderr.rstrip("\n")
        message = next((line[len(word):] for word in VERDICT_WORDS if line.startswith(word)),
                       line)
        return [line, message]


def solver_stderr(arguments, stdin_text="", stdout=subprocess.DEVNULL, solver=None):
    run = subprocess.run([solver or ROCKS] + arguments, input=stdin_text.encode(), stdout=stdout,
                         stderr=subprocess.PIPE, check=False)
    return [run.stderr.decode().rstrip("\n")]


def walk(*lines):
    return "".join(line + "\n" for line in lines)


# write(2)'s number, which /proc/PID/syscall starts with while a process waits in it.
SYS_WRITE = {"x86_64": 1, "aarch64": 64, "riscv64": 64, "i686": 4, "armv7l": 4}[os.uname().machine]


def waits_in_write(pid):
    with open(f"/proc/{pid}/syscall", encoding="ascii") as call:
        return call.read().split(" ", 1)[0] == str(SYS_WRITE)


def interrupted_at_a_full_pipe():
    """`rocks LARGEST | reader` whose reader pauses: Ctrl-C while the solver waits
    on the full pipe, then the reader drains it. The count is then exact:
    the lines of the writes made before the pipe filled, and the one it was
    in."""
    solver = subprocess.Popen([ROCKS, LARGEST], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    reader = solver.stdout.fileno()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        queued = bytearray(4)
        fcntl.ioctl(reader, termios.FIONREAD, queued)
        room = fcntl.fcntl(reader, 1032) - int.from_bytes(queued, "little")  # F_GETPIPE_SZ
        # Less than a page: the solver, writing 128 KiB at a time, must wait;
        # but a busy machine can hold it just back from its last write, where
        # the interrupt is answered one write later: wait until it is inside.
        if room < 4096 and waits_in_write(solver.pid):
            break
        time.sleep(0.01)
    solver.send_signal(signal.SIGINT)
    while solver.stdout.read(1 << 16):
        pass
    error = solver.stderr.read().decode()
    solver.wait()
    return [error.rstrip("\n")]


def progress_on_a_terminal():
    """`rocks LARGEST | reader` with stderr on a terminal: its progress line,
    then Ctrl-C. The figures vary from run to run; see `matches`."""
    controller, terminal = pty.openpty()
    solver = subprocess.Popen([ROCKS, LARGEST], stdout=subprocess.PIPE, stderr=terminal)
    os.close(terminal)
    # Read through a pipe, 64 KiB at a time and paced to take 3 s or more,
    # so that the run lasts past the second after which the line appears
    # at any largest n.
    total = (2 ** int(LARGEST) + 1) * (int(LARGEST) + 1)

    def drain():
        while solver.stdout.read(1 << 16):
            time.sleep(3.0 * (1 << 16) / total)
    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    screen = b""
    deadline = time.monotonic() + 60
    while b" written (" not in screen and time.monotonic() < deadline:
        if select.select([controller], [], [], 0.1)[0]:
            try:
                screen += os.read(controller, 4096)
            except OSError:  # EIO: the run ended, the terminal closed
                break
    solver.send_signal(signal.SIGINT)
    solver.wait()
    reader.join()
    os.close(controller)
    return [part for part in screen.decode().replace("\r", "\n").replace("\x1b[K", "").split("\n")
            if part]


# What the pages quote, each printed by a run on an input built here.
RUNS = [
    lambda: checker_lines("3\n", subprocess.run([ROCKS, "3"], capture_output=True, text=True,
                                                check=True).stdout),
    lambda: checker_lines("20\n", subprocess.run([ROCKS, "20"], capture_output=True, text=True,
                                                 check=True).stdout),
    lambda: checker_lines("3\n", walk("OOO", "XOO", "XXO", "OXO", "XOX")),
    lambda: checker_lines("3\n", walk("Case", "#1:")),
    lambda: checker_lines("3\n", walk("OOO", "OXO", "OOX")),
    lambda: checker_lines("3\n", walk("OOO", "XOO", "XXO", "OXO", "XXO")),
    lambda: checker_lines("three\n", walk("OOO")),
    lambda: checker_lines("3\n", walk("000", "100", "110")),
    lambda: checker_lines("3\n", walk("O O O")),
    lambda: solver_stderr([], PAST_LARGEST + "\n"),
    lambda: solver_stderr([], PAST_LARGEST + "\n", solver=JUDGES_ROCKS),
    lambda: solver_stderr(["3"], stdout=open("/dev/full", "wb")),
]
# Figures that change with every run, or with the pipe's size and the
# largest n (how many lines fill a pipe).
VARYING_RUNS = [progress_on_a_terminal, interrupted_at_a_full_pipe]


def figures_as_hashes(text):
    """Figures and their units alike: a smaller largest n writes MiB."""
    return re.sub(r"\d+(\.\d+)?( [KMGT]iB| B)?", "#", text)


def matches(quote, printed, varying):
    """A quote that ends in `...` or a blank is the start of a line."""
    if quote.endswith("...") or quote.endswith(" "):
        start = quote[:-3] if quote.endswith("...") else quote
        return any(line.startswith(start) for line in printed + varying)
    if quote in printed:
        return True
    return any(figures_as_hashes(quote) == figures_as_hashes(line) for line in varying)


def main():
    printed = [line for run in RUNS for line in run()]
    varying = [line for run in VARYING_RUNS for line in run()]
    failures = []
    count = 0
    for name in pages():
        for number, quote in quotes(name):
            count += 1
            if not matches(quote, printed, varying):
                failures.append(f"{name}:{number}: no run prints `{quote}`")
    for failure in failures:
        print(failure)
    print(f"{count} quotes on {len(pages())} pages, {len(failures)} not printed by any run")
    if count == 0:
        print("no quote found: the pattern no longer matches the pages")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
