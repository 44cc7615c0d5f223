// docs/play.html's state and its events: everything the page shows is
// render()'s drawing of `page`, which the events change and nothing else
// does. The URL holds the language, the mode, n and the step.
"use strict";
// The largest n played, and the judge's range that check mode takes.
const LIMITS = ROCKS_PLAY.limits;

const page = {
  lang: "en",
  mode: "search",   // "search", "stuck" or "check"
  n: 3,             // the n played
  step: 0,          // the frame shown
  timer: null,      // the player's interval while it plays
  check: {
    text: "",         // the answer as the box shows it
    file: null,       // a dropped or chosen file's bytes, judged instead of the text
    fileName: "",
    fileIsText: false,
    nText: "",        // n as typed, or as taken from the first line
    nGuessed: false,  // nText was taken from the first line, and is taken again
    message: null,    // why there is no verdict: [key of WORDS, its arguments]
    busy: false,
    result: null,     // rocksCheck()'s
  },
};

function readUrl() {
  const query = new URLSearchParams(location.search);
  page.lang = query.get("lang") === "zh" ? "zh" : "en";
  const mode = query.get("mode");
  page.mode = mode === "stuck" || mode === "check" ? mode : "search";
  const n = Number(query.get("n"));
  if (page.mode === "check" && Number.isInteger(n) && n >= LIMITS.min_n && n <= LIMITS.max_n) {
    page.check.nText = String(n);
  }
  page.n = page.mode === "stuck" ? 3 : (Number.isInteger(n) && n >= 1 && n <= LIMITS.largest_played ? n : 3);
  const step = Number(query.get("step"));
  page.step = Number.isInteger(step) && step >= 0 ? Math.min(step, framesOf(page).length - 1) : 0;
}

function writeUrl() {
  const query = new URLSearchParams(page.mode === "check"
    ? { lang: page.lang, mode: page.mode, ...(page.check.nText ? { n: page.check.nText } : {}) }
    : { lang: page.lang, mode: page.mode, n: page.n, step: page.step });
  if (location.search === "?" + query.toString()) return;
  try {
    history.replaceState(null, "", "?" + query.toString());
  } catch (refused) {
    // Some file:// setups refuse it; the page works the same without it.
  }
}

function render() {
  const words = WORDS[page.lang];
  document.documentElement.lang = words.lang;
  document.title = words.title;
  $("title").textContent = words.title;
  $("intro").textContent = { search: words.intro, stuck: words.introStuck, check: words.introCheck }[page.mode];
  $("mode-label").textContent = words.modeLabel;
  $("mode").options[0].textContent = words.search;
  $("mode").options[1].textContent = words.stuck;
  $("mode").options[2].textContent = words.check;
  $("mode").value = page.mode;
  $("footer").innerHTML = words.footer;
  for (const id of ["lang-en", "lang-zh"]) $(id).setAttribute("aria-pressed", String(id === "lang-" + page.lang));
  const checking = page.mode === "check";
  $("panel").hidden = checking;
  $("check-panel").hidden = !checking;
  $("n-field").hidden = checking;
  if (checking) {
    compiledChecker();
    renderCheck(page.check, words);
  } else {
    $("board-card").hidden = false;
    renderPlayer(page, words);
  }
  writeUrl();
}

function stopPlaying() {
  if (page.timer !== null) clearInterval(page.timer);
  page.timer = null;
}

function go(step) {
  const last = framesOf(page).length - 1;
  page.step = Math.max(0, Math.min(step, last));
  if (page.step === last) stopPlaying();
  render();
}

function togglePlay() {
  if (page.timer !== null) {
    stopPlaying();
  } else {
    if (page.step === framesOf(page).length - 1) page.step = 0;
    page.timer = setInterval(() => go(page.step + 1), 800);
  }
  render();
}

const goAfterStopping = (step) => () => { stopPlaying(); go(step()); };
$("first").addEventListener("click", goAfterStopping(() => 0));
$("back").addEventListener("click", goAfterStopping(() => page.step - 1));
$("forward").addEventListener("click", goAfterStopping(() => page.step + 1));
$("last").addEventListener("click", goAfterStopping(() => framesOf(page).length - 1));
$("play").addEventListener("click", togglePlay);
$("slider").addEventListener("input", goAfterStopping(() => Number($("slider").value)));
$("lang-en").addEventListener("click", () => { page.lang = "en"; render(); });
$("lang-zh").addEventListener("click", () => { page.lang = "zh"; render(); });
$("mode").addEventListener("change", () => {
  stopPlaying();
  page.mode = $("mode").value;
  if (page.mode === "stuck") page.n = 3;
  go(0);
});
$("n").addEventListener("change", () => { stopPlaying(); page.n = Number($("n").value); go(0); });
document.addEventListener("keydown", (event) => {
  const tag = event.target.tagName;
  if (page.mode === "check" || tag === "SELECT" || tag === "TEXTAREA" || (tag === "INPUT" && event.key !== " ")) {
    return;
  }
  const actions = {
    ArrowRight: goAfterStopping(() => page.step + 1),
    ArrowLeft: goAfterStopping(() => page.step - 1),
    Home: goAfterStopping(() => 0),
    End: goAfterStopping(() => framesOf(page).length - 1),
    " ": togglePlay,
  };
  if (!actions[event.key] || (event.key === " " && tag === "BUTTON")) return;
  event.preventDefault();
  actions[event.key]();
});

// Check mode's events: each changes page.check, then the page is drawn anew.
const clearVerdict = () => Object.assign(page.check, { result: null, message: null });
$("check").addEventListener("click", async () => {
  clearVerdict();
  page.check.busy = true;
  render();
  await judgeAnswer(page.check);
  page.check.busy = false;
  render();
});
$("answer").addEventListener("input", () => {
  Object.assign(page.check, { text: $("answer").value, file: null, fileName: "", fileIsText: false });
  clearVerdict();
  render();
});
const takeAndRender = async (file) => { await takeFile(page.check, file); render(); };
$("answer-file").addEventListener("change", () => {
  if ($("answer-file").files.length > 0) takeAndRender($("answer-file").files[0]);
});
$("answer").addEventListener("dragover", (event) => { event.preventDefault(); $("answer").classList.add("dropping"); });
$("answer").addEventListener("dragleave", () => $("answer").classList.remove("dropping"));
$("answer").addEventListener("drop", (event) => {
  event.preventDefault();
  $("answer").classList.remove("dropping");
  if (event.dataTransfer.files.length > 0) takeAndRender(event.dataTransfer.files[0]);
});
$("check-n").addEventListener("input", () => {
  Object.assign(page.check, { nText: $("check-n").value, nGuessed: false });
  clearVerdict();
  render();
});

for (let k = 1; k <= LIMITS.largest_played; ++k) $("n").appendChild(new Option(String(k)));
$("check-n").min = String(LIMITS.min_n);
$("check-n").max = String(LIMITS.max_n);
readUrl();
render();
