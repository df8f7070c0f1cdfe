package org.baolab.stats;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * The game-quality metrics measured game by game ({@code --metrics}, {@code .metrics()}), each reported in the
 * summary as its mean over the games with a 95% interval ({@code NAME}, {@code NAMELow}, {@code NAMEHigh}). They
 * follow the Digital Ludeme Project's definitions in Ludii ({@code Evaluation/src/metrics/} in Ludeme/Ludii), named
 * per constant; positions are those before each ply, or the start and the position after each ply. The last four
 * measure a state evaluation, described at {@link #STABILITY}.
 */
public enum GameMetric {
    /** The mean number of legal moves in the positions before each ply ({@code multiple/metrics/BranchingFactor.java}, averaged over the plies). */
    BRANCHING("branching", false),
    /** The share of plies with more than one legal move ({@code single/complexity/DecisionMoves.java}). */
    DECISION_MOVES("decisionMoves", true),
    /**
     * Plies times log10 of the game's mean branching: the log10 of the number of games of this length and
     * branching ({@code single/complexity/GameTreeComplexity.java}).
     */
    TREE_COMPLEXITY("treeComplexity", false),
    /**
     * The share of holes that held at least one seed in some position, the start included
     * ({@code single/boardCoverage/BoardCoverageDefault.java}).
     */
    COVERAGE("coverage", true),
    /**
     * 1 - distinct positions / positions, over the start and the position after each ply, a position including the
     * player to move ({@code single/stateRepetition/SituationalRepetition.java}, which divides two integers and so
     * gives 0 or 1 per game; here the division is real). Positions are told apart by {@code GameState.hash()}.
     */
    REPETITION("repetition", true),
    /**
     * The plies after which the set of leading players changes, over the plies; the leader has the higher
     * {@code GameState.score} (K8 in bao-kingulu, material on the board in the Kimasai games), or where a game has
     * stores (Kalah, Oware) more seeds in their store and houses together, a tie makes both leaders, and the start gives the first set ({@code single/stateEvaluation/LeadChange.java}, which leads by a
     * state evaluation and counts its first set as a change).
     */
    LEAD_CHANGE("leadChange", true),
    /**
     * The variance of the state evaluation over the positions before each ply ({@code single/stateEvaluation/
     * Stability.java}). The evaluation is the engine's own, from SOUTH's point of view: SOUTH's
     * {@code GameState.score} minus NORTH's (K8 in bao-kingulu, stones on the board in kimasai-four-rows, cows on the
     * board in kimasai-two-phase, the stores in Kalah and Oware; the leaf evaluation of {@code AlphaBetaAgent}, which
     * adds kimasai-two-phase's reserves) over the sum of the two
     * scores, 0 when both are 0. That puts it in [-1, 1], at -1 or 1 only when one side holds all the material,
     * with no scale to choose (Ludii squashes its heuristic difference with tanh); NORTH's evaluation is its
     * negation. Ludii sums the variances of the players' evaluations, for two players twice the average variance
     * its description promises; this is the average, the population variance of SOUTH's evaluation.
     */
    STABILITY("stability", true),
    /**
     * For a game with a winner: the index of the first position before a ply where the winner's evaluation
     * (see {@link #STABILITY}) exceeds the highest the loser reaches in any of them, over the plies, 1 if it never
     * does ({@code single/stateEvaluation/decisiveness/DecisivenessMoves.java} with its threshold
     * {@code DecisivenessThreshold.java}; Ludii divides two integers, giving 0 or 1 per game, where the division
     * here is real). The lower, the earlier the game was decided. Undefined for a draw (Ludii ranks both players
     * first in a draw, so that no threshold exists).
     */
    DECISIVENESS("decisiveness", true),
    /**
     * For a game with a winner: the mean over the positions before each ply of the highest evaluation of the two
     * players minus the winner's (see {@link #STABILITY}), so twice how far behind the winner was, 0 when not behind
     * ({@code multiple/metrics/Drama.java}, averaged as {@code DramaAverage} does). From 0 to 2; undefined for a
     * draw.
     */
    DRAMA("drama", false),
    /** The greatest of the values {@link #DRAMA} averages ({@code DramaMaximum}), 0 to 2; undefined for a draw. */
    DRAMA_MAX("dramaMax", false);

    /** The four that measure a state evaluation ({@link #STABILITY}); the others need none. */
    public static final Set<GameMetric> EVALUATED =
            Collections.unmodifiableSet(EnumSet.of(STABILITY, DECISIVENESS, DRAMA, DRAMA_MAX));

    private final String column;
    private final boolean share;

    GameMetric(String column, boolean share) {
        this.column = column;
        this.share = share;
    }

    /** Its summary column. */
    public String column() {
        return column;
    }

    /** Whether its values are shares, 0 to 1 (its interval is kept within). */
    public boolean isShare() {
        return share;
    }
}
