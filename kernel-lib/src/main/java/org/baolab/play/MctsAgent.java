package org.baolab.play;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Status;
import org.baolab.core.Uniform;

/**
 * Monte Carlo tree search with the UCT rule and uniformly random playouts. The tree lives in parallel primitive
 * arrays that grow once and are reused for every decision; a node's children are made together, the first time
 * the node is reached again after its own playout. A playout scores 1 for a win, 1/2 for a draw, 0 for a loss,
 * from the side of the player who made the node's move. The most visited root move is played.
 */
final class MctsAgent implements Agent {

    /** Every 256 playouts the search checks whether it was asked to stop. */
    private static final int STOP_CHECK = 255;
    private final AgentSpec.Mcts spec;
    private final StatePool pool = new StatePool();
    private int[] move = new int[64];
    private int[] parent = new int[64];
    private int[] firstChild = new int[64];
    private int[] childCount = new int[64];
    private int[] mover = new int[64];
    private int[] visits = new int[64];
    private double[] reward = new double[64];
    private int size;

    MctsAgent(AgentSpec.Mcts spec) {
        this.spec = spec;
    }

    @Override
    public int choose(GameState state, RandomGenerator rng) {
        if (state.legalMoveCount() == 1) {
            return state.legalMove(0);
        }
        GameState work = pool.states(state, 1)[0];
        size = 0;
        int root = node(-1, -1, -1);
        for (int it = 0; it < spec.iterations(); it++) {
            if ((it & STOP_CHECK) == STOP_CHECK) {
                SearchStoppedException.check(spec);
            }
            work.copyFrom(state);
            int node = root;
            while (firstChild[node] >= 0 && !work.isOver()) {
                node = select(node);
                work.play(move[node]);
            }
            if (!work.isOver() && (node == root || visits[node] > 0)) {
                expand(node, work);
                node = firstChild[node] + Uniform.below(rng, childCount[node]);
                work.play(move[node]);
            }
            work.playRandomly(rng, Integer.MAX_VALUE);    // C8: the game ends by maxTurns
            Status result = work.status();
            for (int x = node; x >= 0; x = parent[x]) {
                visits[x]++;
                reward[x] += score(result, mover[x]);
            }
        }
        int best = firstChild[root];
        for (int c = best + 1; c < firstChild[root] + childCount[root]; c++) {
            if (visits[c] > visits[best]) {
                best = c;
            }
        }
        return move[best];
    }

    /** The child with the highest upper confidence bound; an unvisited child first. */
    private int select(int node) {
        int from = firstChild[node];
        int to = from + childCount[node];
        double logVisits = Math.log(visits[node]);
        double c = spec.exploration();
        int best = from;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int child = from; child < to; child++) {
            int v = visits[child];
            if (v == 0) {
                return child;
            }
            double value = reward[child] / v + c * Math.sqrt(logVisits / v);
            if (value > bestValue) {
                bestValue = value;
                best = child;
            }
        }
        return best;
    }

    private void expand(int node, GameState state) {
        int n = state.legalMoveCount();
        int who = state.toMove().ordinal();
        int first = size;
        for (int i = 0; i < n; i++) {
            node(node, state.legalMove(i), who);
        }
        firstChild[node] = first;
        childCount[node] = n;
    }

    private int node(int parentNode, int hole, int who) {
        if (size == move.length) {
            grow();
        }
        int id = size++;
        move[id] = hole;
        parent[id] = parentNode;
        firstChild[id] = -1;
        childCount[id] = 0;
        mover[id] = who;
        visits[id] = 0;
        reward[id] = 0;
        return id;
    }

    private void grow() {
        int n = move.length * 2;
        move = Arrays.copyOf(move, n);
        parent = Arrays.copyOf(parent, n);
        firstChild = Arrays.copyOf(firstChild, n);
        childCount = Arrays.copyOf(childCount, n);
        mover = Arrays.copyOf(mover, n);
        visits = Arrays.copyOf(visits, n);
        reward = Arrays.copyOf(reward, n);
    }

    private static double score(Status result, int who) {
        if (who < 0 || result == Status.DRAW) {  // the root's own reward is never read
            return 0.5;
        }
        return result == Status.winFor(Player.of(who)) ? 1 : 0;
    }

    @Override
    public AgentSpec spec() {
        return spec;
    }
}
