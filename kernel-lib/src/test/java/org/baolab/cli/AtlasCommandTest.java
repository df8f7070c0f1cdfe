package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code baolab atlas}: a small run, its three files, the thread count, bad input and a full standard output. */
class AtlasCommandTest {

    @TempDir
    Path dir;

    private static String[] small(Path out, String threads) {
        return new String[] {"atlas", "--out", out.toString(), "--games", "kalah", "--random-games", "20",
            "--search", "greedy", "--search-games", "4", "--ladder", "random,greedy", "--ladder-games", "2",
            "--seed", "3", "--threads", threads};
    }

    @Test
    void aSmallRunWritesItsThreeTablesTheSameForAnyThreadCount() throws IOException {
        CliRun one = CliRun.of(small(dir.resolve("one.csv"), "1"));
        CliRun two = CliRun.of(small(dir.resolve("two.csv"), "2"));
        assertEquals(0, one.status(), one.err());
        assertEquals(0, two.status(), two.err());
        for (String suffix : List.of(".csv", "-solved.csv", "-rules.csv")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("one" + suffix)), Files.readAllBytes(dir.resolve("two" + suffix)),
                    suffix);
        }
        List<String> rows = Files.readAllLines(dir.resolve("one.csv"));
        assertEquals(2, rows.size());
        assertTrue(rows.get(0).startsWith("game,title,rulesFrom,randomGames,searchAgent,searchGames,ladderAgents,"
                + "ladderGames,randomPlies,randomPliesLow,randomPliesHigh,randomBranching,"), rows.get(0));
        assertTrue(rows.get(0).endsWith(",searchTreeComplexity,searchTreeComplexityLow,searchTreeComplexityHigh,"
                + "skillDepth,skillSpan,skillSpanLow,skillSpanHigh"), rows.get(0));
        assertTrue(rows.get(1).startsWith("kalah,Kalah,kalah-sheet,20,greedy,4,random greedy,2,"), rows.get(1));
        assertEquals(rows.get(0).split(",").length, rows.get(1).split(",", -1).length);
        // Irving, Donkers and Uiterwijk's small boards, as in data/results/solved.csv
        List<String> solved = Files.readAllLines(dir.resolve("one-solved.csv"));
        assertEquals(List.of("game,board,value,plies,positions", "kalah,pitsPerRow=2 seedsPerPit=1,SOUTH,2,8",
                "kalah,pitsPerRow=2 seedsPerPit=2,NORTH,5,25", "kalah,pitsPerRow=2 seedsPerPit=3,NORTH,6,131",
                "kalah,pitsPerRow=3 seedsPerPit=1,DRAW,,65", "kalah,pitsPerRow=3 seedsPerPit=2,SOUTH,8,3426",
                "kalah,pitsPerRow=3 seedsPerPit=3,SOUTH,18,27104"), solved);
        assertEquals(List.of("game,kalah", "kalah,0"), Files.readAllLines(dir.resolve("one-rules.csv")));
        assertTrue(one.err().startsWith("[1/1] kalah: random vs random, 20 games"), one.err());
        assertTrue(one.out().startsWith("kalah "), one.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "--games nosuch;nosuch",
        "--games kalah --search sometimes;sometimes",
        "--games kalah --random-games 1;games must be in 2..",
        "--games kalah --ladder random;a ladder needs at least two agents, not 1",
        "--games kalah --ladder random,random;an agent is named twice",
        "--games kalah --threads 0;--threads"})
    void badInputIsOneLineBeforeAnyGame(String flag, String message) {
        List<String> args = new java.util.ArrayList<>(List.of("atlas", "--out", dir.resolve("a.csv").toString()));
        args.addAll(List.of(flag.split(" ")));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().contains(message), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertFalse(Files.exists(dir.resolve("a.csv")));
    }

    @Test
    void aFolderAsOutIsRefusedBeforeAnyGame() {
        CliRun run = CliRun.of("atlas", "--out", dir.toString(), "--games", "kalah");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("baolab: --out"), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    @Test
    void aStandardOutputThatCannotBeWrittenFails() {
        StringWriter err = new StringWriter();
        int status = BaoLab.run(small(dir.resolve("full.csv"), "1"), new PrintWriter(new Writer() {
            @Override
            public void write(char[] buffer, int offset, int length) throws IOException {
                throw new IOException("No space left on device");
            }

            @Override
            public void flush() throws IOException {
                throw new IOException("No space left on device");
            }

            @Override
            public void close() {
            }
        }), new PrintWriter(err));
        assertEquals(BaoLab.FAILED, status, err.toString());
        assertTrue(err.toString().strip().endsWith("what this command printed is lost"), err.toString());
    }
}
