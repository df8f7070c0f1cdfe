package org.baolab.widgets;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/** A slider of whole numbers from a minimum to a maximum ({@code IntSliderModel}); see {@link Widgets#intSlider}. */
public final class IntSlider extends Control<IntSlider, Integer> {

    IntSlider(String description, int min, int max, int value) {
        super("IntSlider", "value", description);
        if (min > max) {
            throw new IllegalArgumentException("a slider's minimum " + min + " is above its maximum " + max);
        }
        JsonObject state = new JsonObject();
        state.addProperty("min", min);
        state.addProperty("max", max);
        state.addProperty("step", 1);
        state.addProperty("orientation", "horizontal");
        state.addProperty("readout", true);
        state.addProperty("readout_format", "d");
        state.addProperty("continuous_update", false);
        state.addProperty("behavior", "drag-tap");
        state.addProperty("value", min);
        set(state);
        value(value);
    }

    /** The smallest value. */
    public int min() {
        return get("min").getAsInt();
    }

    /** The largest value. */
    public int max() {
        return get("max").getAsInt();
    }

    /** The distance between two values the slider stops at. */
    public IntSlider step(int step) {
        if (step < 1) {
            throw new IllegalArgumentException("a slider's step must be at least 1, not " + step);
        }
        set("step", step);
        return this;
    }

    /** Whether the value changes while the handle is dragged (else when it is let go, the default). */
    public IntSlider continuous(boolean continuous) {
        set("continuous_update", continuous);
        return this;
    }

    @Override
    Integer decode(JsonElement json) {
        return json.getAsInt();
    }

    @Override
    JsonElement encode(Integer value) {
        return new JsonPrimitive(value);
    }

    @Override
    Integer check(Integer value) {
        if (value == null || value < min() || value > max()) {
            throw new IllegalArgumentException("the slider's value must be within " + min() + ".." + max() + ", not "
                    + value);
        }
        return value;
    }

    @Override
    boolean accepts(String key, JsonElement value) {
        if (!key.equals("value")) {
            return super.accepts(key, value);
        }
        return Values.integer(value) != null && Values.integer(value) >= min() && Values.integer(value) <= max();
    }
}
