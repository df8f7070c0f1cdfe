package org.baolab.core;

/**
 * The running tallies of a game that statistics read: captures per player, laps and the ply of the first capture.
 * One value, so that an engine copies it with the position and an endless move (C7) puts it back whole. Plain
 * fields, no arrays: a relay-sowing move copies it once per move.
 */
final class Tallies {

    int southCaptureEvents;
    int northCaptureEvents;
    int southCapturedSeeds;
    int northCapturedSeeds;
    long laps;
    int lastMoveLaps;
    int longestMove;
    int firstCapturePly = -1;

    void copyFrom(Tallies o) {
        southCaptureEvents = o.southCaptureEvents;
        northCaptureEvents = o.northCaptureEvents;
        southCapturedSeeds = o.southCapturedSeeds;
        northCapturedSeeds = o.northCapturedSeeds;
        laps = o.laps;
        lastMoveLaps = o.lastMoveLaps;
        longestMove = o.longestMove;
        firstCapturePly = o.firstCapturePly;
    }

    /** Counts a capture of {@code seeds} by the player of this ordinal at ply {@code ply}. */
    void capture(int player, int seeds, int ply) {
        if (player == 0) {
            southCaptureEvents++;
            southCapturedSeeds += seeds;
        } else {
            northCaptureEvents++;
            northCapturedSeeds += seeds;
        }
        if (firstCapturePly < 0) {
            firstCapturePly = ply;
        }
    }

    int captureEvents(Player p) {
        return p == Player.SOUTH ? southCaptureEvents : northCaptureEvents;
    }

    int capturedSeeds(Player p) {
        return p == Player.SOUTH ? southCapturedSeeds : northCapturedSeeds;
    }

    /** Whether both hold the same tallies (the last move's laps aside, which no result depends on). */
    boolean sameAs(Tallies o) {
        return southCaptureEvents == o.southCaptureEvents && northCaptureEvents == o.northCaptureEvents
                && southCapturedSeeds == o.southCapturedSeeds && northCapturedSeeds == o.northCapturedSeeds
                && laps == o.laps && longestMove == o.longestMove && firstCapturePly == o.firstCapturePly;
    }
}
