package org.baolab.kingulu;

import java.util.List;
import org.baolab.core.AbstractGame;
import org.baolab.core.Board;
import org.baolab.core.CommonOptions;
import org.baolab.core.Direction;
import org.baolab.core.GameState;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;

/**
 * Bao Kingulu, the two-row relay-sowing game of the Ngulu people (rules K1-K9 in {@code bao-kingulu.md}).
 * This class is the game and its options; {@link KinguluState} plays it.
 */
public final class BaoKingulu extends AbstractGame {

    private static final long serialVersionUID = 1L;

    private static final List<OptionSpec> OPTIONS = CommonOptions.with(
            new OptionSpec.Int("pitsPerRow", 6, 2, 12, "holes in each row (K1)"),
            new OptionSpec.Int("seedsPerPit", 4, 1, 20, "seeds in every hole at the start (K1b)"),
            new OptionSpec.Choice("direction", Direction.CCW, "sowing direction around all holes (K2)"),
            new OptionSpec.Bool("skipOrigin", false, "laps pass over the hole they were lifted from (K2)"),
            new OptionSpec.Bool("reservedLandingEndsMove", true,
                    "a lap ending in a reserved hole ends the move; false: judged as an empty hole (K4a)"),
            new OptionSpec.Bool("captureEmptyOwnHole", true,
                    "a lap ending in an empty hole of the mover's row captures the opposite hole (K4b)"),
            new OptionSpec.Bool("captureIncludesSowingSeed", true, "a capture also banks the seed that made it (K4b)"),
            new OptionSpec.Bool("kuweka", true,
                    "a lap ending in an opponent's hole that held kuwekaCount seeds conquers it (K4d)"),
            new OptionSpec.Int("kuwekaCount", 3, 1, 20, "seeds the hole must hold before the last seed for kuweka (K4d)"),
            new OptionSpec.Bool("kuwekaPenultimate", true,
                    "the lap's second-to-last seed is moved into the conquered hole (K4d)"),
            new OptionSpec.Bool("kuwekaSingletonException", true,
                    "no seed is moved on kuweka when the move started from a singleton (K4d)"),
            new OptionSpec.Bool("firstLapRestriction", true,
                    "a first lap may not end in an occupied hole of the mover's own row (K5)"));

    /** The one instance (built after its options). */
    public static final BaoKingulu GAME = new BaoKingulu();

    private BaoKingulu() {
        super("bao-kingulu", "Bao Kingulu",
                "two rows, relay sowing, empty-hole captures and kuweka conquests (Ngulu, Tanzania; Klamroth 1911)",
                OPTIONS);
    }

    @Override
    public Board board(Rules rules) {
        return new Board(2, rules.integer("pitsPerRow"));
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

    private Object readResolve() {
        return GAME;
    }
}
