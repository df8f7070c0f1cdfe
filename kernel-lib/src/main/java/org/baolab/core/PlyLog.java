package org.baolab.core;

/**
 * What a game's plies leave, summed: the holes occupied after any of them, the legal moves after each added up, the
 * plies after which the mover has a choice and whether the last one ended the game; and the scores after every ply
 * that changed one, told to a {@link ScoreWatcher} as they come. It is how random play ({@link GameState#playRandomly})
 * and anyone else report plies: a game's own loop of random play keeps these sums in registers, where a record of
 * every position would cost a store a ply.
 *
 * <p>What sums cannot hold (positions that may come back, say) a {@link Watcher} reads off every ply; a log with
 * one is told of each ply, so no game plays it in a loop of its own. Reused: nothing is allocated per ply.
 */
public final class PlyLog {

    /** Reads the state after every ply of a log, which it may not change. */
    @FunctionalInterface
    public interface Watcher {

        /** The state after a ply. */
        void afterPly(GameState state);
    }

    /** Told of the scores after every ply that changed one, in the order of the plies. */
    @FunctionalInterface
    public interface ScoreWatcher {

        /** The scores after ply {@code ply} of the log (counted from 1 for the first ply logged). */
        void scores(int ply, int south, int north);
    }

    private final Watcher watcher;
    private final ScoreWatcher scoreWatcher;
    /** The scores and reserves together, where they add up to the same in every position; else -1. */
    private final int total;
    /** Every hole of the board, as a bitboard: once all are covered, the occupied holes need not be read. */
    private final long everyHole;
    private int plies;
    private long covered;
    private long moves;
    private int choices;
    private boolean ended;
    /** The scores after the last ply that changed one; none ({@link #NONE}) after {@link #clear}. */
    private int south = NONE;
    private int north;
    private static final int NONE = Integer.MIN_VALUE;

    /**
     * A log of plies of games from {@code start}, the game's own start or any position of the game, that tells
     * {@code watcher} of every ply and {@code scoreWatcher} of every change of score ({@code null}: nobody).
     */
    public PlyLog(GameState start, Watcher watcher, ScoreWatcher scoreWatcher) {
        this.watcher = watcher;
        this.scoreWatcher = scoreWatcher;
        this.total = start.scoresAddUp() ? start.score(Player.SOUTH) + start.score(Player.NORTH) + reserves(start) : -1;
        this.everyHole = -1L >>> (Long.SIZE - start.board().size());
    }

    /** Forgets the plies logged. */
    public void clear() {
        plies = 0;
        covered = 0;
        moves = 0;
        choices = 0;
        ended = false;
        south = NONE;
    }

    /** Whether a {@link Watcher} reads every ply, so that a game may not sum them up in a loop of its own. */
    public boolean watchesEveryPly() {
        return watcher != null;
    }

    /** The plies logged. */
    public int plies() {
        return plies;
    }

    /** The holes occupied after any of the plies, as a bitboard ({@link GameState#occupiedHoles}). */
    public long covered() {
        return covered;
    }

    /** {@link GameState#legalMoveCount} after each ply, added up: none after a ply that ended the game. */
    public long moves() {
        return moves;
    }

    /** The plies after which more than one move is legal. */
    public int choices() {
        return choices;
    }

    /** Whether the last ply logged ended the game. */
    public boolean ended() {
        return ended;
    }

    /** Logs a ply that left {@code state}, and tells the watcher of it. */
    public void afterPly(GameState state) {
        int n = state.legalMoveCount();
        add(1, covered == everyHole ? 0 : state.occupiedHoles(), n, (1 - n) >>> 31, state.isOver());
        int s = state.score(Player.SOUTH);
        // where the scores add up, one score and the reserves (two fields) tell the other, often a pass over holes
        int o = total >= 0 ? total - reserves(state) - s : state.score(Player.NORTH);
        if (s != south || o != north) {
            scores(plies, s, o);
        }
        if (watcher != null) {
            watcher.afterPly(state);
        }
    }

    private static int reserves(GameState s) {
        return s.reserve(Player.SOUTH) + s.reserve(Player.NORTH);
    }

    /**
     * Logs plies a game's own loop of random play has summed up ({@link GameState#playRandomlyOwn}): their number,
     * the holes occupied after any of them, the legal moves after each added up, the plies after which there is a
     * choice, and whether the last ended the game. Their score changes go to {@link #scores} as they happen.
     */
    public void add(int plies, long covered, long moves, int choices, boolean ended) {
        this.plies += plies;
        this.covered |= covered;
        this.moves += moves;
        this.choices += choices;
        this.ended = ended;
    }

    /**
     * Tells the score watcher of the scores after ply {@code ply} of the log (from 1), a ply that changed one: every
     * such ply, in order, and perhaps others; between two the scores stay as they were.
     */
    public void scores(int ply, int southScore, int northScore) {
        south = southScore;
        north = northScore;
        if (scoreWatcher != null) {
            scoreWatcher.scores(ply, southScore, northScore);
        }
    }
}
