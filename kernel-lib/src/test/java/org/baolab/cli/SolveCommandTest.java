package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code baolab solve}: its JSON line and its keys, --out, --accuracy, and every refusal before any work. */
class SolveCommandTest {

    @TempDir
    Path dir;

    @Test
    void printsOneJsonLineWithExactlyTheContractKeys() {
        CliRun run = CliRun.of("solve", "--game", "bao-kingulu", "--rule", "pitsPerRow=2", "--rule", "seedsPerPit=3");
        assertEquals(0, run.status(), run.err());
        assertEquals(1, run.lines().size(), run.out());
        JsonObject o = JsonParser.parseString(run.lines().get(0)).getAsJsonObject();
        assertEquals(List.of("game", "rules", "value", "plies", "margin", "positions", "seconds"), List.copyOf(o.keySet()));
        assertEquals("bao-kingulu", o.get("game").getAsString());
        assertEquals("{\"pitsPerRow\":2,\"seedsPerPit\":3}", o.get("rules").toString());
        assertEquals("SOUTH", o.get("value").getAsString());
        assertEquals(5, o.get("plies").getAsInt());
        assertEquals(12, o.get("margin").getAsInt());
        assertEquals(6, o.get("positions").getAsLong());
        assertTrue(o.get("seconds").getAsDouble() >= 0);
    }

    /** A NORTH win by 6 with NORTH moving first: the margin is the first player's score less the second's. */
    @Test
    void theMarginIsTheFirstPlayersScoreLessTheSecondsWhenNorthMovesFirst() {
        String[] args = {"solve", "--game", "bao-kingulu", "--rule", "pitsPerRow=5", "--rule", "seedsPerPit=1"};
        JsonObject north = json(CliRun.of(concat(args, "--rule", "firstPlayer=NORTH", "--rule", "direction=CW")));
        assertEquals("NORTH", north.get("value").getAsString());
        assertEquals(6, north.get("margin").getAsInt());
        JsonObject south = json(CliRun.of(args));   // the same game seen in a mirror
        assertEquals("SOUTH", south.get("value").getAsString());
        assertEquals(6, south.get("margin").getAsInt());
        assertEquals(south.get("plies"), north.get("plies"));
    }

    @Test
    void aGameNotDecidedByScoreHasNoMarginAndADrawNoPlies() {
        JsonObject o = json(CliRun.of("solve", "--game", "kimasai-four-rows", "--rule", "holesPerRow=4", "--rule",
                "captures=false"));
        assertEquals("DRAW", o.get("value").getAsString());
        assertTrue(o.get("plies").isJsonNull());
        assertTrue(o.get("margin").isJsonNull());
        assertEquals(16, o.get("positions").getAsLong());
    }

    @Test
    void theSolutionIsTheSameOnOneThreadAndOnTwo() {
        String[] args = {"solve", "--game", "kimasai-two-phase", "--rule", "holesPerRow=2", "--rule", "reserve=2"};
        JsonObject one = json(CliRun.of(concat(args, "--threads", "1")));
        JsonObject two = json(CliRun.of(concat(args, "--threads", "2")));
        one.remove("seconds");
        two.remove("seconds");
        assertEquals(one, two);
        assertEquals(5149, one.get("positions").getAsLong());
    }

    @Test
    void accuracyAddsARowPerAgentAndOutWritesTheSameLines() throws Exception {
        Path out = dir.resolve("solved.jsonl");
        CliRun run = CliRun.of("solve", "--game", "kimasai-four-rows", "--rule", "holesPerRow=3", "--accuracy",
                "perfect,random", "--games", "20", "--seed", "5", "--out", out.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(3, run.lines().size());
        assertEquals(run.lines(), Files.readAllLines(out));
        JsonObject perfect = JsonParser.parseString(run.lines().get(1)).getAsJsonObject();
        assertEquals(List.of("agent", "opponent", "games", "decisions", "accuracy", "accuracyLow", "accuracyHigh",
                "throwRate", "throwRateLow", "throwRateHigh", "firstThrowPly", "firstThrowPlyLow", "firstThrowPlyHigh"),
                List.copyOf(perfect.keySet()));
        assertEquals("perfect", perfect.get("agent").getAsString());
        assertEquals("perfect", perfect.get("opponent").getAsString());
        assertEquals(20, perfect.get("games").getAsInt());
        assertEquals(1.0, perfect.get("accuracy").getAsDouble());
        assertEquals(0.0, perfect.get("throwRate").getAsDouble());
        assertTrue(perfect.get("firstThrowPly").isJsonNull());
        JsonObject random = JsonParser.parseString(run.lines().get(2)).getAsJsonObject();
        assertTrue(random.get("accuracy").getAsDouble() < 1, random.toString());
        assertTrue(random.get("firstThrowPly").getAsDouble() >= 1, random.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--rule maxTurns=50|--rule maxTurns: the solver leaves the turn limit out (rule C8)",
        "--accuracy random,best|unknown agent 'best'",
        "--accuracy greedy --opponent mcts:0|bad agent 'mcts:0'",
        "--accuracy greedy --games 0|--games must be in 1..2,147,483,647, not 0",
        "--threads 0|--threads must be in 1..256",
        "--rule pitsPerRow=13|pitsPerRow"})
    void badInputIsRefusedInOneLineBeforeAnyWork(String flags, String message) throws Exception {
        Path out = dir.resolve("out.jsonl");
        CliRun run = CliRun.of(concat(("solve --game bao-kingulu --rule seedsPerPit=1 --out " + out + " " + flags)
                .split(" ")));
        assertEquals(2, run.status(), run.out());
        assertTrue(run.err().contains(message), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertEquals("", run.out());
        assertFalse(Files.exists(out));
    }

    @Test
    void anUnwritableOutIsRefusedBeforeSolving() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("taken"));
        CliRun run = CliRun.of("solve", "--game", "bao-kingulu", "--rule", "pitsPerRow=2", "--out", folder.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains("is a folder"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aVariantTooLargeIsRefusedWithItsEstimatedSizeBeforeAnythingIsAllocated() {
        CliRun run = CliRun.of("solve", "--game", "bao-kingulu");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("baolab: cannot solve bao-kingulu: its keys describe 5.4e+16 positions"),
                run.err());
        assertTrue(run.err().contains("; no memory can help: the solver numbers at most 2,147,483,639 positions"),
                run.err());
        assertTrue(!run.err().contains("-Xmx"), "no advice that cannot help: " + run.err());
        assertEquals("", run.out());
    }

    private static JsonObject json(CliRun run) {
        assertEquals(0, run.status(), run.err());
        return JsonParser.parseString(run.lines().get(0)).getAsJsonObject();
    }

    private static String[] concat(String[] args, String... more) {
        return java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.Arrays.stream(more))
                .collect(Collectors.toList()).toArray(new String[0]);
    }
}
