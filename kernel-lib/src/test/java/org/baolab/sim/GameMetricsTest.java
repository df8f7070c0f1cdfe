package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.baolab.Games;
import org.baolab.core.Game;
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
        // SOUTH's evaluations (S-N)/(S+N) before each ply: 0, 0, -1/4 (mean -1/12, variance 1/72) and 0 (variance
        // 0). Only the second game has a winner: SOUTH's 0 never exceeds NORTH's best, 0, so decisiveness 1/1; the
        // winner is never behind, drama 0.
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
        assertEquals((1.0 / 72 + 0) / 2, value(s, 0, "stability"), 1e-6);
        assertEquals(1, value(s, 0, "decisiveness"), 1e-12, "a draw has none");
        assertEquals(0, value(s, 0, "drama"), 1e-12);
        assertEquals(0, value(s, 0, "dramaMax"), 1e-12);
    }

    @Test
    void stateEvaluationMetricsByHand() {
        String head = "\"game\":\"kimasai-four-rows\",\"index\":0,\"seed\":0,\"south\":\"a\",\"north\":\"b\","
                + "\"rules\":{\"holesPerRow\":3}";
        // Scores (S-N) before each ply: 5-5, 5-3, 3-3, 3-3, 3-3, 3-1, 1-1, 1-1, then 0-1: NORTH wins. SOUTH's
        // evaluations 0, 1/4, 0, 0, 0, 1/2, 0, 0: mean 3/32, variance (1/16 + 1/4)/8 - (3/32)^2. NORTH's are
        // their negations and never exceed SOUTH's best, 1/2: decisiveness 8/8. Highest minus NORTH's: 0, 1/2, 0,
        // 0, 0, 1, 0, 0: drama 1.5/8, dramaMax 1.
        String northWins = record(head, "\"b2\",\"b3\",\"b1\",\"b4\",\"c1\",\"a4\",\"c2\",\"a3\"", "NORTH_WINS",
                "ALL_CAPTURED", 8);
        // Scores before each ply: 5-5, 5-3, 3-3, 3-3, 3-3, 3-3, 2-3, 2-1, 2-1, then 2-0: SOUTH wins. SOUTH's
        // evaluations 0, 1/4, 0, 0, 0, 0, -1/5, 1/3, 1/3; NORTH's best is 1/5, first exceeded before ply 2
        // (index 1): decisiveness 1/9 (Ludii's integer division would give 0). Highest minus SOUTH's: 2/5 before
        // ply 7, else 0: drama 0.4/9, dramaMax 0.4.
        String southWins = record(head, "\"b2\",\"b3\",\"b1\",\"b4\",\"a1\",\"a4\",\"c1\",\"a3\",\"c2\"",
                "SOUTH_WINS", "ALL_CAPTURED", 9);
        double[] e = {0, 0.25, 0, 0, 0, 0, -0.2, 1.0 / 3, 1.0 / 3};
        double mean = Arrays.stream(e).average().orElseThrow();
        double variance = Arrays.stream(e).map(x -> (x - mean) * (x - mean)).sum() / e.length;
        Table s = GameLines.summary(List.of(northWins, southWins));
        assertEquals(1, s.rowCount());
        assertEquals(((1.0 / 16 + 1.0 / 4) / 8 - 9.0 / 1024 + variance) / 2, value(s, 0, "stability"), 1e-6);
        assertEquals((1 + 1.0 / 9) / 2, value(s, 0, "decisiveness"), 1e-6);
        assertEquals((1.5 / 8 + 0.4 / 9) / 2, value(s, 0, "drama"), 1e-6);
        assertEquals((1 + 0.4) / 2, value(s, 0, "dramaMax"), 1e-6);
        Table north = GameLines.summary(List.of(northWins));
        assertEquals(1, value(north, 0, "decisiveness"), 1e-12, "never decided before the end");
        assertEquals(1, value(north, 0, "dramaMax"), 1e-12, "NORTH at -1/2 against SOUTH's 1/2");
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
        assertEquals(0, value(s, 1, "stability"), 1e-12, "level throughout");
        for (String drawn : List.of("decisiveness", "drama", "dramaMax")) {
            assertTrue(Double.isNaN(value(s, 1, drawn)), drawn + " is undefined without a winner");
        }
    }

    @Test
    void whereAGameHasStoresTheLeaderHasMoreInStoreAndHousesTogether() {
        // Kalah, 2 houses of 2 seeds. a1 sows b1 and SOUTH's store, an extra turn (KA3); b1 sows the store, b2 and
        // a2, SOUTH's houses are empty and NORTH takes its 6 (KA5, KA6): NORTH wins 6 to 2. Stores and houses:
        // 4-4, 4-4 (store 1 and b1's 3 against NORTH's 4), 2-6: one change in two plies. By the stores alone,
        // 0-0, 1-0, 2-6, it would be two.
        String head = "\"game\":\"kalah\",\"index\":0,\"seed\":0,\"south\":\"a\",\"north\":\"b\","
                + "\"rules\":{\"pitsPerRow\":2,\"seedsPerPit\":2}";
        Table s = GameLines.summary(List.of(record(head, "\"a1\",\"b1\"", "NORTH_WINS", "SIDE_EMPTY", 2)));
        assertEquals(0.5, value(s, 0, "leadChange"), 1e-12);
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

    /**
     * Repetition against a plain count of distinct positions (the player to move, holes, reserves, banks and reserved
     * holes compared whole), over random games of small variants whose positions do come back (random games of the
     * standard rules of these games almost never come back to a position): the first position of a stretch of equal
     * progress, which is kept whole, and the others, which are hashed.
     */
    @Test
    void repetitionCountsTheDistinctPositionsOfEachGame() {
        for (Rules rules : List.of(Games.kimasaiFourRows().with("holesPerRow", 3).with("captures", false)
                        .with("repetitionDraw", false).with("maxTurns", 60),
                Games.baoKingulu().with("pitsPerRow", 3).with("seedsPerPit", 1).with("captureEmptyOwnHole", false)
                        .with("maxTurns", 60),
                Games.kimasaiTwoPhase().with("holesPerRow", 2).with("reserve", 0).with("maxTurns", 60))) {
            GameRunner runner = new GameRunner(new SimulationTask(rules, new AgentSpec.Random(), new AgentSpec.Random(),
                    5, 0, 300, true, true));
            int repeated = 0;
            for (long i = 0; i < 300; i++) {
                runner.play(i, new AtomicBoolean());
                GameRecord game = runner.record(i);
                org.baolab.core.GameState s = rules.newState();
                java.util.Set<List<Object>> distinct = new java.util.HashSet<>();
                distinct.add(key(s));
                for (short move : game.moves()) {
                    s.play(move);
                    distinct.add(key(s));
                }
                double expected = 1 - (double) distinct.size() / (s.ply() + 1);
                assertEquals(expected, game.metrics()[GameMetric.REPETITION.ordinal()], 1e-12,
                        rules + " game " + i);
                repeated += expected > 0 ? 1 : 0;
            }
            assertTrue(repeated >= 5, rules + ": games with a position that came back: " + repeated);
        }
    }

    private static List<Object> key(org.baolab.core.GameState s) {
        org.baolab.core.Position p = s.position();
        return List.of(p.toMove(), p.rows(), p.reserve(), p.bank(), p.reserved());
    }

    /**
     * The measure of what the metrics cost without the state evaluation ({@link Throughput#metricsCost}) measures the
     * same others: over random games of every game, each of them equal to the bit, the evaluation's four NaN.
     */
    @Test
    void withoutTheEvaluationTheOtherMetricsAreTheSame() {
        for (Game game : Games.all()) {
            SimulationTask task = new SimulationTask(Rules.defaults(game), new AgentSpec.Random(),
                    new AgentSpec.Random(), 9, 0, 200, false, true);
            GameRunner full = new GameRunner(task);
            GameRunner unevaluated = new GameRunner(task, false);
            int evaluated = 0;
            for (long i = 0; i < 200; i++) {
                full.play(i, new AtomicBoolean());
                unevaluated.play(i, new AtomicBoolean());
                double[] all = full.record(i).metrics();
                double[] others = unevaluated.record(i).metrics();
                for (GameMetric m : GameMetric.values()) {
                    if (GameMetric.EVALUATED.contains(m)) {
                        assertTrue(Double.isNaN(others[m.ordinal()]), game.id() + " game " + i + " " + m);
                        evaluated += Double.isNaN(all[m.ordinal()]) ? 0 : 1;
                    } else {
                        assertEquals(all[m.ordinal()], others[m.ordinal()], 0.0, game.id() + " game " + i + " " + m);
                    }
                }
            }
            assertTrue(evaluated > 0, game.id() + ": the full metrics measured no evaluation");
        }
    }

    /**
     * Where kimasai-four-rows plays random games in its own loop (with captures no position comes back, so no watcher
     * reads every ply), the metrics off its log are those of the same games played move by move (as when the moves
     * are kept), bit for bit, under random option values, evaluation included.
     */
    @Test
    void offALogOfRandomPlayTheMetricsAreThoseOfTheMovesOneByOne() {
        Random random = new Random(18);
        int logged = 0;
        for (int r = 0; r < 40; r++) {
            Rules rules = Games.kimasaiFourRows().with("holesPerRow", 2 + random.nextInt(11))
                    .with("captureBackRow", random.nextBoolean()).with("immobilizedLoses", random.nextBoolean())
                    .with("firstPlayer", random.nextBoolean() ? "SOUTH" : "NORTH")
                    .with("maxTurns", 1 + random.nextInt(400));
            SimulationTask task = new SimulationTask(rules, new AgentSpec.Random(), new AgentSpec.Random(), r, 0, 50,
                    false, true);
            SimulationTask byMoves = new SimulationTask(rules, new AgentSpec.Random(), new AgentSpec.Random(), r, 0,
                    50, true, true);
            GameRunner fromLog = new GameRunner(task);
            GameRunner oneByOne = new GameRunner(byMoves);
            logged += new GameMetrics(rules.newState()).log().watchesEveryPly() ? 0 : 1;
            for (long i = 0; i < 50; i++) {
                fromLog.play(i, new AtomicBoolean());
                oneByOne.play(i, new AtomicBoolean());
                assertEquals(Arrays.toString(oneByOne.record(i).metrics()),
                        Arrays.toString(fromLog.record(i).metrics()), rules + " game " + i);
            }
        }
        assertEquals(40, logged, "every one of these read off the log");
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
            for (String column : List.of("stability", "decisiveness", "drama", "dramaMax")) {
                assertTrue(value(replayed, 0, column) > 0, rules.game().id() + " " + column);
            }
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

    @Test
    void theMetricsAreTheSameForAnyThreadCount() {
        Rules rules = Games.kimasaiTwoPhase();
        Table one = Simulation.of(rules).games(40).seed(8).threads(1).metrics().summary();
        Table three = Simulation.of(rules).games(40).seed(8).threads(3).metrics().summary();
        for (String column : one.columnNames()) {
            assertEquals(one.column(column).asList(), three.column(column).asList(), column);
        }
        assertTrue(one.columnNames().contains("dramaMaxHigh"), one.columnNames().toString());
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
