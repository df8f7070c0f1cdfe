package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;

/** Hand-made positions of four-row sheets (rows 1-4, SOUTH's back row first) and full-board asserts on them. */
final class FourRowPositions {

    private FourRowPositions() {
    }

    /** A position with these rows (row 1 first) and this player to move, the banks empty. */
    static GameState position(Rules rules, Player toMove, int[] row1, int[] row2, int[] row3, int[] row4) {
        GameState s = rules.newState();
        s.setToMove(toMove);
        return s.setRows(row1, row2, row3, row4);
    }

    /** The whole board: the four rows and both banks. */
    static void assertBoard(GameState s, int southBank, int northBank, int[] row1, int[] row2, int[] row3,
                            int[] row4) {
        assertEquals(List.of(box(row1), box(row2), box(row3), box(row4)), s.position().rows(), () -> s.toString());
        assertEquals(southBank, s.bank(Player.SOUTH), "SOUTH's " + s.rules().game().bankLabel());
        assertEquals(northBank, s.bank(Player.NORTH), "NORTH's " + s.rules().game().bankLabel());
    }

    /** Plays the moves, given by hole names separated by spaces. */
    static void play(GameState s, String moves) {
        for (String m : moves.split(" ")) {
            s.play(s.board().parse(m));
        }
    }

    /** The legal moves, by hole name, in board order. */
    static List<String> legal(GameState s) {
        int[] moves = new int[s.board().size()];
        int n = s.legalMoves(moves);
        return Arrays.stream(moves, 0, n).mapToObj(h -> s.board().name(h)).sorted().toList();
    }

    private static List<Integer> box(int[] row) {
        return Arrays.stream(row).boxed().toList();
    }
}
