package org.baolab.kingulu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.baolab.Games;
import org.baolab.core.Event;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Position;
import org.baolab.core.RandomGames;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.Sowing;
import org.baolab.core.Trace;

/** Invariants of Bao Kingulu over random games under random option values. */
class KinguluPropertiesTest {

    @Provide
    Arbitrary<Rules> rules() {
        Arbitrary<Rules> board = Combinators.combine(Arbitraries.integers().between(2, 12),
                Arbitraries.integers().between(1, 8), Arbitraries.of("CCW", "CW"), Arbitraries.of(true, false),
                Arbitraries.of(true, false), Arbitraries.of(true, false), Arbitraries.of(true, false),
                Arbitraries.of(true, false)).as((pits, seeds, dir, skip, landing, capture, sowingSeed, kuweka) ->
                Games.baoKingulu().with("pitsPerRow", pits).with("seedsPerPit", seeds).with("direction", dir)
                        .with("skipOrigin", skip).with("reservedLandingEndsMove", landing)
                        .with("captureEmptyOwnHole", capture).with("captureIncludesSowingSeed", sowingSeed)
                        .with("kuweka", kuweka));
        return Combinators.combine(board, Arbitraries.integers().between(1, 6), Arbitraries.of(true, false),
                Arbitraries.of(true, false), Arbitraries.of(true, false), Arbitraries.of("DRAW", "ILLEGAL"),
                Arbitraries.integers().between(3, 300), Arbitraries.of("SOUTH", "NORTH")).as(
                (r, count, penultimate, singleton, firstLap, endless, laps, first) -> r.with("kuwekaCount", count)
                        .with("kuwekaPenultimate", penultimate).with("kuwekaSingletonException", singleton)
                        .with("firstLapRestriction", firstLap).with("endlessMove", endless)
                        .with("maxLapsPerMove", laps).with("firstPlayer", first).with("maxTurns", 400));
    }

    @Property(tries = 150)
    void k9_seedsAreConservedAndNoCountIsNegative(@ForAll("rules") Rules rules, @ForAll long seed) {
        int total = 2 * rules.integer("pitsPerRow") * rules.integer("seedsPerPit");
        for (Position p : RandomGames.play(rules, seed)) {
            assertEquals(total, p.score().get(Player.SOUTH) + p.score().get(Player.NORTH), "K9");
            p.rows().forEach(row -> row.forEach(n -> assertTrue(n >= 0)));
            int onBoard = p.rows().stream().flatMap(List::stream).mapToInt(Integer::intValue).sum();
            assertEquals(total, onBoard + p.bank().get(Player.SOUTH) + p.bank().get(Player.NORTH), "K9");
        }
    }

    /**
     * K8 by its definition, hole by hole, after every ply: the engine keeps the seeds of conquered holes at hand
     * instead of looking at every hole, which holds only if nothing enters or leaves a conquered hole; and so the
     * count of reserved holes that the progress of a game adds to the seeds banked.
     */
    @Property(tries = 150)
    void k3_k8_theScoreIsTheBankTheFreeHolesOfTheRowAndTheHolesConquered(@ForAll("rules") Rules rules,
                                                                        @ForAll long seed) {
        GameState s = rules.newState();
        SplittableRandom rng = new SplittableRandom(seed);
        while (true) {
            for (Player p : Player.values()) {
                int expected = s.bank(p);
                for (int h = 0; h < s.board().size(); h++) {
                    Player reserved = s.reservedFor(h);
                    boolean inRow = h < s.board().columns() == (p == Player.SOUTH);
                    if (reserved == p || reserved == null && inRow) {
                        expected += s.count(h);
                    }
                }
                assertEquals(expected, s.score(p), "K8 for " + p + " at ply " + s.ply());
            }
            long reserved = java.util.stream.IntStream.range(0, s.board().size())
                    .filter(h -> s.reservedFor(h) != null).count();
            assertEquals(s.bank(Player.SOUTH) + s.bank(Player.NORTH) + reserved, s.progress(), "progress");
            if (s.isOver()) {
                break;
            }
            s.play(s.legalMove(rng.nextInt(s.legalMoveCount())));
        }
    }

    @Property(tries = 100)
    void c8_everyGameEndsAndTheSameSeedGivesTheSameGame(@ForAll("rules") Rules rules, @ForAll long seed) {
        List<Position> game = RandomGames.play(rules, seed);
        assertTrue(game.get(game.size() - 1).outcome().isOver());
        assertTrue(game.size() - 1 <= 400);
        assertEquals(game, RandomGames.play(rules, seed));
    }

    /**
     * K5 checked against the engine's account of the move with the restriction off: a first lap that ends in an
     * occupied hole of the mover's row is followed by a relay lap from that hole (the trace sees the laps of an
     * endless move too, so the lap limit does not hide it).
     */
    @Property(tries = 100)
    void k5_refusesExactlyTheMovesWhoseFirstLapRelaysFromTheMoversRow(@ForAll("rules") Rules rules,
                                                                        @ForAll long seed) {
        Rules on = rules.with("firstLapRestriction", true).with("endlessMove", "DRAW");
        Rules off = on.with("firstLapRestriction", false);
        SplittableRandom rng = new SplittableRandom(seed);
        GameState s = on.newState();
        while (!s.isOver()) {
            GameState free = off.newState();
            copyPosition(s, free);
            for (int i = 0; i < free.legalMoveCount(); i++) {
                int hole = free.legalMove(i);
                List<int[]> laps = new ArrayList<>();
                GameState trial = free.copy();
                trial.trace(new Trace() {
                    @Override
                    public void lap(Event.Lap.Kind kind, int from, int seeds, int end, List<Sowing.Drop> path) {
                        laps.add(new int[] {from, end});
                    }
                });
                trial.play(hole);
                int firstEnd = laps.get(0)[1];
                boolean relaysFromOwnRow = laps.size() > 1 && laps.get(1)[0] == firstEnd
                        && free.board().row(firstEnd) == s.toMove().ordinal() + 1;
                assertEquals(!relaysFromOwnRow, s.isLegal(hole), () -> "K5 at " + free.board().name(hole));
            }
            s.play(s.legalMove(rng.nextInt(s.legalMoveCount())));
        }
    }

    /** C7 DRAW: whatever the position, a move given up as endless leaves board, banks and reserved holes as they were. */
    @Property(tries = 100)
    void c7_anEndlessMoveChangesNothingButThePly(@ForAll("rules") Rules rules, @ForAll long seed) {
        Rules tight = rules.with("endlessMove", "DRAW").with("maxLapsPerMove", 2);
        SplittableRandom rng = new SplittableRandom(seed);
        GameState s = rules.with("endlessMove", "DRAW").newState();
        while (!s.isOver()) {
            GameState t = tight.newState();
            copyPosition(s, t);
            for (int i = 0; i < t.legalMoveCount(); i++) {
                GameState u = t.copy();
                u.play(t.legalMove(i));
                if (u.reason() == Reason.ENDLESS_MOVE) {
                    assertEquals(t.position().rows(), u.position().rows());
                    assertEquals(t.position().bank(), u.position().bank());
                    assertEquals(t.position().reserved(), u.position().reserved());
                    assertEquals(t.ply() + 1, u.ply());
                }
            }
            s.play(s.legalMove(rng.nextInt(s.legalMoveCount())));
        }
    }

    /**
     * C7: the watch for a repeated state (LapCycle) only stops endless moves sooner. Played with and without it,
     * every random game is the same, ply for ply, tallies included, under the given lap limit and the default one.
     */
    @Property(tries = 100)
    void c7_loopWatchChangesNoResult(@ForAll("rules") Rules rules, @ForAll boolean defaultLaps, @ForAll long seed) {
        Rules drawn = rules.with("endlessMove", "DRAW").with("maxLapsPerMove", defaultLaps ? 10_000
                : rules.integer("maxLapsPerMove"));
        KinguluState watched = (KinguluState) drawn.newState();
        KinguluState unwatched = watched.copy();
        unwatched.watchLoopsAfter(Integer.MAX_VALUE);
        SplittableRandom rng = new SplittableRandom(seed);
        while (!watched.isOver()) {
            int move = watched.legalMove(rng.nextInt(watched.legalMoveCount()));
            watched.play(move);
            unwatched.play(move);
            assertTrue(watched.sameAs(unwatched), "ply " + watched.ply());
        }
        assertTrue(unwatched.isOver());
    }

    private static void copyPosition(GameState from, GameState to) {
        Position p = from.position();
        int[][] rows = p.rows().stream().map(r -> r.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        KinguluState k = (KinguluState) to;
        k.setRows(rows);
        k.setToMove(p.toMove());
        k.setBank(Player.SOUTH, p.bank().get(Player.SOUTH));
        k.setBank(Player.NORTH, p.bank().get(Player.NORTH));
        p.reserved().forEach(k::setReserved);
    }
}
