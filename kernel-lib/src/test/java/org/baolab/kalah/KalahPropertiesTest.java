package org.baolab.kalah;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.baolab.Games;
import org.baolab.core.Player;
import org.baolab.core.Position;
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
        for (Position p : RandomGames.play(rules, seed)) {
            p.rows().forEach(row -> row.forEach(n -> assertTrue(n >= 0)));
            int houses = p.rows().stream().flatMap(List::stream).mapToInt(Integer::intValue).sum();
            assertEquals(total, houses + p.bank().get(Player.SOUTH) + p.bank().get(Player.NORTH), "KA8");
            if (p.outcome().isOver()) {
                assertEquals(0, houses, "KA6: the seeds left go to the stores");
            }
        }
    }

    @Property(tries = 100)
    void c8_everyGameEndsAndTheSameSeedGivesTheSameGame(@ForAll("rules") Rules rules, @ForAll long seed) {
        List<Position> game = RandomGames.play(rules, seed);
        assertTrue(game.get(game.size() - 1).outcome().isOver());
        assertTrue(game.size() - 1 <= 600);
        assertEquals(game, RandomGames.play(rules, seed));
    }
}
