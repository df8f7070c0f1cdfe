package org.baolab.sim;

import org.baolab.core.Player;

/**
 * An agent failed during a simulated game: it threw, chose an illegal move or changed the state it was given.
 * The run stops; the message names the agent, the game's index and seed (the {@code index} and {@code seed}
 * columns of the per-game table), the rules and the ply, so that the game can be played again:
 * {@code new SimulationTask(rules, south, north, masterSeed, index, index + 1).records()} replays just that game.
 */
public final class AgentFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String agent;
    private final Player player;
    private final long gameIndex;
    private final long gameSeed;
    private final int ply;

    AgentFailedException(String agent, Player player, SimulationTask task, long gameIndex, int ply, String what,
                         Throwable cause) {
        super("agent " + agent + " playing " + player + " " + what + ", in game " + gameIndex + " (seed " +
                SimulationTask.gameSeed(task.seed(), gameIndex) + ", master seed " + task.seed() + ") of " + task.rules()
                + " at ply " + (ply + 1), cause);
        this.agent = agent;
        this.player = player;
        this.gameIndex = gameIndex;
        this.gameSeed = SimulationTask.gameSeed(task.seed(), gameIndex);
        this.ply = ply + 1;
    }

    /** The agent's name, as in the {@code south} and {@code north} columns. */
    public String agent() {
        return agent;
    }

    /** The side the agent played. */
    public Player player() {
        return player;
    }

    /** The game's index in its run. */
    public long gameIndex() {
        return gameIndex;
    }

    /** The seed of the game's random stream. */
    public long gameSeed() {
        return gameSeed;
    }

    /** The ply the agent was choosing (1-based). */
    public int ply() {
        return ply;
    }
}
