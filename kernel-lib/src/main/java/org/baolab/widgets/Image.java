package org.baolab.widgets;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.util.Objects;

/**
 * A picture that the kernel can change at any time ({@code ImageModel}), its bytes sent as a binary buffer, not as
 * text; see {@link Widgets#image}.
 */
public final class Image extends Widget {

    private byte[] bytes;

    Image(byte[] png) {
        super(Control.MODULE, Control.VERSION, "ImageModel", "ImageView");
        JsonObject state = new JsonObject();
        state.add("_dom_classes", new JsonArray());
        state.add("tabbable", JsonNull.INSTANCE);
        state.add("tooltip", JsonNull.INSTANCE);
        state.addProperty("format", "png");
        state.addProperty("width", "");
        state.addProperty("height", "");
        set(state);
        value(png);
    }

    /** Replaces the picture with these PNG bytes. */
    public Image value(byte[] png) {
        bytes = Objects.requireNonNull(png, "png").clone();
        setBytes("value", bytes);
        return this;
    }

    /** The PNG bytes shown. */
    public byte[] value() {
        return bytes.clone();
    }

    /** The width in CSS pixels (or another CSS length); empty for the picture's own. */
    public Image width(String css) {
        set("width", css);
        return this;
    }

    @Override
    boolean accepts(String key, com.google.gson.JsonElement value) {
        return false;
    }

    @Override
    public String toString() {
        return "Image(" + bytes.length + " bytes of PNG)";
    }
}
