package org.baolab.kingulu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.baolab.Games;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * K5 is decided without sowing (the engine looks up where a first lap ends). Checked here against a first lap
 * sown seed by seed, over random games and option values.
 */
class FirstLapRestrictionTest {

    @Property(tries = 60)
    void k5RefusesExactlyTheFirstLapsThatWouldRelayFromTheMoversRow(@ForAll @IntRange(min = 2, max = 12) int pits,
            @ForAll @IntRange(min = 1, max = 8) int seeds, @ForAll boolean skipOrigin, @ForAll Direction direction,
            @ForAll long seed) {
        Rules rules = Games.baoKingulu().with("pitsPerRow", pits).with("seedsPerPit", seeds)
                .with("skipOrigin", skipOrigin).with("direction", direction).with("maxTurns", 200);
        GameState state = rules.newState();
        int[] next = state.board().circuit(Player.SOUTH, direction);
        SplittableRandom rng = new SplittableRandom(seed);
        while (!state.isOver()) {
            int from = state.toMove().ordinal() * pits;
            for (int h = from; h < from + pits; h++) {
                if (state.reservedFor(h) == null && state.count(h) > 0) {
                    String why = state.whyIllegal(h);
                    boolean refused = why != null && why.contains("K5");
                    assertEquals(relaysFromOwnRow(state, next, h, skipOrigin), refused, state + " " + state.board().name(h));
                }
            }
            state.play(state.legalMove(rng.nextInt(state.legalMoveCount())));
        }
    }

    /** Sows the first lap from {@code hole} seed by seed on a copy of the counts. */
    private static boolean relaysFromOwnRow(GameState state, int[] next, int hole, boolean skipOrigin) {
        int[] counts = new int[state.board().size()];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = state.count(i);
        }
        int seeds = counts[hole];
        counts[hole] = 0;
        int h = hole;
        int before = 0;
        for (int s = 0; s < seeds; s++) {
            h = next[h];
            if (skipOrigin && h == hole) {
                h = next[h];
            }
            before = counts[h];
            if (state.reservedFor(h) == null) {
                counts[h]++;
            }
        }
        boolean own = h / state.board().columns() == state.toMove().ordinal();
        return own && state.reservedFor(h) == null && before > 0;
    }
}
