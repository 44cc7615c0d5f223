#!/usr/bin/env python3
"""Builds the whole problem package for setters, every judge's form of it,
from the repository's own sources:

    package.py --source <repository> --rocks <built rocks> --checker <built checker>
               --out <folder> --cxx <C++ compiler> --pandoc <pandoc> --chromium <chromium>
               [--stamp <file>]

The limits and the judge's range come from problem/limits.json alone: the
statements (problem/statement/*.md) carry the judge's range as
tools/copies.py writes it (on a line tagged `<!-- limits.json: ... -->`,
a tag taken out here), the Kattis problem.yaml holds
@TIME_LIMIT_SECONDS@ and @MEMORY_LIMIT_MIB@ in their place, and the
validator gets ROCKS_MIN_N and ROCKS_MAX_N on its first lines.
Writes, under <folder>:
  rocks/, the Kattis package (legacy format; DOMjudge and problemtools):
      problem.yaml, .timelimit, problem_statement/problem.en.tex (Kattis) and
      problem.html (DOMjudge), data/sample and data/secret (every n, answered
      by the solver), input_validators/, output_validators/rocks/ (the
      checker, judges/kattis's file), submissions/; and rocks.zip, the same
      at the zip's root;
  polygon/: checker.cpp (judges/testlib's file), validator.cpp (Polygon's
      exit codes), tests/;
  judges/<judge>/: for each judge (problem/judges.py), the judges' file,
      src/checker.cpp, under the file name that judge wants, its judge
      named on its first line;
  hydro/rocks.zip (Hydro's "import problem", with judges/hydro's checker);
  fps/rocks.en.xml and fps/rocks.zh.xml (HUSTOJ's FPS import);
  cms/rocks/ (CMS's italy_yaml task): statement/english.pdf and
      statement/chinese.pdf, printed by Chromium from the statements, and
      check/checker, built statically.
The stamp, written last, tells the build that all of it is up to date.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

import judges as judges_of  # beside this file: the one reader of problem/judges.tsv

TITLE = "[USACO10MAR] The Rock Game S"  # as Luogu lists it
SOURCES = {"en": "USACO 2010 March Contest, Silver (Luogu P6183)",
           "zh": "USACO 2010 年 3 月月赛银组（洛谷 P6183）"}
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "limits.json"),
          encoding="utf-8") as limits_file:
    LIMITS_OF = json.load(limits_file)
TIME_LIMIT_SECONDS = LIMITS_OF["time_limit_seconds"]
MEMORY_LIMIT_MIB = LIMITS_OF["memory_limit_mib"]
# The slow submission, O(n·4ⁿ), took 0.6 s at n = 13 built with g++ -O2 on
# our machine (2-core AMD EPYC VM), each n more about 4.5 times as long. It
# is a time-limit submission only where that gives 4 times the limit at the
# largest n, so that a judge twice as fast still times it out; elsewhere
# the package leaves it out, for verifyproblem would find it neither slow
# nor wrong.
SLOW_SUBMISSION = "submissions/time_limit_exceeded/seen_list_search.cpp"
SLOW_AT_THE_LARGEST_N = (0.6 * (LIMITS_OF["max_n"] * 4 ** LIMITS_OF["max_n"]) / (13 * 4 ** 13)
                         >= 4 * TIME_LIMIT_SECONDS)
LIMITS = {
    "en": f"Time limit: {TIME_LIMIT_SECONDS} second{'s' if TIME_LIMIT_SECONDS != 1 else ''}. "
          f"Memory limit: {MEMORY_LIMIT_MIB} MiB.",
    "zh": f"时间限制：{TIME_LIMIT_SECONDS} 秒。空间限制：{MEMORY_LIMIT_MIB} MB。",
}
# Distinct titles, so that importing both FPS files gives two named problems
# (HUSTOJ renames a second import of one title): the Chinese one says, in
# both languages, that it is the Chinese statement of the same problem.
FPS_TITLES = {"en": TITLE, "zh": f"{TITLE}（中文题面，Chinese statement）"}
# How the statements printed to PDF (and DOMjudge's HTML) set a state: in a
# typewriter face whose capital O is round and clearly wider than its digit
# 0 (FreeMono, as Courier; DejaVu Sans, which is not monospaced, where it
# is missing), never in DejaVu Sans Mono, whose O is as narrow as its 0 and
# reads as one; and no heading or sample label left alone at a page's foot.
STATEMENT_STYLE = """<style>
code, pre { font-family: "FreeMono", "Nimbus Mono PS", "DejaVu Sans", sans-serif;
            font-weight: bold; }
code, pre { font-size: 1.15em; }
pre code { font-size: 1em; }
pre, .sample { break-inside: avoid; }
h1, h2, h3 { break-after: avoid; }
</style>
"""


def styled(html):
    """pandoc's standalone HTML with STATEMENT_STYLE, last in its head."""
    if "</head>" not in html:
        raise SystemExit("package.py: pandoc wrote HTML without a </head>")
    return html.replace("</head>", STATEMENT_STYLE + "</head>", 1)
HEADINGS = {
    "en": {"description": "Description", "limits": "Limits", "sample": "Sample",
           "input": "Sample input:", "output": "Sample output:"},
    "zh": {"description": "题目描述", "limits": "时空限制", "sample": "样例", "input": "样例输入：",
           "output": "样例输出："},
}
HYDRO_TAGS = ["USACO", "2010", "搜索", "深度优先搜索", "格雷码", "位运算"]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def with_limits(text):
    """`text` with the limits in place of their @NAME@ placeholders, and
    without the tags of tools/copies.py's copies."""
    text = re.sub(r" ?<!-- limits\.json: [a-z_ ]+ -->", "", text)
    for key, value in LIMITS_OF.items():
        text = text.replace(f"@{key.upper()}@", str(value))
    if re.search(r"@[A-Z_]+@", text):
        raise SystemExit(f"package.py: no limit for {re.search(r'@[A-Z_]+@', text).group()}")
    return text


def write(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, encoding=None if "b" in mode else "utf-8") as f:
        f.write(text)


class Pandoc:
    def __init__(self, program):
        self.program = program

    def __call__(self, markdown, to, *options):
        # No wrapping: a line break between two Chinese characters shows as a space.
        done = subprocess.run([self.program, "-f", "markdown-auto_identifiers", "-t", to,
                               "--wrap=none", *options],
                              input=markdown, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"package.py: pandoc failed: {done.stderr}")
        return done.stdout


def sections(markdown):
    """The statement's description, input, output and notes, each with the
    heading it has in the source (the description has none)."""
    parts = re.split(r"^## (.*)\n", markdown, flags=re.M)
    headings = [""] + parts[1::2]
    texts = [part.strip() + "\n" for part in parts[0::2]]
    if len(texts) != 4:
        raise SystemExit("package.py: a statement needs a description, then ## sections "
                         "for the input, the output and the notes")
    return list(zip(headings, texts))


def with_limits_and_sample(markdown, language, sample_in, sample_out, fence_names=("", ""),
                           for_hydro=False):
    """The whole statement as the judges show it: description, input, output,
    limits, sample, notes. Hydro states the limits itself, labels its own
    sample boxes and wants every part under a heading."""
    words = HEADINGS[language]
    (_, description), given, answer, notes = sections(markdown)
    text = f"## {words['description']}\n\n" if for_hydro else ""
    text += description
    for heading, body in (given, answer):
        text += f"\n## {heading}\n\n{body}"
    if not for_hydro:
        text += f"\n## {words['limits']}\n\n{LIMITS[language]}\n"
    text += f"\n## {words['sample']}\n\n"
    for label, fence, sample in ((words["input"], fence_names[0], sample_in),
                                 (words["output"], fence_names[1], sample_out)):
        block = f"```{fence}\n{sample}```\n"
        # A label kept with its block on one page (STATEMENT_STYLE's .sample).
        text += (block if for_hydro else f"::: sample\n{label}\n\n{block}:::\n") + "\n"
    return text + f"\n## {notes[0]}\n\n{notes[1]}"


# What pandoc's body relies on beyond LaTeX and the packages problemtools'
# problemset.cls loads: its own template defines \tightlist, which it writes
# into every tight list, and problemtools' template does not.
LATEX_PREAMBLE = ("\\providecommand{\\tightlist}"
                  "{\\setlength{\\itemsep}{0pt}\\setlength{\\parskip}{0pt}}\n")


def kattis_statements(out, statements, sample_in, sample_out, pandoc):
    body = pandoc(statements["en"], "latex", "--shift-heading-level-by=-1")
    body = body.replace("\\section{", "\\section*{")
    write(f"{out}/rocks/problem_statement/problem.en.tex",
          f"{LATEX_PREAMBLE}\\problemname{{{TITLE}}}\n\n{body}")
    # Each half marked with its language, so that browsers draw the Chinese
    # one with Chinese glyph forms.
    page = "\n\n---\n\n".join(
        f"::: {{lang={tag}}}\n# {TITLE}\n\n"
        + with_limits_and_sample(statements[language], language, sample_in, sample_out)
        + "\n:::"
        for language, tag in (("en", "en"), ("zh", "zh-CN")))
    html = pandoc(page, "html", "--standalone", "--metadata", f"pagetitle={TITLE}",
                  "--metadata", "lang=en")
    write(f"{out}/rocks/problem_statement/problem.html", styled(html))


def zip_folder(folder, target, prefix=""):
    """Every file below `folder`, hidden ones too, in name order."""
    entries = []
    for root, _, files in os.walk(folder):
        entries += [os.path.join(root, name) for name in files]
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(entries):
            archive.write(path, prefix + os.path.relpath(path, folder))


def hydro(out, statements, sample_in, sample_out, secret, checker):
    folder = f"{out}/hydro/rocks"
    tags = "".join(f"  - {json.dumps(tag, ensure_ascii=False)}\n" for tag in HYDRO_TAGS)
    write(f"{folder}/problem.yaml", f"pid: rocks\ntitle: {json.dumps(TITLE)}\ntag:\n{tags}")
    for language in ("en", "zh"):
        # Hydro shows a statement's ```inputN / ```outputN blocks as samples.
        write(f"{folder}/problem_{language}.md",
              with_limits_and_sample(statements[language], language, sample_in, sample_out,
                                     ("input1", "output1"), for_hydro=True))
    for name, given, answer in secret:
        write(f"{folder}/testdata/{name}.in", given)
        write(f"{folder}/testdata/{name}.out", answer)
    # Hydro's own file: its testlib mode reads a failure only as an empty stderr.
    name = os.path.basename(checker)
    write(f"{folder}/testdata/{name}", read(checker))
    write(f"{folder}/testdata/config.yaml",
          f"type: default\ntime: {TIME_LIMIT_SECONDS}s\nmemory: {MEMORY_LIMIT_MIB}m\n"
          f"checker_type: testlib\nchecker: {name}\n")
    zip_folder(f"{out}/hydro/rocks", f"{out}/hydro/rocks.zip", "rocks/")


def cdata(text):
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def fps(out, statements, sample_in, sample_out, secret, source, pandoc, spj):
    for language in ("en", "zh"):
        description, given, answer, hint = (pandoc(text, "html")
                                            for _, text in sections(statements[language]))
        items = [
            f"<title>{cdata(FPS_TITLES[language])}</title>",
            f'<time_limit unit="s">{TIME_LIMIT_SECONDS}</time_limit>',
            f'<memory_limit unit="mb">{MEMORY_LIMIT_MIB}</memory_limit>',
            f"<description>{cdata(description)}</description>",
            f"<input>{cdata(given)}</input>",
            f"<output>{cdata(answer)}</output>",
            f"<sample_input>{cdata(sample_in)}</sample_input>",
            f"<sample_output>{cdata(sample_out)}</sample_output>",
        ]
        for _, test_in, test_out in secret:
            items += [f"<test_input>{cdata(test_in)}</test_input>",
                      f"<test_output>{cdata(test_out)}</test_output>"]
        items += [
            f"<hint>{cdata(hint)}</hint>",
            f"<source>{cdata(SOURCES[language])}</source>",
            f'<solution language="C++">{cdata(read(f"{source}/src/main.cpp"))}</solution>',
            f'<spj language="C++">{cdata(read(spj))}</spj>',
        ]
        body = "\n    ".join(items)
        write(f"{out}/fps/rocks.{language}.xml",
              '<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.2">\n  <item>\n    '
              f"{body}\n  </item>\n</fps>\n")


# CMS's italy_yaml loader imports statement/<language>.pdf, one a language
# of its LANGUAGE_MAP, and primary_language names the main one
# (cms-dev/cms, cmscontrib/loaders/italy_yaml.py and base_loader.py, c3659b81).
CMS_STATEMENTS = {"en": "english", "zh": "chinese"}


def statement_pdfs(chromium, pages):
    """Each (html, path) printed to a PDF by Chromium (tools/browser.py): the
    browser lays it out, pages it and draws the maths (MathML) and the
    Chinese as a reader sees them."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                    "tools"))
    from browser import Browser, BrowserError
    with tempfile.TemporaryDirectory() as scratch, Browser(chromium) as browser:
        for number, (html, path) in enumerate(pages):
            source = os.path.join(scratch, f"statement{number}.html")
            write(source, html)
            try:
                browser.page("file://" + source, 794, 1123).print_pdf(path)
            except BrowserError as error:
                raise SystemExit(f"package.py: Chromium could not print {path}: {error}")


def cms(out, statements, sample_in, sample_out, secret, checker, flags, cxx, pandoc, chromium):
    folder = f"{out}/cms/rocks"
    all_tests = secret
    write(f"{folder}/task.yaml",
          f"name: rocks\ntitle: {json.dumps(TITLE)}\ntime_limit: {float(TIME_LIMIT_SECONDS)}\n"
          f"memory_limit: {MEMORY_LIMIT_MIB}\nn_input: {len(all_tests)}\n"
          'infile: ""\noutfile: ""\nprimary_language: en\ntoken_mode: disabled\n')
    for number, (_, given, answer) in enumerate(all_tests):
        write(f"{folder}/input/input{number}.txt", given)
        write(f"{folder}/output/output{number}.txt", answer)
    os.makedirs(f"{folder}/statement", exist_ok=True)
    pages = []
    for language, name in CMS_STATEMENTS.items():
        tag = "zh-CN" if language == "zh" else language
        page = (f"# {TITLE}\n\n"
                + with_limits_and_sample(statements[language], language, sample_in, sample_out))
        html = pandoc(page, "html", "--standalone", "--mathml", "--metadata",
                      f"pagetitle={TITLE}", "--metadata", f"lang={tag}")
        pages.append((styled(html), f"{folder}/statement/{name}.pdf"))
    statement_pdfs(chromium, pages)
    # CMS runs its checker as a built program: check/checker, static, with
    # the flags of CMS's row.
    os.makedirs(f"{folder}/check", exist_ok=True)
    done = subprocess.run([cxx, *flags.split(), "-static", "-o", f"{folder}/check/checker",
                           "-x", "c++", checker], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"package.py: could not build CMS's check/checker: {done.stderr}")


def validator_source(source):
    """The validator, the judge's range on its first lines."""
    return (f"#define ROCKS_MIN_N {LIMITS_OF['min_n']}\n#define ROCKS_MAX_N {LIMITS_OF['max_n']}\n"
            + read(f"{source}/problem/input_validators/validate.cpp"))


def kattis_and_polygon(source, rocks, out, sample_in, sample_out, files):
    """The Kattis package's files, the tests answered by the solver, and
    Polygon's checker, validator and tests; returns the secret tests as
    (name, input, answer). `files` are the judges' files (judges())."""
    package = f"{out}/rocks"
    write(f"{package}/problem.yaml", with_limits(read(f"{source}/problem/problem.yaml")))
    write(f"{package}/.timelimit", f"{TIME_LIMIT_SECONDS}\n")
    write(f"{package}/input_validators/validate.cpp", validator_source(source))
    shutil.copytree(f"{source}/problem/submissions", f"{package}/submissions")
    if not SLOW_AT_THE_LARGEST_N:
        shutil.rmtree(f"{package}/{os.path.dirname(SLOW_SUBMISSION)}")
    # The programs, taken from src/ and docs/ so that nothing can drift.
    for copy, original in (("submissions/accepted/classic_dfs.cpp", "docs/classic_dfs.cpp"),
                           ("submissions/accepted/rocks.cpp", "src/main.cpp")):
        write(f"{package}/{copy}", read(f"{source}/{original}"))
    write(f"{package}/output_validators/rocks/checker.cpp", read(files["kattis"]))
    # The official sample with its official answer; every n in the judge's
    # range, exactly "n\n", answered by the solver.
    write(f"{package}/data/sample/1.in", sample_in)
    write(f"{package}/data/sample/1.ans", sample_out)
    secret = []
    # Polygon numbers its tests 1, 2, ... whatever n the first one has.
    for index, n in enumerate(range(LIMITS_OF["min_n"], LIMITS_OF["max_n"] + 1), 1):
        given = f"{n}\n"
        done = subprocess.run([rocks], input=given, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"package.py: rocks failed for n = {n}: {done.stderr}")
        secret.append((f"n{n:02d}", given, done.stdout))
        write(f"{package}/data/secret/n{n:02d}.in", given)
        write(f"{package}/data/secret/n{n:02d}.ans", done.stdout)
        write(f"{out}/polygon/tests/{index:02d}", given)
    write(f"{out}/polygon/checker.cpp", read(files["testlib"]))
    write(f"{out}/polygon/validator.cpp", "#define ROCKS_POLYGON\n" + validator_source(source))
    return secret


def judges(out, checker):
    """Each judge's file (problem/judges.py), under judges/; returns them by
    judge."""
    try:
        return judges_of.write_files(checker, f"{out}/judges")
    except judges_of.JudgesError as error:
        raise SystemExit(f"package.py: {error}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", required=True)
    parser.add_argument("--rocks", required=True)
    parser.add_argument("--checker", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--cxx", required=True)
    parser.add_argument("--pandoc", required=True)
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--stamp")
    args = parser.parse_args()
    for part in ("rocks", "rocks.zip", "polygon", "judges", "hydro", "fps", "cms"):
        path = f"{args.out}/{part}"
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    pandoc = Pandoc(args.pandoc)
    statements = {language: with_limits(read(f"{args.source}/problem/statement/{language}.md"))
                  for language in ("en", "zh")}
    sample_in = read(f"{args.source}/samples/sample-3.in")
    sample_out = read(f"{args.source}/samples/sample-3.ans")
    files = judges(args.out, args.checker)
    secret = kattis_and_polygon(args.source, args.rocks, args.out, sample_in, sample_out, files)
    kattis_statements(args.out, statements, sample_in, sample_out, pandoc)
    zip_folder(f"{args.out}/rocks", f"{args.out}/rocks.zip")
    hydro(args.out, statements, sample_in, sample_out, secret, files["hydro"])
    fps(args.out, statements, sample_in, sample_out, secret, args.source, pandoc, files["hustoj"])
    cms_row = next(row for row in judges_of.judges(args.checker) if row["name"] == "cms")
    cms(args.out, statements, sample_in, sample_out, secret, files["cms"], cms_row["compile"],
        args.cxx, pandoc, args.chromium)
    if args.stamp:
        write(args.stamp, "")


if __name__ == "__main__":
    main()
