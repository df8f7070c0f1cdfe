package org.baolab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#playRandomly} plays, ply for ply and draw for draw, the game that {@code play(randomMove(rng))}
 * plays, in every game under random option values and in stretches of any length, whether the game plays it in a
 * loop of its own (kimasai-four-rows, unless a watcher reads every ply) or one move at a time, and logs the sums of
 * what its plies leave.
 */
class RandomPlayTest {

    @Property(tries = 600)
    void playingRandomlyIsPlayingTheRandomMoveAgainAndAgain(@ForAll @IntRange(min = 0, max = 99) int game,
            @ForAll long options, @ForAll long seed, @ForAll @IntRange(min = 1, max = 300) int stretch) {
        Rules rules = anyRules(game, options);
        GameState byMoves = rules.newState();
        SplittableRandom moveDraws = new SplittableRandom(seed);
        List<GameState> statesByMoves = new ArrayList<>(List.of(byMoves.copy()));
        while (!byMoves.isOver()) {
            byMoves.play(byMoves.randomMove(moveDraws));
            statesByMoves.add(byMoves.copy());
        }
        long nextDraw = moveDraws.nextLong();
        for (String told : List.of("nobody", "a log", "a watched log")) {
            GameState s = rules.newState();
            SplittableRandom draws = new SplittableRandom(seed);
            List<Position> seen = new ArrayList<>();
            List<int[]> changes = new ArrayList<>();
            PlyLog log = told.equals("nobody") ? null
                    : new PlyLog(s, told.equals("a log") ? null : after -> seen.add(after.position()),
                            (ply, south, north) -> changes.add(new int[] {ply, south, north}));
            while (!s.isOver()) {
                int before = s.ply();
                int played = s.playRandomly(draws, stretch, log);
                assertEquals(s.ply() - before, played);
                assertTrue(played == stretch || played < stretch && s.isOver(), () -> played + " of " + stretch);
                assertTrue(statesByMoves.get(s.ply()).sameAs(s), () -> rules + " at ply " + s.ply());
                if (log != null) {
                    assertLogs(statesByMoves.subList(before, s.ply() + 1), log, changes, rules + " plies " + before + "-");
                    log.clear();
                    changes.clear();
                }
            }
            assertTrue(byMoves.sameAs(s), rules.toString());
            assertEquals(nextDraw, draws.nextLong(), "the same draws, no more");
            if (told.equals("a watched log")) {
                assertEquals(statesByMoves.stream().skip(1).map(GameState::position).toList(), seen,
                        "told of every ply");
            }
        }
    }

    /**
     * The log of the plies from the first state of {@code states} to each of the others holds their sums, and told
     * {@code changes} (ply, SOUTH's score, NORTH's) of every ply after which a score differs from the one before.
     */
    private static void assertLogs(List<GameState> states, PlyLog log, List<int[]> changes, String what) {
        int plies = states.size() - 1;
        assertEquals(plies, log.plies(), what);
        long covered = 0;
        long moves = 0;
        int choices = 0;
        int south = states.get(0).score(Player.SOUTH);
        int north = states.get(0).score(Player.NORTH);
        for (int ply = 1, c = 0; ply <= plies; ply++) {
            GameState after = states.get(ply);
            covered |= after.occupiedHoles();
            moves += after.legalMoveCount();
            choices += after.legalMoveCount() > 1 ? 1 : 0;
            if (c < changes.size() && changes.get(c)[0] == ply) {
                south = changes.get(c)[1];
                north = changes.get(c)[2];
                c++;
            }
            assertEquals(List.of(after.score(Player.SOUTH), after.score(Player.NORTH)), List.of(south, north),
                    what + ": the scores after ply " + ply);
            if (ply == plies) {
                assertEquals(changes.size(), c, what + ": every change told is at a ply of the log, in order");
            }
        }
        assertEquals(covered, log.covered(), what);
        assertEquals(moves, log.moves(), what);
        assertEquals(choices, log.choices(), what);
        assertEquals(states.get(plies).isOver(), log.ended(), what);
    }

    @Test
    void noPliesAndAFinishedGamePlayNothingAndAFinishedGameHasNoMoveToDraw() {
        for (Game game : GameRegistry.all()) {
            GameState s = Rules.defaults(game).newState();
            SplittableRandom rng = new SplittableRandom(1);
            assertEquals(0, s.playRandomly(rng, 0));
            assertEquals(0, s.ply());
            assertThrows(IllegalArgumentException.class, () -> s.playRandomly(rng, -1));
            s.playRandomly(rng, Integer.MAX_VALUE);
            assertTrue(s.isOver(), game.id());
            assertEquals(0, s.playRandomly(rng, 10));
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> s.randomMove(rng));
            assertTrue(e.getMessage().contains("rule C9"), e.getMessage());
        }
    }

    /**
     * One of the games, every option at a random value in a range that keeps games short (and moves often endless,
     * with few laps allowed); a value refused with the others keeps its default.
     */
    static Rules anyRules(int game, long seed) {
        List<Game> games = GameRegistry.all();
        SplittableRandom rng = new SplittableRandom(seed);
        Rules rules = Rules.defaults(games.get(game % games.size()));
        for (OptionSpec option : rules.game().options()) {
            Object value;
            if (option instanceof OptionSpec.Int i) {
                value = i.name().equals(CommonOptions.MAX_TURNS.name()) ? 1 + rng.nextInt(500)
                        : i.min() + rng.nextInt(Math.min(i.max() - i.min(), 30) + 1);
            } else if (option instanceof OptionSpec.Choice c) {
                Object[] constants = c.defaultValue().getDeclaringClass().getEnumConstants();
                value = constants[rng.nextInt(constants.length)];
            } else {
                value = rng.nextBoolean();
            }
            try {
                rules = rules.with(option.name(), value);
            } catch (IllegalArgumentException refused) {
                // the default stays
            }
        }
        return rules;
    }
}
