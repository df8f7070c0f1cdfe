package org.baolab.sim;

import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.baolab.core.OptionSpec;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.play.Agent;
import org.baolab.play.AgentSpec;
import org.baolab.stats.Columns;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import tech.tablesaw.api.Table;

/**
 * What a {@link Simulation} and a {@link Sweep} share: the agents, the number of games, the master seed, the
 * threads and the progress listener, set fluently. Defaults: random against random, 1000 games, seed 1, every
 * core, no listener.
 *
 * @param <T> the concrete kind, returned by the setters
 */
public abstract class Experiment<T extends Experiment<T>> {

    /** The rules every game starts from. */
    protected final Rules rules;
    /** The agents set, null until set: random then plays, unless a sweep varies the agent. */
    private AgentSpec south;
    private AgentSpec north;
    private long games = 1000;
    private long seed = 1;
    private int threads = Runtime.getRuntime().availableProcessors();
    /** Where a run reports when no listener was set; the notebook kernel makes it a live progress bar. */
    private static volatile Function<String, ProgressListener> progressByDefault = title -> ProgressListener.NONE;
    private ProgressListener progress;
    private TaskRunner runner;
    private boolean moves;
    private boolean metrics;

    Experiment(Rules rules) {
        this.rules = Objects.requireNonNull(rules, "rules");
        TableWarmUp.start();   // every run ends in a table
    }

    /**
     * Starts getting the tables of a run ready on a thread of its own: Tablesaw's table class scans the class path
     * when first used, a large part of a first short run in a new JVM. Every run starts it when made; a program (a
     * command line, a kernel) that will run one can start it sooner, to overlap it with its own start.
     */
    public static void prepare() {
        TableWarmUp.start();
    }

    @SuppressWarnings("unchecked")
    private T self() {
        return (T) this;
    }

    /**
     * SOUTH's agent. A built-in agent is rebuilt from its {@link Agent#spec() spec} on every thread; a lambda is
     * shared by all of them.
     *
     * @throws IllegalArgumentException when a sweep varies SOUTH's agent
     */
    public T south(Agent agent) {
        south = checkAgent(Columns.SOUTH, agent.spec());
        return self();
    }

    /**
     * SOUTH's agent in text form: {@code random}, {@code greedy}, {@code greedy:0.1}, {@code alphabeta:3},
     * {@code mcts:500}.
     */
    public T south(String agent) {
        south = checkAgent(Columns.SOUTH, AgentSpec.parse(agent));
        return self();
    }

    /** NORTH's agent, as for {@link #south(Agent)}. */
    public T north(Agent agent) {
        north = checkAgent(Columns.NORTH, agent.spec());
        return self();
    }

    /** NORTH's agent in text form. */
    public T north(String agent) {
        north = checkAgent(Columns.NORTH, AgentSpec.parse(agent));
        return self();
    }

    /** Checks an agent about to be set for {@code side} ({@code south} or {@code north}); a sweep may refuse it. */
    AgentSpec checkAgent(String side, AgentSpec spec) {
        return spec;
    }

    /** The agent set for {@code side} ({@code south} or {@code north}), null if none was. */
    AgentSpec agentSet(String side) {
        return side.equals(Columns.SOUTH) ? south : north;
    }

    /** Games to play (for a sweep: at every grid point). */
    public T games(long n) {
        if (n < 0 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("games must be in 0.." + Integer.MAX_VALUE + ", not " + n);
        }
        games = n;
        return self();
    }

    /** The master seed: the same seed gives the same games, whatever the number of threads. */
    public T seed(long s) {
        seed = s;
        return self();
    }

    /** Plays on this many of this machine's threads, at least 1 (also after {@link #on}: it plays here again). */
    public T threads(int t) {
        if (t < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + t);
        }
        threads = t;
        runner = null;
        return self();
    }

    /**
     * Sets where every run without a listener of its own reports its progress, given a title naming the run.
     * The notebook kernel sets it so that any simulation in a cell shows a live progress bar.
     */
    public static void progressByDefault(Function<String, ProgressListener> listeners) {
        progressByDefault = Objects.requireNonNull(listeners, "listeners");
    }

    /**
     * Plays the games with this runner, such as {@code SparkSweep.local()} from the {@code baolab-spark} module,
     * instead of on this machine's threads (until {@link #threads} is set again). The results are the same.
     */
    public T on(TaskRunner taskRunner) {
        runner = Objects.requireNonNull(taskRunner, "taskRunner");
        return self();
    }

    /**
     * Whether {@link #results()} keeps every game's moves and gives one game record per game
     * ({@link Results#records()}): off by default, when a run stores no moves at all.
     */
    public T moves(boolean keep) {
        moves = keep;
        return self();
    }

    /**
     * Measures the game-quality metrics of every game: the summary then has their columns
     * ({@link org.baolab.stats.Stats}, {@link org.baolab.stats.GameMetric}). Off by default, when a run measures
     * nothing it does not report.
     */
    public T metrics() {
        metrics = true;
        return self();
    }

    /** Who hears of the progress of a run (by default, see {@link #progressByDefault}). */
    public T progress(ProgressListener listener) {
        progress = Objects.requireNonNull(listener, "listener");
        return self();
    }

    /** The threads to play on. */
    int threads() {
        return threads;
    }

    /** Who hears of the progress of a run titled {@code title}: the listener set, or the default one. */
    ProgressListener progressListener(String title) {
        return progress != null ? progress : progressByDefault.apply(title);
    }

    /**
     * The tasks of every grid point, in order, made from the task of the rules and agents set: here that task
     * alone.
     */
    List<SimulationTask> grid(SimulationTask base) {
        return List.of(base);
    }

    /** Options that get a column even where they have their default value. */
    Set<String> varied() {
        return Set.of();
    }

    /** The run as plain tasks, one per grid point, for running elsewhere (split them with {@code split}). */
    public List<SimulationTask> tasks() {
        AgentSpec random = new AgentSpec.Random();
        return grid(new SimulationTask(rules, south != null ? south : random, north != null ? north : random, seed, 0,
                games, moves, metrics));
    }

    /**
     * Plays the games and returns the per-game table, the summary, one row per grid point, and the game records
     * when {@link #moves(boolean) moves} are kept.
     */
    public Results results() {
        Run run = execute(true);
        return new Results(gamesTable(run), summaryTable(run), GameLines.of(run.tasks(), run.result().rows()));
    }

    /**
     * Plays the games keeping only running aggregates, for runs too large to hold row by row, and returns the
     * summary, one row per grid point: the same as {@code Stats.summary} of the per-game table.
     */
    public Table summary() {
        return summaryTable(execute(false));
    }

    /**
     * Plays the games and hands their results to {@code sink} as they finish, grid point by grid point in grid
     * order, without keeping them: a run of any size then holds only a few chunks of games per thread (on a
     * {@link #on runner} of its own, such as Spark, the results come back whole first). The sink gets the same
     * rows and summaries as the tables of {@link #results()}.
     *
     * @param rows whether the sink also gets every game's row ({@link PointSink#rows})
     * @return true when every game was played, false when the calling thread was interrupted
     */
    public boolean stream(boolean rows, PointSink sink) {
        return stream(tasks(), rows, Objects.requireNonNull(sink, "sink"));
    }

    private boolean stream(List<SimulationTask> tasks, boolean rows, PointSink sink) {
        if (!tasks.isEmpty()) {
            refuseOptionsNamedAsResults(tasks.get(0));
        }
        ProgressListener listener = progressListener(title(tasks));
        Summary all = new Summary();
        PointSink totalling = new PointSink() {
            @Override
            public void rows(int point, SimulationTask task, List<GameRecord> finished) {
                sink.rows(point, task, finished);
            }

            @Override
            public void point(int point, SimulationTask task, Summary summary, boolean complete) {
                all.add(summary);
                sink.point(point, task, summary, complete);
            }
        };
        long total = games * tasks.size();   // every grid point plays the same games
        boolean complete;
        try {
            complete = runner != null ? replay(runner.run(List.copyOf(tasks), optionColumns(), rows, listener),
                    tasks, totalling) : Runner.run(tasks, total, threads, rows, totalling, listener);
        } catch (RuntimeException e) {
            listener.failed(e.getMessage());
            throw e;
        }
        if (complete) {
            listener.finished(outcome(all));
        } else {
            listener.interrupted(all.games(), total);
        }
        return complete;
    }

    /** Hands the results a runner brought back to the sink, point by point. */
    private static boolean replay(TaskResults result, List<SimulationTask> tasks, PointSink sink) {
        for (int t = 0; t < tasks.size(); t++) {
            if (!result.rows().get(t).isEmpty()) {
                sink.rows(t, tasks.get(t), result.rows().get(t));
            }
            sink.point(t, tasks.get(t), result.summaries().get(t), result.complete());
        }
        return result.complete();
    }

    /**
     * A run: its tasks and option columns, worked out once (a sweep's cost grows with its games, not with its grid
     * squared), and what playing them produced.
     */
    record Run(List<SimulationTask> tasks, List<String> optionColumns, TaskResults result) {
    }

    /** Runs every task, keeping the rows or only the summaries. */
    Run execute(boolean keepRows) {
        List<SimulationTask> tasks = List.copyOf(tasks());   // made once: the tables look at every point again
        Runner.Collected collected = new Runner.Collected(tasks.size());
        boolean complete = stream(tasks, keepRows, collected);
        return new Run(tasks, optionColumns(), collected.results(complete));
    }

    private String title(List<SimulationTask> tasks) {
        return rules.game().id() + ": " + agentNames(Columns.SOUTH) + " vs " + agentNames(Columns.NORTH)
                + (tasks.size() > 1 ? ", " + tasks.size() + " variants" : "");
    }

    /** The agents of one side ({@code south} or {@code north}) over the grid, each once: {@code random/greedy}. */
    String agentNames(String side) {
        AgentSpec set = agentSet(side);
        return (set != null ? set : new AgentSpec.Random()).name();
    }

    /** One line on a finished run: games played and, over all of them, how they ended. */
    private static String outcome(Summary all) {
        long n = all.games();
        String games = String.format(Locale.ROOT, "%,d games", n);
        if (n == 0) {
            return games;
        }
        return String.format(Locale.ROOT, "%s · SOUTH won %.1f%%, NORTH %.1f%%, drawn %.1f%%", games,
                100.0 * all.southWins() / n, 100.0 * all.northWins() / n, 100.0 * all.draws() / n);
    }

    /**
     * The option columns: those varied or changed from the default somewhere, in the game's order. Every grid
     * point is these rules with varied options changed, so an option not varied has the value of these rules
     * everywhere, and the grid need not be looked at.
     */
    List<String> optionColumns() {
        Set<String> changed = rules.changed().keySet();
        List<String> names = new ArrayList<>();
        for (OptionSpec spec : rules.game().options()) {
            if (varied().contains(spec.name()) || changed.contains(spec.name())) {
                names.add(spec.name());
            }
        }
        return names;
    }

    /**
     * Refuses, before a game is played, an option column with the name of a column of the results (a rule sheet's
     * {@code option games}, say): a table cannot hold both.
     */
    private void refuseOptionsNamedAsResults(SimulationTask task) {
        Set<String> results = new LinkedHashSet<>(GameTable.of("games", List.of(task), List.of(List.of()), List.of())
                .columnNames());
        Map<String, Object> key = key(task, List.of());
        key.remove(Columns.GAME);   // a game made in a notebook is not registered: the games table names the column
        results.addAll(Stats.summaries(List.of(key), List.of(new Summary()), key, true).columnNames());
        for (Reason reason : Reason.reported(List.of(rules.game()))) {    // the columns of the game's own draws too
            results.add(Stats.drawsColumn(reason));
        }
        for (String option : optionColumns()) {
            if (results.contains(option)) {
                throw new IllegalArgumentException("the option " + option + " of " + rules.game().id() + " has the"
                        + " name of a column of the results, which a table cannot hold twice: give the option another"
                        + " name (in a rule sheet, its option line and every $" + option + ")");
            }
        }
    }

    /** The per-game table of a run. */
    Table gamesTable(Run run) {
        return GameTable.of(run.result().complete() ? "games" : "games (interrupted)", run.tasks(), run.result().rows(),
                run.optionColumns());
    }

    /** The summary table of a run, one row per grid point. */
    private Table summaryTable(Run run) {
        List<Map<String, Object>> keys = new ArrayList<>();
        for (SimulationTask task : run.tasks()) {
            keys.add(key(task, run.optionColumns()));
        }
        Table summary = Stats.summaries(keys, run.result().summaries());
        return run.result().complete() ? summary : summary.setName(summary.name() + " (interrupted)");
    }

    /** The key columns of a grid point's summary row: the game, the agents and the option columns. */
    static Map<String, Object> key(SimulationTask task, List<String> optionColumns) {
        Map<String, Object> key = new LinkedHashMap<>();
        key.put(Columns.GAME, task.rules().game().id());
        key.put(Columns.SOUTH, task.south().name());
        key.put(Columns.NORTH, task.north().name());
        for (String option : optionColumns) {
            key.put(option, task.rules().get(option));
        }
        return key;
    }

    /**
     * A value the option takes somewhere in the grid, not null if it has one, which types its column as the
     * tables of the whole run do; here, the value of these rules.
     */
    Object sample(String option) {
        return rules.get(option);
    }

    /**
     * Writes the tables of a run as CSV as its grid points finish ({@link #stream}): the per-game rows, the summary
     * and the game records, each to its writer when not null, the same bytes as the tables of {@link #results()}
     * written whole; the summary rows of the first {@code keep} grid points are kept ({@link CsvStream#head}).
     */
    public CsvStream csv(Writer gamesOut, Writer summaryOut, Writer recordsOut, int keep) {
        List<String> options = optionColumns();
        Map<String, Object> samples = new LinkedHashMap<>();
        samples.put(Columns.GAME, rules.game().id());
        samples.put(Columns.SOUTH, agentNames(Columns.SOUTH));
        samples.put(Columns.NORTH, agentNames(Columns.NORTH));
        options.forEach(o -> samples.put(o, sample(o)));
        return new CsvStream(options, samples, metrics && games > 0, gamesOut, summaryOut, recordsOut, keep);
    }
}
