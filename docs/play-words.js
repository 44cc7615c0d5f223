// Every word docs/play.html shows, in English and in Chinese. Check mode's
// explanations are made from the checker's report (docs/checker_page.cpp,
// report_to_page()): `found` has one for each kind of finding, `advice` one
// for each pattern of a common mistake that check mode looks for in it.
// The mutation run (tools/mutate-page) changes the logic in these words,
// not their text: tests/page/words.test.js holds what the text must be
// (the same words in both languages, each in its own script, none empty).
// Stryker disable StringLiteral
"use strict";

// "Line 3, “text”," or "Lines 3 to 5, from “first” to “last”,", and in
// Chinese, for a run of lines, each quoted as written.
// Two lines are "Lines 3 and 4", "第 3、4 行"; lines all alike are quoted once.
const lines = (run) => (run.apart ? `${whereLines(run.numbers, "en")[0].replace(/^l/, "L")}, ` +
    (run.alike !== false ? `each “${run.text}”,` : `from “${run.text}” to “${run.lastText}”,`)
  : run.to === run.from ? `Line ${run.from}, “${run.text}”,`
  : `Lines ${run.from} ${run.to === run.from + 1 ? "and" : "to"} ${run.to}, ` +
    (run.text === run.lastText && run.alike !== false ? `each “${run.text}”,`
      : `from “${run.text}” to “${run.lastText}”,`));
// Whether a run is of several lines.
const many = (run) => Boolean(run.apart) || run.to > run.from;
const linesZh = (run) => (run.apart ? `${whereLines(run.numbers, "zh")[0]}` +
    (run.alike !== false ? `（都是“${run.text}”）` : `（从“${run.text}”到“${run.lastText}”）`)
  : run.to === run.from ? `第 ${run.from} 行“${run.text}”`
  : `第 ${run.from}${run.to === run.from + 1 ? "、" : " 到 "}${run.to} 行` +
    (run.text === run.lastText && run.alike !== false ? `（都是“${run.text}”）`
      : `（从“${run.text}”到“${run.lastText}”）`));

// Windows' stack overflow, 0xC00000FD, and its access violation,
// 0xC0000005, as a console shows them: unsigned or signed.
const STACK_OVERFLOW = [3221225725, -1073741571];
const ACCESS_VIOLATION = [3221225477, -1073741819];
const DIVIDE_BY_ZERO = [3221225620, -1073741676];  // 0xC0000094, an integer divided by zero

// A name set in Chinese text: spaces around it where it is Latin ("Python"), none where it is Chinese ("终端").
const spacedZh = (name) => (/^[\x21-\x7e]/.test(name) ? ` ${name} ` : name);

// Whether a search of the paste's n is too shallow to run out of stack:
// 2^n calls of at most 256 bytes each (the guide measures classic_dfs.cpp
// at n = 15, -O0: 8 MB for 32768 calls) fit in 1 MB, the least stack a
// Windows compiler gives (MSVC's).
const shallow = (run) => run.pasteN !== null && run.pasteN !== undefined && 2 ** run.pasteN * 256 <= 1 << 20;

// What a crash's error most often means, where it is a common one.
function errorHint(run, lang) {
  const zh = lang === "zh";
  if (/IndexError|IndexOutOfBounds/.test(run.error)) {
    return zh ? "下标越过了数组或列表的末尾：数组要开够（2^n 个状态，加上最后回到起点的一行是 2^n + 1），或者检查循环的边界。"
      : " An index went past the end of an array or a list: make it as long as what it holds (2^n states, 2^n + 1 " +
        "with the closing line), or check the loop's bounds.";
  }
  if (/Assertion/.test(run.error)) {
    return zh ? "程序里的一个 assert() 没有通过：它检查的条件在这里不成立。" : " An assert() in your program failed: its condition was false there.";
  }
  return "";
}

// Why a stack overflowed: a search too deep for the stack, or, where the
// paste's n is too small for that, a recursion that never ends or (in
// C++, not in Java or Python, whose arrays are no function's) a big array
// inside a function. Python stops at 1000 calls deep, whatever the stack.
function overflowWhy(run, lang) {
  const calls = 2 ** run.pasteN;
  const python = run.named && run.consoles.includes("Python");
  if (python && run.pasteN !== null && calls >= 1000) {
    return lang === "zh"
      ? `Python 默认最多递归 1000 层，n = ${run.pasteN} 时搜索要 ${calls} 层：用 sys.setrecursionlimit() 调高上限，` +
        "或者改用不递归的写法（见学习指南里的公式）。"
      : `Python stops a recursion 1000 calls deep, and at n = ${run.pasteN} the search is ${calls} calls deep: raise ` +
        "the limit with sys.setrecursionlimit(), or use no recursion (the guide's formula).";
  }
  if (shallow(run) && (!python || calls < 1000)) {
    const array = !run.named;
    return lang === "zh"
      ? `可是 n = ${run.pasteN} 时搜索最多只有 ${calls} 层递归，用不完栈。爆栈的原因多半是递归停不下来` +
        `（走到一个状态时有没有先标记它？找齐 ${calls} 个状态后有没有停下？）` +
        (array ? "，或者在函数里面开了很大的数组（把它开在所有函数外面，作为全局数组）。" : "。")
      : `But at n = ${run.pasteN} the search is at most ${calls} calls deep, which no stack runs out of: ` +
        "a recursion that never ends does (does it mark each state visited before going on, and stop once all " +
        `${calls} are found?)` + (array ? ", or a big array declared inside a function (declare it outside every " +
                                            "function)." : ".");
  }
  const known = run.pasteN !== null && run.pasteN !== undefined;
  return lang === "zh" ? (known ? `n = ${run.pasteN} 时搜索最多有 ${calls} 层递归，栈空间可能不够。` : "递归太深，栈空间不够。") +
      "见学习指南“常见错误”里的爆栈。"
    : (known ? `At n = ${run.pasteN} the search goes up to ${calls} calls deep, which can be ` : "The recursion went ") +
      "deeper than the stack allows. See the guide's \"Stack overflow\".";
}

// The consoles named: "a, b or c"; in Chinese "a、b、c"; where none is
// known, a console. A console's name is "a command prompt" or "a
// terminal" where it is no program's.
const NAMES_ZH = { "a command prompt": "命令提示符", "a terminal": "终端" };
function listed(names, lang) {
  if (names.length === 0) return lang === "zh" ? "控制台窗口" : "a console window";
  if (lang === "zh") return names.map((name) => NAMES_ZH[name] || name).join("、");
  return names.length > 1 ? names.slice(0, -1).join(", ") + " or " + names[names.length - 1] : names[0];
}

// Where a report's lines are the paste's (play-check.js, pasteLines()):
// the line before the wrong one, the answer's last, and whether the wrong
// one is the first; else as the checker counts them.
const before = (r) => (r.previousLine !== undefined ? r.previousLine : r.line - 1);
const last = (r) => (r.lastLine !== undefined ? r.lastLine : r.lines);
const first = (r) => (r.first !== undefined ? r.first : r.line === 1);
// How many of the answer's lines are missing after its last one.
const missing = (r) => r.lines - ((r.checkerLine !== undefined ? r.checkerLine : r.line) - 1);

// Line numbers in words, runs joined: "line 3", "lines 1 to 9, line 12".
function whereLines(numbers, lang) {
  const runs = [];
  for (const number of numbers) {
    const last = runs[runs.length - 1];
    if (last && last[1] === number - 1) last[1] = number;
    else runs.push([number, number]);
  }
  if (runs.length === 0) return [];
  // Three lines or more in a row are a range; fewer, their numbers.
  const items = runs.flatMap(([from, to]) => (to - from >= 2 ? [`${from} to ${to}`]
    : Array.from({ length: to - from + 1 }, (_, k) => String(from + k))));
  if (lang === "en") {
    const count = numbers.length;
    return [`${count === 1 ? "line" : "lines"} ` +
            (items.length > 1 ? items.slice(0, -1).join(", ") + " and " + items[items.length - 1] : items[0])];
  }
  return [`第 ${items.map((item) => item.replace(" to ", " 到 ")).join("、")} 行`];
}

// What removals() takes out, in words: lines by number, runs joined, and the
// text before each glued answer.
function removed(taken, lang) {
  const en = lang === "en";
  const parts = whereLines(taken.lines, lang);
  for (const end of ["before", "after"]) {
    // Texts that differ in their numbers alone ("第1步：", "第2步：") are one label, numbered.
    const label = (text) => text.replace(/\d+/g, "#");
    for (const key of [...new Set(taken.glued.map((glued) => glued[end]).filter(Boolean).map(label))]) {
      const these = taken.glued.filter((glued) => glued[end] && label(glued[end]) === key);
      const where = whereLines(these.map((glued) => glued.number), lang).join(en ? ", " : "、");
      const first = these[0][end];
      const last = these[these.length - 1][end];
      const text = first === last ? `“${first}”` : en ? `the labels “${first}” to “${last}”` : `“${first}”到“${last}”这样的编号`;
      parts.push(en ? `${text} at the ${end === "before" ? "start" : "end"} of ${where}`
        : `${where}${end === "before" ? "开头" : "末尾"}的${text}`);
    }
  }
  if (parts.length === 0) return "";
  if (en) return parts.length > 1 ? parts.slice(0, -1).join(", ") + " and " + parts[parts.length - 1] : parts[0];
  return parts.join("、");
}

// What removals() writes otherwise, in words: each kind of change with its lines.
const CHANGES = {
  en: {
    spaced: (where) => `the spaces between the holes on ${where} taken out`,
    numbered: (where) => `the number beside the state on ${where} taken out`,
    separated: (where) => `a line break for each separator between the states on ${where}`,
    lookalike: (where) => `the look-alike letters on ${where} typed as O and X`,
    lookalikeSpace: (where) => `the spaces on ${where} that are not plain spaces typed as plain ones`,
    invisible: (where) => `the invisible characters on ${where} deleted`,
    charList: (where) => `the holes of the list on ${where} written together, as one state`,
    digits: (where) => `0 and 1 on ${where} written as O and X`,
    lowercase: (where) => `${where} in capitals`,
    unbroken: (where, n) => `a line break after every ${n} letters of ${where}`,
  },
  zh: {
    spaced: (where) => `去掉${where}洞之间的空格`,
    numbered: (where) => `去掉${where}状态旁边的编号`,
    separated: (where) => `把${where}状态之间的分隔符换成换行`,
    lookalike: (where) => `把${where}看起来像 O、X 的字符换成 O 和 X`,
    lookalikeSpace: (where) => `把${where}不是普通空格的空格换成普通空格`,
    invisible: (where) => `删掉${where}看不见的字符`,
    charList: (where) => `把${where}列表里的各个洞连起来写成一个状态`,
    digits: (where) => `把${where}的 0、1 换成 O、X`,
    lowercase: (where) => `把${where}改成大写`,
    unbroken: (where, n) => `在${where}每 ${n} 个字母后面换行`,
  },
};
function changes(taken, lang) {
  const kinds = [...new Set(taken.changed.map((change) => change.kind))];
  return kinds.map((kind) => {
    const numbers = taken.changed.filter((change) => change.kind === kind).map((change) => change.number);
    const where = whereLines(numbers, lang).join(lang === "en" ? ", " : "、");
    return CHANGES[lang][kind](where, taken.changed[0].n);
  });
}

// A paste's changes and removals as one phrase: "With ..., and without ...,"
// or "Without ...,", and in Chinese.
function mended(taken, lang) {
  const made = changes(taken, lang);
  const gone = removed(taken, lang);
  if (lang === "en") {
    if (made.length === 0) return `Without ${gone},`;
    return `With ${made.join(", ")}${gone ? `, and without ${gone}` : ""},`;
  }
  if (made.length === 0) return `去掉${gone}`;
  return `${made.join("，")}${gone ? `，再去掉${gone}` : ""}`;
}

// How a look-alike character is named: its script, and its code point.
const LOOKALIKE_KINDS = {
  en: { fullwidth: "full-width", styled: "a styled letter", cyrillic: "a Cyrillic letter", greek: "a Greek letter",
        armenian: "an Armenian letter", coptic: "a Coptic letter", ideographic: "the Chinese numeral zero",
        digit: "a digit", other: "another character", symbol: "a symbol", roman: "a Roman numeral" },
  zh: { fullwidth: "全角字母", styled: "数学符号里的字母", cyrillic: "俄文字母", greek: "希腊字母",
        armenian: "亚美尼亚字母", coptic: "科普特字母", ideographic: "汉字“〇”", digit: "数字",
        other: "另一个字符", symbol: "符号", roman: "罗马数字" },
};
// Symbols by their names: Unicode's, and in Chinese the common ones'.
const SYMBOLS_ZH = { "\u25cb": "空心圆", "\u25ef": "大圆圈", "\u2b55": "圆圈", "\u25cf": "实心圆", "\u00d7": "乘号",
                     "\u2715": "乘号", "\u2716": "乘号", "\u2573": "斜叉" };
const lookalikeList = (found, lang) => found.map((each) => {
  const space = each.looks === " ";
  if (each.kind === "invisible") {
    return lang === "en"
      ? `an invisible ${each.code} (${each.name.toLowerCase()})` +
        (space ? " where a space should be" : ", which should not be there")
      : space ? `看不见的特殊空格 ${each.code}（看起来像空格，其实不是普通空格）` : `看不见的字符 ${each.code}（不该出现在这里）`;
  }
  if (lang === "en") {
    const what = each.kind === "symbol" ? `the symbol ${each.name.toLowerCase()}` : LOOKALIKE_KINDS.en[each.kind];
    return `“${each.char}” (${what}, ${each.code}) for ${space ? "a space" : each.looks.toUpperCase()}`;
  }
  const what = each.kind === "symbol" ? SYMBOLS_ZH[each.char] || "符号" : LOOKALIKE_KINDS.zh[each.kind];
  return `“${each.char}”是${space ? "全角空格" : what}（${each.code}），不是${space ? "空格" : ` ${each.looks.toUpperCase()}`}`;
});

// Whether the look-alike letters `found` holds are all digits (0 for O).
const digitsOnly = (found) => found.every((each) => each.looks.trim() === "" || each.kind === "digit");

// What look-alikes `found` holds: letters, spaces, characters that show as nothing.
const lookalikeSorts = (found) => [found.some((each) => each.looks.trim() !== ""),
                                   found.some((each) => each.looks === " "), found.some((each) => each.looks === "")];

// Whether a glued run's text before is a byte-order mark read as Latin-1 or Windows-1252.
const byteOrderMark = (run) => run.from === 1 && /^(ï»¿|ÿþ|þÿ)$/.test(run.before || "") && !run.after;

// Whether a glued run is a list printed whole: "['" before its states, "']" after.
const printedList = (run) => /\[\s*['"]?$/.test(run.before || "") && /^['"]?\s*\]/.test(run.after || "");

// A glued run's text before (or after) its states, quoted: one text, or
// the first and the last of a numbered label ("第1步：" … "第5步：").
const labels = (run, end, lang = "en") => {
  const last = end === "before" ? run.lastBefore : run.lastAfter;
  if (last === undefined || last === run[end]) return `“${run[end]}”`;
  return lang === "zh" ? `“${run[end]}”到“${last}”这样的编号` : `labels from “${run[end]}” to “${last}”`;
};

// The separator a line puts between its states, as written.
const separatorOf = (text) => (text.match(/['"]\s*[,，]\s*['"]|,|，|;|；|、|\||->|→|=>|\\n/) || ["?"])[0];

// The mark of a mix-up of encodings a run of lines holds, quoted.
const mark = (run) => (/\uFFFD/.test(run.text + run.lastText) ? "“\uFFFD”" : "“锟斤拷”");

// A long line quoted by its start.
const quoted = (text) => ([...text].length > 60 ? [...text].slice(0, 48).join("") + "…" : text);

const WORDS = {
  en: {
    lang: "en",
    title: "The Rock Game: watch the depth-first search",
    intro: "Every state of n holes is a corner of the n-dimensional cube; a move changes one hole. " +
           "The search tries the holes lowest first from the current state and moves to the first state not yet visited.",
    introStuck: "This search follows the statement's stuck game: from each state it first tries the hole that game " +
                "flips there, then the other holes by number, and from a dead end it backs up.",
    modeLabel: "Show:", search: "the search, holes tried lowest first", stuck: "a search that backs up (n = 3)",
    nLabel: "Holes n:",
    step: (k, last) => `Step ${k} of ${last}`,
    frame: (k, last, length) => `Frame ${k} of ${last} · path of ${length} states`,
    start: (s) => `Start at <code>${s}</code>, every hole empty: the only visited state.`,
    from: (s) => `From <code>${s}</code>, try the holes lowest first:`,
    fromStuck: (s) => `From <code>${s}</code>, try first the hole the stuck game flips here, if it passes here, ` +
                      "then the other holes by number:",
    closing: (s) => `Every state is visited. From <code>${s}</code>, try the holes lowest first for the one back to the start:`,
    visited: (h, t, k) => `hole ${h} → <code>${t}</code>: visited at step ${k}, refused`,
    fresh: (h, t) => `hole ${h} → <code>${t}</code>: new, taken`,
    theStart: (h, t) => `hole ${h} → <code>${t}</code>: the start, and every state is visited`,
    explored: (h, t) => `hole ${h} → <code>${t}</code>: tried before, it led to a dead end`,
    moved: (h, s) => `Move: flip hole ${h}, to <code>${s}</code>.`,
    closed: "The cycle closes.",
    neverBack: "At every step some hole led to a new state, so the search never had to back up; the holes below the one taken were refused because they led back to visited states.",
    deadEnd: (s) => `Dead end at <code>${s}</code>: no hole leads to a new state.`,
    backUp: (s, d) => `Back up to <code>${s}</code> (unmark <code>${d}</code>) and try its next hole.`,
    backs: (count) => `The search backed up ${count} times before it found a cycle.`,
    visitedLabel: "Visited states, in path order:",
    first: "|◀ Start", back: "◀ Back", play: "▶ Play", pause: "❚❚ Pause", forward: "Forward ▶", last: "End ▶|",
    slider: (stuck) => (stuck ? "Frame" : "Step"),
    keys: "Keys: ← and → step, Space plays or pauses, Home and End jump.",
    board: (n) => `The states for n = ${n}, visited ones shaded, the current one dark.`,
    numbering: (n) => `Holes are numbered 0 ${n === 2 ? "and" : "to"} ${n - 1} from the left (the statement's 1 ` +
                      `${n === 2 ? "and" : "to"} ${n}).`,
    stepWord: (k) => `step ${k}`,
    footer: '<a href="learners.html">The guide: how the search works, and why it never backs up</a>.',
    holeFour: (value) => `hole 4: ${value}`,
    check: "your own answer, checked",
    introCheck: "Paste your program's output (or drop its file on the box), then Check. The verdict is the line " +
                "the checker on your computer would print (the guide's last section builds it): it runs in this " +
                "page itself, compiled for the browser. Luogu's own special judge is another program.",
    answerLabel: "Your output:",
    checkN: (low, high) => `n (${low} to ${high}; empty: from the states in your output):`,
    fileLabel: "or a file:",
    checkButton: "Check",
    checkNote: "Nothing leaves your computer: the checker runs in this page.",
    checking: "Checking…",
    empty: "Nothing to check yet: paste your program's output or drop its file on the box.",
    noAnswerLines: (low, high) => "No line of the paste is a line of O and X, so n cannot be taken from it: " +
                                  `type n (${low} to ${high}) to check it as it is.`,
    binary: (low, high) => "This is not text: some of its bytes are no letters in UTF-8 or in GBK. Is it the " +
                           `program's output file? Type n (${low} to ${high}) to check it as it is.`,
    nRange: (low, high) => `n must be a whole number from ${low} to ${high}.`,
    nUnknown: (length, low, high) => `Cannot tell n: the first line has ${length} characters. Type n (${low} to ${high}).`,
    utf16: "This file is UTF-16 text. Save it as UTF-8 (or plain ASCII) and drop it again.",
    notShown: (name, size) => `(${name}, ${size} bytes: too large or not text, so not shown here; it is judged as it is)`,
    noWasm: (error) => `The checker cannot run in this browser (${error}).`,
    verdictLabel: "The checker's line:",
    holeNumbers: (n, holes) => `Holes are numbered 0 ${n === 2 ? "and" : "to"} ${n - 1} from the left here; in ` +
                               `the statement's numbers, 1 ${n === 2 ? "and" : "to"} ${n}, ${holes.length === 1 ? "that is hole" : "those are holes"} ` +
                               `${holes.slice(0, -1).map((h) => h + 1).join(", ")}` +
                               `${holes.length > 1 ? " and " : ""}${holes[holes.length - 1] + 1}.`,
    walkTitle: (n, last, unit, first = 1) => `Your walk for n = ${n}: ${unit === "state" ? "states" : "lines"} ` +
                                             `${first} to ${last}.`,
    aroundLabel: (from, to) => (from === to ? `Line ${from} of your output, marked:`
      : `Lines ${from} to ${to} of your output, the first wrong one marked:`),
    aroundAloneLabel: (from, to) => `Lines ${from} to ${to} of your paste, marked the line the checker still ` +
                                    "finds wrong once the lines named above are taken out:",
    lineWord: (k, unit) => `${unit === "state" ? "state" : "line"} ${k}`,
    missingLine: "(missing)",
    list: (items) => items.join(", "),
    holesWord: (count) => (count === 1 ? "hole" : "holes"),
    found: {
      "cycle": (r) => `Accepted: your ${r.lines} ${r.unit === "state" ? "states" : "lines"} start with every hole ` +
                      "empty, visit each of the " +
                      `${r.lines - 1} states once, one move at a time, and return to the start.`,
      "too-few-lines": (r) => (first(r)
        ? `Your program printed nothing (or only blanks): an answer for n = ${r.holes} has ${r.lines} lines. ` +
          "A program that crashes or stops before it prints leaves its output empty: run it on the sample and look."
        : `Your output stops after line ${before(r)}: an answer for n = ${r.holes} has ${r.lines} lines, ` +
          `every one of the ${r.lines - 1} states and then the start again. ` +
          (missing(r) === 1 ? `Line ${r.line} is missing.` : `${missing(r)} lines are missing.`)),
      "wrong-length": (r) => `Line ${r.line} has ${r.length} character${r.length === 1 ? "" : "s"}, but for ` +
                             `n = ${r.holes} every line has exactly ${r.holes}, one for each hole.`,
      "not-o-and-x": (r, bad) => `Line ${r.line} has ${bad.map((c) => `'${c}'`).join(", ")}, ` +
                                 `${bad.length === 1 ? "which is neither O nor X" : "none of which is O or X"}: a line holds ` +
                                 "only the capital letters O (an empty hole) and X (a hole with a rock).",
      "end-not-empty": (r, bad, token, empty) => (first(r)
        ? `The first line must be the start, every hole empty (${empty}); yours is ${token}.`
        : `Line ${r.line}, the last of an answer for n = ${r.holes}, must be the start again, every hole ` +
          `empty (${empty}): the game ends where it began. Yours is ${token}.`),
      "not-one-move": (r, bad, token) => (r.differing.length === 0
        ? `Lines ${before(r)} and ${r.line} are the same state, ${token}: each line must be one move from the ` +
          "line before it, which changes exactly one hole."
        : `Lines ${before(r)} and ${r.line} differ in holes ${r.differing.slice(0, -1).join(", ")} and ` +
          `${r.differing[r.differing.length - 1]}: one move changes exactly one hole.`),
      "repeat": (r, bad, token, empty) => (token === empty
        ? `Line ${r.line} is back at the start, ${empty}, after only ${r.seen} of the ${r.lines - 1} states: the ` +
          `walk comes back to the start once every state is visited, as its last line, line ${last(r)}.`
        : r.earlier > 0
        ? `Line ${r.line} is the state of line ${r.earlier} again: every state appears once, and only the start ` +
          "comes back, as the last line."
        : `Line ${r.line} repeats the state of an earlier line: every state appears once, and only the start ` +
          "comes back, as the last line."),
      "too-many-lines": (r) => `Your output goes on after line ${last(r)}, where the answer ends with the start ` +
                               `again: line ${r.line} should not be there.`,
      "too-long": (r) => `Your output goes on past ${r.earlier} bytes (by line ${r.line}), where the checker ` +
                         `stops reading: a whole answer for n = ${r.holes} is ${(r.holes + 1) * r.lines} bytes.`,
      "unreadable": () => "The output could not be read to its end.",
      "output-missing": () => "There is no output to check.",
      "input-refused": () => "The checker failed: it refused the n it was given, which is the page's fault, not your output's.",
      "judge-failure": () => "The checker failed: the fault is in the judge's files, not in your output.",
    },
    // The paste's lines that are no part of an answer, each quoted as written.
    paste: {
      console: (run) => `${lines(run)} ${many(run) ? "are" : "is"} added by ` +
                        `${run.consoles.length > 0 ? listed(run.consoles, "en") : "the console window"}, not printed ` +
                        "by your program: a judge sees only what your program prints. Copy only the lines your " +
                        "program printed.",
      crashed: (run) => `${lines(run)} ${many(run) ? "are" : "is"} ` +
        (run.named ? `${listed(run.consoles, "en")}'s report of a crash: the recursion went too deep (a stack overflow). ` + overflowWhy(run, "en")
          : run.error ? `${listed(run.consoles, "en")}'s report of a crash, “${run.error}”: the program stopped ` +
            "there, and a judge calls that a runtime error (RE), whatever it printed before." + errorHint(run, "en")
          : `from ${listed(run.consoles, "en")}, and ${many(run) ? "say" : "says"} your ` +
            (run.status === 134 ? "program was aborted (status 134): an assert() failed, or abort() was called."
              : run.status === 137 ? "program was killed by the system (status 137), most often for using too much " +
                                     "memory."
              : run.status === 143 ? "program was stopped from outside (status 143), as a judge stops a program " +
                                     "at its time limit: does your search end?"
              : run.status === 139 ? "program crashed with a segmentation fault. " +
              (shallow(run) ? `At n = ${run.pasteN} the search is at most ${2 ** run.pasteN} calls deep, too few to ` +
                              "run out of stack: most often an array is read or written past its end (a vis array " +
                              "smaller than 1 << n), or a recursion never ends."
                : "On Linux, recursion that goes too deep crashes like this: see the guide's \"Stack overflow\".")
              : `program ended with status ${run.status}, not 0. ` + (STACK_OVERFLOW.includes(run.status)
                ? `${run.status} is 0xC00000FD, Windows' stack overflow. ` + overflowWhy(run, "en")
                : ACCESS_VIOLATION.includes(run.status)
                  ? `${run.status} is 0xC0000005, an access to memory the program does not own: most ` +
                    "often an array read or written past its end (a vis array smaller than 1 << n)."
                : DIVIDE_BY_ZERO.includes(run.status)
                  ? `${run.status} is 0xC0000094, an integer divided by zero (or taken modulo zero).`
                  : "It crashed or returned early."))),
      command: (run) => `${lines(run)} ${many(run) ? "are" : "is"} the shell's prompt` +
                        `${run.typed ? " and the command you typed" : ""}, not your program's output: a judge ` +
                        "sees only what your program prints. Copy only " +
                        "the lines your program printed.",
      stopped: (run) => `${lines(run)} ${many(run) ? "say" : "says"} you stopped the program (Ctrl+C): it had not ` +
                        "ended by itself. A judge stops a program that does not end at its time limit (TLE): does " +
                        "your search stop once it has every state?",
      pauseLinux: (run) => `${lines(run)} is what Linux says to system("pause"): there is no pause command there. It ` +
                           "goes to stderr, which a judge does not compare, but take system(\"pause\") out all the same.",
      pause: (run) => `${lines(run)} is what system("pause") prints: your program stops there until a key is ` +
                      "pressed, and a judge presses none. Take system(\"pause\") out of the program you submit.",
      echo: (run) => `${lines(run)} is the n you typed, which the console shows as you type it, or your program ` +
                     "printed it. A judge gives your program n without showing it, and compares everything the " +
                     "program prints: print the answer and nothing else.",
      echoOther: (run) => `${lines(run)} ${many(run) ? "look" : "looks"} like the n you typed, or your ` +
                          `program printed, but the states below are for n = ${run.n}: given ${run.text.trim()}, a ` +
                          `judge expects ${run.text.trim()} ${run.text.trim() === "1" ? "hole" : "holes"} a line. ` +
                          "Does your program use the n it reads?",
      stepNumbers: (run) => `${lines(run)} ${many(run) ? "are" : "is"} numbers your program prints between the ` +
                            "states: a judge " +
                            "compares them too. Print only the states.",
      lineNumbers: (run) => `${lines(run)} ${many(run) ? "are" : "is"} line numbers, copied with the text ` +
                            "(an editor's or a web page's numbered lines): no part of your program's output. Copy " +
                            "only the lines your program printed.",
      nothingLeft: "Without the lines named above nothing is left: your program printed no state at all. Run it on " +
                   "the sample and look: does it reach the code that prints?",
      echoNamed: (run) => `${lines(run)} is n, printed by your program. A judge compares everything the program ` +
                          "prints: print the answer and nothing else.",
      prompt: (run) => `${lines(run)} is a prompt. A judge gives your program n without asking, and compares ` +
                       "everything it prints, the prompt too: print no prompt.",
      promptEcho: (run) => `${lines(run)} is a prompt, then the n you typed after it, which the console shows as ` +
                           "you type it. A judge gives your program n unseen and compares everything it prints, the " +
                           "prompt too: print no prompt.",
      glued: (run) => `${lines(run)} ${many(run) ? "have" : "has"} ` +
                      [run.before && `${labels(run, "before")} before ${many(run) ? "their" : "its"} states`,
                       run.after && `${labels(run, "after")} after ${run.states > 1 ? "them" : "it"}`]
                        .filter(Boolean).join(" and ") +
                      `: a judge compares ${many(run) ? "them" : "it"} too` +
                      (printedList(run) ? (run.changes || []).includes("charList")
                        ? " (a state's list of holes printed whole: print it joined, print(''.join(s)))"
                        : " (a list printed whole: print its states one a line, for s in ans: print(s))" : "") +
                      (byteOrderMark(run) ? ". It is a byte-order mark (the bytes a file saved as “UTF-8 with BOM”, or " +
                                            "by PowerShell, starts with) shown as letters: save the file as UTF-8 " +
                                            "without a BOM, or copy from the console"
                        : run.from === 1 && run.to === 1 && run.before && !run.after
                          ? " (a prompt printed before n was read ends up there). Print only the states"
                          : ". Print only the states") + ".",
      heading: (run) => `${lines(run)} ${many(run) ? "are" : "is"} a sample's heading from the problem's ` +
                        "page (Luogu's “输入 #1”, “输出 #1”), copied with it: no part of your program's output. If the " +
                        "states were copied from that page too, they are the sample's answer, not your program's: " +
                        "paste what your program printed.",
      fence: (run) => `${lines(run)} ${many(run) ? "are" : "is"} a Markdown code fence, which a chat or a ` +
                      "web page puts around code: no part of your program's output. Copy only the lines your program " +
                      "printed.",
      count: (run) => `${lines(run)} is a count, not a state: the answer's lines are the states alone. Print no ` +
                      "count.",
      chinese: (run, encoding) => `${lines(run)} ${many(run) ? "are" : "is"} Chinese text` +
                                  (encoding === "gb18030" ? " (saved as GBK, as a Chinese Windows program writes it)" : "") +
                                  ": no part of an answer. Print only the states.",
      mojibake: (run) => `${lines(run)} ${many(run) ? "hold" : "holds"} ${mark(run)}, the ` +
                          "mark left where a character could not be read: text saved in one encoding (GBK, as Chinese Windows " +
                          "saves it) was read as another (UTF-8), or the other way round. It is no part of an " +
                          "answer either: print only the states.",
      digits: (run) => `${lines(run)} ${many(run) ? "are" : "is"} written in the digits 0 and 1: the ` +
                       "answer writes each hole as the capital letter O (empty, not the digit 0) or X (covered, not " +
                       "the digit 1).",
      lowercase: (run) => `${lines(run)} ${many(run) ? "have" : "has"} lowercase o or x: the checker ` +
                          "treats them as different letters from O and X; print capital O and X.",
      lookalike: (run) => {
        const [letters, spaces, unseen] = lookalikeSorts(run.found);
        const what = [letters && "characters that look like O and X but are other characters",
                      spaces && "spaces that are not plain spaces", unseen && "characters that cannot be seen"]
          .filter(Boolean);
        const full = run.found.some((each) => each.kind === "fullwidth");
        return `${lines(run)} ${many(run) ? "have" : "has"} ` +
          `${what.length > 1 ? what.slice(0, -1).join(", ") + " and " + what[what.length - 1] : what[0]}, ` +
          "which the checker and a judge read as they are: " + `${lookalikeList(run.found, "en").join("; ")}. ` +
          (full ? "A Chinese input method types full-width characters in its full-width mode (全角): switch it to " +
                  "half-width (半角, Shift+Space in most) or off, then type " + (letters ? "O and X" : "the spaces") + "."
            : letters && digitsOnly(run.found) ? "The digit 0 is not the letter O: print the capital letter O."
            : letters ? "Check the strings in your source code: type O and X as Latin letters, with the input " +
                        "method off."
              : spaces ? "Check the strings in your source code: type each space with the space bar." : "") +
          (unseen ? `${full || letters || spaces ? " " : ""}Characters that cannot be seen come in with text ` +
                    "copied from a web page or a document: delete them, or type the line again." : "");
      },
      numbered: (run) => `${lines(run)} ${many(run) ? "have" : "has"} a number beside the state: line ` +
                         "numbers copied with the text from an editor, or numbers your program prints. A judge " +
                         "compares them too: print only the states.",
      separated: (run) => (separatorOf(run.text) === "\\n"
        ? `${lines(run)} ${many(run) ? "hold" : "holds"} ${run.states} states with “\\n” between them, ` +
          "two characters, a backslash and an n, not a line break: the program prints the escape as text " +
          "(written \"\\\\n\" in the source, or read from input). Print a real line break after each state."
        : `${lines(run)} ${many(run) ? "hold" : "holds"} ${run.states} states with ` +
                          `“${separatorOf(run.text)}” between them: a judge takes only blanks (spaces, line breaks) ` +
                          "between states, so with the separators the line is one wrong word. Print a line break " +
                          "after each state instead."),
      states: (run) => `${lines(run)} ${many(run) ? "hold" : "holds"} ${run.states} states separated by ` +
                       "spaces: the checker reads states separated by spaces, so this layout is accepted here; its " +
                       "“line k” is the k-th state. The statement shows one state per line, which is safest: print " +
                       "them that way.",
      unbroken: (run) => `Line ${run.from}, “${quoted(run.text)}”, is ${[...run.text].length} letters of O and X with ` +
                         `no space or line break: the ${run.states} states of the answer for n = ${run.n}, written ` +
                         `together. A judge reads it as one word of ${[...run.text].length} letters: print a line ` +
                         "break after each state.",
      spaced: (run) => `${lines(run)} ${many(run) ? "have" : "has"} spaces between the holes, and the ` +
                       "checker reads each letter as a line of its own: a line is its holes written together, " +
                       `“${run.text.replace(/\s+/g, "")}”. Print no space after a letter.`,
      other: (run) => `${lines(run)} ${many(run) ? "are" : "is"} no part of an answer ` +
                      `(${many(run) ? "debug lines" : "a debug line"}?): a judge compares ${many(run) ? "them" : "it"} ` +
                      "too. Print only the states.",
      more: (count) => `And ${count} more line${count === 1 ? "" : "s"} of those kinds.`,
      utf16: (encoding) => `This file is ${encoding} text, two bytes a letter (Windows PowerShell's > writes files ` +
                           "so), and a judge reads your program's output as the bytes it prints: the checker here " +
                           "judged the text the file holds, which is what your program printed. To write a plain " +
                           "file, pipe into Set-Content -Encoding ascii instead of >, or run the program from cmd.",
      renumbered: (line, row) => `The checker counts only the lines that hold something, blank lines skipped: ` +
                                 `its line ${line} is your line ${row}. Below, the numbers are yours.`,
      words: (at) => `The checker reads the output as words separated by spaces or line breaks, one state a word: ` +
                     `its line ${at.line} ` +
                     `is the word “${at.word}” on your line ${at.number}, “${at.text}”.`,
      bytes: (line) => `The checker's line counts bytes, not characters: “${line.text}” (on your line ` +
                       `${line.number}) is ${line.characters} character${line.characters === 1 ? "" : "s"} as you ` +
                       `see it and ${line.bytes} bytes in ${line.encoding === "gb18030" ? "GBK" : "UTF-8"}.`,
      alone: (taken) => `${mended(taken, "en")} this answer is accepted.`,
      accepted: "Accepted as it is: the checker reads states separated by spaces or line breaks (blank lines " +
                "too). The statement shows one state per line, which is safest with any judge: print them that way.",
      aloneWrong: (taken, line, renumbered) => `${mended(taken, "en")} the checker still says “${line}”` +
                                               (renumbered ? " (it counts the answer's lines alone; below, the " +
                                                             "numbers are your paste's)" : "") + ":",
    },
    advice: {
      anotherN: (r) => `Every character of it is O or X: is this the output for n = ${r.length}? ` +
                       `Check it with n = ${r.length}, or run your program with ${r.holes}.`,
      spaced: (r) => `Line ${r.line} goes on after a space: a line is its ${r.holes} holes written together, with ` +
                     `no space between them (${"O".repeat(r.holes)}, not ${Array(r.holes).fill("O").join(" ")}). ` +
                     "Print each character with no space after it, and a newline after the last.",
      digitZero: "The digit 0 is not the letter O: print the capital letter O.",
      lowercase: "Lowercase o and x are not O and X: the checker treats them as different letters.",
      missingClose: (r, empty) => "Your walk visits every state and ends one move from the start: only the " +
                                  `closing line ${empty} is missing. Print the start once more, last.`,
      closedFar: (r) => `Your walk visits all ${r.lines - 1} states but ends at ${r.previous}, ${r.distance} holes ` +
                        "from the start, so no single move closes the cycle: the stuck game in the statement " +
                        "ends this way too. " +
                        "Make the search back up from such an end to the last state where another hole was " +
                        "left to try; or try the holes lowest first from every state, which the guide proves " +
                        "never needs to back up.",
      deadEnd: (r) => `Your walk stops at ${r.previous} (line ${before(r)}): every state one move away was ` +
                      `already visited, and ${r.lines - 1 - r.seen} states were never reached. A walk that never ` +
                      "backs up gets stuck like this. The search must back up to the last state that has an " +
                      "unvisited neighbour (or try the holes lowest first, which never needs to).",
      lineCount: (count, lines, n) => `Your output has ${count} ${count === 1 ? "line" : "lines"}; an answer for ` +
                                     `n = ${n} has ${lines}.`,
      swapped: "Every line has O and X the other way round: with them swapped, the checker accepts your answer. " +
               "O is an empty hole, X a hole with a rock.",
      printedBack: (r) => `Line ${r.line} steps back to the state of line ${r.earlier}, the one before the last: ` +
                          "your program seems to print the states as its search backs up. Print only the path, " +
                          "once it is complete (keep it in an array, print it at the end), not every state the " +
                          "search passes.",
      jumped: (r) => `At line ${before(r)}, ${r.previous}, every state one move away was already visited: ` +
                     "your walk was stuck there. The search must back up there instead of going on.",
      counting: (r) => `Your first ${r.counted} lines count 0, 1, 2, … in binary. Two numbers in a row can ` +
                       "differ in several holes (1 and 2 differ in two), so counting is not a walk of single " +
                       "moves. Use the search, or the Gray code k ^ (k >> 1), whose numbers in a row differ in " +
                       "one bit.",
    },
  },
  zh: {
    lang: "zh-CN",
    title: "[USACO10MAR] The Rock Game S：看深度优先搜索一步步走",
    intro: "n 个洞的每个状态是 n 维超立方体的一个顶点，每一步改变一个洞：放进或拿走一块石头，叫作翻转这个洞。" +
           "搜索从当前状态出发按编号从小到大尝试各个洞，走到第一个还没访问过的状态。",
    introStuck: "这个搜索跟着题面里卡住的那一局走：在每个状态先试那一局在这里翻转的洞，再按编号从小到大试其余的洞；" +
                "走进死胡同就回溯。",
    modeLabel: "显示：", search: "按编号从小到大尝试的搜索", stuck: "需要回溯的搜索（n = 3）",
    nLabel: "洞数 n：",
    step: (k, last) => `第 ${k} 步，共 ${last} 步`,
    frame: (k, last, length) => `第 ${k} 帧，共 ${last} 帧，路线上有 ${length} 个状态`,
    start: (s) => `从 <code>${s}</code> 出发：所有洞都是空的，这是唯一访问过的状态。`,
    from: (s) => `从 <code>${s}</code> 出发，按编号从小到大尝试各个洞：`,
    fromStuck: (s) => `从 <code>${s}</code> 出发，如果卡住的那一局经过这里，先试它在这里翻转的洞，` +
                      "再按编号从小到大试其余的洞：",
    closing: (s) => `所有状态都已访问。从 <code>${s}</code> 出发，按编号从小到大找回到起点的那个洞：`,
    visited: (h, t, k) => `洞 ${h} → <code>${t}</code>：已在第 ${k} 步访问，跳过`,
    fresh: (h, t) => `洞 ${h} → <code>${t}</code>：新状态，走过去`,
    theStart: (h, t) => `洞 ${h} → <code>${t}</code>：是起点，而且所有状态都已访问`,
    explored: (h, t) => `洞 ${h} → <code>${t}</code>：之前试过，是死胡同`,
    moved: (h, s) => `移动：翻转洞 ${h}，到 <code>${s}</code>。`,
    closed: "回路闭合。",
    neverBack: "每一步都有一个洞通向新状态，所以这个搜索从来不用回溯；编号比所走的洞小的洞被跳过，是因为它们通向已访问的状态。",
    deadEnd: (s) => `死胡同：从 <code>${s}</code> 翻转任何洞都到不了新状态。`,
    backUp: (s, d) => `回溯到 <code>${s}</code>（撤销 <code>${d}</code> 的访问标记），在那里尝试下一个洞。`,
    backs: (count) => `这个搜索回溯了 ${count} 次才找到回路。`,
    visitedLabel: "已访问的状态（按路线顺序）：",
    first: "|◀ 开头", back: "◀ 后退", play: "▶ 播放", pause: "❚❚ 暂停", forward: "前进 ▶", last: "结尾 ▶|",
    slider: (stuck) => (stuck ? "帧" : "步数"),
    keys: "键盘：← 和 → 单步，空格播放或暂停，Home 和 End 跳到开头和结尾。",
    board: (n) => `n = ${n} 时的所有状态，访问过的有底色，当前状态颜色最深。`,
    numbering: (n) => `洞从左到右编号为 0 ${n === 2 ? "和" : "到"} ${n - 1}（题面编号为 1 ${n === 2 ? "和" : "到"} ${n}）。`,
    stepWord: (k) => `第 ${k} 步`,
    footer: '<a href="zh-CN/README.html">学习指南：搜索是怎样进行的，为什么永远不用回溯</a>。',
    holeFour: (value) => `洞 4：${value}`,
    check: "检查你自己的答案",
    introCheck: "把程序的输出粘贴到下面（或者把输出文件拖到框里），再点“检查”。下面的判定与你在自己电脑上运行检查器时输出的那一行" +
                "完全相同（学习指南最后一节讲怎样编译它）：本页运行的就是同一个检查器。注意：洛谷的特判（SPJ）是另一个程序。",
    answerLabel: "你的输出：",
    checkN: (low, high) => `n（${low} 到 ${high}；不填则根据你的输出里的状态自动推断）：`,
    fileLabel: "或者选择文件：",
    checkButton: "检查",
    checkNote: "你的输出不会离开你的电脑：检查器就在这个页面里运行。",
    checking: "正在检查……",
    empty: "还没有可检查的内容：请粘贴程序的输出，或者把输出文件拖到框里。",
    noAnswerLines: (low, high) => `粘贴的内容里没有一行是由 O 和 X 组成的，没法从中确定 n：请填写 n（${low} 到 ${high}），再点“检查”。`,
    binary: (low, high) => "这不是文本：其中有些字节在 UTF-8 和 GBK 里都不是文字。这是程序的输出文件吗？" +
                           `请填写 n（${low} 到 ${high}），再点“检查”。`,
    nRange: (low, high) => `n 必须是 ${low} 到 ${high} 之间的整数。`,
    nUnknown: (length, low, high) => `无法确定 n：第一行有 ${length} 个字符。请填写 n（${low} 到 ${high}）。`,
    utf16: "这个文件是 UTF-16 编码的文本。请另存为 UTF-8（或纯 ASCII）后再拖进来。",
    notShown: (name, size) => `（${name}，${size} 字节：太大或不是文本，这里不显示，检查时照原样读入）`,
    noWasm: (error) => `检查器无法在这个浏览器里运行（${error}）。`,
    verdictLabel: "检查器的判定（英文原文）：",
    holeNumbers: (n, holes) => `这里的洞从左到右编号为 0 ${n === 2 ? "和" : "到"} ${n - 1}；` +
                               `按题面的编号（1 ${n === 2 ? "和" : "到"} ${n}），` +
                               `就是洞 ${holes.map((h) => h + 1).join("、")}。`,
    walkTitle: (n, last, unit, first = 1) => `n = ${n} 时你的路线：第 ${first} 到 ${last} ` +
                                             `${unit === "state" ? "个状态" : "行"}。`,
    aroundLabel: (from, to) => (from === to ? `你的输出的第 ${from} 行，已标出：`
      : `你的输出的第 ${from} 到 ${to} 行，第一处错误已标出：`),
    aroundAloneLabel: (from, to) => `你粘贴的内容的第 ${from} 到 ${to} 行，去掉上面说的那些行以后仍然错的一行已标出：`,
    lineWord: (k, unit) => `第 ${k} ${unit === "state" ? "个状态" : "行"}`,
    missingLine: "（缺少这一行）",
    list: (items) => items.join("、"),
    holesWord: () => "个洞",
    found: {
      "cycle": (r) => `通过：你的 ${r.lines} ${r.unit === "state" ? "个状态" : "行"}从全空出发，每一步翻转一个洞，${r.lines - 1} 个状态各经过一次，最后回到起点。`,
      "too-few-lines": (r) => (first(r)
        ? `你的程序什么都没有输出（或者只输出了空白），而 n = ${r.holes} 的答案应该有 ${r.lines} 行。` +
          "程序崩溃了，或者在输出之前就退出了，输出就会是空的：先在样例上运行一下，看看它输出了什么。"
        : `你的输出在第 ${before(r)} 行就结束了：n = ${r.holes} 的答案有 ${r.lines} 行，先是全部 ` +
          `${r.lines - 1} 个状态，最后再回到起点。` +
          (missing(r) === 1 ? `缺少第 ${r.line} 行。` : `少了 ${missing(r)} 行。`)),
      "wrong-length": (r) => `第 ${r.line} 行有 ${r.length} 个字符，但 n = ${r.holes} 时每一行都应该恰好有 ` +
                             `${r.holes} 个字符，每个洞一个。`,
      "not-o-and-x": (r, bad) => `第 ${r.line} 行里有${bad.map((c) => `“${c}”`).join("、")}，` +
                                 `${bad.length === 1 ? "它" : "它们"}既不是 O 也不是 X：每一行只能由大写字母 ` +
                                 "O（没有石头的洞）和 X（有石头的洞）组成。",
      "end-not-empty": (r, bad, token, empty) => (first(r)
        ? `第一行必须是起点，所有洞都是空的（${empty}）；你的第一行是 ${token}。`
        : `第 ${r.line} 行是 n = ${r.holes} 的答案的最后一行，必须回到起点，所有洞都是空的（${empty}）：` +
          `游戏从哪里开始，就在哪里结束。你的这一行是 ${token}。`),
      "not-one-move": (r, bad, token) => (r.differing.length === 0
        ? `第 ${before(r)} 行和第 ${r.line} 行是同一个状态 ${token}：每一行都要由上一行走一步得到，也就是恰好翻转一个洞（放进或拿走一块石头）。`
        : `第 ${before(r)} 行和第 ${r.line} 行在洞 ${r.differing.join("、")} 上不同：一步只能翻转一个洞。`),
      "repeat": (r, bad, token, empty) => (token === empty
        ? `第 ${r.line} 行就回到了起点 ${empty}，可是只走过了 ${r.lines - 1} 个状态中的 ${r.seen} 个：要把所有状态都走一遍，` +
          `最后一行（第 ${last(r)} 行）才回到起点。`
        : r.earlier > 0
        ? `第 ${r.line} 行的状态和第 ${r.earlier} 行重复了：每个状态只能出现一次，只有起点会在最后一行再出现。`
        : `第 ${r.line} 行重复了前面某一行的状态：每个状态只能出现一次，只有起点会在最后一行再出现。`),
      "too-many-lines": (r) => `答案在第 ${last(r)} 行回到起点就结束了，你的输出却还有第 ${r.line} 行。`,
      "too-long": (r) => `你的输出超过了 ${r.earlier} 字节（到第 ${r.line} 行），检查器不再往下读：` +
                         `n = ${r.holes} 的完整答案只有 ${(r.holes + 1) * r.lines} 字节。`,
      "unreadable": () => "输出没能读完。",
      "output-missing": () => "没有可检查的输出。",
      "input-refused": () => "检查器出错：它拒绝了页面给它的 n，这是页面的问题，不在你的输出。",
      "judge-failure": () => "检查器出错：问题出在评测数据，不在你的输出。",
    },
    // 粘贴内容里不属于答案的行，照原样引用。
    paste: {
      console: (run) => `${linesZh(run)}是` +
                        (run.consoles.length > 0 ? `${listed(run.consoles, "zh")}的`.replace(/^[\x21-\x7e]/, " $&")
                          .replace(/([\x21-\x7e])的$/, "$1 的") : "") +
                        "控制台窗口自动加上的，不是程序的输出：评测机只看你的程序输出的内容。只复制程序输出的那些行。",
      crashed: (run) => (run.named ? `${linesZh(run)}是${spacedZh(listed(run.consoles, "zh"))}报告的崩溃：递归太深（爆栈）。` +
                          overflowWhy(run, "zh")
        : run.error ? `${linesZh(run)}是${spacedZh(listed(run.consoles, "zh"))}报告的崩溃“${run.error}”：程序在这里停止了，` +
                      "评测时这算运行错误（RE），不管它之前输出了什么。" + errorHint(run, "zh")
        : `${linesZh(run)}是控制台窗口（${listed(run.consoles, "zh")}）写的，` +
                        (run.status === 134 ? "说明你的程序异常终止了（返回值 134）：有一个 assert() 没有通过，或者调用了 abort()。"
                          : run.status === 137 ? "说明你的程序被系统强行结束了（返回值 137），最常见的原因是内存用得太多。"
                          : run.status === 143 ? "说明你的程序被外部结束了（返回值 143），评测机在超时的时候就是这样结束程序的：你的搜索会停下来吗？"
                          : run.status === 139 ? "说明你的程序因为段错误（Segmentation fault）崩溃了。" +
                          (shallow(run) ? `n = ${run.pasteN} 时搜索最多只有 ${2 ** run.pasteN} 层递归，远远用不完栈：` +
                                          "最常见的原因是数组越界（比如 vis 数组开得比 1 << n 小），或者递归停不下来。"
                            : "在 Linux 上，递归太深、栈放不下时就会这样。见学习指南“常见错误”里的爆栈。")
                          : `程序的返回值是 ${run.status}，不是 0，` + (STACK_OVERFLOW.includes(run.status)
                            ? `说明程序崩溃了。${run.status} 即 0xC00000FD，是 Windows 的栈溢出（爆栈）。` +
                              overflowWhy(run, "zh")
                            : ACCESS_VIOLATION.includes(run.status)
                              ? `说明程序崩溃了。${run.status} 即 0xC0000005，是访问了不属于程序的内存，` +
                                "常见原因是数组越界（比如 vis 数组开得比 1 << n 小）。"
                            : DIVIDE_BY_ZERO.includes(run.status)
                              ? `说明程序崩溃了。${run.status} 即 0xC0000094，是整数除以 0（或者对 0 取模）。`
                              : "说明程序崩溃了，或者提前返回了。"))),
      command: (run) => `${linesZh(run)}是命令行的提示符${run.typed ? "和你输入的命令" : ""}，不是程序的输出：` +
                        "评测机只看你的程序输出的内容。只复制程序输出的那些行。",
      stopped: (run) => `${linesZh(run)}说明是你按 Ctrl+C 停下了程序：它自己没有结束。评测机会在时限到了的时候停下不结束的程序` +
                        "（超时，TLE）：找齐所有状态以后，你的搜索会停下来吗？",
      pauseLinux: (run) => `${linesZh(run)}是 Linux 对 system("pause") 的回答：那里没有 pause 这个命令。它输出到 stderr，` +
                           "评测机不比较 stderr，但提交前还是要删掉 system(\"pause\")。",
      pause: (run) => `${linesZh(run)}是 system("pause") 输出的：程序停在这里等人按键，评测机不会按。` +
                      "提交的程序里要删掉 system(\"pause\")。",
      echo: (run) => `${linesZh(run)}是你输入的 n：你敲键盘时控制台会把它显示出来；也可能是你的程序把它输出了。` +
                     "评测机把 n 作为输入交给你的程序，再比较程序输出的全部内容：只输出答案，别的什么都不要输出。",
      echoOther: (run) => `${linesZh(run)}像是你输入（或程序输出）的 n，下面却是 n = ${run.n} 的答案：` +
                          `n 是 ${run.text.trim()} 时，评测机要的是每行 ${run.text.trim()} 个洞。你的程序有没有用读入的 n？`,
      stepNumbers: (run) => `${linesZh(run)}是你的程序在状态之间` +
                            "输出的编号：评测机也会比较它们。只输出各个状态，别的都不要输出。",
      lineNumbers: (run) => `${linesZh(run)}是一串行号，是从编辑器或网页上带行号的代码框里连着复制下来的，` +
                            "不是程序的输出。只复制程序输出的那些行。",
      nothingLeft: "去掉上面说的这些行，就什么都不剩了：你的程序一个状态也没有输出。在样例上运行一下看看：程序走到输出的那部分代码了吗？",
      echoNamed: (run) => `${linesZh(run)}是你的程序输出的 n。评测机比较程序输出的全部内容：只输出答案，别的什么都不要输出。`,
      prompt: (run) => `${linesZh(run)}是提示语。评测机不需要提示就会把 n 交给你的程序，而且连提示语也一起比较：` +
                       "不要输出提示语。",
      promptEcho: (run) => `${linesZh(run)}是提示语，后面是你输入的 n：你敲键盘时控制台会把它显示出来。` +
                           "评测机把 n 作为输入交给你的程序，再比较程序输出的全部内容，提示语也算：不要输出提示语。",
      glued: (run) => `${linesZh(run)}` +
                      [run.before && `在状态前面多了${labels(run, "before", "zh")}`,
                       run.after && `在状态后面多了${labels(run, "after", "zh")}`]
                        .filter(Boolean).join("，") + `：评测机也会比较${many(run) ? "它们" : "它"}` +
                      (printedList(run) ? (run.changes || []).includes("charList")
                        ? "（这是把一个状态的各个洞当作列表直接输出了：要连起来输出，比如 print(''.join(s))）"
                        : "（这是把整个列表直接输出了：要一行输出一个状态，比如 for s in ans: print(s)）" : "") +
                      (byteOrderMark(run) ? "。这是字节顺序标记（BOM），文件保存成“UTF-8 带 BOM”或者由 PowerShell 写出时开头就有它，" +
                                            "这里被显示成了别的字符。把文件保存成不带 BOM 的 UTF-8，或者直接从控制台复制。"
                        : (run.from === 1 && run.to === 1 && run.before && !run.after ? "（读入 n 之前输出的提示语就会留在这里）" : "") +
                          "。只输出各个状态，别的都不要输出。"),
      heading: (run) => `${linesZh(run)}是题目页面上样例的标题（洛谷的“输入 #1”“输出 #1”），是跟着一起复制过来的，` +
                        "不是程序的输出。如果下面的状态也是从题目页面复制的，那是样例的答案，不是你的程序的输出：要粘贴你的程序输出的内容。",
      fence: (run) => `${linesZh(run)}是 Markdown 的代码块标记，聊天软件或网页会把它加在代码前后，不是程序的输出。` +
                      "只复制程序输出的那些行。",
      count: (run) => `${linesZh(run)}是一个计数，不是状态：答案的每一行都只是一个状态。不要输出计数。`,
      chinese: (run, encoding) => `${linesZh(run)}是中文` +
                                  (encoding === "gb18030" ? "（按 GBK 编码保存，中文 Windows 上的程序就是这样写文件的）" : "") +
                                  "，不属于答案。只输出各个状态，别的都不要输出。",
      mojibake: (run) => `${linesZh(run)}里有${mark(run)}，这是乱码：一段文字按一种编码保存（中文 Windows 常用 GBK），` +
                          "却按另一种编码（UTF-8）去读，或者反过来，读不出来的字就变成了这样。它也不属于答案：只输出各个状态，别的都不要输出。",
      digits: (run) => `${linesZh(run)}用的是数字 0 和 1：答案里空着的洞写成大写字母 O（不是数字 0），` +
                       "有石头的洞写成 X（不是数字 1）。",
      lowercase: (run) => `${linesZh(run)}里有小写字母 o 或 x：检查器区分大小写，要输出大写的 O 和 X。`,
      lookalike: (run) => {
        const [letters, spaces, unseen] = lookalikeSorts(run.found);
        const what = [letters && "看起来像 O、X 的其他字符", spaces && "不是普通空格的空格", unseen && "看不见的字符"]
          .filter(Boolean);
        const full = run.found.some((each) => each.kind === "fullwidth");
        return `${linesZh(run)}有${what.join("、")}：${lookalikeList(run.found, "zh").join("；")}。` +
          "评测机只认普通的大写字母 O、X 和普通的空格。" +
          (full ? "中文输入法在全角模式下打出的是全角字符：切换到半角（多数输入法按 Shift+空格），或者关掉输入法，再输入" +
                  (letters ? " O 和 X。" : "空格。")
            : letters && digitsOnly(run.found) ? "数字 0 不是字母 O：要输出大写字母 O。"
            : letters ? "检查源代码里的字符串，关掉输入法，改成英文字母 O 和 X。"
              : spaces ? "检查源代码里的字符串，空格要用空格键打。" : "") +
          (unseen ? "看不见的字符是从网页或文档里复制文字时带进来的：把它们删掉，或者把这一行重新打一遍。" : "");
      },
      numbered: (run) => `${linesZh(run)}在状态旁边有一个编号：可能是从编辑器里连行号一起复制的，也可能是程序输出的编号。` +
                         "评测机也会比较它：只输出各个状态，别的都不要输出。",
      separated: (run) => (separatorOf(run.text) === "\\n"
        ? `${linesZh(run)}的 ${run.states} 个状态之间是“\\n”：这是反斜杠和 n 两个字符，不是换行。程序把转义符当成普通文字输出了` +
          "（比如源代码里写成了 \"\\\\n\"）。每个状态后面要输出真正的换行。"
        : `${linesZh(run)}的 ${run.states} 个状态之间用“${separatorOf(run.text)}”隔开：评测时只按空白` +
          "（空格、换行）分开读状态，加了分隔符，整行就成了一个错的词。每个状态后面换行就行。"),
      states: (run) => `${linesZh(run)}有 ${run.states} 个用空格隔开的状态：这个检查器按空白分开读出每个状态，这样写在这里可以通过；` +
                       "检查器说的“第 k 行”指第 k 个状态。题目的样例是每行一个状态，保险起见还是每行输出一个。",
      unbroken: (run) => `第 ${run.from} 行“${quoted(run.text)}”是 ${[...run.text].length} 个 O 和 X，中间没有空格也没有换行：` +
                         `这是 n = ${run.n} 的答案的 ${run.states} 个状态连在一起写。评测机会把它当成一个长度为 ` +
                         `${[...run.text].length} 的字符串来读：每个状态后面都要换行。`,
      spaced: (run) => `${linesZh(run)}的洞之间有空格，检查器会把每个字母当成单独的一行：一行要把所有洞连在一起写，` +
                       `比如“${run.text.replace(/\s+/g, "")}”。字母后面不要加空格。`,
      other: (run) => `${linesZh(run)}不属于答案（是调试输出吗？）：评测机也会比较${many(run) ? "它们" : "它"}。` +
                      "只输出各个状态，别的都不要输出。",
      more: (count) => `另有 ${count} 行也属于上面几类。`,
      utf16: (encoding) => `这个文件是 ${encoding} 编码的文本，每个字母占两个字节（Windows PowerShell 的 > 就是这样写文件的）。` +
                           "评测机读的是程序输出的字节：这里的检查器判的是文件里的文字，也就是你的程序输出的内容。" +
                           "要写出普通的文本文件，把 > 换成管道接 Set-Content -Encoding ascii，或者在 cmd 里运行程序。",
      renumbered: (line, row) => `检查器只数有内容的行，跳过空行：它说的第 ${line} 行是你的第 ${row} 行。下面用的是你的行号。`,
      words: (at) => `检查器按空白把输出分成一个个词来读，一个状态一个词：它说的第 ${at.line} 行，是你第 ${at.number} 行` +
                     `“${at.text}”里的“${at.word}”。`,
      bytes: (line) => `检查器按字节计数，不按字符计数：“${line.text}”（在你的第 ${line.number} 行）你看到的是 ` +
                       `${line.characters} 个字符，按 ${line.encoding === "gb18030" ? "GBK" : "UTF-8"} 编码是 ` +
                       `${line.bytes} 个字节。`,
      alone: (taken) => `${mended(taken, "zh")}，这个答案就能通过。`,
      accepted: "照原样就能通过：这个检查器按空白（空格、换行、空行）分开读出每个状态。" +
                "题目的样例是每行一个状态，所有评测机都认：保险起见，还是每行输出一个状态。",
      aloneWrong: (taken, line, renumbered) => `${mended(taken, "zh")}以后，检查器仍然说“${line}”` +
                                               (renumbered ? "（它只数答案本身的行；下面用的是你粘贴的内容的行号）" : "") + "：",
    },
    advice: {
      anotherN: (r) => `这一行全是 O 和 X：这是不是 n = ${r.length} 的输出？用 n = ${r.length} 检查，` +
                       `或者让你的程序读入 ${r.holes} 再运行。`,
      spaced: (r) => `第 ${r.line} 行在空格后面还有内容：一行是 ${r.holes} 个洞连在一起写，中间没有空格` +
                     `（写 ${"O".repeat(r.holes)}，不写 ${Array(r.holes).fill("O").join(" ")}）。` +
                     "输出每个字符后面不要加空格，最后一个字符后面换行。",
      digitZero: "数字 0 不是字母 O：要输出大写字母 O。",
      lowercase: "小写的 o 和 x 不算数：检查器区分大小写，要输出大写的 O 和 X。",
      missingClose: (r, empty) => `你的路线经过了所有状态，最后停在离起点只差一步的地方：只缺最后一行 ${empty}。` +
                                  "在最后再输出一次起点就行了。",
      closedFar: (r) => `你的路线经过了全部 ${r.lines - 1} 个状态，却停在 ${r.previous}，离起点差 ${r.distance} 个洞，` +
                        "一步回不去，回路闭合不了。题面里卡住的那一局就是这样结束的。" +
                        "要让搜索在这种地方回溯，退回到上一个还有别的洞可试的状态；" +
                        "或者在每个状态都按编号从小到大试洞，学习指南里证明了这样永远不用回溯。",
      deadEnd: (r) => `你的路线停在第 ${before(r)} 行的 ${r.previous}：从它走一步能到的状态都已经访问过了，` +
                      `还有 ${r.lines - 1 - r.seen} 个状态没有走到。从不回溯的走法就会这样卡住。` +
                      "搜索要回溯到上一个还有未访问邻居的状态（或者按编号从小到大试洞，这样永远不用回溯）。",
      lineCount: (count, lines, n) => `你的输出有 ${count} 行，而 n = ${n} 的答案有 ${lines} 行。`,
      swapped: "你的每一行都把 O 和 X 写反了：对调以后，检查器就判为通过。O 是空的洞，X 是有石头的洞。",
      printedBack: (r) => `第 ${r.line} 行退回到了第 ${r.earlier} 行的状态，也就是上一步之前的状态：看起来你的程序在回溯时` +
                          "也输出了状态。回溯时不要输出；把路径存在数组里，找到完整答案后再一起输出。",
      jumped: (r) => `从第 ${before(r)} 行的 ${r.previous} 走一步能到的状态都已经访问过了：你的路线在那里已经卡住了。` +
                     "这时搜索应该回溯，而不是接着往下走。",
      counting: (r) => `你的前 ${r.counted} 行是按二进制 0、1、2……的顺序数下来的。相邻的两个数可能在好几个洞上不同` +
                       "（1 和 2 就差两个洞），所以按顺序数并不是每步翻转一个洞。要用搜索，或者用格雷码 " +
                       "k ^ (k >> 1)：相邻的两个数只差一位。",
    },
  },
};
