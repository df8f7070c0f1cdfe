package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live board and the lap-by-lap animation as a user meets them: a notebook in a live Jupyter Notebook server,
 * opened in headless Chromium, its cells run from the page; the board is clicked with the mouse (DevTools input
 * events at a hole's place on the screen, the hole found by its {@code data-hole}), and later cells read the match
 * in the kernel. Then the saved notebook is exported to HTML and opened without a server: the live board is the last
 * position as a picture, the animation still plays. Screenshots: {@code target/notebook-screenshots/live-*.png}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LiveBoardIT {

    private static final Path SCREENSHOTS = Path.of("target", "notebook-screenshots");
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String NOTEBOOK = "live.ipynb";
    private static final List<String> CELLS = List.of(
            "Match m = Games.baoKingulu().newMatch();\nm.interactive()",
            "m.history().size()",
            "m.lastMove().animate()",
            "m.lastMove().laps()");
    private static final String BOARD = "document.querySelector('.baolab-live')";

    @TempDir
    static Path work;
    private static JupyterFixture jupyter;
    private static NotebookServer server;
    private static HeadlessChromium chromium;
    private static Path served;

    @BeforeAll
    static void open() throws Exception {
        jupyter = new JupyterFixture(work);
        served = Files.createDirectories(work.resolve("notebooks"));
        Files.writeString(served.resolve(NOTEBOOK), notebook());
        server = new NotebookServer(jupyter, work, served);
        chromium = new HeadlessChromium(work, 1200, 1600);
        Files.createDirectories(SCREENSHOTS);
        chromium.open(server.notebook(NOTEBOOK), "window.Jupyter && Jupyter.notebook && Jupyter.notebook._fully_loaded"
                + " && Jupyter.notebook.kernel && Jupyter.notebook.kernel.is_connected()", WAIT);
    }

    @AfterAll
    static void close() throws Exception {
        if (chromium != null) {
            chromium.close();
        }
        if (server != null) {
            server.close();
        }
    }

    /** A notebook of the cells above, for the test kernel, with no outputs. */
    private static String notebook() {
        JsonArray cells = new JsonArray();
        for (String source : CELLS) {
            JsonObject cell = new JsonObject();
            cell.addProperty("cell_type", "code");
            cell.add("metadata", new JsonObject());
            cell.addProperty("source", source);
            cell.add("outputs", new JsonArray());
            cell.add("execution_count", null);
            cells.add(cell);
        }
        JsonObject kernel = new JsonObject();
        kernel.addProperty("name", JupyterFixture.KERNEL_NAME);
        kernel.addProperty("display_name", "Bao Lab (test)");
        kernel.addProperty("language", "java");
        JsonObject metadata = new JsonObject();
        metadata.add("kernelspec", kernel);
        JsonObject nb = new JsonObject();
        nb.add("cells", cells);
        nb.add("metadata", metadata);
        nb.addProperty("nbformat", 4);
        nb.addProperty("nbformat_minor", 5);
        return nb.toString();
    }

    @Test
    @Order(1)
    void clickPlaysOnTheMatchInTheKernel() throws Exception {
        run(0);
        waitFor(BOARD + "?.getAttribute('data-live') === 'live'");
        String before = svg();
        assertTrue(before.contains("ply 0"), before);
        click("[data-hole=\"c1\"]");
        waitFor("!" + BOARD + ".querySelector('svg title').textContent.includes('ply 0')");
        String after = svg();
        assertNotEquals(before, after);
        assertTrue(after.contains("ply 1") && after.contains("NORTH to move"), after);
        assertEquals("", message());
        assertEquals("1", run(1));
        shot("live-after-c1");
    }

    @Test
    @Order(2)
    void illegalClickShowsWhyAndChangesNothing() throws Exception {
        String before = svg();
        click("[data-hole=\"a1\"]");
        waitFor(BOARD + ".querySelector('.baolab-live-message').textContent.includes('rule')");
        assertEquals("a1 is not legal for NORTH: it is in SOUTH's row; NORTH plays from row 2 (rule K2)", message());
        assertEquals(before, svg());
        assertEquals("1", run(1));
        shot("live-illegal");
    }

    @Test
    @Order(3)
    void agentRepliesAndUndoTakesItBack() throws Exception {
        chromium.evaluate(BOARD + ".querySelector('.baolab-agent').value = 'greedy'");
        click(".baolab-reply");
        waitFor(BOARD + ".querySelector('svg title').textContent.includes('ply 2')");
        assertEquals("2", run(1));
        click(".baolab-undo");
        waitFor(BOARD + ".querySelector('svg title').textContent.includes('ply 1')");
        assertEquals("1", run(1));
    }

    @Test
    @Order(4)
    void theAnimationHasALapStepPerLap() throws Exception {
        run(2);
        waitFor("document.querySelector('.baolab-animation')?.getAttribute('data-playing') === 'paused'");
        String laps = run(3);
        assertEquals(laps, chromium.evaluate("String(document.querySelectorAll('.baolab-animation [data-lap]')"
                + ".length)"));
        assertEquals("5", laps);
        click(".baolab-animation .baolab-step");
        waitFor("document.querySelector('.baolab-animation').getAttribute('data-frame') === '1'");
        assertTrue(chromium.evaluate("document.querySelector('.baolab-animation-caption').textContent")
                .startsWith("lap 1: lifted 4 from c1"));
        click(".baolab-animation .baolab-next-lap");
        assertTrue(chromium.evaluate("document.querySelector('.baolab-animation-caption').textContent")
                .startsWith("lap 2, relay: lifted 5 from f2"));
        shot("live-animation");
    }

    @Test
    @Order(5)
    void theSavedNotebookKeepsTheLastPositionAndItsExportPlaysTheAnimation() throws Exception {
        chromium.evaluate("Jupyter.notebook.save_notebook() && 'saved'");
        waitFor("!Jupyter.notebook.dirty");
        JsonObject saved = JsonParser.parseString(Files.readString(served.resolve(NOTEBOOK))).getAsJsonObject();
        JsonObject live = saved.getAsJsonArray("cells").get(0).getAsJsonObject().getAsJsonArray("outputs").get(0)
                .getAsJsonObject().getAsJsonObject("data");
        assertTrue(live.get("text/plain").toString().contains("last move: SOUTH c1"), live.get("text/plain").toString());
        jupyter.run(jupyter.python(List.of("-m", "nbconvert", "--to", "html", served.resolve(NOTEBOOK).toString())), 120);
        Path page = served.resolve("live.html");
        chromium.open(page.toUri().toString(), "document.readyState === 'complete'", WAIT);
        assertEquals("5", chromium.evaluate("String(document.querySelectorAll('.baolab-animation [data-lap]').length)"));
        assertTrue(chromium.evaluate("document.querySelector('.baolab-live-note').textContent")
                .contains("classic Jupyter Notebook"));
        assertEquals("true", chromium.evaluate("String(document.querySelector('.baolab-live img').naturalWidth > 0)"));
        shot("live-export");
    }

    @Test
    @Order(6)
    void theBoardOfAReopenedNotebookIsLiveUntilItsKernelRestarts() throws Exception {
        String ready = "window.Jupyter && Jupyter.notebook && Jupyter.notebook._fully_loaded"
                + " && Jupyter.notebook.kernel && Jupyter.notebook.kernel.is_connected()";
        chromium.open(server.notebook(NOTEBOOK), ready, WAIT);
        assertEquals("true", chromium.evaluate("String(Jupyter.notebook.trusted)"), "saved after running: trusted");
        waitFor(BOARD + "?.getAttribute('data-live') === 'live'");   // the same kernel: the match is there
        assertTrue(svg().contains("ply 1"));
        server.restartKernels();
        chromium.open(server.notebook(NOTEBOOK), ready, WAIT);
        waitFor(BOARD + ".getAttribute('data-live') === 'gone'");
        assertTrue(chromium.evaluate(BOARD + ".querySelector('.baolab-live-note').textContent")
                .contains("run the cell again"));
        assertEquals("true", chromium.evaluate("String(" + BOARD + ".querySelector('img').naturalWidth > 0)"));
        shot("live-restarted");
    }

    /** Runs a cell from the page and returns its value as text, once the kernel is done with it. */
    private static String run(int cell) throws Exception {
        chromium.evaluate("Jupyter.notebook.get_cell(" + cell + ").output_area.clear_output(); "
                + "Jupyter.notebook.execute_cells([" + cell + "]); 'run'");
        waitFor("Jupyter.notebook.get_cell(" + cell + ").output_area.outputs.length > 0"
                + " && !Jupyter.notebook.get_cell(" + cell + ").element.hasClass('running')");
        return chromium.evaluate("(o => o.data ? o.data['text/plain'] : o.output_type + ': ' + (o.text || o.evalue))("
                + "Jupyter.notebook.get_cell(" + cell + ").output_area.outputs[0])");
    }

    /** Clicks the middle of the element with the mouse, as a user does. */
    private static void click(String selector) throws Exception {
        String box = chromium.evaluate("(() => { const e = document.querySelector('" + selector.replace("'", "\\'")
                + "'); e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
                + " return JSON.stringify({x: r.left + r.width / 2, y: r.top + r.height / 2}); })()");
        JsonObject at = JsonParser.parseString(box).getAsJsonObject();
        for (String type : new String[] {"mousePressed", "mouseReleased"}) {
            chromium.call("Input.dispatchMouseEvent", Map.of("type", type, "x", at.get("x").getAsDouble(),
                    "y", at.get("y").getAsDouble(), "button", "left", "clickCount", 1));
        }
    }

    private static String svg() throws Exception {
        return chromium.evaluate(BOARD + ".querySelector('.baolab-live-svg').innerHTML");
    }

    private static String message() throws Exception {
        return chromium.evaluate(BOARD + ".querySelector('.baolab-live-message').textContent");
    }

    private static void waitFor(String condition) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!"true".equals(chromium.evaluate("String(Boolean(" + condition + "))"))) {
            if (System.nanoTime() > deadline) {
                shot("live-failed");
                throw new AssertionError("not within " + WAIT.toSeconds() + " s: " + condition);
            }
            Thread.sleep(100);
        }
    }

    private static void shot(String name) throws Exception {
        Files.write(SCREENSHOTS.resolve(name + ".png"), chromium.screenshot());
    }
}
