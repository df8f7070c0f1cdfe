package org.baolab.widgets;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * A control of a whole number from a minimum to a maximum: a slider or a field.
 *
 * @param <W> the control's own type
 */
public abstract class BoundedInt<W extends BoundedInt<W>> extends Control<W, Integer> {

    BoundedInt(String name, String description, int min, int max, int value, JsonObject more) {
        super(name, "value", description);
        if (min > max) {
            throw new IllegalArgumentException("the minimum " + min + " is above the maximum " + max);
        }
        JsonObject state = more.deepCopy();
        state.addProperty("min", min);
        state.addProperty("max", max);
        state.addProperty("step", 1);
        state.addProperty("continuous_update", false);
        state.addProperty("value", min);
        set(state);
        value(value);
    }

    /** The smallest value. */
    public final int min() {
        return get("min").getAsInt();
    }

    /** The largest value. */
    public final int max() {
        return get("max").getAsInt();
    }

    /** The distance between two values the control stops at. */
    @SuppressWarnings("unchecked")
    public final W step(int step) {
        if (step < 1) {
            throw new IllegalArgumentException("the step must be at least 1, not " + step);
        }
        set("step", step);
        return (W) this;
    }

    @Override
    final Integer decode(JsonElement json) {
        return json.getAsInt();
    }

    @Override
    final JsonElement encode(Integer value) {
        return new JsonPrimitive(value);
    }

    @Override
    final Integer check(Integer value) {
        if (value == null || value < min() || value > max()) {
            throw new IllegalArgumentException("the value must be within " + min() + ".." + max() + ", not "
                    + value);
        }
        return value;
    }

    @Override
    final boolean accepts(String key, JsonElement value) {
        if (!key.equals("value")) {
            return super.accepts(key, value);
        }
        return Values.integer(value) != null && Values.integer(value) >= min() && Values.integer(value) <= max();
    }
}
