package org.baolab.oware;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.OpenSpielPlaythrough;
import org.baolab.core.OpenSpielPlaythrough.State;
import org.baolab.core.OpenSpielPlaythrough.Step;
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
        assertSame(p.start(), s, "start");
        int compared = 0;
        for (int i = 0; i < p.steps().size(); i++) {
            Step step = p.steps().get(i);
            assertTrue(!s.isOver(), "ply " + (i + 1) + ": Bao Lab ended the game before OpenSpiel: " + s.outcome());
            int hole = holeOfAction(s.toMove(), step.action());
            assertTrue(s.isLegal(hole), () -> "ply " + s.ply() + 1 + ": OpenSpiel's action " + step.action() + " = "
                    + s.board().name(hole) + " refused: " + s.whyIllegal(hole));
            s.play(hole);
            if (step.after() != null) {
                assertSame(step.after(), s, "after ply " + (i + 1));
                compared++;
            }
        }
        assertTrue(s.isOver(), "OpenSpiel's game is over after its last action; here " + s.outcome());
        int[] returns = p.returns();
        Status expected = returns[0] > returns[1] ? Status.SOUTH_WINS : returns[1] > returns[0] ? Status.NORTH_WINS
                : Status.DRAW;
        assertEquals(expected, s.status(), "final returns " + Arrays.toString(returns));
        assertEquals(110, p.steps().size());
        assertEquals(16, compared, "the states the playthrough prints after an action");
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
