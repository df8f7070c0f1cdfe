package org.baolab.sim;

import java.util.Arrays;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.PlyLog;
import org.baolab.core.PositionSet;
import org.baolab.core.Status;
import org.baolab.stats.GameMetric;

/**
 * Measures the game-quality metrics ({@link GameMetric}) of one game at a time: its plies are reported to its
 * {@link PlyLog} ({@link #log}), which tells it of every change of score as it comes, and whose sums it reads at the
 * game's end. Reused game after game; nothing allocated per move.
 *
 * <p>What a log's sums cannot hold it reads off every ply, and only where the game needs it: the positions, where
 * they may come back, and the lead, where it is by store and houses. Of the positions of one
 * {@link GameState#progress()} the first is kept whole, the others go into a {@link PositionSet} by
 * {@link GameState#positionHash()} and progress, which a new game clears.
 *
 * <p>The state evaluation changes only with the scores, so one sum takes in all the plies since the last change.
 * Without it (the last four metrics NaN), a run shows what the others cost ({@link Throughput#metricsCost}).
 */
final class GameMetrics {

    private final int holes;
    /** The plies of the game so far; its sums read at its end. */
    private final PlyLog log;
    /** The plies of the log taken in: those up to its last change of score. */
    private int taken;
    /** The holes that have not yet held a seed in this game, as a bitboard; at first those empty at the start. */
    private long uncovered;
    private final long emptyAtStart;
    /** The positions of this game that are not the first of their progress, by {@link #PROGRESS_KEY}. */
    private final PositionSet seen = new PositionSet(512);
    private int distinct;
    /**
     * The progress of the position last seen ({@link GameState#progress()}) and the first position of that progress:
     * its holes and mover, told apart from the others of its stretch without a hash. {@link #seen} holds the others.
     */
    private long progress;
    private final int[] first;
    private Player firstMover;
    /** Whether the game's positions may come back ({@link GameState#positionsMayRepeat}); else none is hashed. */
    private final boolean mayRepeat;
    private long legalMoves;
    private int decisions;
    private int plies;
    private int leader;
    private int leadChanges;
    /**
     * Whether the lead is by store and houses, what the score counts at the end (in a game with stores; elsewhere by
     * the score), and every seed of the game, which they hold together.
     */
    private final boolean leadBySide;
    private final int allSeeds;
    /** SOUTH's and NORTH's {@link GameState#score} in the position last seen, and its evaluation ({@link #scores}). */
    private int south;
    private int north;
    private double evaluation;
    /**
     * The plies since the scores last changed, before each of which the position had that {@link #evaluation}, not
     * yet in the sums; and the first of them.
     */
    private int run;
    private int runStart;
    /** The plies before which SOUTH's evaluation, and NORTH's, rose above all before it (see {@link Records}). */
    private final Records southHighs = new Records();
    private final Records northHighs = new Records();
    /**
     * Over the evaluations so far, in ply order: their sum and that of their squares, the sums of the negative ones
     * and of the others (so that drama, which needs the winner, follows either way), the least and the greatest.
     */
    private double sum;
    private double squares;
    private double negative;
    private double positive;
    private double least;
    private double greatest;
    /** Whether the state evaluation and its four metrics are measured: always, but to tell what the others cost. */
    private final boolean evaluated;
    /** {@link GameMetric#EVALUATED} as an array, gone through without an iterator. */
    private static final GameMetric[] EVALUATED = GameMetric.EVALUATED.toArray(new GameMetric[0]);

    /** Measures games from this position, as every game of a simulation starts. */
    GameMetrics(GameState start) {
        this(start, true);
    }

    /** Measures games from this position, with or without the state evaluation ({@link #evaluated}). */
    GameMetrics(GameState start, boolean evaluated) {
        this.evaluated = evaluated;
        holes = start.board().size();
        first = new int[holes];
        mayRepeat = start.positionsMayRepeat();
        leadBySide = start.rules().game().hasStores();
        log = new PlyLog(start, mayRepeat || leadBySide ? this::afterPly : null, this::scoresChanged);
        int seeds = start.bank(Player.SOUTH) + start.bank(Player.NORTH);
        for (int h = 0; h < holes; h++) {
            seeds += start.count(h);
        }
        allSeeds = seeds;
        emptyAtStart = ~start.occupiedHoles() & (1L << holes) - 1;
    }

    /** The log the plies of the game are reported to, from its start ({@link #begin}) to its end. */
    PlyLog log() {
        return log;
    }

    /** Starts a game at the position given to the constructor. */
    void begin(GameState start) {
        seen.clear();
        log.clear();
        taken = 0;
        uncovered = emptyAtStart;
        distinct = 0;
        legalMoves = 0;
        decisions = 0;
        plies = 0;
        leadChanges = 0;
        run = 0;
        sum = 0;
        squares = 0;
        negative = 0;
        positive = 0;
        least = Double.POSITIVE_INFINITY;
        greatest = Double.NEGATIVE_INFINITY;
        southHighs.clear();
        northHighs.clear();
        south = Integer.MIN_VALUE;      // no score: the start's evaluation is worked out
        progress = Long.MIN_VALUE;      // no progress: the start begins a stretch
        int byScore = scores(start.score(Player.SOUTH), start.score(Player.NORTH));
        leader = leadBySide ? bySide(start) : byScore;
        observe(start);
        int n = start.legalMoveCount();
        if (n > 0) {
            legalMoves += n;
            decisions += n > 1 ? 1 : 0;
            run++;
        }
    }

    /**
     * Takes the evaluation of the plies since the scores last changed into the sums, once for all of them (a sum of
     * {@code run} equal terms as one product, which is also nearer the exact sum): it is the same before each, and is
     * a new high or low, if at all, before the first of them ({@code runStart}).
     */
    private void evaluate() {
        if (run == 0) {
            return;
        }
        double e = evaluation;
        sum += run * e;
        squares += run * (e * e);
        negative += run * Math.min(e, 0.0);
        positive += run * Math.max(e, 0.0);
        if (e > greatest) {
            greatest = e;
            southHighs.add(runStart, e);
        }
        if (e < least) {
            least = e;
            northHighs.add(runStart, -e);      // NORTH's evaluation
        }
        run = 0;
    }

    /** What the log's sums cannot hold, read off the position after a ply: the position and a lead by side. */
    private void afterPly(GameState s) {
        observe(s);
        if (leadBySide) {
            lead(bySide(s));
        }
    }

    /**
     * Takes in the plies of the log up to ply {@code ply}, which changed a score. Between two plies that change a score
     * the lead and the evaluation stay as they were, and every position but one that ends the game offers a move.
     */
    private void scoresChanged(int ply, int south, int north) {
        unchanged(ply - 1 - taken);
        plies++;
        int byScore = scores(south, north);
        if (!leadBySide) {
            lead(byScore);
        }
        run++;
        taken = ply;
    }

    /** Takes in the plies of the log after its last change of score, and its sums, and clears it. */
    private void readLog() {
        unchanged(log.plies() - taken);
        if (log.ended()) {
            run--;      // the last position offers no move
        }
        uncovered &= ~log.covered();
        legalMoves += log.moves();
        decisions += log.choices();
        log.clear();
        taken = 0;
    }

    /** {@code k} plies that change no score, each leaving a position with a move. */
    private void unchanged(int k) {
        plies += k;
        run += k;
    }

    /** Who leads after a ply: 1 SOUTH, -1 NORTH, 0 both (a tie). */
    private void lead(int now) {
        int change = now ^ leader;
        leadChanges += (change | -change) >>> 31;     // 1 for a change, without a branch: leads change at random
        leader = now;
    }

    /**
     * Takes a position's scores, those its evaluation is made of ({@link #evaluate}) if a ply follows, and returns
     * who leads by them. The evaluation, SOUTH's, is the score difference over the sum of the two (0 when both are
     * 0), in [-1, 1]: see {@link GameMetric#STABILITY}.
     */
    private int scores(int south, int north) {
        if (evaluated && (south != this.south || north != this.north)) {
            evaluate();     // the plies of the evaluation before
            runStart = plies;
            this.south = south;
            this.north = north;
            int t = south + north;
            evaluation = t == 0 ? 0 : (double) (south - north) / t;
        }
        return Integer.signum(south - north);
    }

    /** Who leads in a game with stores: who has more in store and houses, which together hold all the seeds. */
    private int bySide(GameState s) {
        int mine = s.bank(Player.SOUTH);
        for (int h = 0; h < holes / 2; h++) {     // SOUTH's rows are the lower half of the holes
            mine += s.count(h);
        }
        return Integer.signum(2 * mine - allSeeds);
    }

    /** Counts a position by its {@link GameState#progress()}, holes and player to move, where positions may repeat. */
    private void observe(GameState s) {
        if (!mayRepeat) {    // each is a new position by the game's rules: nothing to record
            return;
        }
        long p = s.progress();
        if (p != progress) {
            // A new stretch: no earlier position comes back (GameState.progress). Kept as it is rather than hashed,
            // since most stretches of bao-kingulu and of kimasai-two-phase's first phase end at the next ply.
            progress = p;
            s.countsInto(first);
            firstMover = s.toMove();
            distinct++;
        } else if (s.toMove() != firstMover || !s.holds(first)) {
            if (seen.add(s.positionHash() + p * PROGRESS_KEY)) {
                distinct++;
            }
        }
    }

    /**
     * Makes a position's key of its {@link GameState#positionHash()} and {@link GameState#progress()}, which together
     * tell positions of a game apart: an odd multiplier, so that unequal progress spreads over the high bits.
     */
    private static final long PROGRESS_KEY = 0x9E3779B97F4A7C15L;

    /**
     * The game's values, one per {@link GameMetric} in its order, where it ended in {@code end}; NaN where a game of
     * no plies has none.
     */
    double[] values(GameState end) {
        readLog();
        double[] v = new double[GameMetric.values().length];
        double branching = (double) legalMoves / plies;
        v[GameMetric.BRANCHING.ordinal()] = plies == 0 ? Double.NaN : branching;
        v[GameMetric.DECISION_MOVES.ordinal()] = plies == 0 ? Double.NaN : (double) decisions / plies;
        v[GameMetric.TREE_COMPLEXITY.ordinal()] = plies == 0 ? Double.NaN : plies * Math.log10(branching);
        v[GameMetric.COVERAGE.ordinal()] = (double) (holes - Long.bitCount(uncovered)) / holes;
        int positions = plies + 1;      // the start and the position after each ply
        v[GameMetric.REPETITION.ordinal()] = 1 - (double) (mayRepeat ? distinct : positions) / positions;
        v[GameMetric.LEAD_CHANGE.ordinal()] = plies == 0 ? Double.NaN : (double) leadChanges / plies;
        if (evaluated) {
            evaluate();
            stateEvaluationMetrics(v, end.status());
        } else {
            for (GameMetric m : EVALUATED) {
                v[m.ordinal()] = Double.NaN;
            }
        }
        return v;
    }

    /**
     * Stability, decisiveness, drama and dramaMax (see {@link GameMetric}) over the evaluations before each ply; the
     * last three only in a game with a winner, {@code w} = 1 (SOUTH) or -1 (NORTH).
     *
     * <p>The winner is behind by {@code -2 w e} where {@code w e < 0}: so drama is {@code -2 w} times the sum of the
     * evaluations of that sign, to the bit, as scaling by a power of two commutes with a sum of doubles.
     */
    private void stateEvaluationMetrics(double[] v, Status status) {
        int w = status == Status.SOUTH_WINS ? 1 : status == Status.NORTH_WINS ? -1 : 0;
        double mean = sum / plies;
        // the population variance; rounding can take it a hair below 0 when the evaluation never moves
        v[GameMetric.STABILITY.ordinal()] = plies == 0 ? Double.NaN : Math.max(0, squares / plies - mean * mean);
        if (w == 0 || plies == 0) {
            v[GameMetric.DECISIVENESS.ordinal()] = Double.NaN;
            v[GameMetric.DRAMA.ordinal()] = Double.NaN;
            v[GameMetric.DRAMA_MAX.ordinal()] = Double.NaN;
            return;
        }
        double threshold = w == 1 ? -least : greatest;      // the loser's highest evaluation
        v[GameMetric.DECISIVENESS.ordinal()] = (double) (w == 1 ? southHighs : northHighs).first(threshold, plies) / plies;
        // 0.0 - x: a drama of +0.0, never -0.0, when the winner was never behind
        v[GameMetric.DRAMA.ordinal()] = (0.0 - 2.0 * w * (w == 1 ? negative : positive)) / plies;
        v[GameMetric.DRAMA_MAX.ordinal()] = threshold > 0 ? 2 * threshold : 0;
    }

    /**
     * The plies before which one player's evaluation rose above all before it (the first ply's always does), with
     * that evaluation, so rising from entry to entry. The first ply at which the winner's evaluation exceeds a
     * threshold is one of these: every ply before it had an evaluation at most the threshold, so lower than its own.
     */
    private static final class Records {
        private int[] plies = new int[16];
        private double[] values = new double[16];
        private int size;

        void clear() {
            size = 0;
        }

        void add(int ply, double value) {
            if (size == plies.length) {
                plies = Arrays.copyOf(plies, 2 * size);
                values = Arrays.copyOf(values, 2 * size);
            }
            plies[size] = ply;
            values[size++] = value;
        }

        /** The first ply whose evaluation exceeds {@code threshold}; {@code none} if none does. */
        int first(double threshold, int none) {
            for (int i = 0; i < size; i++) {
                if (values[i] > threshold) {
                    return plies[i];
                }
            }
            return none;
        }
    }
}
