package org.baolab.notebook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.baolab.charts.Charts;
import org.baolab.core.Explorer;
import org.baolab.core.OptionSpec;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.play.AgentSpec;
import org.baolab.sim.SimulationTask;
import org.baolab.sim.TaskResults;
import org.baolab.sim.TaskRunner;
import org.baolab.stats.Columns;
import org.baolab.stats.Interval;
import org.baolab.stats.Metric;
import org.baolab.stats.Stats;
import org.baolab.stats.Summary;
import org.baolab.widgets.BoundedInt;
import org.baolab.widgets.Box;
import org.baolab.widgets.Checkbox;
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
    private static final long SEED = 1;
    /** Wide enough for the longest option name of the games. */
    private static final String LABEL_WIDTH = "13em";
    /** An integer option with more values than this is a field to type in, not a slider. */
    private static final int SLIDER_VALUES = 200;
    private static final long FIRST_SLICE = 50;
    private static final long REDRAW_NANOS = 250_000_000L;

    /** One variant: rules, agents and batch size. */
    record Variant(Rules rules, AgentSpec south, AgentSpec north, long games) {
        SimulationTask task() {
            return new SimulationTask(rules, south, north, SEED, 0, games);
        }
    }

    private final int threads = Runtime.getRuntime().availableProcessors();
    private final Map<Variant, Summary> finished = new LinkedHashMap<>();
    private final Html dashboard = Widgets.html("");
    private final Html chart = Widgets.html("");
    /** A style that hides the explorer's picture where the widget runs. */
    private final Html style = Widgets.html("");
    private final Dropdown statistic;
    private final Dropdown south;
    private final Dropdown north;
    private final IntSlider games;
    /** Each option's control, set from a cell as the user would: {@link #set}. */
    private final Map<String, java.util.function.Consumer<Object>> setters = new LinkedHashMap<>();
    private final Box view;
    private Variant variant;
    /** The option (or agent side) last moved, the chart's x axis; {@code null} before any move. */
    private String lastMoved;
    private Thread batch;
    private Summary shown = new Summary();
    private Progress progress = Progress.inside("");

    private ExplorerWidget(Rules rules) {
        variant = new Variant(rules, new AgentSpec.Random(), new AgentSpec.Random(), DEFAULT_GAMES);
        statistic = Widgets.dropdown("chart", STATISTICS, Columns.PLIES_MEAN).onChange(s -> drawChart());
        List<Widget> controls = new ArrayList<>();
        for (OptionSpec spec : rules.game().options()) {
            controls.add(control(spec, rules.get(spec.name())));
        }
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

    /** The control of one option: a tick box, a slider (and a tick box for unset) or a drop-down list. */
    private Widget control(OptionSpec spec, Object value) {
        String name = spec.name();
        if (spec instanceof OptionSpec.Bool) {
            Checkbox box = Widgets.checkbox(name, (Boolean) value).onChange(v -> option(name, v));
            setters.put(name, v -> box.value((Boolean) v));
            return box.tooltip(spec.description());
        }
        if (spec instanceof OptionSpec.Choice c) {
            Dropdown list = Widgets.dropdown(name, c.values(), spec.format(value)).onChange(v -> option(name, v));
            setters.put(name, v -> list.value(spec.format(v)));
            return list.tooltip(spec.description()).descriptionWidth(LABEL_WIDTH);
        }
        OptionSpec.Int i = (OptionSpec.Int) spec;
        int shown = value == null ? i.min() : (Integer) value;
        BoundedInt<?> slider = (long) i.max() - i.min() <= SLIDER_VALUES ? Widgets.intSlider(name, i.min(), i.max(), shown)
                : Widgets.intField(name, i.min(), i.max(), shown);
        slider.tooltip(spec.description()).descriptionWidth(LABEL_WIDTH);
        if (i.unset() == null) {
            setters.put(name, v -> slider.value((Integer) v));
            return slider.onChange(v -> option(name, v));
        }
        Checkbox unset = Widgets.checkbox("unset: " + i.unset(), value == null);
        slider.disabled(value == null).onChange(v -> option(name, v));
        unset.onChange(u -> {
            slider.disabled(u);
            option(name, u ? null : slider.value());
        });
        setters.put(name, v -> {
            unset.value(v == null);
            if (v != null) {
                slider.value((Integer) v);
            }
        });
        return Widgets.hbox(slider, unset);
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
        setters.get(option).accept(rules().spec(option).accept(value));
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
            variant = new Variant(variant.rules().with(name, value), variant.south(), variant.north(), variant.games());
            lastMoved = name;
        }
        play();
    }

    private void agent(String side, String name) {
        AgentSpec spec = AgentSpec.parse(name);
        synchronized (this) {
            variant = side.equals(Columns.SOUTH) ? new Variant(variant.rules(), spec, variant.north(), variant.games())
                    : new Variant(variant.rules(), variant.south(), spec, variant.games());
            lastMoved = side;
        }
        play();
    }

    private void batchSize(int games) {
        synchronized (this) {
            variant = new Variant(variant.rules(), variant.south(), variant.north(), games);
        }
        play();
    }

    /** Stops the batch in flight and shows the variant now chosen: at once if it was played, else by a new batch. */
    private synchronized void play() {
        if (batch != null) {
            batch.interrupt();
        }
        Variant v = variant;
        Summary done = finished.get(v);
        if (done != null) {
            batch = null;
            shown = done;
            progress = Progress.inside(title(v));
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
    private void run(Variant v) {
        Progress bar = Progress.inside(title(v));
        synchronized (this) {
            progress = bar;
            shown = new Summary();
        }
        drawDashboard();
        SimulationTask task = v.task();
        Summary total = new Summary();
        long size = FIRST_SLICE;
        long startNanos = System.nanoTime();
        for (long from = 0; from < task.games(); from += size, size *= 2) {
            SimulationTask slice = new SimulationTask(v.rules(), v.south(), v.north(), SEED, from,
                    Math.min(task.games(), from + size));
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

    private static String title(Variant v) {
        return v.south().name() + " vs " + v.north().name();
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
        return bar.html() + statistics(s, rules);
    }

    /** The statistics of a summary as an HTML table. */
    static String statistics(Summary s, Rules rules) {
        StringBuilder html = new StringBuilder("<table class=\"baolab-dashboard\" style=\"font-family:sans-serif;"
                + "font-size:13px;margin-top:6px\">");
        long n = s.games();
        row(html, "games", String.format(Locale.ROOT, "%,d", n));
        row(html, Metric.of(Columns.PLIES_MEAN).label(), Stats.meanInterval(s.pliesMean(), s.pliesSd(), n).format(1));
        row(html, Metric.of(Columns.CAPTURES_PER_GAME).label(),
                Stats.meanInterval((double) s.captures() / n, s.capturesSd(), n).format(2));
        for (Reason reason : Reason.reported(List.of(rules.game()))) {
            row(html, "draws: " + reason.name().toLowerCase(Locale.ROOT).replace('_', ' '),
                    Stats.wilson(s.draws(reason), n).percent());
        }
        Interval edge = Stats.wilson(s.firstMoverWins(), s.firstMoverWins() + s.secondMoverWins());
        row(html, "first player's wins among decided games", edge.percent());
        return html.append("</table>").toString();
    }

    private static void row(StringBuilder html, String name, String value) {
        html.append("<tr><td style=\"padding-right:12px\">").append(BoardSvg.escape(name))
                .append("</td><td style=\"text-align:right\">").append(BoardSvg.escape(value)).append("</td></tr>");
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
            return "<div style=\"font-family:sans-serif;font-size:13px;opacity:0.7\">Move a control: the chart"
                    + " shows the statistic against it.</div>";
        }
        Table tried = alongside(option);
        if (tried.rowCount() == 0) {
            return chart.value();
        }
        byte[] png = ChartImage.png(Charts.metric(tried, statistic.value(), option));
        return "<img src=\"data:image/png;base64," + java.util.Base64.getEncoder().encodeToString(png)
                + "\" style=\"max-width:520px\" alt=\"" + BoardSvg.escape(statistic.value() + " by " + option) + "\">";
    }

    /** The finished variants that differ from the one shown only in {@code option} (and the batch size). */
    private Table alongside(String option) {
        Variant now;
        List<Variant> variants;
        List<Summary> summaries;
        synchronized (this) {
            now = variant;
            variants = new ArrayList<>();
            summaries = new ArrayList<>();
            finished.forEach((v, s) -> {
                if (sameBut(v, now, option)) {
                    variants.add(v);
                    summaries.add(s);
                }
            });
        }
        return table(variants, summaries, option);
    }

    private static boolean sameBut(Variant v, Variant now, String option) {
        boolean southFree = option.equals(Columns.SOUTH);
        boolean northFree = option.equals(Columns.NORTH);
        return (southFree || v.south().equals(now.south())) && (northFree || v.north().equals(now.north()))
                && (southFree || northFree ? v.rules().equals(now.rules())
                : v.rules().with(option, now.rules().get(option)).equals(now.rules()));
    }

    /**
     * The summary of every variant whose batch finished, in the order tried: the same table a {@code Sweep} of these
     * variants gives (game, agents, the options that differ from the game's defaults or between variants, then the
     * statistics).
     */
    @Override
    public Table table() {
        List<Variant> variants;
        List<Summary> summaries;
        synchronized (this) {
            variants = new ArrayList<>(finished.keySet());
            summaries = new ArrayList<>(finished.values());
        }
        return table(variants, summaries, null);
    }

    private static Table table(List<Variant> variants, List<Summary> summaries, String alwaysShown) {
        List<String> columns = new ArrayList<>();
        if (!variants.isEmpty()) {
            Rules first = variants.get(0).rules();
            for (OptionSpec spec : first.game().options()) {
                String name = spec.name();
                boolean differs = name.equals(alwaysShown) || variants.stream().anyMatch(v ->
                        !Objects.equals(v.rules().get(name), spec.defaultValue())
                                || !Objects.equals(v.rules().get(name), first.get(name)));
                if (differs) {
                    columns.add(name);
                }
            }
        }
        List<Map<String, Object>> keys = new ArrayList<>();
        for (Variant v : variants) {
            Map<String, Object> key = new LinkedHashMap<>();
            key.put(Columns.GAME, v.rules().game().id());
            key.put(Columns.SOUTH, v.south().name());
            key.put(Columns.NORTH, v.north().name());
            columns.forEach(c -> key.put(c, v.rules().get(c)));
            keys.add(key);
        }
        return Stats.summaries(keys, summaries);
    }

    /** The dashboard and the chart now, as HTML: what a front end without widgets shows, and a saved notebook. */
    String html() {
        return dashboardHtml() + chart.value();
    }

    /** The explorer in words. */
    @Override
    public synchronized String toString() {
        return "ExplorerWidget of " + variant.rules() + ", " + title(variant) + ", " + finished.size() + " variants played";
    }
}
