package org.baolab.widgets;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;

/** A row of buttons of which one is pressed ({@code ToggleButtonsModel}); see {@link Widgets#toggleButtons}. */
public final class ToggleButtons extends Selection<ToggleButtons> {

    ToggleButtons(String description, List<String> labels, String value) {
        super("ToggleButtons", description, labels, value);
        JsonObject state = new JsonObject();
        state.addProperty("button_style", "");
        state.add("tooltips", new JsonArray());
        state.add("icons", new JsonArray());
        set(state);
    }
}
