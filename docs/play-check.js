// Check mode of docs/play.html: a learner's output judged by src/checker.cpp
// itself, built for WebAssembly (checker-wasm.js, from docs/checker_page.cpp)
// and run by play-wasi.js. The verdict is the checker's line; the
// explanation is made from the report the page's build of the checker
// writes: the kind of finding, its numbers and the lines around it. This
// file holds no rule of the problem and reads no line of the output
// itself; checkView() says what check mode shows, and play.js draws it.
// `data` is play-data.js's ROCKS_PLAY where none is given.
"use strict";

// The checker's module, compiled once, as soon as check mode is shown: the
// first Check then costs no more than the next.
let checkerModule = null;
function compiledChecker() {
  if (!checkerModule) {
    checkerModule = WebAssembly.compile(Uint8Array.from(atob(ROCKS_CHECKER.wasm), (c) => c.charCodeAt(0)));
  }
  return checkerModule;
}

// The checker's verdict on `output` (bytes) for the judge's input text,
// called as the page's build takes it, with no answer: its line, "ok",
// "wrong" or "fail", and its report to the page.
async function rocksCheck(input, output) {
  // Stryker disable next-line StringLiteral: the checker never reads its argv[0]
  const run = await runWasi(await compiledChecker(), ["checker", "/input", "/output"],
                            { input: new TextEncoder().encode(input), output });
  const verdict = { 0: "ok", 1: "wrong", 2: "wrong" }[run.status] || "fail";
  return { line: run.stderr.split("\n")[0], verdict, status: run.status, report: JSON.parse(run.stdout) };
}

// The output's first line as the checker reads lines: its length, and
// whether a space then more follow it on its line (holes written apart).
async function firstLine(output) {
  // Stryker disable next-line StringLiteral: the checker never reads its argv[0]
  const run = await runWasi(await compiledChecker(), ["checker", "--first-line-length", "/output"], { output });
  const first = JSON.parse(run.stdout);
  return { length: first.first_line_length, spaced: first.spaced };
}

// The bytes to judge: a dropped or chosen file's, kept until the text is
// edited, or else the text typed or pasted.
function answerBytes(check) {
  if (check.file) return check.file;
  // Into a buffer of the most bytes the text can take: on a long answer four
  // times as fast as encode(), which sizes its result exactly.
  const buffer = new Uint8Array(3 * check.text.length);
  return buffer.subarray(0, new TextEncoder().encodeInto(check.text, buffer).written);
}

// UTF-16 text: a byte-order mark, or ASCII as UTF-16, of its first 64
// bytes (at least four) those at even places zero and the others not, or
// the other way round.
function isUtf16(data) {
  if ((data[0] === 0xFF && data[1] === 0xFE) || (data[0] === 0xFE && data[1] === 0xFF)) return true;
  const head = [...data.subarray(0, 64)];
  const even = head.filter((b, i) => i % 2 === 0);
  const odd = head.filter((b, i) => i % 2 === 1);
  const zero = (b) => b === 0;
  const other = (b) => b !== 0;
  return head.length >= 4 && ((even.every(zero) && odd.every(other)) || (odd.every(zero) && even.every(other)));
}

// UTF-16 text decoded: { text, encoding: "UTF-16LE" or "UTF-16BE" }, by
// its byte-order mark or else by which bytes are zero; null if it is not
// UTF-16 after all.
function utf16(data) {
  const little = data[0] === 0xFF && data[1] === 0xFE ? true : data[0] === 0xFE && data[1] === 0xFF ? false
    : data[1] === 0;
  try {
    const text = new TextDecoder(little ? "utf-16le" : "utf-16be", { fatal: true }).decode(data);
    return { text, encoding: little ? "UTF-16LE" : "UTF-16BE" };
  } catch (notText) {
    return null;
  }
}

// `data` as UTF-8 text, or null if it is not.
function utf8(data) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch (notText) {
    return null;
  }
}

const SHOWN_BYTES = 1 << 20;

// A dropped or chosen file (anything with a name and arrayBuffer()), taken
// into the check's state: shown in the box if it is UTF-8 text of at most
// SHOWN_BYTES, judged as it is either way.
async function takeFile(check, file) {
  const data = new Uint8Array(await file.arrayBuffer());
  const decoded = data.length > SHOWN_BYTES ? null : isUtf16(data) ? utf16(data)
    : !data.includes(0) ? decodeText(data) : null;
  const text = decoded === null ? null : decoded.text;
  Object.assign(check, { file: data, fileName: file.name, text: text !== null ? text : "",
                         fileIsText: text !== null, message: null, result: null });
}

// ---- The paste, read as the pupil wrote it -------------------------------------------------------
// The checker decides; these rules only explain. They read the paste line
// by line, find the lines of O and X (an answer's), take n from those, and
// name every other line as what it is: the console window's own lines, the
// n typed and echoed, a prompt (on its own line or glued to the first line
// of O and X), a count, Chinese text, the digits 0 and 1 for O and X,
// letters written apart, lowercase, and anything else as a line that is no
// part of an answer. A line no rule knows is only ever called that.

// The most of a paste the rules read: an answer for the judge's largest n
// with CRLF ends is well under it; beyond it only the checker speaks.
const READ_BYTES = 4 << 20;

// `data` as text: UTF-8, or else GB18030 (a Chinese Windows program's GBK
// text); null when it is neither (binary bytes).
function decodeText(data) {
  for (const encoding of ["utf-8", "gb18030"]) {
    try {
      return { text: new TextDecoder(encoding, { fatal: true }).decode(data), encoding };
    } catch (notThis) {
      // the next encoding
    }
  }
  return null;
}

// The pause command's prompt (cmd's, English and Chinese).
const PAUSE = /^(请按任意键继续|Press any key to continue)\s*(\.\s*){0,3}$/i;

// The lines each console window or IDE writes around a program's output,
// a row a console: its name (none for a line that many write), and its lines (a group named `status` holds
// the program's exit status). Where a console's source is public, the row
// names the file it prints them from.
const CONSOLES = [
  // Lines many write: a rule above the status line (Dev-C++, Red Panda C++,
  // Geany), the pause command's prompt (Dev-C++, a command prompt).
  { name: null, lines: [/^-{8,}$/, PAUSE] },
  { name: "Dev-C++", lines: [  // Dev-C++'s ConsolePauser
    /^Process exited after [\d.]+ seconds with return value (?<status>-?\d+)$/] },
  { name: "Red Panda C++", lines: [  // royqh1979/RedPanda-CPP tools/consolepauser/main.windows.cpp @97cd0cb
    /^Process exited after [\d.]+ seconds with return value (?<status>-?\d+)(,| \().*$/,
    /^Press ANY key to exit\.\.\.$/] },
  { name: "Code::Blocks", lines: [
    /^Process returned (?<status>-?\d+) \(0x[0-9A-Fa-f]+\)\s+execution time : [\d.]+ s$/] },
  { name: "Visual Studio", lines: [
    /^.*\.exe \(process \d+\) exited with code (?<status>-?\d+)( \(0x[0-9A-Fa-f]+\))?\.$/,
    /^To automatically close the console when debugging stops, enable Tools->Options->Debugging->.*$/,
    /^Press any key to close this window\s*(\.\s*){0,3}$/] },
  { name: "Visual Studio", lines: [  // Chinese
    /^.*\.exe\s*[（(]进程 \d+[)）]已退出，代码为 (?<status>-?\d+)( \(0x[0-9A-Fa-f]+\))?。$/,
    /^要在调试停止时自动关闭控制台，请启用.*$/,
    /^按任意键关闭此窗口\s*(\.\s*){0,3}$/] },
  { name: "CLion", lines: [  // the program's path first, then its output
    /^[A-Za-z]:\\.*\\cmake-build-[\w-]+\\[^\\]+\.exe$/, /^\/.*\/cmake-build-[\w-]+\/[^/]+$/,
    /^Process finished with exit code (?<status>-?\d+)( \(0x[0-9A-Fa-f]+\)| \(interrupted by signal \d+: ?\w+\))?$/,
    /^进程已结束[，,]\s*退出代码为?\s*(?<status>-?\d+)( \(0x[0-9A-Fa-f]+\)|[（(]被信号 \d+ 中断: ?\w+[)）])?$/] },
  { name: "Geany", lines: [  // geany/geany src/build.c @fd11b58, build_create_shellscript()
    /^\(program exited with code: (?<status>-?\d+)\)$/, /^Press return to continue$/] },
  { name: "Xcode", lines: [/^Program ended with exit code: (?<status>-?\d+)$/] },
  { name: "macOS Terminal", lines: [
    /^Last login: .* on \w+$/, /^\[Process completed\]$/, /^\[进程已完成\]$/, /^\/\S+ ; exit;$/, /^Saving session\.\.\..*$/, /^\.\.\.(copying shared history|saving history|completed)\.*.*$/,
    /^logout$/, /^[\w.-]+:\S* \w+[$#] (?<command>.*)$/, /^\w+@[\w.-]+ \S+ [%#]( (?<command>.*))?$/] },
  { name: "VS Code", lines: [  // Code Runner
    /^\[Running\] .*$/, /^\[Done\] exited with code=(?<status>-?\d+) in [\d.]+ seconds$/] },
  { name: "OnlineGDB", lines: [/^\.\.\.Program finished with exit code (?<status>-?\d+)$/,
                              /^Press ENTER to exit console\.?$/] },
  { name: "Replit", lines: [/^> (?![OXox ]+$)\S.*$/] },  // not a quoted line of states (a chat's "> ")
  // Where the program itself is Java's or Python's: a crash's own lines.
  { name: "Java", lines: [/^Exception in thread "\w+" (?<crash>java\.lang\.StackOverflowError)\b.*$/,
                          /^Exception in thread "\w+" (?<error>[\w.$]+)(: .*)?$/, /^\s*at [\w$.<>]+\(.*\)$/] },
  { name: "Python", lines: [/^(\^C)?Traceback \(most recent call last\):$/, /^\s*File ".*", line \d+.*$/,
                            /^\s*\[Previous line repeated \d+ more times?\]$/, /^(?<crash>RecursionError): .*$/,
                            /^(?<stopped>KeyboardInterrupt)$/, /^(?<error>\w+(Error|Exception))(: .*)?$/] },
  { name: "a command prompt", lines: [  // cmd (its banner too), PowerShell and the pause command
    /^(PS )?[A-Za-z]:\\[^<>|"]*>(?<command>.*)$/, /^Microsoft Windows \[(Version|版本) [\d.]+\]$/,
    /^\(c\) (\d{4} )?Microsoft Corporation.*$/, /^版权所有 \(c\) Microsoft Corporation.*$/] },
  { name: "a terminal", lines: [  // a Unix shell's prompt
    /^[\w.-]+@[\w.-]+(:\S*)?\s*[$#%]( (?<command>.*))?$/, /^\$( (?<command>\S.*))?$/, /^\^C$/,
    /^Segmentation fault( \(core dumped\))?$/, /^段错误( \(核心已转储\)|（核心已转储）)?$/,
    /^zsh: segmentation fault( \(core dumped\))?\s+\S.*$/,
    /^(?<error>.*: Assertion `.*' failed\.)$/, /^(Aborted|已放弃)( \(core dumped\)|( \(核心已转储\)|（核心已转储）))?$/,
    /^(Killed|已杀死)$/, /^(Terminated|已终止)$/, /^➜\s+\S+( (?<command>.*))?$/,
    /^(?<pauseLinux>sh: \d+: pause: not found)$/] },
];

// The console whose line `text` is, and the exit status it reports: {
// name, status (a number, or null) }, or null for no console's line.
function consoleLine(text) {
  for (const row of CONSOLES) {
    for (const pattern of row.lines) {
      const found = pattern.exec(text);
      if (found) {
        const status = found.groups && found.groups.status !== undefined ? Number(found.groups.status) : null;
        // A crash named in words: a stack overflow (Java's, Python's) stands as Windows' status does.
        const named = found.groups && found.groups.crash ? 3221225725 : null;
        const error = found.groups && found.groups.error !== undefined ? found.groups.error : null;
        const signalled = /^(zsh: )?segmentation fault|^段错误/i.test(text) ? 139 : /^(Aborted|已放弃)/.test(text) ? 134
          : /^(Killed|已杀死)$/.test(text) ? 137 : /^(Terminated|已终止)$/.test(text) ? 143 : null;
        return { name: row.name, status: signalled !== null ? signalled : named !== null ? named : status, error,
                 words: named !== null, stopped: Boolean(found.groups && found.groups.stopped),
                 pauseLinux: Boolean(found.groups && found.groups.pauseLinux), prompt: Boolean(found.groups && "command" in found.groups),
                 command: Boolean(found.groups && found.groups.command && found.groups.command.trim()) };
      }
    }
  }
  return null;
}

// A prompt: words that ask for n, or n then a colon, an equals sign or a
// question mark at the end.
const PROMPT = /请输入|输入|input|enter|please|\bn\s*[:：=?？]\s*$/i;
const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

// What one line is, before n is known: "blank", "answer" (O and X alone),
// "spaced" (O and X, a space between each), "console", or undecided (null).
function firstKind(text) {
  if (text === "") return "blank";
  if (/^[OX]+$/.test(text)) return "answer";
  if (/^[OX]+([ \t]+[OX]+)+$/.test(text)) return "spaced";
  const console = consoleLine(text);
  if (console) return (console.status !== null && console.status !== 0) || console.error ? "crashed" : "console";
  return null;
}

// The exit status other than 0 a console's line reports, or null.
function exitStatus(text) {
  const console = consoleLine(text);
  return console && console.status !== null && console.status !== 0 ? console.status : null;
}

// The most common length among `lengths`, the longest of those tied; null if none.
function commonest(lengths) {
  const counts = new Map();
  for (const length of lengths) counts.set(length, (counts.get(length) || 0) + 1);
  let best = null;
  for (const [length, count] of counts) {
    if (best === null || count > counts.get(best) || (count === counts.get(best) && length > best)) {
      best = length;
    }
  }
  return best;
}

// What a line is once n is known (null: n is not known).
function kindWithN(text, n) {
  if (n !== null && /^\d+$/.test(text.normalize("NFKC"))) {  // full-width digits too
    const value = Number(text.normalize("NFKC"));
    if (value === n) return "echo";
    if (value === 2 ** n || value === 2 ** n + 1) return "count";
  }
  if (/^\s*n\s*[=:：]\s*\d+\s*$/i.test(text)) return "echoNamed";
  // A sample's heading from a problem's page: Luogu's "输入 #1" (its 复制 button's word after), "## Sample Input".
  if (/^(#+\s*)?((样例|sample\s*)(输入|输出|input|output)\s*(#\s*)?\d*|(输入|输出|input|output)\s*#\s*\d+)\s*(复制)?$/i
    .test(text)) {
    return "heading";
  }
  if (/^(```|~~~)[\w+-]*$/.test(text)) return "fence";
  if (n !== null && text.length === n && /^[01]+$/.test(text)) return "digits";
  if (n !== null && text.length === n && /^[oxOX]+$/.test(text)) return "lowercase";
  // A line of n characters, most of them O and X: an answer's line with a
  // wrong character, which the checker's finding explains.
  if (n !== null && text.length === n && (text.match(/[OX]/g) || []).length * 2 >= n) return "answerLike";
  if (n !== null && text.length > n && /^[OX]+$/.test(text.slice(-n)) && !/[OX]$/.test(text.slice(0, -n))) {
    return "glued";
  }
  const typed = /^(.*?)\s*\d+$/.exec(text);  // a prompt, then the n typed after it on its line
  if (typed && typed[1] !== "" && PROMPT.test(typed[1]) && !/^\s*n\s*[=:：]\s*$/i.test(typed[1])) {
    return "promptEcho";
  }
  if (PROMPT.test(text)) return "prompt";
  // Text saved in one encoding and read as another: "\uFFFD" where a
  // character could not be read, or that mark's own UTF-8 bytes read as GBK.
  if (/\uFFFD|锟斤拷/.test(text)) return "mojibake";
  if (CHINESE.test(text)) return "chinese";
  return "other";
}

// A text with each character that looks like O, X, o or x read as that
// letter: full-width and styled forms by NFKC (the browser's own
// normalize), the rest by Unicode's confusables data (play-lookalikes.js);
// ASCII as it is (0 and 1 are a rule of their own). { text, found: [{
// char, looks, kind, name, code }] }, each character found once.
function lookalikes(text) {
  let mapped = "";
  const found = [];
  for (const char of text) {
    const ascii = /^[\x20-\x7e\t]$/.test(char);  // printable ASCII and the tab, as they are
    const row = ascii ? undefined : ROCKS_LOOKALIKES[char];
    const folded = ascii ? char : char.normalize("NFKC");
    // A full-width space (U+3000) too: no blank to a checker, which reads it as part of a word.
    const looks = row ? row[0] : folded !== char && folded.length === 1 && "OXox ".includes(folded) ? folded : null;
    if (looks === null) {
      mapped += char;
      continue;
    }
    mapped += looks;
    if (!found.some((each) => each.char === char)) {
      const code = "U+" + char.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
      found.push({ char, looks, kind: row ? row[1] : char === "\u3000" ? "fullwidth" : "styled",
                   name: row ? row[2] : code, code });
    }
  }
  return { text: mapped, found };
}

// What a line that is not O and X alone holds by its structure, with
// look-alike letters read as the letters they look like: states separated
// by blanks ("states"), one state's holes written apart ("spaced"), a
// number before the state ("numbered"), letters that only look like O and
// X ("lookalike"), lowercase o and x ("lowercase"); { kind, states, found,
// weak (its words are of several lengths: one state, if n says so) }, or
// null for none of those.
function shapeOf(text) {
  const mapped = lookalikes(text);
  // Words apart by blanks, or by commas, arrows and the like between states.
  // The digit 0 among O and X in a word: a zero typed for the letter.
  const zeros = mapped.text.replace(/[^ \t,，;；、|]+/g, (word) => (/[OXox]/.test(word) && /^[OXox0]+$/.test(word)
    ? word.replace(/0/g, "O") : word));
  if (zeros !== mapped.text) {
    mapped.found.push({ char: "0", looks: "O", kind: "digit", name: "DIGIT ZERO", code: "U+0030" });
    mapped.text = zeros;
  }
  let words = mapped.text.split(SEPARATOR).filter((word) => word !== "");
  const hasSeparator = /,|，|;|；|、|\||->|→|=>|\\n/.test(mapped.text);
  if (hasSeparator && words.length < 2) return null;  // "OOO;": text after a state (gluedShape())
  const separated = hasSeparator;
  const numberedBefore = words.length >= 2 && /^\d+[.:：、)）]?$/.test(words[0]);
  if (numberedBefore) words = words.slice(1);
  const numberedAfter = !numberedBefore && words.length >= 2 && /^[(（]?\d+[)）]?$/.test(words[words.length - 1]);
  if (numberedAfter) words = words.slice(0, -1);
  const numbered = numberedBefore || numberedAfter;
  if (words.length === 0 || !words.every((word) => /^[OXox]+$/.test(word))) return null;
  // A list of one state's holes printed whole ("['O', 'X', 'O']"): single letters between quoted commas.
  const charList = separated && words.length > 1 && words.every((word) => word.length === 1) &&
                   /['"][ \t]*[,，][ \t]*['"]/.test(mapped.text);
  if (separated && !charList && !words.every((word) => word.length === words[0].length && word.length > 1)) return null;
  const lowercase = words.some((word) => /[ox]/.test(word));
  // Words of one length are states; single letters, or words of several
  // lengths, one state's holes written apart (these last not counted for n).
  const alike = words.every((word) => word.length === words[0].length);
  const states = words.length > 1 && (words[0].length === 1 || !alike) ? [words.join("")] : words;
  const apart = words.length > 1 && states.length === 1;
  const kind = numbered ? "numbered" : mapped.found.length > 0 ? "lookalike" : charList ? "spaced" : separated ? "separated"
    : lowercase ? "lowercase" : words.length === 1 ? "answer" : apart ? "spaced" : "states";
  // Each change that writes the line as the answer would: its kinds.
  // (Look-alikes of a letter, of a space, and characters that show as nothing, each a change of its own.)
  const looking = (what) => mapped.found.some(what);
  const changes = [numbered && "numbered", looking((each) => each.looks.trim() !== "") && "lookalike",
                   looking((each) => each.looks === " ") && "lookalikeSpace",
                   looking((each) => each.looks === "") && "invisible",
                   lowercase && mapped.found.length === 0 && "lowercase", apart && !charList && "spaced",
                   charList && "charList", separated && !charList && "separated"].filter(Boolean);
  return { kind, states: states.map((state) => state.toUpperCase()), found: mapped.found, weak: !alike, changes };
}

// A line of states with other text before or after them (a prompt
// printed before n was read, a label, a comment, quotes): { kind: "glued",
// before, after, states, found, changes }, or null. The text before ends,
// and the text after starts, in no letter of a state; the states start
// with a capital O or X (or a look-alike of one), or after a prompt with
// any O or X, and are states as shapeOf() reads them.
function gluedShape(text) {
  const chars = [...text];
  const read = [...lookalikes(text).text];  // a character each, as lookalikes() reads it
  const letter = (k) => k >= 0 && k < read.length && /[OXox]/.test(read[k]);
  for (let i = 0; i < chars.length; ++i) {
    const before = chars.slice(0, i).join("").trim();
    // A whole word: no Latin letter right before the states, nor right after ("OK", "Overflow", "to").
    const latin = (k) => k >= 0 && k < read.length && /[A-Za-z]/.test(read[k]);
    if (latin(i - 1) || !/[OX]/.test(read[i]) && !(/[ox]/.test(read[i]) && PROMPT.test(before))) continue;
    for (let j = chars.length; j > i; --j) {
      const after = chars.slice(j).join("").trim();
      // Text one can read on either side: a control byte beside the holes is a wrong character, not text.
      const readable = (side) => side === "" || /[^\x00-\x1f\x7f-\x9f]/.test(side);
      if ((before === "" && after === "") || !letter(j - 1) || latin(j) || !readable(before) || !readable(after)) {
        continue;
      }
      const shape = shapeOf(chars.slice(i, j).join(""));
      if (shape && shape.kind !== "numbered" && !shape.weak) {
        return { kind: "glued", before, after, states: shape.states, found: shape.found, changes: shape.changes };
      }
    }
  }
  return null;
}

// What separates states written on one line besides blanks (a space or a
// tab, as the checker's): commas, semicolons, bars, arrows and "\n"
// printed as two characters, with any blanks around them (a list printed
// whole, "['OOO', 'XOO']", has its quotes around the commas); or blanks.
const SEPARATOR = /['"][ \t]*[,，][ \t]*['"]|[ \t]*(?:,|，|;|；|、|\||->|→|=>|\\n)[ \t]*|[ \t]+/;

// The n whose whole answer, written with nothing between its states, is
// `length` letters long ((2^n + 1) * n), or null.
function unbrokenN(length) {
  for (let n = 1; n <= 30; ++n) if ((2 ** n + 1) * n === length) return n;
  return null;
}

// `letters` cut into states of n letters, if they read as an answer so
// written: it starts with the start, and more than half the 2^n states
// are there ("OOO" is no answer for n = 1); else null.
function unbrokenStates(letters, n) {
  if (n === null) return null;
  const states = letters.match(new RegExp(`.{${n}}`, "g"));
  return states[0] === "O".repeat(n) && new Set(states).size > 2 ** (n - 1) ? states : null;
}

// The paste read line by line: { encoding, rows (its lines), lines: [{
// number, text, kind, before (a glued line's text before its answer),
// states (the states a line of O and X holds, as the answer would write
// them), found (the look-alike letters it holds) }] of the lines that are
// no answer's, n (from the states its lines hold, or null), answerLines
// (how many), answerText (the answer as it would be written: lines no
// answer's left out, and each line of states written as the answer
// writes them) }; or { binary: true }, or { long: true } past READ_BYTES.
// A line of O and X alone, nearly every line of an answer, takes one test.
function readPaste(bytes, quick = false, typedN = null) {
  if (bytes.length > READ_BYTES) return { long: true };
  const regular = quick ? regularLines(bytes) : null;
  if (regular !== null) return regular;
  const decoded = decodeText(bytes);
  if (decoded === null) return { binary: true };
  const whole = decoded.text.replace(/^\uFEFF/, "");
  if (/^[OX\r\n]*$/.test(whole)) return answerOnly(whole, decoded.encoding);
  const rows = whole.split(/\r?\n|\r/);
  if (rows.length > 0 && rows[rows.length - 1] === "") rows.pop();
  const counts = new Map();  // the lengths of the states the lines hold
  const count = (length) => counts.set(length, (counts.get(length) || 0) + 1);
  const others = [];
  rows.forEach((row, i) => {
    if (/^[OX]+$/.test(row)) return void count(row.length);
    const text = row.replace(/^[ \t]+|[ \t]+$/g, "");  // the checker's blanks alone
    const other = { i, text, kind: firstKind(text) };
    others.push(other);
    if (other.kind === null || other.kind === "answer" || other.kind === "spaced") {
      const shape = shapeOf(text);
      const glued = shape ? null : gluedShape(text);
      if (shape || glued) {
        Object.assign(other, shape || glued);
        if (!other.weak) for (const state of other.states) count(state.length);
      }
    }
  });
  let lengths = [];
  for (const [length, times] of counts) for (let k = 0; k < times; ++k) lengths.push(length);
  if (lengths.length === 0) {  // no line of O and X: 0/1 or o/x lines (of one letter, three at least)
    lengths = others.filter((other) => /^([01]+|[oxOX]+)$/.test(other.text)).map((other) => other.text.length);
    if (lengths.every((length) => length === 1) && lengths.length < 3) lengths = [];
  }
  let n = commonest(lengths);
  // One line of O and X, as long as a whole answer written unbroken (alone,
  // or after a prompt): its states are that answer's.
  const unbroken = lengths.length === 1 ? unbrokenN(n) : null;
  // (A line whose one state is written otherwise too: after a prompt, in look-alikes, in lowercase.)
  const written = (other) => ["glued", "lookalike", "lowercase"].includes(other.kind) && other.states &&
    other.states.length === 1 && !other.weak;
  const at = unbroken === null ? -1 : rows.findIndex((row, i) => /^[OX]+$/.test(row.trim()) ||
    others.some((other) => other.i === i && written(other)));
  const letters = at < 0 ? "" : others.some((other) => other.i === at && written(other))
    ? others.find((other) => other.i === at).states[0] : rows[at].trim();
  const cut = at < 0 ? null : unbrokenStates(letters, unbroken);
  if (cut) {
    if (!others.some((other) => other.i === at)) others.push({ i: at, text: rows[at].trim() });
    const other = others.find((each) => each.i === at);
    const otherwise = written(other);
    other.states = cut;
    if (otherwise) other.changes = [...(other.changes || []), "unbroken"];
    else other.kind = "unbroken";
    others.sort((a, b) => a.i - b.i);
    n = unbroken;
  }
  for (const other of others) {
    if (other.weak && other.states[0].length !== n) delete other.states;  // not one state: no rule knows it
  }
  const lines = [];
  let answerLines = 0;
  // The first line that holds a state: a number before it that is no n the
  // states have is n all the same, typed or printed, and the states are
  // another n's.
  const firstState = rows.findIndex((row, i) => /^[OX]+$/.test(row) ||
    others.some((other) => other.i === i && other.states));
  // Line numbers copied on lines of their own (an editor's, a web page's
  // numbered code): 1, 2, 3, ... on three lines in a row or more.
  const numbering = new Set();
  for (let i = 0; i < rows.length;) {
    let k = 0;
    while (i + k < rows.length && rows[i + k].trim() === String(k + 1)) ++k;
    if (k >= 3) for (let j = i; j < i + k; ++j) numbering.add(j);
    i += Math.max(k, 1);
  }
  // Numbers the program prints between the states (a step's number on a
  // line of its own): 0 or 1, then one more each time, three or more, no
  // two on lines in a row, a state after each.
  const numbered = rows.map((row, i) => [i, row.trim()]).filter(([, text]) => /^\d+$/.test(text));
  const steps = new Set();
  if (numbered.length >= 3 && ["0", "1"].includes(numbered[0][1]) &&
      numbered.every(([i, text], k) => Number(text) === Number(numbered[0][1]) + k &&
                     (k === 0 || i > numbered[k - 1][0] + 1))) {
    for (const [i] of numbered) steps.add(i);
  }
  let stateSeen = false;  // a line of the answer's came before this one
  let exitSeen = false;  // and a console's line with the exit status
  for (const other of others) {
    // Where the paste holds no state, the n typed names its lines.
    let kind = numbering.has(other.i) ? "lineNumbers" : steps.has(other.i) ? "stepNumbers"
      : other.kind || kindWithN(other.text, n !== null ? n : typedN);
    stateSeen = stateSeen || (firstState >= 0 && other.i > firstState);
    // n = 1 in the digits 0 and 1: a "1" after the first state is a state, no n echoed.
    if (kind === "echo" && stateSeen && /^[01]+$/.test(other.text)) kind = "digits";
    // The pause command's prompt before any console's exit line: the program's own system("pause").
    if (kind === "console" && PAUSE.test(other.text) && !exitSeen) kind = "pause";
    const console = consoleLine(other.text);
    exitSeen = exitSeen || (console !== null && console.status !== null);
    if (kind === "console" && console.prompt) kind = "command";  // a shell's prompt, and what was typed after it
    if (kind === "console" && console.stopped) kind = "stopped";  // Ctrl+C: the pupil's, not the program's crash
    if (kind === "console" && console.pauseLinux) kind = "pauseLinux";
    // No state anywhere and no n typed: a number first (after a console's lines alone) is the n typed.
    if (kind === "other" && n === null && typedN === null && /^\d+$/.test(other.text) && Number(other.text) >= 1 &&
        Number(other.text) <= 30 && others.every((each) => each.i >= other.i || ["console", "command", "blank"]
          .includes(each.kind))) {
      kind = "echo";
    }
    // A Python traceback's line of source, under its "File ..." line.
    if (kind === "other" && others.some((each) => each.i === other.i - 1 && /^File ".*", line \d+/.test(each.text))) {
      kind = "console";
    }
    const typed = Number(other.text.normalize("NFKC"));
    if (kind === "other" && n !== null && /^\d+$/.test(other.text.normalize("NFKC")) && other.i < firstState &&
        typed >= 1 && typed <= 30) {
      kind = "echoOther";
      other.n = n;
    }
    other.kind = kind;
    if (ANSWER_KINDS.includes(kind)) {
      ++answerLines;
      stateSeen = true;
    }
    if (kind === "blank" || kind === "answer" || kind === "answerLike") continue;
    const line = { number: other.i + 1, text: rows[other.i].replace(/\s+$/, ""), kind };
    if (kind === "glued") {
      line.before = other.before !== undefined ? other.before : other.text.slice(0, -n);
      line.after = other.after || "";
    }
    if (other.states) line.states = other.states;
    if (other.changes) line.changes = other.changes;
    if (kind === "unbroken") line.changes = ["unbroken"];
    if (kind === "digits" || kind === "lowercase") line.changes = line.changes || [kind];
    if (other.found && other.found.length > 0) line.found = other.found;
    if (kind === "echoOther") line.n = other.n;
    lines.push(line);
  }
  answerLines += rows.length - others.length;
  // The digit 0 typed for O on some lines: a line of zeros and X (no 1) is the same mistake, not 0/1 digits.
  if (lines.some((line) => line.found && line.found.some((each) => each.char === "0"))) {
    for (const line of lines) {
      if (line.kind !== "digits" || /1/.test(line.text)) continue;
      Object.assign(line, { kind: "lookalike", states: [line.text.trim().replace(/0/g, "O")], changes: ["lookalike"],
                            found: [{ char: "0", looks: "O", kind: "digit", name: "DIGIT ZERO", code: "U+0030" }] });
      const other = others.find((each) => each.i === line.number - 1);
      Object.assign(other, { kind: "lookalike", states: line.states });
    }
  }
  // The answer as it would be written, made only where the paste has other lines.
  let answerText = null;
  let answerRows = [];
  if (lines.length > 0) {
    const kindOf = new Map(others.map((other) => [other.i, other]));
    const answer = [];
    rows.forEach((row, i) => {
      const other = kindOf.get(i);
      const before = answer.length;
      if (!other) answer.push(row);
      else if (other.kind === "answer" || other.kind === "answerLike") answer.push(other.text);
      else if (other.kind === "glued") answer.push(...(other.states || [other.text.slice(-n)]));
      else if (other.states) answer.push(...other.states);
      else if (other.kind === "digits") answer.push(other.text.replace(/0/g, "O").replace(/1/g, "X"));
      else if (other.kind === "lowercase") answer.push(other.text.toUpperCase());
      else if (ANSWER_KINDS.includes(other.kind)) answer.push(other.text);
      // The paste's line each line of the answer text is, while each is one of the paste's.
      if (answerRows !== null && answer.length - before > 1) answerRows = null;
      else if (answerRows !== null && answer.length > before) answerRows.push(i + 1);
    });
    answerText = answer.join("\n") + (answer.length ? "\n" : "");
  }
  return { encoding: decoded.encoding, rows, n, lines, answerLines, answerText, answerRows };
}

// The kinds of line that hold states of the answer, written right or not.
const ANSWER_KINDS = ["answer", "answerLike", "glued", "states", "spaced", "separated", "numbered", "lookalike", "unbroken",
                      "digits", "lowercase"];

// readPaste()'s first look at a paste: lines of one length, each ended by
// "\n" or each by "\r\n" (the last may have none), at least two, their
// bytes unread: { regular: true, n (that length), ... } as answerOnly()
// reads an answer, or null. What the lines hold is the checker's to say:
// where it accepts such a paste, each line is one state of n letters (a
// space or another blank would make a word shorter than n), which is what
// answerOnly() would find; where it does not, judgeAnswer() reads the
// paste whole. At the judge's largest n this is a third of a Check's time
// saved, and a Check's own paste is most often an answer.
function regularLines(bytes) {
  const first = bytes.indexOf(0x0A);
  if (first < 1) return null;
  const end = bytes[first - 1] === 0x0D ? 2 : 1;  // the line end's bytes
  const n = first + 1 - end;
  const stride = n + end;
  if (n < 1 || n > 63 || (bytes.length % stride !== 0 && (bytes.length + end) % stride !== 0)) return null;
  const lines = Math.ceil(bytes.length / stride);
  if (lines < 2) return null;
  for (let at = stride - 1; at < bytes.length; at += stride) {
    if (bytes[at] !== 0x0A || (end === 2 && bytes[at - 1] !== 0x0D)) return null;
  }
  return { regular: true, encoding: "utf-8", rows: null, n, lines: [], answerLines: lines, answerText: null, blanks: 0 };
}

// readPaste() of a paste of O, X and line ends alone, most of all an answer:
// its lines' lengths taken in one pass, no line named; but one line as long
// as a whole answer with nothing between its states is named so.
function answerOnly(text, encoding) {
  const counts = new Map();
  let answerLines = 0;
  let blank = 0;  // blank lines, before the last state
  let blanks = 0;
  for (let start = 0; start < text.length;) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const length = end - start - (end > start && text[end - 1] === "\r" ? 1 : 0);
    if (length > 0) {
      counts.set(length, (counts.get(length) || 0) + 1);
      ++answerLines;
      blanks += blank;
      blank = 0;
    } else {
      ++blank;
    }
    start = end + 1;
  }
  let n = null;
  for (const [length, times] of counts) {
    if (n === null || times > counts.get(n) || (times === counts.get(n) && length > n)) n = length;
  }
  const unbroken = answerLines === 1 ? unbrokenN(n) : null;
  const rows = unbroken === null && blanks === 0 ? null : text.split(/\r?\n|\r/);
  const at = rows === null ? -1 : rows.findIndex((row) => row !== "");
  const states = at < 0 ? null : unbrokenStates(rows[at], unbroken);
  if (states === null) {
    // Lines the pupil numbers otherwise than the checker (blank lines between states): kept, to number as the paste.
    if (rows && rows[rows.length - 1] === "") rows.pop();
    return { encoding, rows: blanks > 0 ? rows : null, n, lines: [], answerLines, answerText: null, blanks };
  }
  if (rows[rows.length - 1] === "") rows.pop();
  return { encoding, rows, n: unbroken, answerLines, answerText: states.join("\n") + "\n",
           lines: [{ number: at + 1, text: rows[at], kind: "unbroken", states, changes: ["unbroken"] }] };
}

// How many of the checker's words the paste's lines before line `number` hold.
function wordsBefore(paste, number) {
  let seen = 0;
  for (let i = 0; i < number - 1; ++i) seen += paste.rows[i].split(/[ \t]+/).filter((word) => word !== "").length;
  return seen;
}

// The line that the checker's `token`-th blank-separated token is on.
function tokenLine(paste, token) {
  let seen = 0;
  for (let i = 0; i < paste.rows.length; ++i) {
    seen += paste.rows[i].split(/[ \t]+/).filter((word) => word !== "").length;
    if (seen >= token) return i + 1;
  }
  return paste.rows.length + 1;
}

// The paste's other lines as notes: runs of one kind on lines in a row
// joined ({ kind, from, to, text: the first one's, lastText: the last one's,
// before, status: a console's line's return value }), at most
// `most` of them, and how many lines more there are.
const APART = ["other", "chinese", "stepNumbers"];
function pasteNotes(paste, most = 6) {
  const runs = [];
  // A glued text with its numbers as one: "第1步：" and "第2步：" are a numbered label.
  const label = (text) => (text === undefined ? text : text.replace(/\d+/g, "#"));
  const consoleKind = (kind) => kind === "console" || kind === "crashed";
  for (const line of paste.lines) {
    const last = runs[runs.length - 1];
    // Lines in a row of one kind are one run: a console's lines whether or
    // not one reports a crash (the run is then the crash's), a glued text
    // where it is the same on each line.
    const joins = last && last.to === line.number - 1 &&
      (consoleKind(last.kind) && consoleKind(line.kind) ||
       last.kind === line.kind && (line.kind !== "glued" || label(last.before) === label(line.before) &&
                                   label(last.after) === label(line.after)));
    // Lines of these kinds are one run wherever they are (debug lines, Chinese
    // text, numbers between the states), its lines listed (`numbers`, `apart`).
    const apart = APART.includes(line.kind) ? runs.find((run) => run.kind === line.kind) : undefined;
    if (apart && !(joins && last === apart)) {
      if (!apart.apart) {
        apart.numbers = Array.from({ length: apart.to - apart.from + 1 }, (_, k) => apart.from + k);
        apart.apart = true;
      }
      apart.numbers.push(line.number);
      if (line.text !== apart.text) apart.alike = false;
      apart.lastText = line.text;
    } else if (joins) {
      if (last.apart) last.numbers.push(line.number);
      last.to = line.number;
      Object.assign(last, { lastBefore: line.before, lastAfter: line.after });
      if (line.text !== last.text) last.alike = false;  // quoted once only where every line is the same
      last.lastText = line.text;
      if (line.kind === "crashed") {
        const status = exitStatus(line.text.trim());
        const console = consoleLine(line.text.trim());
        Object.assign(last, { kind: "crashed", status: status !== null ? status : last.status,
                              named: console.words || Boolean(last.named), error: console.error || last.error || null });
      }
    } else {
      runs.push({ kind: line.kind, from: line.number, to: line.number, text: line.text, lastText: line.text, changes: line.changes,
                  before: line.before, after: line.after, status: exitStatus(line.text.trim()), found: [], states: 0, consoles: [],
                  named: line.kind === "crashed" && consoleLine(line.text.trim()).words,
                  error: line.kind === "crashed" ? consoleLine(line.text.trim()).error : null,
                  typed: line.kind === "command" && consoleLine(line.text.trim()).command, numbers: [line.number],
                  n: line.states ? line.states[0].length : line.n || null });
    }
    const run = runs[runs.length - 1];
    run.states += line.states ? line.states.length : 0;
    const console = line.kind === "console" || line.kind === "crashed" ? consoleLine(line.text.trim()) : null;
    if (console && console.name && !run.consoles.includes(console.name)) run.consoles.push(console.name);
    for (const each of line.found || []) if (!run.found.some((seen) => seen.char === each.char)) run.found.push(each);
  }
  for (const run of runs) if (run.kind === "crashed") run.pasteN = paste.n;  // how deep its search went
  runs.sort((a, b) => (b.kind === "crashed") - (a.kind === "crashed"));  // a crash first: it says most
  const shown = runs.slice(0, most);
  const more = runs.slice(most).reduce((count, run) => count + (run.apart ? run.numbers.length : run.to - run.from + 1), 0);
  return { runs: shown, more };
}

// What the answer text changes in the paste: the lines taken out (no
// answer's), the text before each glued answer, and the lines whose
// states it writes otherwise ({ kind, number } each).
function removals(paste) {
  const whole = paste.lines.filter((line) => !ANSWER_KINDS.includes(line.kind)).map((line) => line.number);
  const glued = paste.lines.filter((line) => line.kind === "glued");
  // Each line's changes (a glued line's too: letters apart, look-alikes...).
  const changed = paste.lines.filter((line) => line.changes && (line.states || line.kind === "digits" ||
                                                                line.kind === "lowercase"))
    .flatMap((line) => line.changes.map((kind) => ({ kind, number: line.number, n: paste.n })));
  return { lines: whole, glued, changed };
}

// A checker's line with its \xHH escapes shown as the characters they spell
// in the paste's encoding, where they spell whole ones; a byte that is no
// readable character (a control byte) stays escaped, and the bytes of a
// character the checker's echo cut in two go with the cut ("...").
function readable(line, encoding) {
  if (!encoding) return line;
  return line.replace(/((?:\\x[0-9A-F]{2})+)(\.\.\.)?/g, (whole, run, cut) => {
    const data = Uint8Array.from(run.match(/[0-9A-F]{2}/g), (hex) => parseInt(hex, 16));
    for (let end = data.length; end > 0; --end) {
      try {
        const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(data.subarray(0, end));
        // Control and invisible characters (a byte-order mark, a zero-width space) stay escaped.
        if (/[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/.test(text)) {
          continue;
        }
        const rest = run.slice(4 * end);
        return text + (cut && data.length - end < 4 ? "" : rest) + (cut || "");
      } catch (notWhole) {
        // fewer bytes
      }
    }
    return cut && data.length < 4 && data[0] >= 0x80 ? cut : whole;  // a character cut in two
  });
}

// Judges the answer: n as typed, or else as the paste's lines of O and X
// say (never from a prompt, a count or a console's line); the outcome, or
// a message saying why there is none, goes into `check`, with the paste as
// read and, where it holds more than an answer, the checker's verdict on
// its lines of O and X alone.
async function judgeAnswer(check, data = ROCKS_PLAY, quick = true) {
  const limits = data.limits;
  check.result = null;
  check.message = null;
  check.paste = null;
  check.alone = null;
  check.mends = null;
  check.swapped = false;
  check.utf16 = null;
  let bytes = answerBytes(check);
  if (!check.file && check.text === "") return void (check.message = ["empty"]);
  if (isUtf16(bytes)) {
    // A file PowerShell's > wrote: judged as the text it holds, which is
    // what the program printed and a judge would read.
    const decoded = utf16(bytes);
    if (decoded === null) return void (check.message = ["utf16"]);
    check.utf16 = decoded.encoding;
    bytes = new TextEncoder().encode(decoded.text.replace(/^\uFEFF/, ""));
  }
  const typedN = /^\d+$/.test(check.nText.trim()) && !check.nGuessed ? Number(check.nText.trim()) : null;
  let paste = readPaste(bytes, quick, typedN);
  check.paste = paste;
  // Judged again, the paste read whole, where the first look was no answer: with n as it was typed.
  const [nText, nGuessed] = [check.nText, check.nGuessed];
  const again = () => judgeAnswer(Object.assign(check, { nText, nGuessed }), data, false);
  check.judged = bytes;
  const typed = check.nText.trim();
  try {
    let n = Number(typed);
    if (typed === "" || check.nGuessed) {
      if (paste.binary) return void (check.message = ["binary", limits.min_n, limits.max_n]);
      if (paste.long) {
        const first = await firstLine(bytes);  // too long to read: its first line's length
        n = first.length;
      } else {
        n = paste.n === null ? 0 : paste.n;
      }
      // Lines of one length that is no n: what they hold, read whole, says n.
      if (paste.regular && (n < limits.min_n || n > limits.max_n)) return again();
      if (n === 0) return void (check.message = ["noAnswerLines", limits.min_n, limits.max_n]);
      if (n < limits.min_n || n > limits.max_n) {
        return void (check.message = ["nUnknown", n, limits.min_n, limits.max_n]);
      }
      check.nText = String(n);  // shown, and guessed again for the next output
      check.nGuessed = true;
    } else if (!/^\d+$/.test(typed) || n < limits.min_n || n > limits.max_n) {
      return void (check.message = ["nRange", limits.min_n, limits.max_n]);
    }
    check.result = await rocksCheck(`${n}\n`, bytes);
    if (paste.regular && check.result.verdict !== "ok") {  // lines of one length, not accepted: read them all
      const whole = readPaste(bytes, false, typedN);
      if (check.nGuessed && whole.n !== n) return again();  // n as the lines' states say
      check.paste = paste = whole;
    }
    // The checker reads states as words: where a line holds several, its
    // "line k" is the k-th state, and the page counts states.
    if (paste.lines && paste.lines.some((line) => line.kind === "states")) check.result.report.unit = "state";
    // What the answer would be with the changes the page would suggest,
    // judged by the checker before any is shown; only for the n the paste's
    // states have.
    // The first line all X: the letters the other way round, judged so, to be said only if that is accepted.
    const report = check.result.report;
    if (report.kind === "end-not-empty" && report.line === 1 && paste.lines && paste.lines.length === 0) {
      const swapped = bytes.map((byte) => (byte === 0x4F ? 0x58 : byte === 0x58 ? 0x4F : byte));
      check.swapped = (await rocksCheck(`${n}\n`, swapped)).verdict === "ok";
    }
    const mends = paste.lines ? removals(paste) : null;
    // Not where the program was given one n and printed another's states: no change to the paste mends that.
    if (check.result.verdict !== "ok" && mends && paste.n === n && paste.answerText !== null &&
        !paste.lines.some((line) => line.kind === "echoOther") &&
        mends.lines.length + mends.glued.length + mends.changed.length > 0) {
      check.alone = await rocksCheck(`${n}\n`, new TextEncoder().encode(paste.answerText));
      check.mends = mends;
      // States inside lines of other text ("visit OOO", debug lines that
      // print states): where keeping them is no mend, the paste without
      // those lines whole is tried too, and shown where the checker takes it.
      const glued = paste.lines.filter((line) => line.kind === "glued").map((line) => line.number);
      if (check.alone.verdict !== "ok" && glued.length > 0 && paste.answerRows) {
        const kept = paste.answerText.split("\n").slice(0, -1).filter((_, k) => !glued.includes(paste.answerRows[k]));
        const without = await rocksCheck(`${n}\n`, new TextEncoder().encode(kept.join("\n") + "\n"));
        if (without.verdict === "ok") {
          check.alone = without;
          check.mends = { lines: [...mends.lines, ...glued].sort((a, b) => a - b), glued: [],
                          changed: mends.changed.filter((change) => !glued.includes(change.number)) };
        }
      }
    }
  } catch (error) {
    check.message = ["noWasm", error.message || String(error)];
  }
}

// The report's line `number`, as the checker read it, if it has one.
const reportLine = (report, number) => report.around.find((line) => line.line === number);

// What the report says, as paragraphs [what, text]: the finding; the hole
// numbering, beside a finding that names holes; then each common mistake
// its numbers show.
function explanation(report, words, data = ROCKS_PLAY) {
  const limits = data.limits;
  // The first wrong line, which a finding about a line always lists; a
  // token named whole (ends and moves are n characters, never cut).
  // (By the checker's number, where the report's lines are the paste's.)
  const wrong = reportLine(report, report.checkerLine !== undefined ? report.checkerLine : report.line);
  const cells = wrong && wrong.cells ? wrong.cells : [];
  const token = cells.join("");
  const bad = [...new Set(wrong && wrong.cells ? wrong.marked.map((i) => cells[i]) : [])];
  const empty = "O".repeat(report.holes);
  const kind = report.kind;
  const says = [[kind, words.found[kind](report, bad, token, empty)]];
  if (kind === "not-one-move" && report.differing.length > 0) {
    says.push(["numbering", words.holeNumbers(report.holes, report.differing)]);
  }
  const advise = (name) => {
    const advice = words.advice[name];
    says.push([name, typeof advice === "function" ? advice(report, empty) : advice]);
  };
  const states = report.lines - 1;
  const everyState = report.seen === states;
  const stuck = report.seen > 0 && report.unvisited.length === 0;  // every neighbour of the last state visited
  if (kind === "wrong-length" && report.spaced) advise("spaced");
  if (kind === "wrong-length" && report.line === 1 && report.only_o_and_x && !report.spaced &&
      report.length >= limits.min_n && report.length <= limits.max_n) {
    advise("anotherN");
  }
  if (kind === "not-o-and-x" && bad.includes("0")) advise("digitZero");
  if (kind === "not-o-and-x" && bad.some((c) => c === "o" || c === "x")) advise("lowercase");
  if (kind === "too-few-lines" && everyState) advise(report.distance === 1 ? "missingClose" : "closedFar");
  if ((kind === "not-one-move" || kind === "end-not-empty") && report.line === report.lines && everyState &&
      report.distance > 1) {
    advise("closedFar");
  }
  if (kind === "too-few-lines" && !everyState && stuck) advise("deadEnd");
  // Two steps back, to the state before the last and then the one before
  // that: the search's backing up, printed.
  const walked = report.walk;
  const next = reportLine(report, (report.checkerLine !== undefined ? report.checkerLine : report.line) + 1);
  const back = kind === "repeat" && walked.length >= 3 && walked[walked.length - 2] === token && next &&
               next.cells && next.cells.join("") === walked[walked.length - 3];
  if (back) advise("printedBack");
  else if ((kind === "not-one-move" || kind === "repeat") && report.line <= states && stuck) advise("jumped");
  // Counting only when the lines count on past the first wrong one.
  if (kind === "not-one-move" && report.counted > report.line) advise("counting");
  return says;
}

// The walk up to the first wrong line, on the cube or the maps for a played
// n: its board, or null.
function walkBoard(report, words, data = ROCKS_PLAY, rows = null) {
  const walked = report.walk;
  // Numbered as the paste numbers its lines, where they are not the checker's (wordRows()).
  const number = (k) => (rows && k <= rows.length ? rows[k - 1] : k);
  if (report.holes > data.limits.largest_played || walked.length === 0) return null;
  const wrong = reportLine(report, report.line);
  const wrongMove = report.kind === "not-one-move" && wrong ? [report.previous, wrong.cells.join("")] : null;
  const firstLine = {};
  walked.forEach((state, i) => { if (!(state in firstLine)) firstLine[state] = i + 1; });
  return boardOf(report.holes, words.walkTitle(report.holes, number(walked.length), report.unit, number(1)), walked,
                 (state) => ({
    current: state === walked[walked.length - 1],
    visited: state in firstLine,
    outline: wrongMove && state === wrongMove[1] ? "refused" : undefined,
    label: state in firstLine ? words.lineWord(number(firstLine[state]), report.unit) : "",
  }), wrongMove, words, data);
}

// A line's cells as the checker read them, with each run of escaped bytes
// that spells whole characters in the paste's `encoding` shown as those
// characters, marked where any of its bytes is.
function readableCells(cells, marked, encoding) {
  const pieces = [];
  for (let i = 0; i < cells.length;) {
    let end = i;
    while (end < cells.length && /^\\x[0-9A-F]{2}$/.test(cells[end])) ++end;
    const text = end > i + 1 ? readable(cells.slice(i, end).join(""), encoding) : null;
    if (text !== null && !text.includes("\\x")) {
      const marks = cells.slice(i, end).some((cell, k) => marked.includes(i + k));
      pieces.push({ text, marked: marks });
      i = end;
    } else {
      pieces.push({ text: cells[i], marked: marked.includes(i) });
      ++i;
    }
  }
  return pieces;
}

// Whether the answer without the paste's other lines is judged, is still
// wrong, and is numbered as the paste's lines: its mistake is then the one
// to show.
function stillWrong(check) {
  return Boolean(check.alone && check.alone.verdict !== "ok" && check.alone.report.around.length > 0 &&
                 check.paste.answerRows && check.paste.answerRows.length > 0);
}

// The lines around the first wrong one, as the checker read them, what is
// wrong marked: { label, lines: [{ number, bad, missing, pieces: [{ text,
// marked }], cut }] }, or null when there are none to show. Where the
// paste without its other lines (`alone`) is still wrong, around its
// mistake instead, in the paste's lines.
function linesAround(report, words, encoding, paste, alone = null) {
  if (report.around.length === 0) return null;  // none for an accepted answer, nor where no line is
  // Where the answer without the other lines is still wrong, its mistake is the one to look at.
  if (stillWrong({ alone, paste })) {
    const rows = paste.answerRows;
    const k = alone.report.line;
    const at = k <= rows.length ? rows[k - 1] : rows[rows.length - 1] + k - rows.length;
    const shown = rowsAround(at, words, paste);
    return { ...shown, label: words.aroundAloneLabel(shown.lines[0].number, shown.lines[shown.lines.length - 1].number) };
  }
  if (paste && paste.rows && (paste.lines.length > 0 || paste.blanks > 0)) {
    return rowsAround(tokenLine(paste, report.line), words, paste);
  }
  const numbers = report.around.map((line) => line.line);
  return {
    label: words.aroundLabel(numbers[0], numbers[numbers.length - 1]),
    lines: report.around.map((line) => ({
      number: line.line,
      bad: line.line === report.line,
      missing: Boolean(line.missing),
      text: line.missing ? words.missingLine : "",
      pieces: readableCells(line.cells || [], line.marked || [], encoding),
      cut: Boolean(line.cut),
    })),
  };
}

// The lines around the first wrong one as the pupil wrote them, where the
// paste holds lines that are no answer's and the checker's tokens are not
// its lines: the pupil's line the checker stopped at marked whole, two
// lines before and after, numbered as in the paste. `at`: the paste's line.
function rowsAround(at, words, paste) {
  const first = Math.max(1, at - 2);
  const last = Math.min(paste.rows.length, at + 2);
  const lines = [];
  for (let number = first; number <= last; ++number) {
    const text = paste.rows[number - 1].replace(/\s+$/, "");
    lines.push({ number, bad: number === at, missing: false, text: "",
                 pieces: [{ text, marked: number === at && text !== "" }], cut: false });
  }
  if (at > paste.rows.length) {
    lines.push({ number: at, bad: true, missing: true, text: words.missingLine, pieces: [], cut: false });
  }
  return { label: words.aroundLabel(lines[0].number, lines[lines.length - 1].number), lines };
}

// What check mode says of the paste beyond the checker's finding: a note
// for each line (or run of lines) that is no part of an answer, quoting it,
// and, where the lines of O and X alone are accepted, what to take out.
function pasteView(check, words, data = ROCKS_PLAY) {
  const paste = check.paste;
  const file = check.utf16 && check.result ? [["utf16", words.paste.utf16(check.utf16)]] : [];
  if (!paste || !paste.lines || (!check.result && !check.message)) return file;
  // An accepted paste gets no fix: a note on its layout says only that.
  if (check.result && check.result.verdict === "ok") {
    const blanks = paste.blanks > 0 || (paste.rows !== null && paste.rows.some((row, i) => row.trim() === "" &&
                                                                              i < paste.rows.length - 1));
    return file.concat(pasteNotes(paste).runs.length > 0 || blanks ? [["accepted", words.paste.accepted]] : []);
  }
  const { runs, more } = pasteNotes(paste);
  const says = file.concat(runs.map((run) => [run.kind, words.paste[run.kind](run, paste.encoding)]));
  if (more > 0) says.push(["more", words.paste.more(more)]);
  // Every line named, none a state's: the program printed no state at all.
  if (paste.answerLines === 0 && paste.lines.length > 0 &&
      paste.rows.every((row, i) => row.trim() === "" || paste.lines.some((line) => line.number === i + 1))) {
    says.push(["nothingLeft", words.paste.nothingLeft]);
  }
  // The checker's line numbers, where they are not the paste's (blank or
  // other lines between): which of the pupil's lines its line is.
  const rowsOfWords = wordRows(paste);
  const checkerLine = check.result ? check.result.report.line : 0;
  if (rowsOfWords && checkerLine >= 1 && checkerLine <= rowsOfWords.length &&
      rowsOfWords[checkerLine - 1] !== checkerLine) {
    says.push(["renumbered", words.paste.renumbered(checkerLine, rowsOfWords[checkerLine - 1])]);
  }
  // The checker reads words apart by blanks, and counts bytes, a character
  // past ASCII two to four: the word it stopped at, as the pupil sees it.
  const report = check.result ? check.result.report : null;
  const at = report && paste.rows ? tokenLine(paste, report.line) : 0;
  const row = at > 0 && at <= paste.rows.length ? paste.rows[at - 1].replace(/\s+$/, "") : "";
  const rowWords = row.split(/[ \t]+/).filter((word) => word !== "");
  const word = at > 0 ? rowWords[report.line - wordsBefore(paste, at) - 1] || "" : "";
  const aboutWord = report && (report.kind === "wrong-length" || report.kind === "not-o-and-x");
  // Where no note on the line says how the checker takes it apart.
  const rowKind = (paste.lines.find((line) => line.number === at) || {}).kind;
  if (aboutWord && word !== "" && rowWords.length > 1 && ["other", "chinese", "mojibake"].includes(rowKind)) {
    says.push(["words", words.paste.words({ line: report.line, number: at, text: row, word })]);
  }
  if (aboutWord && /characters?[,:]/.test(check.result.line) && /[^\x00-\x7f]/.test(word)) {
    const bytes = report.kind === "wrong-length" ? report.length : paste.encoding === "utf-8"
      ? new TextEncoder().encode(word).length : null;
    if (bytes !== null) {
      // Characters as shown: those that take no room (a zero-width space) are none.
    const shown = [...word].filter((char) => !(ROCKS_LOOKALIKES[char] && ROCKS_LOOKALIKES[char][0] === "")).length;
    says.push(["bytes", words.paste.bytes({ number: at, text: word, characters: shown, bytes,
                                              encoding: paste.encoding })]);
    }
  }
  if (check.alone && check.alone.verdict === "ok") {
    says.push(["alone", words.paste.alone(check.mends || removals(paste))]);
  } else if (check.alone) {  // the lines of O and X alone are wrong too: what the checker says of them
    const renumbered = Boolean(paste.answerRows) && paste.answerRows.some((row, i) => row !== i + 1);
    says.push(["aloneWrong", words.paste.aloneWrong(check.mends || removals(paste), readable(check.alone.line, paste.encoding),
                                                    renumbered)]);
    const report = pasteLines(check.alone.report, paste.answerRows);
    for (const [what, text] of explanation(report, words, data)) says.push(["alone-" + what, text]);
  }
  return says;
}

// A report on the answer text (the paste's answer alone), its lines
// numbered as the paste numbers them, where each of its lines is one of
// the paste's (`rows`, the paste's number of each): the first wrong line,
// the one before it, the earlier one it repeats, the answer's last line
// (where one past it is, the lines after the paste's last state); and
// whether the wrong line is the answer's first.
function pasteLines(report, rows) {
  if (!rows || rows.length === 0) return report;
  const at = (k) => (k < 1 ? k : k <= rows.length ? rows[k - 1] : rows[rows.length - 1] + k - rows.length);
  return { ...report, line: at(report.line), earlier: report.earlier > 0 ? at(report.earlier) : report.earlier,
           previousLine: at(report.line - 1), lastLine: at(report.lines), first: report.line === 1,
           checkerLine: report.line };
}

// The paste's line each of the checker's words is on, where each line
// holds one word at most (blank lines skipped, as the checker skips them);
// null where a line holds several (the page then counts states) or the
// paste has no lines kept (an answer alone, one state a line).
function wordRows(paste) {
  if (!paste || !paste.rows) return null;
  const rows = [];
  for (let i = 0; i < paste.rows.length; ++i) {
    const words = paste.rows[i].split(/[ \t]+/).filter((word) => word !== "").length;
    if (words > 1) return null;
    if (words === 1) rows.push(i + 1);
  }
  return rows;
}

// The checker's finding, explained, but for what it says of a line that the
// paste's reading names as no answer's at all (a prompt, a console's
// line...): the note on that line, quoting it as written, says it instead,
// where the checker counts its bytes and tokens (letters written apart are
// one token a letter). Lines in digits or in lowercase, and a line no rule
// knows, keep the checker's finding and its advice.
function findingParagraphs(check, words, data) {
  // Another n's answer only where the paste's states are of that length, not one long line among others.
  const pasteN = check.paste && check.paste.n !== undefined ? check.paste.n : null;
  const says = explanation(pasteLines(check.result.report, wordRows(check.paste)), words, data)
    .filter(([what]) => what !== "anotherN" || pasteN === null || pasteN === check.result.report.length);
  if (check.swapped) says.push(["swapped", words.advice.swapped]);
  // An answer alone, one state a line, of another count of lines than the answer's: said beside a finding elsewhere.
  const count = check.paste && check.paste.lines && check.paste.lines.length === 0 ? check.paste.answerLines : 0;
  const report = check.result.report;
  if (count > 0 && count !== report.lines && !["too-few-lines", "too-many-lines", "too-long"].includes(report.kind) &&
      !says.some(([what]) => what === "anotherN")) {  // (another n's answer: its count is no news)
    says.push(["lineCount", words.advice.lineCount(count, report.lines, report.holes)]);
  }
  const paste = check.paste;
  if (!paste || !paste.lines || paste.lines.length === 0) return says;
  const at = tokenLine(paste, report.line);
  const named = paste.lines.some((line) => line.number === at &&
                                 !["digits", "lowercase", "other"].includes(line.kind));
  const aboutTheLine = ["wrong-length", "not-o-and-x", "too-many-lines", "spaced", "digitZero", "lowercase",
                        "anotherN"];
  return named ? says.filter(([what]) => !aboutTheLine.includes(what)) : says;
}

// Everything check mode shows for its state.
function checkView(check, words, data = ROCKS_PLAY) {
  const limits = data.limits;
  const [key, ...args] = check.message || [];
  const result = check.result;
  return {
    answerLabel: words.answerLabel,
    nLabel: words.checkN(limits.min_n, limits.max_n),
    fileLabel: words.fileLabel,
    button: words.checkButton,
    note: words.checkNote,
    answer: check.file && !check.fileIsText ? words.notShown(check.fileName, check.file.length) : check.text,
    fileBytes: check.file ? check.file.length : null,
    nText: check.nText,
    error: key ? (typeof words[key] === "function" ? words[key](...args) : words[key]) : "",
    verdictLabel: result ? words.verdictLabel : "",
    verdict: check.busy ? words.checking : result ? readable(result.line, check.paste && check.paste.encoding) : "",
    verdictKind: result ? result.verdict : null,
    kind: result ? result.report.kind : "",
    paragraphs: result ? findingParagraphs(check, words, data) : [],
    pasted: pasteView(check, words, data),
    around: result ? linesAround(result.report, words, check.paste && check.paste.encoding, check.paste, check.alone)
      : null,
    // The walk where the answer without the other lines is still wrong is that answer's.
    board: !result ? null : stillWrong(check) ? walkBoard(check.alone.report, words, data, check.paste.answerRows)
      : walkBoard(result.report, words, data, wordRows(check.paste)),
  };
}
