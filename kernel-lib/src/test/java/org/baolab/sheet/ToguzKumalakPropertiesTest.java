package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.baolab.Games;
import org.baolab.core.Board;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.RandomGames;
import org.baolab.core.Rules;

/** Invariants of Toguz Kumalak's tuzdik (TK4) and of its balls (TK1b) over random games under random options. */
class ToguzKumalakPropertiesTest {

    @Provide
    Arbitrary<Rules> rules() {
        return Combinators.combine(Arbitraries.integers().between(3, 9), Arbitraries.integers().between(1, 12),
                Arbitraries.of("NUMBER", "OPPOSITE", "ANY"), Arbitraries.of("SOUTH", "NORTH"))
                .as((pits, seeds, twin, first) -> Games.rules("toguz-kumalak").with("pitsPerRow", pits)
                        .with("seedsPerPit", seeds).with("tuzdikTwin", twin).with("firstPlayer", first)
                        .with("maxTurns", 2000));
    }

    @Property(tries = 150)
    void tk1b_ballsAreConserved(@ForAll("rules") Rules rules, @ForAll long seed) {
        int total = 2 * rules.integer("pitsPerRow") * rules.integer("seedsPerPit");
        RandomGames.assertConserved(RandomGames.play(rules, seed), total, "TK1b");
    }

    /**
     * TK4, TK4a-c, TK5: a tuzdik, once made, stays; each player has at most one, in the opponent's row, never its
     * last hole, never the twin of the other's; it holds no ball.
     */
    @Property(tries = 150)
    void tk4_tuzdiksKeepTheirLimits(@ForAll("rules") Rules rules, @ForAll long seed) {
        List<Position> game = RandomGames.play(rules, seed);
        Map<String, Player> before = Map.of();
        for (Position p : game) {
            Board board = p.board();
            int columns = board.columns();
            assertTrue(p.reserved().entrySet().containsAll(before.entrySet()), "ply " + p.ply() + ": a tuzdik is for good");
            assertTrue(p.reserved().size() <= 2);
            for (Map.Entry<String, Player> e : p.reserved().entrySet()) {
                int h = board.parse(e.getKey());
                int row = h < columns ? 0 : 1;
                assertNotEquals(e.getValue().ordinal(), row, e.getKey() + " is in its claimer's own row");
                assertFalse(row == 1 ? h == columns : h == columns - 1, e.getKey() + " is the opponent's last hole");
                assertEquals(0, p.rows().get(row).get(h % columns), e.getKey() + " holds no ball");
                assertEquals(1, p.reserved().values().stream().filter(e.getValue()::equals).count());
            }
            assertNotTwins(rules, p);
            before = p.reserved();
        }
    }

    /** TK4c: SOUTH's tuzdik (in NORTH's row) and NORTH's (in SOUTH's) are not twins under the rules' reading. */
    private static void assertNotTwins(Rules rules, Position p) {
        int columns = p.board().columns();
        int southsColumn = -1;
        int northsColumn = -1;
        for (Map.Entry<String, Player> e : p.reserved().entrySet()) {
            int column = p.board().parse(e.getKey()) % columns;
            if (e.getValue() == Player.SOUTH) {
                southsColumn = column;
            } else {
                northsColumn = column;
            }
        }
        if (southsColumn < 0 || northsColumn < 0) {
            return;
        }
        String twin = rules.get("tuzdikTwin").toString();
        int southsNumber = columns - southsColumn;            // NORTH's holes are numbered from i2 back to a2
        int northsNumber = northsColumn + 1;
        assertFalse(twin.equals("NUMBER") && southsNumber == northsNumber, "twins by number: " + p.reserved());
        assertFalse(twin.equals("OPPOSITE") && southsColumn == northsColumn, "opposite twins: " + p.reserved());
    }

    /** C8: every game ends, and the same seed plays the same game. */
    @Property(tries = 60)
    void c8_everyGameEndsAndTheSameSeedGivesTheSameGame(@ForAll("rules") Rules rules, @ForAll long seed) {
        RandomGames.assertEndsAndRepeats(rules, seed, 2000);
    }
}
