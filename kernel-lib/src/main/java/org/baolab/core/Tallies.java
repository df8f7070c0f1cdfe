package org.baolab.core;

/**
 * The running tallies of a game that statistics read: captures per player, laps and the ply of the first capture.
 * One value, so that an engine copies it with the position and an endless move (C7) puts it back whole.
 */
final class Tallies {

    /** Capture events and seeds captured, per player ordinal. */
    final int[] captureEvents = new int[2];
    final int[] capturedSeeds = new int[2];
    long laps;
    int lastMoveLaps;
    int longestMove;
    int firstCapturePly = -1;

    void copyFrom(Tallies o) {
        captureEvents[0] = o.captureEvents[0];
        captureEvents[1] = o.captureEvents[1];
        capturedSeeds[0] = o.capturedSeeds[0];
        capturedSeeds[1] = o.capturedSeeds[1];
        laps = o.laps;
        lastMoveLaps = o.lastMoveLaps;
        longestMove = o.longestMove;
        firstCapturePly = o.firstCapturePly;
    }

    /** Whether both hold the same tallies (the last move's laps aside, which no result depends on). */
    boolean sameAs(Tallies o) {
        return captureEvents[0] == o.captureEvents[0] && captureEvents[1] == o.captureEvents[1]
                && capturedSeeds[0] == o.capturedSeeds[0] && capturedSeeds[1] == o.capturedSeeds[1]
                && laps == o.laps && longestMove == o.longestMove && firstCapturePly == o.firstCapturePly;
    }
}
