package org.baolab.core;

import java.util.function.Consumer;

/**
 * Positions set up by hand, for exercises and test positions: the setters of a {@link GameState}. Each checks its whole
 * input first and refuses an impossible position before changing anything, then judges the position afresh as a
 * starting position (C8b). Only {@link GameState} extends it.
 */
public abstract sealed class SetUpByHand extends StateOfPlay permits GameState {

    SetUpByHand(Rules rules) {
        super(rules);
    }

    /**
     * Puts counts on the board, {@code rows[0]} being row 1 as in the JSON form, and judges the position again
     * as a starting position (C8b). For exercises and hand-made test positions.
     *
     * @throws IllegalArgumentException for a wrong shape, a negative count or more than a hole may hold; nothing
     *                                  is changed then
     */
    public final GameState setRows(int[]... rows) {
        if (rows == null || rows.length != board.rows()) {
            throw new IllegalArgumentException("expected " + board.rows() + " rows, got " + (rows == null ? 0 : rows.length));
        }
        int columns = board.columns();
        long onBoard = 0;
        for (int r = 0; r < rows.length; r++) {     // checked whole before anything changes
            if (rows[r] == null || rows[r].length != columns) {
                throw new IllegalArgumentException("row " + (r + 1) + " has " + (rows[r] == null ? 0 : rows[r].length)
                        + " holes, expected " + columns);
            }
            for (int c = 0; c < columns; c++) {
                int hole = r * columns + c;
                int count = rows[r][c];
                String refused = count < 0 ? board.name(hole) + " cannot hold " + count + " seeds: a hole holds 0 or more"
                        : refuseCount(hole, count);
                if (refused != null) {
                    throw new IllegalArgumentException(refused);
                }
                onBoard += count;
            }
        }
        checkTotal(offBoard() + onBoard);
        for (int r = 0; r < rows.length; r++) {
            System.arraycopy(rows[r], 0, counts, r * columns, columns);
        }
        countsBehind = false;
        settle();
        return self();
    }

    /** Sets the player to move, on a turn of their own (not an extra turn), and judges the position again. */
    public final GameState setToMove(Player player) {
        if (player == null) {
            throw new IllegalArgumentException("the player to move is SOUTH or NORTH, not null");
        }
        toMove = player;
        again = false;
        settle();
        return self();
    }

    /**
     * Sets a player's bank (the seeds or stones they have captured) and judges the position again.
     *
     * @throws IllegalArgumentException for a negative bank, a bank in a game that keeps none, or more than could have
     *                                  been captured; nothing is changed then
     */
    public final GameState setBank(Player player, int seeds) {
        if (player == null) {
            throw new IllegalArgumentException("a bank is SOUTH's or NORTH's, not null's");
        }
        String refused = seeds < 0 ? player + "'s bank cannot hold " + seeds + ": it holds 0 or more"
                : seeds > 0 ? refuseBank(player, seeds) : null;
        if (refused != null) {
            throw new IllegalArgumentException(refused);
        }
        countsUpToDate();
        checkTotal(total(counts) - bank[player.ordinal()] + seeds);
        bank[player.ordinal()] = seeds;
        settle();
        return self();
    }

    /**
     * Sets a player's reserve, in a game whose players keep one off the board ({@link Game#hasReserves}), and judges
     * the position again.
     *
     * @throws IllegalArgumentException in a game without reserves, or for a negative reserve; nothing is changed then
     */
    public GameState setReserve(Player player, int cows) {
        throw new IllegalArgumentException(rules.game().id() + " has no reserves: its players keep nothing off the"
                + " board to bring in");
    }

    /**
     * Marks a hole as reserved for a player (conquered), or frees it with {@code null}, in a game with reserved holes,
     * and judges the position again.
     *
     * @throws IllegalArgumentException in a game without reserved holes, for a hole not on the board or one the player
     *                                  could not have conquered; nothing is changed then
     */
    public GameState setReserved(String hole, Player player) {
        throw new IllegalArgumentException(rules.game().id() + " has no reserved holes: no rule of it conquers a hole");
    }

    /**
     * Makes several hand-made changes with the setters above and judges the position once, at the end, instead of
     * after each: a position set up piece by piece can pass through one that is finished, and ending it there would
     * change it (Kalah's KA6 and Oware's OW8 put the seeds into the stores). Each setter still refuses an impossible
     * value before changing anything, but the changes made before a refused one stay.
     */
    public final GameState setUp(Consumer<GameState> changes) {
        settling = true;
        try {
            changes.accept(self());
        } finally {
            settling = false;
        }
        settle();
        return self();
    }

    /** Whether {@link #setUp} is under way: the setters' judging waits for its end. */
    private boolean settling;

    /** Judges a hand-made position afresh as a starting position. */
    protected final void settle() {
        if (settling) {
            return;
        }
        status = Status.ONGOING;
        reason = null;
        judgeAfresh();
    }

    /** Forgets the moves known, recomputes what the game derives ({@link #settled}) and runs the end checks (C8b). */
    abstract void judgeAfresh();

    /** Recomputes what a game derives from the position (hashes, say) after a hand-made change. */
    protected void settled() {
    }

    /** This state as the engine it is: {@link GameState} is the one class that extends this one. */
    private GameState self() {
        return (GameState) this;
    }
}
