"""Executes notebooks through a kernel, as `jupyter nbconvert --execute` does, and reports what came out.

Usage: run_notebooks.py KERNEL_NAME OUT_DIR RESULT_JSON NOTEBOOK...
       run_notebooks.py --in-place KERNEL_NAME NOTEBOOK...

Each notebook runs in its own folder (so relative paths such as ../data/results work), errors allowed so that
all of them are reported. The executed notebook and its HTML page are written to OUT_DIR. For each notebook the
result lists the seconds it took, the cells that failed, the chart cells (source containing `Charts.`) that
showed no image, and how many board drawings and PNG images it shows. The JUnit test checks the result.

With --in-place (bin/notebooks-refresh) each executed notebook is written back over its own file, no HTML, and
a notebook with a failed cell is left as it was; the exit status is 1 if any cell failed.
"""
import json
import os
import sys
import time

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter

in_place = sys.argv[1:2] == ["--in-place"]
if in_place:
    kernel_name, out_dir, result_path, paths = sys.argv[2], None, None, sys.argv[3:]
else:
    kernel_name, out_dir, result_path = sys.argv[1:4]
    paths = sys.argv[4:]
results = {}
for path in paths:
    name = os.path.basename(path)
    print("notebook %s: running" % name, flush=True)
    nb = nbformat.read(path, as_version=4)
    started = time.monotonic()
    # As JupyterLab runs and saves a notebook: no timings in the cells' metadata, and no widget state (a widget
    # needs its kernel, so a saved notebook and its HTML export show each widget's picture, the board's last
    # position); so running and saving a notebook in JupyterLab changes its outputs only.
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    NotebookClient(nb, kernel_name=kernel_name, timeout=600, startup_timeout=60, allow_errors=True,
                   store_widget_state=False, record_timing=False,
                   resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}}).execute()
    seconds = time.monotonic() - started
    errors, chartless, boards, pngs = [], [], 0, 0
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        images = 0
        for out in cell.get("outputs", []):
            if out.output_type == "error":
                errors.append("cell %d (%s): %s: %s" % (index, cell.source.splitlines()[0] if cell.source else "",
                                                       out.ename, out.evalue))
            data = out.get("data", {})
            page = data.get("text/html", "")
            page = "".join(page) if isinstance(page, list) else page
            if page:  # what the page shows of an output: its HTML if it has one, else its picture
                pngs += page.count('<img src="data:image/png;base64,')
            elif "image/png" in data:
                pngs += 1
            if "baolab-board" in data.get("image/svg+xml", ""):
                boards += 1
            images += int("image/png" in data or "image/svg+xml" in data)
        if "Charts." in cell.source and images == 0:
            chartless.append("cell %d: %s" % (index, cell.source.splitlines()[0]))
    if in_place:
        if not errors:  # in the form Jupyter saves (notebook_form.py checks it), beside the file, then renamed
            nbformat.write(nb, path + ".saving")
            os.replace(path + ".saving", path)
    else:
        nbformat.write(nb, os.path.join(out_dir, name))
        html, _ = HTMLExporter().from_notebook_node(nb)
        with open(os.path.join(out_dir, name.replace(".ipynb", ".html")), "w", encoding="utf-8") as f:
            f.write(html)
    results[name] = {"seconds": seconds, "errors": errors, "chartCellsWithoutImage": chartless,
                     "boards": boards, "pngImages": pngs}
    print("notebook %s: ran in %.1f s, %d boards, %d PNG images, %d errors" % (name, seconds, boards, pngs, len(errors)), flush=True)
    for error in errors:
        print("  " + error, flush=True)

if in_place:
    sys.exit(1 if any(r["errors"] for r in results.values()) else 0)
with open(result_path, "w") as f:
    json.dump(results, f, indent=1)
