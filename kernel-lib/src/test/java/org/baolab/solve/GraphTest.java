package org.baolab.solve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.baolab.Games;
import org.baolab.core.GameState;
import org.baolab.core.Rules;
import org.baolab.sim.ProgressListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Exploring a graph on several threads, each expanding its share of a batch, finds the same positions under the same
 * numbers, with the same successors, as on one thread. Both variants take several batches: bao-kingulu's keys are
 * hashed, four rows' indexed by their bitboard. As it explores, the solver tells its listener how far it has got.
 */
class GraphTest {

    @ParameterizedTest
    @ValueSource(strings = {"bao-kingulu", "kimasai-four-rows"})
    void threeThreadsNumberTheGraphAsOneDoes(String game) {
        Rules rules = Solver.solving(game.equals("bao-kingulu")
                ? Games.baoKingulu().with("pitsPerRow", 4) : Games.kimasaiFourRows().with("holesPerRow", 5));
        try (SpillFile one = new SpillFile(); SpillFile three = new SpillFile()) {
            Graph a = explore(rules, 1, one);
            Graph b = explore(rules, 3, three);
            assertTrue(a.size() > 50_000, "positions: " + a.size());
            assertEquals(a.size(), b.size());
            assertEquals(a.moves(), b.moves());
            for (int id = 0; id < a.size(); id++) {
                assertEquals(a.table.key(id), b.table.key(id), "key of position " + id);
            }
            assertArrayEquals(a.info, b.info);
            assertArrayEquals(a.score, b.score);
            assertArrayEquals(a.degree, b.degree);
            SpillFile.Reader ra = one.reader();
            SpillFile.Reader rb = three.reader();
            for (long k = 0; k < a.moves(); k++) {
                assertEquals(ra.next(), rb.next(), "successor " + k);
            }
        }
    }

    @Test
    void theSolverTellsHowManyPositionsAreExpandedOfThoseFoundUntilTheyMeetThenWhatItWorksBackFromAndTheValue() {
        List<long[]> reports = new ArrayList<>();
        List<String> said = new ArrayList<>();
        Solution s = Solver.of(Games.kimasaiFourRows().with("holesPerRow", 5)).threads(2).progress(new ProgressListener() {
            @Override
            public void progress(long done, long total, double perSecond) {
                reports.add(new long[] {done, total});
            }

            @Override
            public void phase(String what) {
                said.add(what);
            }

            @Override
            public void finished(String result) {
                said.add(result);
            }
        }).solve();
        assertTrue(reports.size() > 2, "reports: " + reports.size());
        for (int i = 0; i < reports.size(); i++) {
            long[] r = reports.get(i);
            assertTrue(0 < r[0] && r[0] <= r[1], "expanded " + r[0] + " of " + r[1] + " found");
            if (i > 0) {
                assertTrue(r[0] > reports.get(i - 1)[0] && r[1] >= reports.get(i - 1)[1], "report " + i);
            }
        }
        long[] last = reports.get(reports.size() - 1);
        assertEquals(List.of(s.positions(), s.positions()), List.of(last[0], last[1]));
        assertEquals(List.of("working back from the 119,315 positions found", s.value() + "; 119,315 positions"), said);
    }

    @Test
    void anInterruptedSolveTellsItsListenerHowFarItGotAndStops() {
        List<long[]> reports = new ArrayList<>();
        List<long[]> interrupted = new ArrayList<>();
        Solver solver = Solver.of(Games.kimasaiFourRows().with("holesPerRow", 5)).progress(new ProgressListener() {
            @Override
            public void progress(long done, long total, double perSecond) {
                reports.add(new long[] {done, total});
                if (reports.size() == 2) {
                    Thread.currentThread().interrupt();     // as Kernel > Interrupt or Ctrl-C would
                }
            }

            @Override
            public void interrupted(long done, long total) {
                interrupted.add(new long[] {done, total});
            }
        });
        try {
            assertThrows(CancellationException.class, solver::solve);
        } finally {
            Thread.interrupted();
        }
        assertEquals(2, reports.size(), "no batch after the interrupt");
        assertEquals(1, interrupted.size());
        assertArrayEquals(reports.get(1), interrupted.get(0));
    }

    @Test
    void aSolveStoppedByAnErrorTellsItsListenerWhy() {
        List<String> failed = new ArrayList<>();
        List<Long> reports = new ArrayList<>();
        // its keys pass the check made before anything is allocated; its positions found pass what fits on the way
        Solver solver = Solver.of(Games.kimasaiFourRows().with("holesPerRow", 6)).memory(170 << 20)
                .progress(new ProgressListener() {
                    @Override
                    public void progress(long done, long total, double perSecond) {
                        reports.add(done);
                    }

                    @Override
                    public void failed(String why) {
                        failed.add(why);
                    }
                });
        TooLargeException e = assertThrows(TooLargeException.class, solver::solve);
        assertTrue(!reports.isEmpty(), "stopped before it explored: " + e.getMessage());
        assertEquals(List.of(e.getMessage()), failed);
    }

    private static Graph explore(Rules rules, int threads, SpillFile successors) {
        GameState start = rules.newState();
        Codec codec = Codec.of(start, false);
        Solver.Estimate roomy = new Solver.Estimate(codec.positions(), 1, Integer.MAX_VALUE, Long.MAX_VALUE);
        ExecutorService pool = threads == 1 ? null : Executors.newFixedThreadPool(threads);
        try {
            Graph g = new Graph(rules, codec, start, roomy, pool, threads, successors);
            g.explore(false, ProgressListener.NONE);
            return g;
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }
}
