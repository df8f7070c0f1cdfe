package org.baolab.core;

import java.io.Serializable;
import java.util.List;

/**
 * What every game states the same way: its id, its name, one line about it and its options. A game extends it
 * with its board and its starting position, and is registered in {@link GameRegistry} with a public constructor
 * without arguments. Serializable, so that rules travel to other machines: a game read back is the registered
 * instance.
 */
public abstract class AbstractGame implements Game, Serializable {

    private static final long serialVersionUID = 1L;

    // Transient: a game deserializes to its singleton (each game's readResolve), so only its class travels.
    private final transient String id;
    private final transient String title;
    private final transient String summary;
    private final transient List<OptionSpec> options;

    protected AbstractGame(String id, String title, String summary, List<OptionSpec> options) {
        this.id = id;
        this.title = title;
        this.summary = summary;
        this.options = List.copyOf(options);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final String summary() {
        return summary;
    }

    @Override
    public final List<OptionSpec> options() {
        return options;
    }

    /** Games are equal when they are of the same class: each game has one registered instance. */
    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass();
    }

    @Override
    public final int hashCode() {
        return getClass().hashCode();
    }

    @Override
    public String toString() {
        return id;
    }

    /** A game read back is the registered instance of its class. */
    protected final Object readResolve() {
        return GameRegistry.of(getClass());
    }
}
