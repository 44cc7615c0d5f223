#!/usr/bin/env python3
"""problem/limits.json, read and checked: its one reader for the build,
the regenerate target and the tests. A file that breaks a rule below is
refused with one line naming the key and the rule, exit status 1, before
anything reads a value from it.

    tools/limits.py [--source <repository>] --check          checks it
    tools/limits.py [--source <repository>] --cmake          checks it and
                    prints `set(ROCKS_<KEY> value)` lines for CMake

Why a script of our own: the rules tie the values to each other and to
the programs (a state is 32 bits; the judges' copy reads 16 times the
longest answer); no JSON schema says that.
"""
import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Each key, what it is; every one is an integer, and no other key is allowed.
KEYS = {
    "time_limit_seconds": "the judge's time limit, in seconds",
    "memory_limit_mib": "the judge's memory limit, in MiB",
    "min_n": "the judge's smallest n",
    "max_n": "the judge's largest n",
    "largest_n": "the largest n of the solvers and checkers at a terminal",
    "message_limit": "the longest message of the checker, in characters",
    "output_limit_mib": "the most output a judge's copy of the checker reads, in MiB",
    "largest_played": "the largest n the page plays",
}
# A state is a 32-bit integer, one bit a hole, and the solvers count 2^n + 1
# lines in it: n stops at 30.
STATE_BITS_LIMIT = 30
# The terminal's programs are for long codes: the tests of a full pipe, a
# blocked writer and a closed or full output need the largest n's answer
# to outgrow a pipe (1 MiB): 2^16 + 1 lines of 17 bytes.
LONG_CODE_N = 16
# The page's maps place at most 5 holes (docs/play-board.js's position()).
PAGE_LIMIT = 5
# The statement's sample, the stuck game the guides and the page play, and
# most stored cases are n = 3; two stored cases and samples/small-2 are
# n = 2. The judge's range and the page's keep them.
SAMPLE_N = 3
# The checker cuts a longer message to fit; the solvers do not cut theirs
# (under 100 characters). Below this, the pages' quotes of the checker (the
# longest, 138 characters, says there are spaces between the holes) would
# be cut too (docs/quotes finds any that is).
SHORTEST_MESSAGE = 150
# The judges' copy reads this many times the longest valid answer at max_n,
# with CRLF line ends (src/checker.cpp's static_assert says the same).
OUTPUT_HEADROOM = 16


class LimitsError(Exception):
    """A broken rule, said in one line."""


def longest_answer(max_n):
    """Bytes of the longest valid answer at max_n, with CRLF line ends."""
    return (max_n + 2) * (2 ** max_n + 1)


def checked(facts):
    """`facts` if it keeps every rule; else LimitsError naming the key."""
    if not isinstance(facts, dict):
        raise LimitsError("problem/limits.json: expected one JSON object of integers")
    for key in KEYS:
        if key not in facts:
            raise LimitsError(f"problem/limits.json: no {key} ({KEYS[key]})")
    for key, value in facts.items():
        if key not in KEYS:
            raise LimitsError(f"problem/limits.json: {key}: not a key of the limits "
                              f"(they are {', '.join(KEYS)})")
        if isinstance(value, bool) or not isinstance(value, int):
            raise LimitsError(f"problem/limits.json: {key}: expected an integer, found "
                              f"{json.dumps(value)}")
    rules = [
        ("time_limit_seconds", facts["time_limit_seconds"] >= 1, "at least 1"),
        ("memory_limit_mib", facts["memory_limit_mib"] >= 1, "at least 1"),
        ("min_n", 1 <= facts["min_n"] <= SAMPLE_N - 1,
         f"1 to {SAMPLE_N - 1} (stored cases and a sample are n = {SAMPLE_N - 1})"),
        ("max_n", facts["max_n"] >= facts["min_n"], f"at least min_n = {facts['min_n']}"),
        ("max_n", facts["max_n"] >= SAMPLE_N, f"at least {SAMPLE_N} (the statement's sample)"),
        ("largest_n", facts["largest_n"] >= facts["max_n"], f"at least max_n = {facts['max_n']}"),
        ("largest_n", facts["largest_n"] >= LONG_CODE_N,
         f"at least {LONG_CODE_N} (an answer that outgrows a pipe)"),
        ("largest_n", facts["largest_n"] <= STATE_BITS_LIMIT,
         f"at most {STATE_BITS_LIMIT} (a state is 32 bits)"),
        ("largest_played", SAMPLE_N <= facts["largest_played"] <= min(facts["max_n"], PAGE_LIMIT),
         f"{SAMPLE_N} (the stuck game the page plays) to max_n and at most {PAGE_LIMIT} "
         "(the page's maps place no more holes)"),
        ("message_limit", facts["message_limit"] >= SHORTEST_MESSAGE,
         f"at least {SHORTEST_MESSAGE} (no message the pages quote is cut)"),
        ("output_limit_mib",
         facts["output_limit_mib"] * 2 ** 20 > OUTPUT_HEADROOM * longest_answer(facts["max_n"]),
         f"more than {OUTPUT_HEADROOM} times the longest answer at max_n = {facts['max_n']} "
         f"with CRLF line ends, {OUTPUT_HEADROOM * longest_answer(facts['max_n'])} bytes"),
    ]
    for key, kept, rule in rules:
        if not kept:
            raise LimitsError(f"problem/limits.json: {key} = {facts[key]}: expected {rule}")
    return facts


def load(root=ROOT):
    """The checked limits of the tree at `root`."""
    path = os.path.join(root, "problem", "limits.json")
    try:
        with open(path, encoding="utf-8") as f:
            facts = json.load(f)
    except OSError as error:
        raise LimitsError(f"problem/limits.json: cannot read it: {error.strerror}") from error
    except ValueError as error:
        raise LimitsError(f"problem/limits.json: not JSON: {error}") from error
    return checked(facts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", default=ROOT)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--check", action="store_true")
    group.add_argument("--cmake", action="store_true")
    args = parser.parse_args()
    try:
        facts = load(args.source)
    except LimitsError as error:
        print(error, file=sys.stderr)
        return 1
    if args.cmake:
        for key, value in facts.items():
            print(f"set(ROCKS_{key.upper()} {value})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
