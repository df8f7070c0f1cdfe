package org.baolab.fourrows;

import java.util.List;
import org.baolab.core.AbstractGame;
import org.baolab.core.Board;
import org.baolab.core.CommonOptions;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.OptionSpec;
import org.baolab.core.Reason;
import org.baolab.core.Rules;
import org.baolab.core.StoneBitboard;

/**
 * Bao la Kimasai on four rows, the Maasai game in which a hole holds at most one stone and a move steps one stone
 * into the next empty hole (rules F1-F7 in {@code kimasai-four-rows.md}). This class is the game and its options;
 * {@link FourRowsState} plays it and {@link CycleSearch} checks rule F6b on small boards.
 */
public final class KimasaiFourRows extends AbstractGame implements StoneBitboard {

    private static final long serialVersionUID = 1L;

    /** The option {@code holesPerRow}. */
    public static final OptionSpec.Int HOLES_PER_ROW =
            new OptionSpec.Int("holesPerRow", 12, 2, 12, "holes in each of the four rows (F1)");

    /** The option {@code direction}. */
    public static final OptionSpec.Choice DIRECTION =
            new OptionSpec.Choice("direction", Direction.CCW,
                    "the way stones step around each player's own two rows (F3)");

    /** The option {@code captures}. */
    public static final OptionSpec.Bool CAPTURES =
            new OptionSpec.Bool("captures", true,
                    "a stone stepping into the mover's front row captures the opposite front stone (F4); "
                    + "false: nothing is ever captured (F6b)");

    /** The option {@code captureBackRow}. */
    public static final OptionSpec.Bool CAPTURE_BACK_ROW =
            new OptionSpec.Bool("captureBackRow", true,
                    "a capture also takes the opponent's back stone in the same column (F4)");

    /** The option {@code immobilizedLoses}. */
    public static final OptionSpec.Bool IMMOBILIZED_LOSES =
            new OptionSpec.Bool("immobilizedLoses", true,
                    "a player to move with stones but no legal move loses; false: the game is drawn (F5)");

    /** The option {@code repetitionDraw}. */
    public static final OptionSpec.Bool REPETITION_DRAW =
            new OptionSpec.Bool("repetitionDraw", true, "a position seen for the second time draws the game (F6)");

    /** The option {@code repetitionIncludesMover}. */
    public static final OptionSpec.Bool REPETITION_INCLUDES_MOVER =
            new OptionSpec.Bool("repetitionIncludesMover", true,
                    "a repeated position must also have the same player to move (F6, F6c)");

    private static final List<OptionSpec> OPTIONS = CommonOptions.with(
            HOLES_PER_ROW, DIRECTION, CAPTURES, CAPTURE_BACK_ROW, IMMOBILIZED_LOSES, REPETITION_DRAW,
            REPETITION_INCLUDES_MOVER);

    /** Made by {@link org.baolab.core.GameRegistry}, which holds the one instance. */
    public KimasaiFourRows() {
        super("kimasai-four-rows", "Bao la Kimasai (four rows)",
                "four rows, one stone per hole, a move steps a stone into the next empty hole and captures across "
                + "the middle (Maasai, Mpwapwa, Tanzania; Klamroth 1911)", OPTIONS);
    }

    @Override
    public List<Reason> reasons() {
        return List.of(Reason.ALL_CAPTURED, Reason.IMMOBILIZED, Reason.REPETITION);
    }

    @Override
    public Board board(Rules rules) {
        return new Board(4, rules.integer(HOLES_PER_ROW));
    }

    @Override
    public GameState newState(Rules rules) {
        return new FourRowsState(rules);
    }

    /** The score is the stones a player still has on the board (F5: none left loses). */
    @Override
    public String scoreLabel() {
        return "stones on the board";
    }

    /** Captured stones leave the game; the bank counts them per capturer, so board plus banks stays constant. */
    @Override
    public String bankLabel() {
        return "captured";
    }

    @Override
    public boolean hasBanks() {
        return true;
    }

    /** Every hole of a player's two rows but one (F2): 2N - 1 stones. */
    @Override
    public int stonesPerPlayer(Rules rules) {
        return 2 * rules.integer(HOLES_PER_ROW) - 1;
    }
}
