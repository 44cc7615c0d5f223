// The scripts of docs/play.html loaded as the page loads them, in one
// global scope, but without the page: all but play.js, which alone draws
// and listens. The tests under tests/page/ take what they test from here.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");

const DOCS = path.join(__dirname, "..", "..", "docs");
const SCRIPTS = ["play-data.js", "checker-wasm.js", "play-words.js", "play-lookalikes.js",
                 "play-wasi.js", "play-logic.js",
                 "play-board.js", "play-player.js", "play-check.js"];
for (const name of SCRIPTS) {
  const file = path.join(DOCS, name);
  vm.runInThisContext(fs.readFileSync(file, "utf8"), { filename: file });
}

module.exports = vm.runInThisContext(`({
  ROCKS_PLAY, WORDS, newPage, newCheck, framesOf, pageFromQuery, queryOf, go, press, slide,
  togglePlay, tick, setLang, setMode, setN, keyControl, clearVerdict, typeAnswer, typeN,
  position, allStates, differInOne, boardOf, pathAt, frameBoard, frameCaption, playerView,
  compiledChecker, rocksCheck, firstLine, answerBytes, isUtf16, utf8, takeFile, judgeAnswer,
  explanation, walkBoard, linesAround, checkView, runWasi, wasiCalls, wasiImports, WASI, WasiExit,
  SHOWN_BYTES, READ_BYTES, browserLang, decodeText, readPaste, pasteNotes, removals, readable,
  readableCells, pasteView, ROCKS_LOOKALIKES, lookalikes, shapeOf, unbrokenN, ANSWER_KINDS,
})`);
module.exports.DOCS = DOCS;
// Runs `code` in the scripts' scope: to stand in for one of their functions.
module.exports.inScope = (code) => vm.runInThisContext(code);
