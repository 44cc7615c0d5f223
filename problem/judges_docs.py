#!/usr/bin/env python3
"""Writes what the docs say of each judge from its two sources: the checker's
rows (`checker --judges`: the name, how it is chosen, the call) and
problem/judges.tsv (what the package and the docs need: the judge's hosts,
the file to upload and where, the standard, how it reads the verdict, what
its setter sees on a failure, the source read). It fills the judges table
of docs/setters.md and the list of judges in README.md, each between its
two marker comments.

    problem/judges_docs.py <built checker>            writes both
    problem/judges_docs.py <built checker> --check    exit 1 if either is stale
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMAND = "python3 problem/judges_docs.py build/run/checker"


def table_of(path):
    """A tab-separated table with a head line, as dictionaries."""
    head, *rows = path.splitlines()
    names = head.split("\t")
    return [dict(zip(names, row.split("\t"))) for row in rows]


def judges(checker):
    """Each judge's row and its line of problem/judges.tsv, as one dictionary;
    the package builder reads them here too."""
    listing = subprocess.run([checker, "--judges"], capture_output=True, text=True, check=True)
    rows = table_of(listing.stdout)
    with open(os.path.join(ROOT, "problem", "judges.tsv"), encoding="utf-8") as f:
        facts = table_of(f.read())
    if [row["name"] for row in rows] != [fact["name"] for fact in facts]:
        sys.exit("problem/judges.tsv must have a line for each judge of checker --judges, "
                 f"in its order: {[row['name'] for row in rows]}")
    return [{**fact, **row} for row, fact in zip(rows, facts)]


def setters_table(rows):
    lines = ["| judge | upload | how it calls the checker | how it reads the verdict "
             "| what the setter sees when the checker fails |", "|---|---|---|---|---|"]
    for row in rows:
        upload = f"`judges/{row['name']}/{row['upload']}`" + (
            f" {row['placed']}" if row["placed"] else "")
        call = "`" + row["call"].replace("|", "\\|") + "`" + row["call_note"]
        failure = f"{row['on_failure']} ({row['source']}){row['failure_note']}"
        lines.append(f"| {row['hosts']} | {upload} | {call} | {row['reads']} | {failure} |")
    return "\n".join(lines) + "\n"


def readme_list(rows):
    return ", ".join(row["listed"] for row in rows) + ".\n"


# (file, marker that opens the generated part, marker that closes it, its text)
def parts(rows):
    opening = f"<!-- generated from problem/judges.tsv and checker --judges by `{COMMAND}` -->\n"
    return [("docs/setters.md", opening, "<!-- end of the generated table -->",
             setters_table(rows)),
            ("README.md", opening, "<!-- end of the generated list -->", readme_list(rows))]


def main():
    if len(sys.argv) not in (2, 3) or sys.argv[2:] not in ([], ["--check"]):
        sys.exit(f"usage: {sys.argv[0]} <built checker> [--check]")
    rows = judges(sys.argv[1])
    stale = []
    for name, opening, closing, text in parts(rows):
        path = os.path.join(ROOT, name)
        with open(path, encoding="utf-8") as f:
            page = f.read()
        start = page.find(opening)
        end = page.find(closing, start)
        if start < 0 or end < 0:
            sys.exit(f"judges_docs.py: {name} lacks its markers {opening.strip()} ... {closing}")
        # Between the two markers' lines, indented as the opening one is
        # (inside a list item, say).
        indent = page[page.rfind("\n", 0, start) + 1:start]
        body = "".join(indent + line + "\n" for line in text.splitlines())
        written = page[:start + len(opening)] + body + page[page.rfind("\n", 0, end) + 1:]
        if written == page:
            continue
        if sys.argv[2:] == ["--check"]:
            stale.append(name)
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(written)
    if stale:
        sys.exit(f"judges_docs.py: {', '.join(stale)} not what problem/judges.tsv and checker "
                 f"--judges say: run `{COMMAND}`")


if __name__ == "__main__":
    main()
