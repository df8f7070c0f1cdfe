package org.baolab.kingulu;

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
 * Bao Kingulu, the two-row relay-sowing game of the Ngulu people (rules K1-K9 in {@code bao-kingulu.md}).
 * This class is the game and its options; {@link KinguluState} plays it.
 */
public final class BaoKingulu extends AbstractGame {

    private static final long serialVersionUID = 1L;

    /** The option {@code pitsPerRow}. */
    public static final OptionSpec.Int PITS_PER_ROW =
            new OptionSpec.Int("pitsPerRow", 6, 2, 12, "holes in each row (K1)");

    /** The option {@code seedsPerPit}. */
    public static final OptionSpec.Int SEEDS_PER_PIT =
            new OptionSpec.Int("seedsPerPit", 4, 1, 20, "seeds in every hole at the start (K1b)");

    /** The option {@code direction}. */
    public static final OptionSpec.Choice DIRECTION =
            new OptionSpec.Choice("direction", Direction.CCW, "sowing direction around all holes (K2)");

    /** The option {@code skipOrigin}. */
    public static final OptionSpec.Bool SKIP_ORIGIN =
            new OptionSpec.Bool("skipOrigin", false, "laps pass over the hole they were lifted from (K2)");

    /** The option {@code reservedLandingEndsMove}. */
    public static final OptionSpec.Bool RESERVED_LANDING_ENDS_MOVE =
            new OptionSpec.Bool("reservedLandingEndsMove", true,
                    "a lap ending in a reserved hole ends the move; false: judged as an empty hole (K4a)");

    /** The option {@code captureEmptyOwnHole}. */
    public static final OptionSpec.Bool CAPTURE_EMPTY_OWN_HOLE =
            new OptionSpec.Bool("captureEmptyOwnHole", true,
                    "a lap ending in an empty hole of the mover's row captures the opposite hole (K4b)");

    /** The option {@code captureIncludesSowingSeed}. */
    public static final OptionSpec.Bool CAPTURE_INCLUDES_SOWING_SEED =
            new OptionSpec.Bool("captureIncludesSowingSeed", true, "a capture also banks the seed that made it (K4b)");

    /** The option {@code kuweka}. */
    public static final OptionSpec.Bool KUWEKA =
            new OptionSpec.Bool("kuweka", true,
                    "a lap ending in an opponent's hole that held kuwekaCount seeds conquers it (K4d)");

    /** The option {@code kuwekaCount}. */
    public static final OptionSpec.Int KUWEKA_COUNT =
            new OptionSpec.Int("kuwekaCount", 3, 1, 20,
                    "seeds the hole must hold before the last seed for kuweka (K4d)");

    /** The option {@code kuwekaPenultimate}. */
    public static final OptionSpec.Bool KUWEKA_PENULTIMATE =
            new OptionSpec.Bool("kuwekaPenultimate", true,
                    "the lap's second-to-last seed is moved into the conquered hole (K4d)");

    /** The option {@code kuwekaSingletonException}. */
    public static final OptionSpec.Bool KUWEKA_SINGLETON_EXCEPTION =
            new OptionSpec.Bool("kuwekaSingletonException", true,
                    "no seed is moved on kuweka when the move started from a singleton (K4d)");

    /** The option {@code firstLapRestriction}. */
    public static final OptionSpec.Bool FIRST_LAP_RESTRICTION =
            new OptionSpec.Bool("firstLapRestriction", true,
                    "a first lap may not end in an occupied hole of the mover's own row (K5)");

    private static final List<OptionSpec> OPTIONS = CommonOptions.with(
            PITS_PER_ROW, SEEDS_PER_PIT, DIRECTION, SKIP_ORIGIN, RESERVED_LANDING_ENDS_MOVE, CAPTURE_EMPTY_OWN_HOLE,
            CAPTURE_INCLUDES_SOWING_SEED, KUWEKA, KUWEKA_COUNT, KUWEKA_PENULTIMATE, KUWEKA_SINGLETON_EXCEPTION,
            FIRST_LAP_RESTRICTION);

    /** Made by {@link org.baolab.core.GameRegistry}, which holds the one instance. */
    public BaoKingulu() {
        super("bao-kingulu", "Bao Kingulu",
                "two rows, relay sowing, empty-hole captures and kuweka conquests (Ngulu, Tanzania; Klamroth 1911)",
                OPTIONS);
    }

    @Override
    public List<Reason> reasons() {
        return List.of(Reason.NO_LEGAL_MOVES);
    }

    @Override
    public Board board(Rules rules) {
        return new Board(2, rules.integer(PITS_PER_ROW));
    }

    @Override
    public GameState newState(Rules rules) {
        return KinguluState.start(rules);
    }

    @Override
    public boolean hasBanks() {
        return true;
    }

    /** K7, K8: the game ends when the mover has no move, and the higher score wins. */
    @Override
    public boolean decidedByScore() {
        return true;
    }
}
