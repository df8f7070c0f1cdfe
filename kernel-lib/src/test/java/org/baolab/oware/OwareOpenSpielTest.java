package org.baolab.oware;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.OpenSpielPlaythrough;
import org.baolab.core.OpenSpielPlaythrough.State;
import org.baolab.core.Player;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Replays OpenSpiel's golden playthrough of {@code oware} (fixture {@code openspiel/oware.txt}) under Bao Lab's
 * default rules, which are OpenSpiel's conventions: grandSlam=NO_CAPTURE, mustFeed=true, a repeated position ends the
 * game with each side taking its seeds, and at every end the seeds left go to the owner of their row (OW8).
 *
 * <p>Numbering. OpenSpiel's houses 0-5 are player 0's (A-F), 6-11 player 1's (a-f), both in sowing order, and player 0
 * moves first: player 0 is SOUTH and house {@code i < N} is Bao Lab's hole {@code i} (a1..f1). Sowing goes on from
 * house N-1 (f1) into house N, which is f2 (CCW, C4), and on to house 2N-1, a2: house {@code i >= N} is the hole in
 * column {@code 2N-1-i} of row 2, Bao Lab index {@code 3N-1-i}. An action is the mover's house 0..N-1: player 0's
 * action k is house k, player 1's is house N+k. Scores are the banks.
 */
class OwareOpenSpielTest {

    private static final int N = 6;

    static int hole(int house) {
        return house < N ? house : 3 * N - 1 - house;
    }

    static int holeOfAction(Player mover, int action) {
        return hole(mover == Player.SOUTH ? action : N + action);
    }

    @Test
    void ow2toOw9_theGoldenPlaythroughReplaysActionByAction() {
        OpenSpielPlaythrough p = OpenSpielPlaythrough.load("oware.txt");
        GameState s = Games.oware().newState();
        OpenSpielPlaythrough.Replayed replayed = p.replay(s, OwareOpenSpielTest::holeOfAction,
                (state, when) -> assertSame(state, s, when));
        assertEquals(110, p.steps().size());
        assertEquals(16, replayed.compared(), "the states the playthrough prints after an action");
    }

    /**
     * The hand-made positions of OpenSpiel's own unit tests ({@code open_spiel/games/oware/oware_test.cc} at the same
     * commit), which reach what the random playthrough does not: feeding (OW5), captures to the row's end (OW3), too
     * few or too many seeds, the grand slam (OW4) and a repetition (OW7c). Each: the player to move, the scores and the
     * houses in OpenSpiel's order, the legal actions or the action played, and the board after it.
     */
    @Test
    void ow3toOw7_openSpielsHandMadePositionsGiveTheSameBoards() {
        assertLegal(0, 0, 0, new int[] {1, 0, 9, 0, 0, 1, 1, 0, 0, 0, 0, 0}, 0, 2, 5);
        assertLegal(0, 0, 0, new int[] {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0}, 5);
        assertAfter(0, 0, 0, new int[] {0, 0, 8, 0, 0, 1, 1, 1, 1, 1, 2, 3}, new int[] {2},
                1, 15, 3, new int[12]);
        assertAfter(0, 0, 0, new int[] {0, 0, 8, 0, 0, 1, 3, 1, 1, 1, 2, 0}, new int[] {2},
                1, 13, 4, new int[12]);
        assertAfter(1, 0, 0, new int[] {3, 1, 1, 1, 0, 0, 0, 0, 8, 0, 0, 1}, new int[] {2},
                0, 0, 0, new int[] {4, 2, 2, 2, 1, 0, 0, 0, 0, 1, 1, 2});
        assertAfter(0, 0, 0, new int[] {0, 0, 8, 0, 0, 1, 3, 1, 1, 1, 3, 0}, new int[] {2},
                1, 0, 0, new int[] {0, 0, 0, 1, 1, 2, 4, 2, 2, 2, 4, 0});
        assertAfter(1, 0, 0, new int[] {1, 1, 1, 1, 1, 0, 0, 0, 8, 0, 0, 1}, new int[] {2},
                0, 0, 0, new int[] {2, 2, 2, 2, 2, 0, 0, 0, 0, 1, 1, 2});
        int[] start = {1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0};
        GameState s = assertAfter(0, 23, 23, start, new int[] {0, 0, 1, 1, 2, 2, 3, 3, 4, 4},
                0, 23, 23, new int[] {0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1});
        assertTrue(!s.isOver());
        s = assertAfter(0, 23, 23, start, new int[] {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5}, 0, 24, 24, new int[12]);
        assertEquals(Status.DRAW, s.status());
        assertEquals(org.baolab.core.Reason.REPETITION, s.reason());
    }

    /** A position set up from OpenSpiel's numbering. */
    private static GameState setUp(int player, int south, int north, int[] seeds) {
        int[] row1 = new int[N];
        int[] row2 = new int[N];
        for (int i = 0; i < 2 * N; i++) {
            int h = hole(i);
            (h < N ? row1 : row2)[h % N] = seeds[i];
        }
        GameState s = Games.oware().newState();
        s.setToMove(Player.of(player)).setBank(Player.SOUTH, south).setBank(Player.NORTH, north);
        return s.setRows(row1, row2);
    }

    private static void assertLegal(int player, int south, int north, int[] seeds, int... actions) {
        GameState s = setUp(player, south, north, seeds);
        assertSame(new State(new int[][] {seeds, {south, north}, {player}, actions}), s, Arrays.toString(seeds));
    }

    private static GameState assertAfter(int player, int south, int north, int[] seeds, int[] actions,
                                         int nextPlayer, int southAfter, int northAfter, int[] after) {
        GameState s = setUp(player, south, north, seeds);
        for (int a : actions) {
            s.play(holeOfAction(s.toMove(), a));
        }
        int[] houses = new int[2 * N];
        for (int i = 0; i < 2 * N; i++) {
            houses[i] = s.count(hole(i));
        }
        String when = Arrays.toString(seeds) + " then " + Arrays.toString(actions);
        assertArrayEquals(after, houses, when + ": houses, " + s);
        assertArrayEquals(new int[] {southAfter, northAfter}, new int[] {s.bank(Player.SOUTH), s.bank(Player.NORTH)},
                when + ": scores");
        assertEquals(Player.of(nextPlayer), s.toMove(), when + ": player to move");
        return s;
    }

    /** Houses, scores, the player to move and the legal moves, as the fixture gives them. */
    private static void assertSame(State expected, GameState s, String when) {
        int[] seeds = expected.field(0);
        int[] houses = new int[2 * N];
        for (int i = 0; i < 2 * N; i++) {
            houses[i] = s.count(hole(i));
        }
        assertArrayEquals(seeds, houses, when + ": houses in OpenSpiel's order, " + s);
        assertArrayEquals(expected.field(1), new int[] {s.bank(Player.SOUTH), s.bank(Player.NORTH)}, when + ": scores");
        assertEquals(Player.of(expected.field(2)[0]), s.toMove(), when + ": player to move");
        int[] legal = new int[s.legalMoveCount()];
        for (int k = 0; k < legal.length; k++) {
            int h = s.legalMove(k);
            legal[k] = s.toMove() == Player.SOUTH ? h : 2 * N - 1 - h;   // back to the mover's house 0..N-1
        }
        Arrays.sort(legal);
        assertArrayEquals(expected.field(3), legal, when + ": legal actions");
    }
}
