#!/usr/bin/env python3
"""Regenerating, tried on one copy of the tracked tree (the one test that
copies the tree): the commands the pages show run, every generated file is
current, a limit moves both ways in one edit and one command, and a broken
one is refused.

0. Every command the README and the pages show runs on the fresh copy, as
   a reader runs it (tests/readme_commands.py, which says which and how),
   and leaves the tree as it was.

1. Every generated file is what regenerating it writes now: the page's
   checker and the guides are removed (so built afresh, whatever their
   keys say), tools/regenerate.py runs, and any file the copy then holds
   otherwise, or newly, is stale: the message names each and the command
   that mends it. So a second run changes nothing.
2. Each broken limits.json (a key missing, a value that is no integer,
   min_n > 2, max_n < min_n, max_n > largest_n, an output limit too small
   for the longest answer) stops the command with one line naming the key and the
   rule, and leaves every file as it was; the configure step, which reads
   it through the same reader, stops too.
3. problem/limits.json moves: every key at once to values a seeded
   generator draws within the rules (ranges() below), then some keys again
   from there, so that keys move up and down. One run of the command
   carries each draw: the judges' file, the solvers, the checkers, and the
   stored verdicts follow the new values (each built alone, its
   static_asserts holding its own copies to each other); the pages that
   state the range, the time and the memory say the new ones; and, in the
   first draw, the learners' programs, built with AddressSanitizer and
   UBSan, are accepted at the new largest n of the judge and refuse the
   next and the one below the smallest, and the core suite is built and
   run on the moved tree; with --core, on each later draw's tree too.

    tests/regenerate_copy.py <source> <cmake> <ninja> <c++> <git> <clang++> <pandoc>
                             <confusables.json> <release build> <command>
                             [--seed S] [--draws N] [--core]
    (the options also from $ROCKS_LIMITS_DRAWS, through ctest)
"""
import argparse
import hashlib
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
SOURCE, CMAKE, NINJA, CXX, GIT, CLANG, PANDOC, CONFUSABLES, RELEASE, COMMAND = sys.argv[1:11]
failures = []
# CI's draws: a fixed seed, two draws, the core suite on the first
# (tests/regenerate_copy.py ... --seed S --draws N --core tries others, with
# the core suite on each moved tree).
SEED, DRAWS = 20261213, 2


def run(*command, given=None, folder=None, timeout=600):
    return subprocess.run(command, input=given, capture_output=True, text=True, cwd=folder,
                          timeout=timeout)


def expect(what, ok, detail=""):
    print(f"{'ok  ' if ok else 'FAIL'} {what}" + (f"\n     {detail}" if detail and not ok else ""))
    if not ok:
        failures.append(what)


def tracked():
    listed = subprocess.run([GIT, "-C", SOURCE, "ls-files", "-z"], capture_output=True,
                            check=False)
    if listed.returncode == 0 and listed.stdout:
        return [name for name in listed.stdout.decode().split("\0") if name]
    return [os.path.relpath(os.path.join(folder, name), SOURCE)
            for folder, folders, files in os.walk(SOURCE)
            for name in files if not os.path.relpath(folder, SOURCE).startswith(("build", ".git"))]


def copy_tree(into):
    """The tracked files copied into `into`: each one's bytes, as copied (so
    that an edit made meanwhile is no verdict)."""
    copied = {}
    for name in tracked():
        if os.path.isfile(os.path.join(SOURCE, name)):
            os.makedirs(os.path.dirname(os.path.join(into, name)), exist_ok=True)
            with open(os.path.join(SOURCE, name), "rb") as original:
                copied[name] = original.read()
            with open(os.path.join(into, name), "wb") as f:
                f.write(copied[name])
            shutil.copymode(os.path.join(SOURCE, name), os.path.join(into, name))
    return copied


def written(path):
    if not os.path.isfile(path):
        return None
    with open(path, "rb") as f:
        return f.read()


def generated_now(copy, before):
    """1. Every generated file is what regenerating it writes now."""
    for key_holder in ("docs/checker-wasm.js", "docs/learners.html", "docs/zh-CN/README.html",
                       "docs/play-lookalikes.js"):
        if os.path.exists(os.path.join(copy, key_holder)):
            os.remove(os.path.join(copy, key_holder))
    done = regenerate(copy)
    expect("tools/regenerate.py runs on the tree as it is", done.returncode == 0,
           f"{done.stdout.strip()} {done.stderr.strip()}")
    if done.returncode != 0:
        return
    stale = [name for name in before if written(os.path.join(copy, name)) != before[name]]
    made = [os.path.relpath(os.path.join(folder, name), copy)
            for folder, _, files in os.walk(copy) for name in files
            if os.path.relpath(os.path.join(folder, name), copy) not in before
            and "__pycache__" not in folder
            and os.path.relpath(folder, copy).split(os.sep)[0] not in (".git", "build")]
    for name in stale:
        print(f"{name}: regenerating removes it; mend: {COMMAND}, then git rm {name}"
              if not os.path.exists(os.path.join(copy, name)) else
              f"{name}: not what regenerating it writes now; mend: {COMMAND}")
    for name in made:
        print(f"{name}: written by regenerating, and not in the repository" +
              (f"; add it: git add {name}" if os.path.exists(os.path.join(SOURCE, name)) else
               f"; mend: {COMMAND}, then git add {name}"))
    expect(f"every generated file of the {len(before)} is what regenerating writes now",
           not stale and not made, f"{len(stale) + len(made)} stale (above)")


def limits_of(copy):
    with open(os.path.join(copy, "problem", "limits.json"), encoding="utf-8") as f:
        return json.load(f)


def write_limits(copy, facts):
    with open(os.path.join(copy, "problem", "limits.json"), "w", encoding="utf-8") as f:
        f.write(facts if isinstance(facts, str) else json.dumps(facts, indent=2) + "\n")


def tree_hash(copy):
    digest = hashlib.sha256()
    for folder, folders, files in sorted(os.walk(copy)):
        folders[:] = sorted(name for name in folders if name != "build")
        for name in sorted(files):
            path = os.path.join(folder, name)
            digest.update(os.path.relpath(path, copy).encode())
            with open(path, "rb") as f:
                digest.update(f.read())
    return digest.hexdigest()


def regenerate(copy):
    return run(sys.executable, os.path.join(copy, "tools", "regenerate.py"), "--cxx", CXX,
               "--clang", CLANG, "--pandoc", PANDOC, "--confusables", CONFUSABLES,
               "--regenerate", COMMAND)


# Where a draw may put each key: the values the rules allow, bounded above
# where the rules are not: the judge's largest n at 16, so that the
# learners' slowest program (seen_list.cpp, four times as slow each n) runs
# in seconds under the sanitizers; the time, memory, message and output
# limits within a few times their usual values.
def ranges(limits, new):
    """Each key's allowed values, given the keys drawn before it in `new`."""
    longest = limits.OUTPUT_HEADROOM * limits.longest_answer(new.get("max_n", 1))
    needed = longest // 2 ** 20 + 1
    return {
        "time_limit_seconds": range(1, 6),
        "memory_limit_mib": range(64, 1025, 64),
        "min_n": range(1, limits.SAMPLE_N),
        "max_n": range(max(new.get("min_n", 1), limits.SAMPLE_N), 17),
        "largest_n": range(max(new.get("max_n", 1), limits.LONG_CODE_N), limits.STATE_BITS_LIMIT + 1),
        "message_limit": range(limits.SHORTEST_MESSAGE, 401),
        "output_limit_mib": range(needed, needed + 65),
        "largest_played": range(limits.SAMPLE_N, min(new.get("max_n", 1), limits.PAGE_LIMIT) + 1),
    }


def drawn(copy, old, seed, every_key):
    """New limits drawn with `seed` within the rules, each key up or down
    (with `every_key`, each one differs from its old value wherever its
    range allows), written to the copy."""
    sys.path.insert(0, os.path.join(copy, "tools"))
    import limits  # pylint: disable=import-outside-toplevel  (the copy's tools/limits.py)
    rng = random.Random(seed)
    new = {}
    for key in ("time_limit_seconds", "memory_limit_mib", "min_n", "max_n", "largest_n",
                "message_limit", "output_limit_mib", "largest_played"):
        values = ranges(limits, new)[key]
        others = [value for value in values if value != old[key]]
        moving = every_key or rng.random() < 0.5
        new[key] = rng.choice(others if moving and others else
                              [old[key]] if old[key] in values else values)
    limits.checked(dict(new))  # a draw the rules refuse is this script's fault
    write_limits(copy, new)
    moved = ", ".join(f"{key} {old[key]} -> {new[key]}" for key in new if new[key] != old[key])
    print(f"     seed {seed}: {moved or 'nothing moved'}")
    return new


def carried(copy, new, with_learners):
    """The new values in force after one run of the regenerate command."""
    first = regenerate(copy)
    expect("one run of tools/regenerate.py carries the new limits", first.returncode == 0,
           first.stderr[-2000:])
    if first.returncode != 0:
        return
    build = os.path.join(copy, "build")
    os.makedirs(build, exist_ok=True)
    # Each program alone, as judges and users build it, two at a time.
    sources = {"judges_rocks": "src/main.cpp", "rocks": "src/terminal_rocks.cpp",
               "judges_checker": "src/checker.cpp", "checker": "src/terminal_checker.cpp"}
    built = in_pairs([[CXX, "-std=c++17", "-O0", "-Wall", "-Wextra", "-Wconversion", "-Werror",
                       "-o", os.path.join(build, name), os.path.join(copy, source)]
                      for name, source in sources.items()])
    for name, (status, said) in zip(sources, built):
        expect(f"{name} builds on the new limits (its static_asserts hold)", status == 0, said)
        if status != 0:
            return
    program = lambda name: os.path.join(build, name)
    largest, judged = new["largest_n"], new["max_n"]
    smallest = new["min_n"]
    for solver in ("judges_rocks", "rocks"):
        for given in (largest + 1, smallest - 1):
            refused = run(program(solver), given=f"{given}\n")
            expect(f"{solver} refuses n = {given}",
                   refused.returncode == 1 and refused.stdout == "" and
                   f"{smallest} <= n <= {largest}" in refused.stderr, refused.stderr)
    with open(os.path.join(copy, "samples", "checker", "ok-smallest-n.verdict")) as f:
        expect(f"the stored verdicts accept the sample at the smallest n = {smallest}",
               f.read().startswith(f"ok {2 ** smallest + 1} lines"))
    samples = os.path.join(copy, "samples")
    accepted = run(program("judges_checker"), os.path.join(samples, "max-judge.in"),
                   os.path.join(samples, "max-judge.ans"), os.path.join(samples, "max-judge.ans"))
    expect(f"the judges' checker accepts the sample answer for n = {judged}",
           accepted.returncode == 0 and accepted.stderr.startswith(f"ok {2 ** judged + 1} lines"),
           accepted.stderr)
    with open(os.path.join(copy, "long"), "w") as f:
        f.write("X" * 1000 + "\n")
    # A long line as the answer: the judge's failure, whose message is longest.
    cut = run(program("judges_checker"), os.path.join(samples, "sample-3.in"),
              os.path.join(samples, "sample-3.ans"), os.path.join(copy, "long"))
    line = cut.stderr.rstrip("\n")
    # The message is 182 characters whole (its echo ends "...'"): cut at
    # the limit where that is shorter, else whole.
    expect(f"a message of 182 characters within the limit of {new['message_limit']}",
           (len(line) == new["message_limit"] and line.endswith("...")) if
           new["message_limit"] < 182 else (len(line) == 182 and line.endswith("...'")),
           repr(line))
    verdict = os.path.join(samples, "checker", "wa-past-judges-range-first-line.verdict")
    with open(verdict, encoding="utf-8") as f:
        expect(f"the stored verdicts refuse n = {judged + 1} as past the judge's range",
               f"{new['min_n']} <= n <= {judged}, found '{judged + 1}'" in f.read())
    for page in ("docs/learners.md", "docs/zh-CN/README.md", "problem/statement/en.md",
                 "problem/statement/zh.md"):
        with open(os.path.join(copy, page), encoding="utf-8") as f:
            expect(f"{page} states the new range",
                   f"${new['min_n']} \\le n \\le {judged}$" in f.read())
    # Counts that prose derives from the limits follow them too.
    tests = judged - new["min_n"] + 1
    for page, said in (("docs/setters.md", f"`n_input: {tests}`"),
                       ("docs/setters.md", f"`tests/01` to `tests/{tests}`"),
                       ("README.md", f"up to 2^{largest} + 1 lines (n = {largest})"),
                       ("docs/long-codes.md", f"2^{largest} + 1 lines at `n = {largest}`"),
                       ("docs/learners.md", f"{2 ** judged} at the judge's largest $n = {judged}$; one bit "
                                            f"a flag, {2 ** judged // 8})"),
                       ("docs/learners.md", f"time limit of {new['time_limit_seconds']} s;")):
        with open(os.path.join(copy, page), encoding="utf-8") as f:
            expect(f"{page} says {said}", said in f.read())
    with open(os.path.join(copy, "README.md"), encoding="utf-8") as f:
        said = f"{new['time_limit_seconds']} s and {new['memory_limit_mib']} MiB"
        expect(f"README.md says {said}", said in f.read())
    if with_learners:
        learners(copy, judged, new["min_n"])


def in_pairs(commands):
    """Each command run, two at a time: (status, what it said) each, in order."""
    results = []
    for start in range(0, len(commands), 2):
        started = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                    text=True) for command in commands[start:start + 2]]
        results += [(process.wait(), process.stdout.read()[-1500:]) for process in started]
    return results


LEARNERS = ("classic_dfs", "recursive_dfs", "gray_formula", "gray_mirror", "seen_list")


def learners(copy, judged, smallest):
    """The learners' programs, sanitized, at the new judge's largest n."""
    checker = os.path.join(copy, "build", "checker")
    with open(os.path.join(copy, "in"), "w") as f:
        f.write(f"{judged}\n")
    built = in_pairs([[CXX, "-std=c++11", "-O2", "-fsanitize=address,undefined",
                       "-fno-sanitize-recover=all", "-o",
                       os.path.join(copy, "build", name + "-sanitized"),
                       os.path.join(copy, "docs", name + ".cpp")] for name in LEARNERS])
    for name, (status, said) in zip(LEARNERS, built):
        binary = os.path.join(copy, "build", name + "-sanitized")
        expect(f"{name} builds with the sanitizers", status == 0, said)
        if status != 0:
            continue
        out = os.path.join(copy, "build", name + ".out")
        # The recursive searches go 2^n deep; sanitizers make each frame larger.
        ran = run("sh", "-c", f"ulimit -s unlimited; '{binary}' < '{copy}/in' > '{out}'")
        verdict = run(checker, os.path.join(copy, "in"), out)
        expect(f"{name} is accepted at n = {judged} under AddressSanitizer and UBSan",
               ran.returncode == 0 and ran.stderr == "" and verdict.returncode == 0,
               ran.stderr[-1500:] + verdict.stderr)
        for given in (judged + 1, smallest - 1):
            refused = run(binary, given=f"{given}\n")
            expect(f"{name} refuses n = {given}",
                   refused.returncode == 1 and f"{smallest} <= n <= {judged}\n" in refused.stderr,
                   refused.stderr[-500:])


# Each broken limits.json, and the words its one line must hold.
BROKEN = [
    (lambda f: {k: v for k, v in f.items() if k != "max_n"}, "no max_n"),
    (lambda f: {**f, "message_limit": "200"}, "message_limit: expected an integer"),
    (lambda f: {**f, "largest_n": 15.5}, "largest_n: expected an integer"),
    (lambda f: {**f, "min_n": 3}, "min_n = 3: expected 1 to 2"),
    (lambda f: {**f, "min_n": 2, "max_n": 1}, "max_n = 1: expected at least min_n = 2"),
    (lambda f: {**f, "max_n": f["largest_n"] + 1}, "largest_n = {largest_n}: expected at least max_n = {max_n}"),
    (lambda f: {**f, "output_limit_mib": 0}, "output_limit_mib = 0: expected more than 16 times"),
]


def refused(copy, old):
    """Each broken file stops the command and the configure step, in one
    line naming the key, and changes no file."""
    for make, words in BROKEN:
        broken = make(old)
        write_limits(copy, broken)
        before = tree_hash(copy)
        words = words.format(**{k: v for k, v in broken.items()})
        done = regenerate(copy)
        lines = done.stderr.splitlines()
        expect(f"regenerate refuses a limits.json with '{words}'",
               done.returncode == 1 and len(lines) == 1 and words in lines[0] and
               "no file was written" in lines[0] and tree_hash(copy) == before, done.stderr)
        if make is BROKEN[0][0]:  # the configure step reads it through the same reader
            configured = run(CMAKE, "-S", copy, "-B", os.path.join(copy, "build-refused"), "-G",
                             "Ninja", f"-DCMAKE_MAKE_PROGRAM={NINJA}", "-DBUILD_TESTING=OFF")
            expect("the configure step refuses it too", configured.returncode != 0 and
                   words in configured.stderr, configured.stderr[-1500:])
            shutil.rmtree(os.path.join(copy, "build-refused"), ignore_errors=True)
    write_limits(copy, "{ \"min_n\": 1,")
    done = regenerate(copy)
    expect("regenerate refuses a limits.json that is not JSON",
           done.returncode == 1 and "problem/limits.json: not JSON" in done.stderr, done.stderr)


def core_suite(copy):
    """The core suite, built and run on the moved tree."""
    build = os.path.join(copy, "build-core")
    for step in ([CMAKE, "-S", copy, "-B", build, "-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={NINJA}",
                  f"-DCMAKE_CXX_COMPILER={CXX}"],
                 [CMAKE, "--build", build],
                 [os.path.join(os.path.dirname(CMAKE), "ctest"), "--test-dir", build, "-j", "2", "--output-on-failure"]):
        done = run(*step, timeout=1800)
        if done.returncode != 0:
            expect("the core suite passes on the moved tree", False,
                   f"{' '.join(step[:3])}: {(done.stdout + done.stderr)[-3000:]}")
            return
    expect("the core suite passes on the moved tree", True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--draws", type=int, default=DRAWS)
    parser.add_argument("--core", action="store_true")
    # ctest passes its environment on: ROCKS_LIMITS_DRAWS='--core' ctest ...
    options = parser.parse_args(sys.argv[11:] + shlex.split(os.environ.get("ROCKS_LIMITS_DRAWS", "")))
    with tempfile.TemporaryDirectory(prefix="rocks-regenerate-") as copy:
        copied = copy_tree(copy)
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import readme_commands  # pylint: disable=import-outside-toplevel  (beside this file)
        expect("every command the README and the pages show runs, and leaves the tree as it was",
               readme_commands.run_in(copy, RELEASE) == 0)
        generated_now(copy, copied)
        old = limits_of(copy)
        refused(copy, old)
        write_limits(copy, old)
        for draw in range(options.draws):
            # The first draw moves every key; each later one some of them,
            # from where the last one left them.
            new = drawn(copy, limits_of(copy), options.seed + draw, every_key=draw == 0)
            carried(copy, new, with_learners=draw == 0)
            if (options.core or draw == 0) and not failures:
                core_suite(copy)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
