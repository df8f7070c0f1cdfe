package org.baolab.core;

import java.util.ArrayList;
import java.util.List;

/** The options every game has: who opens (C1), endless moves (C7) and the turn limit (C8). */
public final class CommonOptions {

    public static final OptionSpec.Choice FIRST_PLAYER =
            new OptionSpec.Choice("firstPlayer", Player.SOUTH, "who makes the first move (C1)");
    public static final OptionSpec.Choice ENDLESS_MOVE = new OptionSpec.Choice("endlessMove", EndlessMove.DRAW,
            "a move still going after maxLapsPerMove laps: DRAW ends the game drawn, ILLEGAL removes it from the legal moves (C7)");
    public static final OptionSpec.Int MAX_LAPS = new OptionSpec.Int("maxLapsPerMove", 10000, 1, 1_000_000_000,
            "laps after which a move counts as endless (C7)");
    public static final OptionSpec.Int MAX_TURNS = new OptionSpec.Int("maxTurns", 1000, 1, 1_000_000_000,
            "plies after which an unfinished game is drawn (C8)");

    private CommonOptions() {
    }

    /** The game's own options followed by the common ones. */
    public static List<OptionSpec> with(OptionSpec... own) {
        List<OptionSpec> all = new ArrayList<>(List.of(own));
        all.addAll(List.of(FIRST_PLAYER, ENDLESS_MOVE, MAX_LAPS, MAX_TURNS));
        return List.copyOf(all);
    }
}
