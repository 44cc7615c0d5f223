// The page's state under each control (docs/play-logic.js): the buttons,
// Play and its beat, the slider, the keys, the modes, n and the language,
// and what the URL asks for; each test states the property it holds.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const page = require("./page.js");

const DATA = page.ROCKS_PLAY;
const lastOf = (state) => page.framesOf(state).length - 1;

// A page at `step` of the search for `n`, or of the backing-up search.
function at(step, n = 3, mode = "search") {
  const state = page.newPage();
  Object.assign(state, { n, mode, step });
  return state;
}

test("the frames are the mode's: the backing-up search's, or the search's for n", () => {
  for (let n = DATA.limits.min_n; n <= DATA.limits.largest_played; ++n) {
    assert.equal(page.framesOf(at(0, n)), DATA.search[String(n)]);
    assert.equal(page.framesOf(at(0, n, "stuck")), DATA.stuck);
  }
});

test("each button goes where it says, within the frames, and stops the player", () => {
  for (const mode of ["search", "stuck"]) {
    for (let n = DATA.limits.min_n; n <= DATA.limits.largest_played; ++n) {
      const last = lastOf(at(0, n, mode));
      for (const step of [0, 1, Math.floor(last / 2), last - 1, last].filter((s) => s >= 0 && s <= last)) {
        const expected = { first: 0, back: Math.max(0, step - 1), forward: Math.min(last, step + 1), last };
        for (const [button, target] of Object.entries(expected)) {
          const state = at(step, n, mode);
          state.playing = true;
          page.press(state, button);
          assert.equal(state.step, target, `${mode} n = ${n}: ${button} from ${step}`);
          assert.equal(state.playing, false, `${button} stops the player`);
        }
      }
    }
  }
});

test("the slider goes to its value, kept within the frames, and stops the player", () => {
  const last = lastOf(at(0));
  for (const [value, target] of [["0", 0], ["3", 3], [String(last), last], [String(last + 4), last], ["-2", 0]]) {
    const state = at(1);
    state.playing = true;
    page.slide(state, value);
    assert.equal(state.step, target);
    assert.equal(state.playing, false);
  }
});

test("Play plays on from where it is, one frame a beat, and stops at the end", () => {
  const state = at(2);
  page.togglePlay(state);
  assert.equal(state.playing, true);
  assert.equal(state.step, 2, "Play does not move by itself");
  const last = lastOf(state);
  for (let beat = 3; beat <= last; ++beat) {
    page.tick(state);
    assert.equal(state.step, beat);
    assert.equal(state.playing, beat < last, `still playing at ${beat}`);
  }
});

test("Play at the end starts again from the start; pressed while playing, it pauses", () => {
  const state = at(lastOf(at(0)));
  page.togglePlay(state);
  assert.deepEqual([state.step, state.playing], [0, true]);
  page.tick(state);
  page.togglePlay(state);
  assert.deepEqual([state.step, state.playing], [1, false]);
});

test("go keeps the step within the frames and stops the player only at the last", () => {
  const state = at(0);
  state.playing = true;
  page.go(state, 4);
  assert.deepEqual([state.step, state.playing], [4, true]);
  page.go(state, -1);
  assert.deepEqual([state.step, state.playing], [0, true]);
  page.go(state, 1000);
  assert.deepEqual([state.step, state.playing], [lastOf(state), false]);
});

test("a mode or an n starts from the first frame; the backing-up search is n = 3's", () => {
  const { min_n: smallest, largest_played: largest } = DATA.limits;
  const state = at(5, largest);
  state.playing = true;
  page.setMode(state, "stuck");
  assert.deepEqual([state.mode, state.n, state.step, state.playing], ["stuck", 3, 0, false]);
  page.press(state, "last");
  page.setMode(state, "search");
  assert.deepEqual([state.mode, state.n, state.step], ["search", 3, 0]);
  page.press(state, "forward");
  page.setN(state, String(smallest));  // never 3: the rules keep min_n <= 2
  assert.deepEqual([state.n, state.step], [smallest, 0]);
  page.setMode(state, "check");
  assert.equal(state.mode, "check");
  assert.equal(state.n, smallest, "check mode keeps the n played");
});

test("the language is the one chosen", () => {
  const state = at(0);
  page.setLang(state, "zh");
  assert.equal(state.lang, "zh");
  page.setLang(state, "en");
  assert.equal(state.lang, "en");
});

test("the keys step, jump and play, except where they type, choose or check", () => {
  const state = at(0);
  const expected = { ArrowRight: "forward", ArrowLeft: "back", Home: "first", End: "last", " ": "play" };
  for (const [key, control] of Object.entries(expected)) {
    assert.equal(page.keyControl(state, key, "BODY"), control, key);
    assert.equal(page.keyControl(state, key, "SELECT"), null, `${key} in a list`);
    assert.equal(page.keyControl(state, key, "TEXTAREA"), null, `${key} in the answer`);
    assert.equal(page.keyControl(at(0, 3, "stuck"), key, "BODY"), control, `${key} in the stuck mode`);
    assert.equal(page.keyControl({ ...state, mode: "check" }, key, "BODY"), null, `${key} in check mode`);
  }
  assert.equal(page.keyControl(state, "ArrowRight", "INPUT"), null, "arrows move the slider itself");
  assert.equal(page.keyControl(state, " ", "INPUT"), "play", "Space on the slider plays");
  assert.equal(page.keyControl(state, " ", "BUTTON"), null, "Space on a button presses it");
  assert.equal(page.keyControl(state, "Enter", "BUTTON"), null);
  for (const key of ["a", "ArrowUp", "toString", "constructor", "Tab"]) {
    assert.equal(page.keyControl(state, key, "BODY"), null, key);
  }
});

test("the URL gives the language, either of Chinese's two names meaning Chinese", () => {
  assert.equal(page.pageFromQuery("").lang, "en");
  assert.equal(page.pageFromQuery("?lang=zh").lang, "zh");
  assert.equal(page.pageFromQuery("?lang=zh-CN").lang, "zh");
  assert.equal(page.pageFromQuery("?lang=en").lang, "en");
  assert.equal(page.pageFromQuery("?lang=fr").lang, "en");
});

test("the URL gives the mode, n and the step, what is out of range the default", () => {
  const largest = DATA.limits.largest_played;
  const smallest = DATA.limits.min_n;
  for (let n = smallest; n <= largest; ++n) assert.equal(page.pageFromQuery(`?n=${n}`).n, n);
  for (const n of [String(smallest - 1), String(largest + 1), "2.5", "x", "", "-3"]) {
    assert.equal(page.pageFromQuery(`?n=${n}`).n, 3, `n=${n}`);
  }
  assert.equal(page.pageFromQuery("?mode=stuck&n=5").n, 3, "the backing-up search is n = 3's");
  assert.equal(page.pageFromQuery("?mode=stuck").mode, "stuck");
  assert.equal(page.pageFromQuery("?mode=check").mode, "check");
  assert.equal(page.pageFromQuery("?mode=play").mode, "search");
  const last = lastOf(at(0, largest));
  assert.equal(page.pageFromQuery(`?n=${largest}&step=5`).step, 5);
  assert.equal(page.pageFromQuery(`?n=${largest}&step=${last}`).step, last);
  assert.equal(page.pageFromQuery(`?n=${largest}&step=${last + 1}`).step, last);
  for (const step of ["-1", "1.5", "x"]) {
    assert.equal(page.pageFromQuery(`?n=${largest}&step=${step}`).step, 0, step);
  }
  assert.equal(page.pageFromQuery("?mode=stuck&step=99").step, DATA.stuck.length - 1);
  assert.equal(page.pageFromQuery("").playing, false);
});

test("in check mode the URL's n in the judge's range is the n to check with", () => {
  const { min_n: low, max_n: high } = DATA.limits;
  assert.equal(page.pageFromQuery(`?mode=check&n=${high}`).check.nText, String(high));
  assert.equal(page.pageFromQuery(`?mode=check&n=${low}`).check.nText, String(low));
  for (const n of [String(low - 1), String(high + 1), "2.5", "x"]) {
    assert.equal(page.pageFromQuery(`?mode=check&n=${n}`).check.nText, "", n);
  }
  assert.equal(page.pageFromQuery(`?n=${high}`).check.nText, "", "only in check mode");
});

test("the URL written asks for the page it was written from", () => {
  const largest = DATA.limits.largest_played;
  for (const query of ["?lang=zh&mode=stuck&n=3&step=7", `?lang=en&mode=search&n=${largest}&step=6`]) {
    assert.equal(page.queryOf(page.pageFromQuery(query)), query);
  }
  const checking = page.pageFromQuery("?lang=zh&mode=check&n=3");
  assert.equal(page.queryOf(checking), "?lang=zh&mode=check&n=3");
  checking.check.nText = "";
  assert.equal(page.queryOf(checking), "?lang=zh&mode=check");
});

test("check mode: an answer or n typed clears the verdict, and a typed answer replaces a file", () => {
  const check = page.newCheck();
  Object.assign(check, { file: new Uint8Array([79]), fileName: "out.txt", fileIsText: true,
                         result: { line: "ok" }, message: ["empty"], nGuessed: true });
  page.typeAnswer(check, "OOO\n");
  assert.deepEqual([check.text, check.file, check.fileName, check.fileIsText, check.result, check.message],
                   ["OOO\n", null, "", false, null, null]);
  Object.assign(check, { result: { line: "ok" }, message: ["utf16"] });
  page.typeN(check, "3");
  assert.deepEqual([check.nText, check.nGuessed, check.result, check.message], ["3", false, null, null]);
});

test("a new page: English, the search for n = 3 at its start, not playing, nothing to check", () => {
  assert.deepEqual(page.newPage(), {
    lang: "en", mode: "search", n: 3, step: 0, playing: false,
    check: { text: "", file: null, fileName: "", fileIsText: false, nText: "", nGuessed: false,
             message: null, busy: false, result: null, paste: null, alone: null,
             utf16: null, judged: null, mends: null },
  });
  assert.notEqual(page.newPage().check, page.newPage().check, "each page its own check");
});

test("choosing n stops the player; the keys work on a button but for Space, which presses it", () => {
  const state = page.newPage();
  state.playing = true;
  page.setN(state, "4");
  assert.deepEqual([state.n, state.step, state.playing], [4, 0, false]);
  for (const [key, control] of [["ArrowRight", "forward"], ["ArrowLeft", "back"], ["Home", "first"], ["End", "last"]]) {
    assert.equal(page.keyControl(state, key, "BUTTON"), control, key);
  }
  assert.equal(page.keyControl(state, " ", "BUTTON"), null);
});
