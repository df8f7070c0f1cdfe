package org.baolab.core;

import java.util.List;

/**
 * What an engine reports while it plays a move. The engine calls it with hole indices so that, with
 * {@link #NONE}, the simulation hot path allocates nothing; {@link Match} records the calls as {@link Event}s.
 */
public interface Trace {

    /** A trace that ignores everything. */
    Trace NONE = new Trace() {
    };

    /**
     * A lap was sown from {@code from} with {@code seeds} seeds; the last fell into {@code end}, and {@code path} says
     * where each fell, in order ({@link Sowing#path}).
     */
    default void lap(Event.Lap.Kind kind, int from, int seeds, int end, List<Sowing.Drop> path) {
    }

    /** {@code by} captured {@code seeds} from hole {@code from}. */
    default void capture(Player by, int from, int seeds) {
    }

    /** {@code seeds} at {@code hole} (-1: sown into holes reserved for {@code to}) went to {@code to}'s bank. */
    default void banked(Player to, int hole, int seeds) {
    }

    /**
     * An event of the game's own rules. An engine makes it only when tracing (the trace is not {@link #NONE}), so
     * that untraced moves allocate nothing.
     */
    default void event(Event.Own event) {
    }

    /** The move ended with {@code by} to move again (an extra turn). */
    default void extraTurn(Player by) {
    }

    /** The move was given up as endless after {@code laps} laps. */
    default void endless(int laps) {
    }
}
