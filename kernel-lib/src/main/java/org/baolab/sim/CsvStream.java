package org.baolab.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvWriteOptions;
import tech.tablesaw.io.csv.CsvWriter;

/**
 * Writes the tables of a run as CSV while it plays: a {@link PointSink} for {@link Experiment#stream}, made by
 * {@link Experiment#csv}. The per-game rows and the summary rows are written a block at a time, the header before
 * the first block, so the files grow as grid points finish and a run of any size holds one block; the bytes are
 * those of the whole tables written at once. It also keeps the first summary rows and the totals, for a report.
 * Call {@link #finish} at the end, also after an interrupt, to write the last block.
 */
public final class CsvStream implements PointSink {

    /** Per-game rows held before they are written. */
    private static final int GAME_BLOCK = 4096;
    /** Summary rows held before they are written. */
    private static final int SUMMARY_BLOCK = 256;

    private final List<String> options;
    private final Map<String, Object> samples;
    private final List<Object> optionSamples;
    private final boolean metrics;
    private final Writer games;
    private final Writer summary;
    private final Writer records;
    private final int keep;
    private final List<SimulationTask> blockTasks = new ArrayList<>();
    private final List<List<GameRecord>> blockRows = new ArrayList<>();
    private int blockGames;
    private boolean gamesStarted;
    private final List<Map<String, Object>> keys = new ArrayList<>();
    private final List<Summary> summaries = new ArrayList<>();
    private boolean summaryStarted;
    private final List<Map<String, Object>> headKeys = new ArrayList<>();
    private final List<Summary> headSummaries = new ArrayList<>();
    private final Summary total = new Summary();
    private long points;
    /** The first grid point handed over, whose columns the per-game table has even when no game finished. */
    private SimulationTask firstTask;

    CsvStream(List<String> options, Map<String, Object> samples, boolean metrics, Writer games, Writer summary,
              Writer records, int keep) {
        this.options = options;
        this.samples = samples;
        this.optionSamples = options.stream().map(samples::get).toList();
        this.metrics = metrics;
        this.games = games;
        this.summary = summary;
        this.records = records;
        this.keep = keep;
    }

    /** Whether the run must hand over its per-game rows: the games or the records are written. */
    public boolean wantsRows() {
        return games != null || records != null;
    }

    @Override
    public void rows(int point, SimulationTask task, List<GameRecord> rows) {
        if (records != null && task.moves()) {
            for (GameRecord row : rows) {
                write(records, GameLines.of(task.rules(), row) + "\n");
            }
        }
        if (games != null) {
            blockTasks.add(task);
            blockRows.add(rows);
            blockGames += rows.size();
            if (blockGames >= GAME_BLOCK) {
                writeGames();
            }
        }
    }

    @Override
    public void point(int point, SimulationTask task, Summary pointSummary, boolean complete) {
        points++;
        total.add(pointSummary);
        if (firstTask == null) {
            firstTask = task;
        }
        Map<String, Object> key = Experiment.key(task, options);
        if (headKeys.size() < keep) {
            headKeys.add(key);
            headSummaries.add(pointSummary);
        }
        if (summary != null) {
            keys.add(key);
            summaries.add(pointSummary);
            if (keys.size() >= SUMMARY_BLOCK) {
                writeSummary();
            }
        }
    }

    /**
     * Writes what is held.
     *
     * @throws UncheckedIOException when a file cannot be written
     */
    public void finish() {
        if (games != null && !gamesStarted && blockTasks.isEmpty() && firstTask != null) {
            blockTasks.add(firstTask);   // no game finished: the header alone
            blockRows.add(List.of());
        }
        if (games != null && !blockTasks.isEmpty()) {
            writeGames();
        }
        if (summary != null && (!keys.isEmpty() || !summaryStarted)) {
            writeSummary();
        }
    }

    /** The grid points handed over so far. */
    public long points() {
        return points;
    }

    /** The summary of every game handed over so far. */
    public Summary total() {
        return total;
    }

    /** The summary rows of the first grid points handed over, as many as were asked to be kept. */
    public Table head() {
        return Stats.summaries(headKeys, headSummaries, samples, metrics);
    }

    private void writeGames() {
        csv(GameTable.of("games", blockTasks, blockRows, options, optionSamples), games, !gamesStarted);
        gamesStarted = true;
        blockTasks.clear();
        blockRows.clear();
        blockGames = 0;
    }

    private void writeSummary() {
        csv(Stats.summaries(keys, summaries, samples, metrics), summary, !summaryStarted);
        summaryStarted = true;
        keys.clear();
        summaries.clear();
    }

    private static void csv(Table table, Writer writer, boolean header) {
        new CsvWriter().write(table, CsvWriteOptions.builder(writer).header(header).build());
    }

    private static void write(Writer writer, String text) {
        try {
            writer.write(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
