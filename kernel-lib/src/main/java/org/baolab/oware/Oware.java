package org.baolab.oware;

import java.util.List;
import org.baolab.core.AbstractGame;
import org.baolab.core.Board;
import org.baolab.core.CommonOptions;
import org.baolab.core.GameState;
import org.baolab.core.OptionSpec;
import org.baolab.core.Reason;
import org.baolab.core.Rules;

/**
 * Oware in the Abapa rules played in tournaments (rules OW1-OW10 in {@code oware.md}): one lap per move, captures
 * of 2 or 3 in the opponent's row, feeding, the grand slam. This class is the game and its options;
 * {@link OwareState} plays it.
 */
public final class Oware extends AbstractGame {

    private static final long serialVersionUID = 1L;

    /** What a move that would capture every seed of the opponent's row does (OW4). */
    public enum GrandSlam {
        /** The move is played and captures nothing (the Abapa rule). */
        NO_CAPTURE,
        /** The move may not be played. */
        ILLEGAL,
        /** It captures everything, as any other capture. */
        CAPTURE
    }

    public static final OptionSpec.Int PITS_PER_ROW = new OptionSpec.Int("pitsPerRow", 6, 2, 12, "houses in each row (OW1)");
    public static final OptionSpec.Int SEEDS_PER_PIT =
            new OptionSpec.Int("seedsPerPit", 4, 1, 20, "seeds in every house at the start (OW1b)");
    public static final OptionSpec.Choice GRAND_SLAM = new OptionSpec.Choice("grandSlam", GrandSlam.NO_CAPTURE,
            "a move that would capture every seed of the opponent's row: NO_CAPTURE, ILLEGAL or CAPTURE (OW4)");
    public static final OptionSpec.Bool MUST_FEED = new OptionSpec.Bool("mustFeed", true,
            "a player must give seeds to an opponent who has none, if they can (OW5)");

    /** A player has captured more than half of the seeds, or each has half (OW7a). */
    public static final Reason HALF_CAPTURED =
            Reason.declare("HALF_CAPTURED", "a player has captured more than half of the seeds, or each half");

    /** Made by {@link org.baolab.core.GameRegistry}, which holds the one instance. */
    public Oware() {
        super("oware", "Oware Abapa",
                "two rows, one lap a move, captures of 2 or 3 in the opponent's row, feeding (Akan, Ghana; tournament rules)",
                CommonOptions.with(PITS_PER_ROW, SEEDS_PER_PIT, GRAND_SLAM, MUST_FEED));
    }

    @Override
    public Board board(Rules rules) {
        return new Board(2, rules.integer(PITS_PER_ROW));
    }

    @Override
    public GameState newState(Rules rules) {
        return OwareState.start(rules);
    }

    @Override
    public List<Reason> reasons() {
        return List.of(HALF_CAPTURED, Reason.NO_LEGAL_MOVES, Reason.REPETITION);
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
        return "captured";
    }

    /** OW9: the higher score wins, after OW8 has given each player the seeds left in their row. */
    @Override
    public boolean decidedByScore() {
        return true;
    }
}
