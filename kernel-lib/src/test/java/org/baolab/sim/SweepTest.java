package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.baolab.Games;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import org.junit.jupiter.api.Test;
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
    void badValuesAreRefusedNamingTheOption() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 99));
        assertTrue(e.getMessage().contains("seedsPerPit") && e.getMessage().contains("1..20"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Sweep.of(Games.baoKingulu()).vary("reserve", 1));
        assertThrows(IllegalArgumentException.class, () -> Sweep.of(Games.baoKingulu()).vary("kuweka"));
    }
}
