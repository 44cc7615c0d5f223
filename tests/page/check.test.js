// Check mode (docs/play-check.js): the answer's bytes and n, the verdict of
// the checker itself (docs/checker-wasm.js, run here through
// play-wasi.js), and what the explanations say for each kind of finding
// and each common mistake, at their edges.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const page = require("./page.js");

const DATA = page.ROCKS_PLAY;
const SAMPLES = path.join(page.DOCS, "..", "samples");
const bytes = (text) => new TextEncoder().encode(text);
const says = (report, lang = "en") => page.explanation(report, page.WORDS[lang]).map(([what]) => what);

// A report as the page's checker writes it, with `fields` changed.
// The lines of the answer for n: the reflected Gray code, then the start.
const grayAnswer = (n) => {
  let text = "";
  for (let k = 0; k <= 1 << n; ++k) {
    const g = (k & ((1 << n) - 1)) ^ ((k & ((1 << n) - 1)) >> 1);
    for (let i = 0; i < n; ++i) text += (g >> i) & 1 ? "X" : "O";
    text += "\n";
  }
  return text;
};

function report(fields) {
  return { kind: "cycle", holes: 3, line: 10, lines: 9, length: 3, only_o_and_x: true, earlier: 0,
           previous: "OOO", differing: [], unvisited: [1], seen: 8, distance: 0, counted: 1, around: [],
           walk: [], ...fields };
}
const line = (number, text, marked = []) => ({ line: number, cells: [...text], cut: false, marked });

test("UTF-16 is told from a byte-order mark or zeros in every other byte of at least four", () => {
  for (const data of [[0xFF, 0xFE], [0xFE, 0xFF], [0xFF, 0xFE, 0x41, 0], [0x4F, 0, 0x58, 0], [0, 0x4F, 0, 0x58],
                      [0x4F, 0, 0x58, 0, 0x0A, 0]]) {
    assert.equal(page.isUtf16(new Uint8Array(data)), true, String(data));
  }
  for (const data of [[], [0x4F], [0x4F, 0], [0, 0x4F, 0], [0x4F, 0x58, 0x4F, 0x0A], [0x4F, 0, 0x58, 0x58],
                      [0, 0, 0, 0], [0xFF], [0xFE]]) {
    assert.equal(page.isUtf16(new Uint8Array(data)), false, String(data));
  }
});

test("the bytes judged are the file's, or the text's in UTF-8", () => {
  const check = page.newCheck();
  check.text = "OOO\nOXO\n";
  assert.deepEqual([...page.answerBytes(check)], [...bytes("OOO\nOXO\n")]);
  check.text = "中";
  assert.deepEqual([...page.answerBytes(check)], [0xE4, 0xB8, 0xAD]);
  check.file = new Uint8Array([1, 2, 3]);
  assert.deepEqual([...page.answerBytes(check)], [1, 2, 3]);
});

test("a file is shown when it is UTF-8 text of at most SHOWN_BYTES, judged as it is either way", async () => {
  const file = (name, data) => ({ name, arrayBuffer: async () => new Uint8Array(data).buffer });
  const check = page.newCheck();
  Object.assign(check, { result: { line: "ok" }, message: ["empty"] });
  await page.takeFile(check, file("out.txt", bytes("OOO\n")));
  assert.deepEqual([check.fileName, check.text, check.fileIsText, check.result, check.message],
                   ["out.txt", "OOO\n", true, null, null]);
  assert.deepEqual([...check.file], [...bytes("OOO\n")]);
  for (const [name, data] of [["nul", [0x4F, 0, 0x4F]], ["latin-1", [0x4F, 0xE9]],
                              ["large", new Array(page.SHOWN_BYTES + 1).fill(0x4F)]]) {
    await page.takeFile(check, file(name, data));
    assert.deepEqual([check.text, check.fileIsText, check.file.length], ["", false, data.length], name);
  }
  await page.takeFile(check, file("edge", new Array(page.SHOWN_BYTES).fill(0x4F)));
  assert.equal(check.fileIsText, true, "SHOWN_BYTES itself is shown");
});

test("the checker itself judges: its line, its verdict and its report", async () => {
  const answer = fs.readFileSync(path.join(SAMPLES, "sample-3.ans"));
  const ok = await page.rocksCheck("3\n", new Uint8Array(answer));
  assert.deepEqual([ok.line, ok.verdict, ok.status, ok.report.kind], ["ok 9 lines, a cycle through all 8 states", "ok", 0, "cycle"]);
  const wrong = await page.rocksCheck("3\n", bytes("OOO\nXXO\n"));
  assert.deepEqual([wrong.verdict, wrong.status, wrong.report.kind, wrong.report.line], ["wrong", 1, "not-one-move", 2]);
  const malformed = await page.rocksCheck("3\n", bytes("ooo\n"));
  assert.deepEqual([malformed.verdict, malformed.status], ["wrong", 2]);
  const refused = await page.rocksCheck("99\n", bytes("OOO\n"));
  assert.deepEqual([refused.verdict, refused.status, refused.report.kind], ["fail", 3, "input-refused"]);
  assert.deepEqual(await page.firstLine(bytes("\n  OXOX\r\n")), { length: 4, spaced: false });
  assert.deepEqual(await page.firstLine(bytes("")), { length: 0, spaced: false });
  assert.deepEqual(await page.firstLine(bytes("O O O\nO X O\n")), { length: 1, spaced: true });
  assert.deepEqual(await page.firstLine(bytes("OOO \n")), { length: 3, spaced: false });
});

test("judging: n as typed, or taken from the first line and taken again for the next answer", async () => {
  const { min_n: low, max_n: high } = DATA.limits;
  const check = page.newCheck();
  await page.judgeAnswer(check);
  assert.deepEqual(check.message, ["empty"]);
  check.text = "O\0X\0";  // UTF-16LE "OX": judged as that text
  await page.judgeAnswer(check);
  assert.deepEqual([check.message, check.utf16, check.nText, check.result.report.kind],
                   [null, "UTF-16LE", "2", "end-not-empty"]);
  check.nText = "";
  check.file = Uint8Array.from([0xFF, 0xFE, 0x00, 0xD8]);  // a mark, then half a character: no UTF-16
  await page.judgeAnswer(check);
  assert.deepEqual(check.message, ["utf16"]);
  check.file = null;
  check.text = "OOO\nXOO\nXXO\nOXO\nOXX\nXXX\nXOX\nOOX\nOOO\n";
  await page.judgeAnswer(check);
  assert.deepEqual([check.message, check.nText, check.nGuessed, check.result.verdict], [null, "3", true, "ok"]);
  check.text = "OO\nXO\nXX\nOX\nOO\n";
  await page.judgeAnswer(check);
  assert.deepEqual([check.nText, check.result.verdict], ["2", "ok"], "a guessed n is guessed again");
  check.nGuessed = false;
  check.nText = "3";
  await page.judgeAnswer(check);
  assert.deepEqual([check.nText, check.result.report.kind], ["3", "wrong-length"], "a typed n is kept");
  for (const typed of [String(low - 1), String(high + 1), "2.5", "x", "-3"]) {
    Object.assign(check, { nText: typed, nGuessed: false });
    await page.judgeAnswer(check);
    assert.deepEqual([check.message, check.result], [["nRange", low, high], null], typed);
  }
  Object.assign(check, { nText: "", text: " \n\t\n" });
  await page.judgeAnswer(check);
  assert.deepEqual(check.message, ["noAnswerLines", low, high]);
  Object.assign(check, { nText: "", text: "O".repeat(high + 1) + "\n" });
  await page.judgeAnswer(check);
  assert.deepEqual(check.message, ["nUnknown", high + 1, low, high]);
  Object.assign(check, { nText: "", text: "O O O\nO X O\n" });
  await page.judgeAnswer(check);
  assert.deepEqual([check.message, check.nText, check.result.report.kind, check.result.report.spaced],
                   [null, "3", "wrong-length", true], "holes written apart: n from their letters");
  Object.assign(check, { nText: "3", text: "O O O\nO X O\n" });
  await page.judgeAnswer(check);
  assert.deepEqual([check.result.report.kind, check.result.report.spaced], ["wrong-length", true]);
  Object.assign(check, { nText: ` ${low} `, text: grayAnswer(low) });
  await page.judgeAnswer(check);
  assert.equal(check.result.verdict, "ok", "blanks around a typed n");
});

test("each kind of finding is said, with its numbers", () => {
  const words = page.WORDS.en;
  const said = (r) => page.explanation(r, words)[0];
  assert.deepEqual(said(report({})), ["cycle", words.found.cycle(report({}))]);
  assert.match(said(report({ kind: "too-few-lines", line: 1 }))[1], /printed nothing/);
  assert.match(said(report({ kind: "too-few-lines", line: 5 }))[1], /stops after line 4.*5 lines are missing\./);
  assert.match(said(report({ kind: "wrong-length", line: 2, length: 1 }))[1], /Line 2 has 1 character, but/);
  assert.match(said(report({ kind: "wrong-length", line: 2, length: 4 }))[1], /Line 2 has 4 characters, but/);
  const r = report({ kind: "repeat", line: 5, earlier: 1 });
  assert.match(said(r)[1], /Line 5 is the state of line 1 again/);
  assert.match(said(report({ kind: "repeat", line: 5, earlier: 0 }))[1], /repeats the state of an earlier line/);
  assert.match(said(report({ kind: "too-many-lines", line: 10 }))[1], /after line 9.*line 10/);
  for (const kind of ["unreadable", "output-missing", "input-refused", "judge-failure"]) {
    assert.equal(said(report({ kind }))[0], kind);
  }
});

test("a line that is not O and X names what it holds, one character or several", () => {
  const one = report({ kind: "not-o-and-x", line: 3, around: [line(3, "O0O", [1])] });
  const several = report({ kind: "not-o-and-x", line: 3, around: [line(3, "ox0", [0, 1, 2])] });
  assert.match(page.explanation(one, page.WORDS.en)[0][1], /Line 3 has '0', which is neither O nor X/);
  assert.match(page.explanation(several, page.WORDS.en)[0][1], /'o', 'x', '0', none of which is O or X/);
  assert.match(page.explanation(one, page.WORDS.zh)[0][1], /“0”，它既不是/);
  assert.match(page.explanation(several, page.WORDS.zh)[0][1], /“o”、“x”、“0”，它们既不是/);
  assert.deepEqual(says(one), ["not-o-and-x", "digitZero"]);
  assert.deepEqual(says(several), ["not-o-and-x", "digitZero", "lowercase"]);
  assert.deepEqual(says(report({ kind: "not-o-and-x", line: 3, around: [line(3, "OaO", [1])] })), ["not-o-and-x"]);
});

test("the ends: the first line and the last, each said as what it is", () => {
  const first = report({ kind: "end-not-empty", line: 1, around: [line(1, "XOO", [0])] });
  const last = report({ kind: "end-not-empty", line: 9, around: [line(9, "XOO", [0])] });
  assert.match(page.explanation(first, page.WORDS.en)[0][1], /first line .*\(OOO\); yours is XOO/);
  assert.match(page.explanation(last, page.WORDS.en)[0][1], /Line 9, the last of an answer .*Yours is XOO/);
});

test("two lines not one move apart: the same state, or the holes they differ in, in both numberings", () => {
  const same = report({ kind: "not-one-move", line: 4, differing: [], around: [line(4, "XXO")] });
  assert.match(page.explanation(same, page.WORDS.en)[0][1], /Lines 3 and 4 are the same state, XXO/);
  assert.deepEqual(says(same), ["not-one-move"], "no hole named, no numbering");
  const apart = report({ kind: "not-one-move", line: 4, differing: [0, 2], around: [line(4, "XOX", [0, 2])] });
  assert.deepEqual(says(apart), ["not-one-move", "numbering"]);
  for (const lang of ["en", "zh"]) {
    const [, text] = page.explanation(apart, page.WORDS[lang])[1];
    assert.equal(text, page.WORDS[lang].holeNumbers(3, [0, 2]));
  }
  assert.match(page.WORDS.en.holeNumbers(3, [0, 2]), /0 to 2 .* 1 to 3, those are holes 1 and 3\./);
  assert.match(page.WORDS.en.holeNumbers(3, [1]), /that is hole 2\./);
  assert.match(page.WORDS.zh.holeNumbers(3, [0, 2]), /0 到 2.*1 到 3.*洞 1、3。/);
});

test("counting is named only when the lines count on past the first wrong one", () => {
  const counting = (counted) => report({ kind: "not-one-move", line: 3, differing: [0, 1], counted });
  assert.ok(says(counting(8)).includes("counting"));
  assert.ok(says(counting(4)).includes("counting"));
  assert.ok(!says(counting(3)).includes("counting"), "lines 1 to 3 count, then stop: no");
  assert.ok(!says(report({ kind: "repeat", line: 3, counted: 8 })).includes("counting"));
  const [, text] = page.explanation(counting(8), page.WORDS.en).find(([what]) => what === "counting");
  assert.match(text, /Your first 8 lines count 0, 1, 2/);
  assert.match(page.explanation(counting(8), page.WORDS.zh).find(([w]) => w === "counting")[1], /你的前 8 行/);
});

test("another n: a first line of O and X whose length is an n of the judge's range", () => {
  const { min_n: low, max_n: high } = DATA.limits;
  const first = (fields) => says(report({ kind: "wrong-length", line: 1, ...fields }));
  assert.ok(first({ length: 4 }).includes("anotherN"));
  assert.ok(first({ length: high }).includes("anotherN"));
  assert.ok(first({ length: low }).includes("anotherN"));
  assert.ok(!first({ length: high + 1 }).includes("anotherN"));
  assert.ok(!first({ length: 4, only_o_and_x: false }).includes("anotherN"));
  assert.ok(!says(report({ kind: "wrong-length", line: 2, length: 4 })).includes("anotherN"));
  // Holes written apart: the spaces named, not another n.
  assert.deepEqual(says(report({ kind: "wrong-length", line: 1, length: 1, spaced: true })),
                   ["wrong-length", "spaced"]);
  assert.ok(says(report({ kind: "wrong-length", line: 4, length: 2, spaced: true })).includes("spaced"));
});

test("every state visited: a missing last line, or an end too far to close", () => {
  const missing = report({ kind: "too-few-lines", line: 9, seen: 8, distance: 1, previous: "XOO" });
  const far = report({ kind: "too-few-lines", line: 9, seen: 8, distance: 3, previous: "XXX" });
  assert.deepEqual(says(missing), ["too-few-lines", "missingClose"]);
  assert.deepEqual(says(far), ["too-few-lines", "closedFar"]);
  const closedFar = report({ kind: "not-one-move", line: 9, seen: 8, distance: 3, differing: [0, 1, 2] });
  assert.ok(says(closedFar).includes("closedFar"));
  assert.ok(!says({ ...closedFar, distance: 1 }).includes("closedFar"));
  assert.ok(!says({ ...closedFar, line: 8 }).includes("closedFar"), "only at the last line");
  assert.ok(says(report({ kind: "end-not-empty", line: 9, seen: 8, distance: 2, around: [line(9, "XXO", [0, 1])] }))
    .includes("closedFar"));
  assert.match(page.explanation(far, page.WORDS.en)[1][1], /ends at XXX, 3 holes from the start/);
});

test("a dead end: stuck before every state, or a jump out of one", () => {
  const stuck = report({ kind: "too-few-lines", line: 8, seen: 7, unvisited: [], previous: "XOX" });
  assert.deepEqual(says(stuck), ["too-few-lines", "deadEnd"]);
  assert.deepEqual(says({ ...stuck, unvisited: [2] }), ["too-few-lines"]);
  assert.ok(!says({ ...stuck, line: 9, seen: 8, distance: 1 }).includes("deadEnd"), "every state seen is no dead end");
  assert.ok(!says({ ...stuck, kind: "end-not-empty", line: 9 }).includes("deadEnd"), "a dead end only for lines missing");
  assert.match(page.explanation(stuck, page.WORDS.en)[1][1], /stops at XOX \(line 7\).*1 states were never reached/);
  assert.match(page.explanation(stuck, page.WORDS.zh)[1][1], /从它走一步能到的状态/);
  const jumped = report({ kind: "not-one-move", line: 6, seen: 5, unvisited: [], differing: [0, 1] });
  assert.ok(says(jumped).includes("jumped"));
  assert.ok(says({ ...jumped, kind: "repeat" }).includes("jumped"));
  assert.ok(!says({ ...jumped, unvisited: [0] }).includes("jumped"));
  assert.ok(!says({ ...jumped, seen: 0 }).includes("jumped"), "nothing seen is no dead end");
  assert.ok(!says({ ...jumped, line: 9 }).includes("jumped"), "the last line is not a jump");
});

test("the lines around: numbered, the wrong one marked, a missing one said", () => {
  const words = page.WORDS.en;
  const r = report({ kind: "not-one-move", line: 3, around: [line(2, "XOO", [0, 1]), line(3, "OXO", [0, 1]),
                                                              { line: 4, missing: true }] });
  const around = page.linesAround(r, words);
  assert.equal(around.label, words.aroundLabel(2, 4));
  assert.deepEqual(around.lines.map((l) => [l.number, l.bad, l.missing]), [[2, false, false], [3, true, false], [4, false, true]]);
  assert.deepEqual(around.lines[1].pieces, [{ text: "O", marked: true }, { text: "X", marked: true }, { text: "O", marked: false }]);
  assert.deepEqual(around.lines.map((l) => l.text), ["", "", words.missingLine], "words only for the missing line");
  assert.equal(page.linesAround(report({}), words), null, "an accepted answer lists none");
  assert.equal(page.linesAround(report({ kind: "repeat", around: [] }), words), null);
  const cut = page.linesAround(report({ kind: "wrong-length", line: 1, around: [{ ...line(1, "OO"), cut: true }] }), words);
  assert.equal(cut.lines[0].cut, true);
});

test("the walk is drawn for a played n: each state labelled by its first line, the wrong move dashed", () => {
  const words = page.WORDS.en;
  const r = report({ kind: "not-one-move", line: 4, previous: "XXO", walk: ["OOO", "XOO", "XXO"],
                     around: [line(4, "OOX", [0, 1, 2])] });
  const board = page.walkBoard(r, words);
  const box = (s) => board.shapes.find((x) => x.name === "rect" && x.attributes["data-state"] === s).attributes;
  assert.equal(board.title, words.walkTitle(3, 3));
  assert.equal(box("XXO").fill, DATA.palette.walk, "the last state walked is current");
  assert.equal(box("OOO").fill, DATA.palette.visited);
  assert.equal(box("OOX").stroke, DATA.palette.refused);
  for (const [state, k] of [["OOO", 1], ["XOO", 2], ["XXO", 3]]) {
    assert.ok(board.shapes.some((s) => s.name === "text" && s.text === words.lineWord(k)), state);
  }
  assert.equal(board.shapes.filter((s) => s.name === "line" && s.attributes["stroke-dasharray"] === "8 5").length, 1);
  const repeat = page.walkBoard({ ...r, kind: "repeat", walk: ["OOO", "XOO", "OOO"] }, words);
  assert.ok(repeat.shapes.some((s) => s.text === words.lineWord(1)) && !repeat.shapes.some((s) => s.text === words.lineWord(3)),
            "a repeated state keeps its first line");
  assert.equal(page.walkBoard({ ...r, holes: DATA.limits.largest_played + 1 }, words), null);
  assert.equal(page.walkBoard({ ...r, walk: [] }, words), null);
});

test("the view: the message, the verdict labelled as the checker's own line, busy while it checks", () => {
  for (const lang of ["en", "zh"]) {
    const words = page.WORDS[lang];
    const check = page.newCheck();
    let view = page.checkView(check, words);
    assert.deepEqual([view.error, view.verdict, view.verdictLabel, view.paragraphs, view.around, view.board],
                     ["", "", "", [], null, null]);
    const { min_n, max_n } = page.ROCKS_PLAY.limits;
    check.message = ["nRange", min_n, max_n];
    assert.equal(page.checkView(check, words).error, words.nRange(min_n, max_n));
    check.message = ["utf16"];
    assert.equal(page.checkView(check, words).error, words.utf16);
    check.message = null;
    check.busy = true;
    assert.equal(page.checkView(check, words).verdict, words.checking);
    check.busy = false;
    check.result = { line: "ok 9 lines", verdict: "ok", report: report({}) };
    view = page.checkView(check, words);
    assert.deepEqual([view.verdict, view.verdictKind, view.verdictLabel, view.kind], ["ok 9 lines", "ok", words.verdictLabel, "cycle"]);
    assert.equal(view.nLabel, words.checkN(DATA.limits.min_n, DATA.limits.max_n));
  }
  const check = page.newCheck();
  Object.assign(check, { file: new Uint8Array(5), fileName: "a.bin", fileIsText: false, text: "" });
  const view = page.checkView(check, page.WORDS.en);
  assert.deepEqual([view.answer, view.fileBytes], [page.WORDS.en.notShown("a.bin", 5), 5]);
  Object.assign(check, { fileIsText: true, text: "OOO" });
  assert.equal(page.checkView(check, page.WORDS.en).answer, "OOO");
  assert.equal(page.checkView(page.newCheck(), page.WORDS.en).fileBytes, null);
});

test("every stored case: the native checker's line and verdict, its kind explained first", async () => {
  const folder = path.join(SAMPLES, "checker");
  // The verdict the stored line's words name, as testlib's convention prints them.
  const verdictOf = (line) => (line.startsWith("ok ") ? "ok" : line.startsWith("FAIL ") ? "fail" : "wrong");
  for (const name of fs.readdirSync(folder).filter((f) => f.endsWith(".verdict"))) {
    const stem = path.join(folder, name.slice(0, -".verdict".length));
    const result = await page.rocksCheck(fs.readFileSync(stem + ".in", "utf8"), new Uint8Array(fs.readFileSync(stem + ".out")));
    const stored = fs.readFileSync(stem + ".verdict", "utf8").split("\n")[0];
    assert.equal(result.line, stored, name);
    assert.equal(result.verdict, verdictOf(stored), name);
    for (const lang of ["en", "zh"]) {
      const [first] = page.explanation(result.report, page.WORDS[lang]);
      assert.equal(first[0], result.report.kind, name);
      assert.ok(first[1].length > 0);
    }
  }
});

test("UTF-16 needs both bytes of a mark, and zeros at every even place or every odd one", () => {
  for (const data of [[0x41, 0xFE], [0xFF, 0x41], [0x41, 0xFF], [0, 0x4F, 0x58, 0x58], [0, 0x4F, 0x58, 0x4F], [0, 0x4F, 0, 0],
                      [0x4F, 0, 0, 0]]) {
    assert.equal(page.isUtf16(new Uint8Array(data)), false, String(data));
  }
});

test("a typed n of two digits, and the largest, are judged; a guessed n below the range is not", async () => {
  const { max_n: high } = DATA.limits;
  for (const n of [10, high]) {
    const check = page.newCheck();
    Object.assign(check, { text: grayAnswer(n), nText: String(n) });
    await page.judgeAnswer(check);
    assert.deepEqual([check.message, check.result.verdict], [null, "ok"], `n = ${n}`);
  }
  const check = page.newCheck();
  check.text = grayAnswer(high);
  await page.judgeAnswer(check);
  assert.deepEqual([check.message, check.nText, check.result.verdict], [null, String(high), "ok"], "guessed");
  const fromThree = { ...DATA, limits: { ...DATA.limits, min_n: 3 } };
  Object.assign(check, { text: grayAnswer(2), nText: "", nGuessed: false });
  await page.judgeAnswer(check, fromThree);
  assert.deepEqual(check.message, ["nUnknown", 2, 3, high]);
  Object.assign(check, { text: grayAnswer(3), nText: "", nGuessed: false });
  await page.judgeAnswer(check, fromThree);
  assert.deepEqual([check.message, check.nText, check.result.verdict], [null, "3", "ok"], "the range's lowest n");
});

test("a checker that cannot run is said, with the browser's words for why", async () => {
  const saved = page.inScope("compiledChecker");
  const replace = page.inScope("(f) => { compiledChecker = f; }");
  try {
    for (const [thrown, said] of [[new Error("no WebAssembly"), "no WebAssembly"], ["plain words", "plain words"]]) {
      replace(async () => { throw thrown; });
      const check = page.newCheck();
      Object.assign(check, { text: grayAnswer(3), nText: "3" });
      await page.judgeAnswer(check);
      assert.deepEqual([check.message, check.result], [["noWasm", said], null]);
    }
  } finally {
    replace(saved);
  }
});

test("what the finding names is on its own line, wherever that line stands among those around it", () => {
  const zero = report({ kind: "not-o-and-x", line: 3, around: [line(2, "OXO", [0, 1, 2]), line(3, "O0O", [1]),
                                                               line(4, "oXO", [0])] });
  assert.deepEqual(says(zero), ["not-o-and-x", "digitZero"]);
  const seen = [];
  const listening = { ...page.WORDS.en, found: { ...page.WORDS.en.found,
                                                 "too-few-lines": (r, bad, token) => { seen.push([bad, token]); return "-"; } } };
  page.explanation(report({ kind: "too-few-lines", line: 9, around: [line(8, "OOX"), { line: 9, missing: true }] }), listening);
  page.explanation(report({ kind: "too-few-lines", line: 1, around: [] }), listening);
  assert.deepEqual(seen, [[[], ""], [[], ""]], "a missing line has no token and nothing wrong in it");
});

test("each piece of advice only for its own kind of finding", () => {
  const { min_n: low } = DATA.limits;
  assert.deepEqual(says(report({ kind: "repeat", line: 4, earlier: 2, differing: [0, 1] })), ["repeat"],
                   "no numbering for a repeat");
  assert.deepEqual(says(report({ kind: "end-not-empty", line: 1, length: 4, around: [line(1, "XOOO", [0])] })),
                   ["end-not-empty"], "another n only for a wrong length");
  const fromThree = { ...DATA, limits: { ...DATA.limits, min_n: 3 } };
  const short = report({ kind: "wrong-length", line: 1, length: 2, around: [line(1, "OO", [])] });
  assert.ok(!page.explanation(short, page.WORDS.en, fromThree).some(([what]) => what === "anotherN"));
  assert.ok(page.explanation(short, page.WORDS.en).some(([what]) => what === "anotherN") === (2 >= low));
  assert.deepEqual(says(report({ kind: "wrong-length", line: 2, length: 2, around: [line(2, "00", [0, 1])] })),
                   ["wrong-length"], "a zero in a line of the wrong length is no advice");
  for (const letter of ["o", "x"]) {
    assert.deepEqual(says(report({ kind: "not-o-and-x", line: 2, around: [line(2, `${letter}OO`, [0])] })),
                     ["not-o-and-x", "lowercase"], letter);
  }
  assert.deepEqual(says(report({ kind: "wrong-length", line: 2, length: 2, around: [line(2, "xo", [0, 1])] })),
                   ["wrong-length"]);
  const jumpedLast = report({ kind: "not-one-move", line: 8, seen: 7, unvisited: [], differing: [0, 1] });
  assert.ok(says(jumpedLast).includes("jumped"), "a jump at the last state before the close");
});

test("the walk: drawn for the largest n played; only the wrong move's state outlined, dashed only for a move", () => {
  const words = page.WORDS.en;
  const largest = DATA.limits.largest_played;
  const walk = page.allStates(largest).slice(0, 3);
  assert.notEqual(page.walkBoard(report({ holes: largest, kind: "repeat", line: 4, walk }), words), null);
  const r = report({ kind: "not-one-move", line: 4, previous: "XXO", walk: ["OOO", "XOO", "XXO"],
                     around: [line(4, "OOX", [0, 1, 2])] });
  const outlined = (board) => board.shapes.filter((s) => s.name === "rect" && s.attributes.stroke === DATA.palette.refused)
    .map((s) => s.attributes["data-state"]);
  assert.deepEqual(outlined(page.walkBoard(r, words)), ["OOX"]);
  const repeat = page.walkBoard({ ...r, kind: "repeat", walk: ["OOO", "XOO", "OOO"], around: [line(4, "XOO")] }, words);
  assert.deepEqual(outlined(repeat), []);
  assert.equal(repeat.shapes.filter((s) => s.attributes["stroke-dasharray"] === "8 5").length, 0);
  const labels = (board) => board.shapes.filter((s) => s.name === "text" && !/^[OX]+$/.test(s.text)).map((s) => s.text);
  assert.deepEqual(labels(page.walkBoard(r, words)).sort(), ["line 1", "line 2", "line 3"]);
  assert.equal(page.checkView(page.newCheck(), words).kind, "");
});

test("an accepted paste gets no fix, whatever its layout, in either language", async () => {
  const n = 3;  // in every judge's range: min_n <= 2 and max_n >= 3
  const states = grayAnswer(n).trim().split("\n");
  const layouts = [states.join("\n") + "\n", states.join(" ") + "\n", states.join("\r\n") + "\r\n",
                   states.map((s, i) => (i % 2 ? " " : "\n") + s).join("").trim() + "\n",
                   states.join(" \n") + " \n", states.join("\n")];
  for (const text of layouts) {
    const check = page.newCheck();
    Object.assign(check, { text, nText: String(n) });
    await page.judgeAnswer(check);
    assert.equal(check.result.verdict, "ok", JSON.stringify(text));
    for (const lang of ["en", "zh"]) {
      const said = page.pasteView(check, page.WORDS[lang]).map(([what]) => what);
      assert.ok(said.every((what) => what === "accepted"), `${JSON.stringify(text)}: ${said}`);
    }
  }
});
