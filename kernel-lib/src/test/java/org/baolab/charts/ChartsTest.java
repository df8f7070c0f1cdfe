package org.baolab.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Status;
import org.baolab.notebook.ChartImage;
import org.baolab.sim.Simulation;
import org.baolab.sim.Timeline;
import org.baolab.stats.Columns;
import org.baolab.stats.Fixtures;
import org.baolab.stats.Interval;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapSeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.internal.chartpart.Axis;
import org.knowm.xchart.internal.chartpart.AxisTickCalculator;
import org.knowm.xchart.internal.chartpart.Chart;
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
        List<Summary> summaries = List.of(Fixtures.fiveGames(), pair(), pair(), pair());
        List<Map<String, Object>> keys = List.of(key("greedy", 4), key("greedy", 8), key("random", 4), key("random", 8));
        return Stats.summaries(keys, summaries);
    }

    private static Summary pair() {
        return new Summary().add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 8, 0, 0)
                .add(Status.NORTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 12, 2, 2);
    }

    private static Map<String, Object> key(String south, int reserve) {
        return Fixtures.key(south, reserve);
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
        assertEquals("% of games, 95% interval", chart.getYAxisTitle());
        assertEquals("Games drawn by turn limit (% of games) by reserve: kimasai-two-phase, north=random", chart.getTitle());
        assertArrayEquals(new double[] {0.2, 0}, chart.getSeriesMap().get("south=greedy").getYData(), 1e-12);
        Interval oneOfFive = Stats.wilson(1, 5);
        assertArrayEquals(new double[] {oneOfFive.low(), oneOfFive.high()},
                whisker(chart, "south=greedy interval 1"), 1e-12);
    }

    @Test
    void aMetricAgainstATextColumnPlacesItsValuesEvenly() {
        XYChart chart = Charts.metric(summary(), "southWinRate", "south");
        assertEquals(List.of("reserve=4", "reserve=8"), legend(chart));
        assertEquals("SOUTH agent", chart.getXAxisTitle());
        // greedy at 0 and random at 1, each series a little to the side so that neither hides the other
        assertArrayEquals(new double[] {-0.09, 0.91}, chart.getSeriesMap().get("reserve=4").getXData(), 1e-12);
        assertArrayEquals(new double[] {0.09, 1.09}, chart.getSeriesMap().get("reserve=8").getXData(), 1e-12);
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
    void chartsNameWhatTheyShowInWordsAndUnits() {
        assertEquals("Captures per 100 plies by reserve: kimasai-two-phase, north=random",
                Charts.metric(summary(), "capturesPer100Plies", "reserve").getTitle());
        assertEquals("captures per 100 plies", Charts.metric(summary(), "capturesPer100Plies", "reserve").getYAxisTitle());
        XYChart rate = Charts.metric(summary(), "firstPlayerAdvantage", "reserve");
        assertEquals("First player's wins (% of decided games) by reserve: kimasai-two-phase, north=random", rate.getTitle());
        // the title names the quantity; the axis, too short for the whole, its unit
        assertEquals("% of decided games, 95% interval", rate.getYAxisTitle());
        assertEquals("Mean game length (plies) by reserve: kimasai-two-phase, random vs random",
                Charts.mean(games(), "plies", "reserve").getTitle());
    }

    @Test
    void aCategoricalAxisHasPointsWithWhiskersANumericOneLines() {
        XYChart byAgent = Charts.metric(summary(), "pliesMean", "south");
        assertEquals(XYSeriesRenderStyle.Scatter, byAgent.getSeriesMap().get("reserve=4").getXYSeriesRenderStyle());
        assertEquals(XYSeriesRenderStyle.Line, byAgent.getSeriesMap().get("reserve=4 interval 1").getXYSeriesRenderStyle(),
                "the whisker");
        XYChart byReserve = Charts.metric(summary(), "pliesMean", "reserve");
        assertEquals(XYSeriesRenderStyle.Line, byReserve.getSeriesMap().get("south=greedy").getXYSeriesRenderStyle());
        Table games = games();
        games.addColumns(StringColumn.create("captureSowStart", "CAPTURING_HOLE", "NEXT_HOLE", "NEXT_HOLE", "NEXT_HOLE"));
        XYChart byEnum = Charts.mean(games, "plies", "captureSowStart");
        assertTrue(byEnum.getSeriesMap().values().stream().filter(XYSeries::isShowInLegend)
                .allMatch(series -> series.getXYSeriesRenderStyle() == XYSeriesRenderStyle.Scatter));
    }

    @Test
    void sweptAgentsAreVariedColumnsLikeOptions() {
        // SOUTH and NORTH each random or greedy: four pairs, so NORTH's agent is a series of its own
        List<Map<String, Object>> keys = new ArrayList<>();
        for (String south : List.of("random", "greedy")) {
            for (String north : List.of("random", "greedy")) {
                Map<String, Object> key = key(south, 4);
                key.put("north", north);
                keys.add(key);
            }
        }
        Table grid = Stats.summaries(keys, List.of(pair(), pair(), pair(), pair()));
        XYChart chart = Charts.metric(grid, "pliesMean", "south");
        assertEquals(List.of("north=random", "north=greedy"), legend(chart));
        assertEquals(2, chart.getSeriesMap().get("north=random").getXData().length, "one point per SOUTH agent");
        assertEquals("Mean game length (plies) by SOUTH agent: kimasai-two-phase, reserve=4", chart.getTitle());
        // the same agent on both sides: one dimension, named once
        Map<String, Object> mirrored = key("greedy", 4);
        mirrored.put("north", "greedy");
        Table same = Stats.summaries(List.of(key("random", 4), mirrored), List.of(pair(), pair()));
        XYChart bySame = Charts.metric(same, "pliesMean", "south");
        assertEquals("agent (the same on both sides)", bySame.getXAxisTitle());
        assertEquals(List.of("kimasai-two-phase"), legend(bySame));
        assertEquals(List.of("random", "greedy"), categoryLabels(bySame, 2));
    }

    @Test
    void everyTickOfAnAxisHasTheSameFormat() throws ReflectiveOperationException {
        // shares as percentages, with no decimals where the step is whole percents (XChart also labels the ticks
        // just outside the plot, which it does not draw: hence the minus signs)
        List<String> shares = ticks(Charts.gameLength(games(), 10), false);
        assertTrue(shares.stream().allMatch(t -> t.matches("-?\\d+%")), shares.toString());
        Timeline t = Timeline.of(Games.baoKingulu()).games(200).seed(4).run();
        List<String> rates = ticks(Charts.captureTiming(t), false);
        int decimals = rates.get(0).length() - rates.get(0).indexOf('.');
        assertTrue(rates.stream().allMatch(r -> r.matches("-?\\d+\\.\\d+") && r.length() - r.indexOf('.') == decimals),
                rates.toString());
        // an integer option along x: 4 and 8, not 4.0 and 8.0
        List<String> reserves = ticks(Charts.metric(summary(), "pliesMean", "reserve"), true);
        assertTrue(reserves.stream().allMatch(r -> r.matches("-?\\d+")), reserves.toString());
        assertEquals("0.00", ChartStyle.decimalPattern(0.186, false));
        assertEquals("0%", ChartStyle.decimalPattern(0.186, true));
        assertEquals("0.0%", ChartStyle.decimalPattern(0.02, true));
        assertEquals("0", ChartStyle.decimalPattern(480, false));
    }

    @Test
    void crowdedTickLabelsAreThinned() throws ReflectiveOperationException {
        Timeline t = Timeline.of(Games.kimasaiTwoPhase()).games(300).seed(10).run();
        for (XYChart chart : List.of(Charts.captureTiming(t), Charts.gameLength(games(), 1))) {
            XYChart drawn = chart;
            List<String> labels = ticks(drawn, true);
            List<Double> at = tickLocations(drawn);
            Font font = drawn.getStyler().getAxisTickLabelsFont();
            FontRenderContext context = new FontRenderContext(null, true, false);
            double widest = labels.stream().mapToDouble(l -> font.getStringBounds(l, context).getWidth()).max().orElse(0);
            for (int i = 1; i < at.size(); i++) {
                assertTrue(at.get(i) - at.get(i - 1) >= 2 * widest, "ticks " + labels + " at " + at);
            }
            assertTrue(labels.stream().allMatch(l -> Integer.parseInt(l.trim()) % 5 == 0), "round ticks: " + labels);
        }
    }

    /** A summary row of 20 random games of every registered game, in the registry's order. */
    private static Table everyGame() {
        Table all = null;
        for (Game game : Games.all()) {
            Table t = Stats.summary(Simulation.of(Games.rules(game.id())).games(20).seed(1).run());
            all = all == null ? t : all.append(t.selectColumns(all.columnNames().toArray(String[]::new)));
        }
        return all;
    }

    /** The x axis's tick labels that name something (the invisible ones between names left out). */
    private static List<String> namedTicks(XYChart chart) throws ReflectiveOperationException {
        return ticks(chart, true).stream().map(String::trim).filter(l -> !l.isEmpty()
                && !l.chars().allMatch(c -> c == '\u200B')).toList();
    }

    @Test
    @DisplayName("every registered game's outcomes are named whole: along the axis, level and apart, or in the legend")
    void everyGameSideBySideIsNamed() throws ReflectiveOperationException {
        XYChart chart = Charts.outcomes(everyGame());
        List<String> ids = Games.all().stream().map(Game::id).toList();
        List<String> labels = namedTicks(chart);
        if (!labels.equals(ids)) {    // too many or too long to stand side by side: the outcomes go along the axis
            assertEquals(List.of("SOUTH wins", "NORTH wins", "draws"), labels);
            assertEquals(ids, legend(chart));
            return;
        }
        Font font = chart.getStyler().getAxisTickLabelsFont();
        FontRenderContext context = new FontRenderContext(null, true, false);
        double widest = labels.stream().mapToDouble(l -> font.getStringBounds(l, context).getWidth()).max().orElse(0);
        List<Double> at = tickLocations(chart);
        List<Double> named = new ArrayList<>();
        List<String> drawn = ticks(chart, true);
        for (int i = 0; i < drawn.size(); i++) {
            if (labels.contains(drawn.get(i).trim())) {
                named.add(at.get(i));
            }
        }
        for (int i = 1; i < named.size(); i++) {
            assertTrue(named.get(i) - named.get(i - 1) > widest, "names " + labels + " at " + named + ", widest " + widest);
        }
        assertEquals(0, chart.getStyler().getXAxisLabelRotation(), "level, not slanted");
    }

    @Test
    @DisplayName("twice as many games as are registered, under longer names, go to the legend, each named whole")
    void manyGamesGoToTheLegend() throws ReflectiveOperationException {
        Table once = everyGame();
        Table twice = once.copy().append(once);
        StringColumn game = twice.stringColumn(Columns.GAME);
        for (int row = 0; row < twice.rowCount(); row++) {
            game.set(row, game.get(row) + (row < once.rowCount() ? "-standard" : "-variant"));
        }
        XYChart chart = Charts.outcomes(twice);
        assertEquals(game.asList(), legend(chart));
        assertEquals(List.of("SOUTH wins", "NORTH wins", "draws"), namedTicks(chart));
    }

    /**
     * Twelve readings of bao-kingulu as rows of a summary, named as notebook 13 names them; reading i has i + 1 SOUTH
     * wins, 3 NORTH wins and 1 draw.
     */
    private static Table readings() {
        List<String> names = List.of("standard", "skipOrigin=true", "reservedLandingEndsMove=false",
                "captureIncludesSowingSeed=false", "kuweka=false", "kuwekaCount=1", "kuwekaCount=2", "kuwekaCount=4",
                "kuwekaCount=5", "kuwekaPenultimate=false", "kuwekaSingletonException=false", "firstLapRestriction=false");
        List<Map<String, Object>> keys = new ArrayList<>();
        List<Summary> summaries = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Map<String, Object> key = new java.util.LinkedHashMap<>();
            key.put("game", "bao-kingulu");
            key.put("reading", names.get(i));
            key.put("south", "random");
            key.put("north", "random");
            keys.add(key);
            Summary s = new Summary();
            for (int w = 0; w <= i; w++) {
                s.add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 20, 1, 1);
            }
            for (int w = 0; w < 3; w++) {
                s.add(Status.NORTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 30, 1, 1);
            }
            summaries.add(s.add(Status.DRAW, Reason.NO_LEGAL_MOVES, Player.SOUTH, 40, 0, 0));
        }
        return Stats.summaries(keys, summaries);
    }

    /** The names XChart draws on the y axis, top to bottom, once laid out as for a PNG, with their pixel rows. */
    private static Map<String, Double> rowNames(XYChart chart) throws ReflectiveOperationException {
        AxisTickCalculator ticks = tickCalculator(chart, false);
        Map<String, Double> named = new java.util.LinkedHashMap<>();
        for (int i = ticks.getTickLabels().size() - 1; i >= 0; i--) {
            String label = ticks.getTickLabels().get(i);
            if (!label.chars().allMatch(c -> c == '\u200B')) {
                named.put(label, ticks.getTickLocations().get(i));
            }
        }
        return named;
    }

    @Test
    void dotsGiveEachReadingARowNamedWholeWithOneDotInsideItsInterval() throws ReflectiveOperationException {
        Table readings = readings();
        List<String> names = readings.stringColumn("reading").asList();
        XYChart chart = Charts.dots(readings, "southWinRate").chart();
        assertEquals("SOUTH wins: bao-kingulu, random vs random", chart.getTitle());
        assertEquals("SOUTH wins (% of games, 95% interval)", chart.getXAxisTitle());
        assertEquals("reading", chart.getYAxisTitle());
        // every name drawn, whole and in the table's order from the top, a row apart that holds a line of text
        Map<String, Double> drawn = rowNames(chart);
        assertEquals(names, List.copyOf(drawn.keySet()));
        Font font = chart.getStyler().getAxisTickLabelsFont();
        double line = font.getLineMetrics("reading", new FontRenderContext(null, true, false)).getHeight();
        List<Double> at = List.copyOf(drawn.values());
        for (int i = 1; i < at.size(); i++) {
            assertTrue(Math.abs(at.get(i) - at.get(i - 1)) >= line, "rows " + drawn + ", a line " + line);
        }
        // the names fit beside the plot, and the title over it (XChart centres it there and cuts what is wider)
        FontRenderContext context = new FontRenderContext(null, true, false);
        double widest = names.stream().mapToDouble(n -> font.getStringBounds(n, context).getWidth()).max().orElse(0);
        assertTrue(widest < chart.getYAxisLeftWidth(), widest + " wide names, " + chart.getYAxisLeftWidth() + " of axis");
        double title = chart.getStyler().getChartTitleFont().getStringBounds(chart.getTitle(), context).getWidth();
        assertTrue(title < chart.getWidth() - chart.getYAxisLeftWidth() - 20, title + " wide title, " + chart.getWidth());
        // one dot per reading, on its row, at the SOUTH win rate, inside its interval, which is Wilson's
        XYSeries dots = chart.getSeriesMap().get("SOUTH wins");
        assertEquals(names.size(), dots.getXData().length);
        for (int row = 0; row < names.size(); row++) {
            double y = dots.getYData()[row];
            assertEquals(names.size() - 1 - row, y, 1e-12, "row " + row + " from the top");
            Interval wins = Stats.wilson(row + 1, row + 5);
            assertEquals(wins.estimate(), dots.getXData()[row], 1e-12);
            XYSeries bar = chart.getSeriesMap().get("SOUTH wins interval " + (row + 1));
            assertArrayEquals(new double[] {wins.low(), wins.high()}, bar.getXData(), 1e-12);
            assertArrayEquals(new double[] {y, y}, bar.getYData(), 1e-12);
            assertTrue(bar.getXData()[0] <= dots.getXData()[row] && dots.getXData()[row] <= bar.getXData()[1]);
        }
        assertEquals(1 + names.size(), chart.getSeriesMap().size(), "a dot series and a bar per row, nothing else");
        assertTrue(!chart.getStyler().isLegendVisible(), "the title names the one metric");
        List<String> percents = ticks(chart, true);
        assertTrue(percents.stream().allMatch(t -> t.matches("-?\\d+%")), percents.toString());
    }

    @Test
    void dotsOfSeveralMetricsShareEachRowInAColourPerMetric() throws ReflectiveOperationException {
        // twenty rows named by game and agents, as notebook 12's stronger-against-random summary
        List<Map<String, Object>> keys = new ArrayList<>();
        List<Summary> summaries = new ArrayList<>();
        for (String game : List.of("bao-kingulu", "kimasai-four-rows", "kimasai-two-phase", "kalah", "oware")) {
            for (String pair : List.of("greedy random", "random greedy", "alphabeta:3 random", "random alphabeta:3")) {
                Map<String, Object> key = new java.util.LinkedHashMap<>();
                key.put("game", game);
                key.put("south", pair.split(" ")[0]);
                key.put("north", pair.split(" ")[1]);
                keys.add(key);
                summaries.add(pair());
            }
        }
        XYChart chart = Charts.dots(Stats.summaries(keys, summaries), "southWinRate", "northWinRate", "drawRate").chart();
        assertEquals("SOUTH wins, NORTH wins and draws", chart.getTitle());
        assertEquals("game, agents", chart.getYAxisTitle());
        assertEquals("SOUTH wins, NORTH wins and draws (% of games, 95% interval)", chart.getXAxisTitle());
        assertEquals(List.of("SOUTH wins", "NORTH wins", "draws"), legend(chart));
        List<String> drawn = List.copyOf(rowNames(chart).keySet());
        assertEquals(20, drawn.size());
        assertEquals("bao-kingulu, greedy vs random", drawn.get(0));
        assertEquals("oware, random vs alphabeta:3", drawn.get(19));
        List<java.awt.Color> colours = legend(chart).stream().map(n -> chart.getSeriesMap().get(n).getMarkerColor()).toList();
        assertEquals(3, colours.stream().distinct().count(), colours.toString());
        // the three dots of a row one above the other within the row, SOUTH wins on top
        double[] south = chart.getSeriesMap().get("SOUTH wins").getYData();
        double[] draws = chart.getSeriesMap().get("draws").getYData();
        for (int row = 0; row < 20; row++) {
            assertTrue(south[row] > draws[row] && south[row] - draws[row] < 1, row + ": " + south[row] + " " + draws[row]);
            assertEquals(19 - row, chart.getSeriesMap().get("NORTH wins").getYData()[row], 1e-12);
        }
    }

    @Test
    void aMetricAlongValuesTooLongToStandSideBySideHasARowForEach() throws ReflectiveOperationException {
        // the twelve readings for two SOUTH agents: a series per agent, a row per reading, every name whole and level
        Table readings = readings();
        Table greedy = readings();
        greedy.replaceColumn("south", greedy.stringColumn("south").map(a -> "greedy"));
        XYChart chart = Charts.metric(readings().append(greedy), "southWinRate", "reading");
        assertEquals("SOUTH wins (% of games) by reading: bao-kingulu, north=random", chart.getTitle());
        assertEquals("reading", chart.getYAxisTitle());
        assertEquals(readings.stringColumn("reading").asList(), List.copyOf(rowNames(chart).keySet()));
        assertEquals(0, chart.getStyler().getXAxisLabelRotation());
        assertEquals(List.of("south=random", "south=greedy"), legend(chart));
        XYSeries random = chart.getSeriesMap().get("south=random");
        XYSeries other = chart.getSeriesMap().get("south=greedy");
        for (int row = 0; row < 12; row++) {
            assertEquals(Stats.wilson(row + 1, row + 5).estimate(), random.getXData()[row], 1e-12);
            assertEquals(11 - row, (random.getYData()[row] + other.getYData()[row]) / 2, 1e-12, "both in row " + row);
            assertTrue(random.getYData()[row] > other.getYData()[row], "the first series on top");
            XYSeries bar = chart.getSeriesMap().get("south=random interval " + (row + 1));
            assertArrayEquals(new double[] {random.getYData()[row], random.getYData()[row]}, bar.getYData(), 1e-12);
        }
        List<String> percents = ticks(chart, true);
        assertTrue(percents.stream().allMatch(t -> t.matches("-?\\d+%")), percents.toString());
        // outcomes of such variants name them in the legend instead, the outcomes along the axis
        assertEquals(List.of("SOUTH wins", "NORTH wins", "draws"),
                categoryLabels(Charts.outcomes(readings.inRange(0, 2).append(readings.inRange(3, 4))), 3));
    }

    @Test
    void dotsOfAFewRowsTickEachRowAndNothingBetween() throws ReflectiveOperationException {
        for (int rows : new int[] {1, 2, 4, 6, 12, 48}) {
            Table some = readings().inRange(0, Math.min(rows, 12));
            for (int copy = 1; copy < rows / 12; copy++) {      // 48: the twelve readings four times, renamed
                String suffix = " (" + copy + ")";
                Table again = readings();
                again.replaceColumn("reading", again.stringColumn("reading").map(r -> r + suffix));
                some = some.append(again);
            }
            XYChart chart = Charts.dots(some, "drawRate").by("reading").chart();
            if (rows == 1) {
                assertEquals("Draws: bao-kingulu, reading=standard, random vs random", chart.getTitle(),
                        "XChart draws no tick for one row: the title names it");
                continue;
            }
            List<Double> at = tickLocations(chart, false);
            double row = (at.get(at.size() - 1) - at.get(0)) / (at.size() - 1);
            assertEquals(some.rowCount(), rowNames(chart).size(), rows + " rows");
            List<Double> named = List.copyOf(rowNames(chart).values());
            if (named.size() > 1) {
                assertEquals(Math.abs(named.get(1) - named.get(0)), row, 1e-6, rows + " rows: a tick a row, at " + at);
            }
        }
    }

    @Test
    void dotsAgainstAReadingDrawItsEstimateAcrossEveryRow() {
        Table readings = readings();
        XYChart chart = Charts.dots(readings, "drawRate").against("standard").chart();
        XYSeries line = chart.getSeriesMap().get("standard");
        double standard = Stats.wilson(1, 5).estimate();
        assertArrayEquals(new double[] {standard, standard}, line.getXData(), 1e-12);
        assertArrayEquals(new double[] {-0.5, 11.5}, line.getYData(), 1e-12);
        assertEquals(List.of("standard"), legend(chart));
        // rows named by chosen columns; several named the same are refused with the columns that tell them apart
        Table ladder = Table.create("ladder", StringColumn.create("game", "bao-kingulu", "bao-kingulu"),
                StringColumn.create("kuweka", "true", "false"), StringColumn.create("agent", "mcts:8", "mcts:8"),
                IntColumn.create("games", 10, 10), tech.tablesaw.api.DoubleColumn.create("rating", 0, 0));
        assertEquals(List.of("rating"), dotSeries(Charts.dots(ladder, "rating").by("kuweka", "agent").chart()));
        IllegalArgumentException same = assertThrows(IllegalArgumentException.class,
                () -> Charts.dots(ladder, "rating").by("agent"));
        assertEquals("rows 1 and 2 are both named 'mcts:8' by [agent]: name the rows by columns that tell them apart,"
                + " such as [kuweka]", same.getMessage());
        IllegalArgumentException row = assertThrows(IllegalArgumentException.class,
                () -> Charts.dots(readings, "drawRate").against("kuweka=true"));
        assertTrue(row.getMessage().startsWith("no row named 'kuweka=true'; the rows are [standard, skipOrigin=true,"),
                row.getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Charts.dots(readings, "nonsense")).getMessage()
                .startsWith("no column 'nonsense' in 'summary'; its columns are [game, reading,"));
        assertEquals("'reading' is not a number column; dots draw numeric columns such as balance or drawRate",
                assertThrows(IllegalArgumentException.class, () -> Charts.dots(readings, "reading")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Charts.dots(readings)).getMessage()
                .startsWith("dots needs at least one metric"));
        assertTrue(ChartImage.png(Charts.dots(readings, "southWinRate", "drawRate").chart()).length > 1000);
    }

    /** The series of a chart drawn as dots, by name. */
    private static List<String> dotSeries(XYChart chart) {
        return chart.getSeriesMap().values().stream().filter(s -> s.getXYSeriesRenderStyle() == XYSeriesRenderStyle.Scatter)
                .map(XYSeries::getName).toList();
    }

    /** The tick labels XChart draws on the x axis or the first y axis, once the chart is laid out as for a PNG. */
    private static List<String> ticks(XYChart chart, boolean x) throws ReflectiveOperationException {
        return tickCalculator(chart, x).getTickLabels();
    }

    private static List<Double> tickLocations(XYChart chart) throws ReflectiveOperationException {
        return tickLocations(chart, true);
    }

    private static List<Double> tickLocations(XYChart chart, boolean x) throws ReflectiveOperationException {
        return tickCalculator(chart, x).getTickLocations();
    }

    /** The labels of the category positions 0 to n-1 of a categorical x axis. */
    private static List<String> categoryLabels(XYChart chart, int n) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            labels.add(chart.getStyler().getxAxisTickLabelsFormattingFunction().apply((double) i));
        }
        return labels;
    }

    private static AxisTickCalculator tickCalculator(XYChart chart, boolean x) throws ReflectiveOperationException {
        BitmapEncoder.getBufferedImage(chart);
        Method pairOf = Chart.class.getDeclaredMethod("getAxisPair");
        pairOf.setAccessible(true);
        Object pair = pairOf.invoke(chart);
        Method axisOf = pair.getClass().getDeclaredMethod(x ? "getXAxis" : "getLeftMainYAxis");
        axisOf.setAccessible(true);
        return ((Axis<?, ?>) axisOf.invoke(pair)).getAxisTickCalculator();
    }

    @Test
    void aTableThatIsNeitherGamesNorSummaryIsRefused() {
        Table other = Table.create("other", IntColumn.create("x", 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Charts.outcomes(other));
        assertTrue(e.getMessage().contains("neither a simulation table"), e.getMessage());
    }
}
