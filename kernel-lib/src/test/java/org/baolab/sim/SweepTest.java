package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.baolab.Games;
import org.baolab.core.Board;
import org.baolab.core.Game;
import org.baolab.core.GameState;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.play.Agents;
import org.baolab.sheet.Sheets;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;

class SweepTest {

    private static String csv(Table table) {
        return SimulationTest.csv(table);
    }

    @Test
    void aSweepGivesOneSummaryRowPerGridPoint() {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3, 4).vary("kuweka", "true", false)
                .games(40).seed(12).threads(2);
        Results result = sweep.run();
        Table summary = result.summary();
        assertEquals(6, summary.rowCount());
        assertEquals(List.of(2, 2, 3, 3, 4, 4), summary.intColumn("seedsPerPit").asList());
        assertEquals(List.of(true, false, true, false, true, false), summary.booleanColumn("kuweka").asList());
        summary.longColumn("games").forEach(n -> assertEquals(40, n));
        Table games = result.games();
        assertEquals(240, games.rowCount());
        assertTrue(games.columnNames().containsAll(List.of("seedsPerPit", "kuweka")));
        assertEquals(csv(summary), csv(Stats.summary(games)));
        assertEquals(csv(summary), csv(sweep.summary()));
        assertEquals(csv(games), csv(sweep.threads(1).run().games()));
    }

    @Test
    void everyGridPointPlaysTheSameRandomStreams() {
        Table games = Sweep.of(Games.baoKingulu()).vary("maxTurns", 1000, 999).games(20).seed(3).run().games();
        for (int i = 0; i < 20; i++) {
            assertEquals(games.row(i).getLong("seed"), games.row(i + 20).getLong("seed"));
            assertEquals(games.row(i).getInt("plies"), games.row(i + 20).getInt("plies"));
        }
    }

    /** Plays each task whole on the calling thread, in order, and remembers what it was asked. */
    private static final class InOrder implements TaskRunner {
        List<String> optionColumns;
        long reported;

        @Override
        public TaskResults run(List<SimulationTask> tasks, List<String> options, boolean keepRows,
                               ProgressListener listener) {
            optionColumns = options;
            List<List<GameRecord>> rows = new ArrayList<>();
            List<Summary> summaries = new ArrayList<>();
            for (SimulationTask task : tasks) {
                List<GameRecord> records = task.records();
                Summary summary = new Summary();
                records.forEach(r -> r.addTo(summary));
                rows.add(keepRows ? records : List.of());
                summaries.add(summary);
                reported += records.size();
                listener.progress(reported, tasks.size() * task.games(), 0);
            }
            return new TaskResults(rows, summaries, true);
        }
    }

    @Test
    void anotherRunnerGivesTheSameTables() {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3).vary("kuweka", true).games(30).seed(5);
        Results threads = sweep.threads(2).run();
        InOrder runner = new InOrder();
        Results elsewhere = sweep.on(runner).run();
        assertEquals(List.of("seedsPerPit", "kuweka"), runner.optionColumns);
        assertEquals(csv(threads.games()), csv(elsewhere.games()));
        assertEquals(csv(threads.summary()), csv(elsewhere.summary()));
        assertEquals(csv(threads.summary()), csv(sweep.summary()));
        assertEquals(120, runner.reported, "both runs, 60 games each, went to the runner");
        sweep.threads(1).run();
        assertEquals(120, runner.reported, "threads(1) plays here again");
    }

    /**
     * A rule sheet may name an option as it likes, but not as a column of the results (of the summary, of the games,
     * of both, or the draws by a reason the game declares): refused before any game.
     */
    @ParameterizedTest
    @ValueSource(strings = {"games", "plies", "north", "drawsSideEmpty"})
    void anOptionNamedAsAColumnOfTheResultsIsRefusedBeforeAnyGame(String name) throws Exception {
        String kalah = Files.readString(Path.of("..", "data", "games", "kalah.sowing"));
        String id = "kalah-" + name.toLowerCase(Locale.ROOT) + "-option";
        Rules rules = Sheets.define(kalah.replace("game kalah-sheet", "game " + id).replace("seedsPerPit", name));
        InOrder runner = new InOrder();
        Simulation changed = Simulation.of(rules.with(name, 3)).games(10).on(runner);   // a column as it is changed
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, changed::run);
        assertEquals("the option " + name + " of " + id + " has the name of a column of the results,"
                + " which a table cannot hold twice: give the option another name (in a rule sheet, its option line"
                + " and every $" + name + ")", e.getMessage());
        assertEquals(null, runner.optionColumns, "nothing went to the runner");
    }

    @Test
    void anEmptyTableKeepsTheTypesOfItsOptionColumns() {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2).vary("kuweka", false);
        Table empty = GameTable.of("games", sweep.tasks(), List.of(List.of()), List.of("seedsPerPit", "kuweka"));
        assertEquals(0, empty.rowCount());
        assertEquals(ColumnType.INTEGER, empty.column("seedsPerPit").type());
        assertEquals(ColumnType.BOOLEAN, empty.column("kuweka").type());
        assertEquals(sweep.games(3).run().games().structure().toString(), empty.structure().toString());
    }

    @Test
    void agentsAreADimensionCrossedWithOptions() {
        Rules rules = Games.baoKingulu();
        Sweep sweep = Sweep.of(rules).vary("south", "random", Agents.greedy()).vary("seedsPerPit", 3, 4)
                .vary("north", new AgentSpec.Greedy(0.1), "random").games(25).seed(9).threads(2);
        Results r = sweep.run();
        Table summary = r.summary();
        assertEquals(List.of("game", "south", "north", "seedsPerPit", "games"), summary.columnNames().subList(0, 5));
        assertEquals(List.of("random", "random", "random", "random", "greedy", "greedy", "greedy", "greedy"),
                summary.stringColumn("south").asList());
        assertEquals(List.of(3, 3, 4, 4, 3, 3, 4, 4), summary.intColumn("seedsPerPit").asList());
        assertEquals(List.of("greedy:0.1", "random"), summary.stringColumn("north").asList().subList(0, 2));
        assertEquals(csv(summary), csv(Stats.summary(r.games())));
        assertEquals(csv(r.games()), csv(sweep.threads(1).run().games()));
        // each grid point plays the games a simulation of its rules and agents plays
        Table alone = Simulation.of(rules.with("seedsPerPit", 3)).south("greedy").north("greedy:0.1").games(25).seed(9)
                .run();
        Table point = r.games().where(r.games().stringColumn("south").isEqualTo("greedy")
                .and(r.games().intColumn("seedsPerPit").isEqualTo(3)).and(r.games().stringColumn("north")
                        .isEqualTo("greedy:0.1")));
        assertEquals(csv(alone), csv(point));
    }

    @Test
    void integerOptionsTakeRanges() {
        assertEquals(List.of(2, 3, 4, 5, 6), seeds(Sweep.of(Games.baoKingulu()).vary("seedsPerPit", "2..6")));
        assertEquals(List.of(0, 8, 16, 24, 32, 40, 48), Sweep.of(Games.kimasaiTwoPhase()).vary("reserve", "0..48:8")
                .tasks().stream().map(t -> t.rules().integer("reserve")).toList());
        assertEquals(List.of(0, 8, 16, 24, 32, 40, 48), Sweep.of(Games.kimasaiTwoPhase()).vary("reserve", "0..50:8")
                .tasks().stream().map(t -> t.rules().integer("reserve")).toList(), "up to END");
        assertEquals(List.of(1, 5, 6, 7, 12), seeds(Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 1, "5..7", "12")));
        assertEquals(List.of(4), seeds(Sweep.of(Games.baoKingulu()).vary("seedsPerPit", "4..4")));
        assertEquals(Arrays.asList(null, 0, 1), Sweep.of(Games.kimasaiTwoPhase()).vary("reserveSouth", "unset", "0..1")
                .tasks().stream().map(t -> t.rules().get("reserveSouth")).toList(), "unset beside a range");
    }

    private static List<Integer> seeds(Sweep sweep) {
        return sweep.tasks().stream().map(t -> t.rules().integer("seedsPerPit")).toList();
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "seedsPerPit; 2..60; option seedsPerPit cannot be 60: valid values are 1..20",
        "seedsPerPit; 0..6; option seedsPerPit cannot be 0: valid values are 1..20",
        "seedsPerPit; 6..2; the range 6..2 is empty: START must not exceed END",
        "seedsPerPit; 2..6:0; the range 2..6:0 needs a STEP that is a whole number of at least 1",
        "seedsPerPit; 2..6:-1; the range 2..6:-1 needs a STEP",
        "seedsPerPit; 2..6:x; the range 2..6:x needs a STEP",
        "seedsPerPit; 2..6:99999999999; the range 2..6:99999999999 needs a STEP",
        "maxTurns; 1..1000000000; the range 1..1000000000 has 1000000000 values (a grid has at most 100000 points)",
        "kuweka; true..false; option kuweka cannot be true..false: valid values are true, false"})
    void badRangesAreRefusedSayingWhatIsValid(String option, String range, String message) {
        Sweep sweep = Sweep.of(Games.baoKingulu());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> sweep.vary(option, range));
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertEquals(1, sweep.tasks().size(), "nothing changed");
    }

    @Test
    void aGridLargerThanTheLimitIsRefusedBeforeAnythingIsBuilt() {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("maxTurns", "1..1000");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> sweep.vary("maxLapsPerMove", "1..101"));
        assertEquals("vary maxLapsPerMove: the grid would have 101000 points (at most 100000): vary fewer values or "
                + "use a larger STEP", e.getMessage());
        assertEquals(1000, sweep.tasks().size());
        assertEquals(Sweep.MAX_GRID_POINTS, sweep.vary("maxLapsPerMove", "1..100").tasks().size());
    }

    @Test
    void conflictingDimensionsAreRefusedNamingBoth() {
        Sweep twice = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3);
        assertEquals("vary(\"seedsPerPit\", ...) is given twice (2, 3, then 4): give all its values in one vary",
                assertThrows(IllegalArgumentException.class, () -> twice.vary("seedsPerPit", 4)).getMessage());
        assertEquals(List.of(2, 3), seeds(twice), "the first values stand");
        Sweep agents = Sweep.of(Games.baoKingulu()).vary("south", "random", "greedy");
        assertEquals("south(alphabeta:2) and vary(\"south\", random, greedy) both choose SOUTH's agent: use one of them",
                assertThrows(IllegalArgumentException.class, () -> agents.south("alphabeta:2")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> agents.south(Agents.random()));
        assertThrows(IllegalArgumentException.class, () -> agents.vary("south", "mcts:10"));
        agents.north("greedy");   // the other side is free
        Sweep set = Sweep.of(Games.baoKingulu()).north("greedy");
        assertEquals("north(greedy) and vary(\"north\", random, mcts:5) both choose NORTH's agent: use one of them",
                assertThrows(IllegalArgumentException.class, () -> set.vary("north", "random", "mcts:5")).getMessage());
        assertEquals("vary seedsPerPit: 3 is given twice: give each value once",
                assertThrows(IllegalArgumentException.class, () -> Sweep.of(Games.baoKingulu())
                        .vary("seedsPerPit", 3, "2..4")).getMessage());
        assertEquals("vary south: greedy is given twice: give each value once",
                assertThrows(IllegalArgumentException.class, () -> Sweep.of(Games.baoKingulu())
                        .vary("south", "greedy", Agents.greedy())).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sweep.of(Games.baoKingulu())
                .vary("south", "best")).getMessage().startsWith("unknown agent 'best': valid agents are "));
    }

    @Test
    void aSweepOfManyGridPointsGivesOneRowPerPointInGridOrder() {
        Results r = Sweep.of(Games.baoKingulu()).vary("maxTurns", "1000..2999").vary("south", "random", "greedy")
                .games(2).seed(4).run();
        assertEquals(4000, r.summary().rowCount());
        assertEquals(8000, r.games().rowCount());
        assertEquals(1000, r.summary().intColumn("maxTurns").get(0));
        assertEquals("greedy", r.summary().stringColumn("south").get(3));
        assertEquals(2999, r.summary().intColumn("maxTurns").get(3999));
        assertEquals(1001, r.games().intColumn("maxTurns").get(4));
    }

    /**
     * A sweep's cost grows with its grid, not with the grid squared: four times the grid points look up the
     * game's options about four times as often (each grid point once looked at the whole grid: sixteen times).
     */
    @Test
    void aSweepLooksAtEachGridPointAFixedNumberOfTimes() {
        long small = optionLookups(200);
        long large = optionLookups(800);
        assertTrue(large <= 4.5 * small, large + " lookups for 800 points, " + small + " for 200");
    }

    /** How often a sweep of {@code points} grid points, per-game table and summary included, reads the options. */
    private static long optionLookups(int points) {
        AtomicLong lookups = new AtomicLong();
        Game game = Games.baoKingulu().game();
        Game counting = new Game() {
            @Override
            public String id() {
                return game.id();
            }

            @Override
            public String title() {
                return game.title();
            }

            @Override
            public String summary() {
                return game.summary();
            }

            @Override
            public List<OptionSpec> options() {
                lookups.incrementAndGet();
                return game.options();
            }

            @Override
            public Board board(Rules rules) {
                return game.board(rules);
            }

            @Override
            public GameState newState(Rules rules) {
                return game.newState(rules);
            }
        };
        Results r = Sweep.of(Rules.defaults(counting)).vary("maxTurns", "1000.." + (999 + points)).games(1).seed(1)
                .threads(1).run();
        assertEquals(points, r.summary().rowCount());
        return lookups.get();
    }

    @Test
    void badValuesAreRefusedNamingTheOption() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 99));
        assertTrue(e.getMessage().contains("seedsPerPit") && e.getMessage().contains("1..20"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Sweep.of(Games.baoKingulu()).vary("reserve", 1));
        assertThrows(IllegalArgumentException.class, () -> Sweep.of(Games.baoKingulu()).vary("kuweka"));
    }
}
