// The WASI layer the page runs the checker with (docs/play-wasi.js), call
// by call, on a memory of its own: what each call writes and answers.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const page = require("./page.js");

const { SUCCESS, BADF, NOENT, NOSYS } = page.WASI;

// The calls over `files`, with a memory of one page and helpers to read it.
function layer(args = ["checker", "/input"], files = { input: new TextEncoder().encode("3\n") }) {
  const memory = new WebAssembly.Memory({ initial: 1 });
  const { calls, written } = page.wasiCalls(args, files, () => memory);
  const view = new DataView(memory.buffer);
  const bytes = (at, length) => [...new Uint8Array(memory.buffer, at, length)];
  const text = (at, length) => new TextDecoder().decode(new Uint8Array(memory.buffer, at, length));
  // An iovec at `at`: buffers of `lengths` bytes, placed from `from` on.
  const iovec = (at, from, lengths) => {
    let place = from;
    lengths.forEach((length, i) => {
      view.setUint32(at + 8 * i, place, true);
      view.setUint32(at + 8 * i + 4, length, true);
      place += length;
    });
  };
  // A path written into memory at `at`, opened: [answer, fd].
  const open = (path, at = 100, folder = 3, flags = 0) => {
    new Uint8Array(memory.buffer, at, path.length).set(new TextEncoder().encode(path));
    const answer = calls.path_open(folder, 0, at, path.length, flags, 0n, 0n, 0, 200);
    return [answer, view.getUint32(200, true)];
  };
  return { calls, written, view, bytes, text, iovec, open };
}

test("the arguments: their count and size, then each written NUL-ended, its pointer in argv", () => {
  const { calls, view, text } = layer(["checker", "/in", "x"]);
  view.setUint32(0, 99, true);
  view.setUint32(4, 99, true);
  assert.equal(calls.args_sizes_get(0, 4), SUCCESS);
  assert.deepEqual([view.getUint32(0, true), view.getUint32(4, true)], [3, 8 + 4 + 2]);
  assert.equal(calls.args_get(16, 64), SUCCESS);
  const pointers = [0, 1, 2].map((i) => view.getUint32(16 + 4 * i, true));
  assert.deepEqual(pointers, [64, 72, 76]);
  assert.equal(text(64, 14), "checker\0/in\0x\0");
});

test("the folder \"/\" is fd 3, and no other is preopened", () => {
  const { calls, view, text, bytes } = layer();
  view.setUint32(8, 77, true);
  assert.equal(calls.fd_prestat_get(3, 4), SUCCESS);
  assert.deepEqual([view.getUint8(4), view.getUint32(8, true)], [0, 1]);
  assert.equal(calls.fd_prestat_get(4, 4), BADF);
  assert.equal(calls.fd_prestat_get(2, 4), BADF);
  assert.equal(calls.fd_prestat_dir_name(3, 40, 1), SUCCESS);
  assert.equal(text(40, 1), "/");
  assert.equal(calls.fd_prestat_dir_name(5, 48, 1), BADF);
  assert.deepEqual(bytes(48, 1), [0], "nothing written for another fd");
});

test("fdstat: a character device for 0 to 2, the folder for 3, a file for one open, every right", () => {
  const { calls, view, open } = layer();
  const stat = (fd) => {
    new Uint8Array(view.buffer, 300, 24).fill(0xAA);
    return [calls.fd_fdstat_get(fd, 300), view.getUint8(300), view.getUint16(302, true),
            view.getBigUint64(308, true), view.getBigUint64(316, true)];
  };
  const all = 0xFFFFFFFFFFFFFFFFn;
  for (const fd of [0, 1, 2]) assert.deepEqual(stat(fd), [SUCCESS, 2, 0, all, all], `fd ${fd}`);
  assert.deepEqual(stat(3), [SUCCESS, 3, 0, all, all]);
  const [, fd] = open("input");
  assert.deepEqual(stat(fd), [SUCCESS, 4, 0, all, all]);
  assert.equal(calls.fd_fdstat_get(fd + 1, 300), BADF);
  assert.equal(calls.fd_fdstat_set_flags(1, 0), SUCCESS);
});

test("path_open: a file of \"/\" by its name, leading \"/\" and \"./\" dropped, each a new fd", () => {
  const { open } = layer(["checker"], { input: new Uint8Array([1]), output: new Uint8Array([2]), "a/b": new Uint8Array() });
  assert.deepEqual(open("input"), [SUCCESS, 4]);
  assert.deepEqual(open("/output"), [SUCCESS, 5]);
  assert.deepEqual(open(".//./input"), [SUCCESS, 6]);
  assert.deepEqual(open("a/b"), [SUCCESS, 7], "a slash inside a name stays");
  assert.equal(open("answer")[0], NOENT);
  assert.equal(open("xinput")[0], NOENT);
  assert.equal(open("inputx")[0], NOENT);
  assert.equal(open("..input")[0], NOENT);
  assert.equal(open("input", 100, 4)[0], NOENT, "in no other folder");
  assert.equal(open("input", 100, 3, 1)[0], NOENT, "not to be created");
  assert.equal(open("toString")[0], NOENT, "not a property of every object");
});

test("fd_read fills the buffers in order, stops at the end, and says how many bytes", () => {
  const { calls, view, bytes, iovec, open } = layer(["c"], { f: new Uint8Array([1, 2, 3, 4, 5]) });
  const [, fd] = open("f");
  iovec(400, 500, [2, 2]);
  assert.equal(calls.fd_read(fd, 400, 2, 600), SUCCESS);
  assert.equal(view.getUint32(600, true), 4);
  assert.deepEqual(bytes(500, 4), [1, 2, 3, 4]);
  iovec(400, 510, [3, 3]);
  assert.equal(calls.fd_read(fd, 400, 2, 600), SUCCESS);
  assert.equal(view.getUint32(600, true), 1, "one byte left, then the end");
  assert.deepEqual(bytes(510, 4), [5, 0, 0, 0], "the second buffer untouched");
  assert.equal(calls.fd_read(fd, 400, 2, 600), SUCCESS);
  assert.equal(view.getUint32(600, true), 0);
  assert.equal(calls.fd_read(0, 400, 1, 600), SUCCESS, "stdin is empty");
  assert.equal(view.getUint32(600, true), 0);
  assert.equal(calls.fd_read(9, 400, 1, 600), BADF);
});

test("fd_write keeps what is written to stdout and stderr, buffer by buffer, and says how much", () => {
  const { calls, written, view, iovec } = layer();
  new Uint8Array(view.buffer, 500, 5).set([104, 105, 33, 10, 0]);
  iovec(400, 500, [2, 2]);
  assert.equal(calls.fd_write(1, 400, 2, 600), SUCCESS);
  assert.equal(view.getUint32(600, true), 4);
  assert.equal(calls.fd_write(2, 400, 1, 600), SUCCESS);
  assert.deepEqual(written[1].map((piece) => [...piece]), [[104, 105], [33, 10]]);
  assert.deepEqual(written[2].map((piece) => [...piece]), [[104, 105]]);
  new Uint8Array(view.buffer, 500, 2).set([0, 0]);
  assert.deepEqual([...written[1][0]], [104, 105], "a copy, not the memory");
  assert.equal(calls.fd_write(4, 400, 1, 600), BADF);
  assert.equal(calls.fd_write(0, 400, 1, 600), BADF);
});

test("fd_seek from the start, here or the end, kept within the file, the position written", () => {
  const { calls, view, bytes, iovec, open } = layer(["c"], { f: new Uint8Array([10, 11, 12, 13, 14, 15]) });
  const [, fd] = open("f");
  const seek = (offset, whence) => [calls.fd_seek(fd, BigInt(offset), whence, 700), Number(view.getBigUint64(700, true))];
  assert.deepEqual(seek(2, 0), [SUCCESS, 2]);
  assert.deepEqual(seek(3, 1), [SUCCESS, 5]);
  assert.deepEqual(seek(-1, 1), [SUCCESS, 4]);
  assert.deepEqual(seek(-2, 2), [SUCCESS, 4]);
  assert.deepEqual(seek(10, 0), [SUCCESS, 6], "not past the end");
  assert.deepEqual(seek(-10, 1), [SUCCESS, 0], "not before the start");
  seek(1, 0);
  iovec(400, 500, [2]);
  calls.fd_read(fd, 400, 1, 600);
  assert.deepEqual(bytes(500, 2), [11, 12], "reads go on from there");
  assert.equal(calls.fd_seek(9, 0n, 0, 700), BADF);
});

test("fd_close closes an open fd once; the calls not made answer \"not supported\"; proc_exit leaves", () => {
  const { calls, open } = layer();
  const [, fd] = open("input");
  assert.equal(calls.fd_close(fd), SUCCESS);
  assert.equal(calls.fd_close(fd), BADF);
  assert.equal(calls.fd_fdstat_get(fd, 300), BADF, "closed");
  const imports = page.wasiImports(calls);
  assert.equal(imports.fd_close, calls.fd_close);
  assert.equal(imports.sched_yield(), NOSYS);
  assert.equal(imports.random_get(0, 0), NOSYS);
  assert.throws(() => calls.proc_exit(3), (thrown) => thrown instanceof page.WasiExit && thrown.status === 3);
});

test("runWasi runs the checker: its exit status, stdout and stderr", async () => {
  const module = await page.compiledChecker();
  assert.equal(page.compiledChecker(), page.compiledChecker(), "compiled once");
  const encode = (text) => new TextEncoder().encode(text);
  const run = await page.runWasi(module, ["checker", "/input", "/output"],
                                 { input: encode("2\n"), output: encode("OO\nXO\nXX\nOX\nOO\n") });
  assert.equal(run.status, 0, "n = 2 is in every judge's range: min_n <= 2 <= max_n");
  assert.equal(run.stderr, "ok 5 lines, a cycle through all 4 states\n");
  assert.match(run.stdout, /^\{"kind":"cycle",/);
  const failed = await page.runWasi(module, ["checker", "/missing", "/output"], { output: encode("O\n") });
  assert.equal(failed.status, 3);
  assert.equal(failed.stderr, "FAIL cannot open the input file /missing: No such file or directory\n");
  await assert.rejects(page.runWasi(new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])), [], {}),
                       "a module without _start is the caller's error, not an exit");
});
