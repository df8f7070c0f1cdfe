package org.baolab.sim;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.play.Agent;

/**
 * Plays the games of a task on one thread: one start state and one working state, reused for every game, and
 * agents of its own. Nothing is allocated per move.
 */
final class GameRunner {

    private final SimulationTask task;
    private final GameState start;
    private final GameState work;
    private final Agent south;
    private final Agent north;
    private final String southName;
    private final String northName;

    GameRunner(SimulationTask task) {
        this.task = task;
        this.start = task.rules().newState();
        this.work = start.copy();
        this.south = task.south().build();
        this.north = task.north().build();
        this.southName = task.south().name();
        this.northName = task.north().name();
    }

    SimulationTask task() {
        return task;
    }

    /** Plays game {@code index} to the end; false if {@code stop} was raised first. */
    boolean play(long index, AtomicBoolean stop) {
        SplittableRandom rng = new SplittableRandom(SimulationTask.gameSeed(task.seed(), index));
        GameState s = work;
        s.copyFrom(start);
        while (!s.isOver()) {
            if (stop.get()) {
                return false;
            }
            s.play((s.toMove() == Player.SOUTH ? south : north).choose(s, rng));
        }
        return true;
    }

    /** The position where the last game ended. */
    GameState state() {
        return work;
    }

    /** The row of the game just played. */
    GameRecord record(long index) {
        return GameRecord.of(index, SimulationTask.gameSeed(task.seed(), index), southName, northName,
                start.toMove(), work);
    }
}
