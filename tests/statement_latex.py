#!/usr/bin/env python3
"""The Kattis package's LaTeX statements compile in problemtools' template.

    tests/statement_latex.py <problem-package> [--compile <pdflatex>]

problemtools builds problem_statement/problem.<language>.tex inside its own
document class, problemset.cls, which loads the packages in
PROBLEMSET_PACKAGES and defines \\problemname, and nothing of what pandoc's
own template adds. Read from Kattis/problemtools,
problemtools/templates/latex/problemset.cls and template.tex at v1.20231016
(4ea9c41b5e9b8cbb36f9ce18a5d31d01693aebc2), the version setters run.

Without --compile, every control sequence and environment a statement uses
must be one of those LaTeX and these packages define (a list kept here,
narrower than what they define: a new one is added once checked), or one
the file defines itself. With --compile, each statement is also set by
pdflatex in a document that loads those packages in that order, and any
LaTeX error fails (an undefined macro, a missing package), not only a
missing PDF.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

# (package, options), in problemset.cls's order.
PROBLEMSET_PACKAGES = [
    ("times", ""), ("amsmath", ""), ("amssymb", ""), ("fontenc", "OT2,T1"),
    ("inputenc", "utf8"), ("fancyhdr", ""), ("graphicx", ""), ("subfigure", ""),
    ("wrapfig", ""), ("import", ""), ("fancyvrb", ""), ("listingsutf8", ""),
    ("geometry", "left=1in,right=1in,top=0.75in,bottom=0.75in"), ("url", ""),
    ("ulem", "normalem"), ("hyperref", "colorlinks=true,implicit=false"), ("xstring", ""),
    ("pgffor", ""),
]

# Control sequences that pandoc writes for Markdown and that the LaTeX kernel
# (with article's sectioning) or one of PROBLEMSET_PACKAGES defines.
KNOWN_MACROS = {
    # the kernel: text, sectioning, lists, spacing
    "section", "subsection", "subsubsection", "paragraph", "emph", "textbf", "textit",
    "texttt", "textsf", "textsc", "textup", "item", "begin", "end", "def", "label", "ref",
    "footnote", "ldots", "dots", "textbackslash", "textasciitilde", "textasciicircum",
    "textbar", "textless", "textgreater", "textquotesingle", "textquotedbl", "textendash",
    "textemdash", "setlength", "itemsep", "parskip", "labelenumi", "labelenumii",
    "labelenumiii", "labelenumiv", "arabic", "alph", "Alph", "roman", "Roman", "setcounter",
    "newline", "linebreak", "hspace", "vspace", "quad", "qquad", "noindent", "par", "mbox",
    "providecommand", "newcommand", "renewcommand", "protect", "hfill", "centering",
    # the kernel's mathematics
    "le", "leq", "ge", "geq", "ne", "neq", "cdot", "cdots", "times", "div", "pm", "oplus",
    "lfloor", "rfloor", "lceil", "rceil", "log", "min", "max", "sum", "prod", "frac", "sqrt",
    "mathrm", "mathit", "mathbf", "ldotp", "to", "rightarrow", "leftarrow", "in", "notin",
    "subseteq", "cup", "cap", "wedge", "vee", "neg", "infty", "left", "right", "mid",
    "alpha", "beta", "gamma", "delta", "ell",
    # amsmath, amssymb
    "text", "dfrac", "tfrac", "operatorname", "binom", "mathbb", "leqslant", "geqslant",
    # url, hyperref, graphicx, ulem
    "url", "href", "hyperlink", "hypertarget", "texorpdfstring", "includegraphics", "sout",
    "uline",
    # problemset.cls
    "problemname", "illustration",
}
KNOWN_ENVIRONMENTS = {
    "enumerate", "itemize", "description", "quote", "quotation", "verbatim", "center",
    "minipage", "tabular", "figure",
}

COMMAND = re.compile(r"\\([A-Za-z]+)")
DEFINED = re.compile(r"\\(?:providecommand|newcommand|renewcommand)\*?\{?\\([A-Za-z]+)"
                     r"|\\def\\([A-Za-z]+)")
ENVIRONMENT = re.compile(r"\\begin\{([^}]*)\}")


def unknown_names(tex):
    """Control sequences and environments of `tex` that neither the list
    above nor the file itself defines."""
    defined = {a or b for a, b in DEFINED.findall(tex)}
    unknown = sorted({name for name in COMMAND.findall(tex)} - KNOWN_MACROS - defined)
    unknown_environments = sorted(set(ENVIRONMENT.findall(tex)) - KNOWN_ENVIRONMENTS)
    return ([f"\\{name}" for name in unknown]
            + [f"environment {name}" for name in unknown_environments])


def document(statement):
    packages = "".join(f"\\usepackage[{options}]{{{name}}}\n" if options
                       else f"\\usepackage{{{name}}}\n" for name, options in PROBLEMSET_PACKAGES)
    # problemset.cls's \problemname takes the title and sets it as a heading.
    return ("\\documentclass{article}\n" + packages
            + "\\newcommand{\\problemname}[1]{\\section*{#1}}\n"
            + "\\begin{document}\n\\input{" + statement + "}\n\\end{document}\n")


def compile_errors(pdflatex, statement):
    """pdflatex's errors for the statement in the template's packages."""
    with tempfile.TemporaryDirectory() as scratch:
        main = os.path.join(scratch, "main.tex")
        with open(main, "w", encoding="utf-8") as f:
            f.write(document(os.path.abspath(statement)))
        done = subprocess.run([pdflatex, "-interaction=nonstopmode", "-halt-on-error",
                               "-output-directory", scratch, main],
                              capture_output=True, text=True, errors="replace", cwd=scratch)
        with open(os.path.join(scratch, "main.log"), encoding="utf-8", errors="replace") as f:
            log = f.read()
        errors = [line for line in log.splitlines() if line.startswith("! ")]
        if done.returncode != 0 and not errors:
            errors = [f"pdflatex exited {done.returncode}"]
        if not errors and not os.path.exists(os.path.join(scratch, "main.pdf")):
            errors = ["no PDF"]
        return errors


def main():
    if len(sys.argv) not in (2, 4) or (len(sys.argv) == 4 and sys.argv[2] != "--compile"):
        print(__doc__.splitlines()[2].strip(), file=sys.stderr)
        return 2
    package = sys.argv[1]
    pdflatex = sys.argv[3] if len(sys.argv) == 4 else None
    statements = sorted(glob.glob(os.path.join(package, "rocks/problem_statement/*.tex")))
    if not statements:
        print(f"no LaTeX statement in {package}/rocks/problem_statement")
        return 1
    failed = 0
    for statement in statements:
        with open(statement, encoding="utf-8") as f:
            problems = [f"not defined by LaTeX, problemtools' packages or the file: {name}"
                        for name in unknown_names(f.read())]
        if pdflatex:
            problems += [f"pdflatex: {error}" for error in compile_errors(pdflatex, statement)]
        for problem in problems:
            print(f"{statement}: {problem}")
        failed += bool(problems)
    what = "compile" if pdflatex else "use only defined macros"
    print(f"{len(statements) - failed} of {len(statements)} statements {what}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
