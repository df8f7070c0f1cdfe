package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ProgressTest {

    @Test
    @DisplayName("a running bar reports done/total, speed and time left")
    void running() {
        Progress p = Progress.start("Simulating", "games");
        p.update(2_500, 10_000, 500);
        assertEquals(0.25, p.fraction());
        String text = p.toString();
        assertTrue(text.startsWith("Simulating [#####...............] 25% · 2,500 / 10,000 games"), text);
        assertTrue(text.contains("500 games/s") && text.contains("15.0 s left"), text);
        assertTrue(p.html().contains("width:25%"), p.html());
        assertFalse(p.finished());
    }

    @Test
    @DisplayName("a finished bar shows the summary and a full bar")
    void finished() {
        Progress p = Progress.start("Simulating");
        p.update(10, 10, 0);
        p.finish("SOUTH won 6");
        assertTrue(p.finished());
        assertTrue(p.toString().startsWith("Simulating: done in ") && p.toString().endsWith(" · SOUTH won 6"));
        assertTrue(p.html().contains("width:100%") && p.html().contains("SOUTH won 6"));
    }

    @Test
    @DisplayName("long runs show minutes and hours left")
    void durations() {
        Progress p = Progress.start("x", "games");
        p.update(0, 7_200, 1);
        assertTrue(p.toString().contains("2 h 00 min left"), p.toString());
        p.update(0, 150, 1);
        assertTrue(p.toString().contains("2 min 30 s left"), p.toString());
    }

    @Test
    @DisplayName("negative progress is refused with what is valid")
    void badInput() {
        Progress p = Progress.start("x");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.update(-1, 10, 0));
        assertTrue(e.getMessage().contains("done >= 0"));
    }

    @Test
    @DisplayName("an unknown total counts as 0% done")
    void unknownTotal() {
        Progress p = Progress.start("x");
        p.update(5, 0, 0);
        assertEquals(0, p.fraction());
    }

    @Test
    @DisplayName("a simulation run drives the bar as its listener and ends it with its result")
    void asSimulationListener() {
        Progress p = Progress.start("bao-kingulu: random vs random");
        org.baolab.sim.Simulation.of(org.baolab.Games.baoKingulu()).games(20).threads(1).progress(p).run();
        assertTrue(p.finished());
        assertEquals(1.0, p.fraction());
        assertTrue(p.toString().contains(" · 20 games · SOUTH won "), p.toString());
    }
}
