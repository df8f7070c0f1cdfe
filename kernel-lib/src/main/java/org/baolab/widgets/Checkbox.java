package org.baolab.widgets;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;

/** A box to tick ({@code CheckboxModel}); see {@link Widgets#checkbox}. */
public final class Checkbox extends Control<Checkbox, Boolean> {

    Checkbox(String description, boolean value) {
        super("Checkbox", "value", description);
        set("indent", true);
        set("value", value);
    }

    @Override
    Boolean decode(JsonElement json) {
        return json.getAsBoolean();
    }

    @Override
    JsonElement encode(Boolean value) {
        return new JsonPrimitive(value);
    }
}
