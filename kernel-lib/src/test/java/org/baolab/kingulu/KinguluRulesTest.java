package org.baolab.kingulu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.Event;
import org.baolab.core.GameState;
import org.baolab.core.Hole;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Match;
import org.baolab.core.Outcome;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Status;
import org.baolab.core.Trace;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Bao Kingulu rules K1-K9 on hand-worked positions. Rows are written as in the JSON form: row 1 (SOUTH, a1..f1)
 * first, then row 2 (NORTH, a2..f2). The standard circuit (CCW) is a1 b1 c1 d1 e1 f1 f2 e2 d2 c2 b2 a2.
 */
class KinguluRulesTest {

    private static final Rules STANDARD = Games.baoKingulu();

    private static KinguluState position(Rules rules, Player toMove, int[] row1, int[] row2) {
        KinguluState s = (KinguluState) rules.newState();
        s.setRows(row1, row2);
        s.setToMove(toMove);
        return s;
    }

    private static void assertRows(GameState s, int[] row1, int[] row2) {
        Position p = s.position();
        assertEquals(List.of(box(row1), box(row2)), p.rows());
    }

    private static List<Integer> box(int[] row) {
        return java.util.Arrays.stream(row).boxed().toList();
    }

    private static int hole(GameState s, String name) {
        return s.board().parse(name);
    }

    @Test
    @DisplayName("K1, K1b: 2 x 6 holes with 4 seeds each, 48 seeds, no banks used yet")
    void k1_setup() {
        GameState s = STANDARD.newState();
        assertRows(s, new int[] {4, 4, 4, 4, 4, 4}, new int[] {4, 4, 4, 4, 4, 4});
        assertEquals(24, s.score(Player.SOUTH));
        assertEquals(24, s.score(Player.NORTH));
        GameState small = STANDARD.with("pitsPerRow", 4).with("seedsPerPit", 2).newState();
        assertRows(small, new int[] {2, 2, 2, 2}, new int[] {2, 2, 2, 2});
    }

    @Test
    @DisplayName("Worked example: SOUTH c1 relays f2, a2, e1, b2 and ends capturing e2 in e1 (K4e, K4b)")
    void workedExample_c1() {
        Match m = STANDARD.newMatch().play("c1");
        // lap 1: c1 (4) -> d1 e1 f1 f2; f2 held 4: relay.
        // lap 2: f2 (5) -> e2 d2 c2 b2 a2; a2 held 4: relay.
        // lap 3: a2 (5) -> a1 b1 c1 d1 e1; e1 held 5: relay.
        // lap 4: e1 (6) -> f1 f2 e2 d2 c2 b2; b2 held 5: relay.
        // lap 5: b2 (6) -> a2 a1 b1 c1 d1 e1; e1 was empty, SOUTH's row: capture e2 (6) and the seed in e1.
        GameState s = m.state();
        assertRows(s, new int[] {6, 6, 2, 7, 0, 6}, new int[] {1, 0, 6, 6, 0, 1});
        assertEquals(7, s.bank(Player.SOUTH));
        assertEquals(0, s.bank(Player.NORTH));
        assertEquals(34, s.score(Player.SOUTH));
        assertEquals(14, s.score(Player.NORTH));
        assertEquals(Player.NORTH, s.toMove());
        assertEquals(List.of("a2", "c2", "d2", "f2"), s.position().legalMoves());

        List<Event> events = m.lastMove().events();
        List<Event.Lap> laps = events.stream().filter(e -> e instanceof Event.Lap).map(e -> (Event.Lap) e).toList();
        assertEquals(List.of("c1", "f2", "a2", "e1", "b2"), laps.stream().map(l -> l.from().name()).toList());
        assertEquals(List.of("f2", "a2", "e1", "b2", "e1"), laps.stream().map(l -> l.end().name()).toList());
        assertEquals(List.of(new Event.Capture(Player.SOUTH, Hole.parse("e2"), 6)), m.lastMove().captures());
        assertTrue(events.contains(new Event.Banked(Player.SOUTH, Hole.parse("e1"), 1)));
        assertEquals(5, s.lastMoveLaps());
        assertTrue(m.lastMove().explain().contains("captured 6 from e2"));
    }

    @Test
    @DisplayName("K2: only non-empty, non-reserved holes of the mover's own row; singletons may be played")
    void k2_ownRowOnly() {
        KinguluState s = position(STANDARD, Player.SOUTH, new int[] {0, 1, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 1});
        assertTrue(s.isLegal(hole(s, "b1")), "a singleton may be played");
        assertTrue(s.whyIllegal(hole(s, "a1")).endsWith("it is empty (rule K2)"));
        assertTrue(s.whyIllegal(hole(s, "b2")).contains("(rule K2)"));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> new Match(s).play("a1"));
        assertEquals("a1 is not legal for SOUTH: it is empty (rule K2)", e.getMessage());
    }

    @Test
    @DisplayName("K2 skipOrigin: a lap of 12 seeds passes over its own hole only with skipOrigin=true")
    void k2_skipOrigin() {
        int[] row1 = {12, 0, 0, 0, 0, 1};
        int[] row2 = {0, 0, 0, 0, 0, 0};
        // Without skipping: b1..f1, f2..a2 get one each and the 12th falls back into the empty a1: capture a2.
        KinguluState plain = position(STANDARD, Player.SOUTH, row1, row2);
        plain.play(hole(plain, "a1"));
        assertRows(plain, new int[] {0, 1, 1, 1, 1, 2}, new int[] {0, 1, 1, 1, 1, 1});
        assertEquals(2, plain.bank(Player.SOUTH));
        // Skipping: the 12th seed falls into b1, which this lap already filled: K5 forbids the move.
        KinguluState skipping = position(STANDARD.with("skipOrigin", true), Player.SOUTH, row1, row2);
        assertEquals("its first lap would end in your own occupied hole b1 (rule K5)", skipping.whyIllegal(0));
    }

    @Test
    @DisplayName("K2 direction=CW: the circuit runs a1 a2 b2 ... f2 f1 e1 ...")
    void k2_clockwise() {
        int[] row1 = {0, 0, 0, 0, 0, 1};
        int[] row2 = {0, 0, 0, 0, 3, 2};
        KinguluState cw = position(STANDARD.with("direction", "CW"), Player.SOUTH, row1, row2);
        cw.play(hole(cw, "f1"));   // f1 -> e1, empty and SOUTH's: capture e2 (3) and the sowing seed
        assertRows(cw, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 0, 0, 2});
        assertEquals(4, cw.bank(Player.SOUTH));
        KinguluState ccw = position(STANDARD, Player.SOUTH, row1, row2);
        ccw.play(hole(ccw, "f1")); // f1 -> f2 held 2: relay 3 from f2 -> e2 d2 c2; c2 empty: K4c
        assertRows(ccw, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 1, 1, 4, 0});
    }

    @Test
    @DisplayName("K3: a seed sown into a reserved hole goes to the conqueror's bank and the lap goes on")
    void k3_reservedHoleBanksSeed() {
        KinguluState s = position(STANDARD, Player.SOUTH, new int[] {0, 0, 0, 3, 2, 0}, new int[] {1, 1, 1, 1, 1, 0});
        s.setReserved("e1", Player.NORTH);
        List<String> banked = new java.util.ArrayList<>();
        s.trace(new Trace() {
            @Override
            public void banked(Player to, int from, int seeds) {
                banked.add(to + " " + from + " " + seeds);
            }
        });
        s.play(hole(s, "d1"));     // d1 (3) -> e1 (reserved: NORTH banks it), f1, f2 (empty, NORTH's row: K4c)
        assertRows(s, new int[] {0, 0, 0, 0, 2, 1}, new int[] {1, 1, 1, 1, 1, 1});
        assertEquals(1, s.bank(Player.NORTH));
        assertEquals(List.of("NORTH -1 1"), banked, "the lap's seed sown into a reserved hole, reported once");
        assertEquals(Player.NORTH, s.reservedFor(hole(s, "e1")));
        assertTrue(s.whyIllegal(hole(s, "e1")) != null);
    }

    @Test
    @DisplayName("K3: nobody may start a move from a reserved hole")
    void k3_noMoveFromReservedHole() {
        KinguluState s = position(STANDARD, Player.NORTH, new int[] {1, 0, 0, 0, 0, 0}, new int[] {0, 0, 3, 0, 0, 1});
        s.setReserved("c2", Player.SOUTH);
        assertEquals("it is reserved for SOUTH (rule K3)", s.whyIllegal(hole(s, "c2")));
        assertEquals(List.of("f2"), s.position().legalMoves());
    }

    @Test
    @DisplayName("K4a: a lap ending in a reserved hole banks the seed for the conqueror and ends the move")
    void k4a_reservedLandingEndsMove() {
        int[] row1 = {0, 1, 2, 0, 0, 0};
        int[] row2 = {1, 1, 3, 1, 1, 1};
        KinguluState s = position(STANDARD, Player.SOUTH, row1, row2);
        s.setReserved("c1", Player.NORTH);
        s.play(hole(s, "b1"));
        assertRows(s, new int[] {0, 0, 2, 0, 0, 0}, row2);
        assertEquals(1, s.bank(Player.NORTH));
        assertEquals(0, s.bank(Player.SOUTH));
    }

    @Test
    @DisplayName("K4a reservedLandingEndsMove=false: judged as an empty hole, the mover captures only the opposite hole")
    void k4a_reservedLandingJudgedAsEmpty() {
        int[] row1 = {0, 1, 2, 0, 0, 0};
        int[] row2 = {1, 1, 3, 1, 1, 1};
        KinguluState s = position(STANDARD.with("reservedLandingEndsMove", false), Player.SOUTH, row1, row2);
        s.setReserved("c1", Player.NORTH);
        s.play(hole(s, "b1"));
        assertRows(s, new int[] {0, 0, 2, 0, 0, 0}, new int[] {1, 1, 0, 1, 1, 1});
        assertEquals(1, s.bank(Player.NORTH), "the sowing seed stays banked by the conqueror");
        assertEquals(3, s.bank(Player.SOUTH), "the mover banks only the opposite hole's seeds");
        // In the opponent's row it is K4c: the move just ends.
        KinguluState t = position(STANDARD.with("reservedLandingEndsMove", false), Player.SOUTH,
                new int[] {0, 0, 0, 0, 0, 1}, new int[] {1, 1, 1, 1, 1, 2});
        t.setReserved("f2", Player.SOUTH);
        t.play(hole(t, "f1"));
        assertRows(t, new int[] {0, 0, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 2});
        assertEquals(1, t.bank(Player.SOUTH));
    }

    @Test
    @DisplayName("K4b: ending in an empty own hole captures the opposite hole and the sowing seed")
    void k4b_capture() {
        int[] row1 = {0, 1, 0, 0, 0, 0};
        int[] row2 = {1, 1, 3, 1, 1, 1};
        KinguluState s = position(STANDARD, Player.SOUTH, row1, row2);
        s.play(hole(s, "b1"));
        assertRows(s, new int[] {0, 0, 0, 0, 0, 0}, new int[] {1, 1, 0, 1, 1, 1});
        assertEquals(4, s.bank(Player.SOUTH));
        assertEquals(1, s.captureEvents(Player.SOUTH));
        assertEquals(3, s.capturedSeeds(Player.SOUTH));
        assertEquals(1, s.firstCapturePly());
    }

    @Test
    @DisplayName("K4b captureIncludesSowingSeed=false: the capturing seed stays in its hole")
    void k4b_sowingSeedStays() {
        KinguluState s = position(STANDARD.with("captureIncludesSowingSeed", false), Player.SOUTH,
                new int[] {0, 1, 0, 0, 0, 0}, new int[] {1, 1, 3, 1, 1, 1});
        s.play(hole(s, "b1"));
        assertRows(s, new int[] {0, 0, 1, 0, 0, 0}, new int[] {1, 1, 0, 1, 1, 1});
        assertEquals(3, s.bank(Player.SOUTH));
    }

    @Test
    @DisplayName("K4b captureEmptyOwnHole=false: the move ends as in K4c and nothing is taken")
    void k4b_noCapture() {
        KinguluState s = position(STANDARD.with("captureEmptyOwnHole", false), Player.SOUTH,
                new int[] {0, 1, 0, 0, 0, 0}, new int[] {1, 1, 3, 1, 1, 1});
        s.play(hole(s, "b1"));
        assertRows(s, new int[] {0, 0, 1, 0, 0, 0}, new int[] {1, 1, 3, 1, 1, 1});
        assertEquals(0, s.bank(Player.SOUTH));
        assertEquals(-1, s.firstCapturePly());
    }

    @Test
    @DisplayName("K4b: nothing is taken when the opposite hole is empty or reserved; the seed stays")
    void k4b_oppositeEmptyOrReserved() {
        KinguluState empty = position(STANDARD, Player.SOUTH, new int[] {0, 1, 0, 0, 0, 0}, new int[] {1, 1, 0, 1, 1, 1});
        empty.play(hole(empty, "b1"));
        assertRows(empty, new int[] {0, 0, 1, 0, 0, 0}, new int[] {1, 1, 0, 1, 1, 1});
        assertEquals(0, empty.bank(Player.SOUTH));

        KinguluState reserved = position(STANDARD, Player.SOUTH, new int[] {0, 1, 0, 0, 0, 0}, new int[] {1, 1, 4, 1, 1, 1});
        reserved.setReserved("c2", Player.SOUTH);
        reserved.play(hole(reserved, "b1"));
        assertRows(reserved, new int[] {0, 0, 1, 0, 0, 0}, new int[] {1, 1, 4, 1, 1, 1});
        assertEquals(0, reserved.bank(Player.SOUTH));
    }

    @Test
    @DisplayName("K4c: ending in an empty hole of the opponent's row ends the move")
    void k4c_emptyOpponentHole() {
        KinguluState s = position(STANDARD, Player.SOUTH, new int[] {0, 0, 0, 0, 0, 1}, new int[] {1, 1, 1, 1, 1, 0});
        s.play(hole(s, "f1"));
        assertRows(s, new int[] {0, 0, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 1});
        assertEquals(0, s.bank(Player.SOUTH));
        assertEquals(1, s.lastMoveLaps());
    }

    @Test
    @DisplayName("K4d: ending in an opponent's hole that held 3 reserves it and moves the second-to-last seed there")
    void k4d_kuweka() {
        Match m = new Match(position(STANDARD, Player.SOUTH, new int[] {0, 0, 0, 0, 2, 0}, new int[] {1, 1, 1, 1, 1, 3}));
        m.play("e1");              // e1 (2) -> f1, f2 (held 3): f2 reserved for SOUTH, f1's seed moved into f2
        KinguluState s = (KinguluState) m.state();
        assertRows(s, new int[] {0, 0, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 5});
        assertEquals(Player.SOUTH, s.reservedFor(hole(s, "f2")));
        assertEquals(1, s.kuwekas(Player.SOUTH));
        assertEquals(5, s.score(Player.SOUTH), "the reserved hole's seeds count for the conqueror (K8)");
        assertTrue(m.lastMove().events().contains(new Kuweka(Player.SOUTH, Hole.parse("f2"), Hole.parse("f1"))));
        assertEquals("{f2=SOUTH}", s.position().reserved().toString());
        assertTrue(s.position().toJson().contains("\"reserved\":{\"f2\":\"SOUTH\"}"));
    }

    @Test
    @DisplayName("K4d kuwekaPenultimate=false: the conquered hole holds kuwekaCount + 1")
    void k4d_withoutPenultimate() {
        KinguluState s = position(STANDARD.with("kuwekaPenultimate", false), Player.SOUTH,
                new int[] {0, 0, 0, 0, 2, 0}, new int[] {1, 1, 1, 1, 1, 3});
        s.play(hole(s, "e1"));
        assertRows(s, new int[] {0, 0, 0, 0, 0, 1}, new int[] {1, 1, 1, 1, 1, 4});
        assertEquals(Player.SOUTH, s.reservedFor(hole(s, "f2")));
    }

    @Test
    @DisplayName("K4d kuweka=false: a hole that held 3 is an ordinary relay (K4e)")
    void k4d_off() {
        KinguluState s = position(STANDARD.with("kuweka", false), Player.SOUTH,
                new int[] {0, 0, 0, 0, 2, 0}, new int[] {1, 1, 1, 1, 1, 3});
        s.play(hole(s, "e1"));     // f2 (4) relays -> e2 d2 c2 b2; b2 held 1: relay 2 -> a2 a1; a1 empty: capture a2 (2)
        assertRows(s, new int[] {0, 0, 0, 0, 0, 1}, new int[] {0, 0, 2, 2, 2, 0});
        assertEquals(3, s.bank(Player.SOUTH));
        assertNull(s.reservedFor(hole(s, "f2")));
    }

    @Test
    @DisplayName("K4d kuwekaCount=2: the trigger count is an option")
    void k4d_count() {
        int[] row1 = {0, 0, 0, 0, 2, 0};
        int[] row2 = {1, 1, 1, 1, 1, 2};
        KinguluState two = position(STANDARD.with("kuwekaCount", 2), Player.SOUTH, row1, row2);
        two.play(hole(two, "e1"));
        assertRows(two, new int[] {0, 0, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 4});
        assertEquals(Player.SOUTH, two.reservedFor(hole(two, "f2")));
        KinguluState three = position(STANDARD, Player.SOUTH, row1, row2);
        three.play(hole(three, "e1"));
        assertNull(three.reservedFor(hole(three, "f2")), "with the default 3, a hole that held 2 relays");
    }

    @Test
    @DisplayName("K4d singleton exception: a move from a singleton moves no seed on kuweka, even on a relay lap")
    void k4d_singletonException() {
        int[] row1 = {0, 0, 0, 0, 0, 1};
        int[] row2 = {1, 0, 3, 0, 0, 2};
        // f1 (1) -> f2 held 2: relay 3 from f2 -> e2 d2 c2; c2 held 3: kuweka.
        KinguluState s = position(STANDARD, Player.SOUTH, row1, row2);
        s.play(hole(s, "f1"));
        assertRows(s, new int[] {0, 0, 0, 0, 0, 0}, new int[] {1, 0, 4, 1, 1, 0});
        assertEquals(Player.SOUTH, s.reservedFor(hole(s, "c2")));
        KinguluState t = position(STANDARD.with("kuwekaSingletonException", false), Player.SOUTH, row1, row2);
        t.play(hole(t, "f1"));
        assertRows(t, new int[] {0, 0, 0, 0, 0, 0}, new int[] {1, 0, 5, 0, 1, 0});
    }

    @Test
    @DisplayName("K4d: a second-to-last seed that fell into a reserved hole stays banked")
    void k4d_penultimateInReservedHole() {
        KinguluState s = position(STANDARD, Player.SOUTH, new int[] {0, 0, 0, 0, 2, 0}, new int[] {1, 1, 1, 1, 1, 3});
        s.setReserved("f1", Player.NORTH);
        s.play(hole(s, "e1"));     // e1 (2) -> f1 (reserved: NORTH banks), f2 (held 3): kuweka, nothing to move
        assertRows(s, new int[] {0, 0, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 4});
        assertEquals(1, s.bank(Player.NORTH));
        assertEquals(Player.SOUTH, s.reservedFor(hole(s, "f2")));
    }

    @Test
    @DisplayName("K4e: ending in an occupied hole relays from it, in either row")
    void k4e_relay() {
        KinguluState s = position(STANDARD, Player.SOUTH, new int[] {0, 0, 0, 0, 0, 1}, new int[] {0, 0, 0, 0, 0, 1});
        s.play(hole(s, "f1"));     // f1 -> f2 (held 1): relay 2 -> e2, d2; d2 empty, NORTH's: ends
        assertRows(s, new int[] {0, 0, 0, 0, 0, 0}, new int[] {0, 0, 0, 1, 1, 0});
        assertEquals(2, s.lastMoveLaps());
    }

    @Test
    @DisplayName("K5: at the start exactly c1, d1, e1, f1 are legal; a1 and b1 would relay from SOUTH's own row")
    void k5_startPosition() {
        GameState s = STANDARD.newState();
        assertEquals(List.of("c1", "d1", "e1", "f1"), s.position().legalMoves());
        assertEquals("its first lap would end in your own occupied hole e1 (rule K5)", s.whyIllegal(0));
        assertEquals("its first lap would end in your own occupied hole f1 (rule K5)", s.whyIllegal(1));
        GameState free = STANDARD.with("firstLapRestriction", false).newState();
        assertEquals(List.of("a1", "b1", "c1", "d1", "e1", "f1"), free.position().legalMoves());
    }

    @Test
    @DisplayName("K5: a first lap ending in an empty own hole or a reserved one is allowed")
    void k5_onlyOccupiedNonReserved() {
        KinguluState s = position(STANDARD, Player.SOUTH, new int[] {2, 0, 0, 1, 0, 0}, new int[] {1, 1, 1, 1, 1, 1});
        assertTrue(s.isLegal(0), "a1 (2) ends in c1, empty");
        s.setRows(new int[] {2, 0, 1, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 1});
        assertFalse(s.isLegal(0), "a1 (2) ends in c1, occupied");
        s.setReserved("c1", Player.NORTH);
        assertTrue(s.isLegal(0), "a1 (2) ends in c1, reserved");
    }

    @Test
    @DisplayName("K6 with small boards: pitsPerRow=4, seedsPerPit=2 gives exactly c1 and d1")
    void k6_smallBoard() {
        GameState s = STANDARD.with("pitsPerRow", 4).with("seedsPerPit", 2).newState();
        assertEquals(List.of("c1", "d1"), s.position().legalMoves());
    }

    @Test
    @DisplayName("K7, K8: no legal move ends the game; scores count own non-reserved holes, conquered holes and the bank")
    void k7_k8_endAndScore() {
        KinguluState s = position(STANDARD, Player.NORTH, new int[] {2, 0, 0, 0, 0, 1}, new int[] {0, 0, 4, 0, 0, 0});
        s.setBank(Player.SOUTH, 5);
        s.setBank(Player.NORTH, 30);
        s.setReserved("c2", Player.SOUTH);
        assertEquals(Status.NORTH_WINS, s.status());
        assertEquals(Reason.NO_LEGAL_MOVES, s.reason());
        assertEquals(12, s.score(Player.SOUTH));
        assertEquals(30, s.score(Player.NORTH));
        s.setBank(Player.NORTH, 12);
        assertEquals(Status.DRAW, s.status(), "equal scores are a draw");
    }

    @Test
    @DisplayName("K3, K8: each player's conquered holes count for them, not for the row's owner")
    void k3_k8_conquestsOnBothSides() {
        KinguluState s = position(STANDARD, Player.SOUTH, new int[] {2, 3, 0, 0, 0, 1}, new int[] {0, 0, 4, 0, 5, 0});
        s.setReserved("c2", Player.SOUTH);
        s.setReserved("b1", Player.NORTH);
        assertEquals(2 + 1 + 4, s.score(Player.SOUTH), "a1, f1 and the conquered c2; not b1, which NORTH holds");
        assertEquals(5 + 3, s.score(Player.NORTH), "e2 and the conquered b1; not c2, which SOUTH holds");
        assertTrue(s.scoresAddUp(), "K9");
        s.setReserved("c2", null);
        assertEquals(2 + 1, s.score(Player.SOUTH), "c2 free again is NORTH's");
        assertEquals(5 + 3 + 4, s.score(Player.NORTH));
    }

    @Test
    @DisplayName("K7: when the start leaves the first player no legal move, the game ends at once")
    void k7_noMoveAtStart() {
        GameState s = STANDARD.with("pitsPerRow", 2).with("seedsPerPit", 1).newState();
        // a1 (1) -> b1, occupied own hole: K5; b1 (1) -> b2 is legal.
        assertEquals(List.of("b1"), s.position().legalMoves());
        GameState blocked = STANDARD.with("pitsPerRow", 2).with("seedsPerPit", 4).newState();
        // a1 (4) -> b1 b2 a2 a1: ends in a1 itself, which received none before: empty own hole, legal.
        assertTrue(blocked.isLegal(0));
        KinguluState none = position(STANDARD, Player.SOUTH, new int[] {1, 1, 0, 0, 0, 0}, new int[] {1, 1, 1, 1, 1, 1});
        // a1 -> b1 occupied own; b1 -> c1 empty: legal. Remove b1's option by making c1 occupied.
        none.setRows(new int[] {1, 1, 1, 1, 1, 1}, new int[] {0, 0, 0, 0, 0, 0});
        assertEquals(List.of("f1"), none.position().legalMoves());
    }

    @Test
    @DisplayName("K9: the worked example and a full random game keep all 48 seeds")
    void k9_conservation() {
        Match m = STANDARD.newMatch().play("c1 a2");
        GameState s = m.state();
        assertEquals(48, s.score(Player.SOUTH) + s.score(Player.NORTH));
    }

    @Test
    @DisplayName("C7 DRAW: a move still sowing after maxLapsPerMove laps is not carried out and the game is drawn")
    void c7_endlessDraw() {
        Rules rules = STANDARD.with("maxLapsPerMove", 4);
        GameState start = rules.newState();
        GameState s = start.copy();
        s.play(hole(s, "c1"));     // the worked example needs 5 laps
        assertEquals(Status.DRAW, s.status());
        assertEquals(Reason.ENDLESS_MOVE, s.reason());
        assertEquals(1, s.ply());
        assertEquals(start.position().rows(), s.position().rows(), "the position stays exactly as before the move");
        assertEquals(0, s.bank(Player.SOUTH));
    }

    @Test
    @DisplayName("C7: a move that loops for ever is spotted by its repeated state, long before a lap limit of 10^9")
    void c7_endlessMoveSpottedByItsRepeatedState() {
        // Without the watch this last move c2 sows a billion laps (48 s) before the lap limit calls it endless.
        Match m = STANDARD.with("kuweka", false).with("maxLapsPerMove", 1_000_000_000).newMatch()
                .play("f1 f2 a1 c2 d1 a2 d1 d2 f1 d2 b1 b2 f1 a2 f1");
        Position before = m.position();
        m.play("c2");
        assertEquals(new Outcome(Status.DRAW, Reason.ENDLESS_MOVE), m.outcome());
        assertEquals(before.rows(), m.position().rows(), "the board stays as it was before the move");
        assertEquals(before.bank(), m.position().bank());
        Event.Endless endless = (Event.Endless) m.lastMove().events().get(0);
        assertTrue(endless.laps() < 10_000, "given up after " + endless.laps() + " laps");
    }

    @Test
    @DisplayName("C7 ILLEGAL: endless moves are not offered; with only endless moves left the game is drawn")
    void c7_endlessIllegal() {
        // After the worked example, NORTH's d2 takes 7 laps, a2 2, c2 3 and f2 1.
        GameState s = STANDARD.with("maxLapsPerMove", 5).with("endlessMove", "ILLEGAL").newState();
        s.play(hole(s, "c1"));
        assertEquals(List.of("a2", "c2", "f2"), s.position().legalMoves());
        assertTrue(s.whyIllegal(hole(s, "d2")).contains("(rule C7"));
        // Every opening move takes 5 laps: with a limit of 4 only endless moves are left at the start.
        GameState stuck = STANDARD.with("maxLapsPerMove", 4).with("endlessMove", "ILLEGAL").newState();
        assertEquals(Status.DRAW, stuck.status());
        assertEquals(Reason.ENDLESS_MOVE, stuck.reason());
        assertEquals(0, stuck.ply());
    }

    @Test
    @DisplayName("C8: the game is drawn when the ply count reaches maxTurns and it has not ended otherwise")
    void c8_turnLimit() {
        GameState s = STANDARD.with("maxTurns", 2).newState();
        s.play(hole(s, "c1"));
        assertEquals(Status.ONGOING, s.status());
        s.play(hole(s, "a2"));
        assertEquals(Status.DRAW, s.status());
        assertEquals(Reason.TURN_LIMIT, s.reason());
    }

    @Test
    @DisplayName("C1 firstPlayer=NORTH: NORTH opens, with the mirror of SOUTH's opening moves")
    void c1_firstPlayer() {
        GameState s = STANDARD.with("firstPlayer", "NORTH").newState();
        assertEquals(Player.NORTH, s.toMove());
        // NORTH's circuit runs f2 e2 ... a2 then a1: the mirror of SOUTH's K5 restriction.
        assertEquals(List.of("a2", "b2", "c2", "d2"), s.position().legalMoves());
    }

    @Test
    @DisplayName("C10: an invalid option value is refused with the option, the value and the range")
    void c10_optionErrors() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> STANDARD.with("pitsPerRow", 13));
        assertEquals("option pitsPerRow cannot be 13: valid values are 2..12", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> STANDARD.with("direction", "UP"));
        assertEquals("option direction cannot be UP: valid values are CCW, CW", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> STANDARD.with("reserve", 3));
        assertTrue(e.getMessage().startsWith("game bao-kingulu has no option 'reserve': valid options are pitsPerRow,"));
        assertArrayEquals(new Object[] {false}, STANDARD.with("kuweka", "false").changed().values().toArray());
    }
}
