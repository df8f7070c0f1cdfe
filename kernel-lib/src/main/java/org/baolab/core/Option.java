package org.baolab.core;

/**
 * An option of a rules value with its current setting, as listed by {@link Rules#options()}.
 *
 * @param spec what the option is and what it may be
 * @param value its value in these rules ({@code null}: unset)
 */
public record Option(OptionSpec spec, Object value) {

    /** True when the value differs from the default. */
    public boolean changed() {
        return !java.util.Objects.equals(spec.defaultValue(), value);
    }

    /** The cells of this option's line in a listing: name, type, value, default, valid values, meaning. */
    java.util.List<String> cells() {
        return java.util.List.of(spec.name(), spec.type(), spec.format(value), spec.format(spec.defaultValue()),
                spec.range(), spec.description());
    }

    @Override
    public String toString() {
        return String.join("  ", cells());
    }
}
