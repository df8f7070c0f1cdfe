package org.baolab.notebook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.baolab.core.Explorer;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.sim.SimulationTask;
import org.baolab.sim.TaskResults;
import org.baolab.sim.TaskRunner;
import org.baolab.stats.Columns;
import org.baolab.stats.Summary;
import org.baolab.widgets.Box;
import org.baolab.widgets.Dropdown;
import org.baolab.widgets.Html;
import org.baolab.widgets.IntSlider;
import org.baolab.widgets.Tasks;
import org.baolab.widgets.Widget;
import org.baolab.widgets.Widgets;
import tech.tablesaw.api.Table;

/**
 * A live rule explorer ({@code rules.explore()}): every option of the game as a control (its range from its
 * {@link OptionSpec}), the two agents as drop-down lists, the batch size, and a dashboard: mean length, captures per
 * game, draws by reason and the first player's edge, each with its 95% interval, and a chart of a statistic against
 * the option last moved over the values tried.
 *
 * <p>Moving a control plays a fresh batch of games of that variant in the background (all the machine's threads;
 * the same games a {@code Sweep} with the same seed plays), which updates the dashboard as its games finish; a new
 * change stops the batch in flight, as the kernel's Interrupt does. A variant whose batch finished is kept, so going
 * back to it is instant. {@link #table()} is the summary of every finished variant, the table a {@code Sweep} gives.
 *
 * <p>This class holds the controls' state and runs the batches; {@link OptionControls} makes the options' controls,
 * {@link ExplorerVariant} is one variant and its games, and {@link ExplorerDashboard} draws the dashboard and chart.
 */
public final class ExplorerWidget implements Explorer, LiveOutputs.Live {

    /** The games of a batch unless changed. */
    public static final int DEFAULT_GAMES = 2000;
    /** The agents offered, as the command line writes them. */
    static final List<String> AGENTS = List.of("random", "greedy", "alphabeta:1", "alphabeta:2", "alphabeta:3",
            "mcts:100", "mcts:1000");
    /** The statistics the chart can draw, summary columns. */
    static final List<String> STATISTICS = List.of(Columns.PLIES_MEAN, Columns.CAPTURES_PER_GAME, Columns.DRAW_RATE,
            Columns.FIRST_PLAYER_ADVANTAGE);
    /** Wide enough for the longest option name of the games. */
    private static final String LABEL_WIDTH = "13em";
    private static final long FIRST_SLICE = 50;

    private final int threads = Runtime.getRuntime().availableProcessors();
    private final Map<ExplorerVariant, Summary> finished = new LinkedHashMap<>();
    private final Html dashboard = Widgets.html("");
    private final Html chart = Widgets.html("");
    /** A style that hides the explorer's picture where the widget runs. */
    private final Html style = Widgets.html("");
    private final Dropdown statistic;
    private final Dropdown south;
    private final Dropdown north;
    private final IntSlider games;
    /** Each option's control, set from a cell as the user would: {@link #set}. */
    private final OptionControls options;
    private final Box view;
    private ExplorerVariant variant;
    /** The option (or agent side) last moved, the chart's x axis; {@code null} before any move. */
    private String lastMoved;
    private Thread batch;
    private Summary shown = new Summary();
    private Progress progress = Progress.inside("");

    private ExplorerWidget(Rules rules) {
        variant = new ExplorerVariant(rules, new AgentSpec.Random(), new AgentSpec.Random(), DEFAULT_GAMES);
        statistic = Widgets.dropdown("chart", STATISTICS, Columns.PLIES_MEAN).onChange(s -> drawChart());
        options = new OptionControls(rules, LABEL_WIDTH, this::option);
        List<Widget> controls = new ArrayList<>(options.widgets());
        south = Widgets.dropdown(Columns.SOUTH, AGENTS, "random").onChange(a -> agent(Columns.SOUTH, a));
        north = Widgets.dropdown(Columns.NORTH, AGENTS, "random").onChange(a -> agent(Columns.NORTH, a));
        games = Widgets.intSlider("games", 100, 20_000, DEFAULT_GAMES).step(100).onChange(this::batchSize);
        List.of(south, north).forEach(d -> d.descriptionWidth(LABEL_WIDTH));
        controls.addAll(List.of(south, north, games.descriptionWidth(LABEL_WIDTH)));
        view = Widgets.hbox(Widgets.vbox(controls.toArray(Widget[]::new)),
                Widgets.vbox(dashboard, statistic, chart, style));
        play();
    }

    /** An explorer of these rules and their variants; {@code Rules.explore()} calls it. */
    public static ExplorerWidget of(Rules rules) {
        return new ExplorerWidget(Objects.requireNonNull(rules, "rules"));
    }

    /** The widget the front end shows: the controls beside the dashboard and the chart. */
    @Override
    public Widget widget() {
        return view;
    }

    @Override
    public String note() {
        return NotebookRenderers.WIDGET_NOTE;
    }

    @Override
    public void hide(String css) {
        style.value("<style>" + css + "</style>");
    }

    /** The rules the controls show now. */
    @Override
    public synchronized Rules rules() {
        return variant.rules();
    }

    /**
     * Sets an option as its control would (a cell can drive the explorer), and plays the new variant.
     *
     * @throws IllegalArgumentException for an unknown option or a value out of its range, saying what is valid
     */
    @Override
    public ExplorerWidget set(String option, Object value) {
        options.set(option, rules().spec(option).accept(value));
        return this;
    }

    /** Chooses SOUTH's agent as its list would ({@code random}, {@code alphabeta:2}, ... of {@link #AGENTS}). */
    @Override
    public ExplorerWidget south(String agent) {
        south.value(agent);
        return this;
    }

    /** Chooses NORTH's agent as its list would. */
    @Override
    public ExplorerWidget north(String agent) {
        north.value(agent);
        return this;
    }

    /** Sets the games of a batch as its slider would (100..20,000). */
    @Override
    public ExplorerWidget games(int n) {
        games.value(n);
        return this;
    }

    private void option(String name, Object value) {
        synchronized (this) {
            variant = variant.withRules(variant.rules().with(name, value));
            lastMoved = name;
        }
        play();
    }

    private void agent(String side, String name) {
        AgentSpec spec = AgentSpec.parse(name);
        synchronized (this) {
            variant = variant.withAgent(side, spec);
            lastMoved = side;
        }
        play();
    }

    private void batchSize(int games) {
        synchronized (this) {
            variant = variant.withGames(games);
        }
        play();
    }

    /** Stops the batch in flight and shows the variant now chosen: at once if it was played, else by a new batch. */
    private synchronized void play() {
        if (batch != null) {
            batch.interrupt();
        }
        ExplorerVariant v = variant;
        Summary done = finished.get(v);
        if (done != null) {
            batch = null;
            shown = done;
            progress = Progress.inside(v.title());
            progress.finished(String.format(Locale.ROOT, "%,d games (kept from before)", done.games()));
            drawDashboard();
            drawChart();
            return;
        }
        batch = Tasks.start("baolab-explorer", () -> run(v));
    }

    /**
     * Plays a variant's games in slices that double in size (50, 100, 200, ...), so that the dashboard shows the
     * first numbers at once and then settles; game {@code i} depends only on the variant and {@code i}, so the slices
     * add up to what one run of all the games gives.
     */
    private void run(ExplorerVariant v) {
        Progress bar = Progress.inside(v.title());
        synchronized (this) {
            if (batch != Thread.currentThread()) {
                return;     // replaced before it began: its bar must not cover the batch that replaced it
            }
            progress = bar;
            shown = new Summary();
        }
        drawDashboard();
        SimulationTask task = v.task();
        Summary total = new Summary();
        long size = FIRST_SLICE;
        long startNanos = System.nanoTime();
        for (long from = 0; from < task.games(); from += size, size *= 2) {
            SimulationTask slice = v.slice(from, Math.min(task.games(), from + size));
            long before = from;
            TaskResults result = TaskRunner.local(threads).run(List.of(slice), List.of(), false,
                    (done, all, perSecond) -> bar.update(before + done, task.games(), 0));
            if (!result.complete()) {
                bar.interrupted(total.games(), task.games());
                drawDashboard();
                LiveOutputs.changed(this);
                return;
            }
            total = total.merge(result.summaries().get(0));
            synchronized (this) {
                if (variant.equals(v)) {
                    shown = total;
                }
            }
            bar.update(total.games(), task.games(), total.games() / ((System.nanoTime() - startNanos) / 1e9));
            drawDashboard();
        }
        synchronized (this) {
            finished.put(v, total);
            if (batch == Thread.currentThread()) {
                batch = null;
            }
        }
        bar.finished(String.format(Locale.ROOT, "%,d games in %.2f s", total.games(),
                (System.nanoTime() - startNanos) / 1e9));
        drawDashboard();
        drawChart();
    }

    /** Waits for the batch in flight to end (a cell that moved a control with {@link #set} and reads the table). */
    @Override
    public ExplorerWidget await() throws InterruptedException {
        Thread running;
        synchronized (this) {
            running = batch;
        }
        if (running != null) {
            running.join();
        }
        return this;
    }

    /** Draws the dashboard in the front ends. */
    private void drawDashboard() {
        dashboard.value(dashboardHtml());
    }

    /** The dashboard: the batch's progress and, for the games finished so far, each statistic with its interval. */
    private String dashboardHtml() {
        Summary s;
        Progress bar;
        Rules rules;
        synchronized (this) {
            s = shown;
            bar = progress;
            rules = variant.rules();
        }
        return bar.html() + ExplorerDashboard.statistics(s, rules);
    }

    /**
     * The chart of the statistic chosen against the option last moved, over the values of it tried. It is drawn when
     * the dashboard has settled (a batch ended, a kept variant shown, another statistic chosen), which is when the
     * explorer's saved output is updated too: an update draws the output's widgets anew in JupyterLab, which must not
     * happen under the user's hand at every step of a batch.
     */
    private void drawChart() {
        chart.value(chartHtml());
        LiveOutputs.changed(this);
    }

    private String chartHtml() {
        String option;
        synchronized (this) {
            option = lastMoved;
        }
        if (option == null) {
            return ExplorerDashboard.NO_CHART;
        }
        Table tried = alongside(option);
        if (tried.rowCount() == 0) {
            return chart.value();
        }
        return ExplorerDashboard.chart(tried, statistic.value(), option);
    }

    /** The finished variants that differ from the one shown only in {@code option} (and the batch size). */
    private Table alongside(String option) {
        ExplorerVariant now;
        List<ExplorerVariant> variants;
        List<Summary> summaries;
        synchronized (this) {
            now = variant;
            variants = new ArrayList<>();
            summaries = new ArrayList<>();
            finished.forEach((v, s) -> {
                if (v.sameBut(now, option)) {
                    variants.add(v);
                    summaries.add(s);
                }
            });
        }
        return ExplorerVariant.table(variants, summaries, option);
    }

    /**
     * The summary of every variant whose batch finished, in the order tried: the same table a {@code Sweep} of these
     * variants gives (game, agents, the options that differ from the game's defaults or between variants, then the
     * statistics).
     */
    @Override
    public Table table() {
        List<ExplorerVariant> variants;
        List<Summary> summaries;
        synchronized (this) {
            variants = new ArrayList<>(finished.keySet());
            summaries = new ArrayList<>(finished.values());
        }
        return ExplorerVariant.table(variants, summaries, null);
    }

    /** The dashboard and the chart now, as HTML: what a front end without widgets shows, and a saved notebook. */
    String html() {
        return dashboardHtml() + chart.value();
    }

    /** The explorer in words. */
    @Override
    public synchronized String toString() {
        return "ExplorerWidget of " + variant.rules() + ", " + variant.title() + ", " + finished.size() + " variants played";
    }
}
