package org.baolab.sheet;

import static org.baolab.core.TwoRowPositions.assertBoard;
import static org.baolab.core.TwoRowPositions.play;
import static org.baolab.core.TwoRowPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Gabata ({@code data/games/gabata.sowing}, {@code docs/rules/gabata.md}) on hand-worked positions, named by rule
 * ids. The circuit is a1 .. f1, f2 .. a2, a1 (CCW, C4): SOUTH sows into NORTH's row from f2 on, NORTH into SOUTH's
 * from a1 on. A weg is a hole held for good (block claim keep=HOLE): {@code reservedFor} names its holder.
 */
class GabataRulesTest {

    static Rules gabata() {
        return Games.rules("gabata");
    }

    private static Player holder(GameState s, String hole) {
        return s.reservedFor(s.board().parse(hole));
    }

    /** GB1, GB1b: two rows of six holes of four seeds. */
    @Test
    void gb1_sixHolesOfFour() {
        GameState s = gabata().newState();
        assertBoard(s, 0, 0, new int[] {4, 4, 4, 4, 4, 4}, new int[] {4, 4, 4, 4, 4, 4});
        assertEquals(6, s.legalMoveCount());
    }

    /**
     * GB2: a1's 4 seeds to b1-e1; e1 held 4: relay 5 to f1 f2 e2 d2 c2; c2 (5, not 4: no weg) relays 5 to b2 a2 a1 b1
     * c1 (a1, the hole lifted, is sown: origin=SOW); c1 relays 6 to d1 e1 f1 f2 e2 d2; d2 relays 6 to c2 b2 a2 a1 b1
     * c1; c1 was empty: the move ends. Five laps, nothing taken.
     */
    @Test
    void gb2_theOpeningA1RelaysFiveLaps() {
        GameState s = gabata().newState();
        play(s, "a1");
        assertBoard(s, 0, 0, new int[] {2, 7, 1, 6, 1, 6}, new int[] {6, 6, 1, 0, 6, 6});
        assertEquals(5, s.lastMoveLaps());
        assertEquals(Player.NORTH, s.toMove());
        assertTrue(s.position().reserved().isEmpty());
    }

    /**
     * GB3: f1's two seeds to f2 and e2; e2 held 3 and now 4, in NORTH's row: it becomes SOUTH's weg, its seeds stay
     * there, and the move ends. NORTH may not lift it.
     */
    @Test
    void gb3_aFourMadeInTheOpponentsRowIsAWeg() {
        GameState s = position(gabata(), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 0, 2},
                new int[] {1, 0, 0, 0, 3, 0});
        play(s, "f1");
        assertBoard(s, 0, 0, new int[] {1, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 4, 1});
        assertEquals(Player.SOUTH, holder(s, "e2"));
        assertEquals(Player.NORTH, s.toMove());
        assertEquals(2, s.legalMoveCount());          // a2 and f2
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.play(s.board().parse("e2")));
        assertEquals("e2 is not legal for NORTH: it is claimed by SOUTH (rule GB3)", e.getMessage());
    }

    /** GB3: a four made in one's own row is no weg: the lap relays on (e1's seed makes f1 4: f1's 4 go to f2-c2). */
    @Test
    void gb3_aFourInOnesOwnRowRelays() {
        GameState s = position(gabata(), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 1, 3},
                new int[] {0, 0, 0, 0, 0, 0});
        play(s, "e1");
        assertBoard(s, 0, 0, new int[] {1, 0, 0, 0, 0, 0}, new int[] {0, 0, 1, 1, 1, 1});
        assertTrue(s.position().reserved().isEmpty());
        assertEquals(2, s.lastMoveLaps());
    }

    /**
     * GB3b: under wegOwnRow=true (Ludii's program) the four e1's seed makes in SOUTH's own f1 is SOUTH's weg and ends
     * the move; NORTH, with nothing to lift, passes (GB5), and SOUTH may lift only a1.
     */
    @Test
    void gb3b_aFourInOnesOwnRowIsAWegUnderLudiisProgram() {
        GameState s = position(gabata().with("wegOwnRow", true), Player.SOUTH, 0, 0, new int[] {1, 0, 0, 0, 1, 3},
                new int[] {0, 0, 0, 0, 0, 0});
        play(s, "e1");
        assertBoard(s, 0, 0, new int[] {1, 0, 0, 0, 0, 4}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Player.SOUTH, holder(s, "f1"));
        assertEquals(Player.SOUTH, s.toMove());
        assertEquals(1, s.legalMoveCount());
        assertEquals(s.board().parse("a1"), s.legalMove(0));
    }

    /** GB3: no one claims a hole of their own row by hand either; a weg is any hole of the other row, the last too. */
    @Test
    void gb3_wegsAreInTheOpponentsRow() {
        GameState s = gabata().newState();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> s.setReserved("e1", Player.SOUTH));
        assertEquals("e1 cannot be claimed by SOUTH: it is in SOUTH's own row: a player claims holes of the opponent's"
                + " row (rule GB3)", e.getMessage());
        s.setUp(p -> p.setReserved("a2", Player.SOUTH).setReserved("b2", Player.SOUTH).setReserved("f1", Player.NORTH));
        assertEquals(Player.SOUTH, holder(s, "a2"));
        assertEquals(Player.NORTH, holder(s, "f1"));
        assertEquals(5, s.legalMoveCount());          // a1-e1: f1 is NORTH's weg
    }

    /**
     * GB4: NORTH's last seed falls into SOUTH's weg e2 (4, now 5): NORTH takes it and one more, 2; the weg, with 3
     * left, stays SOUTH's.
     */
    @Test
    void gb4_theOpponentsLastSeedInAWegTakesItselfAndOne() {
        GameState s = position(gabata(), Player.NORTH, 0, 0, new int[] {1, 0, 0, 0, 0, 0},
                new int[] {1, 0, 0, 0, 4, 1});
        s.setReserved("e2", Player.SOUTH);
        play(s, "f2");
        assertBoard(s, 0, 2, new int[] {1, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 3, 0});
        assertEquals(Player.SOUTH, holder(s, "e2"));
        assertEquals(Player.SOUTH, s.toMove());
        assertEquals(1, s.captureEvents(Player.NORTH));
    }

    /** GB4: the holder's own last seed in their weg stays there and ends the move (no relay from a weg). */
    @Test
    void gb4_theHoldersLastSeedInTheirWegStays() {
        GameState s = position(gabata(), Player.NORTH, 0, 0, new int[] {0, 2, 0, 0, 0, 1},
                new int[] {2, 0, 0, 0, 0, 0});
        s.setReserved("b1", Player.NORTH);
        play(s, "a2");     // a1, then b1: NORTH's weg
        assertBoard(s, 0, 0, new int[] {1, 3, 0, 0, 0, 1}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(Player.NORTH, holder(s, "b1"));
        assertEquals(Player.SOUTH, s.toMove());
    }

    /**
     * GB4b: a last seed falling alone into the opponent's empty weg is removed (taken by its sower) as Ludii's rules
     * text says; under emptyWeg=false (Ludii's program) it stays in the weg, its holder's.
     */
    @Test
    void gb4b_aLastSeedInAnEmptyWeg() {
        int[] row1 = {1, 0, 0, 0, 0, 0};
        int[] row2 = {1, 0, 0, 0, 0, 1};
        GameState removed = position(gabata(), Player.NORTH, 0, 0, row1, row2);
        removed.setReserved("e2", Player.SOUTH);
        play(removed, "f2");
        assertBoard(removed, 0, 1, new int[] {1, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 0, 0});
        GameState stays = position(gabata().with("emptyWeg", false), Player.NORTH, 0, 0, row1, row2);
        stays.setReserved("e2", Player.SOUTH);
        play(stays, "f2");
        assertBoard(stays, 0, 0, new int[] {1, 0, 0, 0, 0, 0}, new int[] {1, 0, 0, 0, 1, 0});
    }

    /**
     * GB5: a player with no hole to lift passes and the other moves on, as often as need be; the first may move again
     * once seeds reach them. SOUTH's f1 goes to f2 and SOUTH's row is empty: NORTH plays f2 (to e2), SOUTH passes,
     * NORTH plays a2 (to a1 b1 c1), and SOUTH moves again.
     */
    @Test
    void gb5_aPlayerWhoCannotMovePasses() {
        GameState s = position(gabata(), Player.SOUTH, 20, 24, new int[] {0, 0, 0, 0, 0, 1},
                new int[] {3, 0, 0, 0, 0, 0});
        play(s, "f1");
        assertEquals(Player.NORTH, s.toMove());
        play(s, "f2");
        assertBoard(s, 20, 24, new int[] {0, 0, 0, 0, 0, 0}, new int[] {3, 0, 0, 0, 1, 0});
        assertEquals(Player.NORTH, s.toMove());
        assertFalse(s.isOver());
        play(s, "a2");
        assertBoard(s, 20, 24, new int[] {1, 1, 1, 0, 0, 0}, new int[] {0, 0, 0, 0, 1, 0});
        assertEquals(Player.SOUTH, s.toMove());
    }

    /** GB5: seeds in the opponent's weg in one's row are not one's own to lift: SOUTH, with only those, passes. */
    @Test
    void gb5_seedsInTheOpponentsWegAreNotAMove() {
        GameState s = position(gabata(), Player.NORTH, 0, 0, new int[] {0, 0, 0, 3, 0, 0},
                new int[] {0, 0, 0, 0, 0, 2});
        s.setReserved("d1", Player.NORTH);
        play(s, "f2");     // e2, d2: d2 was empty
        assertEquals(Player.NORTH, s.toMove());
        assertBoard(s, 0, 0, new int[] {0, 0, 0, 3, 0, 0}, new int[] {0, 0, 0, 1, 1, 0});
    }

    /**
     * GB6, GB7: when neither player can move the game ends; each weg's seeds go to its holder. SOUTH's f1 goes to
     * f2; SOUTH, with only NORTH's weg b1 left, passes; NORTH's f2 raids SOUTH's weg e2 (4: takes 2, leaves 3); now no
     * one can move: e2's 3 go to SOUTH, b1's 2 to NORTH: 23 against 22.
     */
    @Test
    void gb6Gb7_theGameEndsWhenNoOneCanMoveAndWegsGoToTheirHolders() {
        GameState s = position(gabata(), Player.SOUTH, 20, 18, new int[] {0, 2, 0, 0, 0, 1},
                new int[] {0, 0, 0, 0, 4, 0});
        s.setUp(p -> p.setReserved("e2", Player.SOUTH).setReserved("b1", Player.NORTH));
        play(s, "f1 f2");
        assertTrue(s.isOver());
        assertEquals("NO_LEGAL_MOVES", s.reason().name());
        assertBoard(s, 23, 22, new int[6], new int[6]);
        assertEquals(Status.SOUTH_WINS, s.status());
    }

    /**
     * GB3-GB6 in random play: no seed is made or lost, a weg stays its holder's to the end and is never lifted, and a
     * game ends only when no one can move (or at the turn limit), every seed then banked.
     */
    @Test
    void gb3Gb6_randomGamesKeepTheirSeedsAndTheirWegs() {
        SplittableRandom rng = new SplittableRandom(11);
        for (Rules rules : List.of(gabata(), gabata().with("emptyWeg", false), gabata().with("pitsPerRow", 5))) {
            for (int game = 0; game < 200; game++) {
                GameState s = rules.newState();
                int seeds = 4 * s.board().size();
                Map<String, Player> wegs = Map.of();
                while (!s.isOver()) {
                    for (int i = 0; i < s.legalMoveCount(); i++) {
                        assertNull(s.reservedFor(s.legalMove(i)), "a weg is never lifted");
                    }
                    s.play(s.legalMove(rng.nextInt(s.legalMoveCount())));
                    int sum = s.bank(Player.SOUTH) + s.bank(Player.NORTH);
                    for (int h = 0; h < s.board().size(); h++) {
                        sum += s.count(h);
                    }
                    assertEquals(seeds, sum, "seeds at ply " + s.ply());
                    Map<String, Player> now = s.position().reserved();
                    assertTrue(now.entrySet().containsAll(wegs.entrySet()), "wegs kept at ply " + s.ply());
                    wegs = now;
                }
                String reason = s.reason().name();
                assertTrue(Set.of("NO_LEGAL_MOVES", "TURN_LIMIT", "ENDLESS_MOVE").contains(reason), reason);
                if (!reason.equals("ENDLESS_MOVE")) {       // C7 ends the game as it stands
                    assertEquals(seeds, s.bank(Player.SOUTH) + s.bank(Player.NORTH), "every seed banked at the end");
                }
            }
        }
    }

    /** GB3's block: raid and lone are for a claim that keeps its seeds; each mistake is one line before any game. */
    @Test
    void gb3_aClaimThatBanksCannotBeRaided() {
        SheetException raid = assertThrows(SheetException.class, () -> Sheets.define("""
                game claim-test
                board rows=2 holes=3
                start seeds=2
                claim counts={3} raid=1
                end when=NO_LEGAL_MOVES
                """));
        assertEquals("sheet line 4, column 18, block claim: raid is for a claimed hole that keeps its seeds, and this"
                + " claim banks them (keep=BANK, the default): add keep=HOLE or drop raid", raid.getMessage());
        SheetException keep = assertThrows(SheetException.class, () -> Sheets.define("""
                game claim-test
                board rows=2 holes=3
                start seeds=2
                claim counts={3} keep=HOLD
                end when=NO_LEGAL_MOVES
                """));
        assertEquals("sheet line 4, column 23, block claim: keep cannot be 'HOLD': valid values are BANK, HOLE",
                keep.getMessage());
    }
}
