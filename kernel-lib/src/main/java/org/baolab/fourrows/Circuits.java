package org.baolab.fourrows;

import org.baolab.core.Board;
import org.baolab.core.Direction;
import org.baolab.core.Player;

/**
 * The fixed geometry of a four-row board under one direction: each player's circuit (C4, F3), the holes a step
 * into the front row captures (C3, F4), and bitboard masks that find every movable stone at once. Immutable, so a
 * state and all its copies share one.
 */
final class Circuits {

    /** The hole after each hole along its owner's circuit. */
    final int[] next;
    /**
     * Per hole a stone steps from, as a bitboard: that hole and the next, so that a step is one XOR. This table and
     * the two below are indexed by the hole the stone leaves, not the one it reaches, so that a move's loads do not
     * wait for one another.
     */
    final long[] step;
    /**
     * Per hole a stone steps from, when the next hole is in the player's front row: the opponent's front hole
     * opposite it (C3). Elsewhere {@link #NO_HOLE}, a bit of the bitboard that no hole uses: a move tests that bit
     * like any other and finds it empty, so whether a step can capture is one random test per move instead of two.
     */
    final int[] frontTarget;
    /** Likewise the opponent's back hole in the column of a front-row arrival; {@link #NO_HOLE} elsewhere. */
    final int[] backTarget;
    /** A bit of the bitboard above every hole (boards have at most 48), so never occupied. */
    static final int NO_HOLE = 63;
    /**
     * Along a row a circuit's next hole is a neighbour in index order, and where it turns to the player's other row it
     * is the hole of the same column, a row of {@code columns} holes away: these masks hold the holes of both players
     * whose next hole is {@code h+1}, {@code h-1}, {@code h+columns} and {@code h-columns}, so that four shifts find
     * every stone's next hole at once.
     */
    private final long up;
    private final long down;
    private final long rowUp;
    private final long rowDown;
    private final int columns;
    /** Each player's holes: SOUTH's rows 1-2, NORTH's rows 3-4. */
    private final long southHoles;
    private final long northHoles;

    Circuits(Board board, Direction direction) {
        int columns = board.columns();
        int size = board.size();
        int[] south = board.circuit(Player.SOUTH, direction);
        int[] north = board.circuit(Player.NORTH, direction);
        next = new int[size];
        step = new long[size];
        frontTarget = new int[size];
        backTarget = new int[size];
        long[] masks = new long[4];
        for (int h = 0; h < size; h++) {
            int owner = owner(h, columns);
            next[h] = owner == 0 ? south[h] : north[h];
            int to = next[h];
            step[h] = 1L << h | 1L << to;
            int row = board.row(to);
            boolean front = row == 2 || row == 3;
            frontTarget[h] = front ? board.opposite(to) : NO_HOLE;
            backTarget[h] = front ? (row == 2 ? 3 * columns : 0) + board.column(to) : NO_HOLE;
            masks[to == h + 1 ? 0 : to == h - 1 ? 1 : to > h ? 2 : 3] |= 1L << h;  // else a turn: h + or - columns
        }
        up = masks[0];
        down = masks[1];
        rowUp = masks[2];
        rowDown = masks[3];
        this.columns = columns;
        southHoles = (1L << 2 * columns) - 1;
        northHoles = southHoles << 2 * columns;
    }

    /** The player (ordinal) whose rows hold a hole: SOUTH rows 1-2, NORTH rows 3-4. */
    static int owner(int hole, int columns) {
        return hole < 2 * columns ? 0 : 1;
    }

    /**
     * The player's stones whose next hole is empty (F3), as a bitboard: one shift per way a circuit goes tests every
     * stone at once.
     */
    long movable(long occupied, int player) {
        long nextOccupied = (occupied >>> 1 & up) | (occupied << 1 & down) | (occupied >>> columns & rowUp)
                | (occupied << columns & rowDown);
        return occupied & ~nextOccupied & holes(player);
    }

    /** A player's holes as a bitboard. */
    long holes(int player) {
        return player == 0 ? southHoles : northHoles;
    }
}
