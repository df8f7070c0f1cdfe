package org.baolab.core;

import java.util.Arrays;

/**
 * What the plies of a stretch of random play ({@link GameState#playRandomly}) leave, summed over them: the holes
 * occupied after any of them, the legal moves after each added up, the plies after which the mover has a choice,
 * whether the last one ended the game, and the scores after every ply that changed one. That is all that the
 * game-quality metrics read of a game whose positions never come back, and a game's own loop of random play keeps
 * these sums in registers as it plays, where a record of every position would cost it a store or more a ply;
 * played one at a time, the plies are added as the log is told of them. Reused from stretch to stretch: nothing is
 * allocated per ply.
 */
public final class PlyLog implements GameState.PlyListener {

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

    /** Forgets the plies logged. */
    public void clear() {
        plies = 0;
        covered = 0;
        moves = 0;
        choices = 0;
        ended = false;
        changes = 0;
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

    /** Logs a ply that left {@code state}. */
    @Override
    public void afterPly(GameState state) {
        int n = state.legalMoveCount();
        add(1, state.occupiedHoles(), n, n > 1 ? 1 : 0, state.isOver());
        int s = state.score(Player.SOUTH);
        int o = state.score(Player.NORTH);
        if (changes == 0 || south[changes - 1] != s || north[changes - 1] != o) {
            scores(plies, s, o);
        }
    }

    /**
     * Logs the sums of plies that a game's own loop of random play ({@link GameState#playRandomlyOwn}) has played:
     * their number, the holes occupied after any of them, the legal moves after each added up, the plies after
     * which there is a choice, and whether the last ended the game. Their score changes are listed by {@link #scores}.
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
