// Check mode on what pupils paste (tests/page/pastes/, each file described
// in cases.json): the page reads the paste line by line, takes n from its
// lines of O and X alone, names every other line as what it is and quotes
// it as written, in both languages, never as escapes; the verdict is the
// checker's on the paste as it is, and where the lines of O and X alone are
// accepted the page says what to take out. A paste no rule knows gets one
// sentence and no guess.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const page = require("./page.js");

const FOLDER = path.join(__dirname, "pastes");
const CASES = JSON.parse(fs.readFileSync(path.join(FOLDER, "cases.json"), "utf8"));
const { min_n: LOW, max_n: HIGH } = page.ROCKS_PLAY.limits;

// The paste as check mode takes a dropped file.
async function judged(file, quick = true) {
  const data = fs.readFileSync(path.join(FOLDER, file));
  const check = page.newCheck();
  await page.takeFile(check, { name: file, arrayBuffer: async () => Uint8Array.from(data).buffer });
  await page.judgeAnswer(check, undefined, quick);
  return check;
}

for (const paste of CASES) {
  test(`${paste.file}: ${paste.what}`, async () => {
    const check = await judged(paste.file);
    // The first look at lines of one length (regularLines()) says what reading the paste whole says.
    const whole = await judged(paste.file, false);
    for (const lang of ["en", "zh"]) {
      assert.deepEqual(page.checkView(check, page.WORDS[lang]), page.checkView(whole, page.WORDS[lang]));
    }
    if (paste.n === null) {
      assert.equal(check.result, null, "no guess where no line is an answer's");
      assert.deepEqual(check.message, [paste.binary ? "binary" : "noAnswerLines", LOW, HIGH]);
      for (const lang of ["en", "zh"]) {
        const view = page.checkView(check, page.WORDS[lang]);
        assert.ok(view.error !== "" && !view.error.includes("\n") && view.verdict === "", view.error);
        // Each line still named, where the paste is text.
        const runs = paste.binary ? [] : page.pasteNotes(check.paste).runs.map((run) => run.kind);
        // And, every line named and none a state's, that nothing is left.
        assert.deepEqual(view.pasted.map(([what]) => what), paste.binary ? runs : [...runs, "nothingLeft"]);
      }
      if (!paste.binary) {
        const kinds = Object.fromEntries(check.paste.lines.map((line) => [String(line.number), line.kind]));
        assert.deepEqual(kinds, paste.kinds);
      }
      return;
    }
    assert.equal(check.nText, String(paste.n), "n from the lines of O and X");
    assert.equal(check.result.verdict, paste.verdict);
    const kinds = Object.fromEntries(check.paste.lines.map((line) => [String(line.number), line.kind]));
    assert.deepEqual(kinds, paste.kinds);
    assert.equal(check.alone !== null && check.alone.verdict === "ok", paste.alone, "the answer as it would be written");
    if (paste.aloneWrong) {  // what the checker says of the lines of O and X alone, explained
      const view = page.checkView(check, page.WORDS.en);
      const says = view.pasted.map(([what]) => what);
      assert.ok(says.includes("aloneWrong") && says.some((what) => what.startsWith("alone-")), says.join(" "));
    }
    if (paste.around) {  // the lines around, as the pupil wrote them
      const view = page.checkView(check, page.WORDS.en);
      const bad = view.around.lines.filter((line) => line.bad).map((line) => [line.number, line.pieces[0].text]);
      const rows = page.decodeText(fs.readFileSync(path.join(FOLDER, paste.file))).text.split(/\r?\n/);
      assert.deepEqual(bad, [[paste.around, rows[paste.around - 1]]]);
    }
    const text = page.decodeText(fs.readFileSync(path.join(FOLDER, paste.file))).text;
    const rows = text.split(/\r?\n/);
    for (const lang of ["en", "zh"]) {
      const view = page.checkView(check, page.WORDS[lang]);
      const said = view.pasted.map(([, words]) => words).join("\n");
      // Each run of named lines quoted as written, its first line.
      for (const [what, words] of view.pasted) {
        if (["more", "alone", "aloneWrong", "bytes", "words", "renumbered", "accepted", "utf16"].includes(what) ||
            what.startsWith("alone-")) {
          continue;
        }
        assert.ok(rows.some((row) => row.trimEnd() !== "" && words.includes(`“${row.trimEnd()}”`)),
                  `${lang}: ${what} quotes no line as written: ${words}`);
      }
      // Every named line is in a run a note quotes (an accepted paste gets one note, which quotes none).
      const { runs } = page.pasteNotes(check.paste);
      for (const number of paste.verdict === "ok" ? [] : Object.keys(paste.kinds).map(Number)) {
        // (Numbers between the states are one run wherever they are.)
        const run = runs.find((each) => (each.from <= number && number <= each.to) || each.numbers.includes(number));
        assert.ok(run, `${lang}: line ${number} is in no note: ${said}`);
        assert.ok(said.includes(`“${rows[run.from - 1].trimEnd()}”`), `${lang}: line ${run.from} not quoted: ${said}`);
      }
      // An escape of a byte past ASCII (a path's "\x64" is the pupil's own text), but for a character that
      // cannot be seen, which stays escaped.
      const invisible = [...text].some((char) => (page.ROCKS_LOOKALIKES[char] || [])[1] === "invisible");
      assert.ok(!/\\x[89A-F][0-9A-F]/.test(view.verdict + said + JSON.stringify(view.around)) ||
                !/[^\x00-\x7f]/.test(text) || invisible,
                `${lang}: an escape for a character the pupil can read: ${view.verdict}`);
      if (paste.alone) assert.ok(view.pasted.some(([what]) => what === "alone"), `${lang}: what to take out`);
      // An accepted paste laid out otherwise than one state a line gets one note, that it is accepted, and no change.
      if (paste.verdict === "ok") assert.deepEqual(view.pasted.map(([what]) => what), ["accepted"], lang);
      if (lang === "zh" && said !== "") assert.match(said, /[\u4e00-\u9fff]/);
    }
  });
}

test("a paste of only blanks, an empty one, and one past READ_BYTES get one sentence or the checker alone", async () => {
  const check = page.newCheck();
  page.typeAnswer(check, "");
  await page.judgeAnswer(check);
  assert.deepEqual(check.message, ["empty"]);
  page.typeAnswer(check, "\n \n\t\n");
  await page.judgeAnswer(check);
  assert.deepEqual(check.message, ["noAnswerLines", LOW, HIGH]);
  const answer = "OOO\nXOO\nXXO\nOXO\nOXX\nXXX\nXOX\nOOX\nOOO\n";
  const long = answer + "debug\n".repeat(Math.ceil(page.READ_BYTES / 6));
  page.typeAnswer(check, long);
  await page.judgeAnswer(check);
  assert.deepEqual([check.paste, check.nText, check.result.report.kind], [{ long: true }, "3", "too-many-lines"]);
  assert.deepEqual(page.checkView(check, page.WORDS.en).pasted, [], "past READ_BYTES only the checker speaks");
});

test("n comes from the lines of O and X, never from a prompt, a count or a console's line", () => {
  const read = (text) => page.readPaste(new TextEncoder().encode(text));
  assert.equal(read("请输入n：OOOO\nXOOO\nXXOO\n").n, 4, "not 13, the glued line's length");
  assert.equal(read("3\n--------------------------------\nOO\nXO\nXX\nOX\nOO\n").n, 2);
  assert.equal(read("17\nOOOO\nXOOO\n").lines[0].kind, "count");
  assert.equal(read("OOO\nXOO\nOOOOO\nXXO\n").n, 3, "the commonest length");
  assert.equal(read("O O O O\nX O O O\n").n, 4, "letters written apart: their count");
  assert.equal(read("0000\n1000\n").n, 4, "0 and 1: the line's length");
  assert.equal(read("请输入n：").n, null);
});

test("a line's kind: the console's, echoes, prompts, counts, Chinese text and the rest", () => {
  const kinds = (text) => page.readPaste(new TextEncoder().encode(text)).lines.map((line) => line.kind);
  const kindOf = (text, answer = "OOO\nXOO\n") => page.readPaste(new TextEncoder().encode(answer + text + "\n"))
    .lines.map((line) => line.kind)[0];
  for (const line of ["--------------------------------", "Process exited after 0.1 seconds with return value 0",
                      "Process returned 0 (0x0)   execution time : 0.012 s", "[Done] exited with code=0 in 0.2 seconds",
                      "进程已结束，退出代码为 0", "[进程已完成]"]) {
    assert.equal(kindOf(line), "console", line);
  }
  // A shell's prompt, with or without the command typed after it.
  for (const line of ["C:\\OI>a.exe", "PS D:\\oi> ./a.exe", "li@pc:~$ ./a.out", "$ ./rock", "C:\\OI>"]) {
    assert.equal(kindOf(line), "command", line);
  }
  // The pause command's prompt: the console's after its exit line, else the program's own system("pause").
  for (const line of ["请按任意键继续. . .", "Press any key to continue . . ."]) {
    assert.equal(kindOf(line), "pause", line);
    assert.deepEqual(kinds(`OOO\nXOO\nProcess exited after 0.1 seconds with return value 0\n${line}\n`),
                     ["console", "console"], line);
  }
  assert.equal(kindOf("zsh: segmentation fault  ./a.out"), "crashed");
  assert.equal(kindOf("进程已结束，退出代码为 -1073741571 (0xC00000FD)"), "crashed");
  // n = 1 in 0 and 1: a 1 after the first state is a state; before it, n.
  assert.deepEqual(kinds("0\n1\n0\n"), ["digits", "digits", "digits"]);
  assert.deepEqual(kinds("1\n0\n1\n0\n"), ["echo", "digits", "digits", "digits"]);
  assert.equal(kindOf("Process exited after 9.1 seconds with return value 3221225725"), "crashed");
  assert.equal(kindOf("Process returned -1073741571 (0xC00000FD)   execution time : 1.2 s"), "crashed");
  assert.equal(kindOf("3"), "echo");
  assert.equal(kindOf("N = 4"), "echoNamed");
  assert.equal(kindOf("8"), "count");
  assert.equal(kindOf("9"), "count");
  assert.equal(kindOf("5"), "other", "a number that is neither");
  assert.equal(kindOf("请输入 n："), "prompt");
  assert.equal(kindOf("Enter n: 3"), "promptEcho");
  assert.equal(kindOf("结果"), "chinese");
  assert.equal(kindOf("oxo"), "lowercase");
  assert.equal(kindOf("010"), "digits");
  assert.equal(kindOf("step 4"), "other");
  assert.equal(kindOf("n:OXO"), "glued");
});

test("the checker's escapes are shown as the characters they spell, where they spell whole ones", () => {
  assert.equal(page.readable("found '\\xE8\\xAF\\xB7n'", "utf-8"), "found '请n'");
  assert.equal(page.readable("found '\\xC7\\xEB'", "gb18030"), "found '请'");
  assert.equal(page.readable("found '\\xE8\\xAF\\xB7\\xE8...'", "utf-8"), "found '请...'", "a cut character goes");
  assert.equal(page.readable("found 'O\\x00X'", "utf-8"), "found 'O\\x00X'", "a control byte stays");
  assert.equal(page.readable("found '\\xE8\\xAF\\xB7'", undefined), "found '\\xE8\\xAF\\xB7'", "no encoding: as it is");
  assert.deepEqual(page.readableCells(["\\xE8", "\\xAF", "\\xB7", "O"], [1], "utf-8"),
                   [{ text: "请", marked: true }, { text: "O", marked: false }]);
});

test("what to take out, in words, in both languages", () => {
  const taken = { lines: [1, 12, 13, 14], glued: [{ number: 2, before: "n=" }], changed: [] };
  assert.equal(page.WORDS.en.paste.alone(taken),
               "Without lines 1 and 12 to 14 and “n=” at the start of line 2, this answer is accepted.");
  assert.equal(page.WORDS.zh.paste.alone(taken), "去掉第 1、12 到 14 行、第 2 行开头的“n=”，这个答案就能通过。");
  const two = { lines: [1, 2, 12], glued: [], changed: [] };
  assert.equal(page.WORDS.en.paste.alone(two), "Without lines 1, 2 and 12, this answer is accepted.");
  assert.equal(page.WORDS.zh.paste.alone(two), "去掉第 1、2、12 行，这个答案就能通过。");
  const changed = { lines: [1], glued: [], changed: [3, 4, 5].map((number) => ({ kind: "spaced", number, n: 3 }))
    .concat([{ kind: "lookalike", number: 9, n: 3 }]) };
  assert.equal(page.WORDS.en.paste.alone(changed), "With the spaces between the holes on lines 3 to 5 taken out, " +
               "the look-alike letters on line 9 typed as O and X, and without line 1, this answer is accepted.");
  assert.equal(page.WORDS.zh.paste.alone(changed), "去掉第 3 到 5 行洞之间的空格，把第 9 行看起来像 O、X 的字符换成 O 和 X，" +
               "再去掉第 1 行，这个答案就能通过。");
});

test("the browser's language: the first the page has, any Chinese its Chinese; a link's lang wins", () => {
  assert.equal(page.browserLang(["zh-CN", "en"]), "zh");
  assert.equal(page.browserLang(["zh-TW"]), "zh");
  assert.equal(page.browserLang(["fr-FR", "zh"]), "zh");
  assert.equal(page.browserLang(["en-GB", "zh-CN"]), "en");
  assert.equal(page.browserLang(["fr"]), "en");
  assert.equal(page.browserLang(undefined), "en");
  assert.equal(page.pageFromQuery("", page.ROCKS_PLAY, ["zh-CN"]).lang, "zh");
  assert.equal(page.pageFromQuery("?lang=en", page.ROCKS_PLAY, ["zh-CN"]).lang, "en");
  assert.equal(page.pageFromQuery("?lang=zh", page.ROCKS_PLAY, ["en-US"]).lang, "zh");
  assert.match(page.queryOf(page.pageFromQuery("", page.ROCKS_PLAY, ["zh-CN"])), /lang=zh/,
               "the language seen goes into the URL");
});

test("blank lines between states: the findings, the lines around and the walk numbered as pasted", async () => {
  const check = await judged("blank-lines-wrong-move.txt");
  const view = page.checkView(check, page.WORDS.en);
  assert.match(view.paragraphs[0][1], /^Lines 7 and 9 differ/);
  const labels = view.board.shapes.filter((shape) => shape.name === "text" && /^line \d+$/.test(shape.text))
    .map((shape) => shape.text).sort();
  assert.deepEqual(labels, ["line 1", "line 3", "line 5", "line 7"]);
  assert.match(view.board.title, /lines 1 to 7/);
});

test("where the answer without the other lines is still wrong, its mistake is shown, in the paste's lines", async () => {
  const check = page.newCheck();
  check.text = "3\nOOO\nXOO\nXXO\nOXO\nOXX\nXXX\nXXX\nOOX\nOOO\n";  // the n typed, then a state twice
  await page.judgeAnswer(check);
  for (const lang of ["en", "zh"]) {
    const view = page.checkView(check, page.WORDS[lang]);
    const marked = view.around.lines.filter((line) => line.bad).map((line) => [line.number, line.pieces[0].text]);
    assert.deepEqual(marked, [[8, "XXX"]], "the checker's own finding is on the n typed, line 1");
    assert.equal(view.around.label, page.WORDS[lang].aroundAloneLabel(6, 10));
    assert.match(view.board.title, lang === "en" ? /lines 2 to 7/ : /第 2 到 7 行/);
  }
});

test("a walk back at the start too soon, states printed backing up, nothing printed, O and X swapped", async () => {
  const view = async (text, n = "") => {
    const check = page.newCheck();
    page.typeAnswer(check, text);
    check.nText = n;
    await page.judgeAnswer(check);
    return page.checkView(check, page.WORDS.en);
  };
  const early = await view("OOO\nXOO\nXXO\nXXX\nXOX\nOOX\nOOO\n");
  assert.match(early.paragraphs[0][1], /^Line 7 is back at the start, OOO, after only 6 of the 8 states/);
  const back = await view("OOO\nXOO\nXXO\nXXX\nOXX\nOOX\nXOX\nOOX\nOXX\nOXO\nOOO\n");
  assert.deepEqual(back.paragraphs.map(([what]) => what), ["repeat", "printedBack", "lineCount"]);
  const nothing = await view("3\n\n--------------------------------\n" +
                             "Process exited after 1.02 seconds with return value 0\n请按任意键继续. . .\n", "3");
  assert.deepEqual(nothing.pasted.map(([what]) => what), ["echo", "console", "nothingLeft"]);
  // O and X the other way round: said only where the swapped answer is accepted.
  const swapped = (await view("XXX\nOXX\nOOX\nXOX\nXOO\nOOO\nOXO\nXXO\nXXX\n")).paragraphs.map(([what]) => what);
  assert.deepEqual(swapped, ["end-not-empty", "swapped"]);
  const notSwapped = (await view("XXX\nOXX\nOOX\nXOX\nXOO\nOOO\nOXO\nXXO\nXXO\n")).paragraphs.map(([what]) => what);
  assert.deepEqual(notSwapped, ["end-not-empty"]);
});
