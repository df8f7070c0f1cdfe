package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.baolab.Games;
import org.baolab.core.Match;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The cell evaluator in this JVM, without Jupyter: values, error lines, interrupts, imports, completion. */
class CellEvaluatorTest {

    private static CellEvaluator evaluator;

    @BeforeAll
    static void start() {
        evaluator = new CellEvaluator(Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator)));
        evaluator.startInBackground(StartupImports.code(), "1 + 1");
    }

    @AfterAll
    static void stop() {
        evaluator.close();
    }

    @Test
    @DisplayName("every public package of the library is imported at start: a cell per package names one of its types")
    void everyPublicPackageIsImported() throws Exception {
        Path library = Path.of(Games.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, String> onePerPackage = new TreeMap<>();
        for (String name : classNames(library)) {
            Class<?> type = Class.forName(name, false, getClass().getClassLoader());
            String pkg = type.getPackageName();
            if (Modifier.isPublic(type.getModifiers()) && !pkg.equals("org.baolab.cli")) {
                onePerPackage.putIfAbsent(pkg, type.getSimpleName());
            }
        }
        assertTrue(onePerPackage.size() >= 13, onePerPackage.toString());
        onePerPackage.forEach((pkg, simple) -> assertEquals(pkg + "." + simple,
                evaluator.eval(simple + ".class.getName()").value(), pkg));
    }

    /** The top-level classes of the library's jar or classes folder, by name. */
    private static List<String> classNames(Path library) throws IOException {
        List<String> files;
        if (Files.isDirectory(library)) {
            try (Stream<Path> walk = Files.walk(library)) {
                files = walk.map(p -> library.relativize(p).toString().replace(File.separatorChar, '/')).toList();
            }
        } else {
            try (ZipFile jar = new ZipFile(library.toFile())) {
                files = jar.stream().map(ZipEntry::getName).toList();
            }
        }
        return files.stream().filter(f -> f.startsWith("org/baolab/") && f.endsWith(".class") && !f.contains("$")
                && !f.endsWith("package-info.class")).map(f -> f.replace('/', '.').replaceFirst("\\.class$", ""))
                .sorted().toList();
    }

    @Test
    @DisplayName("the last expression's value is the real object; a cell ending in a statement has none")
    void values() {
        CellEvaluator.Result r = evaluator.eval("var m = Games.baoKingulu().newMatch();\nm.play(\"c1\")");
        assertTrue(r.hasValue());
        assertTrue(r.value() instanceof Match, String.valueOf(r.value()));
        assertFalse(evaluator.eval("int unused = 3;").hasValue());
        assertEquals(4, evaluator.eval("unused + 1").value());
        CellEvaluator.Result nothing = evaluator.eval("String none = null;\nnone");
        assertTrue(nothing.hasValue());
        assertEquals(null, nothing.value());
    }

    @Test
    @DisplayName("System.exit, Runtime.exit and Runtime.halt in a cell, called or referenced, fail it and keep every variable")
    void exitsRefused() {
        evaluator.eval("int kept = 10;");
        for (String cell : List.of("System.exit(1);", "Runtime.getRuntime().exit(2);", "Runtime.getRuntime().halt(3);",
                "java.util.function.IntConsumer end = System::exit;\nend.accept(4);",
                "java.util.function.IntConsumer end = Runtime.getRuntime()::halt;\nend.accept(5);",
                "class Quitter {\n  void quit() { System.exit(6); }\n}\nnew Quitter().quit();")) {
            CellException e = assertThrows(CellException.class, () -> evaluator.eval(cell), cell);
            assertTrue(String.join("\n", e.traceback()).contains("would end the kernel and lose every variable"),
                    cell + ": " + e.traceback());
        }
        assertEquals(10, evaluator.eval("kept").value());
    }

    @Test
    @DisplayName("a compile error names its cell line, also after blank lines and earlier statements")
    void compileErrorLines() {
        CellException e = assertThrows(CellException.class,
                () -> evaluator.eval("\n\nint fine = 1;\n\nString bad = 42;"));
        assertTrue(e.getMessage().startsWith("line 5: incompatible types"), e.getMessage());
        assertEquals(1, evaluator.eval("fine").value(), "statements before the error stay defined");
        CellException inner = assertThrows(CellException.class, () -> evaluator.eval("int x = 1;\nif (true) {\n  y++;\n}"));
        assertTrue(inner.getMessage().startsWith("line 3: cannot find symbol"), inner.getMessage());
    }

    @Test
    @DisplayName("an import below the first line of a cell leaves earlier variables as they were")
    void importsKeepVariables() {
        evaluator.eval("var kept = Games.baoKingulu().newMatch();\nString word = \"abc\";");
        evaluator.eval("int a = 1;\nimport static java.lang.Math.*;\n// a comment\nimport java.util.concurrent.*;");
        assertTrue(evaluator.eval("kept").value() instanceof Match, "the match survives the imports");
        assertEquals("abc", evaluator.eval("word").value());
        assertEquals(2.0, evaluator.eval("sqrt(4)").value(), "the import took effect");
        CellException e = assertThrows(CellException.class, () -> evaluator.eval("\nimport java.util.List;\nint b = \"x\";"));
        assertTrue(e.getMessage().startsWith("line 3: incompatible types"), e.getMessage());
    }

    @Test
    @DisplayName("an incomplete cell says so and names its line")
    void incomplete() {
        CellException e = assertThrows(CellException.class, () -> evaluator.eval("int a = 1;\nfor (int i = 0;"));
        assertTrue(e.getMessage().startsWith("line 2: the cell ends with an incomplete statement"), e.getMessage());
    }

    @Test
    @DisplayName("a runtime exception shows its name, message and the cell lines and methods it passed through")
    void runtimeFrames() {
        evaluator.eval("int fail(String why) {\n  throw new IllegalStateException(why);\n}");
        CellException e = assertThrows(CellException.class, () -> evaluator.eval("int a = 0;\n\nfail(\"boom\");"));
        assertEquals(List.of("IllegalStateException: boom", "    at line 2 of an earlier cell (in fail)",
                "    at cell line 3"), e.traceback());
    }

    @Test
    @DisplayName("library frames are folded into one line above the cell line; causes follow in a line each")
    void libraryFramesFolded() {
        CellException rule = assertThrows(CellException.class,
                () -> evaluator.eval("var start = Games.baoKingulu().newMatch();\nstart.play(\"a2\")"));
        List<String> trace = rule.traceback();
        assertTrue(trace.get(0).startsWith("IllegalMoveException: a2 is not legal for SOUTH"), trace.toString());
        assertTrue(trace.get(1).matches(" {4}\\.\\.\\. \\d+ library frames"), trace.toString());
        assertEquals(List.of("    at cell line 2"), trace.subList(2, trace.size()));
        CellException wrapped = assertThrows(CellException.class, () -> evaluator.eval(
                "throw new RuntimeException(\"outer\", new java.io.IOException(\"disk full\"));"));
        assertEquals(List.of("RuntimeException: outer", "    at cell line 1", "caused by: IOException: disk full"),
                wrapped.traceback());
    }

    @Test
    @DisplayName("an exception that passed through no cell line (thrown on another thread) names the statement's line")
    void exceptionWithoutCellFrames() {
        CellException e = assertThrows(CellException.class, () -> evaluator.eval("int b = 1;\n"
                + "java.util.concurrent.CompletableFuture.supplyAsync(new ArrayList<String>().iterator()::next).join();"));
        List<String> trace = e.traceback();
        assertEquals("CompletionException: java.util.NoSuchElementException", trace.get(0), trace.toString());
        assertTrue(trace.get(1).matches(" {4}\\.\\.\\. \\d+ library frames"), trace.toString());
        assertEquals(List.of("    at cell line 2", "caused by: NoSuchElementException"), trace.subList(2, trace.size()));
    }

    @Test
    @DisplayName("the stream that System.out.printf returns is no cell value")
    void printStreamNotShown() {
        assertFalse(evaluator.eval("System.out.printf(\"%d%n\", 3)").hasValue());
        assertFalse(evaluator.eval("new java.io.PrintWriter(new java.io.StringWriter()).format(\"x\")").hasValue());
        assertTrue(evaluator.eval("String.format(\"%d\", 3)").hasValue());
    }

    @Test
    @DisplayName("an interrupt stops a busy cell and the evaluator keeps its definitions")
    void interrupt() throws Exception {
        evaluator.eval("int before = 5;");
        CompletableFuture<Throwable> run = CompletableFuture.supplyAsync(() -> {
            try {
                evaluator.eval("long n = 0;\nwhile (true) { n++; }");
                return null;
            } catch (Throwable t) {
                return t;
            }
        });
        Thread.sleep(1000);
        evaluator.interrupt();
        Throwable t = run.get(30, TimeUnit.SECONDS);
        assertTrue(t instanceof CellException.Interrupted, String.valueOf(t));
        assertEquals(6, evaluator.eval("before + 1").value());
    }

    @Test
    @DisplayName("the library's packages and Tablesaw's tables are imported; the command line's stays out")
    void imports() {
        assertTrue(StartupImports.imports().contains("import org.baolab.core.*;"));
        assertTrue(StartupImports.imports().contains("import org.baolab.notebook.*;"));
        assertTrue(StartupImports.imports().contains("import org.baolab.charts.*;"));
        assertEquals(2, evaluator.eval("Table t = Simulation.of(Games.baoKingulu()).games(2).threads(1).run(); t.rowCount()")
                .value());
        assertFalse(StartupImports.imports().contains("import org.baolab.cli.*;"), "the command line's package stays out");
        assertEquals("ok", evaluator.eval("Progress.start(\"x\").finished() ? \"no\" : \"ok\"").value());
    }

    @Test
    @DisplayName("completion offers the game factories; inspection finds their signature")
    void completionAndDocs() {
        CellEvaluator.Completions c = evaluator.complete("Games.", 6);
        assertTrue(c.options().contains("baoKingulu()"), c.options().toString());
        assertEquals(6, c.start());
        assertTrue(evaluator.documentation("Games.baoKingulu", 8).stream()
                .anyMatch(d -> d.signature().contains("baoKingulu()")));
    }

    @Test
    @DisplayName("inspection shows the Javadoc of library methods, read from the sources shipped with the kernel")
    void javadoc() {
        assertTrue(evaluator.documentation("Games.baoKingulu().newMatch().play(", 35).stream()
                .anyMatch(d -> d.signature().equals("Match Match.play(String moves)")
                        && d.javadoc().contains("Plays one move or several")), "no Javadoc for Match.play");
        assertTrue(evaluator.documentation("Stats.summary(", 14).stream()
                .anyMatch(d -> d.javadoc().contains("The summary of a simulation table")), "no Javadoc for Stats.summary");
    }

    @Test
    @DisplayName("completeness: complete, incomplete with an indent, invalid")
    void completeness() {
        assertEquals("complete", evaluator.isComplete("int z = 1;"));
        assertEquals("    ", evaluator.isComplete("for (int i = 0; i < 3; i++) {"));
    }
}
