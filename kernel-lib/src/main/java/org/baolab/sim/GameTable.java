package org.baolab.sim;

import java.util.ArrayList;
import java.util.List;
import org.baolab.stats.Columns;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Builds the per-game table of a run, columns as in {@link Columns}. Public so that a runner writing rows
 * elsewhere (as Parquet, on a cluster) writes the very same columns.
 */
public final class GameTable {

    private GameTable() {
    }

    /**
     * The per-game table of these tasks' finished games: one row per game, task after task.
     *
     * @param name the table's name
     * @param tasks the tasks of the run, one per grid point
     * @param rows per task, its finished games
     * @param options the option columns, in order, typed by the first task's values
     */
    public static Table of(String name, List<SimulationTask> tasks, List<List<GameRecord>> rows, List<String> options) {
        return of(name, tasks, rows, options, options.stream().map(o -> tasks.get(0).rules().get(o)).toList());
    }

    /**
     * As {@link #of(String, List, List, List)}, each option column typed by its sample value (as
     * {@link Columns#of(String, Object, List)}), for a table written a few rows at a time whose pieces must agree.
     */
    static Table of(String name, List<SimulationTask> tasks, List<List<GameRecord>> rows, List<String> options,
                    List<Object> samples) {
        StringColumn game = StringColumn.create(Columns.GAME);
        LongColumn index = LongColumn.create(Columns.INDEX);
        LongColumn seed = LongColumn.create(Columns.SEED);
        StringColumn south = StringColumn.create(Columns.SOUTH);
        StringColumn north = StringColumn.create(Columns.NORTH);
        List<List<Object>> optionValues = new ArrayList<>();
        options.forEach(o -> optionValues.add(new ArrayList<>()));
        StringColumn firstMover = StringColumn.create(Columns.FIRST_MOVER);
        StringColumn status = StringColumn.create(Columns.STATUS);
        StringColumn reason = StringColumn.create(Columns.REASON);
        IntColumn plies = IntColumn.create(Columns.PLIES);
        IntColumn southCaptures = IntColumn.create(Columns.SOUTH_CAPTURES);
        IntColumn northCaptures = IntColumn.create(Columns.NORTH_CAPTURES);
        IntColumn southSeeds = IntColumn.create(Columns.SOUTH_CAPTURED_SEEDS);
        IntColumn northSeeds = IntColumn.create(Columns.NORTH_CAPTURED_SEEDS);
        LongColumn laps = LongColumn.create(Columns.LAPS);
        IntColumn longestMove = IntColumn.create(Columns.LONGEST_MOVE);
        BooleanColumn endless = BooleanColumn.create(Columns.ENDLESS);
        IntColumn firstCapture = IntColumn.create(Columns.FIRST_CAPTURE_PLY);
        IntColumn southScore = IntColumn.create(Columns.SOUTH_SCORE);
        IntColumn northScore = IntColumn.create(Columns.NORTH_SCORE);
        List<String> extraNames = tasks.isEmpty() ? List.of() : tasks.get(0).rules().newState().tallyNames();
        List<IntColumn> extras = extraNames.stream().map(IntColumn::create).toList();
        for (int t = 0; t < tasks.size(); t++) {
            SimulationTask task = tasks.get(t);
            String id = task.rules().game().id();
            List<Object> values = options.stream().map(task.rules()::get).toList();   // once per task, not per game
            for (GameRecord r : rows.get(t)) {
                game.append(id);
                index.append(r.index());
                seed.append(r.seed());
                south.append(r.south());
                north.append(r.north());
                for (int o = 0; o < options.size(); o++) {
                    optionValues.get(o).add(values.get(o));
                }
                firstMover.append(r.firstMover().name());
                status.append(r.status().name());
                reason.append(r.reason().name());
                plies.append(r.plies());
                southCaptures.append(r.southCaptures());
                northCaptures.append(r.northCaptures());
                southSeeds.append(r.southCapturedSeeds());
                northSeeds.append(r.northCapturedSeeds());
                laps.append(r.laps());
                longestMove.append(r.longestMove());
                endless.append(r.endless());
                firstCapture.append(r.firstCapturePly());
                southScore.append(r.southScore());
                northScore.append(r.northScore());
                for (int e = 0; e < extras.size(); e++) {
                    extras.get(e).append(r.extras()[e]);
                }
            }
        }
        Table table = Table.create(name, game, index, seed, south, north);
        for (int o = 0; o < options.size(); o++) {
            table.addColumns(Columns.of(options.get(o), samples.get(o), optionValues.get(o)));
        }
        table.addColumns(firstMover, status, reason, plies, southCaptures, northCaptures, southSeeds, northSeeds, laps,
                longestMove, endless, firstCapture, southScore, northScore);
        extras.forEach(table::addColumns);
        return table;
    }
}
