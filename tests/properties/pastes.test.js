// Check mode's explanations held by properties over generated pastes (with
// fast-check, pinned in tools/test-tools.txt): an answer for n, right or
// wrong, laid out one of the ways pupils lay it out, its letters maybe
// look-alikes, wrapped in a console's or IDE's lines, read in both
// languages. Whatever the paste:
// - an accepted paste gets no fix;
// - a change the page offers, made by this file's own hand from what the
//   page says it changes, gives the checker's verdict the page shows;
// - a line the page takes out as no answer's holds none of the answer's
//   states;
// - a count of characters the page quotes is the count of the characters
//   it quotes;
// - where the paste's states fix n, the page takes that n.
// A fixed seed, so that a failure is the same failure again; the stored
// corpus (tests/page/pastes/) keeps the cases found so.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fc = require("fast-check");
const page = require("../page/page.js");

const { min_n: LOW, max_n: HIGH } = page.ROCKS_PLAY.limits;
const SEED = Number(process.env.ROCKS_PROPERTY_SEED || 20261205);
const RUNS = Number(process.env.ROCKS_PROPERTY_RUNS || 300);

// A right answer for n: the reflected Gray code, then the start again.
function grayAnswer(n) {
  const states = [];
  for (let k = 0; k <= 2 ** n; ++k) {
    const code = (k % 2 ** n) ^ ((k % 2 ** n) >> 1);
    states.push([...Array(n)].map((_, hole) => ((code >> hole) & 1 ? "X" : "O")).join(""));
  }
  return states;
}

// What goes wrong in an answer, if anything.
const MISTAKES = {
  none: (states) => states,
  noClose: (states) => states.slice(0, -1),
  swapped: (states) => (states.length > 4 ? [states[0], states[2], states[1], ...states.slice(3)] : states),
  repeated: (states) => [...states.slice(0, 2), states[1], ...states.slice(2)],
  oneHole: (states) => states.map((state, i) => (i === 1 ? (state[0] === "O" ? "X" : "O") + state.slice(1) : state)),
};

// How the states are written out.
const LAYOUTS = {
  lines: (states) => states.join("\n") + "\n",
  crlf: (states) => states.join("\r\n") + "\r\n",
  blankBetween: (states) => states.join("\n\n") + "\n",
  oneLine: (states) => states.join(" ") + "\n",
  unbroken: (states) => states.join(""),
  numbered: (states) => states.map((state, i) => `${i + 1} ${state}`).join("\n") + "\n",
  numberedAfter: (states) => states.map((state, i) => `${state} ${i}`).join("\n") + "\n",
  commas: (states) => states.join(",") + "\n",
  arrows: (states) => states.join(" -> ") + "\n",
  apart: (states) => states.map((state) => [...state].join(" ")).join("\n") + "\n",
};

// Letters replaced by look-alikes: none, all, or those of one line.
const LOOKS = {
  none: (text) => text,
  fullwidth: (text) => text.replace(/O/g, "Ｏ").replace(/X/g, "Ｘ"),
  cyrillicLine: (text) => text.replace(/^(\d+ )?([OX]+)$/m, (line) => line.replace(/O/g, "О").replace(/X/g, "Х")),
  greekLine: (text) => text.replace(/^(\d+ )?([OX]+)$/m, (line) => line.replace(/O/g, "Ο")),
  digits: (text) => text.replace(/O/g, "0").replace(/X/g, "1"),
  lowercase: (text) => text.toLowerCase(),
};

// The lines around a program's output, as consoles and IDEs write them.
const WRAPPERS = {
  none: (text) => text,
  devcpp: (text, n) => `${n}\n${text}\n--------------------------------\n` +
                       "Process exited after 0.1873 seconds with return value 0\n请按任意键继续. . .\n",
  vsEnglish: (text) => text + "\nC:\\Users\\pupil\\source\\repos\\rocks\\x64\\Debug\\rocks.exe (process 8812) " +
                       "exited with code 0.\nPress any key to close this window . . .\n",
  vsChinese: (text) => text + "\nC:\\Users\\pupil\\source\\repos\\rocks\\x64\\Debug\\rocks.exe (进程 8812)已退出，" +
                       "代码为 0。\n按任意键关闭此窗口. . .\n",
  clion: (text) => "C:\\Users\\pupil\\CLionProjects\\rocks\\cmake-build-debug\\rocks.exe\n" + text +
                   "\nProcess finished with exit code 0\n",
  geany: (text) => text + "\n\n------------------\n(program exited with code: 0)\nPress return to continue\n",
  xcode: (text) => text + (text.endsWith("\n") ? "" : "\n") + "Program ended with exit code: 0\n",
  prompt: (text, n) => `Enter n: ${n}\n${text}`,
  glued: (text) => `请输入n：${text}`,
  zeroWidth: (text) => text.replace(/^(?=.)/gm, "\u200b"),
  gluedEnglish: (text) => `Enter n: ${text}`,
  quoted: (text) => text.replace(/^([^\n]+)$/gm, "\"$1\""),
  commented: (text) => text.replace(/^([^\n]+)$/gm, "$1 // ok"),
  stackOverflow: (text) => text + "\n--------------------------------\n" +
                           "Process exited after 1.204 seconds with return value 3221225725\n请按任意键继续. . .\n",
};

const ANSWER_KINDS = page.ANSWER_KINDS;

// The answer as the page says its changes write it, made here from the
// page's words' data (removals()) with this file's own rules.
function changed(text, taken, n) {
  const rows = text.split(/\r?\n|\r/);
  if (rows[rows.length - 1] === "") rows.pop();
  const out = [];
  rows.forEach((row, i) => {
    const number = i + 1;
    if (taken.lines.includes(number)) return;
    let line = row.trim();
    const glued = taken.glued.find((each) => each.number === number);
    if (glued) line = line.slice(glued.before.length, line.length - (glued.after || "").length).trim();
    const kinds = taken.changed.filter((change) => change.number === number).map((change) => change.kind);
    if (["lookalike", "lookalikeSpace", "invisible"].some((kind) => kinds.includes(kind))) {
      // ASCII as it is: the digit 0 is a look-alike of O only in a line of digits.
      line = [...line.normalize("NFKC")].map((c) => (c >= "\x80" && page.ROCKS_LOOKALIKES[c] ? page.ROCKS_LOOKALIKES[c][0] : c))
        .join("").toUpperCase();
    }
    if (kinds.includes("lowercase")) line = line.toUpperCase();
    if (kinds.includes("numbered")) line = line.replace(/^\d+[.:：、)）]?\s+/, "").replace(/\s+[(（]?\d+[)）]?$/, "");
    if (kinds.includes("separated")) line = line.split(/\s*(?:,|，|;|；|、|\||->|→|=>)\s*/).join("\n");
    if (kinds.includes("spaced")) line = line.replace(/\s+/g, "");
    if (kinds.includes("charList")) line = line.replace(/['",，\s]/g, "");
    if (kinds.includes("digits")) line = line.replace(/0/g, "O").replace(/1/g, "X");
    if (kinds.includes("unbroken")) line = line.match(new RegExp(`.{1,${n}}`, "g")).join("\n");
    // States apart on one line stay so: judges read words.
    if (line !== "") out.push(line);
  });
  return out.join("\n") + "\n";
}

// For n = 1 in digits, the line "1" is as much n echoed as a state: no property speaks of it.
// "none" as often as all the others together: an answer without a mistake,
// look-alikes or a console's lines, laid out some way, is accepted.
const oneOf = (table) => fc.oneof(fc.constant("none"), fc.constantFrom(...Object.keys(table)));
const pastes = fc.record({
  n: fc.integer({ min: LOW, max: Math.min(HIGH, 5) }),
  mistake: oneOf(MISTAKES),
  layout: fc.constantFrom(...Object.keys(LAYOUTS)),
  looks: oneOf(LOOKS),
  wrapper: oneOf(WRAPPERS),
  lang: fc.constantFrom("en", "zh"),
}).filter((record) => !(record.looks === "digits" && record.n === 1));

// The paste a record describes, and the answer's states in it.
function pasteOf({ n, mistake, layout, looks, wrapper }) {
  const states = MISTAKES[mistake](grayAnswer(n));
  const written = LOOKS[looks](LAYOUTS[layout](states));
  return { text: WRAPPERS[wrapper](written, n), states, written };
}

async function judged(text) {
  const check = page.newCheck();
  page.typeAnswer(check, text);
  await page.judgeAnswer(check);
  return check;
}

test("properties of check mode's explanations, over generated pastes", async () => {
  await fc.assert(fc.asyncProperty(pastes, async (record) => {
    const { text, states, written } = pasteOf(record);
    const check = await judged(text);
    const words = page.WORDS[record.lang];
    // Where the states fix n: one layout the page reads, letters it maps.
    // Written unbroken, the letters fix n where they are as long as a whole
    // answer, start with the start and hold more than half the states.
    const unbrokenFixed = states.length === 2 ** record.n + 1 && states[0] === "O".repeat(record.n) &&
                          new Set(states).size > 2 ** (record.n - 1);
    const fixed = !(record.layout === "unbroken" && (record.looks !== "none" || !unbrokenFixed)) &&
                  // n = 1 on one line: "O X O" is as much one state of 3 holes written apart
                  !(["apart", "oneLine", "commas", "arrows"].includes(record.layout) && record.n === 1) &&
                  // 0 and 1 are read as states only a line each: "1 0 1" could be numbers
                  !(record.looks === "digits" && !["lines", "crlf", "blankBetween"].includes(record.layout)) &&
                  // nor beside other text: "ooo // ok" is no more states than words
                  !(["digits", "lowercase"].includes(record.looks) && ["quoted", "commented"].includes(record.wrapper)) &&
                  !(record.looks === "digits" && record.wrapper === "zeroWidth");
    if (fixed) assert.equal(check.nText, String(record.n), "n from the paste's states");
    // The first look at lines of one length (regularLines()) says what reading the paste whole says.
    const whole = page.newCheck();
    page.typeAnswer(whole, text);
    await page.judgeAnswer(whole, undefined, false);
    assert.deepEqual(page.checkView(check, words), page.checkView(whole, words), "the quick read as the whole one");
    if (!check.result) return;
    const view = page.checkView(check, words);
    const said = view.pasted.map(([what]) => what);
    if (check.result.verdict === "ok") {
      assert.ok(!said.some((what) => what === "alone" || what.startsWith("alone")), `a fix on an accepted paste: ${said}`);
      assert.ok(said.every((what) => what === "accepted" || what === "utf16"), `more than a note: ${said}`);
      return;
    }
    const taken = check.mends || (check.paste.lines ? page.removals(check.paste) : null);
    if (said.includes("alone") || said.includes("aloneWrong")) {
      const again = await page.rocksCheck(`${check.nText}\n`, new TextEncoder().encode(changed(text, taken, record.n)));
      if (said.includes("alone")) assert.equal(again.verdict, "ok", "a change said to be accepted is");
      else assert.ok(view.pasted.find(([what]) => what === "aloneWrong")[1].includes(again.line),
                     "a change said to be wrong gives the line shown");
    }
    // No line taken out holds a state of the answer.
    if (taken && check.paste.rows) {
      const answerRows = new Set(written.split(/\r?\n/).map((row) => row.trim()).filter((row) => row !== ""));
      for (const number of taken.lines) {
        assert.ok(!answerRows.has(check.paste.rows[number - 1].trim()),
                  `line ${number}, ${check.paste.rows[number - 1]}, taken out, is the answer's`);
      }
    }
    // Counts of characters quoted are those of the text quoted.
    for (const [, note] of view.pasted) {
      const quoted = /“([^”]*)”[,，]? ?(?:is|你看到的是) (\d+) (?:characters?|个字符)/.exec(note);
      const shown = (text) => [...text].filter((char) => (page.ROCKS_LOOKALIKES[char] || [])[0] !== "").length;
      if (quoted) assert.equal(Number(quoted[2]), shown(quoted[1]), note);
      const letters = /“([^”…]*)”[,，]? ?(?:is|是) (\d+) (?:letters|个 O 和 X)/.exec(note);
      if (letters) assert.equal(Number(letters[2]), [...letters[1]].length, note);
    }
    return states.length > 0;
  }), { seed: SEED, numRuns: RUNS, includeErrorInReport: true });
});
