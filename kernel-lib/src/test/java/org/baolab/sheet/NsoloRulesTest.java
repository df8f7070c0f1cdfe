package org.baolab.sheet;

import static org.baolab.sheet.FourRowPositions.assertBoard;
import static org.baolab.sheet.FourRowPositions.legal;
import static org.baolab.sheet.FourRowPositions.play;
import static org.baolab.sheet.FourRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Nsolo ({@code data/games/nsolo.sowing}, {@code docs/rules/nsolo.md}) on hand-worked positions, named by rule ids.
 * Four rows of ten: SOUTH owns rows 1 (back) and 2 (front), NORTH rows 3 (front) and 4 (back); SOUTH sows a1-j1 then
 * j2 back to a2 (Sanderson: right to left in the front row, left to right in the back).
 */
class NsoloRulesTest {

    static Rules nsolo() {
        return Games.rules("nsolo");
    }

    private static int[] row(int... seeds) {
        return seeds;
    }

    private static int[] twos() {
        int[] r = new int[10];
        Arrays.fill(r, 2);
        return r;
    }

    private static int[] twosBut(int column, int seeds) {
        int[] r = twos();
        r[column] = seeds;
        return r;
    }

    private static final int[] EMPTY = new int[10];

    /**
     * NS1, NS1b: two in every hole but each player's right-hand end hole of the front row (SOUTH's j2, NORTH's a3):
     * 76 men on four rows of ten, as Sanderson counts them.
     */
    @Test
    void ns1_twoInEveryHoleButTheRightHandFrontHoles() {
        GameState s = nsolo().newState();
        assertBoard(s, 0, 0, twos(), twosBut(9, 0), twosBut(0, 0), twos());
        assertEquals(76, s.position().rows().stream().flatMap(List::stream).mapToInt(Integer::intValue).sum());
    }

    /**
     * NS2, NS4, NS4a, NS5: i1's two go to j1 and j2; j2 was empty and faces j3's two: j3 and the back hole j4 behind
     * it are taken, and one more, the fullest of NORTH's holes (b3, the first of the twos); the move ends.
     */
    @Test
    void ns4_anEmptyFrontHoleTakesTheFacingColumnAndOneMore() {
        GameState s = nsolo().newState();
        play(s, "i1");
        assertBoard(s, 6, 0, row(2, 2, 2, 2, 2, 2, 2, 2, 0, 3), twosBut(9, 1), row(0, 0, 2, 2, 2, 2, 2, 2, 2, 0),
                twosBut(9, 0));
        assertEquals(Player.NORTH, s.toMove());
    }

    /** NS4a with extraHole=NONE: only the facing front and back holes are taken. */
    @Test
    void ns4a_withoutTheExtraHole() {
        GameState s = nsolo().with("extraHole", "NONE").newState();
        play(s, "i1");
        int[] row1 = twosBut(8, 0);
        row1[9] = 3;
        assertBoard(s, 4, 0, row1, twosBut(9, 1), row(0, 2, 2, 2, 2, 2, 2, 2, 2, 0), twosBut(9, 0));
    }

    /** NS4 with captureOn=OCCUPIED (Ludii's code): the same lap ends in an empty hole and takes nothing. */
    @Test
    void ns4_withCaptureOnOccupiedAnEmptyHoleEndsTheMove() {
        GameState s = nsolo().with("captureOn", "OCCUPIED").newState();
        play(s, "i1");
        int[] row1 = twosBut(8, 0);
        row1[9] = 3;
        assertBoard(s, 0, 0, row1, twosBut(9, 1), twosBut(0, 0), twos());
    }

    /**
     * NS4a: with the back hole behind the facing one empty, the facing hole and one other are taken (Sanderson):
     * e2 to d2, c2; c2 empty faces c3's 3, c4 is empty, and h4's 5 is NORTH's fullest. With extraHole=AFTER_BACK
     * (Ludii) only c3 goes.
     */
    @Test
    void ns4a_anEmptyBackHoleStillTakesOneMoreUnlessAfterBack() {
        int[] row1 = row(1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        int[] row2 = row(0, 0, 0, 0, 2, 0, 0, 0, 0, 0);
        int[] row3 = row(1, 0, 3, 0, 0, 0, 0, 0, 0, 0);
        int[] row4 = row(0, 0, 0, 0, 0, 0, 0, 5, 0, 0);
        GameState s = position(nsolo(), Player.SOUTH, row1, row2, row3, row4);
        play(s, "e2");
        int[] after = row(0, 0, 1, 1, 0, 0, 0, 0, 0, 0);
        assertBoard(s, 8, 0, row1, after, row(1, 0, 0, 0, 0, 0, 0, 0, 0, 0), EMPTY);
        GameState ludii = position(nsolo().with("extraHole", "AFTER_BACK"), Player.SOUTH, row1, row2, row3, row4);
        play(ludii, "e2");
        assertBoard(ludii, 3, 0, row1, after, row(1, 0, 0, 0, 0, 0, 0, 0, 0, 0), row4);
    }

    /** NS5: a last seed in an occupied hole relays; in an empty hole not facing seeds, the move ends. */
    @Test
    void ns5_relayThenStop() {
        GameState s = position(nsolo(), Player.SOUTH, row(2, 0, 1, 0, 0, 0, 0, 0, 0, 0), EMPTY,
                row(0, 0, 0, 0, 0, 0, 0, 0, 0, 1), EMPTY);
        play(s, "a1");
        assertBoard(s, 0, 0, row(0, 1, 0, 1, 1, 0, 0, 0, 0, 0), EMPTY, row(0, 0, 0, 0, 0, 0, 0, 0, 0, 1), EMPTY);
    }

    /**
     * NS3: a single man is moved only when no hole of the mover's holds more than one, and only into an empty hole:
     * c1's man would fall on d1's.
     */
    @Test
    void ns3_singletonsOnlyWhenNothingLarger() {
        GameState s = position(nsolo(), Player.SOUTH, row(1, 0, 2, 0, 0, 0, 0, 0, 0, 0), EMPTY,
                row(0, 0, 0, 0, 0, 0, 0, 0, 0, 1), EMPTY);
        assertEquals(List.of("c1"), legal(s));
        assertEquals("it holds a single seed, which may be played only when no move of more seeds is legal"
                + " (rule NS3)", s.whyIllegal(s.board().parse("a1")));
        GameState singles = position(nsolo(), Player.SOUTH, row(1, 0, 1, 0, 0, 0, 0, 0, 0, 0), EMPTY,
                row(0, 0, 0, 0, 0, 0, 0, 0, 0, 1), EMPTY);
        assertEquals(List.of("a1", "c1"), legal(singles));
        GameState blocked = position(nsolo(), Player.SOUTH, row(1, 0, 1, 1, 0, 0, 0, 0, 0, 0), EMPTY,
                row(0, 0, 0, 0, 0, 0, 0, 0, 0, 1), EMPTY);
        assertEquals(List.of("a1", "d1"), legal(blocked));
        assertEquals("it holds a single seed, which moves only into an empty hole, and d1 holds seeds (rule NS3)",
                blocked.whyIllegal(blocked.board().parse("c1")));
        play(blocked, "a1");
        assertBoard(blocked, 0, 0, row(0, 1, 1, 1, 0, 0, 0, 0, 0, 0), EMPTY, row(0, 0, 0, 0, 0, 0, 0, 0, 0, 1), EMPTY);
    }

    /**
     * NS6: a capture that takes the opponent's last men wins: NORTH, to move, has none; SOUTH's two men left on the
     * board are counted to SOUTH (8 taken, 10 in all).
     */
    @Test
    void ns6_takingEveryManWins() {
        GameState s = position(nsolo(), Player.SOUTH, row(1, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                row(0, 0, 0, 0, 2, 0, 0, 0, 0, 0), row(0, 0, 3, 0, 0, 0, 0, 0, 0, 0), row(0, 0, 4, 0, 0, 0, 0, 0, 0, 0));
        play(s, "e2");
        assertBoard(s, 10, 0, EMPTY, EMPTY, EMPTY, EMPTY);
        assertTrue(s.isOver());
        assertEquals(Status.SOUTH_WINS, s.status());
        assertEquals("SIDE_EMPTY", s.reason().name());
    }
}
