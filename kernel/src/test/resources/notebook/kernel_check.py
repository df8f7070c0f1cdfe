"""Drives the Bao Lab kernel through Jupyter's own client libraries and writes what came back as JSON.

Usage: kernel_check.py KERNEL_NAME NOTEBOOK RESULT_JSON EXTRA_JAR EXTRA_DIR

1. Executes the test notebook with nbclient (as `jupyter nbconvert --execute` does), errors allowed, after putting
   the paths of the extra jar and class directory into its cells.
2. Starts a second kernel with jupyter_client and asks it for the things a notebook front end does besides running
   cells: time to the first cell's answer, completion, inspection (Javadoc), the kernel's magics, interrupts, and a
   message signed with a wrong key.
The JUnit test that runs this script checks the results.
"""
import json
import os
import queue
import sys
import time

import nbformat
from jupyter_client.manager import KernelManager
from jupyter_client.session import Session
from nbclient import NotebookClient

kernel_name, notebook_path, result_path, extra_jar, extra_dir = sys.argv[1:6]
results = {}

# 1. the notebook
nb = nbformat.read(notebook_path, as_version=4)
for cell in nb.cells:
    cell.source = cell.source.replace("{EXTRA_JAR}", extra_jar).replace("{EXTRA_DIR}", extra_dir)
NotebookClient(nb, kernel_name=kernel_name, timeout=120, startup_timeout=60, allow_errors=True).execute()
results["cells"] = {cell.metadata["check"]: cell.outputs for cell in nb.cells if "check" in cell.metadata}


# 2. a kernel driven message by message
def execute(client, code, timeout=60):
    """Runs code; returns the reply content and the IOPub outputs it caused."""
    outputs = []
    reply = client.execute_interactive(code, timeout=timeout, output_hook=lambda m: outputs.append(
        {"type": m["msg_type"], "content": m["content"]}))
    return {"reply": reply["content"], "outputs": outputs}


def interrupt(manager, client, code, wait):
    """Starts a cell, interrupts it after `wait` seconds, returns its reply and how long it took to stop."""
    msg_id = client.execute(code)
    time.sleep(wait)
    asked = time.monotonic()
    manager.interrupt_kernel()
    while True:
        reply = client.get_shell_msg(timeout=60)
        if reply["parent_header"].get("msg_id") == msg_id:
            return {"reply": reply["content"], "secondsToStop": time.monotonic() - asked}


manager = KernelManager(kernel_name=kernel_name)
started = time.monotonic()
manager.start_kernel()
client = manager.client()
client.start_channels()
try:
    client.wait_for_ready(timeout=60)
    results["firstCell"] = execute(client, "Games.baoKingulu().newMatch()")
    results["firstCellSeconds"] = time.monotonic() - started

    results["complete"] = client.complete("Games.", 6, reply=True, timeout=30)["content"]
    code = "Games.baoKingulu()"
    results["inspect"] = client.inspect(code, len(code) - 3, reply=True, timeout=30)["content"]
    for name, code in (("inspectPlay", "Games.baoKingulu().newMatch().play("), ("inspectSummary", "Stats.summary(")):
        results[name] = client.inspect(code, len(code), reply=True, timeout=30)["content"]

    results["lsmagic"] = execute(client, "%lsmagic")
    results["time"] = execute(client, '%%time\nSystem.out.println("before");\n"timed"')
    load_file = os.path.join(os.path.dirname(os.path.abspath(result_path)), "setup.jsh")
    with open(load_file, "w") as f:
        f.write("int loaded = 21;\nint loadedTwice() { return 2 * loaded; }\n")
    results["load"] = execute(client, "%load " + load_file + "\nloadedTwice()")
    results["printf"] = execute(client, 'System.out.printf("%d apples%n", 3)')

    execute(client, "int kept = 7;")
    results["interruptBusy"] = interrupt(manager, client, "long n = 0;\nwhile (true) { n++; }", 2)
    results["afterBusy"] = execute(client, "kept + 1")
    results["interruptSleep"] = interrupt(manager, client, "Thread.sleep(120_000);", 2)
    results["afterSleep"] = execute(client, "kept + 2")

    forger = Session(key=b"not-the-connection-key", username="forger")
    forged = forger.send(client.shell_channel.socket, "execute_request",
                         {"code": "int forged = 1;", "silent": False, "store_history": True,
                          "user_expressions": {}, "allow_stdin": False, "stop_on_error": True})
    try:
        answer = client.get_shell_msg(timeout=5)
        results["forgedReply"] = answer["parent_header"].get("msg_id") == forged["header"]["msg_id"]
    except queue.Empty:
        results["forgedReply"] = False
    results["afterForged"] = execute(client, "forged")
    results["stillAnswering"] = execute(client, "kept * 6")
finally:
    client.stop_channels()
    manager.shutdown_kernel(now=True)

with open(result_path, "w") as out:
    json.dump(results, out, indent=1)
