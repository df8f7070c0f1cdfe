package org.baolab;

import java.util.List;
import java.util.stream.Collectors;
import org.baolab.core.Game;
import org.baolab.core.Rules;
import org.baolab.fourrows.KimasaiFourRows;
import org.baolab.kingulu.BaoKingulu;
import org.baolab.oware.Oware;
import org.baolab.twophase.KimasaiTwoPhase;

/**
 * Where every session starts: the games, each with its standard rules.
 * {@code Games.baoKingulu().with("kuweka", false).newMatch()}.
 */
public final class Games {

    private static final List<Game> ALL = List.of(BaoKingulu.GAME, KimasaiFourRows.GAME, KimasaiTwoPhase.GAME,
            Oware.GAME);

    private Games() {
    }

    /** Bao Kingulu with its standard rules. */
    public static Rules baoKingulu() {
        return Rules.defaults(BaoKingulu.GAME);
    }

    /** Bao la Kimasai on four rows with its standard rules. */
    public static Rules kimasaiFourRows() {
        return Rules.defaults(KimasaiFourRows.GAME);
    }

    /** Bao la Kimasai in two phases with its standard rules. */
    public static Rules kimasaiTwoPhase() {
        return Rules.defaults(KimasaiTwoPhase.GAME);
    }

    /** Oware Abapa with its standard (tournament) rules. */
    public static Rules oware() {
        return Rules.defaults(Oware.GAME);
    }

    /** Every game, in a fixed order. */
    public static List<Game> all() {
        return ALL;
    }

    /** The game with this id, or an error listing the valid ids. */
    public static Game byId(String id) {
        return ALL.stream().filter(g -> g.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown game '" + id + "': valid games are "
                        + ALL.stream().map(Game::id).collect(Collectors.joining(", "))));
    }

    /** The standard rules of the game with this id. */
    public static Rules rules(String id) {
        return Rules.defaults(byId(id));
    }
}
