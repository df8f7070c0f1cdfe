package org.baolab.sim;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import org.baolab.core.Player;
import org.baolab.core.PlyLog;
import org.baolab.play.Agent;
import org.baolab.play.AgentSpec;
import org.baolab.play.SearchStoppedException;

/**
 * Plays the games of a task on one thread: one start state and one working state, reused for every game, and
 * agents of its own. Nothing is allocated per move (when the task keeps moves, a buffer grown by
 * doubling holds them). An agent that throws, chooses an illegal move or (a user's
 * agent) changes the state it was given stops the run with an {@link AgentFailedException}.
 */
final class GameRunner {

    private final SimulationTask task;
    private final GameState start;
    private final GameState work;
    private final Agent south;
    private final Agent north;
    private final String southName;
    private final String northName;
    /**
     * Whether to check that the agent left the state as it was, by its ply and hash: only for a user's agent. The
     * built-in ones search on copies of their own (tested), and the check would cost them a hash per move.
     */
    private final boolean watchSouth;
    private final boolean watchNorth;
    private SplittableRandom rng;
    private long index;
    /** The holes moved from in the game so far, when the task keeps moves; grown by doubling, so rarely. */
    private short[] moves;
    /** Measures the game-quality metrics, when the task asks for them; else null. */
    private final GameMetrics metrics;
    /**
     * Whether both agents are the random agent and the moves are not kept: then the state plays the game itself
     * ({@link GameState#playRandomly}), the same moves by the same draws.
     */
    private final boolean randomPlay;
    /** Where the plies are reported: the metrics' log, or null without them. */
    private final PlyLog log;
    /** The plies the state plays at random between two looks at the stop flag. */
    private static final int STRETCH = 256;

    GameRunner(SimulationTask task) {
        this(task, true);
    }

    /** A runner whose metrics, if the task measures them, leave out the state evaluation's ({@link GameMetrics}). */
    GameRunner(SimulationTask task, boolean evaluated) {
        this.task = task;
        this.start = task.rules().newState();
        this.work = start.copy();
        this.south = task.south().build();
        this.north = task.north().build();
        this.southName = task.south().name();
        this.northName = task.north().name();
        this.watchSouth = task.south() instanceof AgentSpec.Custom;
        this.watchNorth = task.north() instanceof AgentSpec.Custom;
        this.moves = task.moves() ? new short[256] : null;
        this.metrics = task.metrics() ? new GameMetrics(start, evaluated) : null;
        this.randomPlay = task.south() instanceof AgentSpec.Random && task.north() instanceof AgentSpec.Random
                && !task.moves();
        this.log = metrics == null ? null : metrics.log();
    }

    SimulationTask task() {
        return task;
    }

    /** Plays game {@code index} to the end; false if {@code stop} was raised first. */
    boolean play(long index, AtomicBoolean stop) {
        GameState s = begin(index);
        while (!s.isOver()) {
            if (stop.get()) {
                return false;
            }
            if (randomPlay) {
                s.playRandomly(rng, STRETCH, log);
            } else if (!moved()) {
                return false;
            }
        }
        return true;
    }

    /** Plays the next move; false when the agent's search stopped because the thread was interrupted. */
    private boolean moved() {
        try {
            move();
            return true;
        } catch (CancellationException interrupted) {
            return false;
        }
    }

    /** Sets up game {@code index}: the working state at the start, the game's random stream. */
    GameState begin(long gameIndex) {
        index = gameIndex;
        rng = new SplittableRandom(SimulationTask.gameSeed(task.seed(), gameIndex));
        work.copyFrom(start);
        if (metrics != null) {
            metrics.begin(work);
        }
        return work;
    }

    /**
     * Plays the next move of the game set up, chosen by the agent to move.
     *
     * @throws AgentFailedException when the agent fails
     */
    void move() {
        GameState s = work;
        boolean southMoves = s.toMove() == Player.SOUTH;
        int ply = s.ply();
        int move = (southMoves ? watchSouth : watchNorth) ? chooseWatched(southMoves, ply) : choose(southMoves, ply);
        try {
            s.play(move);
        } catch (IllegalMoveException e) {
            throw failure(southMoves, ply, "chose an illegal move: " + e.getMessage(), e);
        }
        if (log != null) {
            log.afterPly(s);
        }
        if (moves != null) {
            keep(ply - start.ply(), move);
        }
    }

    /**
     * The agent's move. What a run of built-in agents never does (watching a user's agent, keeping the moves) is in
     * methods of its own, so that the ply HotSpot compiles for a random run is the short one.
     */
    private int choose(boolean southMoves, int ply) {
        try {
            return (southMoves ? south : north).choose(work, rng);
        } catch (CancellationException e) {
            if (Thread.currentThread().isInterrupted()) {    // a search that stopped: the game is left unfinished
                throw e;
            }
            throw failure(southMoves, ply, "threw " + e, e);
        } catch (RuntimeException e) {
            throw failure(southMoves, ply, "threw " + e, e);
        }
    }

    /** A user's agent's move, checked to have left the state as it was by its ply and hash. */
    private int chooseWatched(boolean southMoves, int ply) {
        long hash = work.hash();
        int move = choose(southMoves, ply);
        if (work.ply() != ply || work.hash() != hash) {
            throw failure(southMoves, ply, "changed the state it was given (an agent must search on its own copies, "
                    + "state.copy())", null);
        }
        return move;
    }

    /** Keeps the move of ply {@code played} of the game. */
    private void keep(int played, int move) {
        if (played == moves.length) {
            moves = Arrays.copyOf(moves, 2 * played);
        }
        moves[played] = (short) move;
    }

    private AgentFailedException failure(boolean southMoves, int ply, String what, Throwable cause) {
        return new AgentFailedException(southMoves ? southName : northName, southMoves ? Player.SOUTH : Player.NORTH,
                task, index, ply, what, cause);
    }

    /** The position where the last game ended. */
    GameState state() {
        return work;
    }

    /** The row of the game just played. */
    GameRecord record(long index) {
        return GameRecord.of(index, SimulationTask.gameSeed(task.seed(), index), southName, northName,
                start.toMove(), work, moves == null ? null : Arrays.copyOf(moves, work.ply() - start.ply()),
                metrics == null ? null : metrics.values(work));
    }
}
