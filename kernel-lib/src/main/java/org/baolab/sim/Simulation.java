package org.baolab.sim;

import org.baolab.core.Rules;
import tech.tablesaw.api.Table;

/**
 * Plays many games between two agents, in parallel and reproducibly:
 * <pre>{@code
 * Table games = Simulation.of(Games.baoKingulu()).south(Agents.greedy()).north(Agents.random())
 *         .games(10_000).seed(42).run();
 * Table summary = Stats.summary(games);
 * }</pre>
 * Each game's random stream comes from the master seed and the game's index, so the table is the same for any
 * number of threads. Interrupting the calling thread stops the run within a move and returns the finished
 * games (the table is then named {@code games (interrupted)}).
 */
public final class Simulation extends Experiment<Simulation> {

    private Simulation(Rules rules) {
        super(rules);
    }

    /** A simulation of games under these rules. */
    public static Simulation of(Rules rules) {
        return new Simulation(rules);
    }

    /** Plays the games and returns one row per game, in index order (columns in {@link org.baolab.stats.Columns}). */
    public Table run() {
        return gamesTable(execute(true));
    }
}
