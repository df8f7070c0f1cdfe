package org.baolab.core;

import java.util.Arrays;

/**
 * What a game's plies leave, summed: the holes occupied after any of them, the legal moves after each added up, the
 * plies after which the mover has a choice, whether the last one ended the game, and the scores after every ply that
 * changed one. It is how random play ({@link GameState#playRandomly}) and anyone else report plies: a game's own loop
 * of random play keeps these sums in registers, where a record of every position would cost a store a ply.
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

    private final Watcher watcher;
    /** The scores and reserves together, where they add up to the same in every position; else -1. */
    private final int total;
    /** Every hole of the board, as a bitboard: once all are covered, the occupied holes need not be read. */
    private final long everyHole;
    private int plies;
    private long covered;
    private long moves;
    private int choices;
    private boolean ended;
    /** The plies (1 for the first of the log) after which a score changed, and both scores then. */
    private int changes;
    private int[] changePlies = new int[64];
    private int[] south = new int[64];
    private int[] north = new int[64];

    /** A log of plies of games from {@code start}, the game's own start or any position of the game. */
    public PlyLog(GameState start) {
        this(start, null);
    }

    /** A log of plies of games from {@code start} that tells {@code watcher} of every ply ({@code null}: none). */
    public PlyLog(GameState start, Watcher watcher) {
        this.watcher = watcher;
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
        changes = 0;
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

    /**
     * How many plies are listed with their scores: every ply after which a score differs from the one before, and
     * perhaps others; between two listed plies the scores stay as they were.
     */
    public int scoreChanges() {
        return changes;
    }

    /** The ply of listed score change {@code i}, counted from 1 for the first ply logged. */
    public int scoreChangePly(int i) {
        return changePlies[i];
    }

    /** The player's {@link GameState#score} after the ply of listed score change {@code i}. */
    public int score(Player player, int i) {
        return player == Player.SOUTH ? south[i] : north[i];
    }

    /** Logs a ply that left {@code state}, and tells the watcher of it. */
    public void afterPly(GameState state) {
        int n = state.legalMoveCount();
        add(1, covered == everyHole ? 0 : state.occupiedHoles(), n, (1 - n) >>> 31, state.isOver());
        int s = state.score(Player.SOUTH);
        // where the scores add up, one score and the reserves (two fields) tell the other, often a pass over holes
        int o = total >= 0 ? total - reserves(state) - s : state.score(Player.NORTH);
        if (changes == 0 || south[changes - 1] != s || north[changes - 1] != o) {
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
     * choice, and whether the last ended the game. Their score changes are listed by {@link #scores}.
     */
    public void add(int plies, long covered, long moves, int choices, boolean ended) {
        this.plies += plies;
        this.covered |= covered;
        this.moves += moves;
        this.choices += choices;
        this.ended = ended;
    }

    /** Lists the scores after ply {@code ply} of the log (from 1), a ply that changed one. */
    public void scores(int ply, int southScore, int northScore) {
        if (changes == changePlies.length) {
            changePlies = Arrays.copyOf(changePlies, 2 * changes);
            south = Arrays.copyOf(south, 2 * changes);
            north = Arrays.copyOf(north, 2 * changes);
        }
        changePlies[changes] = ply;
        south[changes] = southScore;
        north[changes] = northScore;
        changes++;
    }
}
