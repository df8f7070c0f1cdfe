package org.baolab.sim;

import java.util.Arrays;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.PlyLog;
import org.baolab.core.PositionSet;
import org.baolab.core.Status;
import org.baolab.stats.GameMetric;

/**
 * Measures the game-quality metrics of one game ({@link GameMetric}) as it is played: told of the start and of the
 * position after each ply, each of which is also the position before the next ply unless the game is over there.
 * Reused game after game; allocates nothing per move.
 *
 * <p>Positions of unequal {@link GameState#progress()} differ. So of the positions of one progress the first is kept
 * whole and the others go into a {@link PositionSet} by {@link GameState#positionHash()} and progress, which a new
 * game clears.
 *
 * <p>The state evaluation changes only when the scores do, and most plies leave them as they were: so its sums, least
 * and greatest take in all the plies since the last change at once. The plies where a player's evaluation reached a
 * new high are kept, in buffers that double when full; decisiveness, known only at the game's end, is found among them.
 *
 * <p>Measured without the state evaluation (the last four metrics NaN, the scores still read for the lead), it shows
 * what the other metrics cost by themselves ({@link Throughput#metricsCost}).
 */
final class GameMetrics implements GameState.PlyListener {

    private final int holes;
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
     * Whether the game has stores, and then every seed of the game: the leader is the player with more in their
     * store and houses together, the seeds the score will count at the end (elsewhere the leader has the higher
     * score).
     */
    private final boolean leadBySide;
    private final int allSeeds;
    /**
     * SOUTH's and NORTH's {@link GameState#score} in the position last seen, and its evaluation (see
     * {@link #readScores}): worked out only when the scores change, which most plies leave as they were.
     */
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
    /**
     * The two scores and reserves together at the start, when every position of the game has the same
     * ({@link GameState#scoresAddUp}); else -1.
     */
    private final int total;
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
        total = start.scoresAddUp() ? start.score(Player.SOUTH) + start.score(Player.NORTH) + reserves(start) : -1;
        mayRepeat = start.positionsMayRepeat();
        leadBySide = start.rules().game().hasStores();
        int seeds = start.bank(Player.SOUTH) + start.bank(Player.NORTH);
        for (int h = 0; h < holes; h++) {
            seeds += start.count(h);
        }
        allSeeds = seeds;
        emptyAtStart = ~start.occupiedHoles() & (1L << holes) - 1;
    }

    /** Starts a game at the position given to the constructor. */
    void begin(GameState start) {
        seen.clear();
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
        leader = leader(start, readScores(start));
        observe(start);
        beforeMove(start);
    }

    /** A position before a ply, with the mover to choose, unless the game is over there. */
    private void beforeMove(GameState s) {
        moves(s.legalMoveCount());
    }

    /** The {@code n} legal moves of a position before a ply; none where the game is over. */
    private void moves(int n) {
        if (n == 0) {
            return;
        }
        legalMoves += n;
        // 1 when n > 1, without a branch: in bao-kingulu's random play a fifth of the positions, at random, offer one
        // move, so a branch here was mispredicted often
        decisions += (1 - n) >>> 31;
        run++;
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

    /** The position after a ply. */
    @Override
    public void afterPly(GameState s) {
        plies++;
        observe(s);
        lead(leader(s, readScores(s)));
        beforeMove(s);
    }

    /**
     * Whether the positions after plies can be read off a {@link PlyLog} ({@link #afterPlies}): where no position
     * comes back (none is told apart from the others) and the leader is who has the higher score.
     */
    boolean readsLogs() {
        return !mayRepeat && !leadBySide;
    }

    /**
     * The positions after the plies of a log, as {@link #afterPly} takes them one by one (see {@link #readsLogs}),
     * from their sums: between two plies that change a score the lead and the evaluation stay as they were, and every
     * position but one that ends the game offers a move.
     */
    void afterPlies(PlyLog log) {
        int taken = 0;
        for (int c = 0; c < log.scoreChanges(); c++) {
            int ply = log.scoreChangePly(c);
            unchanged(ply - 1 - taken);
            plies++;
            lead(scores(log.score(Player.SOUTH, c), log.score(Player.NORTH, c)));
            run++;
            taken = ply;
        }
        unchanged(log.plies() - taken);
        if (log.ended()) {
            run--;      // the last position offers no move
        }
        uncovered &= ~log.covered();
        legalMoves += log.moves();
        decisions += log.choices();
    }

    /** {@code k} plies that change no score, each leaving a position with a move. */
    private void unchanged(int k) {
        plies += k;
        run += k;
    }

    /** Who leads after a ply ({@link #leader}). */
    private void lead(int now) {
        int change = now ^ leader;
        leadChanges += (change | -change) >>> 31;     // 1 for a change: counted, not branched on (see moves)
        leader = now;
    }

    /**
     * Reads a position's scores, those that its evaluation is made of ({@link #evaluate}) if a ply follows; returns
     * who leads by them: 1 SOUTH, -1 NORTH, 0 both (a tie). The evaluation from SOUTH's point of view, in
     * [-1, 1], is the score difference (the alpha-beta agent's leaf evaluation, less the reserves it adds in
     * kimasai-two-phase) over the sum of the two scores (0 when both are 0); see {@link GameMetric#STABILITY}.
     */
    private int readScores(GameState s) {
        int south = s.score(Player.SOUTH);
        // one score a ply where they add up: the reserves are two fields where the other score is a pass over holes
        return scores(south, total >= 0 ? total - reserves(s) - south : s.score(Player.NORTH));
    }

    /** {@link #readScores} from the two scores. */
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

    /**
     * Who leads (1 SOUTH, -1 NORTH, 0 both): by the scores, {@code byScore}, or where the game has stores by store
     * and houses, which together hold all the seeds, so that SOUTH's share tells.
     */
    private int leader(GameState s, int byScore) {
        if (!leadBySide) {
            return byScore;
        }
        int mine = s.bank(Player.SOUTH);
        for (int h = 0; h < holes / 2; h++) {     // SOUTH's rows are the lower half of the holes
            mine += s.count(h);
        }
        return Integer.signum(2 * mine - allSeeds);
    }

    private static int reserves(GameState s) {
        return s.reserve(Player.SOUTH) + s.reserve(Player.NORTH);
    }

    /**
     * Counts a position, by its {@link GameState#progress()}, holes and player to move, and the holes it covers, from
     * the bitboard of its occupied holes: kimasai-four-rows keeps no counts up to date as it plays, so reading them
     * hole by hole would write them all out each ply until every hole is covered.
     */
    private void observe(GameState s) {
        if (uncovered != 0) {
            uncovered &= ~s.occupiedHoles();
        }
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
     * Stability, decisiveness, drama and dramaMax (see {@link GameMetric}) over the evaluations of the positions
     * before each ply; the last three only in a game with a winner.
     *
     * <p>With {@code w} 1 when SOUTH won and -1 when NORTH did, the winner's evaluation is {@code w e} for SOUTH's
     * {@code e}, and the winner is behind by {@code -2 w e} where {@code w e < 0}, by 0 elsewhere. So drama is
     * {@code -2 w} times the sum of the evaluations of that sign, to the bit (scaling by a power of two commutes with
     * a sum of doubles); dramaMax follows from the least or the greatest evaluation.
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
