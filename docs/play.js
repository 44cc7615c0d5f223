// docs/play.html's drawing and its events, the only script that touches the
// page: render() draws `page` (play-logic.js) through the views the other
// scripts make of it, and each event changes `page` through play-logic.js
// and draws it again. The URL holds the language, the mode, n and the step.
"use strict";
const $ = (id) => document.getElementById(id);
const page = pageFromQuery(location.search, ROCKS_PLAY, navigator.languages);
let timer = null;  // the player's interval while `page.playing`
window.rocksCheck = rocksCheck;  // for tests/check_page.py, which judges through the page

for (const [name, value] of Object.entries(ROCKS_PLAY.palette)) {
  document.documentElement.style.setProperty("--" + name, value);
}

function writeUrl() {
  const query = queryOf(page);
  if (location.search === query) return;
  try {
    // Stryker disable next-line StringLiteral: browsers ignore the title replaceState is given
    history.replaceState(null, "", query);
  } catch (refused) {
    // Some file:// setups refuse it; the page works the same without it.
  }
}

// The board's shapes into the SVG, its title kept.
function drawBoard(board) {
  const svg = $("board");
  while (svg.lastChild && svg.lastChild.id !== "board-title") svg.removeChild(svg.lastChild);
  $("board-title").textContent = board.title;
  svg.setAttribute("viewBox", board.viewBox);
  for (const shape of board.shapes) {
    const element = document.createElementNS("http://www.w3.org/2000/svg", shape.name);
    for (const [key, value] of Object.entries(shape.attributes)) element.setAttribute(key, value);
    element.textContent = shape.text ?? "";
    svg.appendChild(element);
  }
}

function renderPlayer(view) {
  $("n-label").textContent = view.nLabel;
  $("n").value = view.n;
  $("n").disabled = view.nFixed;
  $("step").textContent = view.step;
  $("current-state").textContent = view.state;
  $("explanation").innerHTML = view.caption;
  $("visited-label").textContent = view.visitedLabel;
  const visited = $("visited");
  visited.innerHTML = "";
  visited.dataset.path = view.path.join(" ");
  for (const chip of view.chips) {
    const item = document.createElement("li");
    item.className = "chip" + (chip.current ? " current" : "");
    item.textContent = chip.text;
    visited.appendChild(item);
  }
  for (const [id, text] of Object.entries(view.buttons)) $(id).textContent = text;
  $("play").textContent = view.play;
  $("play").setAttribute("aria-pressed", String(view.playing));
  $("slider").max = String(view.slider.max);
  $("slider").value = String(view.slider.value);
  $("slider").setAttribute("aria-label", view.slider.label);
  $("keys").textContent = view.keys;
  $("board-card").hidden = false;
  drawBoard(view.board);
}

function renderCheck(view) {
  $("answer-label").textContent = view.answerLabel;
  $("check-n-label").textContent = view.nLabel;
  $("file-label").textContent = view.fileLabel;
  $("check").textContent = view.button;
  $("check-note").textContent = view.note;
  // Only when it differs: setting even the value it has costs 0.2 ms on a long answer (the caret stays).
  if ($("answer").value !== view.answer) $("answer").value = view.answer;
  if (view.fileBytes !== null) $("answer").dataset.fileBytes = String(view.fileBytes);
  else delete $("answer").dataset.fileBytes;
  // Only when it differs: "-" typed is no number yet, its value "", and setting "" would erase it.
  if ($("check-n").value !== view.nText) $("check-n").value = view.nText;
  $("check-error").textContent = view.error;
  $("verdict-label").textContent = view.verdictLabel;
  $("verdict-label").hidden = view.verdictLabel === "";
  $("verdict").textContent = view.verdict;
  if (view.verdictKind) $("verdict").dataset.verdict = view.verdictKind;
  else delete $("verdict").dataset.verdict;
  const explained = $("explain-verdict");
  explained.innerHTML = "";
  explained.dataset.kind = view.kind;
  for (const [what, text] of view.paragraphs) {
    const paragraph = document.createElement("p");
    paragraph.dataset.says = what;
    paragraph.textContent = text;
    explained.appendChild(paragraph);
  }
  const pasted = $("explain-paste");
  pasted.innerHTML = "";
  for (const [what, text] of view.pasted) {
    const paragraph = document.createElement("p");
    paragraph.dataset.says = what;
    paragraph.textContent = text;
    pasted.appendChild(paragraph);
  }
  const around = $("around");
  around.innerHTML = "";
  around.hidden = view.around === null;
  if (view.around) {
    around.setAttribute("aria-label", view.around.label);
    for (const line of view.around.lines) {
      const item = document.createElement("li");
      item.value = line.number;
      if (line.bad) item.className = "bad";
      if (line.missing) {
        item.classList.add("missing");
        item.textContent = line.text;
      }
      for (const piece of line.pieces) {
        const element = document.createElement(piece.marked ? "mark" : "span");
        element.textContent = piece.text;
        item.appendChild(element);
      }
      if (line.cut) item.appendChild(document.createTextNode("…"));
      around.appendChild(item);
    }
  }
  $("board-card").hidden = view.board === null;
  if (view.board) drawBoard(view.board);
}

// The player's interval runs while, and only while, the state plays.
function keepTime() {
  if (page.playing && timer === null) {
    timer = setInterval(() => { tick(page); render(); }, 800);
  } else if (!page.playing) {
    clearInterval(timer);  // null, when none runs, is cleared as a no-op
    timer = null;
  }
}

function render() {
  const words = WORDS[page.lang];
  // Only when it changes: setting it, even to itself, lays out the answer's
  // text anew (43 ms for a 0.5 MB answer, at each key and each Check).
  if (document.documentElement.lang !== words.lang) document.documentElement.lang = words.lang;
  document.title = words.title;
  $("title").textContent = words.title;
  $("intro").textContent = { search: words.intro, stuck: words.introStuck, check: words.introCheck }[page.mode];
  $("mode-label").textContent = words.modeLabel;
  ["search", "stuck", "check"].forEach((mode, i) => { $("mode").options[i].textContent = words[mode]; });
  $("mode").value = page.mode;
  $("footer").innerHTML = words.footer;
  for (const lang of ["en", "zh"]) $("lang-" + lang).setAttribute("aria-pressed", String(lang === page.lang));
  const checking = page.mode === "check";
  $("panel").hidden = checking;
  $("check-panel").hidden = !checking;
  $("n-field").hidden = checking;
  if (checking) {
    compiledChecker();
    renderCheck(checkView(page.check, words));
  } else {
    renderPlayer(playerView(page, words));
  }
  keepTime();
  writeUrl();
}

// Each event: a change to `page`, then the page drawn anew.
const then = (change) => (...args) => { change(...args); render(); };
for (const button of ["first", "back", "forward", "last"]) {
  $(button).addEventListener("click", then(() => press(page, button)));
}
$("play").addEventListener("click", then(() => togglePlay(page)));
$("slider").addEventListener("input", then(() => slide(page, $("slider").value)));
$("lang-en").addEventListener("click", then(() => setLang(page, "en")));
$("lang-zh").addEventListener("click", then(() => setLang(page, "zh")));
$("mode").addEventListener("change", then(() => setMode(page, $("mode").value)));
$("n").addEventListener("change", then(() => setN(page, $("n").value)));
document.addEventListener("keydown", (event) => {
  const control = keyControl(page, event.key, event.target.tagName);
  if (control === null) return;
  event.preventDefault();
  if (control === "play") togglePlay(page);
  else press(page, control);
  render();
});

$("check").addEventListener("click", async () => {
  clearVerdict(page.check);
  page.check.busy = true;
  render();
  await judgeAnswer(page.check);
  page.check.busy = false;
  render();
});
$("answer").addEventListener("input", then(() => typeAnswer(page.check, $("answer").value)));
$("check-n").addEventListener("input", then(() => typeN(page.check, $("check-n").value)));
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

for (let k = ROCKS_PLAY.limits.min_n; k <= ROCKS_PLAY.limits.largest_played; ++k) $("n").appendChild(new Option(String(k)));
$("check-n").min = String(ROCKS_PLAY.limits.min_n);
$("check-n").max = String(ROCKS_PLAY.limits.max_n);
render();
