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

    private static final List<OptionSpec> OPTIONS = CommonOptions.with(
            new OptionSpec.Int("holesPerRow", 8, 2, 12, "holes in each of the four rows (T1)"),
            new OptionSpec.Int("innerRowCows", 1, 1, 20, "cows in every inner-row hole at the start (T2)"),
            new OptionSpec.Int("reserve", 24, 0, 1000, "cows in each player's reserve at the start (T2)"),
            new OptionSpec.Int("reserveSouth", null, 0, 1000, "SOUTH's reserve at the start (T2)", "follows reserve"),
            new OptionSpec.Int("reserveNorth", null, 0, 1000, "NORTH's reserve at the start (T2)", "follows reserve"),
            new OptionSpec.Choice("direction", Direction.CW, "sowing direction around each player's own two rows (T3)"),
            new OptionSpec.Bool("firstMoveWithoutReserve", true,
                    "the opener's very first turn brings in no reserve cow (T4b)"),
            new OptionSpec.Choice("phaseTwoStart", PhaseTwoStart.BOTH_RESERVES_EMPTY,
                    "phase 2 starts once both reserves are empty, or for each player once their own is (T5)"),
            new OptionSpec.Bool("capturesInPhaseOne", false, "phase-1 laps end as in phase 2, captures included (T4, T5)"),
            new OptionSpec.Choice("captureSowStart", CaptureSowStart.CAPTURING_HOLE,
                    "the lap of captured cows starts in the capturing hole or in the hole after it (T6b)"),
            new OptionSpec.Choice("innerRowCheck", InnerRowCheck.ALWAYS,
                    "an empty inner row ends the game after every move, or only after phase-2 moves (T7)"));

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
        return new Board(4, rules.integer("holesPerRow"));
    }

    @Override
    public GameState newState(Rules rules) {
        return TwoPhaseState.start(rules);
    }

    @Override
    public boolean hasReserves() {
        return true;
    }

    /** A player's reserve at the start: {@code reserveSouth}/{@code reserveNorth} if set, else {@code reserve}. */
    static int startingReserve(Rules rules, int player) {
        Object own = rules.get(player == 0 ? "reserveSouth" : "reserveNorth");
        return own == null ? rules.integer("reserve") : (Integer) own;
    }
}
