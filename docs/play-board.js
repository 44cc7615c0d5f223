// The board of docs/play.html: every state of n holes as a box, on the cube
// for n <= 3 and on 4 x 4 maps for n = 4 and 5, joined by a walk. Drawn for
// the search the player shows and for the walk check mode shows.
"use strict";
const $ = (id) => document.getElementById(id);
const colour = (name) => ROCKS_PLAY.palette[name];
for (const [name, value] of Object.entries(ROCKS_PLAY.palette)) {
  document.documentElement.style.setProperty("--" + name, value);
}

// Where a state's box goes: n <= 3 on the cube, at the corners cube-3.svg
// has (play-data.js), the higher holes empty; n = 4 on a 4 x 4 map whose
// rows and columns are in Gray order, n = 5 as two such maps, one above the
// other, hole 4 empty in the first.
const GRAY_INDEX = Object.fromEntries(ROCKS_PLAY.map_order.map((pair, i) => [pair, i]));
function position(state) {
  const bit = (i) => (state[i] === "X" ? 1 : 0);
  if (state.length <= 3) {
    const [x, y] = ROCKS_PLAY.corners[state.padEnd(3, "O")];
    return { x, y };
  }
  const column = GRAY_INDEX[state.slice(0, 2)];
  const row = GRAY_INDEX[state.slice(2, 4)];
  const second = state.length === 5 && bit(4) === 1;
  const columnStep = state.length === 5 ? 124 : 100;  // boxes of 5 letters are wider
  return { x: 110 + columnStep * column, y: 90 + 75 * row + (second ? 360 : 0) };
}

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
  let count = 0;
  for (let i = 0; i < a.length; ++i) count += a[i] !== b[i];
  return count === 1;
}

function svgElement(name, attributes, text) {
  const element = document.createElementNS("http://www.w3.org/2000/svg", name);
  for (const key in attributes) element.setAttribute(key, attributes[key]);
  if (text !== undefined) element.textContent = text;
  return element;
}

// The states of n holes, joined by `walked` in order, each box as
// `look(state)` says: { current, visited, outline: "taken" | "refused" |
// "dashed" | undefined, label }; `wrongMove`, if any, a pair of states
// joined by a dashed line.
function drawStates(n, title, walked, look, wrongMove, words) {
  const svg = $("board");
  while (svg.lastChild && svg.lastChild.id !== "board-title") svg.removeChild(svg.lastChild);
  $("board-title").textContent = title;
  const states = allStates(n);
  const half = { w: 8 + 9 * n, h: 22 };
  const xs = states.map((s) => position(s).x);
  const ys = states.map((s) => position(s).y);
  const left = Math.min(...xs) - half.w - (n >= 4 ? 50 : 20);
  const top = Math.min(...ys) - half.h - (n >= 4 ? 55 : 20);
  const width = Math.max(...xs) + half.w + 20 - left;
  const height = Math.max(...ys) + half.h + 20 - top;
  svg.setAttribute("viewBox", `${left} ${top} ${width} ${height}`);
  if (n >= 4) {
    for (const [pair, index] of Object.entries(GRAY_INDEX)) {
      for (const hole4 of n === 5 ? ["O", "X"] : [""]) {
        // Column labels above each map, row labels left of each, the map's hole 4 above it.
        const first = position("OOOO" + hole4);
        const p = position(pair + "OO" + hole4);
        svg.appendChild(svgElement("text", { x: p.x, y: first.y - half.h - 10, "text-anchor": "middle",
                                             "font-size": 13, fill: colour("muted") }, pair));
        const q = position("OO" + pair + hole4);
        svg.appendChild(svgElement("text", { x: first.x - half.w - 22, y: q.y + 4, "text-anchor": "middle",
                                             "font-size": 13, fill: colour("muted") }, pair));
        if (index === 0 && hole4 !== "") {
          svg.appendChild(svgElement("text", { x: first.x - half.w, y: first.y - half.h - 32, "font-size": 13,
                                               fill: colour("muted") }, words.holeFour(hole4)));
        }
      }
    }
  }
  // Every move the cube allows, light; on the maps only side-by-side ones.
  const near = (a, b) => {
    const pa = position(a);
    const pb = position(b);
    return n <= 3 || Math.abs(pa.x - pb.x) + Math.abs(pa.y - pb.y) <= 124;
  };
  const line = (a, b, attributes) => {
    const pa = position(a);
    const pb = position(b);
    svg.appendChild(svgElement("line", { x1: pa.x, y1: pa.y, x2: pb.x, y2: pb.y, ...attributes }));
  };
  for (const a of states) {
    for (const b of states) {
      if (a < b && differInOne(a, b) && near(a, b)) line(a, b, { stroke: colour("edge"), "stroke-width": 1.5 });
    }
  }
  for (let i = 1; i < walked.length; ++i) {
    if (near(walked[i - 1], walked[i])) {
      line(walked[i - 1], walked[i], { stroke: colour("walk"), "stroke-width": 4, "stroke-linecap": "round" });
    }
  }
  if (wrongMove) {
    line(wrongMove[0], wrongMove[1], { stroke: colour("refused"), "stroke-width": 4, "stroke-dasharray": "8 5" });
  }
  for (const state of states) {
    const p = position(state);
    const { current, visited, outline, label } = look(state);
    const stroke = current ? colour("ink") : outline === "taken" ? colour("taken")
      : outline ? colour("refused") : colour("muted");
    svg.appendChild(svgElement("rect", {
      x: p.x - half.w, y: p.y - half.h, width: 2 * half.w, height: 2 * half.h, rx: 6,
      fill: current ? colour("walk") : visited ? colour("visited") : colour("card"), stroke,
      "stroke-width": current || outline ? 3 : 1.5,
      "stroke-dasharray": outline === "dashed" ? "5 3" : "none",
    }));
    svg.appendChild(svgElement("text", { x: p.x, y: p.y - 2, "text-anchor": "middle", "font-size": 15,
                                         "font-weight": 700, fill: current ? colour("card") : colour("ink") },
                               state));
    if (label) {
      svg.appendChild(svgElement("text", { x: p.x, y: p.y + 15, "text-anchor": "middle", "font-size": 11,
                                           fill: current ? colour("card") : colour("muted") }, label));
    }
  }
}

