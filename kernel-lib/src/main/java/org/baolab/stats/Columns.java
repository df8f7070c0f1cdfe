package org.baolab.stats;

import java.util.List;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.columns.Column;

/**
 * The column names of a simulation table, one row per game, shared by the simulation that writes it and the
 * statistics that read it. Between {@link #NORTH} and {@link #FIRST_MOVER} come the rule options that differ
 * from the default (or are swept), named as the options; after {@link #NORTH_SCORE}, {@link #TURNS} in a game with
 * extra turns, then the game's own tallies.
 */
public final class Columns {

    /** The game id. */
    public static final String GAME = "game";
    /** The game's index in its run. */
    public static final String INDEX = "index";
    /** The seed of the game's random stream. */
    public static final String SEED = "seed";
    /** SOUTH's agent. */
    public static final String SOUTH = "south";
    /** NORTH's agent. */
    public static final String NORTH = "north";
    /** Who moved first (C1). */
    public static final String FIRST_MOVER = "firstMover";
    /** SOUTH_WINS, NORTH_WINS or DRAW. */
    public static final String STATUS = "status";
    /** Why the game ended (C9). */
    public static final String REASON = "reason";
    /** Moves played. */
    public static final String PLIES = "plies";
    /** Capture events by SOUTH. */
    public static final String SOUTH_CAPTURES = "southCaptures";
    /** Capture events by NORTH. */
    public static final String NORTH_CAPTURES = "northCaptures";
    /** Seeds, stones or cows captured by SOUTH. */
    public static final String SOUTH_CAPTURED_SEEDS = "southCapturedSeeds";
    /** Seeds, stones or cows captured by NORTH. */
    public static final String NORTH_CAPTURED_SEEDS = "northCapturedSeeds";
    /** Laps sown. */
    public static final String LAPS = "laps";
    /** Laps of the longest move. */
    public static final String LONGEST_MOVE = "longestMove";
    /** Whether the game ended on an endless move (C7). */
    public static final String ENDLESS = "endless";
    /** The ply of the first capture, -1 when there was none. */
    public static final String FIRST_CAPTURE_PLY = "firstCapturePly";
    /** Turns played, in games with extra turns only (there a turn may be several plies). */
    public static final String TURNS = org.baolab.core.GameState.TURNS;
    /** SOUTH's final score. */
    public static final String SOUTH_SCORE = "southScore";
    /** NORTH's final score. */
    public static final String NORTH_SCORE = "northScore";

    // ---- the columns of a summary, one row per group of games (Stats.summary) ----

    /** Summary: Games counted. */
    public static final String GAMES = "games";
    /** Summary: SOUTH's win rate; like every rate, with {@code Low} and {@code High} columns: its 95% interval. */
    public static final String SOUTH_WIN_RATE = "southWinRate";
    /** Summary: NORTH's win rate. */
    public static final String NORTH_WIN_RATE = "northWinRate";
    /** Summary: The draw rate. */
    public static final String DRAW_RATE = "drawRate";
    /** Summary: The first mover's share of the decided games. */
    public static final String FIRST_PLAYER_ADVANTAGE = "firstPlayerAdvantage";
    /** Summary: Mean game length in plies. */
    public static final String PLIES_MEAN = "pliesMean";
    /** Summary: Standard deviation of game length. */
    public static final String PLIES_SD = "pliesSd";
    /** Summary: Median game length. */
    public static final String PLIES_MEDIAN = "pliesMedian";
    /** Summary: Game length, 10th percentile. */
    public static final String PLIES_P10 = "pliesP10";
    /** Summary: Game length, 90th percentile. */
    public static final String PLIES_P90 = "pliesP90";
    /** Summary: Capture events per game. */
    public static final String CAPTURES_PER_GAME = "capturesPerGame";
    /** Summary: Capture events per 100 plies. */
    public static final String CAPTURES_PER_100_PLIES = "capturesPer100Plies";
    /** Summary: With metrics: the share of games with a winner. */
    public static final String COMPLETION = "completion";
    /** Summary: With metrics: 1 - |SOUTH's win rate - NORTH's|. */
    public static final String BALANCE = "balance";
    /** Summary: With metrics: the share of games drawn before the turn limit. */
    public static final String DRAWISHNESS = "drawishness";
    /** The start of a summary's columns of draws by reason: {@code drawsTurnLimit} ({@link Stats#drawsColumn}). */
    public static final String DRAWS = "draws";

    private Columns() {
    }

    /**
     * A column of values of one kind: integers, longs and booleans keep their type (so that they chart and sort as
     * numbers), anything else is written as text, enum constants by name.
     */
    public static Column<?> of(String name, List<?> values) {
        return of(name, values.isEmpty() ? "" : values.get(0), values);
    }

    /** A column of values of the kind of {@code sample}, as {@link #of(String, List)}: typed even when empty. */
    public static Column<?> of(String name, Object sample, List<?> values) {
        if (sample instanceof Integer || sample == null && values.stream().anyMatch(v -> v instanceof Integer)) {
            // an integer option left unset somewhere (reserveSouth follows reserve) is a missing value
            return IntColumn.create(name, values.stream().map(v -> (Integer) v).toArray(Integer[]::new));
        }
        if (sample instanceof Long) {
            return LongColumn.create(name, values.stream().mapToLong(v -> (Long) v));
        }
        if (sample instanceof Boolean) {
            return BooleanColumn.create(name, values.stream().map(v -> (Boolean) v));
        }
        return StringColumn.create(name, values.stream().map(v -> v instanceof Enum<?> e ? e.name() : String.valueOf(v)));
    }
}
