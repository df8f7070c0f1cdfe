package org.baolab.widgets;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import java.util.List;

/**
 * A control that picks one of a list of labels: its model holds the labels ({@code _options_labels}) and the index of
 * the one picked; its value is the label.
 *
 * @param <W> the control's own type
 */
public abstract class Selection<W extends Selection<W>> extends Control<W, String> {

    private final List<String> labels;

    Selection(String name, String description, List<String> labels, String value) {
        super(name, "index", description);
        if (labels.isEmpty()) {
            throw new IllegalArgumentException("a " + name + " needs at least one option");
        }
        this.labels = List.copyOf(labels);
        JsonArray options = new JsonArray();
        this.labels.forEach(options::add);
        set("_options_labels", options);
        set("index", 0);
        value(value == null ? this.labels.get(0) : value);
    }

    /** The labels offered, in order. */
    public final List<String> options() {
        return labels;
    }

    @Override
    final String decode(JsonElement json) {
        return labels.get(json.getAsInt());
    }

    @Override
    final JsonElement encode(String value) {
        return new JsonPrimitive(labels.indexOf(value));
    }

    @Override
    final String check(String value) {
        if (!labels.contains(value)) {
            throw new IllegalArgumentException("'" + WidgetComms.quote(String.valueOf(value)) + "' is not one of "
                    + labels);
        }
        return value;
    }

    @Override
    final boolean accepts(String key, JsonElement value) {
        if (!key.equals("index")) {
            return super.accepts(key, value);
        }
        Integer index = Values.integer(value);
        return index != null && index >= 0 && index < labels.size();
    }
}
