#!/usr/bin/env python3
"""Writes what the docs say of each judge from the judges as
problem/judges.py joins them (the checker's rows and problem/judges.tsv):
the judges table of docs/setters.md and the list of judges in README.md,
each between its two marker comments.

    problem/judges_docs.py <built checker> --regenerate <command>
    problem/judges_docs.py <built checker> --regenerate <command> --check

The first writes them; with --check it writes nothing and exits 1 if any
is stale, naming <command>, which regenerates every generated file.
"""
import argparse
import os
import sys

import judges as judges_of  # beside this file: the one reader of problem/judges.tsv

ROOT = judges_of.ROOT


def upload_cell(row):
    cell = f"`judges/{row['name']}/{row['upload']}`" + (f" {row['placed']}" if row["placed"]
                                                        else "")
    flags = f"`{row['compile']}`" if row["compile"] else "no flags"
    warning = (f". **Install this copy on {row['listed']} alone**: elsewhere it can look right "
               "and judge wrongly ([installed by mistake](#installed-by-mistake))"
               if row["copy_warning"] else "")
    return f"{cell}; built in the tests with {flags}{warning}"


def setters_table(rows):
    lines = ["| judge | upload | how it calls the checker | how it reads the verdict "
             "| what the setter sees when the checker fails |", "|---|---|---|---|---|"]
    for row in rows:
        call = "`" + row["call"].replace("|", "\\|") + "`" + row["call_note"]
        failure = (f"exit {row['failure_status']}: {row['on_failure']} ({row['sources']})"
                   f"{row['failure_note']}")
        lines.append(f"| {row['hosts']} | {upload_cell(row)} | {call} | {row['reads']} "
                     f"| {failure} |")
    return "\n".join(lines) + "\n"


def installs_table():
    """The setters' table of mistaken installs, from problem/installs.tsv:
    each pairing of a copy and a host's call that is not simply refused,
    grouped where the host reads several copies alike; a verdict unlike the
    host's own copy's in bold. Then what every other pairing does."""
    matrix, cases = judges_of.installs()
    verdict = judges_of.verdict
    own = {row["host"]: row for row in matrix if row["copy"] == row["own copy"]}
    groups = {}  # (host, cells): copies, in the matrix's order
    for row in matrix:
        groups.setdefault((row["host"], tuple(row[case] for case in cases)), []).append(row["copy"])

    def plain(cells):  # what a pairing not listed does: one reading of every case, or None
        kinds = set(cells)
        kind = next(iter(kinds))
        return kind if len(kinds) == 1 and (kind == "failed" or (
            kind.startswith("rejected") and "silently" not in kind)) else None

    defaults = {}
    for (host, cells), copies in groups.items():
        if plain(cells):
            defaults.setdefault(host, {}).setdefault(plain(cells), 0)
            defaults[host][plain(cells)] += len(copies)
    default = {host: max(kinds, key=lambda kind: (kinds[kind], kind))
               for host, kinds in defaults.items()}
    lines = ["| host's call | copies | " + " | ".join(cases) + " |",
             "|---" * (len(cases) + 2) + "|"]
    hosts = list(own)  # in the matrix's order; each host's own copy first
    order = sorted(groups, key=lambda group: (hosts.index(group[0]),
                                              own[group[0]]["copy"] not in groups[group]))
    for host, cells in order:
        copies = groups[(host, cells)]
        if plain(cells) and plain(cells) == default[host]:
            continue
        shown = [f"**{cell}**" if verdict(cell) != verdict(own[host][case]) else cell
                 for case, cell in zip(cases, cells)]
        lines.append(f"| {judges_of.HOSTS[host]} | " +
                     ", ".join(f"`{copy}`" for copy in copies) + " | " + " | ".join(shown) + " |")
    kinds = sorted(set(default.values()), key=lambda kind: kind != "failed")
    lines += ["", "Every pairing not in the table reads every case alike, the right answer "
              "too: " + "; ".join(
                  f"**{kind}** on " + "; ".join(judges_of.HOSTS[host] for host in own
                                                if default.get(host) == kind)
                  for kind in kinds) + "."]
    return "\n".join(lines) + "\n"


def readme_list(rows):
    return ", ".join(row["listed"] for row in rows) + ".\n"


# What the markers say: the command in general; the messages name it for
# the build at hand.
HOW = "from problem/judges.tsv and the checker's rows by: cmake --build <build folder> --target regenerate"


def parts(rows):
    """(file, marker that opens the generated part, marker that closes it, its text)"""
    return [("docs/setters.md", f"<!-- the judges table, generated {HOW} -->",
             "<!-- end of the generated table -->", setters_table(rows)),
            ("README.md", f"<!-- the list of judges, generated {HOW} -->",
             "<!-- end of the generated list -->", readme_list(rows)),
            ("docs/setters.md", "<!-- the installs table, generated from problem/installs.tsv "
             "by: cmake --build <build folder> --target regenerate -->",
             "<!-- end of the installs table -->", installs_table())]


def replaced(page, opening, closing, text):
    """`page` with `text` between the lines of the two markers, indented as
    the opening one is (inside a list item, say); None without the markers."""
    start = page.find(opening)
    end = page.find(closing, start)
    if start < 0 or end < 0:
        return None
    indent = page[page.rfind("\n", 0, start) + 1:start]
    body = "".join(indent + line + "\n" for line in text.splitlines())
    return page[:start + len(opening)] + "\n" + body + page[page.rfind("\n", 0, end) + 1:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checker")
    parser.add_argument("--regenerate", required=True,
                        help="the command that regenerates every generated file")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    try:
        rows = judges_of.judges(args.checker)
    except judges_of.JudgesError as error:
        sys.exit(f"judges_docs.py: {error}")
    pages = {}
    stale = []
    for name, opening, closing, text in parts(rows):
        path = os.path.join(ROOT, name)
        if name not in pages:
            with open(path, encoding="utf-8") as f:
                pages[name] = f.read()
        written = replaced(pages[name], opening, closing, text)
        if written is None:
            sys.exit(f"judges_docs.py: {name} lacks its markers {opening} ... {closing}")
        if written != pages[name] and name not in stale:
            stale.append(name)
        pages[name] = written
    if args.check:
        if stale:
            sys.exit(f"judges_docs.py: {', '.join(stale)} not what problem/judges.tsv, "
                     f"problem/installs.tsv and checker --judges say: {args.regenerate}")
        return
    for name in stale:
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            f.write(pages[name])


if __name__ == "__main__":
    main()
