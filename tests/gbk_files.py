#!/usr/bin/env python3
"""The programs a pupil opens on a Chinese Windows hold only characters GBK
has: the guides tell pupils to save them as ANSI (GBK there) for Dev-C++,
and a character GBK lacks would be written as `?` (Notepad warns of data
loss). Checked: the learners' programs and the contestants' file.

    tests/gbk_files.py <source>
"""
import os
import sys

FILES = ["docs/classic_dfs.cpp", "docs/recursive_dfs.cpp", "docs/gray_formula.cpp",
         "docs/gray_mirror.cpp", "docs/seen_list.cpp", "src/main.cpp"]


def main():
    source = sys.argv[1]
    problems = []
    for name in FILES:
        with open(os.path.join(source, name), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                for character in line:
                    try:
                        character.encode("gbk")
                    except UnicodeEncodeError:
                        problems.append(f"{name}:{number}: {character!r} (U+{ord(character):04X}) "
                                        "is not in GBK")
    for problem in problems:
        print(problem)
    print(f"{len(FILES)} files, {len(problems)} characters GBK lacks")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
