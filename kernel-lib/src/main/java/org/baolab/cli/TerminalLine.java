package org.baolab.cli;

import java.io.PrintWriter;

/**
 * The line of standard error that a command redraws in place on a terminal (a progress bar, a status). A message
 * printed while it is drawn (a signal's, an interruption's) first ends it, so that the message starts a line of its
 * own and is not drawn over: after {@link #end} nothing is redrawn.
 */
final class TerminalLine {

    private final PrintWriter err;
    private int width;
    private boolean ended;

    TerminalLine(PrintWriter err) {
        this.err = err;
    }

    /** Draws {@code line} over the one before, blanking what is left of that; nothing once ended. */
    synchronized void draw(String line) {
        if (ended) {
            return;
        }
        err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
        err.flush();
        width = line.length();
    }

    /** Ends the line, if one is drawn, and draws no more: what is printed next starts a line of its own. */
    synchronized void end() {
        if (width > 0) {
            err.println();
            err.flush();
        }
        width = 0;
        ended = true;
    }
}
