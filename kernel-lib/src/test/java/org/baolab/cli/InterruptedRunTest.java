package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
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
        Run run = start("simulate", "--game", "bao-kingulu", "--south", "greedy", "--north", "random", "--games",
                String.valueOf(GAMES), "--seed", "3", "--threads", "1", "--out", games.toString(), "--summary",
                summary.toString());
        run.signal(signal);
        String err = run.err();
        assertEquals(status, run.child().exitValue(), err);
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
        assertTrue(run.out().contains("summary (interrupted"));
        assertTrue(err.contains("interrupted after"), err);
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.toString().endsWith(".partial")), "no temporary file left");
        }
    }

    @Test
    void aSummaryOnlyRunStoppedBySigtermPrintsItsInterruptedSummary() throws Exception {
        Run run = start("simulate", "--game", "bao-kingulu", "--south", "random", "--north", "random", "--games",
                "10000000", "--seed", "3", "--threads", "1");
        run.signal("TERM");
        assertEquals(143, run.child().exitValue(), run.err());
        assertTrue(run.out().contains("summary (interrupted"), run.out());
        assertTrue(run.err().contains("interrupted after"), run.err());
    }

    @Test
    void theFirstSigintStopsASearchUnderWay() throws Exception {
        // one decision of alphabeta:64 would take hours: only a search that looks at its interrupt stops
        Run run = start("simulate", "--game", "bao-kingulu", "--south", "alphabeta:64", "--north", "random",
                "--games", "10", "--seed", "3", "--threads", "1");
        run.signal("INT");
        assertEquals(130, run.child().exitValue(), run.err());
        assertTrue(run.out().contains("summary (interrupted"), run.out());
        assertEquals(1, run.err().lines().filter(l -> l.contains("SIGINT")).count(), "one signal was enough: " + run.err());
    }

    @Test
    void sigintDuringAccuracyKeepsTheSolutionAndTheGamesFinished() throws Exception {
        // a solve of most of a second: the solver's threads live long enough to be seen coming and going
        Run run = start("solve", "--game", "kalah", "--rule", "pitsPerRow=3", "--rule", "seedsPerPit=5", "--threads",
                "2", "--accuracy", "random,mcts:1000000", "--games", "1000");
        run.signal("INT", () -> {
            awaitThreads(run.child(), "solver", true);
            awaitThreads(run.child(), "solver", false);    // solved: the agents' games are under way
            Thread.sleep(2000);
        });
        assertEquals(130, run.child().exitValue(), run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(0).startsWith("{\"game\":\"kalah\""), run.out());
        assertTrue(lines.size() >= 2 && lines.size() <= 3, run.out());
        assertTrue(lines.get(lines.size() - 1).endsWith(",\"interrupted\":true}"), run.out());
        assertTrue(run.err().contains("the solution and the games finished are printed"), run.err());
    }

    /** What to wait for before a signal. */
    @FunctionalInterface
    private interface Ready {
        void await() throws Exception;
    }

    /** A {@code baolab} process, its output going to files. */
    private record Run(Process child, Path dir) {
        String out() throws IOException {
            return Files.readString(dir.resolve("stdout"));
        }

        String err() throws IOException {
            return Files.readString(dir.resolve("stderr"));
        }

        /** Sends the signal once the games are under way, and waits (at most two minutes) for the process to end. */
        void signal(String name) throws Exception {
            signal(name, () -> awaitPlaying(child));
        }

        /** Sends the signal once {@code ready} returns, and waits (at most two minutes) for the process to end. */
        void signal(String name, Ready ready) throws Exception {
            try {
                ready.await();
                Process kill = new ProcessBuilder("kill", "-" + name, String.valueOf(child.pid())).inheritIO().start();
                assertEquals(0, kill.waitFor());
                assertTrue(child.waitFor(2, TimeUnit.MINUTES), "the run stops on one SIG" + name);
            } finally {
                child.destroyForcibly();
            }
        }
    }

    /**
     * Starts {@code baolab} with these arguments. perl (part of every Debian system) puts SIGINT back to its default
     * before starting java: a build run in the background may have it ignored, and an ignored signal stays ignored
     * in the child.
     */
    private Run start(String... args) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of("perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!",
                java, "-cp", System.getProperty("java.class.path"), BaoLab.class.getName()));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).redirectOutput(dir.resolve("stdout").toFile())
                .redirectError(dir.resolve("stderr").toFile()).start();
        return new Run(child, dir);
    }

    /** Waits until the child's simulation threads exist, and a few games are finished. */
    private static void awaitPlaying(Process child) throws IOException, InterruptedException {
        awaitThreads(child, "baolab-simul", true);
        Thread.sleep(500);
    }

    /**
     * Waits (a minute at most) until a thread of the child whose name starts with {@code prefix} exists, or, with
     * {@code present} false, until none does (Linux shows thread names under /proc).
     */
    private static void awaitThreads(Process child, String prefix, boolean present)
            throws IOException, InterruptedException {
        File tasks = new File("/proc/" + child.pid() + "/task");
        for (int i = 0; i < 1200 && child.isAlive(); i++) {
            File[] threads = tasks.listFiles();
            boolean found = false;
            for (File t : threads == null ? new File[0] : threads) {
                try {
                    found |= Files.readString(t.toPath().resolve("comm"), StandardCharsets.UTF_8).startsWith(prefix);
                } catch (IOException gone) {
                    // the thread ended meanwhile
                }
            }
            if (found == present) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no thread " + prefix + (present ? " started" : " ended") + "; running: "
                + child.isAlive());
    }
}
