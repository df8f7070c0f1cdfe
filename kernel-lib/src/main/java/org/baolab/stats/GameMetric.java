package org.baolab.stats;

/**
 * The game-quality metrics measured game by game ({@code --metrics}, {@code .metrics()}), each reported in the
 * summary as its mean over the games with a 95% interval ({@code NAME}, {@code NAMELow}, {@code NAMEHigh}). They
 * follow the Digital Ludeme Project's definitions in Ludii ({@code Evaluation/src/metrics/} in Ludeme/Ludii), named
 * per constant; positions are those before each ply, or the start and the position after each ply.
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
     * {@code GameState.score} (K8 in bao-kingulu, material on the board in the Kimasai games), a tie makes both
     * leaders, and the start gives the first set ({@code single/stateEvaluation/LeadChange.java}, which leads by a
     * state evaluation and counts its first set as a change).
     */
    LEAD_CHANGE("leadChange", true);

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
