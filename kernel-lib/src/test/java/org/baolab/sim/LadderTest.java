package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.junit.jupiter.api.Test;

/** {@link Ladder}: the Bradley-Terry fit worked by hand, its prior, the skill depth and reproducibility. */
class LadderTest {

    private static final double ELO = 400 / Math.log(10);

    @Test
    void anAgentThatWinsEveryGameHasAFiniteRatingFromTheVirtualDraw() {
        // 20 games, all won by B: with one virtual draw B has 20.5 of 21 points, so gamma_B / gamma_A = 20.5 / 0.5
        Ladder.Ratings r = Ladder.Ratings.fit(List.of("A", "B"), new double[][] {{0, 0}, {20, 0}},
                new long[][] {{0, 20}, {20, 0}});
        assertEquals(0, r.rating()[0], 1e-9);
        assertEquals(400 * Math.log10(41), r.rating()[1], 1e-6);
        // observed information of log-strength: n p (1 - p), p = 41/42, n = 21
        double se = 1 / Math.sqrt(21 * (41.0 / 42) * (1.0 / 42));
        assertEquals(r.rating()[1] - 1.959963984540054 * ELO * se, r.low()[1], 1e-6);
        assertEquals(r.rating()[1] + 1.959963984540054 * ELO * se, r.high()[1], 1e-6);
        assertArrayEquals(new long[] {20, 20}, r.games());
        assertEquals(1.0, r.scoreRate()[1][0]);
        assertEquals(1, r.depth());
    }

    @Test
    void evenResultsRateEveryoneAlikeAndGiveNoDepth() {
        double[][] score = {{0, 5, 5}, {5, 0, 5}, {5, 5, 0}};
        long[][] met = {{0, 10, 10}, {10, 0, 10}, {10, 10, 0}};
        Ladder.Ratings r = Ladder.Ratings.fit(List.of("A", "B", "C"), score, met);
        for (int i = 0; i < 3; i++) {
            assertEquals(0, r.rating()[i], 1e-9);
        }
        assertEquals(0, r.depth());
        assertTrue(r.low()[1] < 0 && r.high()[1] > 0);
    }

    @Test
    void depthCountsTheRungsInARowFromTheBottom() {
        // B beats A 95 of 100, C against B 50 of 100, D beats C 95 of 100: one rung, then a tie stops the count
        double[][] score = {{0, 5, 5, 0}, {95, 0, 50, 5}, {95, 50, 0, 5}, {100, 95, 95, 0}};
        long[][] met = {{0, 100, 100, 100}, {100, 0, 100, 100}, {100, 100, 0, 100}, {100, 100, 100, 0}};
        Ladder.Ratings r = Ladder.Ratings.fit(List.of("A", "B", "C", "D"), score, met);
        assertEquals(1, r.depth());
        assertTrue(r.difference(3, 2)[0] > 0, "D is stronger than C, but the tie below stops the count");
        assertEquals(3, r.byRating().get(0));
        assertEquals(0, r.byRating().get(3));
    }

    @Test
    void aLadderIsTheSameForAnyThreadCount() {
        Ladder ladder = Ladder.of(Games.kimasaiFourRows().with("holesPerRow", 4)).agents("random", "greedy",
                "alphabeta:1").games(30).seed(9);
        Ladder.Ratings one = ladder.threads(1).run();
        Ladder.Ratings three = ladder.threads(3).run();
        assertEquals(one.csv(), three.csv());
        assertEquals(one.toString(), three.toString());
        assertArrayEquals(new long[] {120, 120, 120}, one.games(), "30 games per pair and side, two opponents");
        assertTrue(one.csv().startsWith("agent,rating,ratingLow,ratingHigh,games\n"), one.csv());
        assertTrue(one.rating()[1] > 0, "greedy beats random: " + one);
    }

    @Test
    void aVariedLadderGivesEachVariantTheLadderOfItsOwnRules() {
        Ladder ladder = Ladder.of(Games.baoKingulu().with("pitsPerRow", 4)).agents("random", "greedy").games(20)
                .seed(2).threads(2);
        List<Ladder.Variant> variants = ladder.vary("kuweka", true, false).runVaried();
        assertEquals(2, variants.size());
        assertEquals(true, variants.get(0).value());
        assertEquals(false, variants.get(1).value());
        Ladder.Ratings without = Ladder.of(Games.baoKingulu().with("pitsPerRow", 4).with("kuweka", false))
                .agents("random", "greedy").games(20).seed(2).threads(1).run();
        assertEquals(without.csv(), variants.get(1).ratings().csv());
        assertEquals(without.depth(), variants.get(1).depth());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Ladder.of(Games.baoKingulu())
                .vary("kuweka", "maybe")).getMessage().contains("kuweka"));
        assertThrows(IllegalArgumentException.class, () -> Ladder.of(Games.baoKingulu()).agents("random", "greedy")
                .runVaried());
    }

    @Test
    void aLadderVariesOneOptionAsASweepDoesRangesIncluded() {
        Ladder ladder = Ladder.of(Games.baoKingulu().with("pitsPerRow", 4)).agents("random", "greedy").games(5).seed(2);
        List<Ladder.Variant> variants = ladder.vary("seedsPerPit", "2..6:2").runVaried();
        assertEquals(List.of(2, 4, 6), variants.stream().map(Ladder.Variant::value).toList());
        List<String> csv = List.of(Ladder.Variant.csv(variants).split("\n"));
        assertEquals("seedsPerPit,agent,rating,ratingLow,ratingHigh,games,depth", csv.get(0));
        assertEquals(1 + 3 * 2, csv.size());
        for (int v = 0; v < 3; v++) {
            List<String> rows = List.of(variants.get(v).ratings().csv().split("\n")).subList(1, 3);
            for (int r = 0; r < 2; r++) {
                assertEquals(variants.get(v).value() + "," + rows.get(r) + "," + variants.get(v).depth(),
                        csv.get(1 + 2 * v + r));
            }
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ladder.vary("kuweka", true, false))
                .getMessage().contains("a ladder varies one option"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ladder.vary("seedsPerPit", 3))
                .getMessage().contains("given twice"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Ladder.of(Games.baoKingulu())
                .vary("kuweka", true, "true")).getMessage().contains("true is given twice"));
    }

    @Test
    void badAgentsAreRefused() {
        Ladder ladder = Ladder.of(Games.baoKingulu());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ladder.agents("random")).getMessage()
                .contains("at least two agents"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ladder.agents("random", "random"))
                .getMessage().contains("named twice"));
        assertThrows(IllegalArgumentException.class, () -> ladder.agents("random", "mcts:x"));
        assertThrows(IllegalArgumentException.class, () -> ladder.games(0));
        assertThrows(IllegalArgumentException.class, ladder::run);
    }
}
