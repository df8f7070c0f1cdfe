package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code baolab ladder}: the printed ratings, the CSV, the thread count, and bad input. */
class LadderCommandTest {

    @TempDir
    Path dir;

    private CliRun ladder(String threads, String out) {
        return CliRun.of("ladder", "--game", "bao-kingulu", "--rule", "pitsPerRow=4", "--agents", "random,greedy",
                "--games", "20", "--seed", "3", "--threads", threads, "--out", dir.resolve(out).toString());
    }

    @Test
    void ratingsArePrintedAndWrittenTheSameForAnyThreadCount() throws Exception {
        CliRun one = ladder("1", "one.csv");
        CliRun two = ladder("2", "two.csv");
        assertEquals(0, one.status(), one.err());
        assertEquals(one.out(), two.out());
        assertArrayEquals(Files.readAllBytes(dir.resolve("one.csv")), Files.readAllBytes(dir.resolve("two.csv")));
        List<String> csv = Files.readAllLines(dir.resolve("one.csv"));
        assertEquals("agent,rating,ratingLow,ratingHigh,games", csv.get(0));
        assertEquals(3, csv.size());
        assertTrue(csv.get(1).startsWith("greedy,") && csv.get(1).endsWith(",40"), csv.get(1));
        assertTrue(csv.get(2).startsWith("random,0.00,0.00,0.00,40"), csv.get(2));
        assertTrue(one.out().startsWith("agent"), one.out());
        assertTrue(one.out().contains("score rate of the row's agent against the column's"), one.out());
        assertTrue(one.out().contains("skill depth: "), one.out());
    }

    @Test
    void aVariedLadderPrintsEachVariantAndItsDepthAndWritesThemWithTheOptionColumn() throws Exception {
        String[] args = {"ladder", "--game", "bao-kingulu", "--rule", "pitsPerRow=4", "--vary", "kuweka=true,false",
            "--agents", "random,greedy", "--games", "10", "--seed", "3", "--threads", "2", "--out",
            dir.resolve("varied.csv").toString()};
        CliRun run = CliRun.of(args);
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("kuweka=true\nagent"), run.out());
        assertTrue(run.out().contains("\nkuweka=false\nagent"), run.out());
        assertTrue(run.out().matches("(?s).*\nskill depth by kuweka: true [01] false [01] \\(of 1 rungs\\)\n"), run.out());
        List<String> csv = Files.readAllLines(dir.resolve("varied.csv"));
        assertEquals("kuweka,agent,rating,ratingLow,ratingHigh,games,depth", csv.get(0));
        assertEquals(5, csv.size());
        assertTrue(csv.get(1).startsWith("true,") && csv.get(3).startsWith("false,"), csv.toString());
        args[args.length - 3] = "1";
        args[args.length - 1] = dir.resolve("one.csv").toString();
        assertEquals(run.out(), CliRun.of(args).out(), "the same for any thread count");
        assertEquals(csv, Files.readAllLines(dir.resolve("one.csv")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "--vary kuweka=true --vary seedsPerPit=3,4;--vary kuweka, --vary seedsPerPit: a ladder varies one option",
        "--vary kuweka=true --vary kuweka=false;--vary kuweka=true and --vary kuweka=false both vary kuweka",
        "--rule kuweka=false --vary kuweka=true,false;--rule kuweka=false and --vary kuweka=true,false both set kuweka",
        "--vary kuweka=true,maybe;kuweka",
        "--vary kuweka=true,true;vary kuweka: true is given twice",
        "--vary seedsPerPit=4..2;the range 4..2 is empty",
        "--vary kuweka;--vary kuweka: write NAME=V1,V2,..."})
    void aBadVaryIsRefusedBeforeAnyGame(String vary, String message) {
        List<String> args = new java.util.ArrayList<>(List.of("ladder", "--game", "bao-kingulu", "--agents",
                "random,greedy", "--games", "5", "--seed", "1", "--out", dir.resolve("r.csv").toString()));
        args.addAll(List.of(vary.split(" ")));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(2, run.status());
        assertTrue(run.err().contains(message), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertEquals("", run.out());
        assertFalse(Files.exists(dir.resolve("r.csv")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "random;a ladder needs at least two agents",
        "random,random;named twice",
        "random,mcts:x;mcts"})
    void badAgentsAreRefusedBeforeAnyGame(String agents, String message) {
        CliRun run = CliRun.of("ladder", "--game", "bao-kingulu", "--agents", agents, "--games", "5", "--seed", "1",
                "--out", dir.resolve("r.csv").toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains(message), run.err());
        assertFalse(Files.exists(dir.resolve("r.csv")));
    }

    @Test
    void anUnwritableOutIsRefusedBeforeAnyGame() {
        CliRun run = CliRun.of("ladder", "--game", "bao-kingulu", "--agents", "random,greedy", "--games", "5",
                "--seed", "1", "--out", dir.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains("--out '" + dir + "': is a folder"), run.err());
        assertEquals("", run.out());
    }
}
