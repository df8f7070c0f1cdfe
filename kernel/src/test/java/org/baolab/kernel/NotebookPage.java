package org.baolab.kernel;

import com.google.gson.Gson;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A notebook open in a live JupyterLab 4 or Notebook 7 page in headless Chromium, read and driven through the
 * application the page exposes ({@code window.jupyterapp}): its notebook panel, cells run as Shift-Enter runs them,
 * the kernel interrupted as Kernel > Interrupt does, the notebook saved, and screenshots of the whole notebook,
 * scrolled a window at a time. Every wait is bounded and fails saying what it waited for.
 */
final class NotebookPage {

    /**
     * The outputs a cell's area draws, as a JavaScript function of the cell: one area per output, in order, except
     * that past JupyterLab's limit of outputs per cell the rest are folded into one last area ("Show more
     * outputs"); null while the areas are not all there.
     */
    static final String DRAWN_OUTPUTS = """
            (c => {
              const widgets = c.outputArea.widgets, outputs = c.outputArea.model.length;
              const folded = widgets.length > 0 && widgets.length < outputs
                && widgets[widgets.length - 1].node.querySelector('.jp-TrimmedOutputs');
              if (widgets.length !== outputs && !folded) return null;
              return widgets.slice(0, folded ? widgets.length - 1 : outputs)
                .map((w, n) => ({data: c.outputArea.model.get(n).data, node: w.node}));
            })""";
    /**
     * Every output of the panel {@code p} is drawn: each cell's outputs have their areas, none is empty, every image
     * has loaded, and every output that carries a picture (a PNG or an SVG) shows one, except widget views, which
     * draw themselves their own way.
     */
    private static final String DRAWN = """
            (p => p && p.context.isReady && p.content.widgets.length === p.model.cells.length
              && p.content.widgets.every(c => c.model.type !== 'code' || (drawn => drawn && drawn.every(o => {
                    const shown = o.node.querySelector('.jp-OutputArea-output');
                    return shown && (shown.childElementCount > 0 || shown.textContent)
                      && (o.data['application/vnd.jupyter.widget-view+json']
                          || !(o.data['image/png'] || o.data['image/svg+xml']) || shown.querySelector('img, svg'));
                  }))(%s(c)))
              && Array.from(document.images).every(i => i.complete))""".formatted(DRAWN_OUTPUTS);
    private static final Duration OPEN = Duration.ofSeconds(120);
    private static final int MOST_SHOTS = 12;

    private final HeadlessChromium chromium;
    private final NotebookServer server;
    private final Duration cellLimit;
    private String name;

    /** A page of {@code server} in {@code chromium}; each cell run waits at most {@code cellLimit}. */
    NotebookPage(HeadlessChromium chromium, NotebookServer server, Duration cellLimit) {
        this.chromium = chromium;
        this.server = server;
        this.cellLimit = cellLimit;
    }

    /**
     * The notebook panel of the open notebook, as a JavaScript expression. (JupyterLab restores the panels of the
     * notebooks opened before in the page, so the panel is found by its file.)
     */
    String panel() {
        return "Array.from(window.jupyterapp?.shell.widgets('main') || []).find(w => w.context?.path === "
                + new Gson().toJson(name) + ")";
    }

    /** The page has loaded the notebook and drawn every output of every cell. */
    String drawn() {
        return DRAWN + "(" + panel() + ")";
    }

    /** The notebook's kernel is connected and waits for requests. */
    String kernelIdle() {
        return "(k => k && k.connectionStatus === 'connected' && k.status === 'idle')(" + panel()
                + ".sessionContext.session?.kernel)";
    }

    /** Opens a notebook of the served folder and waits until it is drawn and, if asked, its kernel is idle. */
    void open(String name, boolean kernel) throws Exception {
        this.name = name;
        try {
            chromium.open(server.notebook(name), drawn() + (kernel ? " && " + kernelIdle() : ""), OPEN);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\nserver log:\n" + server.log(), e);
        }
    }

    /** Runs a cell as Shift-Enter does and returns its value as text once the kernel is done with it. */
    String run(int cell) throws Exception {
        start(cell);
        chromium.waitFor("window.__baolabRuns[" + cell + "] !== undefined", cellLimit, "cell " + cell + " to run");
        return output(cell);
    }

    /** Starts running a cell as Shift-Enter does, without waiting for it. */
    void start(int cell) throws Exception {
        chromium.evaluate("(p => { window.__baolabRuns = window.__baolabRuns || {}; delete window.__baolabRuns["
                + cell + "]; jupyterapp.shell.activateById(p.id); p.content.activeCellIndex = " + cell + ";"
                + " jupyterapp.commands.execute('notebook:run-cell').then(ok => window.__baolabRuns[" + cell
                + "] = String(ok)); return 'started'; })(" + panel() + ")");
    }

    /** Waits until the cell started by {@link #start} has ended; returns its value as text. */
    String finished(int cell, Duration limit) throws Exception {
        chromium.waitFor("window.__baolabRuns[" + cell + "] !== undefined", limit, "cell " + cell + " to end");
        return output(cell);
    }

    /** The cell's value (text/plain) if it has one, else its first output as its type and text. */
    String output(int cell) throws Exception {
        return chromium.evaluate("(outputs => { const o = outputs.find(o => o.output_type === 'execute_result')"
                + " || outputs[0]; if (!o) return ''; const text = v => Array.isArray(v) ? v.join('') : v;"
                + " return o.data ? text(o.data['text/plain']) : o.output_type + ': ' + (text(o.text) || o.evalue);"
                + " })(" + panel() + ".content.widgets[" + cell + "].model.outputs.toJSON())");
    }

    /** Interrupts the notebook's kernel, as Kernel > Interrupt does. */
    void interrupt() throws Exception {
        chromium.evaluate("(p => { jupyterapp.shell.activateById(p.id);"
                + " jupyterapp.commands.execute('notebook:interrupt-kernel'); return 'asked'; })(" + panel() + ")");
    }

    /** Saves the notebook, as File > Save does, and waits until the file is written. */
    void save() throws Exception {
        chromium.evaluate("(p => { p.context.save(); return 'saving'; })(" + panel() + ")");
        chromium.waitFor("!" + panel() + ".context.model.dirty", OPEN, "the notebook to be saved");
    }

    /** Waits until {@code condition} holds in the page, or fails after {@code limit} saying {@code what}. */
    void waitFor(String condition, Duration limit, String what) throws Exception {
        chromium.waitFor(condition, limit, what);
    }

    /**
     * Screenshots of the notebook from its top, a window at a time ({@code prefix-1.png}, {@code prefix-2.png}...,
     * at most {@value #MOST_SHOTS}), in {@code folder}; returns how many. The notebook's height is read again after
     * each scroll, since cells coming into view are measured anew.
     */
    int screenshots(Path folder, String prefix) throws Exception {
        Files.createDirectories(folder);
        try (DirectoryStream<Path> old = Files.newDirectoryStream(folder, prefix + "-*.png")) {
            for (Path shot : old) {
                Files.delete(shot); // a notebook that got shorter leaves no screenshots of an older run
            }
        }
        String scroller = panel() + ".content.outerNode";
        int shots = 0;
        boolean more = true;
        while (more && shots < MOST_SHOTS) {
            chromium.evaluate("(s => { s.scrollTop = " + shots + " * s.clientHeight; return 'scrolled'; })("
                    + scroller + ")");
            chromium.waitFor(drawn(), OPEN, "the notebook's outputs to be drawn after scrolling");
            Thread.sleep(300); // cells that come into view are painted on the next frames
            Files.write(folder.resolve(prefix + "-" + ++shots + ".png"), chromium.screenshot());
            more = "true".equals(chromium.evaluate("(s => String(s.scrollTop + s.clientHeight < s.scrollHeight - 1))("
                    + scroller + ")"));
        }
        chromium.evaluate("(s => { s.scrollTop = 0; return 'top'; })(" + scroller + ")");
        return shots;
    }

    /** The value of a JavaScript expression in the page, as a string. */
    String evaluate(String expression) throws Exception {
        return chromium.evaluate(expression);
    }

    /** Clicks the middle of the first element that matches the CSS selector, as a user does with the mouse. */
    void click(String selector) throws Exception {
        chromium.click(selector);
    }
}
