// The board of docs/play.html, as data: every state of n holes as a box,
// on the cube for n <= 3 and on 4 x 4 maps for n = 4 and 5, joined by a
// walk; for the search the player shows and for the walk check mode shows.
// boardOf() gives the shapes and play.js draws them; `data` is
// play-data.js's ROCKS_PLAY where none is given.
"use strict";

// Where a state's box goes: n <= 3 on the cube, at the corners cube-3.svg
// has (play-data.js), the higher holes empty; n = 4 on a 4 x 4 map whose
// rows and columns are in Gray order, n = 5 as two such maps, one above the
// other, hole 4 empty in the first.
function position(state, data = ROCKS_PLAY) {
  if (state.length <= 3) {
    const [x, y] = data.corners[state.padEnd(3, "O")];
    return { x, y };
  }
  const column = data.map_order.indexOf(state.slice(0, 2));
  const row = data.map_order.indexOf(state.slice(2, 4));
  const second = state[4] === "X";
  const columnStep = state.length === 5 ? 124 : 100;  // boxes of 5 letters are wider
  return { x: 110 + columnStep * column, y: 90 + 75 * row + (second ? 360 : 0) };
}

// Every state of n holes, hole 0 first: k's bit i is hole i.
function allStates(n) {
  const states = [];
  for (let k = 0; k < 1 << n; ++k) {
    let text = "";
    for (let i = 0; i < n; ++i) text += (k >> i) & 1 ? "X" : "O";
    states.push(text);
  }
  return states;
}

function differInOne(a, b) {
  return [...a].filter((hole, i) => hole !== b[i]).length === 1;
}

// The board for n holes: { title, viewBox, shapes }, each shape { name,
// attributes, text } an SVG element in drawing order. `walked` is joined
// in order; each box is as look(state) says: { current, visited, outline:
// "taken" | "refused" | "dashed" | undefined, label }; `wrongMove`, if any,
// is a pair of states joined by a dashed line.
function boardOf(n, title, walked, look, wrongMove, words, data = ROCKS_PLAY) {
  const colour = (name) => data.palette[name];
  const at = (state) => position(state, data);
  const shapes = [];
  const add = (name, attributes, text) => shapes.push({ name, attributes, text });
  const states = allStates(n);
  const half = { w: 8 + 9 * n, h: 22 };
  const xs = states.map((s) => at(s).x);
  const ys = states.map((s) => at(s).y);
  const left = Math.min(...xs) - half.w - (n >= 4 ? 50 : 20);
  const top = Math.min(...ys) - half.h - (n >= 4 ? 55 : 20);
  const width = Math.max(...xs) + half.w + 20 - left;
  const height = Math.max(...ys) + half.h + 20 - top;
  if (n >= 4) {
    data.map_order.forEach((pair, index) => {
      for (const hole4 of n === 5 ? ["O", "X"] : [""]) {
        // Column labels above each map, row labels left of each, the map's hole 4 above it.
        const first = at("OOOO" + hole4);
        const muted = { "font-size": 13, fill: colour("muted") };
        add("text", { x: at(pair + "OO" + hole4).x, y: first.y - half.h - 10, "text-anchor": "middle", ...muted },
            pair);
        add("text", { x: first.x - half.w - 22, y: at("OO" + pair + hole4).y + 4, "text-anchor": "middle", ...muted },
            pair);
        if (index === 0 && hole4 !== "") {
          add("text", { x: first.x - half.w, y: first.y - half.h - 32, ...muted }, words.holeFour(hole4));
        }
      }
    });
  }
  // Every move the cube allows, light; on the maps only side-by-side ones.
  const near = (a, b) => {
    const pa = at(a);
    const pb = at(b);
    return n <= 3 || Math.abs(pa.x - pb.x) + Math.abs(pa.y - pb.y) <= 124;
  };
  const line = (a, b, attributes) => {
    const pa = at(a);
    const pb = at(b);
    add("line", { x1: pa.x, y1: pa.y, x2: pb.x, y2: pb.y, ...attributes });
  };
  states.forEach((a, i) => {
    for (const b of states.slice(i + 1)) {
      if (differInOne(a, b) && near(a, b)) line(a, b, { stroke: colour("edge"), "stroke-width": 1.5 });
    }
  });
  for (let i = 1; i < walked.length; ++i) {
    if (near(walked[i - 1], walked[i])) {
      line(walked[i - 1], walked[i], { stroke: colour("walk"), "stroke-width": 4, "stroke-linecap": "round" });
    }
  }
  if (wrongMove) {
    line(wrongMove[0], wrongMove[1], { stroke: colour("refused"), "stroke-width": 4, "stroke-dasharray": "8 5" });
  }
  for (const state of states) {
    const p = at(state);
    const { current, visited, outline, label } = look(state);
    const stroke = current ? colour("ink") : outline === "taken" ? colour("taken")
      : outline ? colour("refused") : colour("muted");
    add("rect", {
      x: p.x - half.w, y: p.y - half.h, width: 2 * half.w, height: 2 * half.h, rx: 6,
      fill: current ? colour("walk") : visited ? colour("visited") : colour("card"), stroke,
      "stroke-width": current || outline ? 3 : 1.5,
      "stroke-dasharray": outline === "dashed" ? "5 3" : "none",
      "data-state": state,
    });
    add("text", { x: p.x, y: p.y - 2, "text-anchor": "middle", "font-size": 15, "font-weight": 700,
                  fill: current ? colour("card") : colour("ink") }, state);
    if (label) {
      add("text", { x: p.x, y: p.y + 15, "text-anchor": "middle", "font-size": 11,
                    fill: current ? colour("card") : colour("muted") }, label);
    }
  }
  return { title, viewBox: `${left} ${top} ${width} ${height}`, shapes };
}
