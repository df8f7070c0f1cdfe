package org.baolab.fourrows;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.baolab.Games;
import org.baolab.core.Board;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;

/** Invariants of kimasai-four-rows over random games under random option values. */
class FourRowsPropertiesTest {

    @Provide
    Arbitrary<Rules> rules() {
        return Combinators.combine(
                Arbitraries.integers().between(2, 12),
                Arbitraries.of(Direction.class),
                Arbitraries.of(true, false).list().ofSize(5),
                Arbitraries.of(Player.class),
                Arbitraries.integers().between(1, 1500)).as((width, direction, flags, first, maxTurns) ->
                Games.kimasaiFourRows().with("holesPerRow", width).with("direction", direction)
                        .with("captures", flags.get(0)).with("captureBackRow", flags.get(1))
                        .with("immobilizedLoses", flags.get(2)).with("repetitionDraw", flags.get(3))
                        .with("repetitionIncludesMover", flags.get(4)).with("firstPlayer", first)
                        .with("maxTurns", maxTurns));
    }

    /** Plays random legal moves to the end, checking {@code check} after every ply; returns the moves. */
    private static List<Integer> playRandom(GameState s, long seed, Runnable check) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Integer> moves = new ArrayList<>();
        int maxTurns = s.rules().integer("maxTurns");
        while (!s.isOver()) {
            assertTrue(s.ply() < maxTurns, "C8/F7: the game must end by ply " + maxTurns);
            int hole = s.legalMove(random.nextInt(s.legalMoveCount()));
            moves.add(hole);
            s.play(hole);
            check.run();
        }
        return moves;
    }

    @Property(tries = 300)
    void f3_f4_stonesNeverMultiplyAndAHoleHoldsAtMostOne(@ForAll("rules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        int n = s.board().columns();
        Runnable check = () -> {
            int[] onBoard = new int[2];
            for (int h = 0; h < s.board().size(); h++) {
                assertTrue(s.count(h) == 0 || s.count(h) == 1, "F3: " + s.board().name(h) + " holds " + s.count(h));
                onBoard[h < 2 * n ? 0 : 1] += s.count(h);
            }
            for (Player p : Player.values()) {
                assertEquals(onBoard[p.ordinal()], s.score(p), "score = stones on the board");
                assertEquals(2 * n - 1, onBoard[p.ordinal()] + s.bank(p.opponent()), "F4: captured stones leave, none appear");
                assertEquals(s.capturedSeeds(p), s.bank(p));
            }
            if (!rules.bool("captures")) {
                assertEquals(0, s.bank(Player.SOUTH) + s.bank(Player.NORTH));
            }
        };
        check.run();
        playRandom(s, seed, check);
        assertTrue(s.isOver());
    }

    /**
     * The engine finds all moves at once and steps by bitboard tables; here each hole is judged on its own from the
     * words of F3 and F4 and the board's own circuits ({@link Board#circuit}), on every board width and direction.
     */
    @Property(tries = 200)
    void f3_f4_theMovesAndStepsAreThoseOfTheRules(@ForAll("rules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        Board board = s.board();
        int n = board.columns();
        Direction direction = rules.choice("direction", Direction.class);
        int[][] next = {board.circuit(Player.SOUTH, direction), board.circuit(Player.NORTH, direction)};
        SplittableRandom random = new SplittableRandom(seed);
        while (!s.isOver()) {
            int p = s.toMove().ordinal();
            int[] counts = new int[board.size()];
            for (int h = 0; h < board.size(); h++) {
                counts[h] = s.count(h);
            }
            for (int h = 0; h < board.size(); h++) {
                boolean own = h < 2 * n == (p == 0);
                int hole = h;
                assertEquals(own && counts[h] == 1 && counts[next[p][h]] == 0, s.isLegal(h),
                        () -> "F3: " + board.name(hole) + "\n" + s);
            }
            int hole = s.legalMove(random.nextInt(s.legalMoveCount()));
            int to = next[p][hole];
            counts[hole] = 0;
            counts[to] = 1;
            if (rules.bool("captures") && board.row(to) == 2 + p && counts[board.opposite(to)] == 1) {
                counts[board.opposite(to)] = 0;
                int back = (p == 0 ? 3 * n : 0) + board.column(to);
                if (rules.bool("captureBackRow")) {
                    counts[back] = 0;
                }
            }
            GameState before = s.copy();
            s.play(hole);
            for (int h = 0; h < board.size(); h++) {
                assertEquals(counts[h], s.count(h), () -> "F3/F4: " + board.name(hole) + " from\n" + before + "\n" + s);
            }
        }
    }

    @Property(tries = 200)
    void c8_determinismFromASeed(@ForAll("rules") Rules rules, @ForAll long seed) {
        GameState a = rules.newState();
        GameState b = rules.newState();
        assertEquals(playRandom(a, seed, () -> { }), playRandom(b, seed, () -> { }));
        assertTrue(a.sameAs(b));
        assertEquals(a.hash(), b.hash());
    }

    @Property(tries = 200)
    void f6c_repetitionIncludesMoverNeverChangesAResult(@ForAll("rules") Rules rules, @ForAll long seed) {
        Rules other = rules.with("repetitionIncludesMover", !rules.bool("repetitionIncludesMover"));
        GameState a = rules.newState();
        List<Integer> moves = playRandom(a, seed, () -> { });
        GameState b = other.newState();
        for (int hole : moves) {
            assertFalse(b.isOver(), "ended early at ply " + b.ply());
            b.play(hole);
        }
        assertEquals(a.outcome(), b.outcome());
    }

    /**
     * F6b: with captures on no position comes back, so the engine keeps no repetition history there; a state that
     * keeps it anyway plays every random game to the same end, move for move.
     */
    @Property(tries = 300)
    void f6b_theRepetitionHistoryChangesNoResultWithCaptures(@ForAll("rules") Rules rules, @ForAll long seed) {
        Rules captures = rules.with("captures", true).with("repetitionDraw", true);
        FourRowsState plain = (FourRowsState) captures.newState();
        FourRowsState kept = (FourRowsState) captures.newState();
        kept.keepHistoryWithCaptures();
        List<Integer> moves = playRandom(plain, seed, () -> { });
        for (int hole : moves) {
            assertFalse(kept.isOver(), "ended early at ply " + kept.ply());
            kept.play(hole);
        }
        assertEquals(plain.outcome(), kept.outcome());
        assertEquals(plain.ply(), kept.ply());
        assertEquals(0, plain.repetitionHistorySize());
    }

    /**
     * F6b: with captures on, no position of a game comes back, the player to move included, as the game metrics
     * take for granted when {@code positionsMayRepeat} is false; without captures it says positions may come back.
     */
    @Property(tries = 300)
    void f6b_noPositionComesBackWithCaptures(@ForAll("rules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        assertEquals(!rules.bool(KimasaiFourRows.CAPTURES), s.positionsMayRepeat());
        if (s.positionsMayRepeat()) {
            return;
        }
        Set<Seen> seen = new HashSet<>();
        seen.add(stonesAndMover(s));
        playRandom(s, seed, () -> assertTrue(seen.add(stonesAndMover(s)), "a position came back at ply " + s.ply()));
    }

    /** The stones on the board and the player to move, nothing of the game's history. */
    private static Seen stonesAndMover(GameState s) {
        return new Seen(s.position().rows(), s.toMove());
    }

    private record Seen(List<List<Integer>> rows, Player toMove) {
    }

    @Property(tries = 200)
    void f6_copiesAndTheIncrementalHashStayExact(@ForAll("rules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        SplittableRandom random = new SplittableRandom(seed);
        int split = random.nextInt(60);
        while (!s.isOver() && s.ply() < split) {
            s.play(s.legalMove(random.nextInt(s.legalMoveCount())));
        }
        GameState copy = s.copy();
        GameState fresh = rules.newState();
        fresh.setRows(s.position().rows().stream().map(r -> r.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new));
        fresh.setToMove(s.toMove());
        assertEquals(fresh.hash(), s.hash(), "incremental hash = hash of the same stones set up afresh");
        long next = random.nextLong();
        playRandom(s, next, () -> { });
        playRandom(copy, next, () -> { });
        assertTrue(copy.sameAs(s));
    }

    /**
     * Moves change the bitboard alone and the holes' counts are written from it when read: after any number of random
     * plies, a state that reads its counts and one that does not are the same position, and each setter judges the
     * position played, not the one before the moves.
     */
    @Property(tries = 200)
    void f3_thePositionPlayedIsTheOneEveryReaderAndSetterSees(@ForAll("rules") Rules rules, @ForAll long seed) {
        GameState s = rules.newState();
        SplittableRandom random = new SplittableRandom(seed);
        for (int k = random.nextInt(40); k > 0 && !s.isOver(); k--) {
            s.play(s.legalMove(random.nextInt(s.legalMoveCount())));
        }
        GameState read = s.copy();
        read.count(0);
        assertTrue(s.sameAs(read) && read.sameAs(s), "counts read or not, the same position");
        long bits = s.occupiedHoles();
        for (int h = 0; h < s.board().size(); h++) {
            assertEquals(bits >>> h & 1L, s.count(h), s.board().name(h));
        }
        GameState mover = s.copy().setToMove(s.toMove());
        assertEquals(bits, mover.occupiedHoles(), "setToMove keeps the stones played");
        GameState bank = s.copy().setBank(Player.SOUTH, s.bank(Player.SOUTH));
        assertEquals(bits, bank.occupiedHoles(), "setBank keeps the stones played");
        assertEquals(s.position().rows(), mover.position().rows());
    }
}
