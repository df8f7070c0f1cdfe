package org.baolab.widgets;

import com.google.gson.JsonObject;

/**
 * A field to type a whole number in, kept within a minimum and a maximum ({@code BoundedIntTextModel}): for ranges
 * too wide for a slider; see {@link Widgets#intField}.
 */
public final class IntField extends BoundedInt<IntField> {

    IntField(String description, int min, int max, int value) {
        super("BoundedIntText", description, min, max, value, new JsonObject());
        set("_view_name", "IntTextView");
    }
}
