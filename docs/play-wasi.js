// A WASI layer just large enough for the checker built for WebAssembly
// (checker-wasm.js): its arguments, one in-memory file per name in the
// folder "/", stdout, stderr and the exit status. For docs/play.html.
"use strict";

// The WASI error numbers the layer answers with.
const WASI = { SUCCESS: 0, BADF: 8, NOENT: 44, NOSYS: 52 };

// proc_exit's way out of the module.
class WasiExit {
  constructor(status) {
    this.status = status;
  }
}

// The WASI calls, over `args` and `files` (name: bytes, in the folder "/",
// which is fd 3); memory() gives the module's memory. Returns the calls and
// what was written to stdout (1) and stderr (2), piece by piece.
function wasiCalls(args, files, memory) {
  const encoder = new TextEncoder();
  const argv = args.map((word) => encoder.encode(word + "\0"));
  const openFiles = new Map([[0, { data: new Uint8Array(0), position: 0 }]]);  // stdin, empty
  const written = { 1: [], 2: [] };
  let nextFd = 4;
  const view = () => new DataView(memory().buffer);
  const bytes = (pointer, length) => new Uint8Array(memory().buffer, pointer, length);
  // An iovec array: `count` pairs of a pointer and a length, 8 bytes each.
  const buffers = (pointer, count) => Array.from({ length: count }, (_, i) =>
    bytes(view().getUint32(pointer + 8 * i, true), view().getUint32(pointer + 8 * i + 4, true)));
  const calls = {
    args_sizes_get(countPointer, sizePointer) {
      view().setUint32(countPointer, argv.length, true);
      view().setUint32(sizePointer, argv.reduce((sum, word) => sum + word.length, 0), true);
      return WASI.SUCCESS;
    },
    args_get(argvPointer, bufferPointer) {
      argv.forEach((word, i) => {
        view().setUint32(argvPointer + 4 * i, bufferPointer, true);
        bytes(bufferPointer, word.length).set(word);
        bufferPointer += word.length;
      });
      return WASI.SUCCESS;
    },
    fd_prestat_get(fd, pointer) {  // fd 3 is the folder "/", a name of 1 byte
      if (fd !== 3) return WASI.BADF;
      view().setUint8(pointer, 0);
      view().setUint32(pointer + 4, 1, true);
      return WASI.SUCCESS;
    },
    fd_prestat_dir_name(fd, pointer, length) {
      if (fd !== 3) return WASI.BADF;
      bytes(pointer, length).set(encoder.encode("/").subarray(0, length));
      return WASI.SUCCESS;
    },
    fd_fdstat_get(fd, pointer) {  // the file type, no flags, every right
      if (fd > 3 && !openFiles.has(fd)) return WASI.BADF;
      view().setUint8(pointer, fd <= 2 ? 2 : fd === 3 ? 3 : 4);  // a character device, the folder, a file
      // Stryker disable BooleanLiteral: 0 and all ones are the same bytes in either byte order
      view().setUint16(pointer + 2, 0, true);
      view().setBigUint64(pointer + 8, 0xFFFFFFFFFFFFFFFFn, true);
      view().setBigUint64(pointer + 16, 0xFFFFFFFFFFFFFFFFn, true);
      // Stryker restore BooleanLiteral
      return WASI.SUCCESS;
    },
    fd_fdstat_set_flags() { return WASI.SUCCESS; },
    path_open(folder, lookup, pathPointer, pathLength, openFlags, rights, inherited, fdFlags, fdPointer) {
      const name = new TextDecoder().decode(bytes(pathPointer, pathLength)).replace(/^(\.?\/)+/, "");
      if (folder !== 3 || !Object.hasOwn(files, name) || openFlags !== 0) return WASI.NOENT;
      openFiles.set(nextFd, { data: files[name], position: 0 });
      view().setUint32(fdPointer, nextFd++, true);
      return WASI.SUCCESS;
    },
    fd_read(fd, pointer, count, readPointer) {
      const file = openFiles.get(fd);
      if (!file) return WASI.BADF;
      let read = 0;
      for (const buffer of buffers(pointer, count)) {
        const piece = file.data.subarray(file.position, file.position + buffer.length);
        buffer.set(piece);
        file.position += piece.length;
        read += piece.length;
        // Stryker disable next-line ConditionalExpression: at the file's end the buffers after get nothing anyway
        if (piece.length < buffer.length) break;
      }
      view().setUint32(readPointer, read, true);
      return WASI.SUCCESS;
    },
    fd_write(fd, pointer, count, writtenPointer) {
      if (!written[fd]) return WASI.BADF;
      let total = 0;
      for (const buffer of buffers(pointer, count)) {
        written[fd].push(buffer.slice());
        total += buffer.length;
      }
      view().setUint32(writtenPointer, total, true);
      return WASI.SUCCESS;
    },
    fd_seek(fd, offset, whence, positionPointer) {  // whence: 0 the start, 1 here, 2 the end
      const file = openFiles.get(fd);
      if (!file) return WASI.BADF;
      const base = [0, file.position, file.data.length][whence];
      file.position = Math.max(0, Math.min(file.data.length, base + Number(offset)));
      view().setBigUint64(positionPointer, BigInt(file.position), true);
      return WASI.SUCCESS;
    },
    fd_close(fd) { return openFiles.delete(fd) ? WASI.SUCCESS : WASI.BADF; },
    proc_exit(status) { throw new WasiExit(status); },
  };
  return { calls, written };
}

// Every call the layer does not make answers "not supported".
function wasiImports(calls) {
  return new Proxy(calls, { get: (all, name) => all[name] || (() => WASI.NOSYS) });
}

// Runs the module with `args` and `files`: its exit status, stdout and
// stderr as text.
async function runWasi(module, args, files) {
  let memory = null;
  const { calls, written } = wasiCalls(args, files, () => memory);
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasiImports(calls) });
  memory = instance.exports.memory;
  let status = 0;
  try {
    instance.exports._start();
  } catch (thrown) {
    if (!(thrown instanceof WasiExit)) throw thrown;
    status = thrown.status;
  }
  const text = (fd) => new TextDecoder().decode(new Uint8Array(written[fd].flatMap((piece) => [...piece])));
  return { status, stdout: text(1), stderr: text(2) };
}
