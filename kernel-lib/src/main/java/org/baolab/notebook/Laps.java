package org.baolab.notebook;

import java.util.ArrayList;
import java.util.List;
import org.baolab.core.Board;
import org.baolab.core.Event;
import org.baolab.core.Move;
import org.baolab.core.MoveBoards;
import org.baolab.core.Position;
import org.baolab.core.Sowing;

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
     * @param board the board after the lap's last seed fell, and where each seed fell ({@link MoveBoards.LapBoard#path})
     * @param following the events after the lap and before the next one: its capture, conquest, seeds banked
     * @param ending what ended the lap, in a few words: {@code relay from f2}, {@code capture of 6 from e2}
     */
    record Lap(int number, Event.Lap event, int[] before, MoveBoards.LapBoard board, List<Event> following,
               String ending) {

        /** Where the lap's seeds fell, in order, as the engine sowed them. */
        List<Sowing.Drop> path() {
            return board.path();
        }
    }

    /** The laps of a move, in order (none for a move that sows nothing, such as a step or an endless move). */
    static List<Lap> of(Move move) {
        MoveBoards boards = move.boards();
        Board shape = boards.before().board();
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
            List<Event> following = new ArrayList<>();
            Event.Lap next = null;
            for (int j = i + 1; j < events.size(); j++) {
                if (events.get(j) instanceof Event.Lap l) {
                    next = l;
                    break;
                }
                following.add(events.get(j));
            }
            laps.add(new Lap(lapIndex, lap, before, board, List.copyOf(following),
                    ending(lap, following, next, board.path(), after)));
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

    /** What ended a lap, from the events after it and where its last seed fell. */
    private static String ending(Event.Lap lap, List<Event> following, Event.Lap next, List<Sowing.Drop> path,
            int[] after) {
        for (Event e : following) {
            if (e instanceof Event.Capture c) {
                return "capture of " + c.seeds() + " from " + c.from();
            }
            if (e instanceof Event.ExtraTurn) {
                return e.describe();
            }
            if (e.endsLap() != null) {
                return e.endsLap();
            }
        }
        if (next != null && next.kind() == Event.Lap.Kind.RELAY) {
            return "relay from " + lap.end();
        }
        Sowing.Drop last = path.get(path.size() - 1);
        if (last.hole() < 0) {
            return "the move ended in the store";
        }
        if (last.bank() != null) {
            return "reserved hole " + lap.end();
        }
        return after[last.hole()] == 1 ? "empty hole " + lap.end() : "the move ended in " + lap.end();
    }
}
