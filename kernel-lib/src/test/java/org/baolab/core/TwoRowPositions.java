package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;

/** Hand-made positions of two-row games with a bank or store each (Kalah, Oware), and full-board asserts on them. */
public final class TwoRowPositions {

    private TwoRowPositions() {
    }

    /** A position with these banks and rows (row 1 first) and this player to move. */
    public static GameState position(Rules rules, Player toMove, int southBank, int northBank, int[] row1, int[] row2) {
        // The rows last: each setter judges the position afresh (C8b), and only the whole one is meant.
        GameState s = rules.newState();
        s.setToMove(toMove).setBank(Player.SOUTH, southBank).setBank(Player.NORTH, northBank);
        return s.setRows(row1, row2);
    }

    /** The whole board: both rows and both banks. */
    public static void assertBoard(GameState s, int southBank, int northBank, int[] row1, int[] row2) {
        assertEquals(List.of(box(row1), box(row2)), s.position().rows(), () -> s.toString());
        assertEquals(southBank, s.bank(Player.SOUTH), "SOUTH's " + s.rules().game().bankLabel());
        assertEquals(northBank, s.bank(Player.NORTH), "NORTH's " + s.rules().game().bankLabel());
    }

    /** Plays the moves, given by hole names separated by spaces. */
    public static void play(GameState s, String moves) {
        for (String m : moves.split(" ")) {
            s.play(s.board().parse(m));
        }
    }

    private static List<Integer> box(int[] row) {
        return Arrays.stream(row).boxed().toList();
    }
}
