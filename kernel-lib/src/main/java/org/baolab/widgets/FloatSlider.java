package org.baolab.widgets;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/** A slider of decimal numbers from a minimum to a maximum ({@code FloatSliderModel}); see {@link Widgets#floatSlider}. */
public final class FloatSlider extends Control<FloatSlider, Double> {

    FloatSlider(String description, double min, double max, double step, double value) {
        super("FloatSlider", "value", description);
        if (!(min <= max) || !Double.isFinite(min) || !Double.isFinite(max)) {
            throw new IllegalArgumentException("a slider needs finite bounds with the minimum " + min
                    + " not above the maximum " + max);
        }
        if (!(step > 0) || !Double.isFinite(step)) {
            throw new IllegalArgumentException("a slider's step must be a positive number, not " + step);
        }
        JsonObject state = new JsonObject();
        state.addProperty("min", min);
        state.addProperty("max", max);
        state.addProperty("step", step);
        state.addProperty("orientation", "horizontal");
        state.addProperty("readout", true);
        state.addProperty("readout_format", ".2f");
        state.addProperty("continuous_update", false);
        state.addProperty("behavior", "drag-tap");
        state.addProperty("value", min);
        set(state);
        value(value);
    }

    /** The smallest value. */
    public double min() {
        return get("min").getAsDouble();
    }

    /** The largest value. */
    public double max() {
        return get("max").getAsDouble();
    }

    /** How the value is written beside the slider, as a Python format ({@code .2f}, {@code .0%}). */
    public FloatSlider format(String format) {
        set("readout_format", format);
        return this;
    }

    @Override
    Double decode(JsonElement json) {
        return json.getAsDouble();
    }

    @Override
    JsonElement encode(Double value) {
        return new JsonPrimitive(value);
    }

    @Override
    Double check(Double value) {
        if (value == null || !(value >= min() && value <= max())) {
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
        return value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber()
                && value.getAsDouble() >= min() && value.getAsDouble() <= max();
    }
}
