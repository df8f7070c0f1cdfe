package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The notebooks users open first ({@code notebooks/*.ipynb}), executed top to bottom through the packaged kernel:
 * no cell may fail and every chart cell must show an image. Each executed notebook is then converted to HTML and
 * opened in headless Chromium, which must show every board drawing and chart image the notebook made; its
 * screenshot is kept in {@code target/notebook-screenshots/} for review. (How the committed notebooks look when a
 * user first opens them, untrusted, in a live server is {@link UntrustedNotebooksIT}.)
 */
class ShippedNotebooksIT {

    private static final Path NOTEBOOKS = Path.of("..", "notebooks");
    private static final Path SCREENSHOTS = Path.of("target", "notebook-screenshots");
    private static final String CHROMIUM = "/usr/bin/chromium";
    /** An image whose source is a PNG in the page, its attributes in any order (nbconvert 7 puts alt first). */
    private static final String PNG_IMAGE = "<img\\b(?:[^>\"]|\"[^\"]*\")*?\\ssrc=\"data:image/png;base64,";

    @TempDir
    static Path work;
    private static List<Path> notebooks;
    private static JsonObject results;

    @BeforeAll
    static void executeEveryNotebook() throws Exception {
        JupyterFixture jupyter = new JupyterFixture(work);
        try (Stream<Path> files = Files.list(NOTEBOOKS)) {
            notebooks = files.filter(f -> f.toString().endsWith(".ipynb")).sorted().toList();
        }
        assertFalse(notebooks.isEmpty(), "no notebooks in " + NOTEBOOKS.toAbsolutePath());
        Path out = Files.createDirectories(work.resolve("executed"));
        Path result = work.resolve("notebooks.json");
        List<String> args = new ArrayList<>(List.of(jupyter.resource("run_notebooks.py").toString(),
                JupyterFixture.KERNEL_NAME, out.toString(), result.toString()));
        notebooks.forEach(n -> args.add(n.toString()));
        jupyter.run(jupyter.python(args), 240 * notebooks.size(), true);
        results = JsonParser.parseString(Files.readString(result)).getAsJsonObject();
    }

    @TestFactory
    Stream<DynamicTest> everyNotebookRunsWithoutErrorsAndEveryChartCellShowsAnImage() {
        return notebooks.stream().map(n -> DynamicTest.dynamicTest(n.getFileName().toString(), () -> {
            JsonObject r = results.getAsJsonObject(n.getFileName().toString());
            assertEquals("[]", r.get("errors").toString(), "cells that failed");
            assertEquals("[]", r.get("chartCellsWithoutImage").toString(), "chart cells without an image");
        }));
    }

    @TestFactory
    Stream<DynamicTest> chromiumShowsEveryBoardAndChartOfTheHtmlPages() throws Exception {
        if (!Files.isExecutable(Path.of(CHROMIUM))) {
            throw new AssertionError("the HTML check needs Chromium: apt-get install chromium");
        }
        Files.createDirectories(SCREENSHOTS);
        return notebooks.stream().map(n -> DynamicTest.dynamicTest(n.getFileName().toString(), () -> {
            String name = n.getFileName().toString();
            Path html = work.resolve("executed").resolve(name.replace(".ipynb", ".html"));
            JsonObject r = results.getAsJsonObject(name);
            String dom = chromium(html, "--dump-dom");
            assertEquals(r.get("boards").getAsInt(), drawnBoards(dom), "board drawings on the page, as images");
            assertEquals(r.get("pngImages").getAsInt(), count(dom, Pattern.compile(PNG_IMAGE)),
                    "board and chart images on the page");
            Path shot = SCREENSHOTS.resolve(name.replace(".ipynb", ".png")).toAbsolutePath();
            Files.deleteIfExists(shot);
            chromium(html, "--screenshot=" + shot, "--window-size=1200,2400");
            assertTrue(Files.size(shot) > 10_000, "the screenshot " + shot + " looks empty");
        }));
    }

    /** Boards on the page drawn as their HTML form, an image of the drawing (charts come as image outputs). */
    private static int drawnBoards(String dom) {
        return count(dom, Pattern.compile("data-mime-type=\"text/html\"[^>]*>\\s*" + PNG_IMAGE));
    }

    private static int count(String text, Pattern what) {
        Matcher m = what.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    /**
     * Runs headless Chromium on a local page with no network and a fresh profile, for at most two minutes; returns
     * what it printed.
     */
    private static String chromium(Path page, String... what) throws Exception {
        Path profile = Files.createTempDirectory(work, "chromium");
        Path out = Files.createTempFile(work, "chromium", ".out");
        List<String> command = new ArrayList<>(List.of(CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile));
        command.addAll(List.of(what));
        command.add(page.toUri().toString());
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
                .redirectError(work.resolve("chromium.log").toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish " + String.join(" ", what) + " on " + page
                    + " within 120 s:\n" + Files.readString(work.resolve("chromium.log")));
        }
        if (p.exitValue() != 0) {
            throw new AssertionError("chromium failed on " + page + ":\n" + Files.readString(work.resolve("chromium.log")));
        }
        return Files.readString(out);
    }
}
