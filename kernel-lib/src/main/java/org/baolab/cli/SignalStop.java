package org.baolab.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * SIGINT (Ctrl-C) and SIGTERM while a run is under way. The first one stops the games: the thread playing them is
 * interrupted, as Kernel > Interrupt does in a notebook, so the run returns the games finished and the command
 * writes and prints them before it exits with 128 + the signal's number (130, 143). A second one ends the process
 * at once. A signal that comes once the games are over only sets the exit status: the files are written whole.
 *
 * <p>Signal handlers rather than a shutdown hook: during the hooks a second Ctrl-C cannot end the JVM (it waits
 * for them), and other hooks, such as Spark's, would stop the session that is bringing the finished games back.
 */
final class SignalStop implements AutoCloseable {

    private final Thread player;
    private final PrintWriter err;
    private final TerminalLine line;
    private final String onStop;
    private final Map<Signal, SignalHandler> previous = new LinkedHashMap<>();
    private boolean playing = true;
    private int signal;

    private SignalStop(Thread player, PrintWriter err, TerminalLine line, String onStop) {
        this.player = player;
        this.err = err;
        this.line = line;
        this.onStop = onStop;
    }

    /**
     * Handles SIGINT and SIGTERM until closed, stopping the games that the calling thread plays; {@code onStop} says
     * on standard error what becomes of the games played so far.
     */
    static SignalStop watch(PrintWriter err, String onStop) {
        return watch(err, new TerminalLine(err), onStop);
    }

    /** As {@link #watch(PrintWriter, String)}, ending {@code line} (a progress bar drawn in place) before it says so. */
    static SignalStop watch(PrintWriter err, TerminalLine line, String onStop) {
        SignalStop stop = new SignalStop(Thread.currentThread(), err, line, onStop);
        for (String name : List.of("INT", "TERM")) {
            Signal s = new Signal(name);
            try {
                stop.previous.put(s, Signal.handle(s, stop::handle));
            } catch (IllegalArgumentException e) {
                // the JVM keeps this signal for itself (-Xrs): it then ends the process as usual
            }
        }
        return stop;
    }

    private void handle(Signal s) {
        synchronized (this) {
            if (signal != 0) {
                OutputFiles.removeTemporary();
                Runtime.getRuntime().halt(128 + s.getNumber());
            }
            signal = s.getNumber();
            if (playing) {
                player.interrupt();
            }
        }
        line.end();
        err.println("baolab: SIG" + s.getName() + ": stopping; " + onStop + " (again to quit at once)");
        err.flush();
    }

    /**
     * The games are over: later signals no longer interrupt the calling thread, whose interrupt status is cleared
     * so that the files can be written.
     *
     * @return the number of the signal that came, or 0
     */
    synchronized int gamesOver() {
        playing = false;
        Thread.interrupted();
        return signal;
    }

    /** Puts the handlers back as they were. */
    @Override
    public void close() {
        previous.forEach(Signal::handle);
    }
}
