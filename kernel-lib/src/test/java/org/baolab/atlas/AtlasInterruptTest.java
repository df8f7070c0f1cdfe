package org.baolab.atlas;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** An interrupt while the atlas solves a game's small boards stops the run; it is not a board left unsolved. */
class AtlasInterruptTest {

    @AfterEach
    void clearInterrupt() {
        Thread.interrupted();
    }

    @Test
    void anInterruptWhileSolvingStopsTheMeasureOfTheGame() {
        Atlas atlas = new Atlas().randomGames(10).search("greedy").searchGames(2).ladder(List.of("random", "greedy"))
                .ladderGames(1).seed(1).threads(1);
        assertThrows(CancellationException.class, () -> atlas.measure(AtlasGame.of("kalah"), step -> {
            if (step.startsWith("solving")) {
                Thread.currentThread().interrupt();     // as a signal does, between one part and the next
            }
        }));
    }
}
