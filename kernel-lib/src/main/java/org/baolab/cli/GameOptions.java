package org.baolab.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import org.baolab.Games;
import org.baolab.core.Rules;
import picocli.CommandLine.Option;

/** The {@code --game ID [--rule NAME=VALUE ...]} options shared by every command that plays a game. */
public final class GameOptions {

    @Option(names = "--game", required = true, paramLabel = "ID",
            description = "the game: bao-kingulu, kimasai-four-rows or kimasai-two-phase (see `baolab games`)")
    String game;

    @Option(names = "--rule", paramLabel = "NAME=VALUE", mapFallbackValue = "",
            description = "set a rule option (repeatable; see `baolab rules --game ID`)")
    Map<String, String> rules = new LinkedHashMap<>();

    /**
     * The rules named by the options.
     *
     * @throws IllegalArgumentException for an unknown game or option or a bad value, listing what is valid
     */
    public Rules rules() {
        Rules rules = Games.rules(game);
        for (Map.Entry<String, String> e : this.rules.entrySet()) {
            rules = rules.with(e.getKey(), e.getValue());
        }
        return rules;
    }
}
