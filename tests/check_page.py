#!/usr/bin/env python3
"""docs/play.html's check mode in headless Chromium, as a learner uses it,
against the native checker on the same files; and axe-core on every mode.

- Stored cases of samples/checker (every one is judged by the page's
  checker under Node, tests/page/check.test.js): where the input is a
  plain n in the judge's range (problem/limits.json), for the first case of
  each kind and each with its own advice, dropping the output file on the
  page and pressing Check shows the native checker's line in #verdict, with
  data-verdict "ok", "wrong" or "fail" as the native exit status says, and
  explains it in English and, switched to, in Chinese: first the finding's
  kind, then each common mistake that output shows (ADVICE), one text for
  each kind, the Chinese in Chinese.
- The solver's answers for n = 1, 3, 5, 8 and the judge's largest pasted
  with n left empty (n = 15 is about 0.5 MB), and corrupted answers,
  likewise.
- Wrong answers draw the walk to the first wrong line (n <= 5) and list the
  lines around it, in English and in Chinese; two lines that differ in
  holes name them beside the statement's numbering of the holes; the
  Chinese page labels the checker's English line as its own words.
- Keys typed into the answer or n are not taken by the player's keys; n's
  field offers the judge's range; the file dialog closed with no file
  chosen changes nothing and prints nothing.
- Pressed again on the same answer, Check clears the last verdict, its
  explanation and its lines at once and says it is checking, in each
  language, then shows the verdict again.
- Bad input gets a message, never a verdict, a hang or a blank: an empty
  paste, blanks with no n, n out of range, bytes that are no UTF-16
  though they look it; UTF-16 is judged as the text it holds, and said
  so; blanks only and an
  empty file, with n, are judged and said to be empty; a 50 MB and a
  binary file are judged without being shown.
- axe-core (pinned in tools/test-tools.txt, which tools/install-test-tools
  installs) finds no violation in any mode,
  in both languages, at a phone's and a desktop's width.
- No page prints anything on the console.

usage: check_page.py DOCS_DIR ROCKS CHECKER CHROMIUM SAMPLES_DIR AXE_JS
"""
import base64
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "tools"))
from browser import Browser  # noqa: E402

DOCS, ROCKS, CHECKER, CHROMIUM, SAMPLES, AXE = sys.argv[1:7]
PAGE = "file://" + os.path.abspath(os.path.join(DOCS, "play.html"))
# The judge's range, which the page's check mode takes (problem/limits.json).
with open(os.path.join(DOCS, "..", "problem", "limits.json"), encoding="utf-8") as limits_file:
    LIMITS = json.load(limits_file)
LOW, HIGH = LIMITS["min_n"], LIMITS["max_n"]
# The version tools/test-tools.txt pins, on its axe-core line (npm:axe-core@VERSION).
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools",
                       "test-tools.txt"), encoding="utf-8") as pins:
    AXE_VERSION = next(line.split()[2].rsplit("@", 1)[1] for line in pins
                       if line.startswith("axe-core "))
WIDTHS = {"phone": (390, 844), "desktop": (1280, 900)}
STATUS_WORD = {0: "ok", 1: "wrong", 2: "wrong", 3: "fail"}
failures = []
# Set by tools/play_mutant.py, which needs only whether the page is wrong:
# the first failure ends the run.
FIRST_FAILURE_ENDS = os.environ.get("ROCKS_FIRST_FAILURE_ENDS") == "1"


with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "rendered.js"), encoding="utf-8") as script:
    RENDERED = script.read()  # what render() drew against the page's views: what differs


def rendered(page, when):
    """render() drew the page's state: each difference is a failure."""
    for differs in page.evaluate(RENDERED):
        fail(f"{when}: {differs}")


def fail(what):
    failures.append(what)
    print("FAIL", what)
    if FIRST_FAILURE_ENDS:
        sys.exit(1)


def native(input_bytes, output_bytes):
    """The judges' checker's line and verdict, in testlib's call, its answer
    the solver's for the input's n (the page's build judges as it does, with
    no answer to judge)."""
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        given = input_bytes.strip()
        answer = (subprocess.run([ROCKS, given.decode()], capture_output=True, check=True).stdout
                  if given.isdigit() and LOW <= int(given) <= HIGH else b"OOO\nXOO\nXXO\nOXO\nOXX\n"
                  b"XXX\nXOX\nOOX\nOOO\n")
        for name, data in (("input", input_bytes), ("output", output_bytes), ("answer", answer)):
            paths.append(os.path.join(folder, name))
            with open(paths[-1], "wb") as f:
                f.write(data)
        done = subprocess.run([CHECKER, *paths], capture_output=True, check=False)
        return done.stderr.decode("utf-8", "replace").split("\n")[0], STATUS_WORD[done.returncode]


def js_bytes(data):
    return f"Uint8Array.from(atob('{base64.b64encode(data).decode()}'), (c) => c.charCodeAt(0))"


def drop(page, data, name="out.txt", times=1):
    """Drops `data`, `times` over, as a file on the text area, as a learner
    drops one."""
    page.evaluate(f"""(() => {{
        delete document.getElementById("answer").dataset.fileBytes;
        const transfer = new DataTransfer();
        const data = {js_bytes(data)};
        transfer.items.add(new File(Array({times}).fill(data), {json.dumps(name)}));
        document.getElementById("answer").dispatchEvent(
            new DragEvent("drop", {{ dataTransfer: transfer, bubbles: true, cancelable: true }}));
    }})()""")
    read = page.evaluate("""(async () => {
        for (let i = 0; i < 3000; ++i) {  // 30 s: a page that never reads the file fails, not hangs
            if (document.getElementById("answer").dataset.fileBytes === "BYTES") return true;
            await new Promise((done) => setTimeout(done, 10));
        }
        return false; })()""".replace("BYTES", str(len(data) * times)))
    if not read:
        fail(f"the page did not read the dropped {name} ({len(data) * times} bytes) in 30 s")
    rendered(page, f"{name} dropped")


def press_check(page, n):
    """Sets n (or leaves it empty), presses Check, and waits for the page to
    settle: a verdict, or a message."""
    shown = page.evaluate(f"""(async () => {{
        const $ = (id) => document.getElementById(id);
        if ($("check-n").value !== {json.dumps(n)}) {{  // typed, as a learner types it
            $("check-n").value = {json.dumps(n)};
            $("check-n").dispatchEvent(new Event("input", {{ bubbles: true }}));
        }}
        $("check").click();
        for (let i = 0; i < 3000 && !$("verdict").dataset.verdict && !$("check-error").textContent; ++i) {{
            await new Promise((done) => setTimeout(done, 10));
        }}
        return {{ line: $("verdict").textContent, verdict: $("verdict").dataset.verdict || null,
                 error: $("check-error").textContent, shown: $("answer").value.length,
                 board: !$("board-card").hidden,
                 wrongMove: document.querySelectorAll("#board line[stroke-dasharray]").length,
                 around: [...document.querySelectorAll("#around li")].map((li) => li.textContent),
                 bad: [...document.querySelectorAll("#around li.bad")].map((li) => li.value),
                 numbered: [...document.querySelectorAll("#around li")].map((li) => [li.value, li.textContent]),
                 explained: $("explain-verdict").textContent,
                 says: [...document.querySelectorAll("#explain-verdict p")].map((p) => p.dataset.says),
                 paragraphs: [...document.querySelectorAll("#explain-verdict p")].map((p) => p.textContent) }};
    }})()""")
    rendered(page, f"checked with n {n!r}")
    return shown


def read_verdict(page):
    """What the page shows now, without pressing Check again."""
    return page.evaluate("""(() => {
        const $ = (id) => document.getElementById(id);
        const paragraphs = [...document.querySelectorAll("#explain-verdict p")];
        return { line: $("verdict").textContent, lang: document.documentElement.lang,
                 says: paragraphs.map((p) => p.dataset.says), paragraphs: paragraphs.map((p) => p.textContent),
                 pasted: [...document.querySelectorAll("#explain-paste p")].map((p) => p.dataset.says) };
    })()""")


def paste(page, text):
    page.evaluate(f"""(() => {{ const area = document.getElementById("answer");
        area.value = {json.dumps(text)};
        area.dispatchEvent(new Event("input", {{ bubbles: true }})); }})()""")
    rendered(page, "pasted")


def expect_native(page, what, n_text, output, shown):
    line, verdict = native((n_text + "\n").encode(), output)
    if shown["line"] != line or shown["verdict"] != verdict:
        fail(f"{what}: page {shown['verdict']} {shown['line']!r}, native {verdict} {line!r}")
    return line


def solver(holes):
    return subprocess.run([ROCKS, str(holes)], capture_output=True, check=True).stdout


def corruptions(answer, holes):
    """Each corruption's name and lines. At the judge's largest n (0.5 MB
    pasted, a second of Chromium's time each) only the one deep in the
    answer: one in its first lines leaves the rest of the answer as the
    accepted paste before it, and one at its end is judged as at n = 8
    (the page reads the paste's end alike at any n, tests/page/)."""
    lines = answer.decode().splitlines()
    swapped = lines[:]
    swapped[1], swapped[2] = swapped[2], swapped[1]
    flipped = lines[:]
    middle = len(lines) // 2
    flipped[middle] = ("O" if flipped[middle][0] == "X" else "X") + flipped[middle][1:]
    short = holes < HIGH
    if short:
        yield "two lines swapped", swapped
    yield "one character flipped", flipped
    if short:
        yield "the closing line missing", lines[:-1]
        yield "a line too many", lines + [lines[0]]
        yield "lowercase", [line.lower() if i == 3 else line for i, line in enumerate(lines)]
        yield "the digit 0", [line.replace("O", "0") if i == 0 else line
                              for i, line in enumerate(lines)]


# The kind of finding the native checker's line names.
KINDS = [(r"^ok ", "cycle"), (r"expected \d+ lines, found", "too-few-lines"),
         (r"^wrong output format line \d+: expected \d+ characters?,", "wrong-length"),
         (r"expected only 'O' and 'X'", "not-o-and-x"), (r"expected all holes empty", "end-not-empty"),
         (r"^wrong answer lines \d+ and \d+ differ", "not-one-move"), (r" repeats ", "repeat"),
         (r"expected nothing after line", "too-many-lines"), (r"^FAIL input: ", "input-refused")]
# The common mistakes each stored output shows, beyond its kind; none for
# the others.
ADVICE = {"pe-stuck-game": ["closedFar"], "wa-stuck-game-closed": ["closedFar"],
          "wa-stuck-game-padded": ["closedFar"], "pe-dead-end": ["deadEnd"],
          "pe-last-line-missing": ["missingClose"], "wa-counting-order": ["counting"],
          "pe-another-n": ["anotherN"], "pe-lowercase": ["lowercase"], "pe-delete-byte": ["lineCount"],
          }
# The stored outputs whose first wrong line the page's reading of the paste
# names (text glued before the holes, holes written apart, 0 for O): its note,
# quoting the line, stands for the checker's finding, then the change that
# mends it, judged by the checker.
PASTE_NAMED = {"pe-case-prefix": ["glued", "alone"], "pe-spaced-holes": ["spaced", "alone"],
               "pe-split-token": ["spaced", "alone"], "pe-digit-zero": ["lookalike", "lookalike", "alone"]}
CJK = re.compile(r"[\u4e00-\u9fff]")


def kind_of(line):
    """The kind a line names; a line no pattern of KINDS knows stops the test,
    naming it (a message changed in src/checker.cpp needs its pattern here)."""
    kind = next((kind for pattern, kind in KINDS if re.search(pattern, line)), None)
    if kind is None:
        sys.exit(f"check_page.py: the checker's line {line!r} matches no pattern of KINDS "
                 "in tests/check_page.py; a changed message needs its pattern there")
    return kind


def expect_explained(page, stem, kind, explained):
    """The page's explanation of the verdict it shows, in English and then,
    switched to, in Chinese: the finding's own kind first, then the advice
    ADVICE expects; Chinese written in Chinese, with no space between its
    sentences."""
    for lang in ("en", "zh"):
        page.evaluate(f'document.getElementById("lang-{lang}").click()')
        shown = read_verdict(page)
        if stem in PASTE_NAMED:
            if shown["says"] != [] or shown["pasted"] != PASTE_NAMED[stem]:
                fail(f"{stem} {lang}: explained as {shown['says']} and {shown['pasted']}, expected "
                     f"the paste's {PASTE_NAMED[stem]}")
            continue
        # The holes' numbering, beside a finding that names holes (tests/page/ holds when).
        said = [what for what in shown["says"] if what != "numbering"]
        if not said or said[0] != kind or said[1:] != ADVICE.get(stem, []):
            fail(f"{stem} {lang}: explained as {shown['says']}, expected {[kind] + ADVICE.get(stem, [])}")
            continue
        for text in shown["paragraphs"]:
            chinese = len(CJK.findall(text))
            if lang == "zh" and (chinese < 10 or re.search(r"[。；：，！？] |[\u4e00-\u9fff] [\u4e00-\u9fff]", text)):
                fail(f"{stem} zh: not written in Chinese, or a space between its sentences: {text!r}")
            if lang == "en" and chinese:
                fail(f"{stem} en: Chinese in the English explanation: {text!r}")
        # One kind's explanation, with its numbers taken out, is not another's.
        explained[lang].setdefault(re.sub(r"\d+", "#", shown["paragraphs"][0]), set()).add(kind)
    page.evaluate('document.getElementById("lang-en").click()')


def check_every_kind_has_words(page):
    """Each kind of finding the page's checker can report (kFoundNames) has its
    explanation in both languages, and no other kind has one."""
    with open(os.path.join(DOCS, "checker_page.cpp"), encoding="utf-8") as f:
        source = f.read()
    names = re.search(r"kFoundNames\[\] = \{(.*?)\};", source, re.S).group(1)
    kinds = sorted(re.findall(r'"([a-z-]+)"', names))
    for lang in ("en", "zh"):
        worded = sorted(page.evaluate(f"Object.keys(WORDS.{lang}.found)"))
        if worded != kinds:
            fail(f"{lang}: explanations for {worded}, the checker reports {kinds}")
    print(f"{len(kinds)} kinds of finding, each explained in English and Chinese")


def check_verdicts(browser):
    page = browser.page(PAGE + "?mode=check", *WIDTHS["desktop"])
    check_every_kind_has_words(page)
    explained = {"en": {}, "zh": {}}
    stems = sorted(name[:-8] for name in os.listdir(os.path.join(SAMPLES, "checker"))
                   if name.endswith(".verdict"))
    through_ui = 0
    kinds_shown = set()
    for stem in stems:
        with open(os.path.join(SAMPLES, "checker", stem + ".in"), "rb") as f:
            given = f.read()
        with open(os.path.join(SAMPLES, "checker", stem + ".out"), "rb") as f:
            output = f.read()
        with open(os.path.join(SAMPLES, "checker", stem + ".verdict"), encoding="utf-8") as f:
            line = f.read().split("\n")[0]  # the native checker's (CheckerStoredVerdict)
        text = given.decode("latin-1").strip()
        # Through the page's file drop and its words: the first case of each
        # kind, and each whose advice or paste note is its own. Every case's
        # verdict, kind and explanation are tests/page/'s, under Node, from
        # the same WebAssembly checker.
        shown_once = kind_of(line) in kinds_shown and stem not in ADVICE and stem not in PASTE_NAMED
        if text.isdigit() and LOW <= int(text) <= HIGH and text == str(int(text)) and not shown_once:
            kinds_shown.add(kind_of(line))
            drop(page, output, stem + ".out")
            shown = press_check(page, text)
            expect_native(page, f"{stem} dropped", text, output, shown)
            expect_explained(page, stem, kind_of(line), explained)
            through_ui += 1
    for lang, by_kind in explained.items():
        for first, kinds in by_kind.items():
            if len(kinds) > 1:
                fail(f"{lang}: one explanation for the kinds {sorted(kinds)}: {first!r}")
    print(f"{through_ui} of the {len(stems)} stored cases judged through the page's file drop "
          "and explained in English and Chinese")
    for holes in sorted({LOW, 3, 5, 8, HIGH} & set(range(LOW, HIGH + 1))):
        answer = solver(holes)
        paste(page, answer.decode())
        shown = press_check(page, "")
        expect_native(page, f"n = {holes} pasted", str(holes), answer, shown)
        if not shown["line"].startswith("ok "):
            fail(f"n = {holes}: not accepted: {shown['line']!r}")
        for what, lines in corruptions(answer, holes):
            text = "".join(line + "\n" for line in lines)
            paste(page, text)
            shown = press_check(page, str(holes))
            expect_native(page, f"n = {holes}, {what}", str(holes), text.encode(), shown)
            if shown["verdict"] == "wrong" and not shown["bad"]:
                fail(f"n = {holes}, {what}: no line marked as the first wrong one")
    print(f"the solver's answers for n = {LOW}, 3, 5, 8 and {HIGH} and their corruptions judged as "
          "natively")
    if page.console:
        fail(f"console: {page.console}")


def check_walks(browser):
    for lang, explained, numbering, label in (
            ("en", "Lines 4 and 5 differ in holes 0, 1 and 2", "in the statement's numbers, 1 to 3, those are holes 1, 2 and 3",
             "The checker's line:"),
            ("zh", "第 4 行和第 5 行在洞 0、1、2 上不同", "按题面的编号（1 到 3），就是洞 1、2、3",
             "检查器的判定（英文原文）：")):
        page = browser.page(PAGE + f"?mode=check&lang={lang}", *WIDTHS["phone"])
        pasted = ["OOO", "XOO", "XXO", "OXO", "XOX", "XXX", "XOO", "OOX", "OOO"]
        paste(page, "".join(line + "\n" for line in pasted))
        shown = press_check(page, "3")
        if not shown["numbered"] or any(text != pasted[number - 1] for number, text in shown["numbered"]):
            fail(f"{lang}: the lines around read {shown['numbered']}, not the lines pasted")
        if shown["says"][:2] != ["not-one-move", "numbering"] or numbering not in shown["paragraphs"][1]:
            fail(f"{lang}: the holes' numbering is not beside the holes named: {shown['paragraphs']}")
        shown_label = page.evaluate('(() => { const l = document.getElementById("verdict-label");'
                                    ' return l.hidden ? null : l.textContent; })()')
        if shown_label != label:
            fail(f"{lang}: the checker's line labelled {shown_label!r}, not {label!r}")
        if shown["line"] != "wrong answer lines 4 and 5 differ in 3 holes: 'OXO' then 'XOX'":
            fail(f"{lang} walk: {shown['line']!r}")
        if not shown["board"] or shown["wrongMove"] != 1 or shown["bad"] != [5]:
            fail(f"{lang} walk: board {shown['board']}, dashed moves {shown['wrongMove']}, "
                 f"marked {shown['bad']}")
        if explained not in shown["explained"]:
            fail(f"{lang} walk: explained as {shown['explained']!r}")
        paste(page, "OOO\nXOO\nXXO\nXOO\nOOO\n")
        shown = press_check(page, "3")
        if shown["bad"] != [4] or not shown["board"]:
            fail(f"{lang} repeat: marked {shown['bad']}, board {shown['board']}")
        if page.console:
            fail(f"{lang} walk console: {page.console}")
    print("wrong moves and repeats drawn and listed, in English and Chinese")


def check_while_judging(browser):
    """What the click shows before the checker answers: the click's handler
    runs up to its first await before click() returns."""
    for lang in ("en", "zh"):
        page = browser.page(f"{PAGE}?mode=check&lang={lang}", *WIDTHS["desktop"])
        paste(page, "OOO\nXOO\nXXO\nOXO\nOXX\nXXX\nXOX\nOOX\nXOO\n")
        before = press_check(page, "3")
        # Setting the page's lang, even to itself, lays its answer out anew:
        # 43 ms a Check for a 0.5 MB answer (bench/page), so only a change sets it.
        page.evaluate("""(() => { window.langSet = [];
            new MutationObserver((seen) => { langSet.push(...seen); })
                .observe(document.documentElement, { attributeFilter: ["lang"] }); })()""")
        during = page.evaluate("""(() => {
            const $ = (id) => document.getElementById(id);
            $("check").click();
            return { line: $("verdict").textContent, verdict: $("verdict").dataset.verdict || null,
                     explained: $("explain-verdict").textContent,
                     around: document.querySelectorAll("#around li").length,
                     checking: WORDS[page.lang].checking };
        })()""")
        rendered(page, f"{lang} while judging")
        after = press_check(page, "3")
        if page.evaluate("langSet.length"):
            fail(f"{lang} while judging: a Check set the page's lang, which it already had")
        if before["verdict"] != "wrong" or not before["explained"] or not before["around"]:
            fail(f"{lang} while judging: the first check showed {before}")
        if (during["line"] != during["checking"] or during["verdict"] is not None
                or during["explained"] or during["around"]):
            fail(f"{lang} while judging: the page showed {during}")
        if (after["line"], after["verdict"], after["explained"]) != \
                (before["line"], before["verdict"], before["explained"]):
            fail(f"{lang} while judging: the second check showed {after}, the first {before}")
        if page.console:
            fail(f"{lang} while judging console: {page.console}")
    print("a second check clears the last verdict and says it is checking, in English and Chinese")


def check_keys_and_range(browser):
    """Keys typed into the answer or n are theirs, not the player's; n's field
    offers the judge's range; the file dialog closed with no file chosen
    changes nothing, and a file chosen there is the answer; what is typed
    into n stays as typed; a key held down in the answer says nothing on
    the console; a file dragged over the
    answer marks it, and is the page's, not the browser's, to open."""
    page = browser.page(PAGE + "?mode=check", *WIDTHS["desktop"])
    paste(page, "OOO\n")
    page.evaluate('document.getElementById("answer-file").dispatchEvent(new Event("change"))')
    kept = page.evaluate('document.getElementById("answer").value')
    if kept != "OOO\n":
        fail(f"the file dialog closed with no file: the answer became {kept!r}")
    chosen = page.evaluate("""(async () => {
        const $ = (id) => document.getElementById(id);
        const transfer = new DataTransfer();
        transfer.items.add(new File(["XOO\\n"], "chosen.out"));
        $("answer-file").files = transfer.files;
        $("answer-file").dispatchEvent(new Event("change"));
        for (let i = 0; i < 3000 && $("answer").dataset.fileBytes !== "4"; ++i) {
            await new Promise((done) => setTimeout(done, 10));
        }
        return $("answer").value; })()""")
    if chosen != "XOO\n":
        fail(f"a file chosen in the dialog: the answer became {chosen!r}")
    rendered(page, "a file chosen")
    # Typed into n, "-" is not a number yet: it stays as typed.
    page.evaluate('document.getElementById("check-n").focus()')
    page.browser.send("Input.insertText", {"text": "-"}, session=page.session)
    if not page.evaluate('document.getElementById("check-n").validity.badInput'):
        fail("typed into n, '-' was erased")
    # A key held down in the answer: 300 renders that change nothing in the
    # URL must not rewrite it, which Chromium throttles, saying so.
    page.evaluate("""(() => { const area = document.getElementById("answer");
        for (let i = 0; i < 300; ++i) {
            area.value = "OOO\\n" + "X".repeat(i % 4);
            area.dispatchEvent(new Event("input", { bubbles: true }));
        } })()""")
    page.evaluate("new Promise((done) => setTimeout(done, 300))")  # for what the console says
    dragged = page.evaluate("""(() => {
        const area = document.getElementById("answer");
        const send = (type) => {
            const event = new DragEvent(type, { dataTransfer: new DataTransfer(), bubbles: true, cancelable: true });
            area.dispatchEvent(event);
            return [type, event.defaultPrevented, area.classList.contains("dropping")];
        };
        return [send("dragover"), send("dragleave"), send("dragover"), send("drop")]; })()""")
    if dragged != [["dragover", True, True], ["dragleave", False, False],
                   ["dragover", True, True], ["drop", True, False]]:
        fail(f"a file dragged over the answer and dropped: [event, default prevented, marked] {dragged}")
    shown = page.evaluate("""(() => {
        const prevented = (id, key) => {
            const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
            document.getElementById(id).dispatchEvent(event);
            return event.defaultPrevented;
        };
        return { typed: ["a", "O", " ", "ArrowRight", "Home", "End"].flatMap((key) =>
                     ["answer", "check-n"].map((id) => prevented(id, key))),
                 range: [document.getElementById("check-n").min, document.getElementById("check-n").max] };
    })()""")
    if any(shown["typed"]):
        fail(f"keys typed into the answer or n were taken by the page: {shown['typed']}")
    if shown["range"] != [str(LOW), str(HIGH)]:
        fail(f"n's field offers {shown['range']}, not {LOW} to {HIGH}")
    if page.console:
        fail(f"keys console: {page.console}")
    print("keys typed into the answer and n are theirs; n's field offers the judge's range; "
          "no file chosen changes nothing, a file chosen is the answer; dragging marks the answer")


def check_bad_input(browser):
    page = browser.page(PAGE + "?mode=check", *WIDTHS["desktop"])
    for what, action, n in (("an empty paste", lambda: paste(page, ""), ""),
                            ("blanks only, and no n", lambda: paste(page, "  \n\n"), ""),
                            (f"n = {HIGH + 1}", lambda: paste(page, "OOO\n"), str(HIGH + 1)),
                            (f"n = {LOW - 1}", lambda: paste(page, "OOO\n"), str(LOW - 1)),
                            (f"a first line of {HIGH + 5} characters",
                             lambda: paste(page, "O" * (HIGH + 5) + "\n"), ""),
                            ("UTF-16 that is none", lambda: drop(page, b"\xff\xfe\x00\xd8"), "")):
        action()
        shown = press_check(page, n)
        if not shown["error"] or shown["verdict"] is not None:
            fail(f"{what}: message {shown['error']!r}, verdict {shown['verdict']}")
    # Blanks only, or no byte at all, with n: judged, and told apart from a prompt.
    for what, action in (("blanks only", lambda: paste(page, "  \n\n")),
                         ("an empty file", lambda: drop(page, b"", "empty.out"))):
        action()
        shown = press_check(page, "3")
        expect_native(page, what, "3", b"  \n\n" if what == "blanks only" else b"", shown)
        if shown["says"][:1] != ["too-few-lines"] or "printed nothing" not in shown["explained"]:
            fail(f"{what}: explained as {shown['says']} {shown['explained']!r}")
    answer = solver(HIGH)
    big = answer * 96  # 50 MB
    drop(page, answer, "big.out", times=96)
    shown = press_check(page, str(HIGH))
    expect_native(page, "a 50 MB file", str(HIGH), big, shown)
    if shown["shown"] > 200:
        fail(f"a 50 MB file: {shown['shown']} characters shown in the text area")
    binary = bytes(range(256)) * 4
    drop(page, binary, "binary.bin")
    shown = press_check(page, "3")
    expect_native(page, "a binary file", "3", binary, shown)
    # UTF-16, as PowerShell's > writes it: the text it holds judged, and said so.
    for what, data, n in (("UTF-16 with a byte-order mark", "OOO\nXOO\n".encode("utf-16"), ""),
                          ("UTF-16 without one", "OOO\nXOO\n".encode("utf-16-le"), "3")):
        drop(page, data)
        shown = press_check(page, n)
        expect_native(page, what, "3", b"OOO\nXOO\n", shown)
        if "utf16" not in read_verdict(page)["pasted"]:
            fail(f"{what}: no note that the file is UTF-16: {read_verdict(page)['pasted']}")
    if page.console:
        fail(f"bad input console: {page.console}")
    print("bad inputs answered with a message; a 50 MB and a binary file judged, not shown")


def check_accessibility(browser):
    with open(AXE, encoding="utf-8") as f:
        # Every rule runs; only the violations' nodes are collected in full
        # (axe's resultTypes), which is all this reads, in half the time.
        axe = f.read() + "\nvar AXE_OPTIONS = {resultTypes: ['violations']};"
    checked = 0
    for mode in ("search", "stuck", "check"):
        for lang in ("en", "zh"):
            for width, size in WIDTHS.items():
                page = browser.page(PAGE + f"?mode={mode}&lang={lang}&n=3&step=4", *size)
                states = ["as opened"]
                if mode == "check":
                    states.append("with a verdict")
                for state in states:
                    if state == "with a verdict":  # a console's copy: the paste's notes shown too
                        paste(page, "3\nOOO\nXOO\nXXO\nOXO\nXOX\nXXX\nXOO\nOOX\nOOO\n\n"
                                    "Process exited after 0.5 seconds with return value 0\n")
                        press_check(page, "")
                    page.evaluate(axe)
                    version = page.evaluate("axe.version")
                    if version != AXE_VERSION:
                        fail(f"axe-core {version}, expected {AXE_VERSION}")
                    violations = page.evaluate("""axe.run(document, AXE_OPTIONS).then((r) => r.violations.map((v) =>
                        v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))""")
                    for violation in violations:
                        fail(f"axe, {mode} {lang} {width} {state}: {violation}")
                    checked += 1
                if page.console:
                    fail(f"axe, {mode} {lang} {width}: console: {page.console}")
    # The guides the page links to, as rendered for reading from file://.
    for guide in ("learners.html", "zh-CN/README.html"):
        for width, size in WIDTHS.items():
            page = browser.page("file://" + os.path.abspath(os.path.join(DOCS, guide)), *size)
            page.evaluate(axe)
            violations = page.evaluate("""axe.run(document, AXE_OPTIONS).then((r) => r.violations.map((v) =>
                v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", ")))""")
            for violation in violations:
                fail(f"axe, {guide} {width}: {violation}")
            if page.console:
                fail(f"axe, {guide} {width}: console: {page.console}")
            # The page never scrolls sideways; code never wraps, and on a
            # desktop each block shows its lines whole.
            layout = page.evaluate("""JSON.stringify({page: document.documentElement.scrollWidth,
                window: document.documentElement.clientWidth,
                wrapping: [...document.querySelectorAll("pre code")].filter((code) =>
                    getComputedStyle(code).whiteSpace !== "pre").length,
                cut: [...document.querySelectorAll("pre")].filter((pre) =>
                    pre.scrollWidth > pre.clientWidth).map((pre) => pre.textContent.split("\\n")[0])})""")
            layout = json.loads(layout)
            if layout["page"] > layout["window"]:
                fail(f"{guide} {width}: the page is {layout['page']} px wide in a "
                     f"{layout['window']} px window")
            if layout["wrapping"]:
                fail(f"{guide} {width}: {layout['wrapping']} code blocks wrap their lines")
            if width == "desktop" and layout["cut"]:
                fail(f"{guide} {width}: code blocks wider than the page shows: {layout['cut']}")
            checked += 1
    print(f"axe-core {AXE_VERSION}: {checked} views (3 modes, 2 languages, 2 widths; "
          "the 2 rendered guides at 2 widths)")


# What pupils paste (tests/page/pastes/, described in its cases.json), which
# tests/page/pastes.test.js reads line by line under Node: here as a learner
# gives them to the page, pasted where the text is UTF-8 and dropped as a
# file where it is not (GBK, binary bytes).
PASTES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "page", "pastes")
# One paste of each kind (Node reads every one): a console's lines and the n
# typed, a prompt with the n typed after it, a prompt glued to the first
# state, GBK text (dropped as a file), letters apart, the digits 0 and 1, a
# count, a debug line, a prompt alone, and binary bytes.
BROWSER_PASTES = {"devcpp-console-zh.txt", "codeblocks-console-en.txt", "luogu-ide-prompt-glued.txt",
                  "gbk-heading.txt", "spaced-like-luogu-table.txt", "digits-zero-one.txt",
                  "count-first.txt", "debug-line-end-en.txt", "only-prompt-zh.txt", "binary.bin"}


def check_pupils_pastes(browser):
    """Each paste, with n left empty, in each language: n from its lines of O
    and X, the checker's verdict on it as it is, every line that is no part
    of an answer named with its text quoted as written, no escape for a
    character the pupil can read, and what to take out where the lines of O
    and X alone are accepted; a paste with no such line gets one sentence
    and no verdict."""
    with open(os.path.join(PASTES, "cases.json"), encoding="utf-8") as f:
        cases = [case for case in json.load(f) if case["file"] in BROWSER_PASTES]
    page = browser.page(PAGE + "?mode=check", *WIDTHS["desktop"])
    for case in cases:
        with open(os.path.join(PASTES, case["file"]), "rb") as f:
            data = f.read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = None
        readable = text if text is not None else data.decode("gb18030", "replace")
        rows = [row.rstrip() for row in readable.replace("\r\n", "\n").split("\n")]
        page.evaluate('document.getElementById("lang-en").click()')
        if text is not None:
            paste(page, text)
        else:
            drop(page, data, case["file"])
        shown = press_check(page, "")
        # Judged once; each language then says it, switched to.
        for lang in ("en", "zh"):
            page.evaluate(f'document.getElementById("lang-{lang}").click()')
            what = f"{case['file']} ({lang})"
            shown.update(page.evaluate("""(() => { const $ = (id) => document.getElementById(id);
                return { line: $("verdict").textContent, error: $("check-error").textContent,
                         around: [...document.querySelectorAll("#around li")].map((li) => li.textContent) };
            })()"""))
            notes = page.evaluate("""[...document.querySelectorAll("#explain-paste p")].map((p) =>
                [p.dataset.says, p.textContent])""")
            n = page.evaluate('document.getElementById("check-n").value')
            if case["n"] is None:
                if not shown["error"] or shown["verdict"] is not None or "\n" in shown["error"]:
                    fail(f"{what}: expected one sentence and no verdict, saw {shown}")
                continue
            if n != str(case["n"]):
                fail(f"{what}: n taken as {n!r}, not {case['n']}")
            line, verdict = native((n + "\n").encode(), data)
            if shown["verdict"] != verdict:
                fail(f"{what}: page {shown['verdict']}, native {verdict} {line!r}")
            said = "\n".join(text for _, text in notes)
            for number in sorted(int(k) for k in case["kinds"]):
                if not any(f"“{rows[start - 1]}”" in said for start in range(1, number + 1)
                           if rows[start - 1]):
                    fail(f"{what}: line {number} ({rows[number - 1]!r}) quoted nowhere: {said!r}")
            if case["alone"] != any(says == "alone" for says, _ in notes):
                fail(f"{what}: what to take out {'missing' if case['alone'] else 'said'}: {said!r}")
            everything = shown["line"] + said + " ".join(shown["around"])
            if re.search(r"\\x[0-9A-F]{2}", everything) and re.search(r"[^\x00-\x7f]", readable):
                fail(f"{what}: an escape for a character the pupil can read: {everything!r}")
            if lang == "zh" and not CJK.search(said):
                fail(f"{what}: the Chinese page explains in no Chinese: {said!r}")
    if page.console:
        fail(f"pastes console: {page.console}")
    if len(cases) != len(BROWSER_PASTES):
        fail(f"pastes named above but not in cases.json: {BROWSER_PASTES - {c['file'] for c in cases}}")
    print(f"{len(cases)} pupils' pastes, each in both languages: n from the lines of O and X, "
          "every other line named and quoted, what to take out")


def check_browser_language(browser):
    """A Chinese browser opening the page with no lang in the link sees
    Chinese, and the link then says so; a language chosen on the page goes
    into the link, which opens as it was seen whatever the browser's."""
    page = browser.page("about:blank", *WIDTHS["phone"])
    agent = page.evaluate("navigator.userAgent")

    def languages(accept):
        browser.send("Emulation.setUserAgentOverride", {"userAgent": agent, "acceptLanguage": accept},
                     session=page.session)

    languages("zh-CN,zh")
    page.go(PAGE)
    seen = page.evaluate("[document.documentElement.lang, location.search]")
    if seen[0] != "zh-CN" or "lang=zh" not in seen[1]:
        fail(f"a Chinese browser, no lang in the link: the page is {seen}")
    page.evaluate('document.getElementById("lang-en").click()')
    shared = page.evaluate("location.href")
    page.go(shared)
    if page.evaluate("document.documentElement.lang") != "en":
        fail(f"a link with lang=en opened in a Chinese browser: not English ({shared})")
    languages("en-US,en")
    page.go(PAGE)
    if page.evaluate("document.documentElement.lang") != "en":
        fail("an English browser, no lang in the link: not English")
    if page.console:
        fail(f"browser language console: {page.console}")
    print("a Chinese browser sees Chinese with no lang in the link; a choice made goes into the link")


def main():
    with Browser(CHROMIUM) as browser:
        check_verdicts(browser)
        check_walks(browser)
        check_while_judging(browser)
        check_keys_and_range(browser)
        check_bad_input(browser)
        check_pupils_pastes(browser)
        check_browser_language(browser)
        check_accessibility(browser)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
