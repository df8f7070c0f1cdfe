package org.baolab.core;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A move as played in a {@link Match}, with everything that happened in it.
 *
 * @param number the ply this move was (1-based)
 * @param player who played it
 * @param hole the hole it started from (rule C5)
 * @param phase the mover's phase when the move started, in a game played in phases; 0 elsewhere
 * @param events laps, captures and the game's own events, in order
 * @param after the game's outcome after the move
 * @param boards the board before the move, after each of its laps and after it
 */
public record Move(int number, Player player, Hole hole, int phase, List<Event> events, Outcome after,
                   MoveBoards boards) {

    public Move {
        events = List.copyOf(events);
    }

    /**
     * The move as an animation that plays in the browser without the kernel (also in an exported page): the seeds
     * lifted, each lap sown hole by hole, relays, captures and conquests marked as in the board drawing, with play,
     * pause and step controls. Drawn by the installed {@link DisplayProvider}.
     */
    public Display animate() {
        return Displays.installed().animate(this);
    }

    /** The board after each lap in a row, numbered, each naming what ended its lap: a static picture for print. */
    public Display filmstrip() {
        return Displays.installed().filmstrip(this);
    }

    /** Laps sown in this move. */
    public int laps() {
        return (int) events.stream().filter(e -> e instanceof Event.Lap).count();
    }

    /** The captures of this move. */
    public List<Event.Capture> captures() {
        return events.stream().filter(e -> e instanceof Event.Capture).map(e -> (Event.Capture) e).toList();
    }

    /** Seeds captured in this move. */
    public int capturedSeeds() {
        return captures().stream().mapToInt(Event.Capture::seeds).sum();
    }

    /**
     * One line: who played what, what happened before the first lap (a cow brought in), the laps, then what
     * happened after (captures, conquests, an extra turn), each event as its {@link Event#note} says.
     */
    public String summary() {
        StringBuilder s = new StringBuilder(player + " " + hole);
        int laps = laps();
        boolean sown = false;
        for (Event e : events) {
            if (e instanceof Event.Lap && !sown) {
                sown = true;
                s.append(", ").append(laps).append(laps == 1 ? " lap" : " laps");
            }
            s.append(e.note());
        }
        return s.toString();
    }

    /** A numbered account of the move, one event a line, for people. */
    public String explain() {
        StringBuilder s = new StringBuilder("Ply " + number + ": " + player + " plays " + hole
                + (phase > 0 ? " (phase " + phase + ")" : "") + "\n");
        int lap = 0;
        for (Event e : events) {
            String prefix = e instanceof Event.Lap ? "  lap " + (++lap) + ": " : "    ";
            s.append(prefix).append(e.describe()).append('\n');
        }
        if (after.isOver()) {
            s.append("  the game is over: ").append(after).append('\n');
        }
        return s.toString();
    }

    @Override
    public String toString() {
        return number + ". " + summary();
    }

    /** Space-separated hole names of a list of moves, as {@link Match#play(String)} reads them. */
    public static String notation(List<Move> moves) {
        return moves.stream().map(m -> m.hole().name()).collect(Collectors.joining(" "));
    }
}
