package org.baolab.core;

import java.util.ArrayList;
import java.util.List;

/** A {@link Trace} that turns an engine's reports into {@link Event}s for one move. */
final class MoveRecorder implements Trace {

    private final Board board;
    private final List<Event> events = new ArrayList<>();

    MoveRecorder(Board board) {
        this.board = board;
    }

    List<Event> events() {
        return events;
    }

    private Hole hole(int index) {
        return index < 0 ? null : board.hole(index);
    }

    @Override
    public void lap(Event.Lap.Kind kind, int from, int seeds, int end) {
        events.add(new Event.Lap(kind, hole(from), seeds, hole(end)));
    }

    @Override
    public void capture(Player by, int from, int seeds) {
        events.add(new Event.Capture(by, hole(from), seeds));
    }

    @Override
    public void banked(Player to, int hole, int seeds) {
        events.add(new Event.Banked(to, hole(hole), seeds));
    }

    @Override
    public void event(Event.Own event) {
        events.add(event);
    }

    @Override
    public void extraTurn(Player by) {
        events.add(new Event.ExtraTurn(by));
    }

    @Override
    public void endless(int laps) {
        events.clear(); // the move was not carried out: none of its laps or captures happened
        events.add(new Event.Endless(laps));
    }
}
