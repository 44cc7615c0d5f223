// The page's words (docs/play-words.js): the same words in both languages,
// one explanation for each kind of finding the checker reports, English in
// the English and Chinese in the Chinese, every text saying something.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const page = require("./page.js");

const { en, zh } = page.WORDS;
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
// Arguments enough for any of the words' functions, and those that take others.
const ARGS = [3, 8, 2, 1];
const ARGS_OF = { holeNumbers: [3, [0, 2]], list: [["a", "b"]], notShown: ["out.bin", 5], noWasm: ["no WebAssembly"] };
const REPORT = { kind: "cycle", holes: 3, line: 4, lines: 9, length: 3, earlier: 1, previous: "XXO",
                 differing: [0, 1], unvisited: [], seen: 8, distance: 2, counted: 6, around: [], walk: [] };

// A run of pasted lines as pasteNotes() gives them, and what removals() gives.
const RUN = { kind: "prompt", from: 1, to: 2, text: "Enter n:", lastText: "n:", before: "Enter n:", status: 3,
              states: 2, n: 3, consoles: ["Visual Studio", "a terminal"], found: [{ char: "\u041e", looks: "O", kind: "cyrillic", code: "U+041E" },
                                       { char: "\uff38", looks: "X", kind: "fullwidth", code: "U+FF38" }] };
const TAKEN = { lines: [1, 12, 13], glued: [{ number: 2, before: "n=" }],
                changed: [{ kind: "lookalike", number: 3, n: 3 }, { kind: "spaced", number: 4, n: 3 }] };

// Each word as text: a function's called with sample arguments.
function texts(words, prefix = "") {
  const found = [];
  for (const [key, word] of Object.entries(words)) {
    if (typeof word === "string") found.push([prefix + key, word]);
    else if (typeof word === "function") {
      const isReport = prefix === "found." || prefix === "advice.";
      const args = isReport ? [REPORT, ["0"], "XOO", "OOO"]
        : prefix === "paste." ? { more: [4], alone: [TAKEN], aloneWrong: [TAKEN, "wrong answer ...", true],
                                  bytes: [{ number: 2, text: "ＯＸ", characters: 2, bytes: 6, encoding: "utf-8" }],
                                  words: [{ line: 1, number: 1, text: "Case #1:", word: "Case" }],
                                  renumbered: [4, 7] }[key] ||
          [RUN, "gb18030"]
        : ARGS_OF[key] || ARGS;
      found.push([prefix + key, word(...args)]);
    } else found.push(...texts(word, prefix + key + "."));
  }
  return found;
}

test("both languages have the same words", () => {
  const keys = (words) => texts(words).map(([key]) => key).sort();
  assert.deepEqual(keys(zh), keys(en));
});

test("one explanation for each kind of finding the page's checker names", () => {
  const source = fs.readFileSync(path.join(page.DOCS, "checker_page.cpp"), "utf8");
  const names = [...source.match(/kFoundNames\[\] = \{([^}]*)\}/)[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  assert.ok(names.length >= 12);
  for (const words of [en, zh]) assert.deepEqual(Object.keys(words.found).sort(), [...names].sort());
});

test("every word says something, in its own language", () => {
  for (const [key, text] of texts(en)) {
    assert.ok(text.trim().length > 0, `en ${key} is empty`);
    // The names a Chinese input method shows for its full- and half-width
    // modes stay in Chinese, and so does what the pupil wrote, quoted.
    assert.ok(!CJK.test(text.replace(/\((全角|半角)[),]/g, "(").replace(/“[^”]*”/g, "")) || key === "lang" ||
              key.startsWith("footer"), `en ${key} has Chinese: ${text}`);
  }
  for (const [key, text] of texts(zh)) {
    assert.ok(text.trim().length > 0, `zh ${key} is empty`);
    const latinOnly = ["lang", "first", "back", "forward", "last", "play", "pause"].includes(key);
    if (!latinOnly && !/^(found|advice)\.(input-refused|judge-failure)$/.test(key)) {
      assert.ok(CJK.test(text), `zh ${key} has no Chinese: ${text}`);
    }
    assert.ok(!/[。，：；！？、（）]\s/.test(text), `zh ${key}: a space after Chinese punctuation: ${text}`);
  }
  assert.equal(en.lang, "en");
  assert.equal(zh.lang, "zh-CN");
});

test("the footer links to the guide rendered for a browser, in the page's language", () => {
  assert.match(en.footer, /href="learners\.html"/);
  assert.match(zh.footer, /href="zh-CN\/README\.html"/);
  for (const file of ["learners.html", "zh-CN/README.html"]) assert.ok(fs.existsSync(path.join(page.DOCS, file)), file);
});

test("the counts and numbers the words are given are the ones they say", () => {
  assert.equal(en.step(0, 7), "Step 0 of 7");
  assert.equal(zh.step(0, 7), "第 0 步，共 7 步");
  // Any numbers: the words say the ones they are given.
  assert.equal(en.checkN(2, 9), "n (2 to 9; empty: from the states in your output):");
  assert.equal(en.nUnknown(16, 2, 9), "Cannot tell n: the first line has 16 characters. Type n (2 to 9).");
  assert.equal(en.found["wrong-length"]({ ...REPORT, line: 2, length: 1 }), "Line 2 has 1 character, but for " +
               "n = 3 every line has exactly 3, one for each hole.");
  assert.equal(en.found["too-few-lines"]({ ...REPORT, line: 9 }),
               "Your output stops after line 8: an answer for n = 3 has 9 lines, every one of the 8 states " +
               "and then the start again. Line 9 is missing.");
  assert.equal(en.found["too-few-lines"]({ ...REPORT, line: 5 }),
               "Your output stops after line 4: an answer for n = 3 has 9 lines, every one of the 8 states " +
               "and then the start again. 5 lines are missing.");
  assert.equal(en.advice.deadEnd({ ...REPORT, line: 8, seen: 7 }).split(":")[0], "Your walk stops at XXO (line 7)");
  assert.equal(en.slider(true), "Frame");
  assert.equal(en.slider(false), "Step");
  assert.equal(zh.holesWord(2), "个洞");
  assert.equal(en.holesWord(1), "hole");
  assert.equal(en.holesWord(2), "holes");
});

// The numbers a text says, in order.
const numbers = (text) => (text.match(/\d+/g) || []).map(Number);

test("every explanation says the report's own numbers, the same in both languages", () => {
  const r = { ...REPORT, holes: 3, lines: 9, line: 5, length: 4, earlier: 2, seen: 6, distance: 2, counted: 6,
              differing: [0, 2], previous: "XXO" };
  // [kind, the report's fields changed, the numbers said, in any order]
  const cases = [
    ["found.cycle", {}, [9, 8]],
    ["found.too-few-lines", { line: 1 }, [3, 9]],
    ["found.too-few-lines", {}, [4, 3, 9, 8, 5]],
    ["found.too-few-lines", { line: 9 }, [8, 3, 9, 8, 9]],
    ["found.wrong-length", {}, [5, 4, 3, 3]],
    ["found.not-o-and-x", {}, [5]],
    ["found.not-one-move", { differing: [] }, [4, 5]],
    ["found.not-one-move", {}, [4, 5, 0, 2]],
    ["found.repeat", {}, [5, 2]],
    ["found.repeat", { earlier: 0 }, [5]],
    ["found.too-many-lines", {}, [9, 5]],
    ["found.too-long", { earlier: 16777216, line: 40000 }, [16777216, 40000, 3, 36]],
    ["advice.anotherN", {}, [4, 4, 3]],
    ["advice.spaced", {}, [5, 3]],
    ["advice.closedFar", {}, [8, 2]],
    ["advice.deadEnd", {}, [4, 2]],
    ["advice.jumped", {}, [4]],
    ["advice.counting", {}, [6, 0, 1, 2, 1, 2, 1]],
  ];
  const sorted = (list) => [...list].sort((a, b) => a - b);
  for (const [name, fields, expected] of cases) {
    const [group, kind] = name.split(".");
    for (const words of [en, zh]) {
      const text = words[group][kind]({ ...r, ...fields }, ["x"], "XOX", "OOO");
      assert.deepEqual(sorted(numbers(text)), sorted(expected), `${words.lang} ${name} ${JSON.stringify(fields)}: ${text}`);
    }
  }
  for (const words of [en, zh]) {
    assert.deepEqual(sorted(numbers(words.numbering(4))), [0, 1, 3, 4]);
    assert.deepEqual(sorted(numbers(words.holeNumbers(4, [0, 2]))), [0, 1, 1, 3, 3, 4]);
  }
});

test("each explanation with two cases says which it is, in both languages", () => {
  const r = { ...REPORT, line: 5, lines: 9 };
  for (const words of [en, zh]) {
    const say = (kind, fields, token = "XOX") => words.found[kind]({ ...r, ...fields }, ["x"], token, "OOO");
    const first = { en: /first line/i, zh: /第一行/ }[words === en ? "en" : "zh"];
    const last = { en: /the last of an answer/i, zh: /最后一行/ }[words === en ? "en" : "zh"];
    assert.match(say("end-not-empty", { line: 1 }), first);
    assert.doesNotMatch(say("end-not-empty", { line: 1 }), last);
    assert.match(say("end-not-empty", { line: 9 }), last);
    assert.ok(say("not-one-move", { differing: [] }).includes("XOX"), "the same state named");
    assert.ok(!say("not-one-move", { differing: [1] }).includes("XOX"));
    assert.notEqual(say("too-few-lines", { line: 1 }), say("too-few-lines", { line: 2 }).replace(/\d+/g, "1"));
  }
});
