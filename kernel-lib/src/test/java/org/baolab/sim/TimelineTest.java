package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Rules;
import org.baolab.stats.Columns;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tech.tablesaw.api.Table;

class TimelineTest {

    static Stream<String> games() {
        return Games.all().stream().map(Game::id);
    }

    private static Timeline timeline(Rules rules, int threads, long seed) {
        return Timeline.of(rules).south("greedy").north("random").games(120).seed(seed).threads(threads).run();
    }

    @ParameterizedTest
    @MethodSource("games")
    void theSameSeedGivesTheSameTimelineOnAnyNumberOfThreads(String game) {
        Rules rules = Games.rules(game);
        String one = SimulationTest.csv(timeline(rules, 1, 7).table());
        assertEquals(one, SimulationTest.csv(timeline(rules, 1, 7).table()));
        assertEquals(one, SimulationTest.csv(timeline(rules, 3, 7).table()));
        assertNotEquals(one, SimulationTest.csv(timeline(rules, 1, 8).table()), "another seed gives other games");
    }

    @ParameterizedTest
    @MethodSource("games")
    @DisplayName("K9, T2, F4: at every ply the mean seeds over the holes plus banks and reserves add up to the total")
    void averagesConserveTheSeeds(String game) {
        Rules rules = Games.rules(game);
        GameState start = rules.newState();
        int total = start.bank(Player.SOUTH) + start.bank(Player.NORTH) + start.reserve(Player.SOUTH)
                + start.reserve(Player.NORTH);
        for (int h = 0; h < start.board().size(); h++) {
            total += start.count(h);
        }
        Timeline t = timeline(rules, 2, 11);
        for (int ply = 0; ply <= t.maxPly(); ply++) {
            double sum = 0;
            for (int h = 0; h < t.board().size(); h++) {
                sum += t.meanSeeds(ply, h);
            }
            for (Player p : Player.values()) {
                sum += t.meanBank(ply, p) + t.meanReserve(ply, p);
            }
            assertEquals(total, sum, 1e-9, "ply " + ply);
        }
        for (int h = 0; h < start.board().size(); h++) {
            assertEquals(start.count(h), t.meanSeeds(0, h), "the start, hole " + t.board().name(h));
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void capturesAndPliesAgreeWithTheSimulationOfTheSameGames(String game) {
        Rules rules = Games.rules(game);
        Timeline t = timeline(rules, 2, 5);
        Table games = Simulation.of(rules).south("greedy").north("random").games(120).seed(5).run();
        long captures = 0;
        long plies = 0;
        for (int ply = 1; ply <= t.maxPly(); ply++) {
            captures += t.captures(ply);
            plies += t.reached(ply);
        }
        assertEquals(120, t.games());
        assertEquals(120, t.reached(0));
        assertEquals(games.intColumn(Columns.SOUTH_CAPTURES).sum() + games.intColumn(Columns.NORTH_CAPTURES).sum(), captures);
        assertEquals(games.intColumn(Columns.PLIES).sum(), plies);
        assertEquals((int) games.intColumn(Columns.PLIES).max(), t.maxPly());
        assertTrue(t.complete());
    }

    @Test
    @DisplayName("T4b, T5: with 24 cows each and a first move without one, the reserves are in after ply 49; no capture before")
    void noCaptureInPhaseOne() {
        Timeline t = Timeline.of(Games.kimasaiTwoPhase()).games(50).seed(2).run();
        for (int ply = 1; ply <= 49; ply++) {
            assertEquals(0, t.captures(ply), "ply " + ply);
        }
        assertEquals(1.0, t.meanReserve(48, Player.SOUTH) + t.meanReserve(48, Player.NORTH), 1e-12);
        assertEquals(0.0, t.meanReserve(49, Player.SOUTH) + t.meanReserve(49, Player.NORTH), 1e-12);
        assertTrue(t.captures(50) + t.captures(51) > 0);
        assertEquals("kimasai-two-phase, random vs random", t.label());
    }

    @Test
    void theTableHasAColumnPerHoleAndOneRowPerPly() {
        Timeline t = Timeline.of(Games.baoKingulu().with("seedsPerPit", 3)).games(20).seed(1).run();
        Table table = t.table();
        assertEquals(t.maxPly() + 1, table.rowCount());
        assertEquals(4 + 12 + 4, table.columnCount());
        assertEquals(3.0, table.doubleColumn("c2").get(0));
        assertEquals("bao-kingulu, random vs random, seedsPerPit=3", t.label());
    }

    @Test
    void anInterruptedRunKeepsTheFinishedGames() {
        EndLines ended = new EndLines(false);
        Thread.currentThread().interrupt();
        Timeline t = Timeline.of(Games.kimasaiFourRows()).games(5000).seed(1).progress(ended).run();
        assertTrue(Thread.interrupted(), "the interrupt stays set");
        assertTrue(!t.complete() && t.games() < 5000);
        assertEquals(List.of(String.format(java.util.Locale.ROOT, "interrupted after %,d of 5,000 games, the longest %d"
                + " plies", t.games(), t.maxPly())), ended.lines);
    }

    @Test
    void theListenerHearsTheFinalCountAndTheEnd() {
        long[] last = new long[2];
        List<String> finished = new ArrayList<>();
        ProgressListener listener = new ProgressListener() {
            @Override
            public void progress(long done, long total, double gamesPerSecond) {
                last[0] = done;
                last[1] = total;
            }

            @Override
            public void finished(String result) {
                finished.add(result);
            }
        };
        Timeline.of(Games.baoKingulu()).games(30).seed(1).progress(listener).run();
        assertArrayEquals(new long[] {30, 30}, last);
        assertEquals(1, finished.size());
        assertTrue(finished.get(0).startsWith("30 games, the longest "), finished.get(0));
    }
}
