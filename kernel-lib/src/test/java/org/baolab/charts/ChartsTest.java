package org.baolab.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.baolab.Games;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Status;
import org.baolab.notebook.ChartImage;
import org.baolab.sim.Timeline;
import org.baolab.stats.Interval;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapSeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

class ChartsTest {

    /** Four games of a reserve sweep, as a per-game table: reserve 4 lasts 10, 12 and 25 plies, reserve 8 lasts 30. */
    private static Table games() {
        return Table.create("games",
                StringColumn.create("game", "kimasai-two-phase", "kimasai-two-phase", "kimasai-two-phase", "kimasai-two-phase"),
                StringColumn.create("south", "random", "random", "random", "random"),
                StringColumn.create("north", "random", "random", "random", "random"),
                IntColumn.create("reserve", 4, 4, 4, 8),
                StringColumn.create("firstMover", "SOUTH", "SOUTH", "SOUTH", "SOUTH"),
                IntColumn.create("plies", 10, 12, 25, 30),
                IntColumn.create("southCaptures", 1, 0, 2, 5),
                IntColumn.create("northCaptures", 0, 3, 0, 1),
                IntColumn.create("southPhaseTwoPly", 9, -1, 9, 17));
    }

    /**
     * A summary of two agent pairs at two reserve sizes. greedy/4: 3 SOUTH wins, 1 NORTH win, 1 draw by the turn
     * limit, lengths 10 20 30 40 50; the others: 1 SOUTH win, 1 NORTH win, lengths 8 and 12.
     */
    private static Table summary() {
        Summary a = new Summary();
        a.add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 10, 1, 1);
        a.add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 20, 1, 1);
        a.add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 30, 1, 1);
        a.add(Status.NORTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 40, 1, 1);
        a.add(Status.DRAW, Reason.TURN_LIMIT, Player.SOUTH, 50, 1, 1);
        List<Summary> summaries = List.of(a, pair(), pair(), pair());
        List<Map<String, Object>> keys = List.of(key("greedy", 4), key("greedy", 8), key("random", 4), key("random", 8));
        return Stats.summaries(keys, summaries);
    }

    private static Summary pair() {
        return new Summary().add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 8, 0, 0)
                .add(Status.NORTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 12, 2, 2);
    }

    private static Map<String, Object> key(String south, int reserve) {
        Map<String, Object> key = new LinkedHashMap<>();
        key.put("game", "kimasai-two-phase");
        key.put("south", south);
        key.put("north", "random");
        key.put("reserve", reserve);
        return key;
    }

    private static List<String> legend(XYChart chart) {
        return chart.getSeriesMap().values().stream().filter(XYSeries::isShowInLegend).map(XYSeries::getName).toList();
    }

    private static double[] whisker(XYChart chart, String name) {
        return chart.getSeriesMap().get(name).getYData();
    }

    @Test
    void gameLengthHasOneOutlinePerVariantWithTheShareOfGamesPerBin() {
        XYChart chart = Charts.gameLength(games(), 10);
        assertEquals("Game length: kimasai-two-phase, random vs random", chart.getTitle());
        assertEquals("game length (plies)", chart.getXAxisTitle());
        assertEquals("games (% per 10-ply bin)", chart.getYAxisTitle());
        assertEquals(List.of("reserve=4", "reserve=8"), legend(chart));
        // bins 0-9, 10-19, 20-29, 30-39, then the closing edge
        assertArrayEquals(new double[] {0, 10, 20, 30, 40, 40}, chart.getSeriesMap().get("reserve=4").getXData());
        assertArrayEquals(new double[] {0, 2 / 3.0, 1 / 3.0, 0, 0, 0}, chart.getSeriesMap().get("reserve=4").getYData(), 1e-12);
        assertArrayEquals(new double[] {0, 0, 0, 1, 0, 0}, chart.getSeriesMap().get("reserve=8").getYData(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> Charts.gameLength(games(), 0));
    }

    @Test
    void outcomesShowEachResultWithItsWilsonInterval() {
        Table summary = summary().where(summary().stringColumn("south").isEqualTo("greedy"));
        XYChart chart = Charts.outcomes(summary);
        assertEquals("Outcomes: kimasai-two-phase, greedy vs random", chart.getTitle());
        assertEquals("reserve", chart.getXAxisTitle());
        assertEquals("games (%, 95% interval)", chart.getYAxisTitle());
        assertEquals(List.of("SOUTH wins", "NORTH wins", "draws"), legend(chart));
        assertArrayEquals(new double[] {0.6, 0.5}, chart.getSeriesMap().get("SOUTH wins").getYData(), 1e-12);
        assertArrayEquals(new double[] {0.2, 0}, chart.getSeriesMap().get("draws").getYData(), 1e-12);
        Interval threeOfFive = Stats.wilson(3, 5);
        assertArrayEquals(new double[] {threeOfFive.low(), threeOfFive.high()}, whisker(chart, "SOUTH wins interval 1"), 1e-12);
        // the draws of the row without any draw still get their interval, [0, 0.658] for 0 of 2
        assertArrayEquals(new double[] {0, Stats.wilson(0, 2).high()}, whisker(chart, "draws interval 2"), 1e-12);
        assertEquals(0.0, chart.getSeriesMap().get("SOUTH wins").getXData()[0], 0.2);
        assertEquals(1.0, chart.getSeriesMap().get("NORTH wins").getXData()[1], 1e-12);
    }

    @Test
    void outcomesOfVariantsWithLongNamesHaveAColourPerVariant() {
        XYChart chart = Charts.outcomes(summary());
        // NORTH plays random throughout: the title says so, the legend names SOUTH's agent like an option
        assertEquals("Outcomes: kimasai-two-phase, north=random", chart.getTitle());
        assertEquals(List.of("south=greedy, reserve=4", "south=greedy, reserve=8", "south=random, reserve=4",
                "south=random, reserve=8"), legend(chart));
        // along the axis: SOUTH wins, NORTH wins, draws
        assertArrayEquals(new double[] {0.6, 0.2, 0.2}, chart.getSeriesMap().get("south=greedy, reserve=4").getYData(),
                1e-12);
        Interval oneOfFive = Stats.wilson(1, 5);
        assertArrayEquals(new double[] {oneOfFive.low(), oneOfFive.high()},
                whisker(chart, "south=greedy, reserve=4 interval 3"), 1e-12);
    }

    @Test
    void aMetricAgainstASweptOptionHasALinePerOtherVariantAndIntervals() {
        XYChart chart = Charts.metric(summary(), "pliesMean", "reserve");
        assertEquals("Mean game length (plies) by reserve: kimasai-two-phase, north=random", chart.getTitle());
        assertEquals("reserve", chart.getXAxisTitle());
        assertEquals("mean game length (plies, 95% interval)", chart.getYAxisTitle());
        assertEquals(List.of("south=greedy", "south=random"), legend(chart));
        XYSeries greedy = chart.getSeriesMap().get("south=greedy");
        assertArrayEquals(new double[] {4, 8}, greedy.getXData());
        assertArrayEquals(new double[] {30, 10}, greedy.getYData(), 1e-12);
        // lengths 10..50: sd 15.81, so 30 +- 1.96 * 15.81 / sqrt 5
        double half = 1.959963984540054 * Math.sqrt(250) / Math.sqrt(5);
        assertArrayEquals(new double[] {30 - half, 30 + half}, whisker(chart, "south=greedy interval 1"), 1e-9);
    }

    @Test
    void drawsByReasonAreSharesOfTheGamesWithWilsonIntervals() {
        XYChart chart = Charts.metric(summary(), "drawsTurnLimit", "reserve");
        assertEquals("games drawn by turn limit (% of games, 95% interval)", chart.getYAxisTitle());
        assertArrayEquals(new double[] {0.2, 0}, chart.getSeriesMap().get("south=greedy").getYData(), 1e-12);
        Interval oneOfFive = Stats.wilson(1, 5);
        assertArrayEquals(new double[] {oneOfFive.low(), oneOfFive.high()},
                whisker(chart, "south=greedy interval 1"), 1e-12);
    }

    @Test
    void aMetricAgainstATextColumnPlacesItsValuesEvenly() {
        XYChart chart = Charts.metric(summary(), "southWinRate", "south");
        assertEquals(List.of("reserve=4", "reserve=8"), legend(chart));
        assertArrayEquals(new double[] {0, 1}, chart.getSeriesMap().get("reserve=4").getXData());
        assertArrayEquals(new double[] {0.6, 0.5}, chart.getSeriesMap().get("reserve=4").getYData(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> Charts.metric(summary(), "nonsense", "reserve"));
    }

    @Test
    void theMeanOfAPerGameColumnLeavesOutWhatNeverHappened() {
        XYChart chart = Charts.mean(games(), "captures", "reserve");
        assertEquals("Mean captures per game by reserve: kimasai-two-phase, random vs random", chart.getTitle());
        assertEquals("mean captures per game (95% interval)", chart.getYAxisTitle());
        XYSeries series = chart.getSeriesMap().get("kimasai-two-phase");
        assertArrayEquals(new double[] {4, 8}, series.getXData());
        assertArrayEquals(new double[] {2, 6}, series.getYData(), 1e-12);   // (1 + 3 + 2) / 3 and 6
        double half = 1.959963984540054 * 1 / Math.sqrt(3);                 // captures 1, 3, 2: sd 1
        assertArrayEquals(new double[] {2 - half, 2 + half}, whisker(chart, "kimasai-two-phase interval 1"), 1e-9);
        XYChart phaseTwo = Charts.mean(games(), "southPhaseTwoPly", "reserve");
        assertArrayEquals(new double[] {9, 17}, phaseTwo.getSeriesMap().get("kimasai-two-phase").getYData(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> Charts.mean(games(), "laps", "reserve"));
    }

    @Test
    void aYesOrNoColumnIsDrawnAsAShareWithItsWilsonInterval() {
        Table games = games();
        games.addColumns(IntColumn.create("longGame", 0, 0, 1, 1));
        XYChart chart = Charts.mean(games, "longGame", "reserve");
        assertEquals("long game (% of games, 95% interval)", chart.getYAxisTitle());
        assertArrayEquals(new double[] {1 / 3.0, 1}, chart.getSeriesMap().get("kimasai-two-phase").getYData(), 1e-12);
        Interval oneOfThree = Stats.wilson(1, 3);
        assertArrayEquals(new double[] {oneOfThree.low(), oneOfThree.high()},
                whisker(chart, "kimasai-two-phase interval 1"), 1e-12);
    }

    @Test
    void captureTimingFollowsTheTimeline() {
        Timeline t = Timeline.of(Games.baoKingulu()).games(200).seed(4).run();
        XYChart chart = Charts.captureTiming(t);
        assertEquals("When captures happen: bao-kingulu, random vs random", chart.getTitle());
        assertEquals("ply (move number)", chart.getXAxisTitle());
        assertEquals(List.of("captures per move", "games still going"), legend(chart));
        XYSeries captures = chart.getSeriesMap().get("captures per move");
        assertEquals(1.0, captures.getXData()[0]);
        assertEquals(t.capturesPerMove(1), captures.getYData()[0], 1e-12);
        assertEquals(t.stillPlaying(7), chart.getSeriesMap().get("games still going").getYData()[6], 1e-12);
        Timeline other = Timeline.of(Games.baoKingulu().with("kuweka", false)).games(50).seed(4).run();
        assertEquals(List.of("standard rules", "standard rules: games still going", "kuweka=false",
                "kuweka=false: games still going"), legend(Charts.captureTiming(t, other)));
    }

    @Test
    void theHeatMapHasACellPerHoleAndPly() {
        Timeline t = Timeline.of(Games.baoKingulu()).games(100).seed(4).run();
        HeatMapChart chart = Charts.seedsPerHole(t);
        assertEquals("Average seeds per hole: bao-kingulu, random vs random (100 games)", chart.getTitle());
        HeatMapSeries series = chart.getSeriesMap().get("mean seeds");
        assertEquals(12, series.getYData().size());
        assertEquals("a1", series.getYData().get(0));
        assertEquals("0", series.getXData().get(0));
        Number[] first = series.getHeatData().get(0);
        assertEquals(4.0, first[2].doubleValue(), 1e-12, "every hole holds 4 at the start (K1b)");
        assertEquals(12 * series.getXData().size(), series.getHeatData().size());
        assertTrue(ChartImage.png(chart).length > 1000);
    }

    @Test
    void everyChartDrawsAsPng() {
        assertTrue(ChartImage.png(Charts.outcomes(summary())).length > 1000);
        assertTrue(ChartImage.png(Charts.metric(summary(), "southWinRate", "south")).length > 1000);
        assertTrue(ChartImage.svg(Charts.gameLength(games())).contains("<svg"));
    }

    @Test
    void aTableThatIsNeitherGamesNorSummaryIsRefused() {
        Table other = Table.create("other", IntColumn.create("x", 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Charts.outcomes(other));
        assertTrue(e.getMessage().contains("neither a simulation table"), e.getMessage());
    }
}
