"""Drives the Bao Lab kernel through Jupyter's own client libraries and writes what came back as JSON.

Usage: kernel_check.py KERNEL_NAME NOTEBOOK RESULT_JSON EXTRA_JAR EXTRA_DIR

1. Executes the test notebook with nbclient (as `jupyter nbconvert --execute` does), errors allowed, after putting
   the paths of the extra jar and class directory into its cells.
2. Starts a second kernel with jupyter_client and asks it for the things a notebook front end does besides running
   cells: time to the first cell's answer, completion, inspection (Javadoc), the kernel's magics, interrupts, and a
   message signed with a wrong key.
3. Then, on the same kernel, what must never be lost: interrupted runs (a simulation, a sweep, a summary) keep the
   games they finished; 100,000 printed lines arrive whole; output past the cap is cut with a line; System.exit,
   truncated and replayed messages, a background thread's output and System.in change nothing else.
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


def execute_raw(client, code, timeout=30, allow_stdin=False):
    """Runs code without answering input requests; returns the reply content, or None if none came in time."""
    msg_id = client.execute(code, allow_stdin=allow_stdin)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            reply = client.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
        except queue.Empty:
            break
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply["content"]
    return None


def drain_iopub(client):
    """Forgets what the kernel published so far."""
    while True:
        try:
            client.get_iopub_msg(timeout=0.2)
        except queue.Empty:
            return


log_path = os.path.join(os.path.dirname(result_path), "kernel.log")
kernel_log = open(log_path, "w")
manager = KernelManager(kernel_name=kernel_name)
started = time.monotonic()
manager.start_kernel(stdout=kernel_log, stderr=kernel_log)
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

    # 3. nothing lost: each check is recorded on its own, so that one that fails leaves the others to run
    def check(name, run):
        try:
            results[name] = run()
        except Exception as e:  # noqa: BLE001 - the JUnit test reports it
            results[name] = {"failed": repr(e)}

    def interrupted_run(run, then):
        drain_iopub(client)
        stopped = interrupt(manager, client, run, 2)
        bar, traceback = None, None
        while True:  # the progress bar's last state, and the error shown
            try:
                m = client.get_iopub_msg(timeout=1)
            except queue.Empty:
                break
            if m["msg_type"] in ("display_data", "update_display_data"):
                bar = m["content"]["data"].get("text/plain", "")
            elif m["msg_type"] == "error":
                traceback = m["content"]["traceback"]
        return {"stopped": stopped, "bar": bar, "traceback": traceback, "after": execute(client, then),
                "kept": execute(client, "kept")}

    check("runSimulation", lambda: interrupted_run(
        "Table sim = Simulation.of(Games.baoKingulu()).games(10_000_000).seed(1).run();",
        "sim.name() + \" \" + sim.rowCount()"))
    check("runSweep", lambda: interrupted_run(
        "Results sweep = Sweep.of(Games.baoKingulu()).vary(\"seedsPerPit\", 2, 3).games(5_000_000).seed(1).run();",
        "sweep.games().name() + \" \" + sweep.games().rowCount()"))
    check("runSummary", lambda: interrupted_run(
        "Table summary = Simulation.of(Games.baoKingulu()).games(10_000_000).seed(1).summary();",
        "summary.name() + \" \" + summary.longColumn(\"games\").get(0)"))
    check("runSolve", lambda: interrupted_run(
        "Solution big = Solver.of(Games.kimasaiFourRows().with(\"holesPerRow\", 7)).solve();", "kept"))
    check("interruptPrinting", lambda: interrupt(
        manager, client, "long i = 0;\nwhile (true) { System.out.println(i++); }", 2))
    drain_iopub(client)

    def lines():
        done = execute(client, "for (int i = 0; i < 100_000; i++) { System.out.println(\"line \" + i); }",
                       timeout=60)
        text = "".join(o["content"]["text"] for o in done["outputs"] if o["type"] == "stream")
        return {"status": done["reply"]["status"], "messages": len(done["outputs"]),
                "whole": text == "".join("line %d\n" % i for i in range(100_000))}
    check("lines", lines)

    def capped():
        done = execute(client, "String kb = \"x\".repeat(1023);\n"
                               "for (int i = 0; i < 11 * 1024; i++) { System.out.println(kb); }", timeout=60)
        streams = [o["content"] for o in done["outputs"] if o["type"] == "stream"]
        return {"status": done["reply"]["status"],
                "stdout": sum(len(o["text"]) for o in streams if o["name"] == "stdout"),
                "stderr": "".join(o["text"] for o in streams if o["name"] == "stderr")}
    check("capped", capped)

    check("exit", lambda: execute(client, "System.exit(1);", timeout=20))
    check("afterExit", lambda: execute(client, "kept + 3", timeout=20))

    # truncated or malformed unsigned messages, each followed by a valid request that must be answered
    socket = client.shell_channel.socket
    shapes = {"delimiter only": [b"<IDS|MSG>"],
              "no signature or header": [b"<IDS|MSG>", b""],
              "header only": [b"<IDS|MSG>", b"", b'{"msg_type": "execute_request"}'],
              "one part short": [b"<IDS|MSG>", b"", b"{}", b"{}", b"{}"],
              "no delimiter": [b"garbage"],
              "not JSON, signed": None}

    def malformed():
        answered = {}
        for name, frames in shapes.items():
            if frames is None:  # correctly signed, but the header is no JSON
                parts = [b"not json", b"{}", b"{}", b"{}"]
                frames = [b"<IDS|MSG>", client.session.sign(parts)] + parts
            socket.send_multipart(frames)
            answer = execute_raw(client, "kept + 4", timeout=10)
            answered[name] = answer is not None and answer["status"] == "ok"
        return answered
    check("malformed", malformed)

    def replay():
        execute(client, "int replayed = 0;")
        message = client.session.msg("execute_request", {
            "code": "replayed++;", "silent": False, "store_history": True, "user_expressions": {},
            "allow_stdin": False, "stop_on_error": True})
        client.session.send(socket, message)
        client.session.send(socket, message)
        answers = 0
        try:
            while True:
                if client.get_shell_msg(timeout=3)["parent_header"].get("msg_id") == message["header"]["msg_id"]:
                    answers += 1
        except queue.Empty:
            pass
        return {"answers": answers, "replayed": execute(client, "replayed")}
    check("replay", replay)

    def background():
        execute(client, "Thread background = new Thread(() -> {\n"
                        "    try { Thread.sleep(1500); } catch (InterruptedException e) { }\n"
                        "    System.out.println(\"printed by a thread of an earlier cell\");\n"
                        "});\nbackground.start();")
        return execute(client, "Thread.sleep(3000);\nbackground.isAlive()")
    check("background", background)

    check("stdin", lambda: {"reply": execute_raw(client, "new java.util.Scanner(System.in).nextLine()", timeout=20,
                                                 allow_stdin=True)})
    check("afterStdin", lambda: execute(client, "kept + 5"))
finally:
    client.stop_channels()
    manager.shutdown_kernel(now=True)
    kernel_log.close()
with open(log_path) as log:
    results["kernelLog"] = log.read()

with open(result_path, "w") as out:
    json.dump(results, out, indent=1)
