package org.baolab.sheet;

import java.util.Arrays;
import org.baolab.core.Board;
import org.baolab.core.Direction;
import org.baolab.core.Player;

/**
 * Where a rule sheet's seeds go round, fixed by its board and its sowing block: whose side each hole is on, the hole
 * across from it, and each player's circuit forwards and backwards. Holes {@code 0..H/2-1} are SOUTH's (row 1, or
 * rows 1-2 on four rows), the rest NORTH's; on a board with stores, a circuit passes through them as the positions
 * {@code H} (SOUTH's) and {@code H+1} (NORTH's). Never changes after it is made.
 */
final class Layout {

    /** The board's holes, {@code H}. */
    final int holes;
    /** The holes on each side. */
    final int half;
    /** Per position (holes, then the two stores): the player whose side holds it; 2 for a store. */
    final int[] owner;
    /** Per hole, the hole across the middle of the board, or -1 (a back row). */
    final int[] opposite;
    /** Per mover, the position after each in sowing order, or -1 off the circuit. */
    final int[][] next;
    /** Per mover, the position before each in sowing order: a capture run goes back along it. */
    final int[][] previous;

    /**
     * @param board the board
     * @param stores whether the positions {@code H} and {@code H+1} are the players' stores
     * @param direction the sowing direction
     * @param storeSowing which stores a circuit passes through, on a board with stores
     */
    Layout(Board board, boolean stores, Direction direction, Block.StoreSowing storeSowing) {
        holes = board.size();
        half = holes / 2;
        owner = new int[holes + 2];
        opposite = new int[holes];
        for (int h = 0; h < holes + 2; h++) {
            owner[h] = h < half ? 0 : h < holes ? 1 : 2;
        }
        for (int h = 0; h < holes; h++) {
            int row = board.row(h);
            opposite[h] = board.rows() == 2 || row == 2 || row == 3 ? board.opposite(h) : -1;
        }
        next = new int[][] {circuit(board, stores, 0, direction, storeSowing),
                circuit(board, stores, 1, direction, storeSowing)};
        previous = new int[][] {reverse(next[0]), reverse(next[1])};
    }

    /**
     * A player's circuit as a successor table over the holes and the stores (C4): on two rows every hole, through
     * the stores the sowing block names (SOUTH's between f1 and f2, NORTH's between a2 and a1); on four rows the
     * player's own two rows.
     */
    private int[] circuit(Board board, boolean stores, int player, Direction direction, Block.StoreSowing storeSowing) {
        if (board.rows() == 4 || !stores) {
            return board.circuit(Player.of(player), direction);
        }
        int columns = board.columns();
        int[] ring = new int[holes + 2];
        int k = 0;
        for (int c = 0; c < columns; c++) {
            ring[k++] = c;
        }
        if (storeSowing == Block.StoreSowing.BOTH || storeSowing == Block.StoreSowing.OWN && player == 0) {
            ring[k++] = holes;
        }
        for (int c = columns - 1; c >= 0; c--) {
            ring[k++] = columns + c;
        }
        if (storeSowing == Block.StoreSowing.BOTH || storeSowing == Block.StoreSowing.OWN && player == 1) {
            ring[k++] = holes + 1;
        }
        int[] successor = new int[holes + 2];
        Arrays.fill(successor, -1);
        for (int i = 0; i < k; i++) {
            if (direction == Direction.CCW) {
                successor[ring[i]] = ring[(i + 1) % k];
            } else {
                successor[ring[(i + 1) % k]] = ring[i];
            }
        }
        return successor;
    }

    private static int[] reverse(int[] successor) {
        int[] before = new int[successor.length];
        Arrays.fill(before, -1);
        for (int h = 0; h < successor.length; h++) {
            if (successor[h] >= 0) {
                before[successor[h]] = h;
            }
        }
        return before;
    }

    /** Whether a player's side of {@code board} holds no seed. */
    boolean sideEmpty(int[] board, int player) {
        for (int h = player * half, end = h + half; h < end; h++) {
            if (board[h] != 0) {
                return false;
            }
        }
        return true;
    }

    /** The seeds on a player's side of {@code board}. */
    int sideSeeds(int[] board, int player) {
        int sum = 0;
        for (int h = player * half, end = h + half; h < end; h++) {
            sum += board[h];
        }
        return sum;
    }
}
