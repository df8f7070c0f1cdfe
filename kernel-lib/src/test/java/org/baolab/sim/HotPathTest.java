package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicBoolean;
import org.baolab.Games;
import org.baolab.play.AgentSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The simulation hot path allocates nothing per move: over many random games the bytes allocated stay below
 * what one small object per game (the game's random stream) costs, far below one per move.
 */
class HotPathTest {

    private static final int GAMES = 400;
    private static final long BYTES_PER_GAME = 64;

    @ParameterizedTest
    @MethodSource("org.baolab.sim.SimulationTest#games")
    void randomGamesAllocateNothingPerMove(String game) {
        assertNothingPerMove(game, false);
    }

    /** Measuring the game-quality metrics allocates nothing per move either. */
    @ParameterizedTest
    @MethodSource("org.baolab.sim.SimulationTest#games")
    void measuringTheMetricsAllocatesNothingPerMove(String game) {
        assertNothingPerMove(game, true);
    }

    private static void assertNothingPerMove(String game, boolean metrics) {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "allocation counting needs a HotSpot JVM");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
        GameRunner runner = new GameRunner(new SimulationTask(Games.rules(game), new AgentSpec.Random(),
                new AgentSpec.Random(), 1, 0, 2 * GAMES, false, metrics));
        AtomicBoolean stop = new AtomicBoolean();
        for (int i = 0; i < GAMES; i++) {
            runner.play(i, stop);
        }
        long id = Thread.currentThread().getId();
        long plies = 0;
        long before = threads.getThreadAllocatedBytes(id);
        for (int i = GAMES; i < 2 * GAMES; i++) {
            runner.play(i, stop);
            plies += runner.state().ply();
        }
        long allocated = threads.getThreadAllocatedBytes(id) - before;
        assertTrue(plies > 10L * GAMES, "games long enough to tell moves from games: " + plies + " plies");
        assertTrue(allocated <= GAMES * BYTES_PER_GAME, allocated + " bytes for " + plies + " plies");
    }
}
