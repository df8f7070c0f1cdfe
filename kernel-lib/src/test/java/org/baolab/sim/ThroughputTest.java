package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.baolab.Games;
import org.junit.jupiter.api.Test;

/** {@code baolab bench --metrics}'s measure: the three runners play and are timed, and no turns is refused. */
class ThroughputTest {

    @Test
    void metricsCostTimesARunnerWithoutOneWithAndOneWithoutTheEvaluationsMetrics() {
        Throughput.MetricsCost cost = Throughput.metricsCost(Games.kalah(), Duration.ZERO, 2, Duration.ofMillis(5));
        assertTrue(cost.runPliesPerSecond() > 0, cost.toString());
        assertTrue(cost.metricsPliesPerSecond() > 0, cost.toString());
        assertTrue(cost.withoutEvaluationPliesPerSecond() > 0, cost.toString());
        assertEquals(cost.runPliesPerSecond() / cost.metricsPliesPerSecond(), cost.slowdown(), 1e-12);
        assertEquals(cost.runPliesPerSecond() / cost.withoutEvaluationPliesPerSecond(),
                cost.withoutEvaluationSlowdown(), 1e-12);
    }

    @Test
    void metricsCostRefusesNoTurns() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Throughput.metricsCost(Games.kalah(), Duration.ZERO, 0, Duration.ofMillis(5)));
        assertEquals("turns must be at least 1, not 0", e.getMessage());
    }
}
