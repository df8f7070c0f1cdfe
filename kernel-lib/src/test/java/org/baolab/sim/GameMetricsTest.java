package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.baolab.Games;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.stats.GameMetric;
import org.baolab.stats.Summary;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The game-quality metrics, worked out by hand on short games (their positions are in the comments), measured
 * from records and during a run alike, and merged exactly however a run is split.
 */
class GameMetricsTest {

    private static final String KINGULU_2X2 = "\"game\":\"bao-kingulu\",\"index\":0,\"seed\":0,\"south\":\"random\","
            + "\"north\":\"random\",\"rules\":{\"pitsPerRow\":2,\"seedsPerPit\":2%s}";

    private static String record(String head, String moves, String status, String reason, int plies) {
        return "{" + head + ",\"moves\":[" + moves + "],\"status\":\"" + status + "\",\"reason\":\"" + reason
                + "\",\"plies\":" + plies + "}";
    }

    private static double value(Table summary, int row, String column) {
        return summary.doubleColumn(column).getDouble(row);
    }

    @Test
    void twoShortKinguluGamesByHand() {
        // a1 a2 b1: legal moves 2, 1, 1; scores (S-N) 4-4, 4-4, 3-5, 4-4: the leaders change after plies 2 and 3;
        // drawn, no legal move. b1: legal moves 2; scores 4-4, 8-0: one change; SOUTH wins.
        Table s = GameLines.summary(List.of(
                record(KINGULU_2X2.formatted(""), "\"a1\",\"a2\",\"b1\"", "DRAW", "NO_LEGAL_MOVES", 3),
                record(KINGULU_2X2.formatted(""), "\"b1\"", "SOUTH_WINS", "NO_LEGAL_MOVES", 1)));
        assertEquals(1, s.rowCount());
        assertEquals(0.5, value(s, 0, "completion"), 1e-12);
        assertEquals(0.5, value(s, 0, "balance"), 1e-12, "1 - |1/2 - 0|");
        assertEquals(0.5, value(s, 0, "drawishness"), 1e-12);
        assertEquals((4.0 / 3 + 2) / 2, value(s, 0, "branching"), 1e-6);
        assertEquals((1.0 / 3 + 1) / 2, value(s, 0, "decisionMoves"), 1e-6);
        assertEquals((3 * Math.log10(4.0 / 3) + Math.log10(2)) / 2, value(s, 0, "treeComplexity"), 1e-6);
        assertEquals(1, value(s, 0, "coverage"), 1e-12, "every hole holds seeds at the start");
        assertEquals(0, value(s, 0, "repetition"), 1e-12);
        assertEquals((2.0 / 3 + 1) / 2, value(s, 0, "leadChange"), 1e-6);
    }

    @Test
    void fourRowsGamesByHand() {
        // holesPerRow=2, 8 holes: stones start in a1 b1 b2 a3 a4 b4, a2 fills after ply 1, b3 never: coverage 7/8.
        // One legal move a ply; scores 3-3, 3-1, 3-1, 3-1, 1-1, 1-0: changes after plies 1, 4 and 5 of 5.
        String short2 = record("\"game\":\"kimasai-four-rows\",\"index\":0,\"seed\":0,\"south\":\"a\",\"north\":\"b\","
                + "\"rules\":{\"holesPerRow\":2}", "\"b2\",\"b4\",\"b1\",\"a4\",\"b2\"", "SOUTH_WINS", "ALL_CAPTURED", 5);
        // holesPerRow=3 without captures: 12 plies of forced moves, scores 5-5 throughout, and the last position is
        // the start again (SOUTH to move), which draws: 12 distinct positions of 13.
        String cycle = record("\"game\":\"kimasai-four-rows\",\"index\":0,\"seed\":0,\"south\":\"a\",\"north\":\"b\","
                + "\"rules\":{\"holesPerRow\":3,\"captures\":false}",
                "\"b2\",\"b3\",\"c2\",\"a3\",\"c1\",\"a4\",\"b1\",\"b4\",\"a1\",\"c4\",\"a2\",\"c3\"", "DRAW",
                "REPETITION", 12);
        Table s = GameLines.summary(List.of(short2, cycle));
        assertEquals(2, s.rowCount());
        assertEquals(1, value(s, 0, "branching"), 1e-12);
        assertEquals(0, value(s, 0, "decisionMoves"), 1e-12);
        assertEquals(0, value(s, 0, "treeComplexity"), 1e-12);
        assertEquals(7.0 / 8, value(s, 0, "coverage"), 1e-12);
        assertEquals(0, value(s, 0, "repetition"), 1e-12);
        assertEquals(3.0 / 5, value(s, 0, "leadChange"), 1e-6);
        assertEquals(1, value(s, 0, "completion"), 1e-12);
        assertEquals(0, value(s, 0, "balance"), 1e-12, "SOUTH won every game");
        assertEquals(1, value(s, 1, "coverage"), 1e-12);
        assertEquals(1.0 / 13, value(s, 1, "repetition"), 1e-6);
        assertEquals(0, value(s, 1, "leadChange"), 1e-12, "a tie throughout");
        assertEquals(1, value(s, 1, "drawishness"), 1e-12, "a repetition draw is a natural draw");
        assertEquals(1, value(s, 1, "balance"), 1e-12);
        assertEquals(0, value(s, 1, "completion"), 1e-12);
    }

    @Test
    void aTurnLimitDrawIsNotDrawish() {
        String head = KINGULU_2X2.formatted(",\"maxTurns\":1");
        Table s = GameLines.summary(List.of(record(head, "\"a1\"", "DRAW", "TURN_LIMIT", 1)));
        assertEquals(0, value(s, 0, "drawishness"), 1e-12);
        assertEquals(0, value(s, 0, "completion"), 1e-12);
    }

    @Test
    void aRecordThatDoesNotEndAsItSaysIsRefused() {
        String wrong = record(KINGULU_2X2.formatted(""), "\"b1\"", "DRAW", "NO_LEGAL_MOVES", 1);
        String message = assertThrows(IllegalArgumentException.class, () -> GameLines.summary(List.of(wrong)))
                .getMessage();
        assertEquals("record 1: the moves end in SOUTH_WINS (NO_LEGAL_MOVES) at ply 1, the record says DRAW "
                + "(NO_LEGAL_MOVES) at ply 1", message);
        String illegal = record(KINGULU_2X2.formatted(""), "\"a2\"", "DRAW", "NO_LEGAL_MOVES", 1);
        String why = assertThrows(IllegalArgumentException.class, () -> GameLines.summary(List.of(illegal)))
                .getMessage();
        assertTrue(why.startsWith("record 1: ") && why.contains("(rule "), why);
    }

    @Test
    void theMetricsOfTheRecordsAreThoseOfTheRun() {
        for (Rules rules : List.of(Games.baoKingulu(), Games.kimasaiFourRows().with("holesPerRow", 6),
                Games.kimasaiTwoPhase())) {
            Results run = Simulation.of(rules).south("greedy").games(60).seed(3).threads(2).moves(true).metrics()
                    .results();
            Table replayed = GameLines.summary(run.records());
            for (String column : run.summary().columnNames()) {
                assertEquals(run.summary().column(column).asList(), replayed.column(column).asList(),
                        rules.game().id() + " " + column);
            }
            assertEquals(run.summary().columnCount(), replayed.columnCount());
        }
    }

    @Test
    void everyIntervalHoldsItsEstimateAndAnyMergeOrderGivesTheSameSummary() {
        SimulationTask task = new SimulationTask(Games.kimasaiFourRows().with("holesPerRow", 4), new AgentSpec.Random(),
                new AgentSpec.Random(), 11, 0, 200, false, true);
        Summary whole = task.summary();
        List<Summary> parts = new ArrayList<>(task.split(7).stream().map(SimulationTask::summary).toList());
        Collections.shuffle(parts, new Random(5));
        assertEquals(whole, parts.stream().reduce(new Summary(), Summary::merge));
        assertEquals(200, whole.measuredGames());
        Table s = Simulation.of(Games.kimasaiFourRows().with("holesPerRow", 4)).games(200).seed(11).metrics()
                .summary();
        for (String name : List.of("completion", "balance", "drawishness")) {
            assertInterval(s, name);
        }
        for (GameMetric metric : GameMetric.values()) {
            assertInterval(s, metric.column());
            assertEquals(whole.metricMean(metric), value(s, 0, metric.column()), 0);
        }
    }

    private static void assertInterval(Table s, String name) {
        double low = value(s, 0, name + "Low");
        double high = value(s, 0, name + "High");
        double estimate = value(s, 0, name);
        assertTrue(low <= estimate && estimate <= high, name + " " + estimate + " [" + low + ", " + high
                + "]");
    }

    @Test
    void withoutMetricsTheSummaryHasNoMetricColumns() {
        Table s = Simulation.of(Games.baoKingulu()).games(5).seed(1).summary();
        assertTrue(s.columnNames().stream().noneMatch(c -> c.startsWith("balance") || c.startsWith("branching")),
                s.columnNames().toString());
    }
}
