package org.baolab.core;

import java.util.List;
import java.util.Map;

/**
 * One thing that happened during a move, in the order it happened. Kept by {@link Move} for explanations and
 * drawings. The events every game shares are here; a game's own events (a conquest, a cow from a reserve, a step)
 * are {@link Own} events the game defines, so that the core, {@link Move} and the drawings need no case for them.
 */
public sealed interface Event {

    /** The event as a short sentence. */
    String describe();

    /** What a move's one-line summary says of it ({@code ", captured 6 from e2"}), or nothing. */
    default String note() {
        return "";
    }

    /** The holes it put seeds into or took them from, which a drawing of the move marks. */
    default List<Hole> touched() {
        return List.of();
    }

    /**
     * What it did to the seeds in the holes, hole by hole (seeds put in, or taken out as a negative number), for a
     * drawing that replays a move seed by seed; laps and captures are replayed from their own records, so none here.
     */
    default Map<Hole, Integer> changes() {
        return Map.of();
    }

    /** How a lap-by-lap drawing names the end of the lap this event ended ("kuweka: f2 conquered"), or {@code null}. */
    default String endsLap() {
        return null;
    }

    /** An event of one game's own rules, reported through {@link Trace#event}. */
    non-sealed interface Own extends Event {
    }

    /**
     * A lap of sowing (rule C6).
     *
     * @param kind first lap, relay lap, or a lap of captured seeds
     * @param from the hole the seeds were lifted from
     * @param seeds how many were sown
     * @param end the hole where the last one fell, or {@code null} when it fell into the mover's store
     */
    record Lap(Kind kind, Hole from, int seeds, Hole end) implements Event {
        /** Why the lap was sown. */
        public enum Kind {
            /** The seeds of the hole the move lifts. */
            FIRST,
            /** The seeds of a hole lifted where (or after where) a lap ended. */
            RELAY,
            /** Captured seeds sown on. */
            CAPTURE,
            /** The seeds still in hand after a lap stopped at a hole taken at once (Pallanguzhi's pasu). */
            ON
        }

        @Override
        public String describe() {
            return switch (kind) {
                case FIRST -> "lifted " + seeds + " from " + from + ", the last into " + (end == null ? "the store" : end);
                case RELAY -> "relay: lifted " + seeds + " from " + from + ", the last into " + end;
                case CAPTURE -> "sowed the " + seeds + " captured from " + from + ", last into " + end;
                case ON -> "sowed on the " + seeds + " left in hand after " + from + ", last into " + end;
            };
        }

        @Override
        public List<Hole> touched() {
            return end == null ? List.of(from) : List.of(from, end);
        }

    }

    /**
     * Seeds (stones, cows) taken from the opponent.
     *
     * @param by the capturer
     * @param from the hole emptied
     * @param seeds how many
     */
    record Capture(Player by, Hole from, int seeds) implements Event {
        @Override
        public String describe() {
            return by + " captured " + seeds + " from " + from;
        }

        @Override
        public String note() {
            return ", captured " + seeds + " from " + from;
        }
    }

    /**
     * Seeds put in a player's bank without a capture: a seed sown into a reserved hole (K3) or the capturing seed (K4b).
     *
     * @param to whose bank
     * @param hole where the seed was taken from, or {@code null} for seeds sown into reserved holes
     * @param seeds how many
     */
    record Banked(Player to, Hole hole, int seeds) implements Event {
        @Override
        public String describe() {
            String what = seeds + (seeds == 1 ? " seed" : " seeds");
            return hole == null ? what + " sown into holes reserved for " + to + " went to " + to + "'s bank"
                    : what + " from " + hole + " banked by " + to;
        }

        @Override
        public List<Hole> touched() {
            return hole == null ? List.of() : List.of(hole);
        }
    }

    /**
     * The move left its player to move again (an extra turn).
     *
     * @param by who moves again
     */
    record ExtraTurn(Player by) implements Event {
        @Override
        public String describe() {
            return by + " moves again";
        }

        @Override
        public String note() {
            return ", moves again";
        }
    }

    /**
     * The move did not end within the lap limit and was not carried out (C7).
     *
     * @param laps laps sown before giving up
     */
    record Endless(int laps) implements Event {
        @Override
        public String describe() {
            return "the move was still going after " + laps + " laps: it is endless and was not carried out (rule C7)";
        }

        @Override
        public String note() {
            return ", endless (not carried out)";
        }
    }
}
