package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code baolab sweep} writes its files as grid points finish and prints a long summary briefly; a signal ends a
 * large sweep with what it finished.
 */
class StreamedSweepTest {

    @TempDir
    Path dir;

    @Test
    void aSummaryOfFiftyRowsIsPrintedWhole() {
        CliRun run = CliRun.of("sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random", "--games",
                "2", "--seed", "1", "--vary", "maxTurns=1000..1049");
        assertEquals(0, run.status(), run.err());
        assertEquals(50, gridPoints(run), run.out());
        assertTrue(!run.out().contains("more grid points"), run.out());
    }

    /** The grid points printed: rows named by their maxTurns (1000 and on), each once in every block of columns. */
    private static long gridPoints(CliRun run) {
        return run.lines().stream().map(String::strip).filter(l -> l.matches("1[0-9]{3}  .*"))
                .map(l -> l.substring(0, 4)).distinct().count();
    }

    @Test
    void aLongerSummaryIsPrintedBrieflyAndWrittenWhole() throws IOException {
        Path summary = dir.resolve("summary.csv");
        CliRun run = CliRun.of("sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random", "--games",
                "2", "--seed", "1", "--vary", "maxTurns=1000..1059", "--threads", "2", "--summary", summary.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(RunOptions.BRIEF_ROWS, gridPoints(run), run.out());
        assertTrue(run.out().contains("summary, the first 10 of 60 grid points"), run.out());
        assertTrue(run.out().contains("... and 50 more grid points: every row is in " + summary), run.out());
        assertTrue(run.out().contains("over all 60 grid points, 120 games: SOUTH won "), run.out());
        assertEquals(61, Files.readAllLines(summary).size());
        CliRun unsaved = CliRun.of("sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random",
                "--games", "2", "--seed", "1", "--vary", "maxTurns=1000..1059");
        assertTrue(unsaved.out().contains("... and 50 more grid points: add --summary FILE to keep every row"),
                unsaved.out());
    }

    /**
     * SIGTERM to a sweep of 100,000 grid points, once its rows are being written (before the run ends): it stops,
     * the summary lists the points played (those the threads were playing perhaps cut short), every row marked
     * interrupted, and the per-game file holds exactly their games.
     */
    @Test
    @EnabledOnOs(OS.LINUX)
    void aSignalEndsALargeSweepWithThePointsItFinished() throws Exception {
        Path games = dir.resolve("games.csv");
        Path summary = dir.resolve("summary.csv");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                BaoLab.class.getName(), "sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random",
                "--games", "10", "--seed", "1", "--vary", "maxTurns=1000..100999", "--threads", "2", "--out",
                games.toString(), "--summary", summary.toString())
                .redirectOutput(dir.resolve("stdout").toFile()).redirectError(dir.resolve("stderr").toFile()).start();
        try {
            awaitRowsWritten(child);
            Process kill = new ProcessBuilder("kill", "-TERM", String.valueOf(child.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            assertTrue(child.waitFor(1, TimeUnit.MINUTES), "the sweep stops");
        } finally {
            child.destroyForcibly();
        }
        String err = Files.readString(dir.resolve("stderr"));
        assertEquals(143, child.exitValue(), err);
        List<String> summaryLines = Files.readAllLines(summary);
        List<String> header = List.of(summaryLines.get(0).split(","));
        int gamesColumn = header.indexOf("games");
        assertEquals(header.size() - 1, header.indexOf(RunOptions.INTERRUPTED));
        long played = 0;
        int cutShort = 0;
        for (int p = 1; p < summaryLines.size(); p++) {
            String[] values = summaryLines.get(p).split(",", -1);
            assertEquals(String.valueOf(999 + p), values[header.indexOf("maxTurns")], "grid order");
            assertEquals("true", values[header.size() - 1]);
            long n = Long.parseLong(values[gamesColumn]);
            cutShort += n < 10 ? 1 : 0;
            played += n;
        }
        assertTrue(cutShort <= 2, cutShort + " points cut short: those the two threads were playing, at most");
        assertTrue(summaryLines.size() - 1 < 100_000, "stopped partway");
        assertEquals(played, Files.readAllLines(games).size() - 1, "the rows are those of the points summarized");
        assertTrue(Files.readString(dir.resolve("stdout")).contains("more grid points"));
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.toString().endsWith(".partial")), "no temporary file left");
        }
    }

    /** A second signal ends the process at once: the earlier file is kept, and no temporary file is left. */
    @Test
    @EnabledOnOs(OS.LINUX)
    void aSecondSignalQuitsAtOnceLeavingNoTemporaryFile() throws Exception {
        Path games = Files.writeString(dir.resolve("games.csv"), "an earlier result\n");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), BaoLab.class.getName(),
                "sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random", "--games", "10", "--seed",
                "1", "--vary", "maxTurns=1000..100999", "--threads", "2", "--out", games.toString())
                .redirectOutput(dir.resolve("stdout").toFile()).redirectError(dir.resolve("stderr").toFile()).start();
        try {
            awaitRowsWritten(child);
            Process kill = new ProcessBuilder("sh", "-c", "kill -TERM " + child.pid() + "; kill -TERM " + child.pid())
                    .inheritIO().start();
            assertEquals(0, kill.waitFor());
            assertTrue(child.waitFor(1, TimeUnit.MINUTES), "the sweep stops");
        } finally {
            child.destroyForcibly();
        }
        assertEquals(143, child.exitValue(), Files.readString(dir.resolve("stderr")));
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.toString().endsWith(".partial")), "no temporary file left");
        }
        String kept = Files.readString(games);
        assertTrue(kept.equals("an earlier result\n") || kept.startsWith("game,index,seed,"), "a whole file");
    }

    /** Waits until the per-game rows of the run are being written beside games.csv. */
    private void awaitRowsWritten(Process child) throws IOException, InterruptedException {
        for (int i = 0; i < 1200 && child.isAlive(); i++) {
            try (Stream<Path> files = Files.list(dir)) {
                if (files.anyMatch(p -> p.getFileName().toString().startsWith(".games.csv.") && size(p) > 100_000)) {
                    return;
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no rows were written while the sweep ran: " + child.isAlive());
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException gone) {
            return 0;
        }
    }
}
