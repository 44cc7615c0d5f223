// The player of docs/play.html: the frames of play-data.js, one a step, for
// the search (holes tried lowest first) and for the search that backs up
// from the statement's stuck game. Reads the page's state (play.js).
"use strict";

function framesOf(state) {
  return state.mode === "stuck" ? ROCKS_PLAY.stuck : ROCKS_PLAY.search[String(state.n)];
}

// The path after frame `upto`: a move adds a state, a step back removes one.
function pathAt(frames, upto) {
  const path = [];
  for (const frame of frames.slice(0, upto + 1)) {
    if (frame.kind === "start" || frame.kind === "move") path.push(frame.state);
    if (frame.kind === "back") path.pop();
  }
  return path;
}

// One frame of the search: the path walked, the holes tried outlined.
function drawFrame(n, frame, path, words) {
  const outline = {};
  for (const [, to, verdict] of frame.tried) {
    outline[to] = verdict === "new" || verdict === "start" ? "taken" : "dashed";
  }
  if (frame.kind === "back") outline[frame.from] = "dashed";
  const walked = frame.kind === "close" ? path.concat([frame.state]) : path;
  drawStates(n, words.board(n), walked, (state) => {
    const step = path.indexOf(state);
    return { current: state === frame.state, visited: step >= 0, outline: outline[state],
             label: step >= 0 ? words.stepWord(step) : "" };
  }, null, words);
}

// What the frame shows, in words: the holes tried and the move, the dead
// end and the step back, or the cycle closed.
function frameCaption(state, frames, frame, words) {
  if (frame.kind === "start") return `<p>${words.start(frame.state)}</p>`;
  const items = frame.tried.map(([hole, to, verdict, step]) => {
    if (verdict === "visited") return `<li class="refused">${words.visited(hole, to, step)}</li>`;
    if (verdict === "explored") return `<li class="refused">${words.explored(hole, to)}</li>`;
    if (verdict === "start") return `<li class="taken">${words.theStart(hole, to)}</li>`;
    return `<li class="taken">${words.fresh(hole, to)}</li>`;
  }).join("");
  if (frame.kind === "back") {
    return `<p class="back">${words.deadEnd(frame.from)}</p><ol>${items}</ol>` +
           `<p class="back">${words.backUp(frame.state, frame.from)}</p>`;
  }
  const taken = frame.tried[frame.tried.length - 1][0];
  if (frame.kind === "close") {
    const backs = frames.filter((f) => f.kind === "back").length;
    return `<p>${words.closing(frame.from)}</p><ol>${items}</ol>` +
           `<p>${words.moved(taken, frame.state)}</p><p class="taken">${words.closed}</p>` +
           `<p>${backs === 0 ? words.neverBack : words.backs(backs)}</p>`;
  }
  const from = state.mode === "stuck" ? words.fromStuck : words.from;
  return `<p>${from(frame.from)}</p><ol>${items}</ol><p>${words.moved(taken, frame.state)}</p>`;
}

function renderPlayer(state, words) {
  const frames = framesOf(state);
  const frame = frames[state.step];
  const path = pathAt(frames, state.step);
  const stuck = state.mode === "stuck";
  $("n-label").textContent = words.nLabel;
  $("n").value = String(state.n);
  $("n").disabled = stuck;
  // The stuck search's frames include its steps back: counted as frames,
  // not as steps, which are the path's (the boxes' labels).
  $("step").textContent = stuck ? words.frame(state.step, frames.length - 1, path.length)
    : words.step(state.step, frames.length - 1);
  $("current-state").textContent = frame.state;
  $("explanation").innerHTML = frameCaption(state, frames, frame, words) +
                               `<p class="note">${words.numbering(state.n)}</p>`;
  $("visited-label").textContent = words.visitedLabel;
  const visited = $("visited");
  visited.innerHTML = "";
  visited.dataset.path = path.join(" ");
  path.forEach((shown, index) => {
    const chip = document.createElement("li");
    chip.className = "chip" + (index === path.length - 1 && frame.kind !== "close" ? " current" : "");
    chip.textContent = shown;
    visited.appendChild(chip);
  });
  for (const id of ["first", "back", "forward", "last"]) $(id).textContent = words[id];
  $("play").textContent = state.timer !== null ? words.pause : words.play;
  $("play").setAttribute("aria-pressed", String(state.timer !== null));
  $("slider").max = String(frames.length - 1);
  $("slider").value = String(state.step);
  $("slider").setAttribute("aria-label", words.slider(stuck));
  $("keys").textContent = words.keys;
  drawFrame(state.n, frame, path, words);
}
