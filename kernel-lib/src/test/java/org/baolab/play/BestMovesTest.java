package org.baolab.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BestMovesTest {

    @Test
    @DisplayName("the perfect agent plays any source of best moves, each of them about equally often")
    void perfectPlaysWhatItIsGiven() {
        GameState start = Games.baoKingulu().newState();
        Agent perfect = Agents.perfect(state -> 1L << 2 | 1L << 5);
        SplittableRandom rng = new SplittableRandom(1);
        int[] chosen = new int[start.board().size()];
        for (int i = 0; i < 2000; i++) {
            chosen[perfect.choose(start, rng)]++;
        }
        assertEquals(2000, chosen[2] + chosen[5], "only the best moves");
        assertTrue(Math.abs(chosen[2] - 1000) < 100, "uniform among them: " + chosen[2] + " of 2000");
        assertEquals("perfect", perfect.spec().name());
    }
}
