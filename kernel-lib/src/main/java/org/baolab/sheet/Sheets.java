package org.baolab.sheet;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.baolab.core.Game;
import org.baolab.core.GameRegistry;
import org.baolab.core.Rules;

/**
 * Rule sheets as games: {@link #define} a sheet's text, {@link #load} a {@code .sowing} file. The sheets shipped in
 * {@code data/games/} are registered games ({@link ShippedSheets}); a user's own sheet is a game too, known by its
 * text (so equal texts give one game) and, once defined, by its id ({@link GameRegistry#byId}; the last sheet
 * defined with an id holds it), that every part of Bao Lab plays as it plays the built-in ones.
 */
public final class Sheets {

    /** The file ending of a rule sheet. */
    public static final String SUFFIX = ".sowing";
    /** Quoted input is cut to this many characters in messages. */
    private static final int QUOTED = 80;
    /** The user's sheets compiled so far, by text: the same text is the same game. */
    private static final Map<String, SheetGame> DEFINED = new ConcurrentHashMap<>();

    private Sheets() {
    }

    /**
     * The game a sheet's text describes, at its standard rules (every option at its default).
     *
     * @throws SheetException naming the line, column and block of what is wrong, and what is valid; also for an id
     *                        that a registered game already has
     */
    public static Rules define(String text) {
        return Rules.defaults(game(text, "sheet"));
    }

    /**
     * The game of a {@code .sowing} file, at its standard rules.
     *
     * @throws IllegalArgumentException if the file cannot be read ({@link SheetException} if it is not a valid sheet)
     */
    public static Rules load(Path path) {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read the rule sheet " + path + ": no such file", e);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("cannot read the rule sheet " + path + ": " + e.getMessage(), e);
        }
        return Rules.defaults(game(text, path.toString()));
    }

    /** The game of a sheet's text; {@code source} names it in messages. */
    static SheetGame game(String text, String source) {
        Sheet sheet = SheetParser.parse(text, source);
        Game registered = registered(sheet.id());
        if (registered instanceof SheetGame g && g.sheet().text().equals(text)) {
            return g;
        }
        if (registered != null) {
            throw new SheetException(source, lineOf(text, "game"), 6, null, "the id " + sheet.id()
                    + " is taken by the registered game " + registered.title() + ": choose another id");
        }
        SheetGame game = DEFINED.computeIfAbsent(text, t -> compile(sheet));
        GameRegistry.define(game);
        return game;
    }

    /** A sheet made a game, checked by setting up its starting position at the defaults. */
    static SheetGame compile(Sheet sheet) {
        SheetGame game = new SheetGame(sheet);
        Rules.defaults(game).newState();
        return game;
    }

    private static Game registered(String id) {
        for (Game g : GameRegistry.all()) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        return null;
    }

    private static int lineOf(String text, String word) {
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(word + " ")) {
                return i + 1;
            }
        }
        return 0;
    }

    /** Input quoted in a message: at most {@value #QUOTED} characters. */
    static String quote(String text) {
        return "'" + (text.length() > QUOTED ? text.substring(0, QUOTED) + "..." : text) + "'";
    }

    /** A value as a sheet writes it. */
    static String format(Object value) {
        return value instanceof Enum<?> e ? e.name() : String.valueOf(value);
    }

    /** A line that uses a block, for messages. */
    static String example(Block block) {
        return switch (block) {
            case BOARD -> "'board rows=2 holes=6'";
            case START -> "'start seeds=4'";
            case END -> "'end when=NO_LEGAL_MOVES'";
            default -> "'" + block.word() + "'";
        };
    }
}
