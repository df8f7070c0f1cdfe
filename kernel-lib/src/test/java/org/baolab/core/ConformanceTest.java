package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The checks every game passes, over many random games (as OpenSpiel runs one random-simulation test on all its
 * games). A game gets them by its line in the registry ({@link GameRegistry}).
 */
class ConformanceTest {

    private static final int GAMES = 60;

    static Stream<Game> games() {
        return GameRegistry.all().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void legalMovesAreAcceptedAndEveryOtherHoleIsRefusedWithARule(Game game) {
        forRandomGames(game, (state, rng) -> {
            Set<Integer> legal = legalSet(state);
            GameState before = state.copy();
            GameState trial = state.copy();
            // Every illegal hole must have a reason; playing one is tried on one random hole per position,
            // since building an exception for each of 48 holes at every ply costs more than it tells.
            int tried = rng.nextInt(state.board().size());
            for (int h = 0; h < state.board().size(); h++) {
                String why = state.whyIllegal(h);
                int hole = h;
                if (legal.contains(h)) {
                    assertNull(why, () -> "legal move refused: " + why);
                    trial.copyFrom(state);
                    assertDoesNotThrow(() -> trial.play(hole));
                } else {
                    assertNotNull(why, "an illegal hole must be refused with a reason");
                    assertTrue(why.contains("(rule "), () -> "the reason must name a rule: " + why);
                    if (h == tried) {
                        assertThrows(IllegalMoveException.class, () -> state.play(hole));
                    }
                }
            }
            assertTrue(before.sameAs(state), "refused moves must change nothing");
        });
    }

    @ParameterizedTest
    @MethodSource("games")
    void undoRestoresTheExactEarlierState(Game game) {
        SplittableRandom rng = new SplittableRandom(7);
        for (int g = 0; g < GAMES / 3; g++) {
            Match match = Rules.defaults(game).newMatch();
            while (!match.isOver()) {
                GameState before = match.state();
                List<Hole> legal = match.legalMoves();
                match.play(legal.get(rng.nextInt(legal.size())));
                match.undo();
                assertTrue(before.sameAs(match.state()), "undo must restore the state before the move");
                match.play(legal.get(rng.nextInt(legal.size())));
            }
            int plies = match.history().size();
            match.undo(plies);
            assertTrue(Rules.defaults(game).newState().sameAs(match.state()), "undoing every move gives the start");
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void aSnapshotRestoredEqualsTheOriginal(Game game) {
        forRandomGames(game, (state, rng) -> {
            GameState snapshot = state.copy();
            Position picture = state.position();
            GameState other = state.copy();
            if (other.legalMoveCount() > 0) {
                other.play(other.legalMove(0));
            }
            other.copyFrom(snapshot);
            assertTrue(other.sameAs(state));
            assertEquals(picture, other.position());
            assertEquals(state.hash(), other.hash());
        });
    }

    /**
     * What the game metrics count distinct positions by: within a game, progress never falls, positions of equal
     * progress differ at most in their holes and player to move, and those {@code positionHash} tells apart (the two
     * together need not tell apart the positions of two games).
     */
    @ParameterizedTest
    @MethodSource("games")
    void progressAndPositionHashTellPositionsApartAndScoresAddUpWhereTheGameSaysSo(Game game) {
        Map<List<Object>, List<Long>> keyOf = new HashMap<>();
        Map<List<Long>, List<Object>> positionOf = new HashMap<>();
        int[] total = new int[1];
        long[] progress = new long[1];
        Object[] rest = new Object[1];
        int[] raises = new int[1];
        int[] midGameRaises = new int[1];
        int[] positions = new int[1];
        forRandomGames(game, (state, rng) -> {
            Position p = state.position();
            List<Object> position = List.of(p.toMove(), p.rows(), p.reserve(), p.bank(), p.reserved());
            List<Object> beyondHoles = List.of(p.reserve(), p.bank(), p.reserved());
            List<Long> key = List.of(state.positionHash(), state.progress());
            assertEquals(key, List.of(state.copy().positionHash(), state.copy().progress()));
            if (state.ply() == 0) {     // the key tells apart the positions of one game
                keyOf.clear();
                positionOf.clear();
            }
            assertEquals(key, keyOf.computeIfAbsent(position, k -> key), "equal positions give equal keys");
            List<Object> before = positionOf.putIfAbsent(key, position);
            if (before == null) {
                positions[0]++;
            } else {
                assertEquals(before, position, "unequal ones do not collide");
            }
            if (state.ply() > 0) {
                assertTrue(state.progress() >= progress[0], "progress never falls in a game");
                if (state.progress() == progress[0]) {
                    assertEquals(rest[0], beyondHoles, "at equal progress only the holes and the mover change");
                } else {
                    raises[0]++;
                    midGameRaises[0] += state.isOver() ? 0 : 1;
                }
            }
            progress[0] = state.progress();
            rest[0] = beyondHoles;
            int sum = state.score(Player.SOUTH) + state.score(Player.NORTH) + state.reserve(Player.SOUTH)
                    + state.reserve(Player.NORTH);
            if (state.ply() == 0) {
                total[0] = sum;
            } else if (state.scoresAddUp()) {
                assertEquals(total[0], sum, "the scores and reserves add up to the same total in every position");
            }
        });
        assertTrue(positions[0] > 1000, "enough positions to tell: " + positions[0]);
        if (game.hasBanks() || game.hasReserves()) {
            // Progress rises with the seeds banked; where no seed leaves the holes during play (Bao la Kujifunza),
            // only at each game's end, when the seeds left are counted: then in at least half of the games.
            assertTrue(raises[0] > 100 || midGameRaises[0] == 0 && raises[0] >= GAMES / 2,
                    "progress rose in enough plies to tell: " + raises[0]);
        } else {    // seeds that never leave the holes (Hus, Igisoro, Omweso): nothing but the holes ever changes
            assertEquals(0, raises[0], "a game of holes alone makes no progress");
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyGameEndsCountsNeverGoNegativeAndTheOccupiedHolesAreThoseWithSeeds(Game game) {
        forRandomGames(game, (state, rng) -> {
            long occupied = state.occupiedHoles();    // before any count is read: a game may write them out lazily
            for (int h = 0; h < state.board().size(); h++) {
                assertTrue(state.count(h) >= 0, "negative count");
                assertEquals(state.count(h) > 0, (occupied >>> h & 1L) != 0, state.board().name(h));
            }
            assertEquals(0, occupied >>> state.board().size(), "no bit above the board's holes");
            for (Player p : Player.values()) {
                assertTrue(state.bank(p) >= 0 && state.reserve(p) >= 0, "negative bank or reserve");
            }
            assertTrue(state.ply() <= state.rules().integer("maxTurns"), "C8: the game must end by maxTurns");
            assertEquals(state.isOver(), state.legalMoveCount() == 0, "over exactly when no legal move is offered");
        });
    }

    /** Plays random games, calling {@code check} on every position reached, the final one included. */
    private static void forRandomGames(Game game, Check check) {
        SplittableRandom rng = new SplittableRandom(game.id().hashCode());
        for (int g = 0; g < GAMES; g++) {
            Rules rules = Rules.defaults(game).with("maxTurns", 150 + rng.nextInt(300));
            GameState state = rules.newState();
            while (true) {
                check.at(state, rng);
                if (state.isOver()) {
                    break;
                }
                state.play(state.legalMove(rng.nextInt(state.legalMoveCount())));
            }
            assertTrue(state.isOver());
        }
    }

    private static Set<Integer> legalSet(GameState state) {
        Set<Integer> legal = new HashSet<>();
        for (int i = 0; i < state.legalMoveCount(); i++) {
            legal.add(state.legalMove(i));
        }
        return legal;
    }

    @FunctionalInterface
    private interface Check {
        void at(GameState state, SplittableRandom rng);
    }
}
