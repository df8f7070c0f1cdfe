package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code baolab replay} JSON contract and its errors. */
class ReplayCommandTest {

    private static final List<String> KEYS = List.of("game", "ply", "toMove", "phase", "rows", "reserve", "bank",
            "reserved", "legalMoves", "status", "reason", "score");

    @Test
    void traceOfOneMovePrintsTheStartAndTheStateAfterIt() {
        CliRun run = CliRun.of("replay", "--game", "bao-kingulu", "--moves", "c1", "--trace");
        assertEquals(0, run.status());
        assertEquals("", run.err());
        assertEquals(List.of(
                "{\"game\":\"bao-kingulu\",\"ply\":0,\"toMove\":\"SOUTH\",\"phase\":0,"
                        + "\"rows\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],\"reserve\":{\"SOUTH\":0,\"NORTH\":0},"
                        + "\"bank\":{\"SOUTH\":0,\"NORTH\":0},\"reserved\":{},\"legalMoves\":[\"c1\",\"d1\",\"e1\",\"f1\"],"
                        + "\"status\":\"ONGOING\",\"reason\":null,\"score\":{\"SOUTH\":24,\"NORTH\":24}}",
                "{\"game\":\"bao-kingulu\",\"ply\":1,\"toMove\":\"NORTH\",\"phase\":0,"
                        + "\"rows\":[[6,6,2,7,0,6],[1,0,6,6,0,1]],\"reserve\":{\"SOUTH\":0,\"NORTH\":0},"
                        + "\"bank\":{\"SOUTH\":7,\"NORTH\":0},\"reserved\":{},\"legalMoves\":[\"a2\",\"c2\",\"d2\",\"f2\"],"
                        + "\"status\":\"ONGOING\",\"reason\":null,\"score\":{\"SOUTH\":34,\"NORTH\":14}}"),
                run.lines());
        for (String line : run.lines()) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            assertEquals(KEYS, new ArrayList<>(o.keySet()), "every key, in the documented order");
        }
    }

    @Test
    void withoutTraceOnlyTheFinalStateIsPrinted() {
        CliRun run = CliRun.of("replay", "--game", "bao-kingulu", "--moves", "c1 a2");
        assertEquals(0, run.status());
        assertEquals(1, run.lines().size());
        assertTrue(run.out().startsWith("{\"game\":\"bao-kingulu\",\"ply\":2,\"toMove\":\"SOUTH\""));
    }

    @Test
    void ruleOptionsChangeTheGameReplayed() {
        CliRun run = CliRun.of("replay", "--game", "bao-kingulu", "--rule", "pitsPerRow=4", "--rule", "seedsPerPit=2");
        assertTrue(run.out().contains("\"rows\":[[2,2,2,2],[2,2,2,2]]"), run.out());
        assertTrue(run.out().contains("\"legalMoves\":[\"c1\",\"d1\"]"), run.out());
    }

    @Test
    void anIllegalMoveStopsWithStatus2AndOneLineNamingPlyMoveAndRule() {
        CliRun run = CliRun.of("replay", "--game", "bao-kingulu", "--moves", "c1 a2 a1");
        assertEquals(2, run.status());
        assertEquals("", run.out(), "nothing on stdout without --trace");
        assertEquals("ply 3: a1 is not legal for SOUTH: it is empty (rule K2)\n", run.err());

        CliRun k5 = CliRun.of("replay", "--game", "bao-kingulu", "--moves", "a1");
        assertEquals("ply 1: a1 is not legal for SOUTH: its first lap would end in your own occupied hole e1 (rule K5)\n",
                k5.err());
    }

    @Test
    void withTraceTheLinesUpToTheLastGoodStateArePrinted() {
        CliRun run = CliRun.of("replay", "--game", "bao-kingulu", "--moves", "c1 a2 a1", "--trace");
        assertEquals(2, run.status());
        assertEquals(3, run.lines().size());
        assertTrue(run.lines().get(2).contains("\"ply\":2"));
    }

    @Test
    void aMalformedMoveIsRefused() {
        CliRun run = CliRun.of("replay", "--game", "bao-kingulu", "--moves", "c1 z9");
        assertEquals(2, run.status());
        assertEquals("ply 2: z9 is not legal for NORTH: there is no hole z9 on this board: columns a-f, rows 1-2 (rule C2)\n",
                run.err());
        CliRun word = CliRun.of("replay", "--game", "bao-kingulu", "--moves", "south");
        assertTrue(word.err().startsWith("ply 1: south is not legal for SOUTH: 'south' is not a hole name"), word.err());
    }

    @Test
    void unknownGameOptionOrValueIsRefusedWithTheValidChoices() {
        CliRun game = CliRun.of("replay", "--game", "awale");
        assertEquals(2, game.status());
        assertEquals("", game.out());
        assertTrue(game.err().startsWith("baolab: unknown game 'awale': valid games are bao-kingulu"), game.err());

        CliRun option = CliRun.of("replay", "--game", "bao-kingulu", "--rule", "seeds=3");
        assertEquals(2, option.status());
        assertTrue(option.err().contains("has no option 'seeds': valid options are pitsPerRow, seedsPerPit"));

        CliRun value = CliRun.of("replay", "--game", "bao-kingulu", "--rule", "seedsPerPit=0");
        assertEquals(2, value.status());
        assertEquals("baolab: option seedsPerPit cannot be 0: valid values are 1..20\n", value.err());

        CliRun missing = CliRun.of("replay");
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("--game"));
    }

    @Test
    void aPresetSetsTheRulesAndRuleOptionsApplyOnTop() {
        CliRun run = CliRun.of("replay", "--preset", "bao-kingulu-kuweka-2", "--rule", "pitsPerRow=4",
                "--rule", "seedsPerPit=2");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"rows\":[[2,2,2,2],[2,2,2,2]]"), run.out());
        CliRun mismatch = CliRun.of("replay", "--preset", "bao-kingulu", "--game", "kimasai-two-phase");
        assertEquals(2, mismatch.status());
        assertEquals("baolab: --game kimasai-two-phase does not match the preset's game bao-kingulu\n", mismatch.err());
    }
}
