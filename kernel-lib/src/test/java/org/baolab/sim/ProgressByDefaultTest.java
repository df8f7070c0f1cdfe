package org.baolab.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.baolab.Games;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Runs without a listener of their own report to the default one, and every run ends with a one-line result. */
class ProgressByDefaultTest {

    private final List<String> heard = new ArrayList<>();

    private ProgressListener recorder(String title) {
        heard.add("start " + title);
        return new ProgressListener() {
            @Override
            public void progress(long done, long total, double gamesPerSecond) {
            }

            @Override
            public void finished(String result) {
                heard.add("end " + result);
            }
        };
    }

    @AfterEach
    void restore() {
        Experiment.progressByDefault(title -> ProgressListener.NONE);
    }

    @Test
    void aRunWithoutListenerUsesTheDefaultAndEndsWithItsResult() {
        Experiment.progressByDefault(this::recorder);
        var table = Simulation.of(Games.baoKingulu()).south("greedy").north("random").games(40).seed(3).threads(1).run();
        long south = table.stringColumn("status").countOccurrences("SOUTH_WINS");
        long north = table.stringColumn("status").countOccurrences("NORTH_WINS");
        assertEquals(List.of("start bao-kingulu: greedy vs random",
                String.format(java.util.Locale.ROOT, "end 40 games · SOUTH won %.1f%%, NORTH %.1f%%, drawn %.1f%%",
                        100.0 * south / 40, 100.0 * north / 40, 100.0 * (40 - south - north) / 40)), heard);
    }

    @Test
    void anInterruptedRunEndsAsInterruptedWithTheGamesItFinished() {
        List<long[]> ends = new ArrayList<>();
        try {
            Simulation.of(Games.baoKingulu()).games(5_000_000).threads(2).progress(new ProgressListener() {
                @Override
                public void progress(long done, long total, double gamesPerSecond) {
                    if (done > 0) {
                        Thread.currentThread().interrupt();
                    }
                }

                @Override
                public void interrupted(long done, long total) {
                    ends.add(new long[] {done, total});
                }
            }).summary();
        } finally {
            Thread.interrupted();
        }
        assertEquals(1, ends.size());
        assertTrue(ends.get(0)[0] > 0 && ends.get(0)[0] < 5_000_000, ends.get(0)[0] + " games");
        assertEquals(5_000_000, ends.get(0)[1]);
        List<String> finished = new ArrayList<>();
        ProgressListener byDefault = new ProgressListener() {
            @Override
            public void progress(long done, long total, double gamesPerSecond) {
            }

            @Override
            public void finished(String result) {
                finished.add(result);
            }
        };
        byDefault.interrupted(281_004, 1_000_000);
        assertEquals(List.of("interrupted after 281,004 of 1,000,000 games"), finished);
    }

    @Test
    void aSweepIsTitledWithItsVariantsAndAnOwnListenerWins() {
        Experiment.progressByDefault(this::recorder);
        Sweep.of(Games.baoKingulu()).vary("seedsPerPit", 2, 3).games(4).threads(1).run();
        assertEquals("start bao-kingulu: random vs random, 2 variants", heard.get(0));
        assertTrue(heard.get(1).startsWith("end 8 games · "), heard.get(1));
        heard.clear();
        List<String> own = new ArrayList<>();
        Simulation.of(Games.baoKingulu()).games(4).threads(1).progress(new ProgressListener() {
            @Override
            public void progress(long done, long total, double gamesPerSecond) {
            }

            @Override
            public void finished(String result) {
                own.add(result);
            }
        }).run();
        assertEquals(List.of(), heard);
        assertEquals(1, own.size());
    }
}
