#!/usr/bin/env python3
"""Builds src/checker.cpp for WebAssembly (clang's wasm32-wasi target, with
Debian's wasi-libc and libc++ for wasm32) and writes it into
docs/checker-wasm.js, base64 with the SHA-256 of the source it was built
from, for docs/play.html's check mode: the page judges with the checker
itself, offline and from file://. `DocsTest` fails when the recorded hash
is not the current source's.

    docs/embed_checker.py --cxx <clang++> --source <repository>

`cmake --build --preset run --target checker-wasm` runs it.
"""
import argparse
import base64
import hashlib
import os
import subprocess
import sys
import tempfile

# The plain reading path (no SSE2, no mmap on wasm32-wasi) and no exceptions,
# which wasm32's libc++ is built without; small, since the page carries it.
FLAGS = ["--target=wasm32-wasi", "-std=c++17", "-Os", "-fno-exceptions", "-Wall", "-Wextra",
         "-Werror", "-Wl,--strip-all"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cxx", required=True)
    parser.add_argument("--source", required=True)
    options = parser.parse_args()
    checker = os.path.join(options.source, "src", "checker.cpp")
    with open(checker, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    with tempfile.TemporaryDirectory() as scratch:
        module = os.path.join(scratch, "checker.wasm")
        done = subprocess.run([options.cxx, *FLAGS, "-o", module, checker],
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
    with open(os.path.join(options.source, "docs", "checker-wasm.js"), "w",
              encoding="ascii") as f:
        f.write(text)


if __name__ == "__main__":
    main()
