package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
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
    @DisplayName("before the first game ends the bar shows its title, starting, the games to play and the time so far")
    void starting() {
        Progress p = Progress.start("bao-kingulu: mcts vs mcts");
        assertTrue(p.toString().matches("bao-kingulu: mcts vs mcts \\[\\.{20}\\] starting · \\d+\\.\\d s"), p.toString());
        p.update(0, 1_000_000, 0);
        assertTrue(p.toString().matches(".* starting · 1,000,000 games · \\d+\\.\\d s"), p.toString());
        // each phrase kept on one line: a narrow output breaks between phrases only
        String nowrap = "<span style=\"white-space:nowrap\">";
        assertTrue(p.html().contains(nowrap + "bao-kingulu: mcts vs mcts</span> · " + nowrap + "starting</span> · "
                + nowrap + "1,000,000 games</span> · "), p.html());
        p.update(1, 1_000_000, 0);
        assertFalse(p.toString().contains("starting"), p.toString());
    }

    @Test
    @DisplayName("an interrupted bar says how far the run got, stays filled that far and counts as ended")
    void interrupted() {
        Progress p = Progress.start("bao-kingulu: random vs random");
        p.update(250_000, 1_000_000, 90_000);
        p.interrupted(281_004, 1_000_000);
        assertTrue(p.finished());
        assertTrue(p.toString().matches("bao-kingulu: random vs random: interrupted after 281,004 of 1,000,000 games"
                + " · \\d+\\.\\d s"), p.toString());
        assertTrue(p.html().contains("width:28%") && p.html().contains("interrupted after 281,004"), p.html());
        p.update(300_000, 1_000_000, 0);
        assertTrue(p.toString().contains("interrupted after 281,004 of 1,000,000 games") && p.fraction() == 0.281004,
                "an ended bar stays as it ended: " + p);
        p.finish("1,000,000 games");
        assertTrue(p.toString().contains("interrupted after 281,004") && p.html().contains("#d9822b"),
                "a late finish leaves an interrupted bar as it was: " + p);
        p.failed("agent late threw");
        assertTrue(p.toString().contains("stopped: agent late threw") && p.html().contains("#cc4b4b"),
                "an error after an interrupt still shows: " + p);
        assertThrows(IllegalArgumentException.class, () -> p.interrupted(-1, 10));
    }

    @Test
    @DisplayName("a bar started after a delay is due only once the delay has passed; one without a delay at once")
    void delayed() throws InterruptedException {
        Progress later = Progress.startAfter(Duration.ofHours(1), "Solving kalah", "positions");
        later.update(10, 20, 5);
        later.finish("a draw");
        assertFalse(later.due(), "a run that ended within its delay shows no bar");
        Progress soon = Progress.startAfter(Duration.ofMillis(100), "Solving kalah", "positions");
        Thread.sleep(150);
        assertTrue(soon.due(), "due once its delay has passed");
        assertTrue(Progress.startAfter(Duration.ZERO, "Solving kalah", "positions").due());
        assertTrue(Progress.start("Simulating").due());
        assertThrows(IllegalArgumentException.class, () -> Progress.startAfter(Duration.ofSeconds(-1), "x", "games"));
    }

    @Test
    @DisplayName("a total only known so far shows no percentage and no time left; a phase replaces the counts")
    void openTotalAndPhase() {
        Progress p = Progress.start("Solving bao-kingulu", "positions").openTotal("expanded", "found");
        p.update(7_576_162, 8_800_946, 1_559_779);
        assertTrue(p.toString().endsWith("] 7,576,162 positions expanded of 8,800,946 found · 1,559,779 positions/s"),
                p.toString());
        Progress cut = Progress.start("Solving kalah", "positions").openTotal("expanded", "found");
        cut.update(10, 20, 5);
        cut.interrupted(12, 30);
        assertTrue(cut.toString().startsWith("Solving kalah: interrupted after 12 positions expanded of 30 found · "),
                cut.toString());
        assertThrows(IllegalArgumentException.class, () -> Progress.start("x").openTotal("expanded", " "));
        p.phase("working back from the 22,163,050 positions found");
        assertTrue(p.toString().endsWith("] working back from the 22,163,050 positions found"), p.toString());
        assertTrue(p.html().contains("working back from the 22,163,050 positions found"), p.html());
        p.interrupted(22_163_050, 22_163_050);
        assertTrue(p.toString().startsWith("Solving bao-kingulu: interrupted while working back from the 22,163,050"
                + " positions found · "), p.toString());
        p.phase("something later");
        assertFalse(p.toString().contains("something later"), "an ended bar stays as it ended: " + p);
    }

    @Test
    @DisplayName("a bar stopped by an error says why, stays filled as far as it got, in red, and counts as ended")
    void failed() {
        Progress p = Progress.start("Solving kimasai-four-rows", "positions");
        p.update(300, 1_000, 100);
        p.failed("more positions than fit");
        assertTrue(p.finished());
        assertTrue(p.toString().matches("Solving kimasai-four-rows · stopped: more positions than fit · \\d+\\.\\d s"),
                p.toString());
        assertTrue(p.html().contains("width:30%") && p.html().contains("#cc4b4b"), p.html());
        Progress cut = Progress.start("x");
        cut.failed("cannot solve kimasai-four-rows {holesPerRow=7}: at least 8,388,609 positions are reachable");
        assertTrue(cut.toString().startsWith("x · stopped: cannot solve kimasai-four-rows {holesPerRow=7}: at least"
                + " 8,3… · "), "the error is quoted in part, shown whole below the bar: " + cut);
        p.update(400, 1_000, 100);
        p.phase("working back");
        assertTrue(p.toString().contains("stopped: more positions than fit") && p.fraction() == 0.3,
                "an ended bar stays as it ended: " + p);
        p.interrupted(400, 1_000);
        p.finish("done after all");
        assertTrue(p.toString().contains("stopped: more positions than fit") && p.fraction() == 0.3
                && p.html().contains("#cc4b4b"), "an interrupt or a finish after an error changes nothing: " + p);
    }

    @Test
    @DisplayName("long runs show minutes and hours left")
    void durations() {
        Progress p = Progress.start("x", "games");
        p.update(1, 7_201, 1);
        assertTrue(p.toString().contains("2 h 00 min left"), p.toString());
        p.update(1, 151, 1);
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
