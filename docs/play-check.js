// Check mode of docs/play.html: a learner's output judged by src/checker.cpp
// itself, built for WebAssembly (checker-wasm.js, from docs/checker_page.cpp)
// and run by play-wasi.js. The verdict is the checker's line; the
// explanation is made from the report the page's build of the checker
// writes: the kind of finding, its numbers and the lines around it. This
// file holds no rule of the problem and reads no line of the output
// itself; checkView() says what check mode shows, and play.js draws it.
// `data` is play-data.js's ROCKS_PLAY where none is given.
"use strict";

// The checker's module, compiled once, as soon as check mode is shown: the
// first Check then costs no more than the next.
let checkerModule = null;
function compiledChecker() {
  if (!checkerModule) {
    checkerModule = WebAssembly.compile(Uint8Array.from(atob(ROCKS_CHECKER.wasm), (c) => c.charCodeAt(0)));
  }
  return checkerModule;
}

// The checker's verdict on `output` (bytes) for the judge's input text,
// called as the page's build takes it, with no answer: its line, "ok",
// "wrong" or "fail", and its report to the page.
async function rocksCheck(input, output) {
  // Stryker disable next-line StringLiteral: the checker never reads its argv[0]
  const run = await runWasi(await compiledChecker(), ["checker", "/input", "/output"],
                            { input: new TextEncoder().encode(input), output });
  const verdict = { 0: "ok", 1: "wrong", 2: "wrong" }[run.status] || "fail";
  return { line: run.stderr.split("\n")[0], verdict, status: run.status, report: JSON.parse(run.stdout) };
}

// The output's first line as the checker reads lines: its length, and
// whether a space then more follow it on its line (holes written apart).
async function firstLine(output) {
  // Stryker disable next-line StringLiteral: the checker never reads its argv[0]
  const run = await runWasi(await compiledChecker(), ["checker", "--first-line-length", "/output"], { output });
  const first = JSON.parse(run.stdout);
  return { length: first.first_line_length, spaced: first.spaced };
}

// The bytes to judge: a dropped or chosen file's, kept until the text is
// edited, or else the text typed or pasted.
function answerBytes(check) {
  if (check.file) return check.file;
  // Into a buffer of the most bytes the text can take: on a long answer four
  // times as fast as encode(), which sizes its result exactly.
  const buffer = new Uint8Array(3 * check.text.length);
  return buffer.subarray(0, new TextEncoder().encodeInto(check.text, buffer).written);
}

// UTF-16 text: a byte-order mark, or ASCII as UTF-16, of its first 64
// bytes (at least four) those at even places zero and the others not, or
// the other way round.
function isUtf16(data) {
  if ((data[0] === 0xFF && data[1] === 0xFE) || (data[0] === 0xFE && data[1] === 0xFF)) return true;
  const head = [...data.subarray(0, 64)];
  const even = head.filter((b, i) => i % 2 === 0);
  const odd = head.filter((b, i) => i % 2 === 1);
  const zero = (b) => b === 0;
  const other = (b) => b !== 0;
  return head.length >= 4 && ((even.every(zero) && odd.every(other)) || (odd.every(zero) && even.every(other)));
}

// `data` as UTF-8 text, or null if it is not.
function utf8(data) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch (notText) {
    return null;
  }
}

const SHOWN_BYTES = 1 << 20;

// A dropped or chosen file (anything with a name and arrayBuffer()), taken
// into the check's state: shown in the box if it is UTF-8 text of at most
// SHOWN_BYTES, judged as it is either way.
async function takeFile(check, file) {
  const data = new Uint8Array(await file.arrayBuffer());
  const text = data.length <= SHOWN_BYTES && !data.includes(0) ? utf8(data) : null;
  Object.assign(check, { file: data, fileName: file.name, text: text !== null ? text : "",
                         fileIsText: text !== null, message: null, result: null });
}

// Judges the answer: n as typed, or the first line's length when none is;
// the outcome, or a message saying why there is none, goes into `check`.
async function judgeAnswer(check, data = ROCKS_PLAY) {
  const limits = data.limits;
  check.result = null;
  check.message = null;
  const bytes = answerBytes(check);
  if (!check.file && check.text === "") return void (check.message = ["empty"]);
  if (isUtf16(bytes)) return void (check.message = ["utf16"]);
  const typed = check.nText.trim();
  try {
    let n = Number(typed);
    if (typed === "" || check.nGuessed) {
      const first = await firstLine(bytes);
      n = first.length;
      if (first.spaced) return void (check.message = ["spaced", limits.min_n, limits.max_n]);
      if (n === 0) return void (check.message = ["noLine", limits.min_n, limits.max_n]);
      if (n < limits.min_n || n > limits.max_n) {  // in a range that starts above 1, too short
        return void (check.message = ["nUnknown", n, limits.min_n, limits.max_n]);
      }
      check.nText = String(n);  // shown, and guessed again for the next output
      check.nGuessed = true;
    } else if (!/^\d+$/.test(typed) || n < limits.min_n || n > limits.max_n) {
      return void (check.message = ["nRange", limits.min_n, limits.max_n]);
    }
    check.result = await rocksCheck(`${n}\n`, bytes);
  } catch (error) {
    check.message = ["noWasm", error.message || String(error)];
  }
}

// The report's line `number`, as the checker read it, if it has one.
const reportLine = (report, number) => report.around.find((line) => line.line === number);

// What the report says, as paragraphs [what, text]: the finding; the hole
// numbering, beside a finding that names holes; then each common mistake
// its numbers show.
function explanation(report, words, data = ROCKS_PLAY) {
  const limits = data.limits;
  // The first wrong line, which a finding about a line always lists; a
  // token named whole (ends and moves are n characters, never cut).
  const wrong = reportLine(report, report.line);
  const cells = wrong && wrong.cells ? wrong.cells : [];
  const token = cells.join("");
  const bad = [...new Set(wrong && wrong.cells ? wrong.marked.map((i) => cells[i]) : [])];
  const empty = "O".repeat(report.holes);
  const kind = report.kind;
  const says = [[kind, words.found[kind](report, bad, token, empty)]];
  if (kind === "not-one-move" && report.differing.length > 0) {
    says.push(["numbering", words.holeNumbers(report.holes, report.differing)]);
  }
  const advise = (name) => {
    const advice = words.advice[name];
    says.push([name, typeof advice === "function" ? advice(report, empty) : advice]);
  };
  const states = report.lines - 1;
  const everyState = report.seen === states;
  const stuck = report.seen > 0 && report.unvisited.length === 0;  // every neighbour of the last state visited
  if (kind === "wrong-length" && report.spaced) advise("spaced");
  if (kind === "wrong-length" && report.line === 1 && report.only_o_and_x && !report.spaced &&
      report.length >= limits.min_n && report.length <= limits.max_n) {
    advise("anotherN");
  }
  if (kind === "not-o-and-x" && bad.includes("0")) advise("digitZero");
  if (kind === "not-o-and-x" && bad.some((c) => c === "o" || c === "x")) advise("lowercase");
  if (kind === "too-few-lines" && everyState) advise(report.distance === 1 ? "missingClose" : "closedFar");
  if ((kind === "not-one-move" || kind === "end-not-empty") && report.line === report.lines && everyState &&
      report.distance > 1) {
    advise("closedFar");
  }
  if (kind === "too-few-lines" && !everyState && stuck) advise("deadEnd");
  if ((kind === "not-one-move" || kind === "repeat") && report.line <= states && stuck) advise("jumped");
  // Counting only when the lines count on past the first wrong one.
  if (kind === "not-one-move" && report.counted > report.line) advise("counting");
  return says;
}

// The walk up to the first wrong line, on the cube or the maps for a played
// n: its board, or null.
function walkBoard(report, words, data = ROCKS_PLAY) {
  const walked = report.walk;
  if (report.holes > data.limits.largest_played || walked.length === 0) return null;
  const wrong = reportLine(report, report.line);
  const wrongMove = report.kind === "not-one-move" && wrong ? [report.previous, wrong.cells.join("")] : null;
  const firstLine = {};
  walked.forEach((state, i) => { if (!(state in firstLine)) firstLine[state] = i + 1; });
  return boardOf(report.holes, words.walkTitle(report.holes, walked.length), walked, (state) => ({
    current: state === walked[walked.length - 1],
    visited: state in firstLine,
    outline: wrongMove && state === wrongMove[1] ? "refused" : undefined,
    label: state in firstLine ? words.lineWord(firstLine[state]) : "",
  }), wrongMove, words, data);
}

// The lines around the first wrong one, as the checker read them, what is
// wrong marked: { label, lines: [{ number, bad, missing, pieces: [{ text,
// marked }], cut }] }, or null when there are none to show.
function linesAround(report, words) {
  if (report.around.length === 0) return null;  // none for an accepted answer, nor where no line is
  const numbers = report.around.map((line) => line.line);
  return {
    label: words.aroundLabel(numbers[0], numbers[numbers.length - 1]),
    lines: report.around.map((line) => ({
      number: line.line,
      bad: line.line === report.line,
      missing: Boolean(line.missing),
      text: line.missing ? words.missingLine : "",
      pieces: (line.cells || []).map((cell, i) => ({ text: cell, marked: line.marked.includes(i) })),
      cut: Boolean(line.cut),
    })),
  };
}

// Everything check mode shows for its state.
function checkView(check, words, data = ROCKS_PLAY) {
  const limits = data.limits;
  const [key, ...args] = check.message || [];
  const result = check.result;
  return {
    answerLabel: words.answerLabel,
    nLabel: words.checkN(limits.min_n, limits.max_n),
    fileLabel: words.fileLabel,
    button: words.checkButton,
    note: words.checkNote,
    answer: check.file && !check.fileIsText ? words.notShown(check.fileName, check.file.length) : check.text,
    fileBytes: check.file ? check.file.length : null,
    nText: check.nText,
    error: key ? (typeof words[key] === "function" ? words[key](...args) : words[key]) : "",
    verdictLabel: result ? words.verdictLabel : "",
    verdict: check.busy ? words.checking : result ? result.line : "",
    verdictKind: result ? result.verdict : null,
    kind: result ? result.report.kind : "",
    paragraphs: result ? explanation(result.report, words, data) : [],
    around: result ? linesAround(result.report, words) : null,
    board: result ? walkBoard(result.report, words, data) : null,
  };
}
