package org.baolab.core;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * Every game Bao Lab knows, found through {@link ServiceLoader}: a game is one line naming its class in
 * {@code META-INF/services/org.baolab.core.Game}, and that class has a public constructor without arguments.
 * Each game has one instance, the one held here (a deserialized game resolves to it).
 */
public final class GameRegistry {

    /** Loaded once, on first use, with the class loader that loaded Bao Lab (the kernel's and Spark's alike). */
    private static final class Loaded {
        static final List<Game> ALL = ServiceLoader.load(Game.class, Game.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get).toList();
    }

    private GameRegistry() {
    }

    /** Every registered game, in the order of the registry's lines. */
    public static List<Game> all() {
        return Loaded.ALL;
    }

    /** The game with this id, or an error listing the valid ids. */
    public static Game byId(String id) {
        for (Game g : Loaded.ALL) {
            if (g.id().equals(id)) {
                return g;
            }
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
