package org.baolab.kalah;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.OpenSpielPlaythrough;
import org.baolab.core.OpenSpielPlaythrough.State;
import org.baolab.core.Player;
import org.junit.jupiter.api.Test;

/**
 * Replays OpenSpiel's golden playthrough of {@code mancala}, its Kalah(6, 4) (fixture {@code openspiel/mancala.txt}),
 * under Bao Lab's default rules, which are OpenSpiel's conventions: emptyCapture=false (no capture opposite an empty
 * house), endWhen=EITHER_SIDE_EMPTY, and the 1000-ply limit.
 *
 * <p>Numbering. OpenSpiel's {@code board_} is one ring in sowing order: {@code board_[0]} player 1's store, 1..6
 * player 0's houses, 7 player 0's store, 8..13 player 1's houses; player 0 moves first. So player 0 is SOUTH and
 * board_[p] for p in 1..6 is Bao Lab's hole p-1 (a1..f1); SOUTH's store (board_[7]) comes after f1, then board_[8]
 * is f2 (CCW, C4) and on to board_[13], a2: board_[p] for p in 8..13 is the hole in column 13-p of row 2, Bao Lab
 * index 19-p. board_[7] is SOUTH's store (bank), board_[0] NORTH's. An action is the board_ index of the house
 * sown, for either player.
 *
 * <p>One convention differs and the test allows for it: when the game ends OpenSpiel leaves the seeds in the houses
 * and adds them to each side's total in its returns; Bao Lab moves them into the stores (KA6). The final state is
 * compared as OpenSpiel's store plus the houses of its side.
 */
class KalahOpenSpielTest {

    static int hole(int pit) {
        if (pit >= 1 && pit <= 6) {
            return pit - 1;
        }
        if (pit >= 8 && pit <= 13) {
            return 19 - pit;
        }
        throw new IllegalArgumentException("board_[" + pit + "] is a store");
    }

    @Test
    void ka2toKa7_theGoldenPlaythroughReplaysActionByAction() {
        OpenSpielPlaythrough p = OpenSpielPlaythrough.load("mancala.txt");
        GameState s = Games.kalah().newState();
        OpenSpielPlaythrough.Replayed replayed = p.replay(s, (mover, action) -> hole(action),
                (state, when) -> assertSame(state, s, when));
        assertEquals(61, p.steps().size());
        assertEquals(11, replayed.compared(), "the states the playthrough prints after an action");
        assertTrue(replayed.extraTurns() > 0, "the playthrough has extra turns (KA3)");
    }

    /** Houses, stores, the player to move and the legal moves, as the fixture gives them. */
    private static void assertSame(State expected, GameState s, String when) {
        int[] board = expected.field(0).clone();
        if (s.isOver()) {                               // KA6: OpenSpiel leaves the seeds in the houses
            for (int pit = 1; pit <= 6; pit++) {
                board[7] += board[pit];
                board[pit] = 0;
                board[0] += board[pit + 7];
                board[pit + 7] = 0;
            }
        }
        int[] here = new int[14];
        here[0] = s.bank(Player.NORTH);
        here[7] = s.bank(Player.SOUTH);
        for (int pit = 1; pit <= 13; pit++) {
            if (pit != 7) {
                here[pit] = s.count(hole(pit));
            }
        }
        assertArrayEquals(board, here, when + ": board_ in OpenSpiel's order, " + s);
        assertEquals(Player.of(expected.field(1)[0]), s.toMove(), when + ": player to move");
        int[] legal = new int[s.legalMoveCount()];
        for (int k = 0; k < legal.length; k++) {
            int h = s.legalMove(k);
            legal[k] = h < 6 ? h + 1 : 19 - h;          // back to the board_ index
        }
        Arrays.sort(legal);
        assertArrayEquals(expected.field(2), legal, when + ": legal actions");
    }
}
