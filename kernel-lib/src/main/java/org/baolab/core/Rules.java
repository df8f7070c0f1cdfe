package org.baolab.core;

import java.io.Serializable;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A game with a value for each of its options (rule C10). Immutable: {@link #with} returns new rules, so a
 * variant is made in one line, {@code Games.baoKingulu().with("kuweka", false)}.
 */
public final class Rules implements Serializable {

    private static final long serialVersionUID = 1L;

    private final Game game;
    private final Map<String, Object> values;
    /**
     * The game's options by name, shared by every rules made from these by {@link #with}: a state reads a dozen
     * options as it is set up, and a sweep sets up states for every point of its grid. Made again when read back.
     */
    private transient Map<String, OptionSpec> specs;

    private Rules(Game game, Map<String, Object> values, Map<String, OptionSpec> specs) {
        this.game = game;
        this.values = Collections.unmodifiableMap(values);
        this.specs = specs;
    }

    /** The game's rules with every option at its default. */
    public static Rules defaults(Game game) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (OptionSpec spec : game.options()) {
            values.put(spec.name(), spec.defaultValue());
        }
        return new Rules(game, values, null);
    }

    /**
     * Rules from a preset: a file ({@code "data/presets/bao-kingulu-no-kuweka.preset"}) or the bare name of a
     * preset shipped with Bao Lab ({@code "bao-kingulu-no-kuweka"}). See {@link Preset} for the format.
     *
     * @throws IllegalArgumentException naming the file and line of any error
     */
    public static Rules load(String pathOrName) {
        return Preset.load(pathOrName, GameRegistry::byId);
    }

    /** These rules in the preset format, ready to save as a {@code .preset} file. */
    public String toPreset() {
        return Preset.format(this);
    }

    /** The game these rules are for. */
    public Game game() {
        return game;
    }

    /**
     * These rules with one option changed. The value may be typed ({@code false}, {@code 12} or {@code 12L},
     * {@code Direction.CW}) or text written as rule C10 writes it ({@code "false"}, {@code "12"}, {@code "CW"}); an
     * option that may be unset ({@code reserveSouth}) is unset by {@code null} or {@code "unset"}.
     *
     * @throws IllegalArgumentException for an unknown option or a value out of range, saying what is valid
     */
    public Rules with(String name, Object value) {
        OptionSpec spec = spec(name);
        Map<String, Object> changed = new LinkedHashMap<>(values);
        changed.put(name, spec.accept(value));
        return new Rules(game, changed, specs);
    }

    /** These rules with several options changed, in order. */
    public Rules with(Map<String, ?> changes) {
        Rules rules = this;
        for (Map.Entry<String, ?> e : changes.entrySet()) {
            rules = rules.with(e.getKey(), e.getValue());
        }
        return rules;
    }

    /** The specification of an option, or an error naming the valid options. */
    public OptionSpec spec(String name) {
        Map<String, OptionSpec> byName = specs;
        if (byName == null) {   // two threads may both build it: the same map
            Map<String, OptionSpec> index = new HashMap<>();
            game.options().forEach(o -> index.putIfAbsent(o.name(), o));   // the first of a name, as a walk finds it
            byName = Map.copyOf(index);
            specs = byName;
        }
        OptionSpec spec = name == null ? null : byName.get(name);
        if (spec != null) {
            return spec;
        }
        throw new IllegalArgumentException("game " + game.id() + " has no option " + Quote.of(name) + ": valid options are "
                + game.options().stream().map(OptionSpec::name).collect(Collectors.joining(", ")));
    }

    /** Every option with its value here: what a notebook user can vary. */
    public Options options() {
        return new Options(game.options().stream().map(s -> new Option(s, values.get(s.name()))).toList());
    }

    /** The options whose value differs from the default, in the game's order. */
    public Map<String, Object> changed() {
        Map<String, Object> changed = new LinkedHashMap<>();
        for (Option o : options()) {
            if (o.changed()) {
                changed.put(o.spec().name(), o.value());
            }
        }
        return changed;
    }

    /** The value of an option: a {@link Boolean}, an {@link Integer}, an enum constant, or {@code null} if unset. */
    public Object get(String name) {
        spec(name);
        return values.get(name);
    }

    /**
     * The value of an integer option.
     *
     * @throws IllegalArgumentException for an option of another type, or one that is unset (see {@link #get})
     */
    public int integer(String name) {
        Object value = typed(name, Integer.class);
        if (value == null) {
            throw new IllegalArgumentException("option " + name + " is unset (" + ((OptionSpec.Int) spec(name)).unset()
                    + "): get(\"" + name + "\") is null then");
        }
        return (Integer) value;
    }

    /**
     * The value of a boolean option.
     *
     * @throws IllegalArgumentException for an option of another type
     */
    public boolean bool(String name) {
        return (Boolean) typed(name, Boolean.class);
    }

    /**
     * The value of a choice option, a constant of {@code type}.
     *
     * @throws IllegalArgumentException for an option of another type, or a choice among the constants of another enum
     */
    public <E extends Enum<E>> E choice(String name, Class<E> type) {
        return type.cast(typed(name, type));
    }

    /** The value of an integer option, read through its specification: {@code integer(BaoKingulu.PITS_PER_ROW)}. */
    public int integer(OptionSpec.Int option) {
        return integer(option.name());
    }

    /** The value of a boolean option, read through its specification. */
    public boolean bool(OptionSpec.Bool option) {
        return bool(option.name());
    }

    /** The value of a choice option, read through its specification: a constant of {@code type}. */
    public <E extends Enum<E>> E choice(OptionSpec.Choice option, Class<E> type) {
        return choice(option.name(), type);
    }

    /** The value of an option, read through its specification ({@code null} if unset). */
    public Object get(OptionSpec option) {
        return get(option.name());
    }

    /** The value of an option whose values are of {@code type}; for any other option an error naming both. */
    private Object typed(String name, Class<?> type) {
        OptionSpec spec = spec(name);
        Class<?> held = valueType(spec);
        if (type != held) {
            String kind = spec instanceof OptionSpec.Choice ? "a choice of " + held.getSimpleName()
                    : spec instanceof OptionSpec.Int ? "an integer" : "a boolean";
            throw new IllegalArgumentException("option " + name + " is " + kind + " (" + spec.range() + "), so "
                    + getter(name, type) + " cannot read it; read it with " + getter(name, held));
        }
        return values.get(name);
    }

    /** The class of an option's values: Integer, Boolean or the choice's enum. */
    private static Class<?> valueType(OptionSpec spec) {
        return spec instanceof OptionSpec.Int ? Integer.class : spec instanceof OptionSpec.Bool ? Boolean.class
                : ((Enum<?>) spec.defaultValue()).getDeclaringClass();
    }

    /** The call that reads an option's values of this class, as an error message shows it. */
    private static String getter(String name, Class<?> type) {
        String quoted = "\"" + name + "\"";
        return type == Integer.class ? "integer(" + quoted + ")" : type == Boolean.class ? "bool(" + quoted + ")"
                : "choice(" + quoted + ", " + type.getSimpleName() + ".class)";
    }

    /** The board's shape under these rules. */
    public Board board() {
        return game.board(this);
    }

    /** A fresh engine state at the start of a game under these rules. */
    public GameState newState() {
        return game.newState(this);
    }

    /** A new match under these rules, ready to play move by move. */
    public Match newMatch() {
        return new Match(this);
    }

    /**
     * A live explorer of these rules in a notebook: every option a control, the agents and the batch size, and a
     * dashboard of the statistics that a move of a control replays in the background. See {@link Explorer}.
     */
    public Explorer explore() {
        return Displays.installed().explore(this);
    }

    @Override
    public boolean equals(Object o) {
        // Engines compare rules on every copy: the same instance is the common, cheap case.
        return o == this || o instanceof Rules r && r.game.id().equals(game.id()) && r.values.equals(values);
    }

    @Override
    public int hashCode() {
        return game.id().hashCode() * 31 + values.hashCode();
    }

    /** The game id and the options changed from the default, such as {@code bao-kingulu {kuweka=false}}. */
    @Override
    public String toString() {
        Map<String, Object> changed = changed();
        return changed.isEmpty() ? game.id() : game.id() + " " + changed;
    }
}
