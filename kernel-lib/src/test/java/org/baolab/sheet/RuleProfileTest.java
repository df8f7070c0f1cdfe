package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.junit.jupiter.api.Test;

class RuleProfileTest {

    private static RuleProfile shipped(String id) {
        return RuleProfile.of(((SheetGame) Games.byId(id)).sheet());
    }

    /**
     * Kalah and Oware by hand: board stores (ENDS / NONE), sowing origin (SOW / SKIP), five capture parameters
     * (where, when, counts, take, seed), extra-turn, feeding and grand-slam only in one, and the end conditions:
     * EITHER_SIDE_EMPTY against Oware's three pairs with HALF_CAPTURED (1) and leaves two over (2): 13.
     */
    @Test
    void kalahAndOwareDifferInThirteenBlocksAndParameters() {
        RuleProfile kalah = shipped("kalah-sheet");
        RuleProfile oware = shipped("oware-sheet");
        assertEquals(List.of("board stores: ENDS / NONE", "sowing origin: SOW / SKIP", "capture where: OWN / OPPONENT",
                "capture when: EMPTY / COUNT", "capture counts: {} / {2,3}", "capture take: OPPOSITE / RUN",
                "capture seed: WITH / WITHOUT", "extra-turn: yes / -",
                "feeding must=true: - / yes", "grand-slam then=NO_CAPTURE: - / yes", "end when: EITHER_SIDE_EMPTY / HALF_CAPTURED",
                "end when=REPETITION: - / yes", "end when=NO_LEGAL_MOVES: - / yes"), kalah.differences(oware));
        assertEquals(13, kalah.distance(oware));
        assertEquals(13, oware.distance(kalah));
        assertEquals(0, kalah.distance(kalah));
    }

    @Test
    void optionsCountAtTheirDefaults() {
        RuleProfile six = RuleProfile.read(sheet("option n = 6 1..12 \"holes\"\nboard holes=$n"), "six");
        RuleProfile literal = RuleProfile.read(sheet("board holes=6"), "literal");
        RuleProfile five = RuleProfile.read(sheet("board holes=5"), "five");
        assertEquals(0, six.distance(literal));
        assertEquals(List.of("board holes: 6 / 5"), six.differences(five));
    }

    @Test
    void repeatedBlocksPairIdenticalUsesFirst() {
        RuleProfile a = RuleProfile.read(sheet("board\nend when=REPETITION\nend when=NO_LEGAL_MOVES"), "a");
        RuleProfile b = RuleProfile.read(sheet("board\nend when=NO_LEGAL_MOVES"), "b");
        assertEquals(List.of("end when=REPETITION: yes / -"), a.differences(b));
    }

    @Test
    void eachUnexpressedRuleTheOtherLacksCountsOne() {
        RuleProfile a = RuleProfile.read(sheet("board\nunexpressed reserve cows come in\nunexpressed raids x"), "a");
        RuleProfile b = RuleProfile.read(sheet("board\nunexpressed raids y"), "b");
        assertEquals(List.of("raids", "reserve"), a.unexpressed());
        assertEquals(List.of("unexpressed reserve: yes / -"), a.differences(b));
        assertEquals(1, b.distance(a));
    }

    @Test
    void aProfileIsCheckedAsASheet() {
        SheetException e = assertThrows(SheetException.class,
                () -> RuleProfile.read(sheet("board rows=3"), "bad.profile"));
        assertTrue(e.getMessage().contains("rows"), e.getMessage());
    }

    private static String sheet(String blocks) {
        return "game profile-test\ntitle Test\nabout a test\nsource none\n" + blocks
                + (blocks.contains("\nend") ? "" : "\nend when=NO_LEGAL_MOVES") + "\nstart seeds=4\n";
    }
}
