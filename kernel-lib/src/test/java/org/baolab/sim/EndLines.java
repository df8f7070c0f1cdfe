package org.baolab.sim;

import java.util.ArrayList;
import java.util.List;

/** A listener for tests: keeps each run's last line and, if asked, interrupts the run once a game is done. */
final class EndLines implements ProgressListener {
    final List<String> lines = new ArrayList<>();
    private final boolean interruptAfterAGame;

    EndLines(boolean interruptAfterAGame) {
        this.interruptAfterAGame = interruptAfterAGame;
    }

    @Override
    public void progress(long done, long total, double gamesPerSecond) {
        if (interruptAfterAGame && done > 0) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void finished(String result) {
        lines.add(result);
    }
}
