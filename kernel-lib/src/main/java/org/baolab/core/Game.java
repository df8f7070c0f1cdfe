package org.baolab.core;

import java.util.List;

/**
 * A game: its id, its options and how to set up a position under given rules. A game holds no position
 * (that is {@link GameState}) and plays no moves by itself (that is a {@link Match} or an agent).
 */
public interface Game {

    /** The id used on the command line and in JSON, such as {@code bao-kingulu}. */
    String id();

    /** The game's name for people. */
    String title();

    /** One line saying what kind of game it is and where it comes from. */
    String summary();

    /** Every option of the game, the common ones (C1, C7, C8) included. */
    List<OptionSpec> options();

    /** The board's shape under these rules. */
    Board board(Rules rules);

    /** The starting position under these rules. */
    GameState newState(Rules rules);

    /**
     * Whether a move may leave the same player to move again (an extra turn, as in Kalah). Plies and turns then
     * differ: statistics count plies as moves and turns as changes of mover ({@link GameState#turns}).
     */
    default boolean extraTurns() {
        return false;
    }

    /**
     * The reasons this game's own end rules give (rule C9's and any it declares with {@link Reason#declare}):
     * summaries of its games report their draws by each.
     */
    default List<Reason> reasons() {
        return List.of();
    }

    /** Whether captured seeds are kept in banks off the board (drawn and reported). */
    default boolean hasBanks() {
        return false;
    }

    /**
     * Whether the banks are stores at the ends of the board, as in Kalah and Oware: drawn there, the player sitting
     * at the bottom having theirs on the right, rather than in boxes beside the board.
     */
    default boolean hasStores() {
        return false;
    }

    /**
     * What the boards call a player's {@link GameState#score}, named by what it counts where it is no points tally
     * (stones still on the board), so that it reads well beside the banks' label ("captured").
     */
    default String scoreLabel() {
        return "score";
    }

    /** What the drawing calls the seeds kept off the board: a bank, or stones captured. */
    default String bankLabel() {
        return "bank";
    }

    /** Whether the players have reserves off the board. */
    default boolean hasReserves() {
        return false;
    }

    /**
     * Whether a game that ends by its own rules is won by the higher {@link GameState#score} (equal scores a draw),
     * as bao-kingulu is (K7, K8): a solver then also gives the final score difference with perfect play.
     */
    default boolean decidedByScore() {
        return false;
    }
}
