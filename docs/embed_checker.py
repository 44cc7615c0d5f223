#!/usr/bin/env python3
"""Builds src/checker.cpp for WebAssembly (clang's wasm32-wasi target, with
Debian's wasi-libc and libc++ for wasm32) and writes it into
docs/checker-wasm.js, base64 with the SHA-256 of the source it was built
from, for docs/play.html's check mode: the page judges with the checker
itself, offline and from file://. `DocsTest` fails when the recorded hash
is not the current source's.

    docs/embed_checker.py --cxx <clang++> --source <repository> --out <file>
    docs/embed_checker.py --cxx <clang++> --source <repository> --check <file>

`cmake --build --preset run --target checker-wasm` writes docs/checker-wasm.js
with --out. --check builds the same text and compares it, byte for byte,
with the file (the build is deterministic): exit 1 when they differ. The
compile matrix builds with --out /dev/null, so these flags are the only ones.
"""
import argparse
import base64
import hashlib
import json
import os
import subprocess
import sys
import tempfile

# The plain reading path (no SSE2, no mmap on wasm32-wasi) and no exceptions,
# which wasm32's libc++ is built without; small, since the page carries it.
FLAGS = ["--target=wasm32-wasi", "-std=c++17", "-Os", "-fno-exceptions", "-Wall", "-Wextra",
         "-Wpedantic", "-Wshadow", "-Wconversion", "-Werror", "-Wl,--strip-all"]


def page_define(source):
    """The page's report (ROCKS_PAGE in src/checker.cpp), with the walk for
    n up to the largest n the page plays (problem/limits.json)."""
    with open(os.path.join(source, "problem", "limits.json"), encoding="utf-8") as f:
        return f"-DROCKS_PAGE={json.load(f)['largest_played']}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cxx", required=True)
    parser.add_argument("--source", required=True)
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--out")
    where.add_argument("--check")
    options = parser.parse_args()
    checker = os.path.join(options.source, "src", "checker.cpp")
    with open(checker, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    with tempfile.TemporaryDirectory() as scratch:
        module = os.path.join(scratch, "checker.wasm")
        done = subprocess.run([options.cxx, *FLAGS, page_define(options.source), "-o", module, checker],
                              capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"embed_checker.py: the WebAssembly build failed:\n{done.stderr}")
        with open(module, "rb") as f:
            encoded = base64.b64encode(f.read()).decode("ascii")
    lines = [encoded[i:i + 100] for i in range(0, len(encoded), 100)]
    text = ("// src/checker.cpp built for WebAssembly (wasm32-wasi) by docs/embed_checker.py,\n"
            "// for docs/play.html's check mode. Do not edit: cmake --build --preset run\n"
            "// --target checker-wasm\n"
            "const ROCKS_CHECKER = {\n"
            f"\"sourceSha256\": \"{digest}\",\n"
            "\"wasm\": \"\" +\n"
            + " +\n".join(f"\"{line}\"" for line in lines) + "\n};\n")
    if options.check:
        with open(options.check, encoding="ascii") as f:
            if f.read() != text:
                sys.exit(f"embed_checker.py: {options.check} is not what src/checker.cpp builds "
                         "now: cmake --build --preset run --target checker-wasm")
        return
    with open(options.out, "w", encoding="ascii") as f:
        f.write(text)


if __name__ == "__main__":
    main()
