// A WASI layer just large enough for src/checker.cpp built for WebAssembly
// (checker-wasm.js): its arguments, one in-memory file per name in the
// folder "/", stdout, stderr and the exit status. For docs/play.html.
"use strict";
async function runWasi(module, args, files) {
  const SUCCESS = 0, BADF = 8, NOENT = 44, NOSYS = 52;
  const encoder = new TextEncoder();
  const argv = args.map((word) => encoder.encode(word + "\0"));
  const openFiles = new Map([[0, { data: new Uint8Array(0), position: 0 }]]);
  const written = { 1: [], 2: [] };
  let nextFd = 4;
  let memory = null;
  const memoryView = () => new DataView(memory.buffer);
  const bytes = (pointer, length) => new Uint8Array(memory.buffer, pointer, length);
  const buffers = (pointer, count) => Array.from({ length: count }, (_, i) =>
    bytes(memoryView().getUint32(pointer + 8 * i, true), memoryView().getUint32(pointer + 8 * i + 4, true)));
  class Exit { constructor(status) { this.status = status; } }
  const calls = {
    args_sizes_get(countPointer, sizePointer) {
      memoryView().setUint32(countPointer, argv.length, true);
      memoryView().setUint32(sizePointer, argv.reduce((sum, word) => sum + word.length, 0), true);
      return SUCCESS;
    },
    args_get(argvPointer, bufferPointer) {
      argv.forEach((word, i) => {
        memoryView().setUint32(argvPointer + 4 * i, bufferPointer, true);
        bytes(bufferPointer, word.length).set(word);
        bufferPointer += word.length;
      });
      return SUCCESS;
    },
    fd_prestat_get(fd, pointer) {  // fd 3 is the folder "/"
      if (fd !== 3) return BADF;
      memoryView().setUint8(pointer, 0);
      memoryView().setUint32(pointer + 4, 1, true);
      return SUCCESS;
    },
    fd_prestat_dir_name(fd, pointer, length) {
      if (fd !== 3) return BADF;
      bytes(pointer, length).set(encoder.encode("/").subarray(0, length));
      return SUCCESS;
    },
    fd_fdstat_get(fd, pointer) {
      if (fd > 3 && !openFiles.has(fd)) return BADF;
      memoryView().setUint8(pointer, fd <= 2 ? 2 : fd === 3 ? 3 : 4);  // a character device, the folder, a file
      memoryView().setUint16(pointer + 2, 0, true);
      memoryView().setBigUint64(pointer + 8, 0xFFFFFFFFFFFFFFFFn, true);
      memoryView().setBigUint64(pointer + 16, 0xFFFFFFFFFFFFFFFFn, true);
      return SUCCESS;
    },
    fd_fdstat_set_flags() { return SUCCESS; },
    path_open(folder, lookup, pathPointer, pathLength, openFlags, rights, inherited, fdFlags, fdPointer) {
      const name = new TextDecoder().decode(bytes(pathPointer, pathLength)).replace(/^(\.?\/)+/, "");
      if (folder !== 3 || !Object.hasOwn(files, name) || openFlags !== 0) return NOENT;
      openFiles.set(nextFd, { data: files[name], position: 0 });
      memoryView().setUint32(fdPointer, nextFd++, true);
      return SUCCESS;
    },
    fd_read(fd, pointer, count, readPointer) {
      const file = openFiles.get(fd);
      if (!file) return BADF;
      let read = 0;
      for (const buffer of buffers(pointer, count)) {
        const piece = file.data.subarray(file.position, file.position + buffer.length);
        buffer.set(piece);
        file.position += piece.length;
        read += piece.length;
        if (piece.length < buffer.length) break;
      }
      memoryView().setUint32(readPointer, read, true);
      return SUCCESS;
    },
    fd_write(fd, pointer, count, writtenPointer) {
      if (!written[fd]) return BADF;
      let total = 0;
      for (const buffer of buffers(pointer, count)) {
        written[fd].push(buffer.slice());
        total += buffer.length;
      }
      memoryView().setUint32(writtenPointer, total, true);
      return SUCCESS;
    },
    fd_seek(fd, offset, whence, positionPointer) {
      const file = openFiles.get(fd);
      if (!file) return BADF;
      const base = [0, file.position, file.data.length][whence];
      file.position = Math.max(0, Math.min(file.data.length, base + Number(offset)));
      memoryView().setBigUint64(positionPointer, BigInt(file.position), true);
      return SUCCESS;
    },
    fd_close(fd) { return openFiles.delete(fd) ? SUCCESS : BADF; },
    proc_exit(status) { throw new Exit(status); },
  };
  const imports = new Proxy(calls, { get: (all, name) => all[name] || (() => NOSYS) });
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: imports });
  memory = instance.exports.memory;
  let status = 0;
  try {
    instance.exports._start();
  } catch (thrown) {
    if (!(thrown instanceof Exit)) throw thrown;
    status = thrown.status;
  }
  const text = (fd) => new TextDecoder().decode(new Uint8Array(written[fd].flatMap((piece) => [...piece])));
  return { status, stdout: text(1), stderr: text(2) };
}
