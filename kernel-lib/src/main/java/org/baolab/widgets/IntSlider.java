package org.baolab.widgets;

import com.google.gson.JsonObject;

/** A slider of whole numbers from a minimum to a maximum ({@code IntSliderModel}); see {@link Widgets#intSlider}. */
public final class IntSlider extends BoundedInt<IntSlider> {

    IntSlider(String description, int min, int max, int value) {
        super("IntSlider", description, min, max, value, look());
    }

    private static JsonObject look() {
        JsonObject state = new JsonObject();
        state.addProperty("orientation", "horizontal");
        state.addProperty("readout", true);
        state.addProperty("readout_format", "d");
        state.addProperty("behavior", "drag-tap");
        return state;
    }

    /** Whether the value changes while the handle is dragged (else when it is let go, the default). */
    public IntSlider continuous(boolean continuous) {
        set("continuous_update", continuous);
        return this;
    }
}
