package org.baolab.core;

/** One thing that happened during a move, in the order it happened. Kept by {@link Move} for explanations and statistics. */
public sealed interface Event {

    /** The event as a short sentence. */
    String describe();

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
        public enum Kind { FIRST, RELAY, CAPTURE }

        @Override
        public String describe() {
            return switch (kind) {
                case FIRST -> "lifted " + seeds + " from " + from + ", the last into " + (end == null ? "the store" : end);
                case RELAY -> "relay: lifted " + seeds + " from " + from + ", the last into " + end;
                case CAPTURE -> "sowed the " + seeds + " captured from " + from + ", last into " + end;
            };
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
    }

    /**
     * A hole conquered and reserved for the rest of the game (kuweka mtoto, K4d).
     *
     * @param by the conqueror
     * @param hole the hole now reserved
     * @param movedFrom the hole the second-to-last seed was moved from, or {@code null} if none moved
     */
    record Kuweka(Player by, Hole hole, Hole movedFrom) implements Event {
        @Override
        public String describe() {
            return by + " conquered " + hole + " (kuweka)"
                    + (movedFrom == null ? "" : ", moving the second-to-last seed from " + movedFrom + " into it");
        }
    }

    /**
     * A cow brought in from the reserve (T4).
     *
     * @param by whose reserve
     * @param hole where it was put
     */
    record ReserveCow(Player by, Hole hole) implements Event {
        @Override
        public String describe() {
            return by + " brought a cow from the reserve into " + hole;
        }
    }

    /**
     * One stone stepped to the next hole (F3).
     *
     * @param from where it was
     * @param to where it went
     */
    record Step(Hole from, Hole to) implements Event {
        @Override
        public String describe() {
            return "stepped from " + from + " to " + to;
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
    }
}
