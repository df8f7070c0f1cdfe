package org.baolab.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.baolab.core.OptionSpec;
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
    private AgentSpec south = new AgentSpec.Random();
    private AgentSpec north = new AgentSpec.Random();
    private long games = 1000;
    private long seed = 1;
    private int threads = Runtime.getRuntime().availableProcessors();
    /** Where a run reports when no listener was set; the notebook kernel makes it a live progress bar. */
    private static volatile Function<String, ProgressListener> progressByDefault = title -> ProgressListener.NONE;
    private ProgressListener progress;
    private TaskRunner runner;

    Experiment(Rules rules) {
        this.rules = Objects.requireNonNull(rules, "rules");
    }

    @SuppressWarnings("unchecked")
    private T self() {
        return (T) this;
    }

    /**
     * SOUTH's agent. A built-in agent is rebuilt from its {@link Agent#spec() spec} on every thread; a lambda is
     * shared by all of them.
     */
    public T south(Agent agent) {
        south = agent.spec();
        return self();
    }

    /** SOUTH's agent in text form: {@code random}, {@code greedy}, {@code alphabeta:3}, {@code mcts:500}. */
    public T south(String agent) {
        south = AgentSpec.parse(agent);
        return self();
    }

    /** NORTH's agent, as for {@link #south(Agent)}. */
    public T north(Agent agent) {
        north = agent.spec();
        return self();
    }

    /** NORTH's agent in text form. */
    public T north(String agent) {
        north = AgentSpec.parse(agent);
        return self();
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

    /** The rules of every grid point, in order. */
    abstract List<Rules> grid();

    /** Options that get a column even where they have their default value. */
    Set<String> varied() {
        return Set.of();
    }

    /** The run as plain tasks, one per grid point, for running elsewhere (split them with {@code split}). */
    public List<SimulationTask> tasks() {
        List<SimulationTask> tasks = new ArrayList<>();
        for (Rules r : grid()) {
            tasks.add(new SimulationTask(r, south, north, seed, 0, games));
        }
        return tasks;
    }

    /** Plays the games and returns the per-game table and the summary, one row per grid point. */
    public Results results() {
        TaskResults result = execute(true);
        return new Results(gamesTable(result), summaryTable(result));
    }

    /**
     * Plays the games keeping only running aggregates, for runs too large to hold row by row, and returns the
     * summary, one row per grid point: the same as {@code Stats.summary} of the per-game table.
     */
    public Table summary() {
        return summaryTable(execute(false));
    }

    /** Runs every task, keeping the rows or only the summaries. */
    TaskResults execute(boolean keepRows) {
        List<SimulationTask> tasks = tasks();
        ProgressListener listener = progressListener(title(tasks));
        TaskResults result = runner != null ? runner.run(tasks, optionColumns(), keepRows, listener)
                : Runner.run(tasks, threads, keepRows, listener);
        listener.finished(outcome(result, tasks.stream().mapToLong(SimulationTask::games).sum()));
        return result;
    }

    private String title(List<SimulationTask> tasks) {
        return rules.game().id() + ": " + south.name() + " vs " + north.name()
                + (tasks.size() > 1 ? ", " + tasks.size() + " variants" : "");
    }

    /**
     * One line on a finished run: games played (when interrupted, {@code interrupted after N of TOTAL games}) and,
     * over all of them, how they ended.
     */
    private static String outcome(TaskResults result, long total) {
        Summary all = result.summaries().stream().reduce(new Summary(), Summary::merge);
        long n = all.games();
        String games = result.complete() ? String.format(Locale.ROOT, "%,d games", n)
                : String.format(Locale.ROOT, "interrupted after %,d of %,d games", n, total);
        if (n == 0) {
            return games;
        }
        return String.format(Locale.ROOT, "%s · SOUTH won %.1f%%, NORTH %.1f%%, drawn %.1f%%", games,
                100.0 * all.southWins() / n, 100.0 * all.northWins() / n, 100.0 * all.draws() / n);
    }

    /** The option columns: those varied or changed from the default somewhere, in the game's order. */
    private List<String> optionColumns() {
        List<Rules> grid = grid();
        List<String> names = new ArrayList<>();
        for (OptionSpec spec : rules.game().options()) {
            String name = spec.name();
            if (varied().contains(name) || grid.stream().anyMatch(r -> r.changed().containsKey(name))) {
                names.add(name);
            }
        }
        return names;
    }

    /** The per-game table of a run. */
    Table gamesTable(TaskResults result) {
        return GameTable.of(result.complete() ? "games" : "games (interrupted)", tasks(), result.rows(), optionColumns());
    }

    /** The summary table of a run, one row per grid point. */
    private Table summaryTable(TaskResults result) {
        List<SimulationTask> tasks = tasks();
        List<Map<String, Object>> keys = new ArrayList<>();
        for (SimulationTask task : tasks) {
            Map<String, Object> key = new LinkedHashMap<>();
            key.put(Columns.GAME, task.rules().game().id());
            key.put(Columns.SOUTH, task.south().name());
            key.put(Columns.NORTH, task.north().name());
            for (String option : optionColumns()) {
                key.put(option, task.rules().get(option));
            }
            keys.add(key);
        }
        Table summary = Stats.summaries(keys, result.summaries());
        return result.complete() ? summary : summary.setName(summary.name() + " (interrupted)");
    }
}
