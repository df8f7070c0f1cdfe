package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped notebooks ({@code notebooks/*.ipynb}, as committed) the way a user first sees them: served by a live
 * JupyterLab 4 (what {@code bin/baolab notebook} opens) with fresh Jupyter data and settings folders, so that every
 * notebook is untrusted and its HTML outputs are sanitized, and opened in headless Chromium with no cell run. Every
 * board and every other picture output must show as a loaded picture of non-zero size. An HTML export (nbconvert)
 * sanitizes nothing and cannot show this. Screenshots of each whole notebook, a window at a time:
 * {@code target/notebook-screenshots/untrusted-NAME-1.png}, {@code -2.png}...
 */
class UntrustedNotebooksIT {

    private static final Path NOTEBOOKS = Path.of("..", "notebooks");
    private static final Path SCREENSHOTS = Path.of("target", "notebook-screenshots");
    /** The kernel the shipped notebooks name, installed so that the page opens as it does for a user. */
    private static final String NOTEBOOK_KERNEL = "baolab";
    /**
     * For each output of a board drawing or a PNG, in the order of the cells: the pictures (img or svg) that its
     * output area shows, with their size on the page and, for images, the decoded width. Outputs are paired with
     * their areas by position; a cell where they cannot be is listed so that the pairing is never guessed; so is
     * every code cell the page counts as trusted. Outputs past JupyterLab's limit per cell, folded away, are not
     * drawn and not counted.
     */
    private static final String PICTURES = """
            JSON.stringify((panel => {
              const text = v => Array.isArray(v) ? v.join('') : (v || '');
              const result = {trusted: [], unpaired: [], outputs: []};
              panel.content.widgets.forEach((cell, index) => {
                if (cell.model.type !== 'code') return;
                if (cell.model.trusted) result.trusted.push(index);
                const drawn = %s(cell);
                if (!drawn) { result.unpaired.push(index); return; }
                for (const {data, node} of drawn) {
                  const board = text(data['image/svg+xml']).includes('baolab-board');
                  if (!board && !data['image/png']) continue;
                  const pictures = Array.from(node.querySelectorAll('.jp-OutputArea-output img, .jp-OutputArea-output svg'))
                    .map(e => {
                      const box = e.getBoundingClientRect();
                      const image = e.tagName.toLowerCase() === 'img';
                      return {width: box.width, height: box.height,
                              decoded: image ? (e.complete ? e.naturalWidth : 0) : e.querySelectorAll('*').length};
                    });
                  result.outputs.push({cell: index, board: board, pictures: pictures,
                                       shown: node.innerText.replace(/\\s+/g, ' ').slice(0, 90)});
                }
              });
              return result;
            })(%s))""";

    @TempDir
    static Path work;
    private static NotebookServer server;
    private static HeadlessChromium chromium;
    private static NotebookPage page;
    private static List<Path> notebooks;

    @BeforeAll
    static void startServerAndBrowser() throws Exception {
        JupyterFixture jupyter = new JupyterFixture(work);
        jupyter.installKernel(NOTEBOOK_KERNEL);
        Path served = Files.createDirectories(work.resolve("notebooks"));
        try (Stream<Path> files = Files.list(NOTEBOOKS)) {
            notebooks = files.filter(f -> f.toString().endsWith(".ipynb")).sorted().toList();
        }
        assertFalse(notebooks.isEmpty(), "no notebooks in " + NOTEBOOKS.toAbsolutePath());
        for (Path n : notebooks) {
            Files.copy(n, served.resolve(n.getFileName()));
        }
        server = new NotebookServer(jupyter, NotebookServer.FrontEnd.LAB, work, served);
        chromium = new HeadlessChromium(work, 1200, 2400);
        page = new NotebookPage(chromium, server, Duration.ofSeconds(60));
    }

    @AfterAll
    static void stop() throws Exception {
        if (chromium != null) {
            chromium.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyBoardShowsAsAPictureInTheUntrustedNotebook() {
        return notebooks.stream().map(n -> DynamicTest.dynamicTest(n.getFileName().toString(), () -> {
            String name = n.getFileName().toString();
            System.out.println("notebook " + name + ": opening untrusted in JupyterLab");
            page.open(name, false);
            JsonObject onPage = JsonParser.parseString(page.evaluate(PICTURES.formatted(NotebookPage.DRAWN_OUTPUTS,
                    page.panel())))
                    .getAsJsonObject();
            String shots = "untrusted-" + name.replace(".ipynb", "");
            int taken = page.screenshots(SCREENSHOTS, shots);
            server.closeSessions(); // the page started the notebook's kernel, as for a user; no cell was run
            System.out.println("notebook " + name + ": checked, " + taken + " screenshots");

            assertEquals("[]", onPage.get("trusted").toString(), "cells trusted, though the notebook must open"
                    + " untrusted, as it does first");
            assertEquals("[]", onPage.get("unpaired").toString(), "cells whose outputs could not be paired with the page");
            List<String> missing = new ArrayList<>();
            int boards = 0;
            for (JsonElement e : onPage.getAsJsonArray("outputs")) {
                JsonObject output = e.getAsJsonObject();
                boards += output.get("board").getAsBoolean() ? 1 : 0;
                boolean shown = false;
                for (JsonElement p : output.getAsJsonArray("pictures")) {
                    JsonObject picture = p.getAsJsonObject();
                    shown |= picture.get("width").getAsDouble() > 0 && picture.get("height").getAsDouble() > 0
                            && picture.get("decoded").getAsInt() > 0;
                }
                if (!shown) {
                    missing.add((output.get("board").getAsBoolean() ? "board" : "image") + " of cell "
                            + output.get("cell") + " shows no picture, only: " + output.get("shown").getAsString());
                }
            }
            assertEquals(boardOutputs(n), boards, "board outputs the page knows of");
            assertTrue(missing.isEmpty(), name + " opened untrusted (screenshots "
                    + SCREENSHOTS.resolve(shots).toAbsolutePath() + "-*.png):\n"
                    + String.join("\n", missing));
        }));
    }

    /** Board drawings among the notebook file's outputs, counted from the file itself. */
    private static int boardOutputs(Path notebook) throws Exception {
        int boards = 0;
        for (JsonElement cell : JsonParser.parseString(Files.readString(notebook)).getAsJsonObject()
                .getAsJsonArray("cells")) {
            JsonElement outputs = cell.getAsJsonObject().get("outputs");
            for (JsonElement output : outputs == null ? List.<JsonElement>of() : outputs.getAsJsonArray()) {
                JsonElement svg = output.getAsJsonObject().has("data")
                        ? output.getAsJsonObject().getAsJsonObject("data").get("image/svg+xml") : null;
                boards += svg != null && svg.toString().contains("baolab-board") ? 1 : 0;
            }
        }
        return boards;
    }
}
