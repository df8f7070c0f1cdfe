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
    /** Each player's holes as a bitboard. */
    final long[] ownHoles = new long[2];
    /** Per player, the holes whose next hole is the one above ({@code h+1}) or below ({@code h-1}) in index order. */
    private final long[] stepUp = new long[2];
    private final long[] stepDown = new long[2];
    /** Per player, the two holes where the circuit turns to the other row, and the holes they lead to. */
    private final int[] turnFrom = new int[4];
    private final int[] turnTo = new int[4];

    Circuits(Board board, Direction direction) {
        int columns = board.columns();
        int size = board.size();
        int[] south = board.circuit(Player.SOUTH, direction);
        int[] north = board.circuit(Player.NORTH, direction);
        next = new int[size];
        frontTarget = new int[size];
        backTarget = new int[size];
        for (int h = 0; h < size; h++) {
            int owner = owner(h, columns);
            next[h] = owner == 0 ? south[h] : north[h];
            int row = board.row(h);
            boolean front = row == 2 || row == 3;
            frontTarget[h] = front ? board.opposite(h) : NO_HOLE;
            backTarget[h] = front ? (row == 2 ? 3 * columns : 0) + board.column(h) : NO_HOLE;
            ownHoles[owner] |= 1L << h;
            if (next[h] == h + 1) {
                stepUp[owner] |= 1L << h;
            } else if (next[h] == h - 1) {
                stepDown[owner] |= 1L << h;
            }
        }
        for (int h = 0, turns = 0; h < size; h++) {
            if (next[h] != h + 1 && next[h] != h - 1) {
                turnFrom[turns] = h;
                turnTo[turns++] = next[h];
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
        int a = 2 * player;
        int b = a + 1;
        long nextOccupied = (occupied >>> 1 & stepUp[player]) | (occupied << 1 & stepDown[player])
                | (occupied >>> turnTo[a] & 1L) << turnFrom[a] | (occupied >>> turnTo[b] & 1L) << turnFrom[b];
        return occupied & ownHoles[player] & ~nextOccupied;
    }
}
