package org.baolab.stats;

import java.io.File;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;
import org.baolab.core.Game;
import org.baolab.core.GameRegistry;
import org.baolab.core.OptionSpec;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Status;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;
import tech.tablesaw.columns.numbers.NumberColumnFormatter;
import tech.tablesaw.io.csv.CsvReadOptions;

/**
 * Statistics of simulated games, with uncertainty. {@code Stats.summary(games)} turns a simulation table into
 * one row per group of games (same game, agents and rule options), with these columns after the group's own:
 * <ul>
 * <li>{@code games};
 * <li>{@code southWinRate}, {@code northWinRate}, {@code drawRate}, each followed by its 95% Wilson interval
 * ({@code ...Low}, {@code ...High});
 * <li>{@code draws<Reason>}: drawn games by reason, such as {@code drawsTurnLimit}: one column for each reason of
 * rule C9, then one for each reason of its own that a game of the table declares ({@link Game#reasons});
 * <li>{@code firstPlayerAdvantage}: the share of the decided games (draws left out) won by the player who
 * moved first, with its Wilson interval; 0.5 means no advantage, and an interval that excludes 0.5 means a
 * clear one. (The first mover is SOUTH unless the option {@code firstPlayer} says otherwise.)
 * <li>{@code pliesMean}, {@code pliesSd} (sample standard deviation), {@code pliesMedian}, {@code pliesP10},
 * {@code pliesP90} of the game length, quantiles as in {@link Summary#pliesQuantile};
 * <li>{@code capturesPerGame} and {@code capturesPer100Plies}: capture events, both players together;
 * <li>when the run measured them ({@code --metrics}, {@code .metrics()}), the game-quality metrics, each with its
 * 95% interval in {@code ...Low}/{@code ...High}: {@code completion} (the share of games with a winner, Ludii's
 * {@code single/outcome/Completion.java}), {@code balance} ({@link #balance}), {@code drawishness} (the share of
 * games drawn other than by the turn limit, endless moves included, as Ludii's
 * {@code single/outcome/Drawishness.java}), all three with Wilson intervals but balance, then the means over the
 * games of each {@link GameMetric}, with normal intervals (kept within [0, 1] for shares).
 * </ul>
 * {@link #brief} turns such a table into one for people to read.
 */
public final class Stats {

    /** The game-quality columns of a summary with metrics ({@code --metrics}), in their order. */
    public static final List<String> QUALITY = List.of(Columns.COMPLETION, Columns.BALANCE, Columns.DRAWISHNESS,
            "branching", "decisionMoves", "treeComplexity", "coverage", "repetition", "leadChange", "stability",
            "decisiveness", "drama", "dramaMax");

    /** The normal quantile of a two-sided 95% interval. */
    private static final double Z = 1.959963984540054;

    /** Digits as people read them here, whatever the machine's locale: {@code 1,204.5}. */
    private static final DecimalFormatSymbols ROOT_SYMBOLS = DecimalFormatSymbols.getInstance(Locale.ROOT);

    private Stats() {
    }

    /**
     * The Wilson score interval (95%) of a proportion: better than the normal approximation for small counts and
     * proportions near 0 or 1, and never outside [0, 1]. 50 of 100 gives [0.404, 0.596]. NaN without trials.
     */
    public static Interval wilson(long successes, long trials) {
        if (successes < 0 || successes > trials) {
            throw new IllegalArgumentException(successes + " successes of " + trials + " trials");
        }
        if (trials == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        double n = trials;
        double p = successes / n;
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return new Interval(p, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /**
     * The normal 95% interval of a mean, plus or minus 1.96 standard errors ({@code sd / sqrt(n)}); without an
     * interval (NaN ends) for fewer than two values or an unknown standard deviation.
     */
    public static Interval meanInterval(double mean, double sd, double n) {
        if (n < 2 || Double.isNaN(sd)) {
            return new Interval(mean, Double.NaN, Double.NaN);
        }
        double half = Z * sd / Math.sqrt(n);
        return new Interval(mean, mean - half, mean + half);
    }

    /**
     * A summary for people to read ({@code Stats.summary}, {@code Results.summary()} or one read back with
     * {@link #readCsv}): the columns that vary between its rows (swept options, agents, games) first, then the
     * games, SOUTH wins, NORTH wins and draws as percentages with their 95% intervals ({@code 48.8% [47.2, 50.3]}),
     * the first player's edge (the share of the decided games the first player won, 50% = none), the mean game
     * length with its interval ({@code 57.3 [56.8, 57.8]}) and the captures per 100 plies; when the run measured
     * the game-quality metrics ({@code .metrics()}), those of {@link #QUALITY} too. What every row shares goes into
     * the table's name. The summary itself is left as it is.
     */
    public static Table brief(Table summary) {
        List<String> columns = new ArrayList<>(Metric.BRIEF);
        if (summary.columnNames().contains(Columns.COMPLETION)) {    // measured, so shown
            columns.addAll(QUALITY);
        }
        return brief(summary, columns.toArray(String[]::new));
    }

    /**
     * A summary for people with other metrics than {@link #brief(Table)}'s: the varied columns and the games, then
     * each column named, as {@link Metric#of} says: rates as percentages with their intervals, {@code pliesMean}
     * with its interval, counts with thousands separators ({@code drawsTurnLimit}: {@code 1,204}), other numbers
     * with one decimal. Interval columns are text; games, counts and numbers stay numeric (shown rounded).
     *
     * @param summary a summary table
     * @param columns summary columns, such as {@code "drawRate", "drawsTurnLimit", "pliesMedian"}
     */
    public static Table brief(Table summary, String... columns) {
        if (!summary.columnNames().contains(Columns.GAMES)) {
            throw new IllegalArgumentException("'" + summary.name() + "' is not a summary (it has no games column); "
                    + "its columns are " + summary.columnNames());
        }
        for (String column : columns) {
            if (!summary.columnNames().contains(column) || !(summary.column(column) instanceof NumericColumn<?>)) {
                throw new IllegalArgumentException("no numeric column '" + column + "' in '" + summary.name()
                        + "'; its columns are " + summary.columnNames());
            }
        }
        Variants variants = new Variants(summary);
        String context = variants.context();
        String name = summary.name() == null || summary.name().equals("summary") ? "Summary" : summary.name();
        boolean named = context.isEmpty() || name.contains(context);    // "capture rules: bao-kingulu" says it already
        Table brief = Table.create(name + (named ? "" : ": " + context) + " (95% intervals in brackets)");
        for (String key : variants.varying()) {
            brief.addColumns(summary.column(key).copy().setName(switch (key) {
                case Columns.SOUTH -> "SOUTH agent";
                case Columns.NORTH -> "NORTH agent";
                default -> key;
            }));
        }
        List<String> shown = new ArrayList<>(List.of(Columns.GAMES));
        List.of(columns).stream().filter(c -> !shown.contains(c)).forEach(shown::add);
        for (String column : shown) {
            brief.addColumns(briefColumn(summary, Metric.of(column)));
        }
        return brief;
    }

    private static Column<?> briefColumn(Table summary, Metric metric) {
        String column = metric.column();
        NumericColumn<?> values = summary.numberColumn(column);
        int rows = summary.rowCount();
        return switch (metric.kind()) {
            case COUNT -> formatted(LongColumn.create(metric.name(),
                    values.asDoubleColumn().asList().stream().mapToLong(Math::round)), "#,##0");
            case NUMBER -> formatted(values.asDoubleColumn().copy().setName(metric.name()), "#,##0.0");
            case ESTIMATE -> intervals(metric.name(), rows, row -> new Interval(values.getDouble(row),
                    optional(summary, column + "Low", row), optional(summary, column + "High", row)).format(3));
            case RATE -> intervals(metric.name(), rows, row -> new Interval(values.getDouble(row),
                    optional(summary, column + "Low", row), optional(summary, column + "High", row)).percent());
            case MEAN -> intervals(metric.name(), rows, row -> meanInterval(values.getDouble(row),
                    optional(summary, column.replaceFirst("Mean$", "Sd"), row), optional(summary, Columns.GAMES, row))
                    .format(1));
        };
    }

    /** The column, shown in this pattern (its values unchanged). */
    private static NumericColumn<?> formatted(NumericColumn<?> column, String pattern) {
        column.setPrintFormatter(new NumberColumnFormatter(new DecimalFormat(pattern, ROOT_SYMBOLS)));
        return column;
    }

    private static StringColumn intervals(String name, int rows, IntFunction<String> text) {
        StringColumn column = StringColumn.create(name);
        for (int row = 0; row < rows; row++) {
            column.append(text.apply(row));
        }
        return column;
    }

    /** A number of a row, NaN where the table has no such column. */
    private static double optional(Table table, String column, int row) {
        return table.columnNames().contains(column) ? number(table, column, row) : Double.NaN;
    }

    /**
     * The summary of a simulation table, one row per group of games with the same game, agents and rule options
     * (the option columns of a sweep), groups in order of first appearance.
     */
    public static Table summary(Table games) {
        List<String> keyNames = keyColumns(games);
        Map<List<Object>, Summary> groups = new LinkedHashMap<>();
        Column<?> status = games.column(Columns.STATUS);
        Column<?> reason = games.column(Columns.REASON);
        Column<?> firstMover = games.column(Columns.FIRST_MOVER);
        for (int i = 0; i < games.rowCount(); i++) {
            List<Object> key = new ArrayList<>();
            for (String name : keyNames) {
                key.add(games.column(name).get(i));
            }
            groups.computeIfAbsent(key, k -> new Summary()).add(Status.valueOf(status.getString(i)),
                    Reason.valueOf(reason.getString(i)), Player.valueOf(firstMover.getString(i)),
                    (int) number(games, Columns.PLIES, i),
                    (long) (number(games, Columns.SOUTH_CAPTURES, i) + number(games, Columns.NORTH_CAPTURES, i)),
                    (long) (number(games, Columns.SOUTH_CAPTURED_SEEDS, i) + number(games, Columns.NORTH_CAPTURED_SEEDS, i)));
        }
        List<Map<String, Object>> keys = new ArrayList<>();
        for (List<Object> key : groups.keySet()) {
            Map<String, Object> named = new LinkedHashMap<>();
            for (int k = 0; k < keyNames.size(); k++) {
                named.put(keyNames.get(k), key.get(k));
            }
            keys.add(named);
        }
        return summaries(keys, new ArrayList<>(groups.values()));
    }

    /**
     * Reads a simulation or summary table written as CSV (by {@code baolab simulate}, {@code baolab sweep} or
     * {@code table.write().csv(...)}). The summary's rates, intervals, lengths and capture figures are read as
     * numbers with decimals even where a file holds only whole values (a draw rate of 0.0 throughout), so that
     * tables read from several files append to one another.
     *
     * @param path the CSV file
     */
    public static Table readCsv(String path) {
        Set<String> decimals = new LinkedHashSet<>();
        Table empty = summaries(List.of(Map.of()), List.of(new Summary()));
        for (Column<?> column : empty.columns()) {
            if (column instanceof DoubleColumn) {
                decimals.add(column.name());
            }
        }
        try {
            return Table.read().usingOptions(CsvReadOptions.builder(new File(path))
                    .columnTypesPartial(name -> decimals.contains(name) ? Optional.of(ColumnType.DOUBLE) : Optional.empty()));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("cannot read the table " + path + ": " + e.getMessage(), e);
        }
    }

    /** Game, agents, then the columns named as an option of a game in the table. */
    private static List<String> keyColumns(Table games) {
        Set<String> options = new LinkedHashSet<>();
        for (String id : games.stringColumn(Columns.GAME).unique()) {
            GameRegistry.byId(id).options().stream().map(OptionSpec::name).forEach(options::add);
        }
        List<String> keys = new ArrayList<>(List.of(Columns.GAME, Columns.SOUTH, Columns.NORTH));
        games.columnNames().stream().filter(options::contains).forEach(keys::add);
        return keys;
    }

    private static double number(Table games, String column, int row) {
        return games.numberColumn(column).getDouble(row);
    }

    /**
     * The summary table of groups of games: each group's key columns (the same names in every key), then the
     * statistics listed in the class comment.
     */
    public static Table summaries(List<Map<String, Object>> keys, List<Summary> summaries) {
        return summaries(keys, summaries, keys.isEmpty() ? Map.of() : keys.get(0),
                summaries.stream().anyMatch(s -> s.measuredGames() > 0));
    }

    /**
     * As {@link #summaries(List, List)}, for a table written a few rows at a time, whose every piece must have the
     * same columns: the key columns named and typed by {@code samples} (each column the kind of its sample value,
     * as {@link Columns#of(String, Object, List)}), the game-quality metric columns present when {@code metrics}.
     */
    public static Table summaries(List<Map<String, Object>> keys, List<Summary> summaries, Map<String, Object> samples,
                                  boolean metrics) {
        if (keys.size() != summaries.size()) {
            throw new IllegalArgumentException(keys.size() + " keys for " + summaries.size() + " summaries");
        }
        Table table = Table.create("summary");
        for (Map.Entry<String, Object> sample : samples.entrySet()) {
            String name = sample.getKey();
            table.addColumns(Columns.of(name, sample.getValue(), keys.stream().map(k -> k.get(name)).toList()));
        }
        table.addColumns(LongColumn.create(Columns.GAMES, summaries.stream().mapToLong(Summary::games)));
        addRate(table, Columns.SOUTH_WIN_RATE, summaries, s -> wilson(s.southWins(), s.games()));
        addRate(table, Columns.NORTH_WIN_RATE, summaries, s -> wilson(s.northWins(), s.games()));
        addRate(table, Columns.DRAW_RATE, summaries, s -> wilson(s.draws(), s.games()));
        for (Reason reason : reportedReasons(keys)) {
            table.addColumns(LongColumn.create(drawsColumn(reason), summaries.stream().mapToLong(s -> s.draws(reason))));
        }
        addRate(table, Columns.FIRST_PLAYER_ADVANTAGE, summaries,
                s -> wilson(s.firstMoverWins(), s.firstMoverWins() + s.secondMoverWins()));
        add(table, Columns.PLIES_MEAN, summaries, Summary::pliesMean);
        add(table, Columns.PLIES_SD, summaries, Summary::pliesSd);
        add(table, Columns.PLIES_MEDIAN, summaries, s -> s.pliesQuantile(0.5));
        add(table, Columns.PLIES_P10, summaries, s -> s.pliesQuantile(0.1));
        add(table, Columns.PLIES_P90, summaries, s -> s.pliesQuantile(0.9));
        add(table, Columns.CAPTURES_PER_GAME, summaries, s -> (double) s.captures() / s.games());
        add(table, Columns.CAPTURES_PER_100_PLIES, summaries, s -> 100.0 * s.captures() / s.plies());
        if (metrics) {
            // the order of QUALITY
            addRate(table, Columns.COMPLETION, summaries, s -> wilson(s.southWins() + s.northWins(), s.games()));
            addRate(table, Columns.BALANCE, summaries, Stats::balance);
            addRate(table, Columns.DRAWISHNESS, summaries,
                    s -> wilson(s.draws() - s.draws(Reason.TURN_LIMIT), s.games()));
            for (GameMetric metric : GameMetric.values()) {
                addRate(table, metric.column(), summaries, s -> {
                    Interval i = meanInterval(s.metricMean(metric), s.metricSd(metric), s.metricGames(metric));
                    return metric.isShare() ? new Interval(i.estimate(), Math.max(0, i.low()), Math.min(1, i.high()))
                            : i;
                });
            }
        }
        return table;
    }

    /**
     * Balance, 1 - |SOUTH's win rate - NORTH's|, the rates over all games (as Ludii's
     * {@code single/outcome/Balance.java}), with a 95% interval from the normal interval of the difference d of
     * the two rates: d plus or minus 1.96 standard errors, the standard error that of a difference of two shares
     * of one multinomial, sqrt((pS + pN - d^2) / n), taken with one game added to each result (SOUTH wins, NORTH
     * wins, draws) so that it is not 0 when every game ends alike; the interval of d, cut to [-1, 1], is mapped
     * through 1 - |d|. It always contains the estimate, also near 1, where a percentile bootstrap may not.
     */
    static Interval balance(Summary s) {
        double n = s.games();
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        double d = (s.southWins() - s.northWins()) / n;
        double south = (s.southWins() + 1) / (n + 3);
        double north = (s.northWins() + 1) / (n + 3);
        double se = Math.sqrt(Math.max(0, south + north - (south - north) * (south - north)) / (n + 3));
        double low = Math.max(-1, d - Z * se);
        double high = Math.min(1, d + Z * se);
        double farthest = Math.max(Math.abs(low), Math.abs(high));
        double nearest = low <= 0 && high >= 0 ? 0 : Math.min(Math.abs(low), Math.abs(high));
        return new Interval(1 - Math.abs(d), 1 - farthest, 1 - nearest);
    }

    private static void addRate(Table table, String name, List<Summary> summaries,
                                Function<Summary, Interval> rate) {
        List<Interval> intervals = summaries.stream().map(rate).toList();
        table.addColumns(DoubleColumn.create(name, intervals.stream().mapToDouble(Interval::estimate)),
                DoubleColumn.create(name + "Low", intervals.stream().mapToDouble(Interval::low)),
                DoubleColumn.create(name + "High", intervals.stream().mapToDouble(Interval::high)));
    }

    private static void add(Table table, String name, List<Summary> summaries, ToDoubleFunction<Summary> value) {
        table.addColumns(DoubleColumn.create(name, summaries.stream().mapToDouble(value)));
    }

    /**
     * The reasons whose draws a summary of these groups reports: those of rule C9, then those the groups' games
     * declare beyond them, so that a game's own reasons add no column to another game's summary.
     */
    private static List<Reason> reportedReasons(List<Map<String, Object>> keys) {
        Set<Game> games = new LinkedHashSet<>();
        for (Map<String, Object> key : keys) {
            Object id = key.get(Columns.GAME);
            if (id != null) {
                games.add(GameRegistry.byId(id.toString()));
            }
        }
        return Reason.reported(games);
    }

    /** The summary column of draws for a reason: {@code drawsTurnLimit} for {@code TURN_LIMIT}. */
    public static String drawsColumn(Reason reason) {
        return Columns.DRAWS + camel(reason);
    }

    /** {@code TURN_LIMIT} as {@code TurnLimit}. */
    static String camel(Reason reason) {
        StringBuilder b = new StringBuilder();
        for (String word : reason.name().split("_")) {
            b.append(word.charAt(0)).append(word.substring(1).toLowerCase(Locale.ROOT));
        }
        return b.toString();
    }
}
