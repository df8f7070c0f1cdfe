package org.baolab.sim;

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
     * A run: its tasks and option columns, worked out once (a sweep's cost grows with its games, not with its grid
     * squared), and what playing them produced.
     */
    record Run(List<SimulationTask> tasks, List<String> optionColumns, TaskResults result) {
    }

    /** Runs every task, keeping the rows or only the summaries. */
    Run execute(boolean keepRows) {
        List<SimulationTask> tasks = tasks();
        List<String> optionColumns = optionColumns();
        ProgressListener listener = progressListener(title(tasks));
        TaskResults result = runner != null ? runner.run(tasks, optionColumns, keepRows, listener)
                : Runner.run(tasks, threads, keepRows, listener);
        if (result.complete()) {
            listener.finished(outcome(result));
        } else {
            listener.interrupted(result.summaries().stream().mapToLong(Summary::games).sum(),
                    tasks.stream().mapToLong(SimulationTask::games).sum());
        }
        return new Run(tasks, optionColumns, result);
    }

    private String title(List<SimulationTask> tasks) {
        return rules.game().id() + ": " + names(tasks, SimulationTask::south) + " vs " + names(tasks, SimulationTask::north)
                + (tasks.size() > 1 ? ", " + tasks.size() + " variants" : "");
    }

    /** The agents of one side over the tasks, each once: {@code random/greedy}. */
    private static String names(List<SimulationTask> tasks, Function<SimulationTask, AgentSpec> side) {
        Set<String> names = new LinkedHashSet<>();
        tasks.forEach(t -> names.add(side.apply(t).name()));
        return String.join("/", names);
    }

    /** One line on a finished run: games played and, over all of them, how they ended. */
    private static String outcome(TaskResults result) {
        Summary all = result.summaries().stream().reduce(new Summary(), Summary::merge);
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

    /** The per-game table of a run. */
    Table gamesTable(Run run) {
        return GameTable.of(run.result().complete() ? "games" : "games (interrupted)", run.tasks(), run.result().rows(),
                run.optionColumns());
    }

    /** The summary table of a run, one row per grid point. */
    private Table summaryTable(Run run) {
        List<Map<String, Object>> keys = new ArrayList<>();
        for (SimulationTask task : run.tasks()) {
            Map<String, Object> key = new LinkedHashMap<>();
            key.put(Columns.GAME, task.rules().game().id());
            key.put(Columns.SOUTH, task.south().name());
            key.put(Columns.NORTH, task.north().name());
            for (String option : run.optionColumns()) {
                key.put(option, task.rules().get(option));
            }
            keys.add(key);
        }
        Table summary = Stats.summaries(keys, run.result().summaries());
        return run.result().complete() ? summary : summary.setName(summary.name() + " (interrupted)");
    }
}
