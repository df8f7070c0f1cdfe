package org.baolab.sim;

import java.util.Arrays;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Status;
import org.baolab.stats.GameMetric;

/**
 * Measures the game-quality metrics of one game ({@link GameMetric}) as it is played: told of the start, of each
 * position before a ply and of each position after one. Reused game after game, and allocating nothing per move:
 * the positions seen are kept in an open-addressing table of hashes whose slots are marked with the game's number,
 * so that a new game needs no clearing. The scores of the positions are kept in buffers grown by doubling, so
 * rarely, since decisiveness needs the whole game before it can be told.
 */
final class GameMetrics {

    private final boolean[] covered;
    private int coveredHoles;
    private long[] hashes = new long[1024];
    private int[] marks = new int[1024];
    private int game;
    private int distinct;
    private int positions;
    private long legalMoves;
    private int decisions;
    private int plies;
    private int leader;
    private int leadChanges;
    /**
     * SOUTH's and NORTH's {@link GameState#score} at the start and after each ply so far: entry {@code i} is that
     * of the position before ply {@code i + 1}. Kept as they are, the evaluations made of them once per game.
     */
    private int[] southScores = new int[256];
    private int[] northScores = new int[256];
    private Status status;

    GameMetrics(int holes) {
        covered = new boolean[holes];
    }

    /** Starts a game at this position. */
    void begin(GameState start) {
        game++;
        if (game == Integer.MAX_VALUE) {          // never in practice: marks restart rather than wrap
            Arrays.fill(marks, 0);
            game = 1;
        }
        Arrays.fill(covered, false);
        coveredHoles = 0;
        distinct = 0;
        positions = 0;
        legalMoves = 0;
        decisions = 0;
        plies = 0;
        leadChanges = 0;
        leader = keepScores(start, 0);
        status = start.status();
        observe(start);
    }

    /** The position before a ply, with the mover to choose. */
    void beforeMove(GameState s) {
        int n = s.legalMoveCount();
        legalMoves += n;
        if (n > 1) {
            decisions++;
        }
    }

    /** The position after a ply. */
    void afterMove(GameState s) {
        plies++;
        observe(s);
        if (plies == southScores.length) {
            southScores = Arrays.copyOf(southScores, 2 * plies);
            northScores = Arrays.copyOf(northScores, 2 * plies);
        }
        int now = keepScores(s, plies);
        if (now != leader) {
            leadChanges++;
        }
        leader = now;
        status = s.status();
    }

    /** Keeps a position's scores as entry {@code at}; returns who leads: 1 SOUTH, -1 NORTH, 0 both (a tie). */
    private int keepScores(GameState s, int at) {
        int south = s.score(Player.SOUTH);
        int north = s.score(Player.NORTH);
        southScores[at] = south;
        northScores[at] = north;
        return Integer.signum(south - north);
    }

    /**
     * The state evaluation of the position before ply {@code i + 1} from SOUTH's point of view, in [-1, 1]: the
     * score difference that the alpha-beta agent evaluates its leaves by, over the sum of the two scores (0 when
     * both are 0); see {@link GameMetric#STABILITY}.
     */
    private double evaluation(int i) {
        int sum = southScores[i] + northScores[i];
        return sum == 0 ? 0 : (double) (southScores[i] - northScores[i]) / sum;
    }

    /**
     * Counts a position, by {@link GameState#hash()} (which includes the player to move), and the holes it covers:
     * a pass over the holes only until every hole has held a seed, which in most games happens early.
     */
    private void observe(GameState s) {
        positions++;
        for (int h = 0; coveredHoles < covered.length && h < covered.length; h++) {
            if (!covered[h] && s.count(h) > 0) {
                covered[h] = true;
                coveredHoles++;
            }
        }
        if (add(s.hash())) {
            distinct++;
        }
    }

    /** Adds a position's hash to this game's; false if it was there. */
    private boolean add(long hash) {
        if (2 * (distinct + 1) > hashes.length) {
            grow();
        }
        int mask = hashes.length - 1;
        for (int i = (int) (hash ^ hash >>> 32) & mask; ; i = (i + 1) & mask) {
            if (marks[i] != game) {
                marks[i] = game;
                hashes[i] = hash;
                return true;
            }
            if (hashes[i] == hash) {
                return false;
            }
        }
    }

    private void grow() {
        long[] oldHashes = hashes;
        int[] oldMarks = marks;
        hashes = new long[2 * oldHashes.length];
        marks = new int[2 * oldMarks.length];
        int mask = hashes.length - 1;
        for (int j = 0; j < oldHashes.length; j++) {
            if (oldMarks[j] == game) {
                int i = (int) (oldHashes[j] ^ oldHashes[j] >>> 32) & mask;
                while (marks[i] == game) {
                    i = (i + 1) & mask;
                }
                marks[i] = game;
                hashes[i] = oldHashes[j];
            }
        }
    }

    /** The game's values, one per {@link GameMetric} in its order; NaN where a game of no plies has none. */
    double[] values() {
        double[] v = new double[GameMetric.values().length];
        double branching = (double) legalMoves / plies;
        v[GameMetric.BRANCHING.ordinal()] = plies == 0 ? Double.NaN : branching;
        v[GameMetric.DECISION_MOVES.ordinal()] = plies == 0 ? Double.NaN : (double) decisions / plies;
        v[GameMetric.TREE_COMPLEXITY.ordinal()] = plies == 0 ? Double.NaN : plies * Math.log10(branching);
        v[GameMetric.COVERAGE.ordinal()] = (double) coveredHoles / covered.length;
        v[GameMetric.REPETITION.ordinal()] = 1 - (double) distinct / positions;
        v[GameMetric.LEAD_CHANGE.ordinal()] = plies == 0 ? Double.NaN : (double) leadChanges / plies;
        stateEvaluationMetrics(v);
        return v;
    }

    /**
     * Stability, decisiveness, drama and dramaMax (see {@link GameMetric}) over the evaluations of the positions
     * before each ply; the last three only for a game with a winner, whose evaluation is {@code w * e} for SOUTH's
     * {@code e} ({@code w} 1 when SOUTH won, -1 when NORTH did), the loser's {@code -w * e}.
     */
    private void stateEvaluationMetrics(double[] v) {
        int w = status == Status.SOUTH_WINS ? 1 : status == Status.NORTH_WINS ? -1 : 0;
        // one pass, one division a ply: at the speed of random play every pass over the game shows in the run's speed
        double sum = 0;
        double squares = 0;
        double threshold = -1;
        double drama = 0;
        double dramaMax = 0;
        for (int i = 0; i < plies; i++) {
            double e = evaluation(i);
            sum += e;
            squares += e * e;
            double winner = w * e;
            threshold = Math.max(threshold, -winner);
            double behind = Math.abs(e) - winner;     // the higher evaluation of the two minus the winner's
            drama += behind;
            dramaMax = Math.max(dramaMax, behind);
        }
        double mean = sum / plies;
        // the population variance; rounding can take it a hair below 0 when the evaluation never moves
        v[GameMetric.STABILITY.ordinal()] = plies == 0 ? Double.NaN : Math.max(0, squares / plies - mean * mean);
        if (w == 0 || plies == 0) {
            v[GameMetric.DECISIVENESS.ordinal()] = Double.NaN;
            v[GameMetric.DRAMA.ordinal()] = Double.NaN;
            v[GameMetric.DRAMA_MAX.ordinal()] = Double.NaN;
            return;
        }
        int decided = 0;
        while (decided < plies && w * evaluation(decided) <= threshold) {
            decided++;
        }
        v[GameMetric.DECISIVENESS.ordinal()] = (double) decided / plies;
        v[GameMetric.DRAMA.ordinal()] = drama / plies;
        v[GameMetric.DRAMA_MAX.ordinal()] = dramaMax;
    }
}
