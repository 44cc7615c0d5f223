#!/usr/bin/env python3
"""Each judge as this project knows it, read here and nowhere else: its row
of the checker's table (`checker --judges`: the name, the call and the
status of a failure) joined with its line of problem/judges.tsv (what the
package and the docs say of it). The package builder, the docs' generator and the tests all take
judges from here.

    problem/judges.py joined <checker>           every judge, one a line,
                                                 tab-separated, under a head line
    problem/judges.py files <checker> <folder> [--compile <c++ compiler> [-static]]
                                                 each judge's file, written as
                                                 <folder>/<name>/<upload>, and
                                                 with --compile built as judges
                                                 build it, <folder>/<name>/checker
                                                 (linked statically with -static:
                                                 the tests start it a thousand
                                                 times, each in a third of the time)

problem/judges.tsv is tab-separated under a head line naming COLUMNS; a
line may stop short of its last columns when they are empty (an editor
that trims trailing blanks does that), and a field may not hold a tab. A
malformed line, or a checker whose judges are not the file's, is one line
on stderr naming the file, the line and the column, and exit status 1.
"""
import concurrent.futures
import os
import shlex
import subprocess
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "problem", "judges.tsv")
CHECKER_SOURCE = os.path.join(ROOT, "src", "checker.cpp")

# What each column of problem/judges.tsv says (docs/developers.md has the
# walk-through of adding a judge).
COLUMNS = {
    "name": "the judge's name, as its row of the checker's kConventions has it",
    "listed": "how the README's list of judges names it",
    "hosts": "the judges that call the checker this way, as the setters' table names them",
    "upload": "the file name the judge wants the checker under",
    "placed": "where that file goes, or nothing",
    "compile": "the flags the judge compiles the checker with, as far as they are known",
    "call_note": "words after the call in the setters' table, or nothing",
    "reads": "how the judge reads the verdict",
    "on_failure": "what the setter sees when the checker fails, after the status it exits "
                  "with, which the setters' table takes from the checker's row",
    "sources": "what this was read from, '; ' between two: 'owner/repository, path "
               "(commit)', or the public page of a closed judge",
    "failure_note": "words after the sources, or nothing",
}
# The install matrix, measured by tests/judges_test.cpp (JudgesListing.InstallMatrix)
# and blessed by the regenerate target: each copy in each host's call.
INSTALLS = os.path.join(ROOT, "problem", "installs.tsv")
# How the matrix names each host's call (a replay of tests/judges_test.cpp), in words.
HOSTS = {
    "testlib": "testlib's call, read by exit status (Polygon, Codeforces)",
    "kattis": "Kattis", "domjudge": "DOMjudge", "qduoj": "QDUOJ", "lemon": "Lemon",
    "syzoj": "SYZOJ", "nowcoder": "NowCoder (no arguments)",
    "nowcoder_testlib_call": "NowCoder (testlib's arguments)",
    "hydro": "Hydro's testlib mode", "uoj": "UOJ", "hustoj": "HUSTOJ",
    "hustoj_as_hydro_runs_it": "Hydro's HUSTOJ mode", "cms": "CMS",
    "cms_batch_and_output": "CMS's BatchAndOutput (batch)", "cms_output_only":
    "CMS's BatchAndOutput (output-only)", "ccr": "CCR Plus", "arbiter": "Arbiter", "coci": "COCI",
}
REQUIRED = ("name", "listed", "hosts", "upload", "reads", "on_failure", "sources")


class JudgesError(Exception):
    """A fault in the judges' two sources, said in one line."""


def where(number, column=None):
    name = os.path.relpath(TABLE, ROOT)
    return f"{name}:{number}" + (f":{column}" if column else "")


def table_lines(text):
    """The lines of problem/judges.tsv, each a dictionary of COLUMNS."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        raise JudgesError(f"{where(1)}: empty; its first line names the columns")
    head = lines[0].split("\t")
    if head != list(COLUMNS):
        wrong = next((i for i, (a, b) in enumerate(zip(head, COLUMNS)) if a != b),
                     min(len(head), len(COLUMNS)))
        column = sum(len(name) + 1 for name in head[:wrong]) + 1
        raise JudgesError(f"{where(1, column)}: the head line must name the columns "
                          f"{', '.join(COLUMNS)}, in that order")
    rows = []
    for number, line in enumerate(lines[1:], 2):
        fields = line.split("\t")
        if len(fields) > len(COLUMNS):
            column = sum(len(field) + 1 for field in fields[:len(COLUMNS)])
            raise JudgesError(f"{where(number, column)}: a tab after the last column, "
                              f"{list(COLUMNS)[-1]}")
        fields += [""] * (len(COLUMNS) - len(fields))
        row = dict(zip(COLUMNS, fields))
        for name in REQUIRED:
            if not row[name].strip():
                index = list(COLUMNS).index(name)
                column = sum(len(field) + 1 for field in fields[:index]) + 1
                raise JudgesError(f"{where(number, column)}: the column {name} is empty: "
                                  f"{COLUMNS[name]}")
        rows.append(row)
    return rows


def listed_rows(checker):
    """The checker's own rows, from `checker --judges`."""
    try:
        listing = subprocess.run([checker, "--judges"], capture_output=True, text=True)
    except OSError as error:
        raise JudgesError(f"cannot run {checker} --judges: {error.strerror}; build the "
                          "checker first (the regenerate target does)") from None
    if listing.returncode != 0:
        raise JudgesError(f"{checker} --judges failed: {listing.stderr.strip()}")
    head, *lines = listing.stdout.splitlines()
    names = head.split("\t")
    return [dict(zip(names, line.split("\t"))) for line in lines]


def judges(checker):
    """Each judge: its row of the checker and its line of judges.tsv, joined,
    in the checker's order."""
    with open(TABLE, encoding="utf-8") as f:
        facts = table_lines(f.read())
    rows = listed_rows(checker)
    for number, (row, fact) in enumerate(zip(rows, facts), 2):
        if row["name"] != fact["name"]:
            raise JudgesError(f"{where(number, 1)}: '{fact['name']}', where the checker's "
                              f"kConventions has '{row['name']}': one line for each row, in "
                              "its order")
    if len(rows) != len(facts):
        missing = [row["name"] for row in rows[len(facts):]]
        extra = [fact["name"] for fact in facts[len(rows):]]
        raise JudgesError(f"{where(len(facts) + 2 if missing else len(rows) + 2)}: " +
                          (f"no line for {', '.join(missing)}, a row of the checker's "
                           "kConventions" if missing else
                           f"{', '.join(extra)} is no row of the checker's kConventions"))
    matrix, cases = installs()
    return [{**fact, **row,
             "copy_warning": copy_warning(row["name"], fact["listed"], matrix, cases)}
            for row, fact in zip(rows, facts)]


def installs():
    """The install matrix: a dict per pairing, the columns named by its head line."""
    with open(INSTALLS, encoding="utf-8") as f:
        head, *lines = f.read().splitlines()
    if head.split("\t")[:3] != ["copy", "host", "own copy"]:
        raise JudgesError("problem/installs.tsv: its head line must start copy, host, own copy "
                          "(the regenerate target writes it)")
    rows = [dict(zip(head.split("\t"), line.split("\t"))) for line in lines]
    for row in rows:
        if row["host"] not in HOSTS:
            raise JudgesError(f"problem/installs.tsv: the host {row['host']} has no words in "
                              "problem/judges.py's HOSTS")
    return rows, head.split("\t")[3:]


def verdict(cell):
    """What the host decides and what it shows of it: "rejected with FAIL
    shown" stays itself; "accepted silently" is "accepted"."""
    return cell.replace(" silently", "")


def hides(cell, own):
    """Whether `cell` hides a fault where the host's own copy gives `own`: a
    verdict the host's own copy does not give (the checker's failure, which
    the judge's admin sees, aside), or a rejection showing the checker's
    FAIL line where the own copy's does not (HUSTOJ's Runtime Error)."""
    word, own_word = cell.split()[0], own.split()[0]
    return word != "failed" and (word != own_word or ("FAIL" in cell and "FAIL" not in own))


def hidden_faults(rows, cases):
    """{copy: [(host, [(case, cell)])]}: where a copy, on a host not its own,
    accepts the right answer, so that it looks installed, yet hides a fault
    in another case (hides())."""
    own = {row["host"]: row for row in rows if row["copy"] == row["own copy"]}
    found = {}
    for row in rows:
        if row["copy"] in ("bare", row["own copy"]) or verdict(row[cases[0]]) != "accepted":
            continue
        differing = [(case, row[case]) for case in cases[1:]
                     if hides(row[case], own[row["host"]][case])]
        if differing:
            found.setdefault(row["copy"], []).append((row["host"], differing))
    return found


def copy_warning(name, listed, rows, cases):
    """What a copy's first lines warn of: the hidden faults of installing it
    elsewhere, or ""."""
    faults = hidden_faults(rows, cases).get(name)
    if not faults:
        return ""
    return (f"Install this copy on {listed} alone. Installed by mistake, it looks right, "
            "accepting a right answer, yet " +
            "; ".join(f"on {HOSTS[host]}: " + ", ".join(f"a {case} is {cell}"
                                                      for case, cell in differing)
                      for host, differing in faults) +
            " (docs/setters.md, installed by mistake).")


def citations(judge):
    return judge["sources"].split("; ")


def named_source(name, warning=""):
    """The judges' file as a judge gets it: its judge named on the first
    line, then its copy's warning, if it has one, as a comment."""
    with open(CHECKER_SOURCE, encoding="utf-8") as f:
        source = f.read()
    comment = "".join(f"// {line}\n" for line in textwrap.wrap(warning, 76))
    return f'#define ROCKS_JUDGE "{name}"\n' + comment + source


def write_files(checker, folder):
    """Each judge's file, under the name it wants; returns {name: path}."""
    paths = {}
    for judge in judges(checker):
        path = os.path.join(folder, judge["name"], judge["upload"])
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(named_source(judge["name"], judge["copy_warning"]))
        paths[judge["name"]] = path
    return paths


def compile_files(checker, folder, compiler, link=()):
    """Each judge's file built alone with its judge's flags (the column
    compile), as <folder>/<name>/checker, two at a time."""
    def build(judge):
        source = os.path.join(folder, judge["name"], judge["upload"])
        binary = os.path.join(folder, judge["name"], "checker")
        done = subprocess.run([compiler, *shlex.split(judge["compile"]), *link, "-o", binary,
                               "-x", "c++", source], capture_output=True, text=True)
        if done.returncode != 0:
            raise JudgesError(f"{judge['name']}'s file does not compile with "
                              f"'{judge['compile']}': {done.stderr.strip()[:400]}")
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(build, judges(checker)))


def main():
    command = sys.argv[1:2]
    if command == ["joined"] and len(sys.argv) == 3:
        rows = judges(sys.argv[2])
        names = list(rows[0]) if rows else list(COLUMNS)
        print("\t".join(names))
        for row in rows:
            print("\t".join(row[name] for name in names))
    elif (command == ["files"] and len(sys.argv) in (4, 6, 7) and
          sys.argv[4:5] in ([], ["--compile"]) and sys.argv[6:] in ([], ["-static"])):
        write_files(sys.argv[2], sys.argv[3])
        if len(sys.argv) >= 6:
            compile_files(sys.argv[2], sys.argv[3], sys.argv[5], sys.argv[6:])
    else:
        raise JudgesError("usage: problem/judges.py joined <checker> | "
                          "files <checker> <folder> [--compile <c++ compiler> [-static]]")


if __name__ == "__main__":
    try:
        main()
    except JudgesError as error:
        sys.exit(f"judges.py: {error}")
