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
}
