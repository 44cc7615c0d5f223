#!/usr/bin/env python3
"""A machine without the optional tools only skips the tests that need them.

    tests/without_tools.py <cmake> <source> <folder> <tool>...

Configures the sources again in <folder> as the release preset does, but
unoptimized (CMAKE_BUILD_TYPE None, to compile in less time), with
each <tool> gone twice over: CMake is told it is missing (ROCKS_WITHOUT),
and the build and its tests run with a PATH that has every program of this
one but those, so a script that looks a tool up itself does not find it
either. Then it builds and runs that suite and fails unless no test
failed, some were skipped, and every skipped test said which tools it
needs, naming one of <tool>.

Left out, to keep the test command short: the GoogleTest programs that need
none of the tools a machine may lack (all but TOOL_SUITES, which looks for
the package and its tools at run time; building it builds every program
the other tests run), the compile/ and lint/ tests, which run only the
compilers and linters;
docs/test-map, which compares the page with the whole build's tests;
docs/quotes, which needs no tool but the optimized solver (it quotes the
solver's progress line, whose units follow its speed); and this test
itself.
"""
import os
import re
import subprocess
import sys
from xml.etree import ElementTree

TOOL_SUITES = ["problem_test"]


def path_without(tools, folder):
    """A folder of links to every program on PATH but `tools`, first found first."""
    os.makedirs(folder)
    for directory in os.environ["PATH"].split(os.pathsep):
        if not os.path.isdir(directory):
            continue
        for name in sorted(os.listdir(directory)):
            link = os.path.join(folder, name)
            program = os.path.join(directory, name)
            if name in tools or os.path.lexists(link) or not os.access(program, os.X_OK):
                continue
            os.symlink(program, link)
    return folder


def main():
    cmake, source, folder = sys.argv[1:4]
    tools = sys.argv[4:]
    ctest = os.path.join(os.path.dirname(cmake), "ctest")
    build = os.path.join(folder, "build")
    subprocess.run(["rm", "-rf", folder], check=True)
    env = dict(os.environ, PATH=path_without(set(tools), os.path.join(folder, "bin")))

    def run(command):
        done = subprocess.run(command, env=env, capture_output=True, text=True)
        return done.returncode, done.stdout + done.stderr

    status, log = run([cmake, "-S", source, "-B", build, "-G", "Ninja",
                       "-DCMAKE_BUILD_TYPE=None", "-DROCKS_WERROR=ON",
                       "-DROCKS_WITHOUT=" + ";".join(tools)])
    if status != 0:
        sys.exit(log + "\nconfigure failed without " + ", ".join(tools))
    status, log = run([cmake, "--build", build, "--target"] + TOOL_SUITES)
    if status != 0:
        sys.exit(log + "\nthe build failed without " + ", ".join(tools))
    junit = os.path.join(folder, "results.xml")
    status, log = run([ctest, "--test-dir", build, "-j2", "--output-junit", junit,
                       "-E", "^compile/|^lint/|_NOT_BUILT$|^build/without-tools$|^docs/test-map$"
                             "|^docs/quotes$"])
    cases = ElementTree.parse(junit).getroot().iter("testcase")
    results = {case.get("name"): (case.get("status"), case.findtext("system-out") or "")
               for case in cases}
    failed = [name for name, (result, _) in results.items() if result not in ("run", "notrun")]
    skipped = {name: out for name, (result, out) in results.items() if result == "notrun"}
    without = "without " + ", ".join(tools)
    if status != 0 or failed:
        for name in failed:
            print("----", name, "\n" + results[name][1])
        sys.exit(log + "\n" + without + ", these failed: " + ", ".join(failed))
    if not skipped:
        sys.exit(without + ", no test was skipped")
    for name, out in sorted(skipped.items()):
        needs = re.search(r"skipped: needs ([^\n]*)", out)
        if not needs or not any(tool in needs.group(1) for tool in tools):
            sys.exit(without + ", " + name + " was skipped for another reason:\n" + out)
        print(name, "skipped: needs", needs.group(1))
    print(len(results), "tests,", len(skipped), "skipped, none failed,", without)

if __name__ == "__main__":
    main()
