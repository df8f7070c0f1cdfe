package org.baolab.widgets;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.util.Objects;

/**
 * HTML that the kernel can change at any time ({@code HTMLModel}): an output, a dashboard's numbers, a picture as an
 * {@code <img>}; see {@link Widgets#html}.
 */
public final class Html extends Widget {

    Html(String html) {
        super(Control.MODULE, Control.VERSION, "HTMLModel", "HTMLView");
        JsonObject state = new JsonObject();
        state.add("_dom_classes", new JsonArray());
        state.add("tabbable", JsonNull.INSTANCE);
        state.add("tooltip", JsonNull.INSTANCE);
        state.addProperty("description", "");
        state.addProperty("description_allow_html", false);
        state.addProperty("placeholder", "");
        state.addProperty("value", Objects.requireNonNull(html, "html"));
        set(state);
    }

    /** The HTML now. */
    public String value() {
        return get("value").getAsString();
    }

    /** Replaces the HTML. */
    public Html value(String html) {
        set("value", Objects.requireNonNull(html, "html"));
        return this;
    }

    @Override
    boolean accepts(String key, com.google.gson.JsonElement value) {
        return false;     // the front end shows it; only the kernel changes it
    }

    @Override
    public String toString() {
        return "Html(" + WidgetComms.quote(value()) + ")";
    }
}
