package org.baolab.twophase;

import java.util.List;
import org.baolab.core.AbstractGame;
import org.baolab.core.Board;
import org.baolab.core.CommonOptions;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.OptionSpec;
import org.baolab.core.Reason;
import org.baolab.core.Rules;

/**
 * Bao la Kimasai in two phases, the Maasai cattle game of four rows (rules T1-T8 in {@code kimasai-two-phase.md}):
 * phase 1 brings each player's reserve of cows onto the board with relay sowing, phase 2 raids the opponent's inner
 * row. This class is the game and its options; {@link TwoPhaseState} plays it.
 */
public final class KimasaiTwoPhase extends AbstractGame {

    private static final long serialVersionUID = 1L;

    /** The option {@code holesPerRow}. */
    public static final OptionSpec.Int HOLES_PER_ROW =
            new OptionSpec.Int("holesPerRow", 8, 2, 12, "holes in each of the four rows (T1)");

    /** The option {@code innerRowCows}. */
    public static final OptionSpec.Int INNER_ROW_COWS =
            new OptionSpec.Int("innerRowCows", 1, 1, 20, "cows in every inner-row hole at the start (T2)");

    /** The option {@code reserve}. */
    public static final OptionSpec.Int RESERVE =
            new OptionSpec.Int("reserve", 24, 0, 1000, "cows in each player's reserve at the start (T2)");

    /** The option {@code reserveSouth}. */
    public static final OptionSpec.Int RESERVE_SOUTH =
            new OptionSpec.Int("reserveSouth", null, 0, 1000, "SOUTH's reserve at the start (T2)", "follows reserve");

    /** The option {@code reserveNorth}. */
    public static final OptionSpec.Int RESERVE_NORTH =
            new OptionSpec.Int("reserveNorth", null, 0, 1000, "NORTH's reserve at the start (T2)", "follows reserve");

    /** The option {@code direction}. */
    public static final OptionSpec.Choice DIRECTION =
            new OptionSpec.Choice("direction", Direction.CW, "sowing direction around each player's own two rows (T3)");

    /** The option {@code firstMoveWithoutReserve}. */
    public static final OptionSpec.Bool FIRST_MOVE_WITHOUT_RESERVE =
            new OptionSpec.Bool("firstMoveWithoutReserve", true,
                    "the opener's very first turn brings in no reserve cow (T4b)");

    /** The option {@code phaseTwoStart}. */
    public static final OptionSpec.Choice PHASE_TWO_START =
            new OptionSpec.Choice("phaseTwoStart", PhaseTwoStart.BOTH_RESERVES_EMPTY,
                    "phase 2 starts once both reserves are empty, or for each player once their own is (T5)");

    /** The option {@code capturesInPhaseOne}. */
    public static final OptionSpec.Bool CAPTURES_IN_PHASE_ONE =
            new OptionSpec.Bool("capturesInPhaseOne", false,
                    "phase-1 laps end as in phase 2, captures included (T4, T5)");

    /** The option {@code captureSowStart}. */
    public static final OptionSpec.Choice CAPTURE_SOW_START =
            new OptionSpec.Choice("captureSowStart", CaptureSowStart.CAPTURING_HOLE,
                    "the lap of captured cows starts in the capturing hole or in the hole after it (T6b)");

    /** The option {@code innerRowCheck}. */
    public static final OptionSpec.Choice INNER_ROW_CHECK =
            new OptionSpec.Choice("innerRowCheck", InnerRowCheck.ALWAYS,
                    "an empty inner row ends the game after every move, or only after phase-2 moves (T7)");

    private static final List<OptionSpec> OPTIONS = CommonOptions.with(
            HOLES_PER_ROW, INNER_ROW_COWS, RESERVE, RESERVE_SOUTH, RESERVE_NORTH, DIRECTION,
            FIRST_MOVE_WITHOUT_RESERVE, PHASE_TWO_START, CAPTURES_IN_PHASE_ONE, CAPTURE_SOW_START, INNER_ROW_CHECK);

    /** Made by {@link org.baolab.core.GameRegistry}, which holds the one instance. */
    public KimasaiTwoPhase() {
        super("kimasai-two-phase", "Bao la Kimasai (two phases)",
                "four rows, reserve cows brought in by relay sowing, then raids on the opponent's inner row "
                + "(Maasai, Kilimanjaro; MacKay 2001)", OPTIONS);
    }

    @Override
    public List<Reason> reasons() {
        return List.of(Reason.INNER_ROW_EMPTY, Reason.NO_LEGAL_MOVES);
    }

    @Override
    public Board board(Rules rules) {
        return new Board(4, rules.integer(HOLES_PER_ROW));
    }

    @Override
    public GameState newState(Rules rules) {
        return TwoPhaseState.start(rules);
    }

    /** The score is the cows a player has on the board; with the reserve, every cow of the player (T2). */
    @Override
    public String scoreLabel() {
        return "cows on the board";
    }

    @Override
    public boolean hasReserves() {
        return true;
    }

    /** A player's reserve at the start: {@code reserveSouth}/{@code reserveNorth} if set, else {@code reserve}. */
    static int startingReserve(Rules rules, int player) {
        Object own = rules.get(player == 0 ? RESERVE_SOUTH : RESERVE_NORTH);
        return own == null ? rules.integer(RESERVE) : (Integer) own;
    }
}
