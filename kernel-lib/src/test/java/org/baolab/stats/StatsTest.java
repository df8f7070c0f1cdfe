package org.baolab.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class StatsTest {

    @Test
    void wilsonIntervalOfFiftyInAHundred() {
        Interval i = Stats.wilson(50, 100);
        assertEquals(0.5, i.estimate(), 1e-12);
        assertEquals(0.404, i.low(), 5e-4);
        assertEquals(0.596, i.high(), 5e-4);
    }

    @Test
    void wilsonIntervalAtTheEdges() {
        Interval none = Stats.wilson(0, 10);
        assertEquals(0, none.low(), 1e-12);
        assertEquals(0.2775, none.high(), 5e-4);
        Interval all = Stats.wilson(10, 10);
        assertEquals(0.7225, all.low(), 5e-4);
        assertEquals(1, all.high(), 1e-12);
        assertTrue(Double.isNaN(Stats.wilson(0, 0).estimate()));
        assertThrows(IllegalArgumentException.class, () -> Stats.wilson(11, 10));
    }

    @Test
    void gameLengthStatistics() {
        Summary s = new Summary();
        for (int plies = 1; plies <= 10; plies++) {
            s.add(Status.DRAW, Reason.TURN_LIMIT, Player.SOUTH, plies, 0, 0);
        }
        assertEquals(5.5, s.pliesMean(), 1e-12);
        assertEquals(Math.sqrt(55.0 / 6), s.pliesSd(), 1e-12);
        assertEquals(5.5, s.pliesQuantile(0.5), 1e-12);
        assertEquals(1.9, s.pliesQuantile(0.1), 1e-12);
        assertEquals(9.1, s.pliesQuantile(0.9), 1e-12);
        assertEquals(1, s.pliesQuantile(0), 1e-12);
        assertEquals(10, s.pliesQuantile(1), 1e-12);
    }

    @Test
    void summaryOfATableGroupsByGameAgentsAndOptions() {
        // Two groups (seedsPerPit 3 and 4). Group 3: SOUTH wins twice, NORTH once, one turn-limit draw.
        Table games = Table.create("games",
                StringColumn.create(Columns.GAME, "bao-kingulu", "bao-kingulu", "bao-kingulu", "bao-kingulu", "bao-kingulu"),
                StringColumn.create(Columns.SOUTH, "random", "random", "random", "random", "random"),
                StringColumn.create(Columns.NORTH, "greedy", "greedy", "greedy", "greedy", "greedy"),
                IntColumn.create("seedsPerPit", 3, 3, 3, 3, 4),
                StringColumn.create(Columns.FIRST_MOVER, "SOUTH", "SOUTH", "SOUTH", "SOUTH", "NORTH"),
                StringColumn.create(Columns.STATUS, "SOUTH_WINS", "SOUTH_WINS", "NORTH_WINS", "DRAW", "NORTH_WINS"),
                StringColumn.create(Columns.REASON, "NO_LEGAL_MOVES", "NO_LEGAL_MOVES", "NO_LEGAL_MOVES", "TURN_LIMIT",
                        "NO_LEGAL_MOVES"),
                IntColumn.create(Columns.PLIES, 10, 20, 30, 40, 7),
                IntColumn.create(Columns.SOUTH_CAPTURES, 1, 2, 0, 3, 0),
                IntColumn.create(Columns.NORTH_CAPTURES, 0, 1, 2, 1, 1),
                IntColumn.create(Columns.SOUTH_CAPTURED_SEEDS, 5, 6, 0, 9, 0),
                IntColumn.create(Columns.NORTH_CAPTURED_SEEDS, 0, 2, 8, 2, 3));
        Table summary = Stats.summary(games);
        assertEquals(2, summary.rowCount());
        assertEquals(List.of("game", "south", "north", "seedsPerPit", "games"), summary.columnNames().subList(0, 5));
        assertEquals(3, summary.intColumn("seedsPerPit").get(0));
        assertEquals(4, summary.longColumn("games").get(0));
        assertEquals(0.5, summary.doubleColumn("southWinRate").get(0), 1e-12);
        assertEquals(0.25, summary.doubleColumn("northWinRate").get(0), 1e-12);
        assertEquals(0.25, summary.doubleColumn("drawRate").get(0), 1e-12);
        assertEquals(Stats.wilson(1, 4).low(), summary.doubleColumn("drawRateLow").get(0), 1e-12);
        assertEquals(1, summary.longColumn("drawsTurnLimit").get(0));
        assertEquals(0, summary.longColumn("drawsEndlessMove").get(0));
        assertEquals(2.0 / 3, summary.doubleColumn("firstPlayerAdvantage").get(0), 1e-12);
        assertEquals(Stats.wilson(2, 3).high(), summary.doubleColumn("firstPlayerAdvantageHigh").get(0), 1e-12);
        assertEquals(25, summary.doubleColumn("pliesMean").get(0), 1e-12);
        assertEquals(25, summary.doubleColumn("pliesMedian").get(0), 1e-12);
        assertEquals(2.5, summary.doubleColumn("capturesPerGame").get(0), 1e-12);
        assertEquals(10, summary.doubleColumn("capturesPer100Plies").get(0), 1e-12);
        assertEquals(1.0, summary.doubleColumn("firstPlayerAdvantage").get(1), 1e-12, "NORTH moved first and won");
    }

    @Test
    void summaryTableOfKeyedSummaries() {
        Summary s = new Summary().add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 12, 2, 7);
        Table t = Stats.summaries(List.of(Map.of("kuweka", false)), List.of(s));
        assertEquals(false, t.booleanColumn("kuweka").get(0));
        assertEquals(1.0, t.doubleColumn("southWinRate").get(0), 1e-12);
        assertThrows(IllegalArgumentException.class,
                () -> s.add(Status.ONGOING, null, Player.SOUTH, 1, 0, 0));
    }

    @Test
    void summariesReadBackFromCsvFilesAppendEvenWhenOneHasOnlyWholeRates(@TempDir Path dir) throws IOException {
        Summary noDraws = new Summary().add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 10, 1, 1);
        Summary oneDraw = new Summary().add(Status.DRAW, Reason.TURN_LIMIT, Player.SOUTH, 12, 0, 0)
                .add(Status.NORTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 14, 0, 0);
        Path a = dir.resolve("a.csv");
        Path b = dir.resolve("b.csv");
        Stats.summaries(List.of(Map.of("game", "bao-kingulu")), List.of(noDraws)).write().csv(a.toFile());
        Stats.summaries(List.of(Map.of("game", "bao-kingulu")), List.of(oneDraw)).write().csv(b.toFile());
        assertTrue(Files.readString(a).contains(",0.0,"), "the first file holds whole numbers only");
        Table both = Stats.readCsv(a.toString()).append(Stats.readCsv(b.toString()));
        assertEquals(List.of(0.0, 0.5), both.doubleColumn("drawRate").asList());
        assertEquals(List.of(1L, 2L), both.numberColumn("games").asList().stream().map(Number::longValue).toList());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Stats.readCsv(dir.resolve("missing.csv").toString()));
        assertTrue(e.getMessage().contains("missing.csv"), e.getMessage());
    }

    /** SOUTH plays greedy or random against NORTH's random, at reserve 4; plus the same at reserve 8 for greedy. */
    private static Table sweep() {
        // greedy, reserve 4: SOUTH wins 3 games, NORTH 1, one turn-limit draw; lengths 10 20 30 40 50; 5 captures
        Summary a = Fixtures.fiveGames();
        // 1,234 games of 12 plies, 1,200 of them drawn by the turn limit
        Summary many = new Summary();
        for (int i = 0; i < 1234; i++) {
            many.add(i < 1200 ? Status.DRAW : Status.NORTH_WINS, i < 1200 ? Reason.TURN_LIMIT : Reason.NO_LEGAL_MOVES,
                    Player.SOUTH, 12, 0, 0);
        }
        Summary one = new Summary().add(Status.DRAW, Reason.TURN_LIMIT, Player.SOUTH, 7, 0, 0);
        return Stats.summaries(List.of(key("greedy", 4), key("random", 4), key("greedy", 8)), List.of(a, many, one));
    }

    private static Map<String, Object> key(String south, int reserve) {
        return Fixtures.key(south, reserve);
    }

    @Test
    void aBriefSummaryShowsWhatVariesThenRoundedRatesAndMeansWithTheirIntervals() {
        Table brief = Stats.brief(sweep());
        assertEquals("Summary: kimasai-two-phase, north=random (95% intervals in brackets)", brief.name());
        assertEquals(List.of("SOUTH agent", "reserve", "games", "SOUTH wins", "NORTH wins", "draws",
                "first player's edge", "mean plies", "captures per 100 plies"), brief.columnNames());
        // 3 of 5: Wilson centre (0.6 + z^2/10) / (1 + z^2/5) = 0.5566, half width 0.3258 -> [0.2307, 0.8824]
        assertEquals("60.0% [23.1, 88.2]", brief.getString(0, "SOUTH wins"));
        assertEquals("20.0% [3.6, 62.4]", brief.getString(0, "NORTH wins"));           // 1 of 5
        assertEquals("20.0% [3.6, 62.4]", brief.getString(0, "draws"));
        assertEquals("75.0% [30.1, 95.4]", brief.getString(0, "first player's edge")); // 3 of the 4 decided games
        // mean 30, sd sqrt(250) = 15.81, 30 +- 1.96 * 15.81 / sqrt(5) = 30 +- 13.86
        assertEquals("30.0 [16.1, 43.9]", brief.getString(0, "mean plies"));
        assertEquals("3.3", brief.getString(0, "captures per 100 plies"));             // 5 captures in 150 plies
        assertEquals("1,234", brief.getString(1, "games"));
        assertEquals(1234L, brief.longColumn("games").get(1), "games stay a number");
        assertEquals("0.0% [0.0, 0.3]", brief.getString(1, "SOUTH wins"));
        // SOUTH moved first and won none of the 34 decided games: upper end z^2 / (34 + z^2) = 0.1015
        assertEquals("0.0% [0.0, 10.2]", brief.getString(1, "first player's edge"));
        // one game: no interval of its length, no decided game for the first player
        assertEquals("7.0", brief.getString(2, "mean plies"));
        assertEquals("n/a", brief.getString(2, "first player's edge"));
        assertEquals(31, sweep().columnCount(), "the summary itself is unchanged");
    }

    @Test
    void aBriefSummaryWithChosenColumnsAndItsErrors() {
        Table brief = Stats.brief(sweep(), "drawsTurnLimit", "pliesMedian");
        assertEquals(List.of("SOUTH agent", "reserve", "games", "draws by turn limit", "median plies"), brief.columnNames());
        assertEquals("1,200", brief.getString(1, "draws by turn limit"));
        assertEquals("12.0", brief.getString(1, "median plies"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Stats.brief(sweep(), "nonsense"));
        assertTrue(e.getMessage().startsWith("no numeric column 'nonsense' in 'summary'; its columns are [game, south"),
                e.getMessage());
        Table games = Table.create("games", StringColumn.create(Columns.GAME, "bao-kingulu"));
        e = assertThrows(IllegalArgumentException.class, () -> Stats.brief(games));
        assertEquals("'games' is not a summary (it has no games column); its columns are [game]", e.getMessage());
    }

    @Test
    void sweptAgentsAreVariedColumnsOfTheBriefSummary() {
        Map<String, Object> mirrored = key("greedy", 4);
        mirrored.put("north", "greedy");
        Summary s = new Summary().add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 10, 0, 0);
        Table brief = Stats.brief(Stats.summaries(List.of(key("random", 4), mirrored), List.of(s, s)));
        assertEquals(List.of("SOUTH agent", "NORTH agent", "games"), brief.columnNames().subList(0, 3));
        assertEquals("Summary: kimasai-two-phase, reserve=4 (95% intervals in brackets)", brief.name());
        Table named = Stats.summaries(List.of(key("random", 4), mirrored), List.of(s, s));
        named.setName("agents at kimasai-two-phase, reserve=4");
        assertEquals("agents at kimasai-two-phase, reserve=4 (95% intervals in brackets)", Stats.brief(named).name(),
                "a name that already says what the rows share");
    }

    @Test
    void intervalsReadTheSameWhereverTheyArePrinted() {
        Interval i = new Interval(0.87764, 0.87142, 0.88411);
        assertEquals("0.878 [0.871, 0.884]", i.format(3));
        assertEquals("87.8% [87.1, 88.4]", i.percent());
        assertEquals("n/a", Stats.wilson(0, 0).percent());
        assertEquals("12.5", new Interval(12.5, Double.NaN, Double.NaN).format(1));
        assertEquals("30.0 [16.1, 43.9]", Stats.meanInterval(30, Math.sqrt(250), 5).format(1));
    }

    @Test
    void theBriefOfARunThatMeasuredTheMetricsShowsThem() {
        Table measured = org.baolab.sim.Simulation.of(org.baolab.Games.kalah()).games(40).seed(2).threads(1).metrics()
                .summary();
        List<String> names = Stats.brief(measured).columnNames();
        for (String column : Stats.QUALITY) {
            assertTrue(names.contains(Metric.of(column).name()), column + " in " + names);
        }
        Table plain = org.baolab.sim.Simulation.of(org.baolab.Games.kalah()).games(40).seed(2).threads(1).summary();
        assertEquals(Stats.brief(plain).columnNames(), names.subList(0, Stats.brief(plain).columnCount()),
                "the usual columns first, then the metrics");
    }
}
