package org.baolab.sheet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.baolab.Games;
import org.baolab.core.Rules;
import org.baolab.solve.Solution;
import org.baolab.solve.Solver;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The solver takes a sheet's game as any other: small variants solve to the dedicated engines' values. */
class SheetSolverTest {

    @ParameterizedTest(name = "{1} {2}={3}")
    @CsvSource({"kalah, kalah-sheet, emptyCapture, true", "kalah, kalah-sheet, endWhen, MOVER_EMPTY",
            "oware, oware-sheet, grandSlam, ILLEGAL", "oware, oware-sheet, mustFeed, false"})
    void smallVariantsSolveAsTheEnginesDo(String engine, String sheet, String option, String value) {
        Rules dedicated = Games.rules(engine).with("pitsPerRow", 3).with("seedsPerPit", 2).with(option, value);
        Rules fromSheet = Games.rules(sheet).with("pitsPerRow", 3).with("seedsPerPit", 2).with(option, value);
        Solution a = Solver.of(dedicated).threads(1).solve();
        Solution b = Solver.of(fromSheet).threads(1).solve();
        assertEquals(a.value(), b.value());
        assertEquals(a.positions(), b.positions());
        assertEquals(a.finishedPositions(), b.finishedPositions());
    }
}
