package org.baolab.core;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Every game Bao Lab knows, found through {@link ServiceLoader}: a game is one line naming its class in
 * {@code META-INF/services/org.baolab.core.Game}, and that class has a public constructor without arguments.
 * Games that are data rather than classes come from a {@link GameSource}, one line in
 * {@code META-INF/services/org.baolab.core.GameSource}, after the classes' games.
 * Each game has one instance, the one held here (a deserialized game resolves to it).
 */
public final class GameRegistry {

    /** Loaded once, on first use, with the class loader that loaded Bao Lab (the kernel's and Spark's alike). */
    private static final class Loaded {
        static final List<Game> ALL = Stream.concat(
                ServiceLoader.load(Game.class, Game.class.getClassLoader()).stream().map(ServiceLoader.Provider::get),
                ServiceLoader.load(GameSource.class, Game.class.getClassLoader()).stream()
                        .flatMap(source -> source.get().games().stream())).toList();
    }

    /** Games defined while running (a user's own rule sheet), by id: found by {@link #byId}, not listed by {@link #all}. */
    private static final Map<String, Game> DEFINED = new ConcurrentHashMap<>();

    private GameRegistry() {
    }

    /**
     * Makes a game defined while running findable by its id ({@link #byId}), so that tables and records of its games
     * read back; a later game of the same id takes its place.
     *
     * @throws IllegalArgumentException if a registered game has that id
     */
    public static void define(Game game) {
        for (Game g : Loaded.ALL) {
            if (g.id().equals(game.id())) {
                throw new IllegalArgumentException("the id " + game.id() + " is taken by the registered game " + g.title()
                        + ": choose another id");
            }
        }
        DEFINED.put(game.id(), game);
    }

    /** Every registered game, in the order of the registry's lines. */
    public static List<Game> all() {
        return Loaded.ALL;
    }

    /** The game with this id (registered, or defined while running), or an error listing the valid ids. */
    public static Game byId(String id) {
        for (Game g : Loaded.ALL) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        Game defined = id == null ? null : DEFINED.get(id);
        if (defined != null) {
            return defined;
        }
        throw new IllegalArgumentException("unknown game " + Quote.of(id) + ": valid games are " + ids());
    }

    /** The registered instance of a game's class. */
    public static <G extends Game> G of(Class<G> type) {
        for (Game g : Loaded.ALL) {
            if (g.getClass() == type) {
                return type.cast(g);
            }
        }
        throw new IllegalStateException(type.getName() + " is not registered in META-INF/services/"
                + Game.class.getName() + ": registered games are " + ids());
    }

    /** The registered ids, comma-separated, for messages and help texts. */
    public static String ids() {
        return Loaded.ALL.stream().map(Game::id).collect(Collectors.joining(", "));
    }
}
