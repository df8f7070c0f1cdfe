package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A real signal sent to a real {@code baolab simulate} process playing a long run: the finished games are
 * written, complete rows only, over an earlier file; the summary is of them and marked interrupted; the exit
 * status is 128 + the signal's number.
 */
@EnabledOnOs(OS.LINUX)
class InterruptedRunTest {

    private static final long GAMES = 5_000_000;

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"INT, 130", "TERM, 143"})
    void aSignalWritesTheFinishedGamesAndTheirSummary(String signal, int status) throws Exception {
        Path games = Files.writeString(dir.resolve("games.csv"), "an earlier result\n");
        Path summary = dir.resolve("summary.csv");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // perl (part of every Debian system) puts SIGINT back to its default before starting java: a build run in
        // the background may have it ignored, and an ignored signal stays ignored in the child
        Process child = new ProcessBuilder("perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!", java,
                "-cp", System.getProperty("java.class.path"), BaoLab.class.getName(), "simulate", "--game",
                "bao-kingulu", "--south", "greedy", "--north", "random", "--games", String.valueOf(GAMES), "--seed",
                "3", "--threads", "1", "--out", games.toString(), "--summary", summary.toString())
                .redirectOutput(dir.resolve("stdout").toFile()).redirectError(dir.resolve("stderr").toFile()).start();
        try {
            awaitPlaying(child);
            Process kill = new ProcessBuilder("kill", "-" + signal, String.valueOf(child.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            assertTrue(child.waitFor(2, TimeUnit.MINUTES), "the run stops");
        } finally {
            child.destroyForcibly();
        }
        String err = Files.readString(dir.resolve("stderr"));
        assertEquals(status, child.exitValue(), err);
        List<String> rows = Files.readAllLines(games);
        int columns = rows.get(0).split(",", -1).length;
        assertTrue(rows.get(0).startsWith("game,index,seed,"), rows.get(0));
        for (String row : rows) {
            assertEquals(columns, row.split(",", -1).length, "a complete row: " + row);
        }
        List<String> summaryLines = Files.readAllLines(summary);
        assertEquals(2, summaryLines.size());
        List<String> header = List.of(summaryLines.get(0).split(","));
        String[] values = summaryLines.get(1).split(",");
        long finished = Long.parseLong(values[header.indexOf("games")]);
        assertEquals(rows.size() - 1, finished, "the summary is of the rows written");
        assertTrue(finished > 0 && finished < GAMES, "stopped partway: " + finished);
        assertEquals("true", values[header.indexOf(RunOptions.INTERRUPTED)]);
        assertTrue(Files.readString(dir.resolve("stdout")).contains("summary (interrupted"));
        assertTrue(err.contains("interrupted after"), err);
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.toString().endsWith(".partial")), "no temporary file left");
        }
    }

    /** Waits until the child's simulation threads exist (Linux shows thread names under /proc). */
    private static void awaitPlaying(Process child) throws IOException, InterruptedException {
        File tasks = new File("/proc/" + child.pid() + "/task");
        for (int i = 0; i < 1200 && child.isAlive(); i++) {
            File[] threads = tasks.listFiles();
            for (File t : threads == null ? new File[0] : threads) {
                try {
                    if (Files.readString(t.toPath().resolve("comm"), StandardCharsets.UTF_8).startsWith("baolab-simul")) {
                        Thread.sleep(500);      // a few games finished
                        return;
                    }
                } catch (IOException gone) {
                    // the thread ended meanwhile
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the run did not start: " + child.isAlive());
    }
}
