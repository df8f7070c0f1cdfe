package org.baolab.widgets;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A control of {@code @jupyter-widgets/controls} 2.0.0 with a value, a description and {@link #onChange} callbacks.
 * A callback runs in the kernel whenever the value changes, whether the user moved the control or a cell set it; a
 * callback that throws is reported on the kernel's standard error and the others still run.
 *
 * @param <W> the control's own type, which the fluent methods return
 * @param <T> the type of its value
 */
public abstract class Control<W extends Control<W, T>, T> extends Widget {

    /** The module and version of the standard controls. */
    static final String MODULE = "@jupyter-widgets/controls";
    static final String VERSION = "2.0.0";

    private final String valueKey;
    private final List<Consumer<? super T>> listeners = new CopyOnWriteArrayList<>();

    Control(String name, String valueKey, String description) {
        super(MODULE, VERSION, name + "Model", name + "View");
        this.valueKey = valueKey;
        JsonObject common = new JsonObject();
        common.add("_dom_classes", new JsonArray());
        common.add("tabbable", JsonNull.INSTANCE);
        common.add("tooltip", JsonNull.INSTANCE);
        common.addProperty("description", description);
        common.addProperty("description_allow_html", false);
        common.addProperty("disabled", false);
        set(common);
    }

    @SuppressWarnings("unchecked")
    private W self() {
        return (W) this;
    }

    /** The value now. */
    public final T value() {
        return decode(get(valueKey));
    }

    /** Sets the value, which the front ends show and the callbacks hear of (if it changed). */
    public final W value(T value) {
        T before = value();
        set(valueKey, encode(check(value)));
        if (!Objects.equals(before, value())) {
            fire();
        }
        return self();
    }

    /** Runs {@code callback} with the new value after each change. */
    public final W onChange(Consumer<? super T> callback) {
        listeners.add(Objects.requireNonNull(callback, "callback"));
        return self();
    }

    /** The text beside the control. */
    public final W description(String text) {
        set("description", Objects.requireNonNull(text, "description"));
        return self();
    }

    /** Greys the control out (or not): a disabled control takes no input. */
    public final W disabled(boolean disabled) {
        set("disabled", disabled);
        return self();
    }

    /** The text shown on hovering over the control. */
    public final W tooltip(String text) {
        set("tooltip", text);
        return self();
    }

    /** The value from its JSON form; the JSON is of the kind {@link #accepts} let through. */
    abstract T decode(JsonElement json);

    /** The JSON form of a value. */
    abstract JsonElement encode(T value);

    /**
     * Checks a value a cell sets.
     *
     * @throws IllegalArgumentException saying what is valid
     */
    T check(T value) {
        return Objects.requireNonNull(value, "value");
    }

    @Override
    final void changed(JsonObject changes) {
        if (changes.has(valueKey)) {
            fire();
        }
    }

    private void fire() {
        T now = value();
        for (Consumer<? super T> listener : listeners) {
            try {
                listener.accept(now);
            } catch (RuntimeException e) {
                System.err.println(this + ": a change callback threw " + e);
            }
        }
    }

    @Override
    public String toString() {
        JsonElement description = get("description");
        String text = description == null ? "" : description.getAsString();
        return getClass().getSimpleName() + "(" + (text.isEmpty() ? "" : text + " ") + "= " + value() + ")";
    }
}
