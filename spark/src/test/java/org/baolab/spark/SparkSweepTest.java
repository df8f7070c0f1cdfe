package org.baolab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import java.io.StringWriter;
import java.util.List;
import org.apache.spark.TaskContext;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.play.Agent;
import org.baolab.sim.Results;
import org.baolab.sim.Simulation;
import org.baolab.sim.Sweep;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** A run on Spark gives the single-machine tables, byte for byte, however it is cut and even when a task fails. */
class SparkSweepTest {

    private static String csv(Table table) {
        StringWriter out = new StringWriter();
        table.write().csv(out);
        return out.toString();
    }

    private static SparkSweep spark() {
        return SparkSweep.on(LocalSpark.session());
    }

    @Test
    void theSameSeedGivesTheSameTablesAsOneMachineForAnyPartitioning() {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3).vary("kuweka", true, false)
                .south("greedy").north("random").games(150).seed(11);
        Results local = sweep.threads(2).run();
        for (int partitions : new int[] {1, 3, 7, 600}) {
            Results onSpark = sweep.on(spark().partitions(partitions)).run();
            assertEquals(csv(local.games()), csv(onSpark.games()), partitions + " partitions");
            assertEquals(csv(local.summary()), csv(onSpark.summary()), partitions + " partitions");
            assertEquals(csv(local.summary()), csv(sweep.summary()), "summary only, " + partitions + " partitions");
        }
    }

    @Test
    void metricsAndGameRecordsAreTheSameOnSparkForAnyPartitioning() {
        Sweep sweep = Sweep.of(Games.kimasaiTwoPhase().with("reserve", 6)).vary("capturesInPhaseOne", false, true)
                .south("greedy").games(90).seed(4).metrics().moves(true);
        Results local = sweep.threads(2).results();
        assertTrue(local.summary().columnNames().contains("leadChangeHigh"));
        for (int partitions : new int[] {1, 5}) {
            Results onSpark = sweep.on(spark().partitions(partitions)).results();
            assertEquals(csv(local.summary()), csv(onSpark.summary()), partitions + " partitions");
            assertEquals(local.records(), onSpark.records(), partitions + " partitions");
            assertEquals(csv(local.summary()), csv(sweep.summary()), "summary only, " + partitions + " partitions");
        }
    }

    @Test
    void aSimulationOfEveryRegisteredGameRunsToo() {
        for (var game : Games.all()) {
            var rules = Games.rules(game.id());
            Simulation simulation = Simulation.of(rules).games(120).seed(5);
            assertEquals(csv(simulation.threads(1).run()), csv(simulation.on(spark()).run()), rules.game().id());
        }
    }

    @Test
    void theCallersJobGroupIsKept() {
        var context = LocalSpark.session().sparkContext();
        context.setJobGroup("my-group", "my analysis", false);
        try {
            Simulation.of(Games.baoKingulu()).games(10).on(spark()).run();
            assertEquals("my-group", context.getLocalProperty("spark.jobGroup.id"));
            assertEquals("my analysis", context.getLocalProperty("spark.job.description"));
        } finally {
            context.clearJobGroup();
        }
    }

    @Test
    void aSweepOfFourVariantsAndTwoThousandGamesCompletes() {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3, 4, 5).games(2000).seed(2026);
        Table onSpark = sweep.on(spark()).summary();
        assertEquals(List.of(2, 3, 4, 5), onSpark.intColumn("seedsPerPit").asList());
        onSpark.longColumn("games").forEach(n -> assertEquals(2000, n));
        assertEquals(csv(sweep.threads(2).summary()), csv(onSpark));
    }

    /**
     * Random moves, but the first attempt of Spark task 1 fails: Spark runs the task again, and the retry plays
     * the same games. Off Spark it never fails.
     */
    private record FailsOnce() implements Agent, Serializable {
        @Override
        public int choose(GameState state, java.util.random.RandomGenerator rng) {
            TaskContext task = TaskContext.get();
            if (task != null && task.partitionId() == 1 && task.attemptNumber() == 0) {
                throw new IllegalStateException("lost executor (planned by the test)");
            }
            return state.legalMove(rng.nextInt(state.legalMoveCount()));
        }
    }

    @Test
    void aTaskThatFailsOnceIsRetriedAndTheResultIsUnchanged() throws InterruptedException {
        Sweep sweep = Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3).south(new FailsOnce()).games(200).seed(3);
        Results local = sweep.threads(2).run();
        Results onSpark = sweep.on(spark().partitions(4)).run();
        assertEquals(1, LocalSpark.failedTasks("planned by the test").size(), "one attempt failed, then the retry ran");
        assertEquals(csv(local.games()), csv(onSpark.games()));
        assertEquals(csv(local.summary()), csv(onSpark.summary()));
    }

    @Test
    void aTaskThatFailsEveryTimeFailsTheRunSayingWhy() {
        Agent broken = (Agent & Serializable) (state, rng) -> {
            throw new IllegalStateException("this agent has no move");
        };
        Simulation simulation = Simulation.of(Games.baoKingulu()).south(broken).games(10);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> simulation.on(spark()).run());
        assertTrue(e.getMessage().startsWith("the Spark job failed: "), e.getMessage());
        assertTrue(e.getMessage().contains("this agent has no move"), e.getMessage());
    }

    @Test
    void badSettingsAreRefusedSayingWhatIsValid() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> spark().partitions(0)).getMessage()
                .contains("at least 1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SparkSweep.master(" ")).getMessage()
                .contains("spark://HOST:7077"));
        LocalSpark.session();
        IllegalStateException other = assertThrows(IllegalStateException.class,
                () -> SparkSweep.master("local[1]").session());
        assertTrue(other.getMessage().contains(LocalSpark.MASTER) && other.getMessage().contains("SparkSweep.on"),
                other.getMessage());
        assertEquals(LocalSpark.session(), SparkSweep.master(LocalSpark.MASTER).session());
        assertFalse(SparkSweep.local().toString().isBlank());
    }
}
