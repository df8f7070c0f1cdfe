package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged kernel driven by Jupyter's own client libraries (nbclient, jupyter_client of the project's Python
 * environment): a test notebook is executed and its outputs checked, then a second kernel is asked for completion, inspection,
 * magics, interrupts and a forged message, then on the same kernel for what must never be lost: interrupted runs keep their
 * games, printed output arrives whole or is cut with a line, and System.exit, malformed and replayed messages,
 * background threads and System.in change nothing else. Fails, never skips, when Jupyter is missing.
 */
class NotebookIT {

    @TempDir
    static Path work;
    private static JsonObject results;

    @BeforeAll
    static void runKernel() throws Exception {
        JupyterFixture jupyter = new JupyterFixture(work);
        Path extraDir = compileExtraClasses(work.resolve("extra-classes"));
        Path extraJar = jarOf(extraDir, work.resolve("extra.jar"));
        Path script = jupyter.resource("kernel_check.py");
        Path notebook = jupyter.resource("kernel-check.ipynb");
        Path result = work.resolve("result.json");
        jupyter.run(jupyter.python(List.of(script.toString(), JupyterFixture.KERNEL_NAME, notebook.toString(),
                result.toString(), extraJar.toString(), extraDir.resolve("dir").toString())), 300);
        results = JsonParser.parseString(Files.readString(result)).getAsJsonObject();
        System.out.printf("First cell answered %.2f s after the kernel was started%n",
                results.get("firstCellSeconds").getAsDouble());
    }

    // ---- the notebook

    @Test
    @DisplayName("the value of a cell's last expression is shown")
    void expressionValue() {
        assertEquals("3", result("value").getAsJsonObject("data").get("text/plain").getAsString());
    }

    @Test
    @DisplayName("a match is drawn as an SVG board with a text fallback")
    void boardAsSvg() {
        JsonObject data = result("board").getAsJsonObject("data");
        assertTrue(data.get("image/svg+xml").getAsString().startsWith("<svg"), data.toString());
        assertTrue(data.get("text/plain").getAsString().contains("last move: SOUTH c1"), data.toString());
    }

    @Test
    @DisplayName("display(obj) shows an object in the middle of a cell")
    void displayMidCell() {
        JsonArray outputs = outputs("display");
        assertEquals("display_data", outputs.get(0).getAsJsonObject().get("output_type").getAsString());
        assertTrue(outputs.get(0).getAsJsonObject().getAsJsonObject("data").has("image/svg+xml"));
        assertEquals("after the board", result("display").getAsJsonObject("data").get("text/plain").getAsString());
    }

    @Test
    @DisplayName("a Tablesaw table is an HTML table")
    void tableAsHtml() {
        String html = result("table").getAsJsonObject("data").get("text/html").getAsString();
        assertTrue(html.contains("<table") && html.contains("<th>count</th>") && html.contains("3 rows"), html);
    }

    @Test
    @DisplayName("a long table shows its first and last rows and its row count")
    void longTable() {
        String html = result("longTable").getAsJsonObject("data").get("text/html").getAsString();
        assertTrue(html.contains("100 rows") && html.contains(">0<") && html.contains(">99<")
                && !html.contains(">50<"), html);
    }

    @Test
    @DisplayName("an XChart chart is a PNG image, and SVG when asked; a cell ending in display(...) shows no id")
    void chartImages() {
        String png = result("chart").getAsJsonObject("data").get("image/png").getAsString();
        assertTrue(png.startsWith("iVBORw0KGgo"), "not base64 PNG: " + png.substring(0, Math.min(40, png.length())));
        assertEquals(1, outputs("chartSvg").size(), outputs("chartSvg").toString());
        JsonObject svg = outputs("chartSvg").get(0).getAsJsonObject().getAsJsonObject("data");
        assertTrue(svg.get("image/svg+xml").getAsString().contains("<svg"), svg.toString());
    }

    @Test
    @DisplayName("a progress bar updates in place and ends with its summary")
    void progress() {
        JsonArray outputs = outputs("progress");
        assertEquals(1, outputs.size(), outputs.toString());
        String html = outputs.get(0).getAsJsonObject().getAsJsonObject("data").get("text/html").getAsString();
        assertTrue(html.contains("all done"), html);
    }

    @Test
    @DisplayName("a quick solve shows no progress bar; one that takes a while shows one that ends with the value")
    void solveProgress() {
        JsonArray quick = outputs("quickSolve");
        assertEquals(1, quick.size(), quick.toString());
        assertEquals("execute_result", quick.get(0).getAsJsonObject().get("output_type").getAsString());
        JsonArray slow = outputs("slowSolve");
        assertEquals(2, slow.size(), slow.toString());
        String bar = slow.get(0).getAsJsonObject().getAsJsonObject("data").get("text/plain").getAsString();
        assertTrue(bar.matches("Solving kimasai-two-phase \\{.*\\}: done in [0-9.]+ s · a draw with perfect play;"
                + " 5,862,086 positions"), bar);
        assertTrue(result("slowSolve").getAsJsonObject("data").get("text/plain").getAsString()
                .contains("a draw with perfect play (5,862,086 positions"), slow.toString());
    }

    @Test
    @DisplayName("a compile error names the cell line and the problem")
    void compileError() {
        JsonObject error = error("compileError");
        String traceback = traceback(error);
        assertTrue(traceback.contains("line 2") && traceback.contains("incompatible types"), traceback);
    }

    @Test
    @DisplayName("a runtime exception shows its message and the cell line it came from")
    void runtimeError() {
        String traceback = traceback(error("runtimeError"));
        assertTrue(traceback.contains("NullPointerException") && traceback.contains("\"o\" is null")
                && traceback.contains("at cell line 2"), traceback);
        String illegal = traceback(error("illegalMove")).replaceAll("\u001b\\[[\\d;]*m", ""); // no colours
        assertTrue(illegal.matches("(?s)IllegalMoveException: a2 is not legal.*\\n {4}\\.\\.\\. \\d+ library frames\\n"
                + " {4}at cell line 1"), "library frames are folded above the cell line:\n" + illegal);
    }

    @Test
    @DisplayName("after errors the kernel answers and keeps what was defined")
    void keepsDefinitions() {
        assertEquals("42", result("kept").getAsJsonObject("data").get("text/plain").getAsString());
    }

    @Test
    @DisplayName("%jars and %classpath add code to the class path")
    void classpathMagics() {
        assertEquals("hello from a jar", result("jars").getAsJsonObject("data").get("text/plain").getAsString());
        assertEquals("hello from a directory",
                result("classpath").getAsJsonObject("data").get("text/plain").getAsString());
    }

    @Test
    @DisplayName("%maven resolves an artifact and adds it to the class path")
    void mavenMagic() {
        assertEquals("resolved", result("maven").getAsJsonObject("data").get("text/plain").getAsString());
    }

    // ---- the kernel driven message by message

    @Test
    @DisplayName("completing 'Games.' offers the game factories")
    void completion() {
        JsonObject reply = results.getAsJsonObject("complete");
        List<String> matches = strings(reply.getAsJsonArray("matches"));
        assertTrue(matches.containsAll(List.of("baoKingulu()", "kimasaiFourRows()", "kimasaiTwoPhase()")),
                matches.toString());
        assertEquals(6, reply.get("cursor_start").getAsInt());
    }

    @Test
    @DisplayName("Shift-Tab inspection shows the signature")
    void inspection() {
        JsonObject reply = results.getAsJsonObject("inspect");
        assertTrue(reply.get("found").getAsBoolean(), reply.toString());
        assertTrue(reply.getAsJsonObject("data").get("text/plain").getAsString().contains("baoKingulu"));
    }

    @Test
    @DisplayName("Shift-Tab inside a library method's arguments shows its Javadoc")
    void inspectionJavadoc() {
        String play = results.getAsJsonObject("inspectPlay").getAsJsonObject("data").get("text/plain").getAsString();
        assertTrue(play.contains("Match Match.play(String moves)\nPlays one move or several"), play);
        String summary = results.getAsJsonObject("inspectSummary").getAsJsonObject("data").get("text/plain")
                .getAsString();
        assertTrue(summary.contains("The summary of a simulation table"), summary);
    }

    @Test
    @DisplayName("%lsmagic lists every line and cell magic")
    void lsmagic() {
        assertEquals("Line magics: %classpath  %jars  %load  %lsmagic  %maven\nCell magics: %%time\n",
                stdout("lsmagic"));
    }

    @Test
    @DisplayName("%%time prints the cell's wall time after its output, then the value")
    void timeMagic() {
        assertTrue(stdout("time").matches("before\nWall time: \\d+ ms\n"), stdout("time"));
        assertEquals("timed", executeResult("time"));
    }

    @Test
    @DisplayName("%load FILE runs the file's code in the cell")
    void loadMagic() {
        assertEquals("42", executeResult("load"));
    }

    @Test
    @DisplayName("System.out.printf as a cell's last line prints, and shows no PrintStream value")
    void printfNoValue() {
        assertEquals("3 apples\n", stdout("printf"));
        for (JsonElement e : results.getAsJsonObject("printf").getAsJsonArray("outputs")) {
            assertFalse(e.getAsJsonObject().get("type").getAsString().equals("execute_result"), e.toString());
        }
    }

    @Test
    @DisplayName("Interrupt stops a busy cell and a sleeping cell; the kernel keeps its state")
    void interrupt() {
        for (String name : List.of("interruptBusy", "interruptSleep")) {
            JsonObject reply = results.getAsJsonObject(name).getAsJsonObject("reply");
            assertEquals("error", reply.get("status").getAsString(), reply.toString());
            assertEquals("Interrupted", reply.get("ename").getAsString(), reply.toString());
        }
        assertEquals("8", executeResult("afterBusy"));
        assertEquals("9", executeResult("afterSleep"));
    }

    @Test
    @DisplayName("a message signed with a wrong key is refused and the kernel keeps answering")
    void forgedMessageRefused() {
        assertFalse(results.get("forgedReply").getAsBoolean(), "the forged request was answered");
        JsonObject reply = results.getAsJsonObject("afterForged").getAsJsonObject("reply");
        assertEquals("error", reply.get("status").getAsString(), "the forged cell ran: " + reply);
        assertEquals("42", executeResult("stillAnswering"));
    }

    // ---- nothing lost

    @Test
    @DisplayName("Interrupt during a run, a sweep and a summary keeps the finished games, titled as interrupted")
    void interruptedRunsKeepTheirGames() {
        Map<String, String> titles = Map.of("runSimulation", "games (interrupted)", "runSweep", "games (interrupted)",
                "runSummary", "summary (interrupted)");
        for (String run : titles.keySet()) {
            JsonObject checks = checked(run);
            JsonObject reply = checks.getAsJsonObject("stopped").getAsJsonObject("reply");
            assertEquals("Interrupted", reply.get("ename").getAsString(), run + ": " + reply);
            assertTrue(reply.get("evalue").getAsString().matches("interrupted after [0-9,]+ of 10,000,000 games.*"),
                    run + ": " + reply);
            List<String> traceback = strings(checks.getAsJsonArray("traceback"));
            assertEquals(1, traceback.size(), run + ": " + traceback);
            assertTrue(traceback.get(0).contains(reply.get("evalue").getAsString()), run + ": " + traceback);
            assertTrue(checks.get("bar").getAsString().contains("interrupted after"), run + ": " + checks);
            String[] after = executeResult(checks.getAsJsonObject("after")).split(" ");
            assertEquals(titles.get(run), after[0] + " " + after[1], run);
            long games = Long.parseLong(after[2]);
            assertTrue(games >= 1 && games <= 9_999_999, run + ": " + games + " games kept");
            assertEquals("7", executeResult(checks.getAsJsonObject("kept")), run);
        }
    }

    @Test
    @DisplayName("Interrupt during a solve stops it as an interrupted cell; its bar says how far it got")
    void interruptedSolve() {
        JsonObject checks = checked("runSolve");
        JsonObject reply = checks.getAsJsonObject("stopped").getAsJsonObject("reply");
        assertEquals("Interrupted", reply.get("ename").getAsString(), reply.toString());
        assertTrue(checks.get("bar").getAsString().matches("Solving kimasai-four-rows \\{holesPerRow=7\\}: interrupted"
                + " after [0-9,]+ positions expanded of [0-9,]+ found · .*"), checks.toString());
        assertEquals("7", executeResult(checks.getAsJsonObject("kept")));
    }

    @Test
    @DisplayName("Interrupt stops a cell that prints without end")
    void interruptPrinting() {
        JsonObject reply = checked("interruptPrinting").getAsJsonObject("reply");
        assertEquals("Interrupted", reply.get("ename").getAsString(), reply.toString());
    }

    @Test
    @DisplayName("100,000 printed lines arrive whole and in order, in few messages, and the cell ends idle")
    void everyLineArrives() {
        JsonObject lines = checked("lines");
        assertEquals("ok", lines.get("status").getAsString());
        assertTrue(lines.get("whole").getAsBoolean(), lines.toString());
        assertTrue(lines.get("messages").getAsInt() < 1000, lines.toString());
    }

    @Test
    @DisplayName("past 10 MB a cell's output is cut with one line saying how much was left out")
    void outputCap() {
        JsonObject capped = checked("capped");
        assertEquals("ok", capped.get("status").getAsString());
        assertEquals(CellStreams.CELL_LIMIT, capped.get("stdout").getAsLong());
        assertTrue(capped.get("stderr").getAsString().contains("[output cut: a cell shows at most 10 MB of what it"
                + " prints; 1,048,576 more bytes (1,024 lines) were left out]"), capped.toString());
    }

    @Test
    @DisplayName("System.exit fails the cell with a message and the kernel keeps its variables")
    void exitRefused() {
        JsonObject reply = checked("exit").getAsJsonObject("reply");
        assertEquals("error", reply.get("status").getAsString(), reply.toString());
        assertTrue(reply.get("evalue").getAsString().contains("System.exit(1) would end the kernel"), reply.toString());
        assertEquals("10", executeResult(checked("afterExit")));
    }

    @Test
    @DisplayName("a truncated or malformed message is refused and the next valid request is answered")
    void malformedMessagesRefused() {
        JsonObject malformed = checked("malformed");
        assertEquals(6, malformed.size());
        for (String shape : malformed.keySet()) {
            assertTrue(malformed.get(shape).getAsBoolean(), "after " + shape + ": " + malformed);
        }
        assertTrue(results.get("kernelLog").getAsString().contains("truncated"), "the refusal is logged");
    }

    @Test
    @DisplayName("a replayed signed message is refused")
    void replayRefused() {
        JsonObject replay = checked("replay");
        assertEquals(1, replay.get("answers").getAsInt(), replay.toString());
        assertEquals("1", executeResult(replay.getAsJsonObject("replayed")));
    }

    @Test
    @DisplayName("a thread of an earlier cell prints to the kernel's log, not into the running cell")
    void backgroundOutput() {
        JsonObject later = checked("background");
        assertEquals("false", executeResult(later), later.toString());
        assertFalse(later.toString().contains("printed by a thread"), later.toString());
        assertTrue(results.get("kernelLog").getAsString().contains("printed by a thread of an earlier cell"));
    }

    @Test
    @DisplayName("reading System.in fails at once with a message")
    void stdinFails() {
        JsonObject stdin = checked("stdin");
        assertTrue(stdin.get("reply").isJsonObject(), "no answer: the cell waits for input");
        assertTrue(stdin.getAsJsonObject("reply").get("evalue").getAsString().contains(CellStreams.NO_INPUT),
                stdin.toString());
        assertEquals("12", executeResult(checked("afterStdin")));
    }

    @Test
    @DisplayName("the first cell draws a board with no set-up")
    void firstCell() {
        assertEquals("ok", results.getAsJsonObject("firstCell").getAsJsonObject("reply").get("status").getAsString());
        assertTrue(results.get("firstCellSeconds").getAsDouble() > 0);
    }

    // ---- helpers

    /** The results of a check that ran on its own; fails with its error if it could not run. */
    private static JsonObject checked(String name) {
        JsonObject check = results.getAsJsonObject(name);
        assertNotNull(check, "no check " + name);
        assertFalse(check.has("failed"), name + " could not run: " + check.get("failed"));
        return check;
    }

    private static JsonArray outputs(String check) {
        JsonArray outputs = results.getAsJsonObject("cells").getAsJsonArray(check);
        assertNotNull(outputs, "no cell checks " + check);
        return outputs;
    }

    private static JsonObject result(String check) {
        for (JsonElement e : outputs(check)) {
            if (e.getAsJsonObject().get("output_type").getAsString().equals("execute_result")) {
                return e.getAsJsonObject();
            }
        }
        throw new AssertionError("cell '" + check + "' has no value: " + outputs(check));
    }

    private static JsonObject error(String check) {
        for (JsonElement e : outputs(check)) {
            if (e.getAsJsonObject().get("output_type").getAsString().equals("error")) {
                return e.getAsJsonObject();
            }
        }
        throw new AssertionError("cell '" + check + "' has no error: " + outputs(check));
    }

    private static String traceback(JsonObject error) {
        return strings(error.getAsJsonArray("traceback")).stream().collect(Collectors.joining("\n"));
    }

    private static String executeResult(String name) {
        return executeResult(results.getAsJsonObject(name));
    }

    private static String executeResult(JsonObject executed) {
        for (JsonElement e : executed.getAsJsonArray("outputs")) {
            JsonObject o = e.getAsJsonObject();
            if (o.get("type").getAsString().equals("execute_result")) {
                return o.getAsJsonObject("content").getAsJsonObject("data").get("text/plain").getAsString();
            }
        }
        throw new AssertionError("no value: " + executed);
    }

    /** Everything a message-by-message cell wrote to stdout, in order. */
    private static String stdout(String name) {
        StringBuilder out = new StringBuilder();
        for (JsonElement e : results.getAsJsonObject(name).getAsJsonArray("outputs")) {
            JsonObject o = e.getAsJsonObject();
            if (o.get("type").getAsString().equals("stream")
                    && o.getAsJsonObject("content").get("name").getAsString().equals("stdout")) {
                out.append(o.getAsJsonObject("content").get("text").getAsString());
            }
        }
        return out.toString();
    }

    private static List<String> strings(JsonArray array) {
        List<String> out = new ArrayList<>();
        array.forEach(e -> out.add(e.getAsString()));
        return out;
    }

    /** Compiles two tiny classes: one for a jar, one left in a class directory. */
    private static Path compileExtraClasses(Path root) throws IOException {
        Path src = root.resolve("src/extra");
        Files.createDirectories(src);
        Files.writeString(src.resolve("JarGreeting.java"),
                "package extra; public class JarGreeting { public static String hello() { return \"hello from a jar\"; } }");
        Files.writeString(src.resolve("DirGreeting.java"),
                "package extra; public class DirGreeting { public static String hello() { return \"hello from a directory\"; } }");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Path jarClasses = root.resolve("jar");
        Path dirClasses = root.resolve("dir");
        assertEquals(0, javac.run(null, null, null, "-d", jarClasses.toString(), src.resolve("JarGreeting.java").toString()));
        assertEquals(0, javac.run(null, null, null, "-d", dirClasses.toString(), src.resolve("DirGreeting.java").toString()));
        return root;
    }

    private static Path jarOf(Path compiled, Path jar) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("extra/JarGreeting.class"));
            out.write(Files.readAllBytes(compiled.resolve("jar/extra/JarGreeting.class")));
            out.closeEntry();
        }
        return jar;
    }
}
