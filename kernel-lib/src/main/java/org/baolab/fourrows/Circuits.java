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
     * For a hole of a player's front row: the opponent's front hole opposite (C3). Elsewhere {@link #NO_HOLE}, a bit
     * of the bitboard that no hole uses: a move tests that bit like any other and finds it empty, so whether a step
     * can capture is one random test per move instead of two.
     */
    final int[] frontTarget;
    /** For a hole of a player's front row: the opponent's back hole in the same column; {@link #NO_HOLE} elsewhere. */
    final int[] backTarget;
    /** A bit of the bitboard above every hole (boards have at most 48), so never occupied. */
    static final int NO_HOLE = 63;
    /**
     * Per player {@code p}, from {@code 3p}: the holes whose next hole is the one above ({@code h+1}) in index order,
     * those whose next is the one below ({@code h-1}), and all of the player's holes, as bitboards. One array for
     * all of them (and one for the turns) as finding the moves then reads two arrays instead of five: 5% of a ply.
     */
    private final long[] masks = new long[6];
    private static final int UP = 0;
    private static final int DOWN = 1;
    private static final int OWN = 2;
    /**
     * Per player {@code p}, from {@code 4p}: each of the two holes where the circuit turns to the other row, followed
     * by the hole it leads to.
     */
    private final int[] turns = new int[8];

    Circuits(Board board, Direction direction) {
        int columns = board.columns();
        int size = board.size();
        int[] south = board.circuit(Player.SOUTH, direction);
        int[] north = board.circuit(Player.NORTH, direction);
        next = new int[size];
        frontTarget = new int[size];
        backTarget = new int[size];
        int[] turnsFound = new int[2];
        for (int h = 0; h < size; h++) {
            int owner = owner(h, columns);
            next[h] = owner == 0 ? south[h] : north[h];
            int row = board.row(h);
            boolean front = row == 2 || row == 3;
            frontTarget[h] = front ? board.opposite(h) : NO_HOLE;
            backTarget[h] = front ? (row == 2 ? 3 * columns : 0) + board.column(h) : NO_HOLE;
            masks[3 * owner + OWN] |= 1L << h;
            if (next[h] == h + 1) {
                masks[3 * owner + UP] |= 1L << h;
            } else if (next[h] == h - 1) {
                masks[3 * owner + DOWN] |= 1L << h;
            } else {  // one of the owner's two turns
                int t = 4 * owner + 2 * turnsFound[owner]++;
                turns[t] = h;
                turns[t + 1] = next[h];
            }
        }
    }

    /** The player (ordinal) whose rows hold a hole: SOUTH rows 1-2, NORTH rows 3-4. */
    static int owner(int hole, int columns) {
        return hole < 2 * columns ? 0 : 1;
    }

    /**
     * The player's stones whose next hole is empty (F3), as a bitboard. Along a row the next hole is the neighbour in
     * index order, so one shift per direction tests every stone at once; the two turns between the rows are added.
     */
    long movable(long occupied, int player) {
        int m = 3 * player;
        int t = 4 * player;
        long nextOccupied = (occupied >>> 1 & masks[m + UP]) | (occupied << 1 & masks[m + DOWN])
                | (occupied >>> turns[t + 1] & 1L) << turns[t] | (occupied >>> turns[t + 3] & 1L) << turns[t + 2];
        return occupied & masks[m + OWN] & ~nextOccupied;
    }
}
