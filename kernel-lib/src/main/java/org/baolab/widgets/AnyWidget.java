package org.baolab.widgets;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * A widget whose front end is one ES module, run by anywidget ({@code AnyModel} of the {@code anywidget} module, as
 * installed with JupyterLab, Notebook 7 and VS Code's Jupyter extension). The module's default export has a
 * {@code render({model, el})} that draws into {@code el}, reads the state with {@code model.get(key)}, hears changes
 * with {@code model.on("change:key", ...)} and sends requests with {@code model.send(content)}, which come to
 * {@link #onMessage} callbacks here. The kernel keeps the state: {@link #put} changes it in every front end.
 */
public final class AnyWidget extends Widget {

    /** The version range of anywidget's front end this kernel asks for (anywidget 0.11). */
    static final String VERSION = "~0.11.*";

    private final List<Consumer<JsonObject>> handlers = new CopyOnWriteArrayList<>();
    private final List<BiConsumer<String, JsonElement>> listeners = new CopyOnWriteArrayList<>();

    AnyWidget(String id, String esm, String css) {
        super("anywidget", VERSION, "AnyModel", "AnyView");
        JsonObject state = new JsonObject();
        state.addProperty("_anywidget_id", Objects.requireNonNull(id, "id"));
        state.addProperty("_esm", Objects.requireNonNull(esm, "esm"));
        state.addProperty("_css", css == null ? "" : css);
        set(state);
    }

    /** A widget of this ES module's source (and CSS, or {@code null}); {@code id} names it in anywidget's messages. */
    public static AnyWidget of(String id, String esm, String css) {
        return new AnyWidget(id, esm, css);
    }

    /** Sets a key of the state, which the front ends see at once. */
    public AnyWidget put(String key, JsonElement value) {
        checkKey(key);
        set(key, value);
        return this;
    }

    /** Sets several keys in one message. */
    public AnyWidget put(JsonObject changes) {
        changes.keySet().forEach(AnyWidget::checkKey);
        set(changes);
        return this;
    }

    /** A copy of one key's value, or {@code null}. */
    public JsonElement value(String key) {
        return get(key);
    }

    /** Runs {@code handler} in the kernel with each message the module sends ({@code model.send(content)}). */
    public AnyWidget onMessage(Consumer<JsonObject> handler) {
        handlers.add(Objects.requireNonNull(handler, "handler"));
        return this;
    }

    /** Runs {@code listener} with each key the front end changes ({@code model.set(...); model.save_changes()}). */
    public AnyWidget onChange(BiConsumer<String, JsonElement> listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
        return this;
    }

    /** Sends a message to the module ({@code model.on("msg:custom", ...)}). */
    public void send(JsonObject content) {
        sendCustom(content);
    }

    private static void checkKey(String key) {
        if (key.startsWith("_")) {
            throw new IllegalArgumentException("state keys starting with _ belong to the widget protocol: " + key);
        }
    }

    @Override
    void custom(JsonObject content) {
        handlers.forEach(h -> h.accept(content));
    }

    @Override
    void changed(JsonObject changes) {
        changes.entrySet().forEach(e -> listeners.forEach(l -> l.accept(e.getKey(), e.getValue())));
    }

    @Override
    public String toString() {
        return "AnyWidget(" + get("_anywidget_id").getAsString() + ")";
    }
}
