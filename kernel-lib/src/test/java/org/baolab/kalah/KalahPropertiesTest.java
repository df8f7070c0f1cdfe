package org.baolab.kalah;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.baolab.Games;
import org.baolab.core.RandomGames;
import org.baolab.core.Rules;

/** Invariants of Kalah over random games under random option values. */
class KalahPropertiesTest {

    @Provide
    Arbitrary<Rules> rules() {
        return Combinators.combine(Arbitraries.integers().between(1, 12), Arbitraries.integers().between(1, 12),
                Arbitraries.of(true, false), Arbitraries.of("EITHER_SIDE_EMPTY", "MOVER_EMPTY"),
                Arbitraries.of("SOUTH", "NORTH")).as((pits, seeds, empty, end, first) -> Games.kalah()
                .with("pitsPerRow", pits).with("seedsPerPit", seeds).with("emptyCapture", empty).with("endWhen", end)
                .with("firstPlayer", first).with("maxTurns", 600));
    }

    @Property(tries = 200)
    void ka8_seedsAreConservedAndNoCountIsNegative(@ForAll("rules") Rules rules, @ForAll long seed) {
        int total = 2 * rules.integer("pitsPerRow") * rules.integer("seedsPerPit");
        RandomGames.assertConserved(RandomGames.play(rules, seed), total, "KA8");
    }

    /** KA8b: no position of a game comes back. */
    @Property(tries = 200)
    void ka8b_noPositionComesBack(@ForAll("rules") Rules rules, @ForAll long seed) {
        RandomGames.assertNoPositionComesBack(rules, seed, "KA8b");
    }

    @Property(tries = 100)
    void c8_everyGameEndsAndTheSameSeedGivesTheSameGame(@ForAll("rules") Rules rules, @ForAll long seed) {
        RandomGames.assertEndsAndRepeats(rules, seed, 600);
    }
}
