package org.baolab.core;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Trace} that turns an engine's reports into {@link Event}s for one move, and keeps the board after each
 * lap ({@link MoveBoards}).
 */
final class MoveRecorder implements Trace {

    private final GameState playing;
    private final Board board;
    private final List<Event> events = new ArrayList<>();
    private final List<MoveBoards.LapBoard> lapBoards = new ArrayList<>();

    /** Records the move that {@code playing} is about to play. */
    MoveRecorder(GameState playing) {
        this.playing = playing;
        this.board = playing.board();
    }

    List<Event> events() {
        return events;
    }

    List<MoveBoards.LapBoard> laps() {
        return lapBoards;
    }

    private Hole hole(int index) {
        return index < 0 ? null : board.hole(index);
    }

    @Override
    public void lap(Event.Lap.Kind kind, int from, int seeds, int end, List<Sowing.Drop> path) {
        events.add(new Event.Lap(kind, hole(from), seeds, hole(end)));
        lapBoards.add(MoveBoards.LapBoard.of(playing, path)); // engines report a lap as its last seed falls
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
        lapBoards.clear();
        events.add(new Event.Endless(laps));
    }
}
