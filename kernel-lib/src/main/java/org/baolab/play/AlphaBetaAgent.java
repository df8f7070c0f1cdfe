package org.baolab.play;

import java.util.random.RandomGenerator;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Uniform;

/**
 * Negamax alpha-beta with iterative deepening; a move after which the mover moves again (an extra turn) keeps its
 * value unnegated. A position at the search's horizon is worth the mover's material less the opponent's: the
 * {@link GameState#score score} plus the {@link GameState#reserve reserve}, since a cow in kimasai-two-phase's
 * reserve is as much its player's as one on the board (counting the board alone makes whoever placed a cow last look
 * one ahead, and a player who moves second in phase one look behind for the whole phase). A finished game is worth
 * more than any material: a faster win more, a slower loss less; a draw is worth half a unit of material less than
 * an even position to the player the agent decides for (a contempt for draws), so that it plays on level rather
 * than end a game in a draw, by an endless move say (C7), that it could play on. Each depth's best move is searched
 * first at the next depth, and a transposition table keyed on {@link GameState#hash} gives bounds and a best move to
 * try first at every node.
 * The table is stamped per decision, so a choice never depends on earlier games or moves: that keeps a seeded
 * simulation identical for any thread count.
 *
 * <p>{@link #nodes} counts the positions searched, so that a benchmark can report nodes per second.
 */
public final class AlphaBetaAgent implements Agent {

    /** The deepest search allowed. */
    static final int MAX_DEPTH = 64;
    /** A won game is worth more than any score difference. */
    static final int WIN = 1 << 24;
    /** A unit of material (a seed, a cow, a stone) at the horizon, so that half of one is a whole number. */
    static final int UNIT = 2;
    /** What a draw costs the player the agent decides for, against an even position: half a unit of material. */
    static final int CONTEMPT = UNIT / 2;

    /** Every 4,096 positions the search checks whether it was asked to stop. */
    private static final int STOP_CHECK = 4095;
    private static final int TABLE_BITS = 16;
    private static final int MASK = (1 << TABLE_BITS) - 1;
    private static final byte EXACT = 0;
    private static final byte LOWER = 1;
    private static final byte UPPER = 2;

    private final AgentSpec.AlphaBeta spec;
    private final int depth;
    private final StatePool pool = new StatePool();
    private final long[] keys = new long[1 << TABLE_BITS];
    private final int[] values = new int[1 << TABLE_BITS];
    private final int[] stamps = new int[1 << TABLE_BITS];
    private final byte[] depths = new byte[1 << TABLE_BITS];
    private final byte[] flags = new byte[1 << TABLE_BITS];
    private final short[] bestMoves = new short[1 << TABLE_BITS];
    private final int[][] moves = new int[MAX_DEPTH + 1][];
    private GameState[] states;
    private int stamp;
    /** The player of the decision under way: the one whom a draw costs {@link #CONTEMPT}. */
    private Player me;
    /** Positions searched below the root, over every decision and every depth of the iterative deepening. */
    private long nodes;

    AlphaBetaAgent(AgentSpec.AlphaBeta spec) {
        this.spec = spec;
        this.depth = spec.depth();
    }

    @Override
    public int choose(GameState state, RandomGenerator rng) {
        int n = state.legalMoveCount();
        if (n == 1) {
            return state.legalMove(0);
        }
        states = pool.states(state, depth + 1);
        if (moves[0] == null || moves[0].length < state.board().size()) {
            for (int p = 0; p <= depth; p++) {
                moves[p] = new int[state.board().size()];
            }
        }
        stamp++;
        me = state.toMove();
        states[0].copyFrom(state);
        int[] root = moves[0];
        state.legalMoves(root);
        int choice = root[0];
        for (int d = 1; d <= depth; d++) {
            choice = searchRoot(n, d, d == depth ? rng : null);
            moveToFront(root, n, choice);
        }
        return choice;
    }

    /** The best root move at depth {@code d}; with {@code rng}, ties between best moves are broken at random. */
    private int searchRoot(int n, int d, RandomGenerator rng) {
        int[] root = moves[0];
        int best = -Integer.MAX_VALUE;
        int choice = root[0];
        int ties = 0;
        for (int i = 0; i < n; i++) {
            GameState child = states[1];
            child.copyFrom(states[0]);
            child.play(root[i]);
            // A window just below the best so far keeps equal values exact, so ties are seen as ties.
            int alpha = best == -Integer.MAX_VALUE ? -Integer.MAX_VALUE : best - 1;
            int value = value(states[0], child, 1, d - 1, alpha, Integer.MAX_VALUE);
            if (value > best) {
                best = value;
                choice = root[i];
                ties = 1;
            } else if (value == best && rng != null && Uniform.below(rng, ++ties) == 0) {
                choice = root[i];
            }
        }
        return choice;
    }

    private int negamax(int ply, int d, int alpha, int beta) {
        if ((++nodes & STOP_CHECK) == 0) {
            SearchStoppedException.check(spec);
        }
        GameState s = states[ply];
        if (s.isOver()) {
            return terminal(s, d);
        }
        if (d == 0) {
            return evaluate(s);
        }
        long key = s.hash();
        int slot = (int) (key ^ key >>> 32) & MASK;
        int ttMove = -1;
        if (stamps[slot] == stamp && keys[slot] == key) {
            ttMove = bestMoves[slot];
            if (depths[slot] >= d) {
                int v = values[slot];
                if (flags[slot] == EXACT || flags[slot] == LOWER && v >= beta || flags[slot] == UPPER && v <= alpha) {
                    return v;
                }
            }
        }
        int[] list = moves[ply];
        int n = s.legalMoves(list);
        if (ttMove >= 0) {
            moveToFront(list, n, ttMove);
        }
        int alpha0 = alpha;
        int best = -Integer.MAX_VALUE;
        int bestMove = list[0];
        GameState child = states[ply + 1];
        for (int i = 0; i < n; i++) {
            child.copyFrom(s);
            child.play(list[i]);
            int value = value(s, child, ply + 1, d - 1, alpha, beta);
            if (value > best) {
                best = value;
                bestMove = list[i];
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        stamps[slot] = stamp;
        keys[slot] = key;
        values[slot] = best;
        depths[slot] = (byte) d;
        flags[slot] = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
        bestMoves[slot] = (short) bestMove;
        return best;
    }

    /**
     * The value for the mover of {@code s} of its child {@code child} (states[ply]), searched {@code d} deep within
     * {@code (alpha, beta)}: negated when the turn passed, as is, not negated, when the mover moves again.
     */
    private int value(GameState s, GameState child, int ply, int d, int alpha, int beta) {
        return child.toMove() == s.toMove() ? negamax(ply, d, alpha, beta) : -negamax(ply, d, -beta, -alpha);
    }

    /**
     * A finished game from the point of view of the player who would move: a faster win is worth more; a draw is
     * worth {@code -CONTEMPT} to the player of this decision and {@code CONTEMPT} to the other.
     */
    private int terminal(GameState s, int remaining) {
        Player winner = s.outcome().winner();
        if (winner == null) {
            return s.toMove() == me ? -CONTEMPT : CONTEMPT;
        }
        int value = WIN + remaining;
        return winner == s.toMove() ? value : -value;
    }

    /** The material of the player to move minus the opponent's, in {@link #UNIT}s. */
    private static int evaluate(GameState s) {
        Player mover = s.toMove();
        return UNIT * (s.score(mover) + s.reserve(mover) - s.score(mover.opponent()) - s.reserve(mover.opponent()));
    }

    private static void moveToFront(int[] list, int n, int move) {
        for (int i = 0; i < n; i++) {
            if (list[i] == move) {
                System.arraycopy(list, 0, list, 1, i);
                list[0] = move;
                return;
            }
        }
    }

    /**
     * The positions this agent has searched so far, all its decisions together: one per position reached by a move
     * in the search, a leaf or a finished game included, at every depth of the iterative deepening. A decision with a
     * single legal move searches none.
     */
    public long nodes() {
        return nodes;
    }

    @Override
    public AgentSpec spec() {
        return spec;
    }
}
