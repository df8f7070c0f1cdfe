package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code baolab replay --game kimasai-two-phase}: the JSON contract with phases and reserves. */
class TwoPhaseReplayTest {

    @Test
    void workedExampleTrace() {
        CliRun run = CliRun.of("replay", "--game", "kimasai-two-phase", "--moves", "c2 a3", "--trace");
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of(
                "{\"game\":\"kimasai-two-phase\",\"ply\":0,\"toMove\":\"SOUTH\",\"phase\":1,"
                        + "\"rows\":[[0,0,0,0,0,0,0,0],[1,1,1,1,1,1,1,1],[1,1,1,1,1,1,1,1],[0,0,0,0,0,0,0,0]],"
                        + "\"reserve\":{\"SOUTH\":24,\"NORTH\":24},\"bank\":{\"SOUTH\":0,\"NORTH\":0},\"reserved\":{},"
                        + "\"legalMoves\":[\"a2\",\"b2\",\"c2\",\"d2\",\"e2\",\"f2\",\"g2\",\"h2\"],"
                        + "\"status\":\"ONGOING\",\"reason\":null,\"score\":{\"SOUTH\":8,\"NORTH\":8}}",
                "{\"game\":\"kimasai-two-phase\",\"ply\":1,\"toMove\":\"NORTH\",\"phase\":1,"
                        + "\"rows\":[[0,0,0,0,0,0,1,1],[1,1,0,0,2,0,2,0],[1,1,1,1,1,1,1,1],[0,0,0,0,0,0,0,0]],"
                        + "\"reserve\":{\"SOUTH\":24,\"NORTH\":24},\"bank\":{\"SOUTH\":0,\"NORTH\":0},\"reserved\":{},"
                        + "\"legalMoves\":[\"a3\",\"b3\",\"c3\",\"d3\",\"e3\",\"f3\",\"g3\",\"h3\"],"
                        + "\"status\":\"ONGOING\",\"reason\":null,\"score\":{\"SOUTH\":8,\"NORTH\":8}}",
                "{\"game\":\"kimasai-two-phase\",\"ply\":2,\"toMove\":\"SOUTH\",\"phase\":1,"
                        + "\"rows\":[[0,0,0,0,0,0,1,1],[1,1,0,0,2,0,2,0],[0,1,1,1,1,1,1,1],[1,1,0,0,0,0,0,0]],"
                        + "\"reserve\":{\"SOUTH\":24,\"NORTH\":23},\"bank\":{\"SOUTH\":0,\"NORTH\":0},\"reserved\":{},"
                        + "\"legalMoves\":[\"a2\",\"b2\",\"e2\",\"g1\",\"g2\",\"h1\"],"
                        + "\"status\":\"ONGOING\",\"reason\":null,\"score\":{\"SOUTH\":8,\"NORTH\":9}}"),
                run.lines());
    }

    @Test
    void reserveZeroStartsInPhaseTwo() {
        CliRun run = CliRun.of("replay", "--game", "kimasai-two-phase", "--rule", "reserve=0", "--moves", "c2");
        assertEquals(0, run.status(), run.err());
        assertEquals("{\"game\":\"kimasai-two-phase\",\"ply\":1,\"toMove\":\"NORTH\",\"phase\":2,"
                + "\"rows\":[[0,0,0,0,0,0,1,1],[1,1,0,0,2,2,0,2],[1,1,1,0,1,1,0,1],[0,0,0,0,0,0,0,0]],"
                + "\"reserve\":{\"SOUTH\":0,\"NORTH\":0},\"bank\":{\"SOUTH\":0,\"NORTH\":0},\"reserved\":{},"
                + "\"legalMoves\":[\"a3\",\"b3\",\"c3\",\"e3\",\"f3\",\"h3\"],"
                + "\"status\":\"ONGOING\",\"reason\":null,\"score\":{\"SOUTH\":10,\"NORTH\":6}}\n", run.out());
    }

    @Test
    void perPlayerReservesAndTheirRange() {
        CliRun run = CliRun.of("replay", "--game", "kimasai-two-phase", "--rule", "reserveNorth=0",
                "--rule", "phaseTwoStart=OWN_RESERVE_EMPTY", "--moves", "c2");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"phase\":2,"), "NORTH, to move, has no reserve: " + run.out());
        assertTrue(run.out().contains("\"reserve\":{\"SOUTH\":24,\"NORTH\":0}"), run.out());

        CliRun bad = CliRun.of("replay", "--game", "kimasai-two-phase", "--rule", "reserveSouth=-1");
        assertEquals(2, bad.status());
        assertEquals("baolab: option reserveSouth cannot be -1: valid values are 0..1000, or unset (follows reserve)\n",
                bad.err());
    }

    @Test
    void illegalMovesNameTheRule() {
        CliRun run = CliRun.of("replay", "--game", "kimasai-two-phase", "--moves", "c2 c2");
        assertEquals(2, run.status());
        assertEquals("ply 2: c2 is not legal for NORTH: it is not one of your holes: NORTH plays from rows 3 and 4 "
                + "(rule T3)\n", run.err());
        CliRun empty = CliRun.of("replay", "--game", "kimasai-two-phase", "--moves", "c1");
        assertEquals("ply 1: c1 is not legal for SOUTH: it is empty (rule T4)\n", empty.err());
    }
}
