// The player of docs/play.html, as data: the frames of play-data.js, one a
// step, for the search (holes tried lowest first) and for the search that
// backs up from the statement's stuck game. playerView() says what the
// player shows for a page's state; play.js draws it.
"use strict";

// The path after frame `upto`: a move adds a state, a step back removes one.
function pathAt(frames, upto) {
  const path = [];
  for (const frame of frames.slice(0, upto + 1)) {
    if (frame.kind === "start" || frame.kind === "move") path.push(frame.state);
    if (frame.kind === "back") path.pop();
  }
  return path;
}

// One frame on the board: the path walked, the holes refused outlined
// dashed (the hole taken leads to the current state, drawn as current), a
// dead end dashed too, each state on the path labelled with its step.
function frameBoard(n, frame, path, words, data = ROCKS_PLAY) {
  const outline = {};
  for (const [, to, verdict] of frame.tried) {
    if (verdict === "visited" || verdict === "explored") outline[to] = "dashed";
  }
  if (frame.kind === "back") outline[frame.from] = "dashed";
  const walked = frame.kind === "close" ? path.concat([frame.state]) : path;
  return boardOf(n, words.board(n), walked, (state) => {
    const step = path.indexOf(state);
    return { current: state === frame.state, visited: step >= 0, outline: outline[state],
             label: step >= 0 ? words.stepWord(step) : "" };
  }, null, words, data);
}

// What the frame shows, in words (HTML): the holes tried and the move, the
// dead end and the step back, or the cycle closed. The tries are a bulleted
// list: numbers beside them would read as holes, which count from 0.
function frameCaption(state, frames, frame, words) {
  if (frame.kind === "start") return `<p>${words.start(frame.state)}</p>`;
  const items = frame.tried.map(([hole, to, verdict, step]) => {
    if (verdict === "visited") return `<li class="refused">${words.visited(hole, to, step)}</li>`;
    if (verdict === "explored") return `<li class="refused">${words.explored(hole, to)}</li>`;
    if (verdict === "start") return `<li class="taken">${words.theStart(hole, to)}</li>`;
    return `<li class="taken">${words.fresh(hole, to)}</li>`;
  }).join("");
  if (frame.kind === "back") {
    return `<p class="back">${words.deadEnd(frame.from)}</p><ul>${items}</ul>` +
           `<p class="back">${words.backUp(frame.state, frame.from)}</p>`;
  }
  const taken = frame.tried[frame.tried.length - 1][0];
  if (frame.kind === "close") {
    const backs = frames.filter((f) => f.kind === "back").length;
    return `<p>${words.closing(frame.from)}</p><ul>${items}</ul>` +
           `<p>${words.moved(taken, frame.state)}</p><p class="taken">${words.closed}</p>` +
           `<p>${backs === 0 ? words.neverBack : words.backs(backs)}</p>`;
  }
  const from = state.mode === "stuck" ? words.fromStuck : words.from;
  return `<p>${from(frame.from)}</p><ul>${items}</ul><p>${words.moved(taken, frame.state)}</p>`;
}

// Everything the player shows for `state`.
function playerView(state, words, data = ROCKS_PLAY) {
  const frames = framesOf(state, data);
  const frame = frames[state.step];
  const path = pathAt(frames, state.step);
  const stuck = state.mode === "stuck";
  const last = frames.length - 1;
  return {
    nLabel: words.nLabel,
    n: String(state.n),
    nFixed: stuck,
    // The stuck search's frames include its steps back: counted as frames,
    // not as steps, which are the path's (the boxes' labels).
    step: stuck ? words.frame(state.step, last, path.length) : words.step(state.step, last),
    state: frame.state,
    caption: frameCaption(state, frames, frame, words) + `<p class="note">${words.numbering(state.n)}</p>`,
    visitedLabel: words.visitedLabel,
    path,
    chips: path.map((shown, index) => ({ text: shown, current: index === path.length - 1 && frame.kind !== "close" })),
    buttons: { first: words.first, back: words.back, forward: words.forward, last: words.last },
    play: state.playing ? words.pause : words.play,
    playing: state.playing,
    slider: { max: last, value: state.step, label: words.slider(stuck) },
    keys: words.keys,
    board: frameBoard(state.n, frame, path, words, data),
  };
}
