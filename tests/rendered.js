// What render() (docs/play.js) drew, held to what it should have drawn: the
// view the page's own logic makes of the page's state (playerView() or
// checkView(), which tests/page/ holds under Node), field by field, and
// render()'s own parts: the words, the mode, the panels, the URL and the
// player's interval. An expression for tests/play_page.py and
// tests/check_page.py to evaluate in the page: the list of what differs.
(() => {
  const $ = (id) => document.getElementById(id);
  const differs = [];
  const sorted = (value) => (value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(value[key])]))
    : Array.isArray(value) ? value.map(sorted) : value);
  const want = (what, shown, wanted) => {
    const [a, b] = [JSON.stringify(sorted(shown)), JSON.stringify(sorted(wanted))];
    if (a !== b) differs.push(`${what}: drawn ${a.slice(0, 300)}, should be ${b.slice(0, 300)}`);
  };
  const asHtml = (html) => {  // as the page serializes it
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.innerHTML;
  };
  const attributes = (element) => Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]));
  const board = (wanted) => {
    const svg = $("board");
    const title = svg.firstElementChild;
    want("the board's title", [title && title.id, title && title.textContent], ["board-title", wanted.title]);
    want("the board's viewBox", svg.getAttribute("viewBox"), wanted.viewBox);
    want("the board's shapes",
      [...svg.children].slice(1).map((shape) => [shape.tagName, attributes(shape), shape.textContent]),
      wanted.shapes.map((shape) => [shape.name,
        Object.fromEntries(Object.entries(shape.attributes).map(([key, value]) => [key, String(value)])),
        shape.text === undefined ? "" : String(shape.text)]));
  };

  const words = WORDS[page.lang];
  const checking = page.mode === "check";
  want("the page's language", document.documentElement.lang, words.lang);
  want("the title", [document.title, $("title").textContent], [words.title, words.title]);
  want("the introduction", $("intro").textContent,
    { search: words.intro, stuck: words.introStuck, check: words.introCheck }[page.mode]);
  want("the modes", [$("mode-label").textContent, $("mode").value,
    [...$("mode").options].map((option) => [option.value, option.textContent])],
  [words.modeLabel, page.mode, ["search", "stuck", "check"].map((mode) => [mode, words[mode]])]);
  want("the footer", $("footer").innerHTML, asHtml(words.footer));
  want("the language pressed", ["en", "zh"].map((lang) => $("lang-" + lang).getAttribute("aria-pressed")),
    ["en", "zh"].map((lang) => String(lang === page.lang)));
  want("the panels hidden", [$("panel").hidden, $("check-panel").hidden, $("n-field").hidden],
    [checking, !checking, checking]);
  want("n's choices", [...$("n").options].map((option) => [option.value, option.textContent]),
    Array.from({ length: ROCKS_PLAY.limits.largest_played - ROCKS_PLAY.limits.min_n + 1 },
               (_, i) => [String(ROCKS_PLAY.limits.min_n + i), String(ROCKS_PLAY.limits.min_n + i)]));
  want("check n's range", [$("check-n").min, $("check-n").max],
    [String(ROCKS_PLAY.limits.min_n), String(ROCKS_PLAY.limits.max_n)]);
  want("the player's interval running", timer !== null, page.playing);
  want("the URL's query", location.search, queryOf(page));

  if (!checking) {
    const view = playerView(page, words);
    want("n", [$("n-label").textContent, $("n").value, $("n").disabled], [view.nLabel, view.n, view.nFixed]);
    want("the step", $("step").textContent, view.step);
    want("the state", $("current-state").textContent, view.state);
    want("the caption", $("explanation").innerHTML, asHtml(view.caption));
    want("the path", [$("visited-label").textContent, $("visited").dataset.path],
      [view.visitedLabel, view.path.join(" ")]);
    want("the chips", [...$("visited").children].map((chip) => [chip.tagName, chip.className, chip.textContent]),
      view.chips.map((chip) => ["LI", chip.current ? "chip current" : "chip", chip.text]));
    want("the buttons", Object.keys(view.buttons).map((id) => $(id).textContent), Object.values(view.buttons));
    want("Play", [$("play").textContent, $("play").getAttribute("aria-pressed")], [view.play, String(view.playing)]);
    want("the slider", [$("slider").max, $("slider").value, $("slider").getAttribute("aria-label")],
      [String(view.slider.max), String(view.slider.value), view.slider.label]);
    want("the keys' note", $("keys").textContent, view.keys);
    want("the board shown", $("board-card").hidden, false);
    board(view.board);
    return differs;
  }
  want("the checker compiled as soon as check mode is shown", checkerModule !== null, true);
  const view = checkView(page.check, words);
  want("the labels", ["answer-label", "check-n-label", "file-label", "check", "check-note"].map((id) => $(id).textContent),
    [view.answerLabel, view.nLabel, view.fileLabel, view.button, view.note]);
  want("the answer", [$("answer").value, $("answer").dataset.fileBytes === undefined ? null : $("answer").dataset.fileBytes],
    [view.answer.replace(/\r\n?/g, "\n"), view.fileBytes === null ? null : String(view.fileBytes)]);
  want("n typed", $("check-n").value, view.nText);
  want("the error", $("check-error").textContent, view.error);
  want("the verdict", [$("verdict-label").textContent, $("verdict-label").hidden, $("verdict").textContent,
    $("verdict").dataset.verdict === undefined ? null : $("verdict").dataset.verdict],
  [view.verdictLabel, view.verdictLabel === "", view.verdict, view.verdictKind]);
  want("the explanation", [$("explain-verdict").dataset.kind,
    [...$("explain-verdict").children].map((p) => [p.tagName, p.dataset.says, p.textContent])],
  [view.kind, view.paragraphs.map(([what, text]) => ["P", what, text])]);
  want("the paste's notes", [...$("explain-paste").children].map((p) => [p.tagName, p.dataset.says, p.textContent]),
    view.pasted.map(([what, text]) => ["P", what, text]));
  const around = $("around");
  want("the lines around", [around.hidden, around.hidden ? null : around.getAttribute("aria-label"),
    [...around.children].map((item) => [item.tagName, item.value, item.className, item.textContent,
      [...item.children].map((piece) => [piece.tagName, piece.textContent])])],
  [view.around === null, view.around && view.around.label, view.around === null ? [] : view.around.lines.map((line) =>
    ["LI", line.number, [line.bad ? "bad" : "", line.missing ? "missing" : ""].filter(Boolean).join(" "),
      (line.missing ? line.text : "") + line.pieces.map((piece) => piece.text).join("") + (line.cut ? "…" : ""),
      line.pieces.map((piece) => [piece.marked ? "MARK" : "SPAN", piece.text])])]);
  want("the board shown", $("board-card").hidden, view.board === null);
  if (view.board) board(view.board);
  return differs;
})()
