"""Executes notebooks through a kernel, as `jupyter nbconvert --execute` does, and reports what came out.

Usage: run_notebooks.py KERNEL_NAME OUT_DIR RESULT_JSON NOTEBOOK...

Each notebook runs in its own folder (so relative paths such as ../data/results work), errors allowed so that
all of them are reported. The executed notebook and its HTML page are written to OUT_DIR. For each notebook the
result lists the seconds it took, the cells that failed, the chart cells (source containing `Charts.`) that
showed no image, and how many board drawings and PNG images it shows. The JUnit test checks the result.
"""
import json
import os
import sys
import time

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter

kernel_name, out_dir, result_path = sys.argv[1:4]
results = {}
for path in sys.argv[4:]:
    name = os.path.basename(path)
    nb = nbformat.read(path, as_version=4)
    started = time.monotonic()
    NotebookClient(nb, kernel_name=kernel_name, timeout=600, startup_timeout=60, allow_errors=True,
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
            if "image/png" in data:
                pngs += 1
            if "baolab-board" in data.get("image/svg+xml", ""):
                boards += 1
            images += int("image/png" in data or "image/svg+xml" in data)
        if "Charts." in cell.source and images == 0:
            chartless.append("cell %d: %s" % (index, cell.source.splitlines()[0]))
    nbformat.write(nb, os.path.join(out_dir, name))
    html, _ = HTMLExporter().from_notebook_node(nb)
    with open(os.path.join(out_dir, name.replace(".ipynb", ".html")), "w", encoding="utf-8") as f:
        f.write(html)
    results[name] = {"seconds": seconds, "errors": errors, "chartCellsWithoutImage": chartless,
                     "boards": boards, "pngImages": pngs}
    print("%s: %.1f s, %d boards, %d PNG images, %d errors" % (name, seconds, boards, pngs, len(errors)), flush=True)

with open(result_path, "w") as f:
    json.dump(results, f, indent=1)
