package org.baolab.twophase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.baolab.Games;
import org.baolab.core.Direction;
import org.baolab.core.EndlessMove;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Rules;

/** Invariants over random games under random option values. */
class TwoPhasePropertiesTest {

    @Provide
    Arbitrary<Rules> anyRules() {
        Arbitrary<Integer> reserve = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.integers().between(0, 40).withDistribution(RandomDistribution.uniform())),
                Tuple.of(3, Arbitraries.integers().between(0, 200).withDistribution(RandomDistribution.uniform())),
                Tuple.of(1, Arbitraries.integers().between(0, 1000).withDistribution(RandomDistribution.uniform())));
        Arbitrary<Integer> own = Arbitraries.integers().between(0, 60).injectNull(0.5);   // null: follows reserve
        return Builders.withBuilder(Games::kimasaiTwoPhase)
                .use(Arbitraries.integers().between(2, 12)).in((r, v) -> r.with("holesPerRow", v))
                .use(Arbitraries.integers().between(1, 20)).in((r, v) -> r.with("innerRowCows", v))
                .use(reserve).in((r, v) -> r.with("reserve", v))
                .use(own).in((r, v) -> r.with("reserveSouth", v))
                .use(own).in((r, v) -> r.with("reserveNorth", v))
                .use(Arbitraries.of(Direction.class)).in((r, v) -> r.with("direction", v))
                .use(Arbitraries.of(true, false)).in((r, v) -> r.with("firstMoveWithoutReserve", v))
                .use(Arbitraries.of(PhaseTwoStart.class)).in((r, v) -> r.with("phaseTwoStart", v))
                .use(Arbitraries.of(true, false)).in((r, v) -> r.with("capturesInPhaseOne", v))
                .use(Arbitraries.of(CaptureSowStart.class)).in((r, v) -> r.with("captureSowStart", v))
                .use(Arbitraries.of(InnerRowCheck.class)).in((r, v) -> r.with("innerRowCheck", v))
                .use(Arbitraries.of(Player.class)).in((r, v) -> r.with("firstPlayer", v))
                .use(Arbitraries.of(EndlessMove.class)).in((r, v) -> r.with("endlessMove", v))
                .use(mostly(10000, Arbitraries.integers().between(1, 2000))).in((r, v) -> r.with("maxLapsPerMove", v))
                .use(mostly(1000, Arbitraries.integers().between(1, 1000))).in((r, v) -> r.with("maxTurns", v))
                .build();
    }

    /** The default value 4 times in 5, else a value of {@code other}: small limits end games early. */
    private static Arbitrary<Integer> mostly(int value, Arbitrary<Integer> other) {
        return Arbitraries.frequencyOf(Tuple.of(4, Arbitraries.just(value)), Tuple.of(1, other));
    }

    /** Cows on the board and in both reserves. */
    private static int cows(GameState s) {
        return s.score(Player.SOUTH) + s.score(Player.NORTH) + s.reserve(Player.SOUTH) + s.reserve(Player.NORTH);
    }

    /** Plays random legal moves to the end, checking {@code check} after every move; returns the positions seen. */
    private static List<Long> playRandomly(GameState s, long seed, Runnable check) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Long> hashes = new ArrayList<>();
        while (!s.isOver()) {
            s.play(s.legalMove(random.nextInt(s.legalMoveCount())));
            hashes.add(s.hash());
            check.run();
        }
        return hashes;
    }

    @Property(tries = 300)
    void t2_cowsAreNeitherCreatedNorLost(@ForAll("anyRules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        int total = rules.integer("holesPerRow") * 2 * rules.integer("innerRowCows")
                + KimasaiTwoPhase.startingReserve(rules, 0) + KimasaiTwoPhase.startingReserve(rules, 1);
        assertEquals(total, cows(s));
        playRandomly(s, seed, () -> {
            assertEquals(total, cows(s), "cows after ply " + s.ply());
            for (int h = 0; h < s.board().size(); h++) {
                assertTrue(s.count(h) >= 0, "hole " + s.board().name(h) + " at ply " + s.ply());
            }
            assertTrue(s.reserve(Player.SOUTH) >= 0 && s.reserve(Player.NORTH) >= 0);
            assertEquals(0, s.bank(Player.SOUTH) + s.bank(Player.NORTH), "no stores in this game (T1)");
        });
        Statistics.label("end").collect(s.reason());
        Statistics.label("phase 2 reached").collect(((TwoPhaseState) s).phaseTwoPly(Player.SOUTH) >= 0);
        Statistics.label("plies").collect(s.ply() < 10 ? "<10" : s.ply() < 100 ? "<100" : ">=100");
    }

    @Property(tries = 150)
    void c8_gamesAlwaysEndWithinMaxTurns(@ForAll("anyRules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        playRandomly(s, seed, () -> assertTrue(s.ply() <= rules.integer("maxTurns")));
        assertTrue(s.isOver());
        if (s.reason() == Reason.TURN_LIMIT) {
            assertEquals(rules.integer("maxTurns"), s.ply());
        }
    }

    @Property(tries = 100)
    void deterministicFromASeed(@ForAll("anyRules") Rules rules, @ForAll long seed) {
        GameState a = rules.newState();
        GameState b = rules.newState();
        assertEquals(playRandomly(a, seed, () -> { }), playRandomly(b, seed, () -> { }));
        assertTrue(a.sameAs(b));
    }

    @Property(tries = 150)
    void c7_endlessMoveLeavesThePositionAsItWas(@ForAll("anyRules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        GameState before = s.copy();
        SplittableRandom random = new SplittableRandom(seed);
        while (!s.isOver()) {
            before.copyFrom(s);
            s.play(s.legalMove(random.nextInt(s.legalMoveCount())));
            if (s.reason() == Reason.ENDLESS_MOVE && rules.get("endlessMove") == EndlessMove.DRAW) {
                assertEquals(before.position().rows(), s.position().rows());
                assertEquals(before.position().reserve(), s.position().reserve());
                assertEquals(before.captureEvents(Player.SOUTH), s.captureEvents(Player.SOUTH));
                assertEquals(before.captureEvents(Player.NORTH), s.captureEvents(Player.NORTH));
                assertEquals(before.laps(), s.laps());
                assertEquals(before.ply() + 1, s.ply());
            }
        }
    }

    @Property(tries = 100)
    void c7_loopWatchChangesNoResult(@ForAll("anyRules") Rules rules, @ForAll long seed) {
        TwoPhaseState watched = (TwoPhaseState) rules.newState();
        TwoPhaseState unwatched = watched.copy();
        unwatched.watchLoopsAfter(Integer.MAX_VALUE);
        SplittableRandom random = new SplittableRandom(seed);
        while (!watched.isOver()) {
            int move = watched.legalMove(random.nextInt(watched.legalMoveCount()));
            watched.play(move);
            unwatched.play(move);
            assertTrue(watched.sameAs(unwatched), "ply " + watched.ply());
        }
        assertTrue(unwatched.isOver());
    }

    @Property(tries = 100)
    void copiesPlayOnAlike(@ForAll("anyRules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 20 && !s.isOver(); i++) {
            s.play(s.legalMove(random.nextInt(s.legalMoveCount())));
        }
        GameState c = s.copy();
        assertTrue(c.sameAs(s));
        assertEquals(s.hash(), c.hash());
        assertEquals(playRandomly(s, seed, () -> { }), playRandomly(c, seed, () -> { }));
    }
}
