package org.baolab.stats;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a column of a summary table reads for people: the short name a brief table heads it with
 * ({@link Stats#brief}), and what it measures and in which unit, for a chart's title and axis
 * ({@code "mean game length"}, {@code "plies"}). The summary's own column names stay as they are: they are what
 * code and CSV files use.
 *
 * @param column the summary column, such as {@code pliesMean}
 * @param name the heading of its column in a brief table, such as {@code mean plies}
 * @param quantity what it measures, such as {@code mean game length}
 * @param unit its unit, such as {@code plies} or {@code % of games}; empty when the quantity says it
 * @param kind how it is shown, and where its interval comes from
 */
public record Metric(String column, String name, String quantity, String unit, Kind kind) {

    /** How a metric is shown. */
    public enum Kind {
        /**
         * A share (of games; for some game-quality metrics, a mean share of plies, holes or positions) with its
         * interval in {@code ...Low}/{@code ...High}: a percentage.
         */
        RATE,
        /** A mean with a normal interval from a standard deviation and the number of games ({@code pliesMean}). */
        MEAN,
        /** A number of games, such as the draws for one reason: a whole number, drawn as a share of the games. */
        COUNT,
        /** A value with its 95% interval in {@code ...Low}/{@code ...High}, with three decimals. */
        ESTIMATE,
        /** Any other number, with one decimal. */
        NUMBER
    }

    private static final Map<String, Metric> KNOWN = Map.ofEntries(
            known(Columns.GAMES, "games", "games", "", Kind.COUNT),
            known(Columns.SOUTH_WIN_RATE, "SOUTH wins", "SOUTH wins", "% of games", Kind.RATE),
            known(Columns.NORTH_WIN_RATE, "NORTH wins", "NORTH wins", "% of games", Kind.RATE),
            known(Columns.DRAW_RATE, "draws", "draws", "% of games", Kind.RATE),
            known(Columns.FIRST_PLAYER_ADVANTAGE, "first player's edge", "first player's wins", "% of decided games",
                    Kind.RATE),
            known(Columns.PLIES_MEAN, "mean plies", "mean game length", "plies", Kind.MEAN),
            known(Columns.PLIES_SD, "sd of plies", "standard deviation of game length", "plies", Kind.NUMBER),
            known(Columns.PLIES_MEDIAN, "median plies", "median game length", "plies", Kind.NUMBER),
            known(Columns.PLIES_P10, "plies, 10th percentile", "game length, 10th percentile", "plies", Kind.NUMBER),
            known(Columns.PLIES_P90, "plies, 90th percentile", "game length, 90th percentile", "plies", Kind.NUMBER),
            known(Columns.CAPTURES_PER_GAME, "captures per game", "captures per game", "", Kind.NUMBER),
            known(Columns.CAPTURES_PER_100_PLIES, "captures per 100 plies", "captures per 100 plies", "", Kind.NUMBER),
            known(Columns.COMPLETION, "completion", "games with a winner", "% of games", Kind.RATE),
            known(Columns.BALANCE, "balance", "balance (1 - |SOUTH's win rate - NORTH's|)", "", Kind.ESTIMATE),
            known(Columns.DRAWISHNESS, "drawishness", "games drawn before the turn limit", "% of games", Kind.RATE),
            known("branching", "branching", "mean legal moves per position", "moves", Kind.ESTIMATE),
            known("decisionMoves", "decision moves", "plies with a choice", "% of plies", Kind.RATE),
            known("treeComplexity", "tree complexity", "game tree complexity (log10)", "", Kind.ESTIMATE),
            known("coverage", "coverage", "holes that ever held a seed", "% of holes", Kind.RATE),
            known("repetition", "repetition", "repeated positions", "% of positions", Kind.RATE),
            known("leadChange", "lead changes", "lead changes per ply", "", Kind.ESTIMATE),
            known("stability", "stability", "variance of the state evaluation", "", Kind.ESTIMATE),
            known("decisiveness", "decisiveness", "plies before the winner is past the loser's best", "% of plies",
                    Kind.RATE),
            known("drama", "drama", "mean lag of the winner's evaluation", "", Kind.ESTIMATE),
            known("dramaMax", "greatest drama", "greatest lag of the winner's evaluation", "", Kind.ESTIMATE),
            known("accuracy", "accuracy", "decisions that keep the value", "% of decisions", Kind.RATE),
            known("throwRate", "games thrown", "games with a value thrown away", "% of games", Kind.RATE));

    /** The columns {@link Stats#brief(tech.tablesaw.api.Table)} shows after the varied ones and the games. */
    public static final List<String> BRIEF = List.of(Columns.SOUTH_WIN_RATE, Columns.NORTH_WIN_RATE, Columns.DRAW_RATE,
            Columns.FIRST_PLAYER_ADVANTAGE, Columns.PLIES_MEAN, Columns.CAPTURES_PER_100_PLIES);

    private static Map.Entry<String, Metric> known(String column, String name, String quantity, String unit, Kind kind) {
        return Map.entry(column, new Metric(column, name, quantity, unit, kind));
    }

    /**
     * The metric of a summary column: one of the summary's own (listed in {@link Stats}), a count of draws by
     * reason ({@code drawsTurnLimit}: "draws by turn limit"), or any other numeric column, named by its words.
     */
    public static Metric of(String column) {
        Metric known = KNOWN.get(column);
        if (known != null) {
            return known;
        }
        if (column.startsWith(Columns.DRAWS) && column.length() > Columns.DRAWS.length()) {
            String reason = column.substring(Columns.DRAWS.length());
            if (Character.isUpperCase(reason.charAt(0))) {
                return new Metric(column, "draws by " + words(reason), "games drawn by " + words(reason), "% of games",
                        Kind.COUNT);
            }
        }
        return new Metric(column, words(column), words(column), "", Kind.NUMBER);
    }

    /** {@code quantity (unit)}, or the quantity alone without a unit: {@code mean game length (plies)}. */
    public String label() {
        return unit.isEmpty() ? quantity : quantity + " (" + unit + ")";
    }

    /** Whether its values are shares of games (0 to 1), drawn as percentages. */
    public boolean isShare() {
        return unit.startsWith("%");
    }

    /**
     * {@code drawRate} as {@code draw rate}, {@code TurnLimit} as {@code turn limit}, {@code capturesPer100Plies}
     * as {@code captures per 100 plies}, {@code southPhaseTwoPly} as {@code SOUTH phase two ply}.
     */
    public static String words(String camel) {
        String words = camel.replaceAll("([a-z])([A-Z0-9])", "$1 $2").replaceAll("([0-9])([A-Za-z])", "$1 $2")
                .toLowerCase(Locale.ROOT).trim();
        return words.replaceAll("^south\\b", "SOUTH").replaceAll("^north\\b", "NORTH");
    }
}
