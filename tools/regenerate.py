#!/usr/bin/env python3
"""Regenerates every generated file of the tree, in one run: the regenerate
target's command, and tests/regenerate_copy.py's on a copy of the tree.

    tools/regenerate.py --cxx <c++> [--clang <clang++>] [--pandoc <pandoc>]
                        [--installs <judges_test>] [--clang-format <clang-format>]
                        --regenerate <command> [--source <repository>]

In order:
1. problem/limits.json is checked (tools/limits.py): a broken rule stops
   everything, in one line naming the key, before any file is written;
2. its values go into the single files that carry their own copy, the
   README's list of limits and the Chinese guide's programs (tools/copies.py);
3. the samples whose n is a limit are written from it (SAMPLES below):
   the judge's largest n with its answer, n past the judge's range and past
   the largest n;
4. the programs the next steps run are built from the sources as step 2
   left them, in a folder of their own (never from a file this run
   rewrites after building it, so one run is enough): docs/draw.cpp, the
   terminal's checker and the judges' file;
5. the learners' pictures, traces and docs/play-data.js (docs/draw.cpp),
   the install matrix, problem/installs.tsv, where --installs names the
   built judges_test (JudgesListing.InstallMatrix measures and writes it),
   the judges' tables and list (problem/judges_docs.py), and the stored
   verdicts of samples/checker/ (each case's `.verdict`, the judges' file
   in testlib's call, and its `.terminal` where the terminal's checker
   says otherwise): review them with `git diff samples/`;
6. the page's checker, docs/checker-wasm.js, when the code it is built from
   has changed (docs/embed_checker.py, which needs --clang only then), and
   the guides rendered to HTML when they have changed
   (docs/render_guides.py, which needs --pandoc only then);
7. the page's table of look-alike letters, docs/play-lookalikes.js, when
   tools/test-tools.txt pins another version of Unicode's confusables data
   (docs/lookalikes.py, which needs --confusables only then).

Why a script of our own: the steps are this project's generators, run in
the one order in which none reads a file that a later one rewrites.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ left in the tree
sys.path.insert(0, os.path.join(ROOT, "tools"))
import limits  # noqa: E402  (beside this file)


def gray_answer(holes):
    """The reflected Gray code for `holes`, k ^ (k >> 1) a line, closed back to
    all empty: written here, apart from the solver."""
    lines = []
    for k in range(2 ** holes + 1):
        step = k % 2 ** holes  # the last line, k = 2^n, is step 0 again
        state = step ^ (step >> 1)
        lines.append("".join("X" if state >> hole & 1 else "O" for hole in range(holes)))
    return "\n".join(lines) + "\n"


def samples(facts):
    """{path: text} of the samples whose n is a limit."""
    smallest, judge, largest = facts["min_n"], facts["max_n"], facts["largest_n"]
    return {
        # The judge's smallest n: its one cycle, and a line one hole too long.
        "samples/checker/ok-smallest-n.in": f"{smallest}\n",
        "samples/checker/ok-smallest-n.out": gray_answer(smallest),
        "samples/checker/pe-smallest-n-line-too-long.in": f"{smallest}\n",
        "samples/checker/pe-smallest-n-line-too-long.out":
            "O" * smallest + "\n" + "O" * (smallest + 1) + "\n" + "O" * smallest + "\n",
        # The smallest case the judge asks for.
        "samples/smallest.in": f"{smallest}\n",
        "samples/smallest.ans": gray_answer(smallest),
        # The largest case the judge asks for.
        "samples/max-judge.in": f"{judge}\n",
        "samples/max-judge.ans": gray_answer(judge),
        # n past the largest n: refused by every checker.
        "samples/checker/fail-input-out-of-range.in": f"{largest + 1}\n",
        # The largest n: the judges' copy refuses it; the terminal's reads a
        # first line whose last byte is wrong.
        "samples/checker/pe-largest-n-bad-last-byte.in": f"{largest}\n",
        "samples/checker/pe-largest-n-bad-last-byte.out": "O" * (largest - 1) + "o\n",
        # One past the judge's range: the judges' copy refuses it; the
        # terminal's finds a first line that is not all empty.
        "samples/checker/wa-past-judges-range-first-line.in": f"{judge + 1}\n",
        "samples/checker/wa-past-judges-range-first-line.out": "O" * judge + "X\n",
    }


def write(root, name, text, written):
    path = os.path.join(root, name)
    old = None
    if os.path.exists(path):
        with open(path, encoding="utf-8", newline="") as f:
            old = f.read()
    if old != text:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        written.append(name)


def run(command, what):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"regenerate.py: {what} failed: {(done.stderr or done.stdout).strip()[:1500]}")
    sys.stdout.write(done.stdout)


def build(cxx, root, folder, facts):
    """draw, the terminal's checker and the judges' file, from `root`'s
    sources as they are now: {name: path}."""
    defines = [f"-DROCKS_MIN_N={facts['min_n']}", f"-DROCKS_MAX_N={facts['max_n']}",
               f"-DROCKS_LARGEST_PLAYED={facts['largest_played']}"]
    # Unoptimized: each runs for milliseconds here, and compiles in half the
    # time it takes at -O1.
    programs = {
        "draw": ["-std=c++17", "-O0", *defines, os.path.join(root, "docs", "draw.cpp")],
        "checker": ["-std=c++17", "-O0", os.path.join(root, "src", "terminal_checker.cpp")],
        "judges_checker": ["-std=c++17", "-O0", os.path.join(root, "src", "checker.cpp")],
    }
    built = {}
    processes = []
    for name, arguments in programs.items():
        built[name] = os.path.join(folder, name)
        processes.append((name, subprocess.Popen([cxx, *arguments, "-o", built[name]],
                                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                                 text=True)))
    for name, process in processes:
        output = process.communicate()[0]
        if process.returncode != 0:
            sys.exit(f"regenerate.py: {name} does not build: {output.strip()[:1500]}")
    return built


def verdicts(root, built, folder, written):
    """Each stored case's verdicts, as the checkers give them now."""
    cases = os.path.join(root, "samples", "checker")
    stems = sorted(name[:-3] for name in os.listdir(cases) if name.endswith(".in"))
    facts = limits.load(root)
    for stem in stems:
        case = os.path.join(cases, stem)
        with open(case + ".in", encoding="utf-8", errors="replace") as f:
            words = f.read().split()
        # The answer a judge passes: a valid one for the input's n, or the
        # sample's where the judge's copy refuses the input before reading it.
        holes = int(words[0]) if len(words) == 1 and words[0].isdigit() else 0
        if not facts["min_n"] <= holes <= facts["max_n"]:
            holes = 3
        answer = os.path.join(folder, f"answer-{holes}")
        if not os.path.exists(answer):
            with open(answer, "w", encoding="utf-8") as f:
                f.write(gray_answer(holes))
        judged = subprocess.run([built["judges_checker"], case + ".in", case + ".out", answer],
                                capture_output=True, text=True, errors="replace").stderr
        terminal = subprocess.run([built["checker"], case + ".in", case + ".out"],
                                  capture_output=True, text=True, errors="replace").stderr
        write(root, f"samples/checker/{stem}.verdict", judged, written)
        own = f"samples/checker/{stem}.terminal"
        if terminal != judged:
            write(root, own, terminal, written)
        elif os.path.exists(os.path.join(root, own)):
            os.remove(os.path.join(root, own))
            written.append(own)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cxx", required=True)
    parser.add_argument("--clang")
    parser.add_argument("--pandoc")
    parser.add_argument("--confusables", help="the pinned package's data/confusables.json")
    parser.add_argument("--installs", help="the built judges_test, which blesses the matrix")
    parser.add_argument("--clang-format", help="formats the C++ files whose copies it writes")
    parser.add_argument("--regenerate", required=True,
                        help="the command that regenerates every generated file")
    parser.add_argument("--source", default=ROOT)
    args = parser.parse_args()
    root = os.path.abspath(args.source)
    python = sys.executable
    try:
        facts = limits.load(root)
    except limits.LimitsError as error:
        sys.exit(f"regenerate.py: {error}; no file was written")
    formatter = ["--clang-format", args.clang_format] if args.clang_format else []
    run([python, os.path.join(root, "tools", "copies.py"), "--regenerate", args.regenerate,
         *formatter], "tools/copies.py")
    written = []
    for name, text in samples(facts).items():
        write(root, name, text, written)
    with tempfile.TemporaryDirectory(prefix="rocks-regenerate-") as folder:
        built = build(args.cxx, root, folder, facts)
        run([built["draw"], os.path.join(root, "docs")], "docs/draw.cpp")
        if args.installs:
            before = open(os.path.join(root, "problem", "installs.tsv"), "rb").read()
            done = subprocess.run([args.installs, "--gtest_filter=JudgesListing.InstallMatrix"],
                                  capture_output=True, text=True,
                                  env={**os.environ, "ROCKS_BLESS": "1"})
            if done.returncode != 0:
                sys.exit("regenerate.py: the install matrix failed: " + done.stdout[-1500:])
            if open(os.path.join(root, "problem", "installs.tsv"), "rb").read() != before:
                written.append("problem/installs.tsv")
        run([python, os.path.join(root, "problem", "judges_docs.py"), built["checker"],
             "--regenerate", args.regenerate], "problem/judges_docs.py")
        verdicts(root, built, folder, written)
    wasm = ["--cxx", args.clang] if args.clang else []
    run([python, os.path.join(root, "docs", "embed_checker.py"), *wasm, "--source", root,
         "--regenerate", args.regenerate, "--refresh",
         os.path.join(root, "docs", "checker-wasm.js")], "docs/embed_checker.py")
    pandoc = ["--pandoc", args.pandoc] if args.pandoc else []
    run([python, os.path.join(root, "docs", "render_guides.py"), *pandoc, "--source", root,
         "--regenerate", args.regenerate, "--refresh"], "docs/render_guides.py")
    confusables = ["--confusables", args.confusables] if args.confusables else []
    run([python, os.path.join(root, "docs", "lookalikes.py"), *confusables, "--refresh",
         os.path.join(root, "docs", "play-lookalikes.js")], "docs/lookalikes.py")
    for name in written:
        print(f"regenerate.py: {name} " +
              ("written anew" if os.path.exists(os.path.join(root, name)) else "removed"))
    # Files it made or removed are git's to learn of: the command that tells it.
    listed = subprocess.run(["git", "-C", root, "ls-files", "--", *written],
                            capture_output=True, text=True)
    if listed.returncode == 0:
        tracked = set(listed.stdout.split())
        added = [name for name in written
                 if name not in tracked and os.path.exists(os.path.join(root, name))]
        removed = [name for name in written
                   if name in tracked and not os.path.exists(os.path.join(root, name))]
        if added or removed:
            print("regenerate.py: files added or removed; tell git: " + " && ".join(
                command for command in (f"git add {' '.join(added)}" if added else "",
                                        f"git rm -q {' '.join(removed)}" if removed else "")
                if command))
    return 0


if __name__ == "__main__":
    sys.exit(main())
