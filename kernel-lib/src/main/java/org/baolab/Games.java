package org.baolab;

import java.nio.file.Path;
import java.util.List;
import org.baolab.core.Game;
import org.baolab.core.GameRegistry;
import org.baolab.core.Rules;
import org.baolab.fourrows.KimasaiFourRows;
import org.baolab.kalah.Kalah;
import org.baolab.kingulu.BaoKingulu;
import org.baolab.oware.Oware;
import org.baolab.sheet.Sheets;
import org.baolab.twophase.KimasaiTwoPhase;

/**
 * Where every session starts: the games, each with its standard rules.
 * {@code Games.baoKingulu().with("kuweka", false).newMatch()}. The games themselves are those of
 * {@link GameRegistry}.
 */
public final class Games {

    private Games() {
    }

    /** Bao Kingulu with its standard rules. */
    public static Rules baoKingulu() {
        return Rules.defaults(GameRegistry.of(BaoKingulu.class));
    }

    /** Bao la Kimasai on four rows with its standard rules. */
    public static Rules kimasaiFourRows() {
        return Rules.defaults(GameRegistry.of(KimasaiFourRows.class));
    }

    /** Bao la Kimasai in two phases with its standard rules. */
    public static Rules kimasaiTwoPhase() {
        return Rules.defaults(GameRegistry.of(KimasaiTwoPhase.class));
    }

    /** Kalah with its standard rules (OpenSpiel's conventions). */
    public static Rules kalah() {
        return Rules.defaults(GameRegistry.of(Kalah.class));
    }

    /** Oware Abapa with its standard (tournament) rules. */
    public static Rules oware() {
        return Rules.defaults(GameRegistry.of(Oware.class));
    }

    /** Every registered game, in the registry's order. */
    public static List<Game> all() {
        return GameRegistry.all();
    }

    /** The game with this id, or an error listing the valid ids. */
    public static Game byId(String id) {
        return GameRegistry.byId(id);
    }

    /** The standard rules of the game with this id. */
    public static Rules rules(String id) {
        return Rules.defaults(byId(id));
    }

    /**
     * The game a rule sheet's text describes ({@code docs/rule-sheets.md}), at its standard rules.
     *
     * @throws org.baolab.sheet.SheetException naming the line, column and block of what is wrong, and what is valid
     */
    public static Rules define(String sheet) {
        return Sheets.define(sheet);
    }

    /**
     * The game of a rule sheet file ({@code .sowing}), at its standard rules.
     *
     * @throws IllegalArgumentException if the file cannot be read or is not a valid sheet
     */
    public static Rules load(String path) {
        return Sheets.load(Path.of(path));
    }
}
