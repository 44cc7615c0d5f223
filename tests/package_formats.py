#!/usr/bin/env python3
"""The problem package's forms, checked the way each judge's loader reads
them: the Kattis zip with DOMjudge's statement, Hydro's zip, the FPS files
HUSTOJ imports and CMS's italy_yaml folder. YAML and XML are parsed by real
parsers; the checker inside each form is built alone and called exactly as
its judge calls it, on the solver's answers and on a wrong one.

    tests/package_formats.py <problem-package> <source-dir> <c++ compiler> <pdftotext>
"""
import html
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree
import zipfile

import yaml

PACKAGE = SOURCE = CXX = PDFTOTEXT = ""
MIN_N = TESTS = SECONDS = MIB = 0  # from problem/limits.json, in main


def read(path, mode="r"):
    with open(path, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
        return f.read()


def limit_words():
    """The time limit as the statements say it: "1 second", "2 seconds"."""
    return f"{SECONDS} second" + ("" if SECONDS == 1 else "s")


def kattis_test(n):
    """The Kattis package's secret test for n: (input, answer)."""
    stem = f"{PACKAGE}/rocks/data/secret/n{n:02d}"
    return read(stem + ".in"), read(stem + ".ans")


def wrong(answer):
    """The answer with its second and third lines swapped: rejected."""
    lines = answer.splitlines(keepends=True)
    lines[1], lines[2] = lines[2], lines[1]
    return "".join(lines)


def build(source_text, scratch, name):
    """A checker source compiled alone, as a judge compiles it."""
    source = os.path.join(scratch, name + ".cpp")
    binary = os.path.join(scratch, name)
    with open(source, "w", encoding="utf-8") as f:
        f.write(source_text)
    subprocess.run([CXX, "-std=c++14", "-O2", "-o", binary, source], check=True)
    return binary


def files_of(scratch, **texts):
    """Writes each text to a file of that name; returns the paths."""
    paths = {}
    for name, text in texts.items():
        paths[name] = os.path.join(scratch, name)
        with open(paths[name], "w", encoding="utf-8") as f:
            f.write(text)
    return paths


class DomjudgeAndKattis(unittest.TestCase):
    def test_zip_holds_the_package_and_an_html_statement(self):
        with zipfile.ZipFile(f"{PACKAGE}/rocks.zip") as archive:
            names = set(archive.namelist())
            for needed in ("problem.yaml", ".timelimit", "problem_statement/problem.en.tex",
                           "problem_statement/problem.html", "data/sample/1.in",
                           "data/sample/1.ans", "output_validators/rocks/checker.cpp",
                           "input_validators/validate.cpp"):
                self.assertIn(needed, names)
            html = archive.read("problem_statement/problem.html").decode("utf-8")
        sample_in = read(f"{SOURCE}/samples/sample-3.in")
        sample_out = read(f"{SOURCE}/samples/sample-3.ans")
        self.assertIn(f"<pre><code>{sample_in.rstrip()}</code></pre>", html)
        self.assertIn(f"<pre><code>{sample_out.rstrip()}</code></pre>", html)
        self.assertIn(f"Time limit: {limit_words()}. Memory limit: {MIB} MiB.", html)
        self.assertIn(f"时间限制：{SECONDS} 秒。空间限制：{MIB} MB。", html)
        self.assertIn(">时空限制</h2>", html)
        self.assertIn('<meta charset="utf-8" />', html)
        # The Chinese half is marked as Chinese, and no Chinese is slanted.
        chinese = html[html.index('<section lang="zh-CN">'):]
        self.assertIn("本题使用 Special Judge", chinese)
        self.assertIn("样例解释", chinese)
        self.assertNotRegex(chinese, r"<em>[^<]*[\u4e00-\u9fff]")
        # No line break between Chinese characters, which would show as a space.
        self.assertNotRegex(html, r"[\u4e00-\u9fff]\n[\u4e00-\u9fff0-9]")

    def test_tex_statement(self):
        tex = read(f"{PACKAGE}/rocks/problem_statement/problem.en.tex")
        # After what pandoc's body needs defined (tests/statement_latex.py).
        self.assertRegex(tex, r"\A(\\providecommand[^\n]*\n)*"
                              r"\\problemname\{\[USACO10MAR\] The Rock Game S\}\n")
        self.assertIn("\\section*{Input}", tex)
        self.assertIn("\\section*{Output}", tex)
        self.assertIn("any of them is accepted", tex)


class Hydro(unittest.TestCase):
    def setUp(self):
        self.archive = zipfile.ZipFile(f"{PACKAGE}/hydro/rocks.zip")
        self.addCleanup(self.archive.close)

    def text(self, name):
        return self.archive.read("rocks/" + name).decode("utf-8")

    def test_problem_yaml_and_statements(self):
        problem = yaml.safe_load(self.text("problem.yaml"))
        self.assertEqual(problem["title"], "[USACO10MAR] The Rock Game S")
        self.assertRegex(problem["pid"], r"^[a-z][0-9a-z]*$")  # Hydro's pattern
        self.assertTrue(all(isinstance(tag, str) for tag in problem["tag"]))
        sample_in = read(f"{SOURCE}/samples/sample-3.in")
        sample_out = read(f"{SOURCE}/samples/sample-3.ans")
        self.assertIn("格雷码", problem["tag"])
        for language, word in (("en", "state"), ("zh", "状态")):
            statement = self.text(f"problem_{language}.md")
            self.assertIn(word, statement)
            self.assertIn(f"```input1\n{sample_in}```", statement)
            self.assertIn(f"```output1\n{sample_out}```", statement)
            # Hydro labels its sample boxes itself: no label of ours on top.
            self.assertNotRegex(statement, r"(?m)^(样例输入：|样例输出：|Sample input:|Sample output:)$")
        headings = re.findall(r"^## (.*)$", self.text("problem_zh.md"), flags=re.M)
        self.assertEqual(headings, ["题目描述", "输入格式", "输出格式", "样例", "说明/提示"])

    def test_testdata_pairs_and_config(self):
        names = [name[len("rocks/testdata/"):] for name in self.archive.namelist()
                 if name.startswith("rocks/testdata/")]
        inputs = sorted(name[:-3] for name in names if name.endswith(".in"))
        outputs = sorted(name[:-4] for name in names if name.endswith(".out"))
        self.assertEqual(inputs, outputs)
        self.assertEqual(len(inputs), TESTS)
        config = yaml.safe_load(self.text("testdata/config.yaml"))
        self.assertEqual(config, {"type": "default", "time": f"{SECONDS}s", "memory": f"{MIB}m",
                                  "checker_type": "testlib", "checker": "checker.cpp"})
        self.assertIn(config["checker"], names)

    def test_checker_as_hydro_calls_testlib_checkers(self):
        # hydro-dev/Hydro, packages/hydrojudge/src/checkers.ts testlib (409af927):
        # `checker /w/in /w/user_out /w/answer`, stderr parsed as testlib's line.
        with tempfile.TemporaryDirectory() as scratch:
            checker = build(self.text("testdata/checker.cpp"), scratch, "checker")
            for n in (MIN_N, 3, MIN_N + TESTS - 1):  # the smallest, the sample's, the largest
                given = self.text(f"testdata/n{n:02d}.in")
                answer = self.text(f"testdata/n{n:02d}.out")
                for user_out, verdict in ((answer, "ok "), (wrong(answer), "wrong answer ")):
                    paths = files_of(scratch, **{"in": given, "user_out": user_out,
                                                 "answer": answer})
                    done = subprocess.run([checker, paths["in"], paths["user_out"],
                                           paths["answer"]], capture_output=True, text=True)
                    self.assertTrue(done.stderr.startswith(verdict), done.stderr)
            # A broken input is the checker's failure: Hydro reports a System
            # Error only for a non-zero exit with nothing on stderr.
            paths = files_of(scratch, **{"in": "0\n", "user_out": answer, "answer": answer})
            done = subprocess.run([checker, paths["in"], paths["user_out"], paths["answer"]],
                                  capture_output=True, text=True)
            self.assertEqual((done.returncode, done.stderr), (3, ""))


class Fps(unittest.TestCase):
    def item(self, language):
        root = ElementTree.parse(f"{PACKAGE}/fps/rocks.{language}.xml").getroot()
        self.assertEqual(root.tag, "fps")
        self.assertEqual(root.get("version"), "1.2")
        items = root.findall("item")
        self.assertEqual(len(items), 1)
        return items[0]

    def test_fields_tests_and_solution(self):
        # Distinct titles: HUSTOJ renames a second import of one title "..._1".
        titles = {"en": "[USACO10MAR] The Rock Game S",
                  "zh": "[USACO10MAR] The Rock Game S（中文题面，Chinese statement）"}
        for language, word in (("en", "state"), ("zh", "状态")):
            item = self.item(language)
            self.assertEqual(item.findtext("title"), titles[language])
            self.assertEqual(item.find("time_limit").get("unit"), "s")
            self.assertEqual(item.findtext("time_limit"), str(SECONDS))
            self.assertEqual(item.find("memory_limit").get("unit"), "mb")
            self.assertEqual(item.findtext("memory_limit"), str(MIB))
            self.assertIn(word, item.findtext("description"))
            self.assertIn("P6183", item.findtext("source"))
            self.assertIn("月赛银组" if language == "zh" else "Silver", item.findtext("source"))
            for section in ("input", "output", "hint"):
                self.assertTrue(item.findtext(section).startswith("<p>"))
            self.assertIn("样例解释" if language == "zh" else "sample output",
                          item.findtext("hint"))
            self.assertEqual(item.findtext("sample_input"), read(f"{SOURCE}/samples/sample-3.in"))
            self.assertEqual(item.findtext("sample_output"),
                             read(f"{SOURCE}/samples/sample-3.ans"))
            pairs = list(zip([e.text for e in item.findall("test_input")],
                             [e.text for e in item.findall("test_output")]))
            self.assertEqual(pairs, [kattis_test(n) for n in range(MIN_N, MIN_N + TESTS)])
            self.assertEqual(item.find("solution").get("language"), "C++")
            self.assertEqual(item.findtext("solution"), read(f"{SOURCE}/src/main.cpp"))
            self.assertEqual(item.find("spj").get("language"), "C++")

    def test_spj_as_hustoj_calls_it(self):
        # zhblue/hustoj, trunk/core/judge_client/judge_client.cc special_judge
        # (f6bf6f19): `spj input answer user_output`, exit 0 accepted, 1 wrong.
        with tempfile.TemporaryDirectory() as scratch:
            spj = build(self.item("zh").findtext("spj"), scratch, "spj")
            for n in (MIN_N, 3, MIN_N + TESTS - 1):  # the smallest, the sample's, the largest
                given, answer = kattis_test(n)
                for user_out, status in ((answer, 0), (wrong(answer), 1)):
                    paths = files_of(scratch, input=given, answer=answer, user=user_out)
                    done = subprocess.run([spj, paths["input"], paths["answer"], paths["user"]],
                                          capture_output=True, text=True)
                    self.assertEqual(done.returncode, status, done.stderr)


def word_box(pdf, wanted):
    """(page, xMin, yMin, xMax, yMax) in points of the first word for which
    wanted(word, the words before it joined) holds, from pdftotext -bbox."""
    boxes = subprocess.run([PDFTOTEXT, "-bbox", pdf, "-"], capture_output=True, text=True,
                           check=True).stdout
    before = ""
    for number, page in enumerate(boxes.split("<page ")[1:], 1):
        for found in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" '
                                 r'yMax="([\d.]+)">([^<]*)</word>', page):
            word = html.unescape(found.group(5))
            if wanted(word, before):
                return (number, *(float(found.group(i)) for i in range(1, 5)))
            before += word
    raise AssertionError(f"{pdf}: no such word")


def ink_widths(pdf, box, dpi=300):
    """The widths in pixels of the runs of inked columns in the box (a word's
    glyphs, left to right), rendered in grey by pdftoppm."""
    page, x_min, y_min, x_max, y_max = box
    scale = dpi / 72
    region = [int(x_min * scale), int(y_min * scale),
              int((x_max - x_min) * scale) + 1, int((y_max - y_min) * scale) + 1]
    image = subprocess.run(["pdftoppm", "-gray", "-r", str(dpi), "-f", str(page), "-l", str(page),
                            "-x", str(region[0]), "-y", str(region[1]), "-W", str(region[2]),
                            "-H", str(region[3]), pdf], capture_output=True, check=True).stdout
    # A binary PGM: "P5", width, height, the largest value, one blank, the bytes.
    fields = re.match(rb"P5\s+(\d+)\s+(\d+)\s+(\d+)\s", image)
    width, height = int(fields.group(1)), int(fields.group(2))
    pixels = image[fields.end():]
    inked = [any(pixels[row * width + column] < 128 for row in range(height))
             for column in range(width)]
    runs, length = [], 0
    for column in inked + [False]:
        if column:
            length += 1
        elif length:
            runs.append(length)
            length = 0
    return runs


class Cms(unittest.TestCase):
    folder = property(lambda self: f"{PACKAGE}/cms/rocks")

    def test_task_yaml_tests_and_statement(self):
        task = yaml.safe_load(read(f"{self.folder}/task.yaml"))
        for key, value in (("name", "rocks"), ("title", "[USACO10MAR] The Rock Game S"),
                           ("time_limit", float(SECONDS)),
                           ("memory_limit", MIB), ("n_input", TESTS), ("infile", ""),
                           ("outfile", ""), ("primary_language", "en")):
            self.assertEqual(task[key], value, key)
        for number in range(task["n_input"]):
            given, answer = kattis_test(MIN_N + number)
            self.assertEqual(read(f"{self.folder}/input/input{number}.txt"), given)
            self.assertEqual(read(f"{self.folder}/output/output{number}.txt"), answer)
        self.assertEqual(sorted(os.listdir(f"{self.folder}/input")),
                         sorted(f"input{i}.txt" for i in range(TESTS)))
        # One PDF a language, as cms-dev/cms's italy_yaml loader imports them
        # (cmscontrib/loaders/italy_yaml.py, c3659b81): statement/<language>.pdf.
        self.assertEqual(sorted(os.listdir(f"{self.folder}/statement")),
                         ["chinese.pdf", "english.pdf"])
        sample = read(f"{SOURCE}/samples/sample-3.ans").split()
        for name, words in (("english", ["[USACO10MAR] The Rock Game S", "Sample input:",
                                         f"Time limit: {limit_words()}. Memory limit: {MIB} MiB.",
                                         "special judge"]),
                            ("chinese", ["[USACO10MAR] The Rock Game S", "样例输入：",
                                         f"空间限制：{MIB} MB。", "样例解释"])):
            path = f"{self.folder}/statement/{name}.pdf"
            self.assertTrue(read(path, "rb").startswith(b"%PDF-"), name)
            text = subprocess.run([PDFTOTEXT, "-layout", path, "-"], capture_output=True,
                                  text=True, check=True).stdout
            # Blanks dropped: lines break where the page's width ends them.
            flowing = "".join(text.split())
            for phrase in words:
                self.assertIn("".join(phrase.split()), flowing, f"{name}.pdf: {phrase}")
            # The sample output whole, line after line, wherever the pages break.
            shown = re.findall(r"^\s*([OX]{3})\s*$", text, flags=re.M)
            at = 0
            for line in sample:
                self.assertIn(line, shown[at:], f"{name}.pdf: the sample's {line} is missing")
                at = shown.index(line, at) + 1
            self.check_o_wider_than_zero(path)
            # The sample output's label and its first line on one page.
            label = {"english": "Sample output:", "chinese": "样例输出："}[name]
            pages = text.split("\f")
            with_label = next(page for page in pages if label in page)
            self.assertRegex(with_label.split(label, 1)[1], r"(?m)^\s*OOO\s*$",
                             f"{name}.pdf: {label} ends a page, its sample the next")

    def check_o_wider_than_zero(self, path):
        """The states are set in a face whose capital O is clearly wider than
        its digit 0, measured on the glyphs as printed: the ink of the O in a
        state (the sample's `OXO`) against that of the 0 of the notes' "not
        the digit `0`", the one 0 set in the states' face, each rendered at
        300 dpi. In DejaVu Sans Mono the two are as wide (1.04x) and a state
        reads as digits."""
        o_ink = ink_widths(path, word_box(path, lambda word, before: word == "OXO"))[0]
        zero_ink = ink_widths(path, word_box(path, lambda word, before: word.startswith("0") and
                                             before.endswith(("digit", "数字"))))[0]
        self.assertGreater(o_ink / zero_ink, 1.2,
                           f"{path}: O {o_ink} px wide, 0 {zero_ink} px: they read alike")

    def test_checker_as_cms_calls_it(self):
        # cms-dev/cms, cms/grading/steps/trusted.py checker_step (c3659b81):
        # `./checker input.txt correct_output.txt user_output.txt` in the
        # sandbox's folder, stdout the outcome.
        checker = f"{self.folder}/check/checker"
        self.assertTrue(os.access(checker, os.X_OK))
        with tempfile.TemporaryDirectory() as scratch:
            for number in (0, 2, TESTS - 1):
                given = read(f"{self.folder}/input/input{number}.txt")
                answer = read(f"{self.folder}/output/output{number}.txt")
                for output, outcome in ((answer, "1.0\n"), (wrong(answer), "0.0\n")):
                    files_of(scratch, **{"input.txt": given, "correct_output.txt": answer,
                                         "user_output.txt": output})
                    done = subprocess.run([checker, "input.txt", "correct_output.txt",
                                           "user_output.txt"], cwd=scratch,
                                          capture_output=True, text=True)
                    self.assertEqual((done.returncode, done.stdout), (0, outcome), done.stderr)
                    self.assertEqual(done.stderr.count("\n"), 1)


if __name__ == "__main__":
    PACKAGE, SOURCE, CXX, PDFTOTEXT = sys.argv[1:5]
    with open(os.path.join(SOURCE, "problem", "limits.json"), encoding="utf-8") as limits_file:
        LIMITS = json.load(limits_file)
    MIN_N = LIMITS["min_n"]
    TESTS = LIMITS["max_n"] - MIN_N + 1
    SECONDS = LIMITS["time_limit_seconds"]
    MIB = LIMITS["memory_limit_mib"]
    unittest.main(argv=sys.argv[:1], verbosity=2)
