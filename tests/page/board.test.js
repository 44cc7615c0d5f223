// The board as data (docs/play-board.js): where each state's box goes for
// n = 1 to 5, the moves drawn between them, the walk, a wrong move, the
// maps' labels and what each box looks like.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const page = require("./page.js");

const DATA = page.ROCKS_PLAY;
const words = page.WORDS.en;
const plain = () => ({ current: false, visited: false, outline: undefined, label: "" });
const holesApart = (a, b) => [...a].filter((c, i) => c !== b[i]).length;

test("every state of n holes once, hole 0 first", () => {
  for (let n = 1; n <= 5; ++n) {
    const states = page.allStates(n);
    assert.equal(states.length, 1 << n);
    assert.equal(new Set(states).size, 1 << n);
    states.forEach((state, k) => {
      assert.match(state, new RegExp(`^[OX]{${n}}$`));
      assert.equal(state[0] === "X", (k & 1) === 1, "bit 0 is hole 0");
    });
  }
});

test("two states differ in one hole when exactly one of their holes differs", () => {
  assert.equal(page.differInOne("OOO", "XOO"), true);
  assert.equal(page.differInOne("OOO", "OOX"), true);
  assert.equal(page.differInOne("OOO", "OOO"), false);
  assert.equal(page.differInOne("OOO", "XXO"), false);
  assert.equal(page.differInOne("XXXXX", "OOOOO"), false);
});

test("n <= 3 sits on the cube's corners, the higher holes empty", () => {
  for (const [corner, [x, y]] of Object.entries(DATA.corners)) {
    assert.deepEqual(page.position(corner), { x, y });
  }
  assert.deepEqual(page.position("X"), page.position("XOO"));
  assert.deepEqual(page.position("OX"), page.position("OXO"));
});

test("n = 4 is a 4 x 4 map in Gray order, n = 5 two maps, hole 4 empty in the first", () => {
  for (let n = 4; n <= 5; ++n) {
    const states = page.allStates(n);
    const points = states.map((s) => page.position(s));
    assert.equal(new Set(points.map((p) => `${p.x},${p.y}`)).size, states.length, "no two boxes on one spot");
    for (const a of states) {
      for (const b of states) {
        const pa = page.position(a);
        const pb = page.position(b);
        const sameMap = n === 4 || a[4] === b[4];
        const side = Math.abs(pa.x - pb.x) + Math.abs(pa.y - pb.y) <= 124;
        if (sameMap && side && a !== b) assert.equal(holesApart(a, b), 1, `${a} beside ${b} is one move`);
      }
    }
    const row = (state) => page.position(state).y;
    assert.equal(row("OOOO" + (n === 5 ? "O" : "")), row("XXOO" + (n === 5 ? "O" : "")), "one row, holes 2 and 3 alike");
  }
  const lower = page.allStates(5).filter((s) => s[4] === "X").map((s) => page.position(s).y);
  const upper = page.allStates(5).filter((s) => s[4] === "O").map((s) => page.position(s).y);
  assert.ok(Math.min(...lower) > Math.max(...upper), "hole 4 covered: the second map, below the first");
  assert.equal(page.position("OOOOX").y - page.position("OOOOO").y, 360);
  assert.equal(page.position("OOOOX").x, page.position("OOOOO").x);
});

test("every box, its state written in it, inside the view", () => {
  for (let n = 1; n <= 5; ++n) {
    const board = page.boardOf(n, "t", [], plain, null, words);
    const [left, top, width, height] = board.viewBox.split(" ").map(Number);
    const boxes = board.shapes.filter((s) => s.name === "rect");
    assert.deepEqual(boxes.map((b) => b.attributes["data-state"]).sort(), page.allStates(n).sort());
    for (const box of boxes) {
      const { x, y, width: w, height: h } = box.attributes;
      assert.ok(x >= left && y >= top && x + w <= left + width && y + h <= top + height, box.attributes["data-state"]);
      assert.ok(w >= 9 * n, "wide enough for its letters");
    }
    for (const state of page.allStates(n)) {
      assert.ok(board.shapes.some((s) => s.name === "text" && s.text === state), state);
    }
    assert.equal(board.title, "t");
  }
});

test("the moves drawn: every one on the cube, only side-by-side ones on the maps", () => {
  for (let n = 1; n <= 5; ++n) {
    const lines = page.boardOf(n, "", [], plain, null, words).shapes
      .filter((s) => s.name === "line" && s.attributes.stroke === DATA.palette.edge);
    const moves = n * (1 << (n - 1));
    if (n <= 3) assert.equal(lines.length, moves);
    else assert.ok(lines.length > 0 && lines.length < moves);
    const at = (p) => page.allStates(n).find((s) => page.position(s).x === p.x && page.position(s).y === p.y);
    for (const { attributes: a } of lines) {
      assert.equal(holesApart(at({ x: a.x1, y: a.y1 }), at({ x: a.x2, y: a.y2 })), 1);
    }
  }
});

test("the walk joins its states in order; a wrong move is dashed", () => {
  const walked = ["OOO", "XOO", "XXO", "OXO"];
  const board = page.boardOf(3, "", walked, plain, ["OXO", "XOX"], words);
  const walk = board.shapes.filter((s) => s.name === "line" && s.attributes.stroke === DATA.palette.walk);
  assert.equal(walk.length, walked.length - 1);
  walk.forEach(({ attributes: a }, i) => {
    assert.deepEqual([a.x1, a.y1], [page.position(walked[i]).x, page.position(walked[i]).y]);
    assert.deepEqual([a.x2, a.y2], [page.position(walked[i + 1]).x, page.position(walked[i + 1]).y]);
  });
  const wrong = board.shapes.filter((s) => s.name === "line" && s.attributes.stroke === DATA.palette.refused);
  assert.equal(wrong.length, 1);
  assert.equal(wrong[0].attributes["stroke-dasharray"], "8 5");
  assert.deepEqual([wrong[0].attributes.x2, wrong[0].attributes.y2], [page.position("XOX").x, page.position("XOX").y]);
  const lines = board.shapes.filter((s) => s.name === "line");
  assert.ok(lines.indexOf(walk[0]) > lines.findIndex((s) => s.attributes.stroke === DATA.palette.edge), "walk over the moves");
});

test("a box as look() says: current dark, visited shaded, outlined, labelled", () => {
  const looks = {
    OOO: { current: true, visited: true, outline: undefined, label: "a" },
    XOO: { current: false, visited: true, outline: undefined, label: "b" },
    OXO: { current: false, visited: false, outline: "taken", label: "" },
    OOX: { current: false, visited: false, outline: "dashed", label: "" },
    XXO: { current: false, visited: false, outline: "refused", label: "" },
  };
  const board = page.boardOf(3, "", [], (s) => looks[s] || plain(), null, words);
  const box = (s) => board.shapes.find((x) => x.name === "rect" && x.attributes["data-state"] === s).attributes;
  const text = (t) => board.shapes.find((x) => x.name === "text" && x.text === t).attributes;
  const p = DATA.palette;
  assert.deepEqual([box("OOO").fill, box("OOO").stroke, box("OOO")["stroke-width"]], [p.walk, p.ink, 3]);
  assert.equal(text("OOO").fill, p.card, "the current state's letters light on dark");
  assert.equal(text("a").fill, p.card);
  assert.deepEqual([box("XOO").fill, box("XOO").stroke, box("XOO")["stroke-width"]], [p.visited, p.muted, 1.5]);
  assert.equal(text("XOO").fill, p.ink);
  assert.equal(text("b").fill, p.muted);
  assert.deepEqual([box("OXO").stroke, box("OXO")["stroke-width"], box("OXO")["stroke-dasharray"]], [p.taken, 3, "none"]);
  assert.deepEqual([box("OOX").stroke, box("OOX")["stroke-dasharray"]], [p.refused, "5 3"]);
  assert.deepEqual([box("XXO").stroke, box("XXO")["stroke-dasharray"]], [p.refused, "none"]);
  assert.deepEqual([box("XXX").fill, box("XXX").stroke, box("XXX")["stroke-width"]], [p.card, p.muted, 1.5]);
  assert.equal(board.shapes.filter((s) => s.name === "text").length, 8 + 2, "eight states and two labels");
  assert.ok(text("a").y > text("OOO").y, "a label under its state");
});

test("the maps are labelled: columns, rows, and for n = 5 which map holds hole 4", () => {
  for (const n of [4, 5]) {
    const texts = page.boardOf(n, "", [], plain, null, words).shapes.filter((s) => s.name === "text");
    const maps = n === 5 ? 2 : 1;
    for (const pair of DATA.map_order) {
      assert.equal(texts.filter((t) => t.text === pair).length, 2 * maps, `${pair} labels a column and a row`);
    }
    const hole4 = texts.filter((t) => t.text === words.holeFour("O") || t.text === words.holeFour("X"));
    assert.equal(hole4.length, n === 5 ? 2 : 0);
    if (n === 5) {
      const [first, second] = ["O", "X"].map((v) => texts.find((t) => t.text === words.holeFour(v)).attributes.y);
      assert.ok(first < page.position("OOOOO").y && second < page.position("OOOOX").y && second > first);
    }
  }
});

// Roughly how far a text reaches: the page's fonts are about 0.65 em wide
// a character and 0.75 em tall above the baseline.
function textBox({ attributes: a, text }) {
  const size = a["font-size"];
  const width = 0.65 * size * [...text].length;
  const left = a["text-anchor"] === "middle" ? a.x - width / 2 : a.x;
  return { left, right: left + width, top: a.y - 0.75 * size, bottom: a.y + 0.25 * size };
}

test("every shape named and placed; the view holds every box and text, with a margin of 10 to 40", () => {
  for (let n = 1; n <= 5; ++n) {
    const looks = (s) => ({ ...plain(), label: s === "O".repeat(n) ? "a label" : "" });
    const board = page.boardOf(n, "", [], looks, null, words);
    const [left, top, width, height] = board.viewBox.split(" ").map(Number);
    const extents = [];
    for (const shape of board.shapes) {
      assert.ok(["rect", "text", "line"].includes(shape.name), JSON.stringify(shape));
      for (const value of Object.values(shape.attributes)) assert.notEqual(value, undefined);
      if (shape.name === "rect") {
        const { x, y, width: w, height: h } = shape.attributes;
        extents.push({ left: x, right: x + w, top: y, bottom: y + h });
      }
      if (shape.name === "text") extents.push(textBox(shape));
    }
    for (const e of extents) {
      assert.ok(e.left >= left && e.right <= left + width && e.top >= top && e.bottom <= top + height,
                `n = ${n}: ${JSON.stringify(e)} outside ${board.viewBox}`);
    }
    const margin = {
      left: Math.min(...extents.map((e) => e.left)) - left,
      top: Math.min(...extents.map((e) => e.top)) - top,
      right: left + width - Math.max(...extents.map((e) => e.right)),
      bottom: top + height - Math.max(...extents.map((e) => e.bottom)),
    };
    for (const [side, value] of Object.entries(margin)) {
      assert.ok(value >= 10 && value <= 40, `n = ${n}: ${side} margin ${value}`);
    }
  }
});

test("boxes centred on their places, never touching, side by side on the maps 8 to 30 apart", () => {
  for (let n = 1; n <= 5; ++n) {
    const boxes = page.boardOf(n, "", [], plain, null, words).shapes.filter((s) => s.name === "rect");
    for (const { attributes: a } of boxes) {
      const p = page.position(a["data-state"]);
      assert.deepEqual([a.x + a.width / 2, a.y + a.height / 2], [p.x, p.y], a["data-state"]);
      assert.ok(a.height >= 40 && a.height < 75, "tall enough for a state and its label, short of the next row");
    }
    for (const { attributes: a } of boxes) {
      for (const { attributes: b } of boxes) {
        if (a === b) continue;
        const apart = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), b.y - (a.y + a.height), a.y - (b.y + b.height));
        assert.ok(apart >= 8, `n = ${n}: ${a["data-state"]} and ${b["data-state"]} ${apart} apart`);
      }
    }
    if (n >= 4) {
      const box = (s) => boxes.find((b) => b.attributes["data-state"] === s).attributes;
      const tail = "O".repeat(n - 4);
      const gap = box("XOOO" + tail).x - (box("OOOO" + tail).x + box("OOOO" + tail).width);
      assert.ok(gap >= 8 && gap <= 30, `n = ${n}: columns ${gap} apart`);
      assert.ok(box("XOOO" + tail).x > box("OOOO" + tail).x, "columns left to right in map order");
      assert.ok(box("OOXO" + tail).y > box("OOOO" + tail).y, "rows top to bottom in map order");
    }
  }
});

test("exactly the texts a board needs: each state, each label, each map's column and row labels", () => {
  const counts = { 1: 2, 2: 4, 3: 8, 4: 16 + 8, 5: 32 + 16 + 2 };
  for (let n = 1; n <= 5; ++n) {
    const texts = page.boardOf(n, "", [], plain, null, words).shapes.filter((s) => s.name === "text");
    assert.equal(texts.length, counts[n], `n = ${n}`);
  }
});

test("the maps' labels: muted, 13 px, columns above each map, rows left of it, hole 4 above all", () => {
  for (const n of [4, 5]) {
    const board = page.boardOf(n, "", [], plain, null, words);
    const boxes = board.shapes.filter((s) => s.name === "rect").map((s) => s.attributes);
    const texts = board.shapes.filter((s) => s.name === "text" && !/^[OX]{4,5}$/.test(s.text));
    for (const t of texts) assert.deepEqual([t.attributes["font-size"], t.attributes.fill], [13, DATA.palette.muted]);
    for (const hole4 of n === 5 ? ["O", "X"] : [""]) {
      const map = boxes.filter((b) => n === 4 || b["data-state"][4] === hole4);
      const mapTop = Math.min(...map.map((b) => b.y));
      const mapLeft = Math.min(...map.map((b) => b.x));
      for (const pair of DATA.map_order) {
        const labels = texts.filter((t) => t.text === pair);
        const above = labels.find((t) => t.attributes.y < mapTop && t.attributes.y > mapTop - 40);
        const beside = labels.find((t) => t.attributes.y > mapTop && t.attributes.y < mapTop + 300);
        assert.ok(above && beside, `${pair} labels map ${hole4}`);
        const columnBox = map.find((b) => b["data-state"].startsWith(pair) && b["data-state"].slice(2, 4) === "OO");
        assert.equal(above.attributes.x, columnBox.x + columnBox.width / 2, "a column's label over its middle");
        assert.equal(above.attributes["text-anchor"], "middle");
        assert.ok(textBox(above).bottom <= mapTop - 4 && textBox(above).bottom >= mapTop - 20, "just above the map");
        const rowBox = map.find((b) => b["data-state"].slice(0, 2) === "OO" && b["data-state"].slice(2, 4) === pair);
        assert.equal(beside.attributes["text-anchor"], "middle");
        assert.ok(textBox(beside).right <= mapLeft - 4 && textBox(beside).right >= mapLeft - 30, "just left of the map");
        const middle = rowBox.y + rowBox.height / 2;
        assert.ok(beside.attributes.y > middle && beside.attributes.y < middle + 8, "on its row's middle");
      }
      if (hole4) {
        const label = texts.find((t) => t.text === words.holeFour(hole4)).attributes;
        assert.equal(label.x, mapLeft, "hole 4's label starts where its map does");
        const columnLabels = texts.filter((t) => DATA.map_order.includes(t.text) && t.attributes.y < mapTop &&
                                                 t.attributes.y > mapTop - 40);
        assert.ok(columnLabels.every((t) => textBox(t).top > label.y), "above the column labels");
      }
    }
  }
});

test("on the maps, the moves drawn are the side-by-side ones, within each map, and the walk too", () => {
  const sideBySide = { 4: 24, 5: 48 };
  for (const n of [4, 5]) {
    const board = page.boardOf(n, "", [], plain, null, words);
    const edges = board.shapes.filter((s) => s.name === "line" && s.attributes.stroke === DATA.palette.edge);
    assert.equal(edges.length, sideBySide[n], `n = ${n}`);
  }
  const wrap = ["OOOO", "OOOX", "XOOX"];  // rows OO and OX are the map's ends: no line between them
  const walk = page.boardOf(4, "", wrap, plain, null, words).shapes
    .filter((s) => s.name === "line" && s.attributes.stroke === DATA.palette.walk);
  assert.equal(walk.length, 1);
  assert.deepEqual([walk[0].attributes.x1, walk[0].attributes.y1], [page.position("OOOX").x, page.position("OOOX").y]);
  assert.equal(walk[0].attributes["stroke-linecap"], "round");
  const between = page.boardOf(5, "", ["OOOOO", "OOOOX"], plain, null, words).shapes
    .filter((s) => s.name === "line" && s.attributes.stroke === DATA.palette.walk);
  assert.equal(between.length, 0, "no line from one map to the other");
});

test("a state's letters bold, centred, above its label; the label small and centred below", () => {
  const looks = (s) => ({ ...plain(), label: s === "OOO" ? "step 0" : "" });
  const board = page.boardOf(3, "", [], looks, null, words);
  const state = board.shapes.find((s) => s.text === "OOO").attributes;
  const label = board.shapes.find((s) => s.text === "step 0").attributes;
  const p = page.position("OOO");
  assert.deepEqual([state.x, state["text-anchor"], state["font-size"], state["font-weight"]], [p.x, "middle", 15, 700]);
  assert.deepEqual([label.x, label["text-anchor"], label["font-size"]], [p.x, "middle", 11]);
  assert.ok(state.y < p.y && state.y > p.y - 8, "the letters just above the middle");
  assert.ok(label.y > p.y + 10 && label.y < p.y + 22, "the label in the lower half");
});
