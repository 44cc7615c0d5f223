// Check mode of docs/play.html: a learner's output judged by src/checker.cpp
// itself, built for WebAssembly (checker-wasm.js) and run by play-wasi.js.
// The verdict is the checker's line; the explanation is made from the
// report the page's build of the checker writes (report_to_page()): the
// kind of finding, its numbers and the lines around it. This file holds no
// rule of the problem and reads no line of the output itself.
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
// called as testlib calls it: its line, "ok", "wrong" or "fail", and its
// report to the page.
async function rocksCheck(input, output) {
  const run = await runWasi(await compiledChecker(), ["checker", "/input", "/output", "/answer"],
                            { input: new TextEncoder().encode(input), output, answer: new Uint8Array(0) });
  const verdict = { 0: "ok", 1: "wrong", 2: "wrong", 3: "fail" }[run.status] || "fail";
  return { line: run.stderr.split("\n")[0], verdict, status: run.status, report: JSON.parse(run.stdout) };
}
window.rocksCheck = rocksCheck;

// The length of the output's first line, as the checker reads lines.
async function firstLineLength(output) {
  const run = await runWasi(await compiledChecker(), ["checker", "--first-line-length", "/output"], { output });
  return JSON.parse(run.stdout).first_line_length;
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

function isUtf16(data) {
  if (data.length >= 2 && ((data[0] === 0xFF && data[1] === 0xFE) || (data[0] === 0xFE && data[1] === 0xFF))) {
    return true;
  }
  // No byte-order mark: ASCII as UTF-16 is every other byte zero.
  const head = data.subarray(0, 64);
  return head.length >= 4 && [0, 1].some((odd) => head.every((b, i) => (i % 2 === odd) === (b === 0)));
}

const SHOWN_BYTES = 1 << 20;

// A dropped or chosen file, taken into the check's state.
async function takeFile(check, file) {
  const data = new Uint8Array(await file.arrayBuffer());
  let text = null;
  if (data.length <= SHOWN_BYTES && !data.includes(0)) {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(data);
    } catch (notText) {
      text = null;
    }
  }
  Object.assign(check, { file: data, fileName: file.name, text: text !== null ? text : "",
                         fileIsText: text !== null, message: null, result: null });
}

// Judges the answer: n as typed, or the first line's length when none is;
// the outcome, or a message saying why there is none, goes into `check`.
async function judgeAnswer(check) {
  check.result = null;
  check.message = null;
  const data = answerBytes(check);
  if (!check.file && check.text === "") return void (check.message = ["empty"]);
  if (isUtf16(data)) return void (check.message = ["utf16"]);
  const typed = check.nText.trim();
  try {
    let n = Number(typed);
    if (typed === "" || check.nGuessed) {
      n = await firstLineLength(data);
      if (n === 0) return void (check.message = ["noLine", LIMITS.min_n, LIMITS.max_n]);
      if (n < LIMITS.min_n || n > LIMITS.max_n) {
        return void (check.message = ["nUnknown", n, LIMITS.min_n, LIMITS.max_n]);
      }
      check.nText = String(n);  // shown, and guessed again for the next output
      check.nGuessed = true;
    } else if (!/^\d+$/.test(typed) || n < LIMITS.min_n || n > LIMITS.max_n) {
      return void (check.message = ["nRange", LIMITS.min_n, LIMITS.max_n]);
    }
    check.result = await rocksCheck(`${n}\n`, data);
  } catch (error) {
    check.message = ["noWasm", error.message || String(error)];
  }
}

// The report's line `number`, as the checker read it, if it has one.
const reportLine = (report, number) => report.around.find((line) => line.line === number);

// What the report says, as paragraphs [what, text]: the finding, then each
// common mistake its numbers show.
function explanation(report, words) {
  const wrong = reportLine(report, report.line);
  const cells = wrong && wrong.cells ? wrong.cells : [];
  const token = cells.join("") + (wrong && wrong.cut ? "…" : "");
  const bad = [...new Set(wrong && wrong.cells ? wrong.marked.map((i) => cells[i]) : [])];
  const empty = "O".repeat(report.holes);
  const says = [[report.kind, words.found[report.kind](report, bad, token, empty)]];
  const advise = (name) => {
    const advice = words.advice[name];
    says.push([name, typeof advice === "function" ? advice(report, empty) : advice]);
  };
  const kind = report.kind;
  const states = report.lines - 1;
  const everyState = report.seen === states;
  const stuck = report.seen > 0 && report.unvisited.length === 0;  // every neighbour of the last state visited
  if (kind === "wrong-length" && report.line === 1 && report.only_o_and_x &&
      report.length >= LIMITS.min_n && report.length <= LIMITS.max_n) {
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
  if (report.counting_order) advise("counting");
  return says;
}

// The walk up to the first wrong line, on the cube or the maps for a played n.
function drawWalk(report, words) {
  const walked = report.walk;
  if (report.holes > LIMITS.largest_played || walked.length === 0) return false;
  const wrong = reportLine(report, report.line);
  const wrongMove = report.kind === "not-one-move" && wrong ? [report.previous, wrong.cells.join("")] : null;
  const firstLine = {};
  walked.forEach((state, i) => { if (!(state in firstLine)) firstLine[state] = i + 1; });
  drawStates(report.holes, words.walkTitle(report.holes, walked.length), walked, (state) => ({
    current: state === walked[walked.length - 1],
    visited: state in firstLine,
    outline: wrongMove && state === wrongMove[1] ? "refused" : undefined,
    label: state in firstLine ? words.lineWord(firstLine[state]) : "",
  }), wrongMove, words);
  return true;
}

// The lines around the first wrong one, as the checker read them, what is
// wrong marked.
function listAround(report, words) {
  const around = $("around");
  around.innerHTML = "";
  around.hidden = report.kind === "cycle" || report.around.length === 0;
  if (around.hidden) return;
  for (const line of report.around) {
    const item = document.createElement("li");
    item.value = line.line;
    if (line.line === report.line) item.className = "bad";
    if (line.missing) {
      item.classList.add("missing");
      item.textContent = words.missingLine;
    }
    (line.cells || []).forEach((cell, i) => {
      const piece = document.createElement(line.marked.includes(i) ? "mark" : "span");
      piece.textContent = cell;
      item.appendChild(piece);
    });
    if (line.cut) item.appendChild(document.createTextNode("…"));
    around.appendChild(item);
  }
  const numbers = report.around.map((line) => line.line);
  around.setAttribute("aria-label", words.aroundLabel(numbers[0], numbers[numbers.length - 1]));
}

function renderCheck(check, words) {
  $("answer-label").textContent = words.answerLabel;
  $("check-n-label").textContent = words.checkN(LIMITS.min_n, LIMITS.max_n);
  $("file-label").textContent = words.fileLabel;
  $("check").textContent = words.checkButton;
  $("check-note").textContent = words.checkNote;
  const shown = check.file && !check.fileIsText ? words.notShown(check.fileName, check.file.length) : check.text;
  if ($("answer").value !== shown) $("answer").value = shown;
  if (check.file) $("answer").dataset.fileBytes = String(check.file.length);
  else delete $("answer").dataset.fileBytes;
  if ($("check-n").value !== check.nText) $("check-n").value = check.nText;
  const [key, ...args] = check.message || [""];
  $("check-error").textContent = key ? (typeof words[key] === "function" ? words[key](...args) : words[key]) : "";
  const result = check.result;
  $("verdict").textContent = check.busy ? words.checking : result ? result.line : "";
  if (result) $("verdict").dataset.verdict = result.verdict;
  else delete $("verdict").dataset.verdict;
  const explained = $("explain-verdict");
  explained.innerHTML = "";
  explained.dataset.kind = result ? result.report.kind : "";
  for (const [what, text] of result ? explanation(result.report, words) : []) {
    const paragraph = document.createElement("p");
    paragraph.dataset.says = what;
    paragraph.textContent = text;
    explained.appendChild(paragraph);
  }
  if (result) listAround(result.report, words);
  else $("around").hidden = true;
  $("board-card").hidden = !(result && drawWalk(result.report, words));
}
