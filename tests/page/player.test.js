// What the player shows (docs/play-player.js): the frame's state and
// caption, the path, the header's count, the buttons, the slider; for every
// frame of every search the page plays, in both languages.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const page = require("./page.js");

const DATA = page.ROCKS_PLAY;

// Every (state, frames) the page plays: each n's search and the backing-up search.
function* everyFrame() {
  for (const lang of ["en", "zh"]) {
    const searches = Object.keys(DATA.search).map((n) => ({ mode: "search", n: Number(n) }));
    for (const search of [...searches, { mode: "stuck", n: 3 }]) {
      const state = Object.assign(page.newPage(), search, { lang });
      const frames = page.framesOf(state);
      for (let step = 0; step < frames.length; ++step) yield { ...state, step, frames, frame: frames[step] };
    }
  }
}

test("the path is the states moved to, less those backed out of", () => {
  const frames = DATA.stuck;
  const path = [];
  frames.forEach((frame, step) => {
    if (frame.kind === "start" || frame.kind === "move") path.push(frame.state);
    if (frame.kind === "back") path.pop();
    assert.deepEqual(page.pathAt(frames, step), path, `frame ${step}`);
  });
  assert.equal(page.pathAt(frames, 7).at(-1), "XXX", "frame 7 is the stuck game's last state");
  assert.equal(page.pathAt(frames, 8).at(-1), "OXX", "and frame 8 one step back");
});

test("the view shows the frame's state, the path as chips, the last current unless closed", () => {
  for (const shown of everyFrame()) {
    const view = page.playerView(shown, page.WORDS[shown.lang]);
    const path = page.pathAt(shown.frames, shown.step);
    assert.equal(view.state, shown.frame.state);
    assert.deepEqual(view.path, path);
    assert.deepEqual(view.chips.map((chip) => chip.text), path);
    view.chips.forEach((chip, i) => {
      assert.equal(chip.current, i === path.length - 1 && shown.frame.kind !== "close", `chip ${i}`);
    });
  }
});

test("the header counts steps of the search, frames of the backing-up one", () => {
  for (const shown of everyFrame()) {
    const words = page.WORDS[shown.lang];
    const view = page.playerView(shown, words);
    const last = shown.frames.length - 1;
    const path = page.pathAt(shown.frames, shown.step);
    assert.equal(view.step, shown.mode === "stuck" ? words.frame(shown.step, last, path.length)
                                                   : words.step(shown.step, last));
    assert.deepEqual(view.slider, { max: last, value: shown.step, label: words.slider(shown.mode === "stuck") });
    assert.equal(view.nFixed, shown.mode === "stuck");
    assert.equal(view.n, String(shown.n));
  }
  assert.equal(page.WORDS.en.step(3, 8), "Step 3 of 8");
  assert.equal(page.WORDS.zh.frame(14, 14, 9), "第 14 帧，共 14 帧，路线上有 9 个状态");
});

test("the buttons and Play say what they do, Play as Pause while playing", () => {
  for (const lang of ["en", "zh"]) {
    const words = page.WORDS[lang];
    const state = Object.assign(page.newPage(), { lang });
    const view = page.playerView(state, words);
    assert.deepEqual(view.buttons, { first: words.first, back: words.back, forward: words.forward, last: words.last });
    assert.deepEqual([view.play, view.playing], [words.play, false]);
    state.playing = true;
    assert.deepEqual([page.playerView(state, words).play, page.playerView(state, words).playing],
                     [words.pause, true]);
    assert.equal(view.keys, words.keys);
    assert.equal(view.visitedLabel, words.visitedLabel);
    assert.equal(view.nLabel, words.nLabel);
  }
});

test("each caption says what its frame does", () => {
  let kinds = new Set();
  for (const shown of everyFrame()) {
    const words = page.WORDS[shown.lang];
    const { frame } = shown;
    const caption = page.frameCaption(shown, shown.frames, frame, words);
    kinds.add(frame.kind + ":" + shown.mode);
    const items = (caption.match(/<li /g) || []).length;
    if (frame.kind === "start") {
      assert.equal(caption, `<p>${words.start(frame.state)}</p>`);
      continue;
    }
    assert.equal(items, frame.tried.length, "one item a hole tried");
    for (const [hole, to, verdict, step] of frame.tried) {
      const said = { visited: [words.visited(hole, to, step), "refused"], explored: [words.explored(hole, to), "refused"],
                     start: [words.theStart(hole, to), "taken"], new: [words.fresh(hole, to), "taken"] }[verdict];
      assert.ok(caption.includes(`<li class="${said[1]}">${said[0]}</li>`), `${verdict} hole ${hole}`);
    }
    const taken = frame.tried.at(-1)[0];
    if (frame.kind === "back") {
      assert.ok(caption.startsWith(`<p class="back">${words.deadEnd(frame.from)}</p>`));
      assert.ok(caption.endsWith(`<p class="back">${words.backUp(frame.state, frame.from)}</p>`));
    } else if (frame.kind === "close") {
      const backs = shown.frames.filter((f) => f.kind === "back").length;
      assert.ok(caption.startsWith(`<p>${words.closing(frame.from)}</p>`));
      assert.ok(caption.includes(`<p>${words.moved(taken, frame.state)}</p><p class="taken">${words.closed}</p>`));
      assert.ok(caption.endsWith(`<p>${backs === 0 ? words.neverBack : words.backs(backs)}</p>`));
      assert.equal(backs > 0, shown.mode === "stuck", "only the backing-up search backs up");
    } else {
      const from = shown.mode === "stuck" ? words.fromStuck : words.from;
      assert.ok(caption.startsWith(`<p>${from(frame.from)}</p>`));
      assert.ok(caption.endsWith(`<p>${words.moved(taken, frame.state)}</p>`));
    }
  }
  assert.deepEqual([...kinds].sort(), ["back:stuck", "close:search", "close:stuck", "move:search", "move:stuck",
                                      "start:search", "start:stuck"]);
});

test("the caption ends with the holes' numbering, the statement's beside it", () => {
  for (const shown of everyFrame()) {
    const words = page.WORDS[shown.lang];
    const view = page.playerView(shown, words);
    assert.ok(view.caption.endsWith(`<p class="note">${words.numbering(shown.n)}</p>`));
  }
  assert.equal(page.WORDS.en.numbering(4), "Holes are numbered 0 to 3 from the left (the statement's 1 to 4).");
});

test("the board shows the frame: its state current, the path visited and labelled by step", () => {
  for (const shown of everyFrame()) {
    const words = page.WORDS[shown.lang];
    const board = page.playerView(shown, words).board;
    const path = page.pathAt(shown.frames, shown.step);
    const boxes = board.shapes.filter((s) => s.name === "rect");
    const current = boxes.filter((box) => box.attributes.fill === DATA.palette.walk);
    assert.deepEqual(current.map((box) => box.attributes["data-state"]), [shown.frame.state]);
    const visited = boxes.filter((box) => box.attributes.fill === DATA.palette.visited).map((b) => b.attributes["data-state"]);
    assert.deepEqual(visited.sort(), path.filter((s) => s !== shown.frame.state).sort());
    path.forEach((state, step) => {
      assert.ok(board.shapes.some((s) => s.name === "text" && s.text === words.stepWord(step)), `step ${step} labelled`);
    });
    assert.equal(board.title, words.board(shown.n));
  }
});

test("the holes tried are outlined: taken green, refused dashed, a dead end dashed", () => {
  for (const shown of everyFrame()) {
    const board = page.playerView(shown, page.WORDS[shown.lang]).board;
    const box = (state) => board.shapes.find((s) => s.name === "rect" && s.attributes["data-state"] === state).attributes;
    for (const [, to, verdict] of shown.frame.tried) {
      if (to === shown.frame.state) continue;  // the current box is drawn as current
      const taken = verdict === "new" || verdict === "start";
      assert.equal(box(to).stroke, taken ? DATA.palette.taken : DATA.palette.refused, `${to} ${verdict}`);
      assert.equal(box(to)["stroke-dasharray"], taken ? "none" : "5 3");
    }
    if (shown.frame.kind === "back") assert.equal(box(shown.frame.from)["stroke-dasharray"], "5 3");
  }
});

test("the holes tried are listed in order, one item each, nothing between them", () => {
  for (const shown of everyFrame()) {
    if (shown.frame.kind === "start") continue;
    const words = page.WORDS[shown.lang];
    const caption = page.frameCaption(shown, shown.frames, shown.frame, words);
    assert.ok(!caption.includes("<ol>"), "tries numbered beside holes numbered from 0");
    const list = caption.slice(caption.indexOf("<ul>") + 4, caption.indexOf("</ul>"));
    assert.match(list, /^(<li class="(taken|refused)">(?:(?!<\/?li).)*<\/li>)+$/s);
  }
});

test("nothing a move takes is dashed, nor the state it leaves, unless the search backs out of it", () => {
  for (const shown of everyFrame()) {
    const board = page.playerView(shown, page.WORDS[shown.lang]).board;
    const box = (state) => board.shapes.find((s) => s.name === "rect" && s.attributes["data-state"] === state).attributes;
    const { frame } = shown;
    // Backing up, the state backed up to is current and one the dead end refused, so dashed.
    if (frame.kind !== "back") assert.equal(box(frame.state)["stroke-dasharray"], "none", "the current box");
    for (const [, to, verdict] of frame.tried) {
      if (verdict === "new" || verdict === "start") assert.equal(box(to)["stroke-dasharray"], "none", `${to} taken`);
    }
    if (frame.kind !== "start" && frame.kind !== "back") {
      assert.equal(box(frame.from)["stroke-dasharray"], "none", `${frame.from}, left by a move`);
    }
  }
});

test("the walk drawn is the path, and on the closing frame the move back to the start too", () => {
  for (const shown of everyFrame()) {
    if (shown.n > 3) continue;  // on the cube every move is drawn; the maps leave out their wrapping ones
    const board = page.playerView(shown, page.WORDS[shown.lang]).board;
    const walk = board.shapes.filter((s) => s.name === "line" && s.attributes.stroke === DATA.palette.walk);
    const path = page.pathAt(shown.frames, shown.step);
    const moves = path.length - 1 + (shown.frame.kind === "close" ? 1 : 0);
    assert.equal(walk.length, moves, `${shown.mode} n = ${shown.n} step ${shown.step}`);
    if (shown.frame.kind === "close") {
      const last = walk.at(-1).attributes;
      assert.deepEqual([last.x2, last.y2], [page.position(shown.frame.state).x, page.position(shown.frame.state).y]);
    }
  }
});

test("only the states on the path are labelled, each with its step", () => {
  for (const shown of everyFrame()) {
    const words = page.WORDS[shown.lang];
    const board = page.playerView(shown, words).board;
    const path = page.pathAt(shown.frames, shown.step);
    const texts = board.shapes.filter((s) => s.name === "text").map((s) => s.text);
    const steps = new Set(path.map((_, k) => words.stepWord(k)));
    assert.equal(texts.filter((t) => steps.has(t)).length, path.length);
    const mapLabels = { 1: 0, 2: 0, 3: 0, 4: 8, 5: 18 }[shown.n];
    assert.equal(texts.length, (1 << shown.n) + path.length + mapLabels, `${shown.mode} n = ${shown.n}`);
  }
});
