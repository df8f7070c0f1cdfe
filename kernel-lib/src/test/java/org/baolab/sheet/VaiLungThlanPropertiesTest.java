package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.RandomGames;
import org.baolab.core.Rules;

/** Invariants of Vai Lung Thlan, and a fact its description states. */
class VaiLungThlanPropertiesTest {

    /**
     * Mancala World's "Suggestions for Good Play": "a hole containing 12 stones can always capture at least one stone
     * because the last stone is dropped into the emptied hole" (VL2, VL3): on any board, with any other counts.
     */
    @Property(tries = 300)
    void vl3_aHoleOfTwelveAlwaysCaptures(@ForAll @Size(12) List<@IntRange(min = 0, max = 6) Integer> others,
                                         @ForAll @IntRange(min = 0, max = 5) int hole) {
        int[] row1 = new int[6];
        int[] row2 = new int[6];
        for (int i = 0; i < 6; i++) {
            row1[i] = others.get(i);
            row2[i] = others.get(6 + i);
        }
        row1[hole] = 12;
        GameState s = Games.rules("vai-lung-thlan").newState().setRows(row1, row2);
        s.play(hole);
        assertTrue(s.bank(Player.SOUTH) >= 1, "12 stones from hole " + hole + " captured nothing");
    }

    @Property(tries = 150)
    void vl1_stonesAreConserved(@ForAll @IntRange(min = 2, max = 8) int pits, @ForAll @IntRange(min = 1, max = 8) int seeds,
                                @ForAll long seed) {
        Rules rules = Games.rules("vai-lung-thlan").with("pitsPerRow", pits).with("seedsPerPit", seeds)
                .with("maxTurns", 3000);
        RandomGames.assertConserved(RandomGames.play(rules, seed), 2 * pits * seeds, "VL1");
        RandomGames.assertEndsAndRepeats(rules, seed, 3000);
    }
}
