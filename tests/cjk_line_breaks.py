#!/usr/bin/env python3
"""No line break between two Chinese characters in any Markdown the project
writes or generates: Chrome, Edge, GitHub and Gitee show such a break as a
space in the middle of a Chinese sentence. Code blocks and tables are left
alone; a list item's continuation line counts without its indent.

    tests/cjk_line_breaks.py <source-dir> <problem-package> <git>

It reads every Markdown file git tracks under <source-dir>, and the
generated statements in <problem-package> (Hydro's problem_*.md).
"""
import glob
import os
import re
import subprocess
import sys

CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


def breaks(text):
    """(line number, the two lines' meeting) for each break between CJK."""
    found = []
    lines = text.splitlines()
    in_code = False
    for number, (line, following) in enumerate(zip(lines, lines[1:]), start=1):
        if line.lstrip().startswith("```"):
            in_code = not in_code
        if in_code or following.lstrip().startswith("```"):
            continue
        if line.lstrip().startswith("|") or following.lstrip().startswith("|"):
            continue
        end, start = line.rstrip(), following.lstrip()
        if end and start and CJK.match(end[-1]) and CJK.match(start[0]):
            found.append((number, f"...{end[-12:]}⏎{start[:12]}..."))
    return found


def main():
    if len(sys.argv) != 4:
        print(__doc__.splitlines()[6].strip(), file=sys.stderr)
        return 2
    source, package, git = sys.argv[1:4]
    tracked = subprocess.run([git, "ls-files", "*.md"], cwd=source, capture_output=True,
                             text=True, check=True).stdout.split()
    pages = [os.path.join(source, page) for page in tracked]
    pages += sorted(glob.glob(os.path.join(package, "hydro", "rocks", "problem_*.md")))
    generated = [page for page in pages if page.startswith(package)]
    if not tracked or not generated:
        print(f"found {len(tracked)} tracked and {len(generated)} generated Markdown files: "
              "expected both")
        return 1
    failed = 0
    chinese = 0
    for page in pages:
        with open(page, encoding="utf-8") as f:
            text = f.read()
        chinese += bool(CJK.search(text))
        for number, meeting in breaks(text):
            print(f"{page}:{number}: a line break between Chinese characters: {meeting}")
            failed += 1
    print(f"{len(pages)} Markdown files, {chinese} with Chinese, {failed} line breaks "
          "between Chinese characters")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
