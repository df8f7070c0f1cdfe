package org.baolab.atlas;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.Rules;
import org.baolab.sheet.RuleProfile;
import org.baolab.sheet.SheetGame;

/**
 * A game of the atlas: its standard rules and the profile its rules are compared by. A built-in engine whose rule
 * sheet is registered as {@code ID-sheet} (Kalah, Oware) is one game, played by the engine and compared by the
 * sheet, which the engine is checked against move by move; an engine without a sheet is compared by its profile in
 * {@code data/atlas/ID.profile}; a sheet by itself.
 *
 * @param rules the game at its standard rules
 * @param profile its rules as blocks, or {@code null} where it has neither sheet nor profile
 * @param profileFrom where the profile comes from: a sheet's id, {@code ID.profile}, or empty
 */
public record AtlasGame(Rules rules, RuleProfile profile, String profileFrom) {

    /** The suffix of the sheet that describes a built-in engine's game. */
    static final String TWIN = "-sheet";

    /** The game's id. */
    public String id() {
        return rules.game().id();
    }

    /** Every registered game once, in the registry's order: a sheet twin is folded into its engine. */
    public static List<AtlasGame> all() {
        Map<String, Game> byId = new HashMap<>();
        Games.all().forEach(g -> byId.put(g.id(), g));
        List<AtlasGame> games = new ArrayList<>();
        for (Game g : Games.all()) {
            boolean twin = g instanceof SheetGame && g.id().endsWith(TWIN)
                    && byId.containsKey(g.id().substring(0, g.id().length() - TWIN.length()));
            if (!twin) {
                games.add(of(g.id()));
            }
        }
        return games;
    }

    /**
     * The registered game of this id.
     *
     * @throws IllegalArgumentException for an unknown id, listing the valid ones
     */
    public static AtlasGame of(String id) {
        Game game = Games.byId(id);
        Rules rules = Rules.defaults(game);
        if (game instanceof SheetGame sheet) {
            return new AtlasGame(rules, RuleProfile.of(sheet.sheet()), id);
        }
        for (Game g : Games.all()) {
            if (g instanceof SheetGame sheet && g.id().equals(id + TWIN)) {
                return new AtlasGame(rules, RuleProfile.of(sheet.sheet()), g.id());
            }
        }
        String file = id + ".profile";
        String text = resource("atlas/" + file);
        return text == null ? new AtlasGame(rules, null, "") : new AtlasGame(rules, RuleProfile.read(text, file), file);
    }

    private static String resource(String name) {
        try (InputStream in = AtlasGame.class.getClassLoader().getResourceAsStream(name)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
