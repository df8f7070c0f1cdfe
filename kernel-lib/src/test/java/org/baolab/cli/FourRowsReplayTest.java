package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code baolab replay} for kimasai-four-rows: the JSON contract ("bank" = stones captured, "score" = stones on the board). */
class FourRowsReplayTest {

    private static final String ONES = "1,1,1,1,1,1,1,1,1,1,1,1";

    @Test
    void f3_f4_traceOfTheWorkedExample() {
        CliRun run = CliRun.of("replay", "--game", "kimasai-four-rows", "--moves", "b2", "--trace");
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of(
                "{\"game\":\"kimasai-four-rows\",\"ply\":0,\"toMove\":\"SOUTH\",\"phase\":0,"
                        + "\"rows\":[[" + ONES + "],[0,1,1,1,1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1,1,1,1,0],[" + ONES + "]],"
                        + "\"reserve\":{\"SOUTH\":0,\"NORTH\":0},\"bank\":{\"SOUTH\":0,\"NORTH\":0},\"reserved\":{},"
                        + "\"legalMoves\":[\"b2\"],\"status\":\"ONGOING\",\"reason\":null,\"score\":{\"SOUTH\":23,\"NORTH\":23}}",
                "{\"game\":\"kimasai-four-rows\",\"ply\":1,\"toMove\":\"NORTH\",\"phase\":0,"
                        + "\"rows\":[[" + ONES + "],[1,0,1,1,1,1,1,1,1,1,1,1],[0,1,1,1,1,1,1,1,1,1,1,0],[0,1,1,1,1,1,1,1,1,1,1,1]],"
                        + "\"reserve\":{\"SOUTH\":0,\"NORTH\":0},\"bank\":{\"SOUTH\":2,\"NORTH\":0},\"reserved\":{},"
                        + "\"legalMoves\":[\"b4\",\"k3\"],\"status\":\"ONGOING\",\"reason\":null,\"score\":{\"SOUTH\":23,\"NORTH\":21}}"),
                run.lines());
    }

    @Test
    void f3_anIllegalMoveNamesTheOccupiedHole() {
        CliRun run = CliRun.of("replay", "--game", "kimasai-four-rows", "--moves", "b2 c3");
        assertEquals(2, run.status());
        assertEquals("", run.out());
        assertEquals("ply 2: c3 is not legal for NORTH: the next hole d3 is occupied (rule F3)\n", run.err());

        CliRun empty = CliRun.of("replay", "--game", "kimasai-four-rows", "--moves", "a2");
        assertEquals("ply 1: a2 is not legal for SOUTH: it holds no stone of yours (rule F3)\n", empty.err());
    }

    @Test
    void f6_aPresetAndRuleOptionsChangeTheGame() {
        CliRun run = CliRun.of("replay", "--preset", "kimasai-four-rows-no-captures", "--rule", "holesPerRow=3",
                "--moves", "b2 b3 c2 a3 c1 a4 b1 b4 a1 c4 a2 c3");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"rows\":[[1,1,1],[0,1,1],[1,1,0],[1,1,1]]"), run.out());
        assertTrue(run.out().contains("\"status\":\"DRAW\",\"reason\":\"REPETITION\""), run.out());
        assertTrue(run.out().contains("\"bank\":{\"SOUTH\":0,\"NORTH\":0}"), run.out());
    }

    @Test
    void f1_anOutOfRangeWidthIsRefused() {
        CliRun run = CliRun.of("replay", "--game", "kimasai-four-rows", "--rule", "holesPerRow=1");
        assertEquals(2, run.status());
        assertEquals("baolab: option holesPerRow cannot be 1: valid values are 2..12\n", run.err());
    }
}
