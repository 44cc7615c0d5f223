#!/usr/bin/env python3
"""docs/play.html in headless Chromium, as a learner opens it: at
?n=N&step=K for every step of the smallest n played to 3 and a sample of
each larger n played in English (the first steps, and those on each side
of a mirror's edge), and of n = 3 and the largest n's sample in Chinese (asked for as "zh" and, at n = 3's
first, middle and last steps, as "zh-CN"), the state it shows
(#current-state) must be line K of the solver's own output, drawn: its box
on the board filled with the palette's walk colour and no other box, the
board shown, the path's chips written as the path, the slider at the step
shown, the keys' note in the page's language, the palette set as the
page's colours;
in the backing-up mode it must reach the statement's stuck game, back up,
and end on a cycle the checker accepts, its header counting frames and its
last caption looking for the way back; every control (the four buttons,
Play, the slider, the languages, n, the modes, the keys) must do what a
learner asks of it, and everything render() draws must be the view the
page's logic makes of its state (tests/rendered.js), the URL included;
Play must step on by itself to the last step and stop there, and stay
where it is paused; the guide the footer links to must open, from
file://, as a page (HTML with its title), in each language; and the page
must print nothing on the console (no error, no warning, no log). What
the controls do to the page's state, and what each view holds, the tests
under tests/page/ hold without a browser.

Each URL is opened in one tab of Chromium, driven by tools/browser.py:
what the page shows is read from its DOM, and what it prints on the
console is read as DevTools reports it.

usage: play_page.py DOCS_DIR ROCKS CHECKER CHROMIUM SAMPLES_DIR
"""
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "tools"))
from browser import Browser  # noqa: E402

DOCS, ROCKS, CHECKER, CHROMIUM, SAMPLES = sys.argv[1:6]
PAGE = "file://" + os.path.abspath(os.path.join(DOCS, "play.html"))
# Every step of n = 4 too was 11 more page loads that drew nothing the
# steps of n = 3 and these do not (what each step shows, the tests under
# tests/page/ hold for every step without a browser).
def steps_of(holes):
    """Every step up to n = 3; past it the first three and those on each
    side of each mirror's edge (2^k - 1 and 2^k)."""
    if holes <= 3:
        return range(2 ** holes + 1)
    return sorted({0, 1, 2} | {step for k in range(3, holes + 1) for step in (2 ** k - 1, 2 ** k)})


with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "problem",
                       "limits.json"), encoding="utf-8") as limits_file:
    LIMITS = json.load(limits_file)  # the n played: min_n to largest_played
STUCK_FRAMES = 15  # the frames of the backing-up search: see docs/play-data.js
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "rendered.js"), encoding="utf-8") as script:
    RENDERED = script.read()  # what render() drew against the page's views: what differs
# Set by tools/play_mutant.py, which needs only whether the page is wrong:
# the first failure ends the run.
FIRST_FAILURE_ENDS = os.environ.get("ROCKS_FIRST_FAILURE_ENDS") == "1"

# What a page shows: its state, its path, its language, its header, its
# caption, whether Play is pressed and the mode, "|"-separated.
SHOWN = """[document.getElementById("current-state").textContent,
            document.getElementById("visited").dataset.path,
            document.documentElement.lang,
            document.getElementById("step").textContent,
            document.getElementById("explanation").textContent,
            document.getElementById("play").getAttribute("aria-pressed"),
            document.getElementById("mode").value].join("|")"""
# What render() drew, apart from its views (tests/rendered.js holds those):
# the states whose boxes are filled with the walk's colour, whether the
# board is shown, and the page's walk colour against play-data.js's.
DRAWN = """JSON.stringify({
    current: [...document.querySelectorAll("#board rect")]
      .filter((box) => box.getAttribute("fill") === ROCKS_PLAY.palette.walk).map((box) => box.dataset.state),
    board: !document.getElementById("board-card").hidden,
    colour: getComputedStyle(document.documentElement).getPropertyValue("--walk").trim() ===
            ROCKS_PLAY.palette.walk })"""
# The backing-up search's last frame: its header counts frames, not the
# path's steps, and its caption says the search looks for the way back.
STUCK_END = {"en": (f"Frame {STUCK_FRAMES - 1} of {STUCK_FRAMES - 1} ", "for the one back to the start"),
             "zh": (f"第 {STUCK_FRAMES - 1} 帧，共 {STUCK_FRAMES - 1} 帧", "找回到起点的那个洞")}


# The keys the player takes (play-logic.js's KEYS): the page keeps the
# browser from acting on them too, and on no other key.
TAKEN_KEYS = {"ArrowRight", "ArrowLeft", "Home", "End", " "}


def act(action):
    """An action as a learner takes it: "click:ID" clicks a control,
    "input:ID=VALUE" and "change:ID=VALUE" set a field as the learner does,
    and anything else is a key pressed on the page. Evaluates to whether
    the page kept the browser from acting on it as well."""
    kind, _, rest = action.partition(":")
    if kind == "click":
        return f'document.getElementById({json.dumps(rest)}).click(), false'
    if kind in ("input", "change"):
        field, value = rest.split("=")
        return (f'(() => {{ const field = document.getElementById({json.dumps(field)});'
                f' field.value = {json.dumps(value)};'
                f' return !field.dispatchEvent(new Event({json.dumps(kind)}, {{bubbles: true, cancelable: true}})); }})()')
    return ("!document.body.dispatchEvent(new KeyboardEvent('keydown', "
            f"{{key: {json.dumps(action)}, bubbles: true, cancelable: true}}))")


def solver_lines(holes):
    done = subprocess.run([ROCKS, str(holes)], capture_output=True, text=True, check=True)
    return done.stdout.split()


def accepted(holes, lines):
    with tempfile.TemporaryDirectory() as folder:
        paths = [os.path.join(folder, name) for name in ("in", "out")]
        for path, text in zip(paths, (f"{holes}\n", "".join(line + "\n" for line in lines))):
            with open(path, "w", encoding="ascii") as file:
                file.write(text)
        return subprocess.run([CHECKER, *paths], capture_output=True, check=False).returncode == 0


def cases():
    """(url, actions, check): `check` gets what the frame showed, before and
    after each action, and returns a failure or None."""
    found = []
    for lang in ("en", "zh", "zh-CN"):
        tag = "en" if lang == "en" else "zh-CN"
        # The state a step shows is the language's no more than its caption:
        # Chinese at n = 3 and a sample of the largest, English at every n.
        played = range(LIMITS["min_n"], LIMITS["largest_played"] + 1)
        for holes in {"en": played, "zh": sorted({3, played[-1]}), "zh-CN": [3]}[lang]:
            lines = solver_lines(holes)
            steps = steps_of(holes)
            if lang == "zh-CN":
                steps = [0, len(lines) // 2, len(lines) - 1]
            for step in steps:
                def check(seen, want=lines[step], tag=tag):
                    state, _, shown_lang = seen[0][:3]
                    if state != want:
                        return f"shows {state!r}, the solver's line is {want!r}"
                    return None if shown_lang == tag else f"page language {shown_lang!r}"
                found.append((f"{PAGE}?lang={lang}&n={holes}&step={step}", [], check))
        if lang == "zh-CN":
            continue  # "zh-CN" means Chinese: the steps of n = 3 show it; the rest is "zh"'s
        stuck_game = open(os.path.join(SAMPLES, "checker", "pe-stuck-game.out")).read().split()

        def at_stuck(seen, stuck_game=stuck_game):
            state, path = seen[0][:2]
            if state != "XXX" or path.split() != stuck_game:
                return f"frame 7 shows {state!r} on the path {path!r}, not the stuck game"
            state, path = seen[1][:2]  # one step on: backed up to OXX
            if state != "OXX" or path.split() != stuck_game[:-1]:
                return f"frame 8 shows {state!r} on the path {path!r}, not a step back"
            return None
        found.append((f"{PAGE}?lang={lang}&mode=stuck&step=7", ["ArrowRight"], at_stuck))

        def at_end(seen, lang=lang):
            state, path, _, header, caption = seen[0][:5]
            walk = path.split() + [state]
            if len(walk) != 9 or not accepted(3, walk):
                return f"the last frame's cycle {walk} is not accepted"
            counted, closing = STUCK_END[lang]
            if not header.startswith(counted) or closing not in caption:
                return f"the last frame's header {header!r} or caption {caption!r}"
            return None
        found.append((f"{PAGE}?lang={lang}&mode=stuck&step={STUCK_FRAMES - 1}", [], at_end))
    three = solver_lines(3)

    def keyboard(seen):
        states = [entry[0] for entry in seen]
        want = [three[0], three[1], three[2], three[1], three[8], three[8], three[0], three[0]]
        if states != want:
            return f"the keys showed {states}, not {want}"
        return None if seen[-1][2] == "zh-CN" else "the switch to Chinese did not mark the page zh-CN"
    found.append((f"{PAGE}?lang=en&n=3&step=0",
                  ["ArrowRight", "ArrowRight", "ArrowLeft", "End", "a", "Home", "click:lang-zh"], keyboard))
    low = solver_lines(LIMITS["min_n"])  # never n = 3's: the rules keep min_n <= 2

    def controls(seen):
        """Each control, used as a learner uses it, and what it showed."""
        shown = [(entry[0], entry[2], entry[5]) for entry in seen]
        want = [(three[0], "en", "false"), (three[1], "en", "false"), (three[2], "en", "false"),
                (three[1], "en", "false"), (three[8], "en", "false"), (three[0], "en", "false"),
                (three[5], "en", "false"), (three[5], "zh-CN", "false"), (three[5], "en", "false"),
                (low[0], "en", "false"), (low[1], "en", "false"), ("OOO", "en", "false"),
                (three[0], "en", "false"), (three[0], "en", "true")]
        # Paused again at once, or one beat (800 ms) on if the machine was slow.
        paused = shown[len(want)]
        if shown[:len(want)] != want or paused[1:] != ("en", "false") or paused[0] not in three[:2]:
            return f"the controls showed {shown}, not {want} and then paused"
        modes = [entry[6] for entry in seen]
        if modes[11] != "stuck" or modes[-2:] != ["check", "search"]:
            return f"the modes shown were {modes}"
        return None
    found.append((f"{PAGE}?lang=en&n=3&step=0",
                  ["click:forward", "click:forward", "click:back", "click:last", "click:first",
                   "input:slider=5", "click:lang-zh", "click:lang-en", f"change:n={LIMITS['min_n']}", "click:forward",
                   "change:mode=stuck", "change:mode=search", "click:play", "click:play",
                   "change:mode=check", "change:mode=search"], controls))
    return found


def drawn_as_shown(seen, drawn):
    """The box filled as the walk's is the state the page says it shows."""
    state = seen[0]
    if drawn["current"] != [state] or not drawn["board"]:
        return f"the boxes drawn current are {drawn['current']}, the state shown {state!r}, " \
               f"the board shown: {drawn['board']}"
    return None if drawn["colour"] else "the page's colours are not play-data.js's palette"


def plays_to_the_end(browser):
    """Space plays: the page steps on by itself, a step each 800 ms, and
    stops at the last step, its Play button no longer pressed."""
    page = browser.page(f"{PAGE}?lang=en&n=3&step=6", 1280, 900)
    page.evaluate(act(" "))
    pressed = page.evaluate('document.getElementById("play").getAttribute("aria-pressed")')
    page.evaluate("new Promise((done) => setTimeout(done, 2500))")
    shown = page.evaluate(SHOWN).split("|")
    after = page.evaluate('document.getElementById("play").getAttribute("aria-pressed")')
    last = solver_lines(3)[-1]
    if pressed != "true" or shown[0] != last or not shown[3].startswith("Step 8 of 8") or after != "false":
        return (f"played from step 6: pressed {pressed}, then {shown[0]!r} at {shown[3]!r}, "
                f"pressed {after}; the last step is {last!r}")
    return f"playing: console {page.console}" if page.console else None


def pauses(browser):
    """Play, then Play again after two beats: the page stays where it
    paused (no beat left running)."""
    page = browser.page(f"{PAGE}?lang=en&n=3&step=0", 1280, 900)
    page.evaluate(act("click:play"))
    page.evaluate("new Promise((done) => setTimeout(done, 1900))")
    page.evaluate(act("click:play"))
    paused = page.evaluate(SHOWN).split("|")
    page.evaluate("new Promise((done) => setTimeout(done, 1900))")
    later = page.evaluate(SHOWN).split("|")
    if paused[0] == solver_lines(3)[0] or later[:6] != paused[:6] or paused[5] != "false":
        return f"paused after two beats at {paused[0]!r} ({paused[3]!r}), then showed {later[0]!r} ({later[3]!r})"
    return f"pausing: console {page.console}" if page.console else None


def guide_opens(browser, lang):
    """The footer's link opens, from file://, a page: HTML with a title and
    a heading, not Markdown source."""
    page = browser.page(f"{PAGE}?lang={lang}", 1280, 900)
    link = page.evaluate('document.querySelector("#footer a").href')
    page.go(link)
    shown = json.loads(page.evaluate("""JSON.stringify({ title: document.title,
        heading: (document.querySelector("h1") || {}).textContent || "",
        markdown: /^#+ /m.test(document.body.innerText.slice(0, 200)) })"""))
    if not link.endswith(".html") or not shown["title"] or not shown["heading"] or shown["markdown"]:
        return f"the footer's guide {link} opens as {shown}"
    return f"the footer's guide {link}: console {page.console}" if page.console else None


def main():
    tests = cases()
    failures = []

    def fail(what):
        failures.append(what)
        if FIRST_FAILURE_ENDS:
            sys.exit(f"FAIL {what}")
    with Browser(CHROMIUM) as browser:
        page = None
        for url, actions, check in tests:
            said_before = len(page.console) if page else 0  # what it said while loading counts
            if page is None:
                page = browser.page(url, 1280, 900)
            else:
                page.go(url)
            seen = [page.evaluate(SHOWN).split("|")]
            drawn = [json.loads(page.evaluate(DRAWN))]
            for differs in page.evaluate(RENDERED):
                fail(f"{url}: {differs}")
            for action in actions:
                prevented = page.evaluate(act(action))
                if ":" not in action and prevented != (action in TAKEN_KEYS):
                    fail(f"{url}: the key {action!r} was {'' if prevented else 'not '}kept from the browser")
                seen.append(page.evaluate(SHOWN).split("|"))
                drawn.append(json.loads(page.evaluate(DRAWN)))
                for differs in page.evaluate(RENDERED):
                    fail(f"{url} after {action}: {differs}")
            for shown, board in zip(seen, drawn):
                problem = drawn_as_shown(shown, board) if shown[6] != "check" else None
                if problem:
                    fail(f"{url}: {problem}")
            said = page.console[said_before:]
            if said:
                fail(f"{url}: console: {said}")
            problem = check(seen)
            if problem:
                fail(f"{url}: {problem}")
        for problem in [plays_to_the_end(browser), pauses(browser)] + [guide_opens(browser, lang) for lang in ("en", "zh")]:
            if problem:
                fail(problem)
    for failure in failures:
        print(failure)
    print(f"{len(tests)} pages opened in Chromium, and the guides they link to, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
