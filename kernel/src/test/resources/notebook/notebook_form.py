"""Checks or writes notebooks in the form Jupyter saves them: what `nbformat.write(nbformat.read(f, 4), f)` gives
(one space of indent, keys sorted, text split in lines, a newline at the end), which is what JupyterLab and
Notebook write when they save a notebook.

Usage: notebook_form.py --check NOTEBOOK...   names each notebook not in that form and its first differing
                                              line; the exit status is 1 if there is one
       notebook_form.py --write NOTEBOOK...   rewrites each notebook not in that form (bin/notebooks-format)
"""
import io
import os
import sys

import nbformat


def saved_form(path):
    """The text Jupyter would save for the notebook at path."""
    out = io.StringIO()
    nbformat.write(nbformat.read(path, as_version=4), out)
    return out.getvalue()


def first_difference(old, new):
    for number, (a, b) in enumerate(zip(old.splitlines(), new.splitlines()), start=1):
        if a != b:
            return "line %d: %.60r, saved as %.60r" % (number, a, b)
    return "the end differs (%d lines, saved as %d)" % (len(old.splitlines()), len(new.splitlines()))


def main(mode, paths):
    if mode not in ("--check", "--write") or not paths:
        print(__doc__, file=sys.stderr)
        return 2
    unformatted = 0
    for path in paths:
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        saved = saved_form(path)
        if text == saved:
            continue
        unformatted += 1
        if mode == "--check":
            print("%s is not in the form Jupyter saves: %s" % (path, first_difference(text, saved)))
        else:
            temporary = path + ".saving"
            with open(temporary, "w", encoding="utf-8", newline="") as f:
                f.write(saved)
            os.replace(temporary, path)
            print("formatted %s" % path)
    return 1 if mode == "--check" and unformatted else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "", sys.argv[2:]))
