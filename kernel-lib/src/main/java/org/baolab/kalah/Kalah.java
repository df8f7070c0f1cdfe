package org.baolab.kalah;

import java.util.List;
import org.baolab.core.AbstractGame;
import org.baolab.core.Board;
import org.baolab.core.CommonOptions;
import org.baolab.core.GameState;
import org.baolab.core.OptionSpec;
import org.baolab.core.Reason;
import org.baolab.core.Rules;

/**
 * Kalah, Champion's store game as sold from the 1940s and as the solving literature plays it (rules KA1-KA8 in
 * {@code kalah.md}): one lap per move through the mover's store, an extra turn for a last seed in the store, captures
 * from an empty house of one's own. This class is the game and its options; {@link KalahState} plays it.
 */
public final class Kalah extends AbstractGame {

    private static final long serialVersionUID = 1L;

    /** When the game ends (KA5). */
    public enum EndWhen {
        /** As soon as the houses of either side are all empty. */
        EITHER_SIDE_EMPTY,
        /** Only when the player to move has no seed in their houses. */
        MOVER_EMPTY
    }

    public static final OptionSpec.Int PITS_PER_ROW = new OptionSpec.Int("pitsPerRow", 6, 1, 12, "houses in each row (KA1)");
    public static final OptionSpec.Int SEEDS_PER_PIT =
            new OptionSpec.Int("seedsPerPit", 4, 1, 20, "seeds in every house at the start (KA1b)");
    public static final OptionSpec.Bool EMPTY_CAPTURE = new OptionSpec.Bool("emptyCapture", false,
            "a last seed in an empty own house opposite an empty one goes to the store alone (KA4)");
    public static final OptionSpec.Choice END_WHEN = new OptionSpec.Choice("endWhen", EndWhen.EITHER_SIDE_EMPTY,
            "EITHER_SIDE_EMPTY: the game ends when either side's houses are empty; MOVER_EMPTY: only the mover's (KA5)");

    /** The houses of a side are all empty (KA5). */
    public static final Reason SIDE_EMPTY = Reason.declare("SIDE_EMPTY", "a side's houses are all empty");

    /** Made by {@link org.baolab.core.GameRegistry}, which holds the one instance. */
    public Kalah() {
        super("kalah", "Kalah",
                "two rows and a store each, one lap a move, extra turns and captures (Champion, 1940s; solved 2000)",
                CommonOptions.with(PITS_PER_ROW, SEEDS_PER_PIT, EMPTY_CAPTURE, END_WHEN));
    }

    @Override
    public Board board(Rules rules) {
        return new Board(2, rules.integer(PITS_PER_ROW));
    }

    @Override
    public GameState newState(Rules rules) {
        return KalahState.start(rules);
    }

    @Override
    public List<Reason> reasons() {
        return List.of(SIDE_EMPTY);
    }

    @Override
    public boolean hasBanks() {
        return true;
    }

    @Override
    public boolean hasStores() {
        return true;
    }

    @Override
    public String bankLabel() {
        return "store";
    }

    @Override
    public boolean extraTurns() {
        return true;
    }

    /** KA7: the higher store wins. */
    @Override
    public boolean decidedByScore() {
        return true;
    }
}
