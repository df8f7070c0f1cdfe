package org.baolab.widgets;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;

/**
 * A line of text to type ({@code TextModel}); see {@link Widgets#text}. Its value changes when the user presses
 * Enter or leaves the field, not at every key.
 */
public final class Text extends Control<Text, String> {

    Text(String description, String value) {
        super("Text", "value", description);
        set("placeholder", "");
        set("continuous_update", false);
        set("value", value);
    }

    /** The grey text shown while the field is empty. */
    public Text placeholder(String text) {
        set("placeholder", text);
        return this;
    }

    @Override
    String decode(JsonElement json) {
        return json.getAsString();
    }

    @Override
    JsonElement encode(String value) {
        return new JsonPrimitive(value);
    }
}
