package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The live board, the rule explorer and the lap-by-lap animation as a user meets them, in a live JupyterLab 4 and a
 * live Notebook 7: a notebook opened in headless Chromium, its cells run from the page; the board is clicked with the
 * mouse (DevTools input events at a hole's place on the screen, the hole found by its {@code data-hole}), a slider
 * of the explorer dragged with the mouse, the kernel interrupted as Kernel > Interrupt does, and later cells read
 * the match in the kernel. Then the notebook is saved: its file holds the board's last position and the explorer's
 * finished dashboard (the kernel updates their outputs as they change); exported to HTML (nbconvert) and opened
 * without a server, the live board is the last position as a picture, the animation still plays.
 * Screenshots: {@code target/notebook-screenshots/live-FRONTEND-*.png}.
 */
@ParameterizedClass
@EnumSource(NotebookServer.FrontEnd.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LiveBoardIT {

    private static final Path SCREENSHOTS = Path.of("target", "notebook-screenshots");
    /** How long a click, a cell or an agent's reply may take on a loaded machine. */
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String NOTEBOOK = "live.ipynb";
    private static final List<String> CELLS = List.of(
            "Match m = Games.baoKingulu().newMatch();\nm.interactive()",
            "m.history().size()",
            "m.lastMove().animate()",
            "m.lastMove().laps()",
            "Explorer x = Games.baoKingulu().explore();\nx",
            "x.rules().get(\"kuwekaCount\")");
    private static final String BOARD = "document.querySelector('.baolab-live')";

    @TempDir
    static Path work;
    private static JupyterFixture jupyter;
    private static NotebookServer server;
    private static HeadlessChromium chromium;
    private static NotebookPage page;
    private static Path served;

    @Parameter
    NotebookServer.FrontEnd frontEnd;

    @BeforeParameterizedClassInvocation
    static void open(NotebookServer.FrontEnd frontEnd) throws Exception {
        Path home = Files.createDirectories(work.resolve(frontEnd.name().toLowerCase()));
        jupyter = new JupyterFixture(home);
        served = Files.createDirectories(home.resolve("notebooks"));
        Files.writeString(served.resolve(NOTEBOOK), notebook(CELLS));
        server = new NotebookServer(jupyter, frontEnd, home, served);
        chromium = new HeadlessChromium(home, 1200, 1600);
        page = new NotebookPage(chromium, server, WAIT);
        Files.createDirectories(SCREENSHOTS);
        System.out.println("live board in " + frontEnd + ": opening " + NOTEBOOK);
        page.open(NOTEBOOK, true);
    }

    @AfterParameterizedClassInvocation
    static void close(NotebookServer.FrontEnd frontEnd) throws Exception {
        if (chromium != null) {
            chromium.close();
        }
        if (server != null) {
            server.close();
        }
        System.out.println("live board in " + frontEnd + ": done");
    }

    /** A notebook of these code cells for the test kernel, with no outputs, as nbformat 4 JSON. */
    static String notebook(List<String> sources) {
        JsonArray cells = new JsonArray();
        for (String source : sources) {
            JsonObject cell = new JsonObject();
            cell.addProperty("cell_type", "code");
            cell.addProperty("id", "cell-" + cells.size());
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
        page.run(0);
        page.waitFor(BOARD + ".getAttribute('data-live') === 'live' && " + BOARD + ".querySelector('[data-hole]')",
                WAIT, "the live board to be drawn");
        String before = svg();
        assertTrue(before.contains("ply 0"), before);
        assertEquals("hidden", chromium.evaluate("(p => p && p.offsetParent === null ? 'hidden' : String(p))("
                + "document.querySelector('.jp-Cell [class^=\"baolab-static-\"]'))"),
                "the kernel's picture of the board, for exports, is hidden where the board runs");
        page.click("[data-hole=\"c1\"]");
        page.waitFor("!" + BOARD + ".querySelector('svg title').textContent.includes('ply 0')", WAIT,
                "the board to show the move c1");
        String after = svg();
        assertNotEquals(before, after);
        assertTrue(after.contains("ply 1") && after.contains("NORTH to move"), after);
        assertEquals("", message());
        assertEquals("1", page.run(1));
        shot("after-c1");
    }

    @Test
    @Order(2)
    void illegalClickShowsWhyAndChangesNothing() throws Exception {
        String before = svg();
        page.click("[data-hole=\"a1\"]");
        page.waitFor(BOARD + ".querySelector('.baolab-live-message').textContent.includes('rule')", WAIT,
                "the board to say why a1 is illegal");
        assertEquals("a1 is not legal for NORTH: it is in SOUTH's row; NORTH plays from row 2 (rule K2)", message());
        assertEquals(before, svg());
        assertEquals("1", page.run(1));
        shot("illegal");
    }

    @Test
    @Order(3)
    void agentRepliesAndUndoTakesItBack() throws Exception {
        chooseAgent("greedy");
        page.click(".baolab-reply");
        page.waitFor(BOARD + ".querySelector('svg title').textContent.includes('ply 2')", WAIT,
                "the agent's reply on the board");
        assertEquals("2", page.run(1));
        page.click(".baolab-undo");
        page.waitFor(BOARD + ".querySelector('svg title').textContent.includes('ply 1')", WAIT,
                "Undo to take the reply back");
        assertEquals("1", page.run(1));
    }

    @Test
    @Order(4)
    void interruptStopsALongReplyAndKeepsTheMatch() throws Exception {
        chooseAgent("mcts");
        chromium.evaluate("(n => { n.value = n.max; n.dispatchEvent(new Event('input', {bubbles: true}));"
                + " n.dispatchEvent(new Event('change', {bubbles: true})); return n.value; })(" + BOARD
                + ".querySelector('.baolab-agent-number'))");
        page.click(".baolab-reply");
        page.waitFor(BOARD + ".querySelector('.baolab-stop').style.display !== 'none'", WAIT,
                "the board to show that the agent is thinking");
        shot("thinking");
        page.interrupt();
        page.waitFor(BOARD + ".querySelector('.baolab-stop').style.display === 'none'", Duration.ofSeconds(10),
                "the reply to stop after Kernel > Interrupt");
        assertTrue(svg().contains("ply 1"), "the match keeps its move: " + svg());
        assertEquals("1", page.run(1));
        shot("interrupted");
    }

    @Test
    @Order(5)
    void theAnimationHasALapStepPerLap() throws Exception {
        page.run(2);
        page.waitFor("document.querySelector('.baolab-animation')?.getAttribute('data-playing') === 'paused'", WAIT,
                "the animation to be ready");
        String laps = page.run(3);
        assertEquals(laps, chromium.evaluate("String(document.querySelectorAll('.baolab-animation [data-lap]')"
                + ".length)"));
        assertEquals("5", laps);
        page.click(".baolab-animation .baolab-step");
        page.waitFor("document.querySelector('.baolab-animation').getAttribute('data-frame') === '1'", WAIT,
                "the animation's first step");
        assertTrue(chromium.evaluate("document.querySelector('.baolab-animation-caption').textContent")
                .startsWith("lap 1: lifted 4 from c1"));
        page.click(".baolab-animation .baolab-next-lap");
        assertTrue(chromium.evaluate("document.querySelector('.baolab-animation-caption').textContent")
                .startsWith("lap 2, relay: lifted 5 from f2"));
        shot("animation");
    }

    @Test
    @Order(6)
    void movingASliderOfTheExplorerChangesTheDashboard() throws Exception {
        page.run(4);
        // the live widget's dashboard (the kernel's picture of it, for exports, is hidden on the page)
        String dashboard = "document.querySelector('.widget-html .baolab-dashboard')";
        page.waitFor(dashboard + ".textContent.includes('2,000')", Duration.ofSeconds(120),
                "the explorer's first batch of 2,000 games");
        String before = chromium.evaluate(dashboard + ".textContent");
        dragSlider("kuwekaCount", 4, 1, 20);
        page.waitFor(dashboard + ".textContent !== " + new Gson().toJson(before) + " && " + dashboard
                + ".textContent.includes('2,000')", Duration.ofSeconds(120),
                "the dashboard to show a new batch of 2,000 games after the kuwekaCount slider moved");
        assertNotEquals(before, chromium.evaluate(dashboard + ".textContent"));
        assertEquals("4", page.run(5), "the slider moved kuweka's count from 3 to 4");
        shot("explorer");
    }

    @Test
    @Order(7)
    void theSavedNotebookAndItsExportShowTheLastBoardAndTheFinishedDashboard() throws Exception {
        // the kernel updates an output at most a quarter of a second after its widget changed, and the explorer's
        // again as its batch goes on: the first update after the change may show the batch under way
        page.waitFor(saved(0, "text/plain") + ".includes('last move: SOUTH c1') && " + saved(4, "text/plain")
                + ".includes('kuwekaCount=4') && " + saved(4, "text/html") + ".includes(': done in')",
                WAIT, "the page's outputs of the board and the explorer to be updated by the kernel");
        page.save();
        JsonArray cells = JsonParser.parseString(Files.readString(served.resolve(NOTEBOOK))).getAsJsonObject()
                .getAsJsonArray("cells");
        JsonObject board = output(cells, 0, 0);
        assertEquals("display_data", board.get("output_type").getAsString());
        assertTrue(output(cells, 0, 1).getAsJsonObject("data").has("application/vnd.jupyter.widget-view+json"),
                "the board's widget follows its picture");
        String boardText = text(board, "text/plain");
        assertTrue(boardText.contains("ply 1") && boardText.contains("last move: SOUTH c1"),
                "the saved board is the position after c1, not the one when the cell ran: " + boardText);
        assertTrue(text(board, "text/html").contains("alt=\"Bao Kingulu · ply 1 "), text(board, "text/html"));
        JsonObject explorer = output(cells, 4, 0);
        assertTrue(text(explorer, "text/plain").contains("kuwekaCount=4"), text(explorer, "text/plain"));
        String dashboard = text(explorer, "text/html");
        assertTrue(dashboard.contains(": done in") && dashboard.contains(">2,000<") && !dashboard.contains("/ 2,000"),
                "the saved dashboard is the finished batch of 2,000 games of kuwekaCount 4: " + dashboard);

        String picture = exportedBoard();
        shot("export");
        assertEquals("5", chromium.evaluate("String(document.querySelectorAll('.baolab-animation [data-lap]').length)"));
        assertTrue(picture.startsWith("Bao Kingulu · ply 1 ") && picture.contains("last move: SOUTH c1"),
                "the export's first output is the board after c1: " + picture);
        String exported = chromium.evaluate("Array.from(document.querySelectorAll('.baolab-progress'))"
                + ".map(p => p.textContent).join(' | ')");
        assertTrue(exported.contains("done in") && !exported.contains("/ 2,000"),
                "the export's dashboard is the finished batch: " + exported);
    }

    /** One type of a cell's first output in the page's notebook model, as a JavaScript expression. */
    private static String saved(int cell, String type) {
        return "(o => o && o.data ? [].concat(o.data['" + type + "'] || []).join('') : '')(" + page.panel()
                + ".content.widgets[" + cell + "].model.outputs.toJSON()[0])";
    }

    private static JsonObject output(JsonArray cells, int cell, int output) {
        return cells.get(cell).getAsJsonObject().getAsJsonArray("outputs").get(output).getAsJsonObject();
    }

    /** One type of an output's data; nbformat writes text as a string or a list of lines. */
    private static String text(JsonObject output, String type) {
        var value = output.getAsJsonObject("data").get(type);
        if (value == null) {
            return "";
        }
        if (!value.isJsonArray()) {
            return value.getAsString();
        }
        StringBuilder text = new StringBuilder();
        value.getAsJsonArray().forEach(line -> text.append(line.getAsString()));
        return text.toString();
    }

    /**
     * Exports the saved notebook to HTML with nbconvert and opens the page without a server; returns the board
     * picture of its first output, as its text (the picture's alt), or "no picture".
     */
    private static String exportedBoard() throws Exception {
        jupyter.run(jupyter.python(List.of("-m", "nbconvert", "--to", "html", served.resolve(NOTEBOOK).toString())),
                120);
        chromium.open(served.resolve("live.html").toUri().toString(), "document.readyState === 'complete'", WAIT);
        return chromium.evaluate("(i => i && i.naturalWidth > 0 ? i.alt : 'no picture')("
                + "document.querySelector('.jp-Cell .jp-OutputArea-output img'))");
    }

    /**
     * Drags the handle of the slider labelled {@code label} (from {@code min} to {@code max}) with the mouse to where
     * {@code value} lies on its track, as a user does.
     */
    private static void dragSlider(String label, int value, int min, int max) throws Exception {
        String at = chromium.evaluate("(s => { s.scrollIntoView({block: 'center'});"
                + " const track = s.querySelector('.noUi-target').getBoundingClientRect();"
                + " const handle = s.querySelector('.noUi-handle').getBoundingClientRect();"
                + " return JSON.stringify({x: handle.left + handle.width / 2, y: handle.top + handle.height / 2,"
                + " to: track.left + track.width * " + (value - min) + " / " + (max - min) + "}); })("
                + "Array.from(document.querySelectorAll('.widget-slider')).find(s =>"
                + " s.querySelector('.widget-label')?.textContent === " + new Gson().toJson(label) + "))");
        JsonObject drag = JsonParser.parseString(at).getAsJsonObject();
        double x = drag.get("x").getAsDouble();
        double y = drag.get("y").getAsDouble();
        double to = drag.get("to").getAsDouble();
        chromium.call("Input.dispatchMouseEvent", Map.of("type", "mouseMoved", "x", x, "y", y));
        chromium.call("Input.dispatchMouseEvent", Map.of("type", "mousePressed", "x", x, "y", y, "button", "left",
                "clickCount", 1));
        for (int step = 1; step <= 5; step++) {
            chromium.call("Input.dispatchMouseEvent", Map.of("type", "mouseMoved", "x", x + (to - x) * step / 5,
                    "y", y, "button", "left", "buttons", 1));
        }
        chromium.call("Input.dispatchMouseEvent", Map.of("type", "mouseReleased", "x", to, "y", y, "button", "left",
                "clickCount", 1));
    }

    private void chooseAgent(String agent) throws Exception {
        chromium.evaluate("(s => { s.value = '" + agent + "'; s.dispatchEvent(new Event('change', {bubbles: true}));"
                + " return s.value; })(" + BOARD + ".querySelector('.baolab-agent'))");
    }

    private static String svg() throws Exception {
        return chromium.evaluate(BOARD + ".querySelector('.baolab-live-svg').innerHTML");
    }

    private static String message() throws Exception {
        return chromium.evaluate(BOARD + ".querySelector('.baolab-live-message').textContent");
    }

    private void shot(String name) throws Exception {
        Files.write(SCREENSHOTS.resolve("live-" + frontEnd.name().toLowerCase() + "-" + name + ".png"),
                chromium.screenshot());
    }
}
