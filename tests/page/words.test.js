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

// Each word as text: a function's called with sample arguments.
function texts(words, prefix = "") {
  const found = [];
  for (const [key, word] of Object.entries(words)) {
    if (typeof word === "string") found.push([prefix + key, word]);
    else if (typeof word === "function") {
      const isReport = prefix === "found." || prefix === "advice.";
      found.push([prefix + key, isReport ? word(REPORT, ["0"], "XOO", "OOO") : word(...(ARGS_OF[key] || ARGS))]);
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
    assert.ok(!CJK.test(text) || key === "lang" || key.startsWith("footer"), `en ${key} has Chinese: ${text}`);
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
  assert.equal(en.checkN(1, 15), "n (1 to 15; empty: the first line's length):");
  assert.equal(en.nUnknown(16, 1, 15), "Cannot tell n: the first line has 16 characters. Type n (1 to 15).");
  assert.equal(en.found["wrong-length"]({ ...REPORT, line: 2, length: 1 }), "Line 2 has 1 character, but for " +
               "n = 3 every line has exactly 3, one for each hole.");
  assert.equal(en.found["too-few-lines"]({ ...REPORT, line: 5 }),
               "Your output stops after line 4: an answer for n = 3 has 9 lines, every one of the 8 states " +
               "and then the start again. Line 5 is missing.");
  assert.equal(en.advice.deadEnd({ ...REPORT, line: 8, seen: 7 }).split(":")[0], "Your walk stops at XXO (line 7)");
  assert.equal(en.slider(true), "Frame");
  assert.equal(en.slider(false), "Step");
  assert.equal(zh.holesWord(2), "个洞");
  assert.equal(en.holesWord(1), "hole");
  assert.equal(en.holesWord(2), "holes");
});
