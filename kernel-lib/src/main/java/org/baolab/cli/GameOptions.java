package org.baolab.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.GameRegistry;
import org.baolab.core.Quote;
import org.baolab.core.Rules;
import picocli.CommandLine.Option;

/**
 * The {@code --game ID | --game-file PATH | --preset FILE|NAME} and {@code [--rule NAME=VALUE ...]} options shared by every command
 * that plays a game; {@code --rule} applies on top of the preset.
 */
public final class GameOptions {

    @Option(names = "--game", paramLabel = "ID", completionCandidates = GameIds.class,
            description = "the game: ${COMPLETION-CANDIDATES} (see `baolab games`)")
    String game;

    @Option(names = "--game-file", paramLabel = "PATH",
            description = "the game of a rule sheet file (.sowing; see docs/rule-sheets.md) instead of --game")
    String gameFile;

    @Option(names = "--preset", paramLabel = "FILE|NAME",
            description = "start from a rule preset: a .preset file or the name of one in data/presets/")
    String preset;

    @Option(names = "--rule", paramLabel = "NAME=VALUE",
            description = "set a rule option (repeatable, once per option; see `baolab rules --game ID`)")
    List<String> rules = new ArrayList<>();

    /** The registered games' ids, which the help of {@code --game} lists. */
    static final class GameIds implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return GameRegistry.all().stream().map(Game::id).iterator();
        }
    }

    /**
     * The rules of a rule sheet file, refusing another way of naming the game given with it ({@code --game ID}, or
     * {@code other}, a flag).
     */
    static Rules fromFile(String gameFile, String game, String other) {
        if (game != null || other != null) {
            throw new IllegalArgumentException("--game-file names the game: drop " + (game != null ? "--game " + game
                    : other) + " (set options with --rule NAME=VALUE)");
        }
        return Games.load(gameFile);
    }

    /**
     * The {@code --rule} options by name, in the order given.
     *
     * @throws IllegalArgumentException for one that is not {@code NAME=VALUE}, or an option set twice (naming both)
     */
    Map<String, String> ruleValues() {
        return byName("--rule", rules, "NAME=VALUE (see `baolab rules --game ID`)", "set", "keep one");
    }

    /**
     * Repeated {@code NAME=VALUE} arguments of {@code flag} by name, in the order given; one that is not of that form,
     * or a name given twice, is refused naming what is wrong ({@code form}: how to write one; the two names given
     * twice both {@code verb} the name, and {@code advice} says what to do).
     */
    static Map<String, String> byName(String flag, List<String> given, String form, String verb, String advice) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String arg : given) {
            int eq = arg.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(flag + " " + Quote.bare(arg) + ": write " + form);
            }
            String name = arg.substring(0, eq);
            String earlier = values.put(name, arg.substring(eq + 1));
            if (earlier != null) {
                throw new IllegalArgumentException(flag + " " + name + "=" + earlier + " and " + flag + " " + arg
                        + " both " + verb + " " + name + ": " + advice);
            }
        }
        return values;
    }

    /**
     * The rules named by the options.
     *
     * @throws IllegalArgumentException for an unknown game, preset or option or a bad value, listing what is valid
     */
    public Rules rules() {
        Rules rules;
        if (gameFile != null) {
            rules = fromFile(gameFile, game, preset != null ? "--preset" : null);
        } else if (preset != null) {
            rules = Rules.load(preset);
            if (game != null && !game.equals(rules.game().id())) {
                throw new IllegalArgumentException("--game " + game + " does not match the preset's game "
                        + rules.game().id());
            }
        } else if (game != null) {
            rules = Games.rules(game);
        } else {
            throw new IllegalArgumentException("name the game with --game ID or --preset FILE|NAME (see `baolab games`)");
        }
        for (Map.Entry<String, String> e : ruleValues().entrySet()) {
            rules = rules.with(e.getKey(), e.getValue());
        }
        return rules;
    }
}
