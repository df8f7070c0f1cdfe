package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;

/**
 * Hand-made positions of four-row sheet games (Hus, Igisoro, Omweso) and full-board asserts on them. Rows are given
 * from the bottom, each from column a: row 1 is SOUTH's outer row, row 2 its inner row, row 3 NORTH's inner row and
 * row 4 NORTH's outer row (C2).
 */
final class FourRowBoards {

    private FourRowBoards() {
    }

    /** A position with these rows and this player to move. */
    static GameState position(Rules rules, Player toMove, int[] row1, int[] row2, int[] row3, int[] row4) {
        return rules.newState().setToMove(toMove).setRows(row1, row2, row3, row4);
    }

    /** The whole board, the four rows, and no seed banked (the seeds of these games never leave the board). */
    static void assertBoard(GameState s, int[] row1, int[] row2, int[] row3, int[] row4) {
        assertEquals(List.of(box(row1), box(row2), box(row3), box(row4)), s.position().rows(), s::toString);
        assertEquals(0, s.bank(Player.SOUTH), "SOUTH's bank");
        assertEquals(0, s.bank(Player.NORTH), "NORTH's bank");
    }

    /** Plays the moves, given by hole names separated by spaces. */
    static void play(GameState s, String moves) {
        for (String m : moves.split(" ")) {
            s.play(s.board().parse(m));
        }
    }

    /** A row of eight holes. */
    static int[] row(int... holes) {
        return holes;
    }

    private static List<Integer> box(int[] row) {
        return Arrays.stream(row).boxed().toList();
    }
}
