package org.baolab.core;

/**
 * The running tallies of a game that statistics read: captures per player, laps and the ply of the first capture.
 * One value, so that an engine copies it with the position and an endless move (C7) puts it back whole. Plain
 * fields, no arrays. A relay-sowing move keeps the tallies as they were only once it captures ({@link #beginMove}):
 * most moves capture nothing, and copying the tallies at every move cost a few percent of random play.
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
    /** The tallies before the first capture of the move under way, for an engine that may give a move up; or null. */
    private Tallies before;
    /** Whether the move under way has captured, so that {@link #before} holds the tallies from before it. */
    private boolean captured;

    /** Keeps the tallies from before each move's first capture from now on, so that {@link #undoMove} can work. */
    void keepBeforeMoves() {
        before = new Tallies();
    }

    /** A move begins: no capture of it is counted yet. */
    void beginMove() {
        captured = false;
    }

    /** Puts back the tallies as they were when the move under way began ({@link #beginMove}). */
    void undoMove() {
        if (captured) {
            copyFrom(before);
            captured = false;
        }
    }

    /** Copies the tallies of {@code o}; what is kept for the move under way stays as it is. */
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
        if (!captured) {
            captured = true;
            if (before != null) {
                before.copyFrom(this);
            }
        }
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

    /** Counts {@code seeds} more of the capture just counted, by the player of this ordinal. */
    void captureMore(int player, int seeds) {
        if (player == 0) {
            southCapturedSeeds += seeds;
        } else {
            northCapturedSeeds += seeds;
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
