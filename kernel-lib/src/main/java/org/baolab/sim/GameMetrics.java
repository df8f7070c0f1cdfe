package org.baolab.sim;

import java.util.Arrays;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.stats.GameMetric;

/**
 * Measures the game-quality metrics of one game ({@link GameMetric}) as it is played: told of the start, of each
 * position before a ply and of each position after one. Reused game after game, and allocating nothing per move:
 * the positions seen are kept in an open-addressing table of hashes whose slots are marked with the game's number,
 * so that a new game needs no clearing.
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
        leader = leader(start);
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
        int now = leader(s);
        if (now != leader) {
            leadChanges++;
        }
        leader = now;
    }

    /** Who leads by {@link GameState#score}: 1 SOUTH, -1 NORTH, 0 both (a tie). */
    private static int leader(GameState s) {
        return Integer.signum(s.score(Player.SOUTH) - s.score(Player.NORTH));
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
        return v;
    }
}
