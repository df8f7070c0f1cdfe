package org.baolab.widgets;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.stream.Collectors;

/** Widgets side by side ({@code HBoxModel}) or one under the other ({@code VBoxModel}); see {@link Widgets#hbox}. */
public final class Box extends Widget {

    private final List<Widget> children;
    private final boolean horizontal;

    Box(boolean horizontal, List<Widget> children) {
        super(Control.MODULE, Control.VERSION, horizontal ? "HBoxModel" : "VBoxModel", horizontal ? "HBoxView" : "VBoxView");
        this.horizontal = horizontal;
        this.children = List.copyOf(children);
        JsonObject state = new JsonObject();
        state.add("_dom_classes", new JsonArray());
        state.add("tabbable", JsonNull.INSTANCE);
        state.add("tooltip", JsonNull.INSTANCE);
        state.addProperty("box_style", "");
        state.add("children", new JsonArray());
        set(state);
    }

    /** The widgets it holds, in order. */
    public List<Widget> widgets() {
        return children;
    }

    /** Opened after its children: its state names them by model id. */
    @Override
    void opening() {
        JsonArray ids = new JsonArray();
        children.forEach(w -> ids.add(w.reference()));
        set("children", ids);
    }

    @Override
    boolean accepts(String key, com.google.gson.JsonElement value) {
        return false;
    }

    @Override
    public String toString() {
        return (horizontal ? "HBox" : "VBox") + children.stream().map(Object::toString)
                .collect(Collectors.joining(", ", "[", "]"));
    }
}
