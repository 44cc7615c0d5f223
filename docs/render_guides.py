#!/usr/bin/env python3
"""Renders the learners' guides, docs/learners.md and docs/zh-CN/README.md,
into HTML beside them (docs/learners.html, docs/zh-CN/README.html), which
docs/play.html links to: a learner who opens the page from file:// reads a
rendered guide, not Markdown source. pandoc writes each, maths as MathML,
the pictures and the page linked as they are, code
unhighlighted (pandoc's colours fail axe-core's contrast check), the
whole in one <main>.

    docs/render_guides.py --pandoc <pandoc> --source <repository> --out
    docs/render_guides.py --pandoc <pandoc> --source <repository> --check
    docs/render_guides.py --source <repository> --check-key
    docs/render_guides.py [--pandoc <pandoc>] --source <repository> --refresh

(each with --regenerate <command>, the command that the messages name)

Each HTML file records a key of what it is made from (the Markdown and the
way it is rendered), so --check-key needs no pandoc; --check renders again
and compares the bytes; --refresh renders only where the key is stale.
Exit 1, with one line naming the command that mends it, when a file is not
current.
"""
import argparse
import hashlib
import inspect
import os
import re
import subprocess
import sys

# (Markdown, HTML, language)
GUIDES = [("docs/learners.md", "docs/learners.html", "en"),
          ("docs/zh-CN/README.md", "docs/zh-CN/README.html", "zh-CN")]
# A guide links to the other one and to itself: to their HTML here.
LINKS = {"learners.md": "learners.html", "zh-CN/README.md": "zh-CN/README.html",
         "../learners.md": "../learners.html"}
STYLE = """<style>
body { max-width: 46rem; margin: 1rem auto; padding: 0 1rem; line-height: 1.6; }
img { max-width: 100%; height: auto; }
/* Code keeps its lines (pandoc's own style wraps them). A block may be wider
   than the text, up to the window, centred on it: a desktop shows every line
   whole, and a phone scrolls the block sideways, never the page. */
pre { overflow-x: auto; width: fit-content; min-width: 100%; max-width: calc(100vw - 2rem);
  box-sizing: border-box; position: relative; left: 50%; transform: translateX(-50%); }
pre code { white-space: pre; }
pre { background: #f6f8fa; padding: 0.5rem; border-radius: 4px; } pre code { font-size: 0.95em; }
table { border-collapse: collapse; } td, th { border: 1px solid #ced4da; padding: 0.2rem 0.5rem; }
/* States and code in a Courier face, whose capital O is round and wider than
   its zero (the statements' PDFs do the same). */
code, pre { font-family: "Courier New", Courier, "Nimbus Mono PS", FreeMono, monospace;
  font-size: 1.05em; font-variant-ligatures: none; }
</style>
"""
MEND = "cmake --build <build folder> --target regenerate"


def options_of(title, language):
    return ["-f", "markdown", "-t", "html", "--standalone", "--mathml", "--wrap=none",
            "--no-highlight",
            "--metadata", f"pagetitle={title}", "--metadata", f"lang={language}"]


def key_of(markdown, title, language):
    # What the HTML is made of: pandoc's options, the style, the links, the
    # code that edits pandoc's output, and the Markdown.
    made_of = "\n".join(options_of(title, language) +
                        [STYLE, repr(sorted(LINKS.items())), inspect.getsource(rendered), markdown])
    return hashlib.sha256(made_of.encode()).hexdigest()


def title_of(markdown):
    found = re.search(r"^# (.+)$", markdown, re.M)
    return found.group(1).strip() if found else "The Rock Game"


def rendered(pandoc, markdown, language):
    title = title_of(markdown)
    done = subprocess.run([pandoc, *options_of(title, language)], input=markdown,
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"render_guides.py: pandoc failed: {done.stderr.strip()}")
    html = done.stdout
    for source, target in LINKS.items():
        html = html.replace(f'href="{source}"', f'href="{target}"')
    head = (f'<meta name="rocks-source-key" content="{key_of(markdown, title, language)}">\n'
            + STYLE)
    # One <main> landmark holding the guide, for screen readers (axe-core).
    html = html.replace("<body>\n", "<body>\n<main>\n", 1).replace("</body>", "</main>\n</body>", 1)
    # A code block a phone scrolls sideways takes the keyboard's focus too.
    html = html.replace("<pre ", '<pre tabindex="0" ').replace("<pre>", '<pre tabindex="0">')
    return html.replace("</head>", head + "</head>", 1)


def recorded_key(path):
    try:
        with open(path, encoding="utf-8") as f:
            found = re.search(r'<meta name="rocks-source-key" content="([0-9a-f]{64})">', f.read())
    except FileNotFoundError:
        return None
    return found.group(1) if found else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pandoc")
    parser.add_argument("--source", required=True)
    parser.add_argument("--regenerate", default=MEND)
    mode = parser.add_mutually_exclusive_group(required=True)
    for name in ("--out", "--check", "--check-key", "--refresh"):
        mode.add_argument(name, action="store_true")
    options = parser.parse_args()
    stale = []
    for markdown_path, html_path, language in GUIDES:
        with open(os.path.join(options.source, markdown_path), encoding="utf-8") as f:
            markdown = f.read()
        target = os.path.join(options.source, html_path)
        current = recorded_key(target) == key_of(markdown, title_of(markdown), language)
        if options.check_key or (options.refresh and current):
            if not current:
                stale.append(html_path)
            continue
        if not options.pandoc:
            sys.exit(f"render_guides.py: {html_path} needs rendering, which needs pandoc "
                     "(tools/test-tools.txt lists it)")
        html = rendered(options.pandoc, markdown, language)
        if options.check:
            with open(target, encoding="utf-8") as f:
                if f.read() != html:
                    stale.append(html_path)
            continue
        with open(target, "w", encoding="utf-8") as f:
            f.write(html)
        print(f"render_guides.py: {html_path} rendered anew")
    if stale:
        sys.exit(f"render_guides.py: {', '.join(stale)} not what the guides' Markdown renders "
                 f"now: {options.regenerate}")


if __name__ == "__main__":
    main()
