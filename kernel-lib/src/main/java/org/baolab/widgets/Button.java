package org.baolab.widgets;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A button ({@code ButtonModel}); see {@link Widgets#button}. A click comes to the kernel as a {@code custom}
 * message {@code {"event": "click"}} and runs the {@link #onClick} callbacks there.
 */
public final class Button extends Widget {

    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    Button(String label) {
        super(Control.MODULE, Control.VERSION, "ButtonModel", "ButtonView");
        JsonObject state = new JsonObject();
        state.add("_dom_classes", new JsonArray());
        state.add("tabbable", JsonNull.INSTANCE);
        state.add("tooltip", JsonNull.INSTANCE);
        state.addProperty("description", Objects.requireNonNull(label, "label"));
        state.addProperty("button_style", "");
        state.addProperty("icon", "");
        state.addProperty("disabled", false);
        set(state);
    }

    /** Runs {@code callback} in the kernel at each click. */
    public Button onClick(Runnable callback) {
        listeners.add(Objects.requireNonNull(callback, "callback"));
        return this;
    }

    /** The button's text. */
    public Button label(String label) {
        set("description", label);
        return this;
    }

    /** Greys the button out (or not). */
    public Button disabled(boolean disabled) {
        set("disabled", disabled);
        return this;
    }

    /** Its look: {@code primary}, {@code success}, {@code info}, {@code warning}, {@code danger} or {@code ""}. */
    public Button style(String style) {
        if (!List.of("", "primary", "success", "info", "warning", "danger").contains(style)) {
            throw new IllegalArgumentException("a button's style is primary, success, info, warning, danger or empty, not '"
                    + WidgetComms.quote(String.valueOf(style)) + "'");
        }
        set("button_style", style);
        return this;
    }

    /** Clicks the button from a cell: runs the callbacks as a click in the front end would. */
    public void click() {
        for (Runnable listener : listeners) {
            try {
                listener.run();
            } catch (RuntimeException e) {
                System.err.println(this + ": a click callback threw " + e);
            }
        }
    }

    @Override
    void custom(JsonObject content) {
        JsonElement event = content.get("event");
        if (event != null && event.isJsonPrimitive() && event.getAsString().equals("click")) {
            click();
        }
    }

    @Override
    public String toString() {
        return "Button(" + get("description").getAsString() + ")";
    }
}
