package org.baolab.notebook;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.baolab.core.Board;
import org.baolab.core.Direction;
import org.baolab.core.Event;
import org.baolab.core.Move;
import org.baolab.core.MoveBoards;
import org.baolab.core.Player;
import org.baolab.core.Position;

/**
 * A move's laps as the lap-by-lap drawings show them ({@link MoveAnimation}, {@link Filmstrip}): the board before
 * and after each lap's sowing, the holes its seeds fell into in order, and what ended it. Read from the move's
 * events and recorded boards only, so it holds for every sowing game.
 */
final class Laps {

    private Laps() {
    }

    /**
     * One lap.
     *
     * @param number 1 for the first lap
     * @param event the lap as the move recorded it
     * @param before the seeds in every hole (engine index) once the lap's seeds were lifted
     * @param board the board after the lap's last seed fell
     * @param path the hole each seed fell into, in order, or {@code null} if no circuit of the board gives the board
     *     recorded (then the lap is drawn in one step)
     * @param following the events after the lap and before the next one: its capture, conquest, seeds banked
     * @param ending what ended the lap, in a few words: {@code relay from f2}, {@code capture of 6 from e2}
     */
    record Lap(int number, Event.Lap event, int[] before, MoveBoards.LapBoard board, int[] path,
               List<Event> following, String ending) {
    }

    /** The laps of a move, in order (none for a move that sows nothing, such as a step or an endless move). */
    static List<Lap> of(Move move) {
        MoveBoards boards = move.boards();
        Board shape = boards.before().board();
        Set<String> reserved = boards.before().reserved().keySet();
        List<Event> events = move.events();
        List<Lap> laps = new ArrayList<>();
        int[] counts = counts(boards.before());
        int lapIndex = 0;
        for (int i = 0; i < events.size(); i++) {
            if (!(events.get(i) instanceof Event.Lap lap)) {
                continue;
            }
            MoveBoards.LapBoard board = boards.laps().get(lapIndex++);
            int[] before = counts.clone();
            before[shape.index(lap.from())] = 0; // every lap lifts all the seeds of the hole it starts from
            int[] after = board.counts().stream().mapToInt(Integer::intValue).toArray();
            int[] path = path(shape, reserved, before, after, shape.index(lap.from()), lap.seeds(),
                    shape.index(lap.end()));
            List<Event> following = new ArrayList<>();
            Event.Lap next = null;
            for (int j = i + 1; j < events.size(); j++) {
                if (events.get(j) instanceof Event.Lap l) {
                    next = l;
                    break;
                }
                following.add(events.get(j));
            }
            laps.add(new Lap(lapIndex, lap, before, board, path, List.copyOf(following),
                    ending(lap, following, next, reserved, after[shape.index(lap.end())])));
            counts = after;
        }
        return laps;
    }

    /** The seeds in every hole of a position, by engine index. */
    static int[] counts(Position p) {
        Board b = p.board();
        int[] counts = new int[b.size()];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = p.count(b.hole(i));
        }
        return counts;
    }

    /** What ended a lap, from the events after it and the hole its last seed fell into. */
    private static String ending(Event.Lap lap, List<Event> following, Event.Lap next, Set<String> reserved,
            int endCount) {
        for (Event e : following) {
            if (e instanceof Event.Capture c) {
                return "capture of " + c.seeds() + " from " + c.from();
            }
            if (e.endsLap() != null) {
                return e.endsLap();
            }
        }
        if (next != null && next.kind() == Event.Lap.Kind.RELAY) {
            return "relay from " + lap.end();
        }
        if (reserved.contains(lap.end().name())) {
            return "reserved hole " + lap.end();
        }
        return endCount == 1 ? "empty hole " + lap.end() : "the move ended in " + lap.end();
    }

    /**
     * The holes the lap's seeds fell into, in order: the walk along one of the board's circuits (rule C4: every
     * player's, either way round, from any hole, passing over the lifted hole or not) that ends in {@code end} and
     * turns {@code before} into {@code after} exactly, a seed sown into a reserved hole leaving its count alone
     * (K3); {@code null} when no walk does.
     */
    static int[] path(Board shape, Set<String> reserved, int[] before, int[] after, int from, int seeds, int end) {
        for (Player player : Player.values()) {
            for (Direction direction : Direction.values()) {
                int[] next = shape.circuit(player, direction);
                if (next[from] < 0 && next[end] < 0) {
                    continue;
                }
                for (int skip : new int[] {-1, from}) {
                    int[] starts = starts(next, from);
                    for (int start : starts) {
                        int[] walk = walk(shape, reserved, next, start, seeds, skip, before, after, end);
                        if (walk != null) {
                            return walk;
                        }
                    }
                }
            }
        }
        return null;
    }

    /** The hole after the lifted one first (the usual start), then every other hole of the circuit. */
    private static int[] starts(int[] next, int from) {
        int[] starts = new int[next.length + 1];
        int n = 0;
        if (from >= 0 && next[from] >= 0) {
            starts[n++] = next[from];
        }
        for (int h = 0; h < next.length; h++) {
            if (next[h] >= 0) {
                starts[n++] = h;
            }
        }
        return Arrays.copyOf(starts, n);
    }

    private static int[] walk(Board shape, Set<String> reserved, int[] next, int start, int seeds, int skip,
            int[] before, int[] after, int end) {
        int[] counts = before.clone();
        int[] path = new int[seeds];
        int h = start;
        for (int s = 0; s < seeds; s++) {
            if (s > 0) {
                h = next[h];
                if (h == skip) {
                    h = next[h];
                }
            }
            if (h < 0) {
                return null;
            }
            path[s] = h;
            if (!reserved.contains(shape.name(h))) {
                counts[h]++;
            }
        }
        return h == end && Arrays.equals(counts, after) ? path : null;
    }
}
