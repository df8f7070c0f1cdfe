package org.baolab.oware;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.baolab.Games;
import org.baolab.core.Position;
import org.baolab.core.RandomGames;
import org.baolab.core.Rules;

/** Invariants of Oware over random games under random option values. */
class OwarePropertiesTest {

    @Provide
    Arbitrary<Rules> rules() {
        return Combinators.combine(Arbitraries.integers().between(2, 12), Arbitraries.integers().between(1, 12),
                Arbitraries.of("NO_CAPTURE", "ILLEGAL", "CAPTURE"), Arbitraries.of(true, false),
                Arbitraries.of("SOUTH", "NORTH")).as((pits, seeds, slam, feed, first) -> Games.oware()
                .with("pitsPerRow", pits).with("seedsPerPit", seeds).with("grandSlam", slam).with("mustFeed", feed)
                .with("firstPlayer", first).with("maxTurns", 600));
    }

    @Property(tries = 200)
    void ow10_seedsAreConservedAndNoCountIsNegative(@ForAll("rules") Rules rules, @ForAll long seed) {
        int total = 2 * rules.integer("pitsPerRow") * rules.integer("seedsPerPit");
        RandomGames.assertConserved(RandomGames.play(rules, seed), total, "OW10");
    }

    @Property(tries = 100)
    void c8_everyGameEndsAndTheSameSeedGivesTheSameGame(@ForAll("rules") Rules rules, @ForAll long seed) {
        RandomGames.assertEndsAndRepeats(rules, seed, 600);
    }

    /**
     * OW7c, OW8: the position that comes back ends the game and its seeds are collected then, so that no position
     * a game passes through, its last included, comes back.
     */
    @Property(tries = 200)
    void ow7c_ow8_noPositionComesBackAtTheEndEither(@ForAll("rules") Rules rules, @ForAll long seed) {
        RandomGames.assertNoPositionComesBack(rules, seed, "OW7c, OW8");
    }

    /** OW7c: no position (houses, captures, the player to move) comes back before the game ends. */
    @Property(tries = 200)
    void ow7c_noPositionComesBackBeforeTheEnd(@ForAll("rules") Rules rules, @ForAll long seed) {
        List<Position> game = RandomGames.play(rules, seed);
        Set<List<Object>> seen = new HashSet<>();
        for (Position p : game.subList(0, game.size() - 1)) {
            assertTrue(seen.add(List.of(p.rows(), p.bank(), p.toMove())), () -> "ply " + p.ply() + " came back");
        }
    }
}
