// docs/play.html's state and what each control does to it: plain functions
// over plain data, touching no page (play.js draws the state and passes
// each event here). `data` is play-data.js's ROCKS_PLAY where none is given.
"use strict";

// Check mode's part of the state.
function newCheck() {
  return {
    text: "",         // the answer as the box shows it
    file: null,       // a dropped or chosen file's bytes, judged instead of the text
    fileName: "",
    fileIsText: false,
    nText: "",        // n as typed, or as taken from the first line
    nGuessed: false,  // nText was taken from the first line, and is taken again
    message: null,    // why there is no verdict: [key of WORDS, its arguments]
    busy: false,
    result: null,     // rocksCheck()'s
    paste: null,      // readPaste()'s: the paste read line by line
    alone: null,      // rocksCheck()'s on the answer as the paste's states would write it, where that differs
    utf16: null,      // "UTF-16LE" or "UTF-16BE": the answer was that, and its text is judged
    judged: null,     // the bytes judged
    mends: null,      // the changes `alone` was judged with (removals(), or fewer lines kept)
  };
}

// A page's whole state: everything it shows is drawn from this.
function newPage() {
  return {
    lang: "en",
    mode: "search",   // "search", "stuck" or "check"
    n: 3,             // the n played
    step: 0,          // the frame shown
    playing: false,   // the player steps on by itself
    check: newCheck(),
  };
}

function framesOf(state, data = ROCKS_PLAY) {
  return state.mode === "stuck" ? data.stuck : data.search[String(state.n)];
}

const lastStep = (state, data) => framesOf(state, data).length - 1;

// The page's language for a browser's list of languages, best first
// (navigator.languages): the first it has, any Chinese (zh, zh-CN, zh-TW...)
// its Chinese; English where it has none of them.
function browserLang(languages) {
  for (const language of languages || []) {
    const primary = String(language).toLowerCase().split("-")[0];
    if (primary === "zh") return "zh";
    if (primary === "en") return "en";
  }
  return "en";
}

// The page a URL's query asks for, such as "?lang=zh&mode=stuck&step=4":
// whatever is missing or out of range is the page's default, and the
// language, where the query names none, the browser's (`languages`). Either
// of the page's language values for Chinese, "zh" and "zh-CN", means Chinese.
function pageFromQuery(search, data = ROCKS_PLAY, languages = []) {
  const query = new URLSearchParams(search);
  const page = newPage();
  const limits = data.limits;
  const asked = query.get("lang");
  page.lang = ["zh", "zh-CN"].includes(asked) ? "zh" : asked === "en" ? "en" : browserLang(languages);
  const mode = query.get("mode");
  page.mode = mode === "stuck" || mode === "check" ? mode : "search";
  const n = Number(query.get("n"));
  if (page.mode === "check" && Number.isInteger(n) && n >= limits.min_n && n <= limits.max_n) {
    page.check.nText = String(n);
  }
  page.n = page.mode === "stuck" ? 3 : Number.isInteger(n) && n >= limits.min_n && n <= limits.largest_played ? n : 3;
  const step = Number(query.get("step"));
  go(page, Number.isInteger(step) ? step : 0, data);
  return page;
}

// The query that asks for `page`.
function queryOf(page) {
  const query = page.mode === "check"
    ? { lang: page.lang, mode: page.mode, ...(page.check.nText ? { n: page.check.nText } : {}) }
    : { lang: page.lang, mode: page.mode, n: page.n, step: page.step };
  return "?" + new URLSearchParams(query).toString();
}

// Shows frame `step`, kept within the frames; the player stops at the last.
function go(page, step, data = ROCKS_PLAY) {
  const last = lastStep(page, data);
  page.step = Math.max(0, Math.min(step, last));
  if (page.step === last) page.playing = false;
}

// The step each of the player's buttons goes to.
const BUTTONS = {
  first: () => 0,
  back: (page) => page.step - 1,
  forward: (page) => page.step + 1,
  last: (page, data) => lastStep(page, data),
};

// A button pressed, or the slider moved to `value`: the player stops, then
// the page goes there.
function press(page, button, data = ROCKS_PLAY) {
  page.playing = false;
  go(page, BUTTONS[button](page, data), data);
}
function slide(page, value, data = ROCKS_PLAY) {
  page.playing = false;
  go(page, Number(value), data);
}

// Play starts from the start when the last frame is shown, and pauses.
function togglePlay(page, data = ROCKS_PLAY) {
  if (page.playing) {
    page.playing = false;
    return;
  }
  if (page.step === lastStep(page, data)) page.step = 0;
  page.playing = true;
}

// The player's beat, while it plays: one frame on.
function tick(page, data = ROCKS_PLAY) {
  go(page, page.step + 1, data);
}

function setLang(page, lang) {
  page.lang = lang;
}

// Another mode or n starts from the first frame; the backing-up search is n = 3's.
function setMode(page, mode, data = ROCKS_PLAY) {
  page.playing = false;
  page.mode = mode;
  if (mode === "stuck") page.n = 3;
  go(page, 0, data);
}
function setN(page, n, data = ROCKS_PLAY) {
  page.playing = false;
  page.n = Number(n);
  go(page, 0, data);
}

// What a key does: a button's step, or "play". Keys work the player, but
// not in check mode, nor in a field being typed in or a list being chosen
// from (but for Space in a field that is no text), and Space on a button
// presses that button instead.
const KEYS = { ArrowRight: "forward", ArrowLeft: "back", Home: "first", End: "last", " ": "play" };
function keyControl(page, key, tag) {
  if (page.mode === "check" || tag === "SELECT" || tag === "TEXTAREA" || (tag === "INPUT" && key !== " ")) {
    return null;
  }
  if (!Object.hasOwn(KEYS, key) || (key === " " && tag === "BUTTON")) return null;
  return KEYS[key];
}

// Check mode: a typed answer replaces any file; a new answer or n clears
// the verdict.
function clearVerdict(check) {
  check.result = null;
  check.message = null;
  check.paste = null;
  check.alone = null;
  check.utf16 = null;
  check.judged = null;
  check.mends = null;
}
function typeAnswer(check, text) {
  Object.assign(check, { text, file: null, fileName: "", fileIsText: false });
  clearVerdict(check);
}
function typeN(check, text) {
  Object.assign(check, { nText: text, nGuessed: false });
  clearVerdict(check);
}
