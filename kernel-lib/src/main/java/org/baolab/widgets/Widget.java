package org.baolab.widgets;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A widget whose model lives in the kernel and is shown by the front end's widget manager, as the Jupyter widget
 * message protocol 2.1 describes it (the protocol of ipywidgets 8): the model opens a comm on the target
 * {@code jupyter.widget} with its whole state; a change made in the kernel goes out as an {@code update}, a change made
 * in the front end comes in as an {@code update}, is echoed to every front end as an {@code echo_update} and then
 * runs the widget's callbacks in the kernel; {@code request_state} is answered with the whole state; {@code custom}
 * messages carry events such as a button's click.
 *
 * <p>A widget opens its comm the first time it is shown (or a box that holds it is), so a widget made and never shown
 * costs the front end nothing. Shown where no widget manager runs, a widget is its picture or a line of text saying
 * what to open.
 */
public abstract class Widget {

    /** The version of the widget message protocol spoken. */
    public static final String PROTOCOL_VERSION = "2.1.0";

    private final JsonObject state = new JsonObject();
    /** State kept as binary buffers, by key (an image's bytes). */
    private final Map<String, byte[]> buffers = new LinkedHashMap<>();
    private volatile WidgetComms.Link link;

    /**
     * A widget of a model and view class named by module, version and name, as the front end's registry knows them
     * ({@code @jupyter-widgets/controls}, {@code 2.0.0}, {@code IntSliderModel}).
     */
    Widget(String module, String version, String model, String view) {
        state.addProperty("_model_module", module);
        state.addProperty("_model_module_version", version);
        state.addProperty("_model_name", model);
        state.addProperty("_view_module", module);
        state.addProperty("_view_module_version", version);
        state.addProperty("_view_name", view);
    }

    /** The model's id (its comm's id) once it is open in a kernel, else {@code null}. */
    public final String modelId() {
        WidgetComms.Link open = link;
        return open == null ? null : open.id();
    }

    /** A copy of the model's state as the front end sees it. */
    public final synchronized JsonObject state() {
        return state.deepCopy();
    }

    /** One value of the state, or {@code null}. */
    final synchronized JsonElement get(String key) {
        JsonElement value = state.get(key);
        return value == null ? null : value.deepCopy();
    }

    /** Sets state and sends the change to the front ends once the widget is open. */
    final void set(String key, JsonElement value) {
        JsonObject change = new JsonObject();
        change.add(key, value);
        set(change);
    }

    final void set(String key, String value) {
        set(key, new JsonPrimitive(value));
    }

    final void set(String key, Number value) {
        set(key, new JsonPrimitive(value));
    }

    final void set(String key, boolean value) {
        set(key, new JsonPrimitive(value));
    }

    /** Sets several keys at once: one {@code update} message. */
    final void set(JsonObject changes) {
        WidgetComms.Link open;
        synchronized (this) {
            changes.entrySet().forEach(e -> state.add(e.getKey(), e.getValue().deepCopy()));
            open = link;
        }
        if (open != null) {
            open.send(message("update", changes, List.of()), List.of());
        }
    }

    /** Sets binary state, sent as a buffer. */
    final void setBytes(String key, byte[] bytes) {
        WidgetComms.Link open;
        synchronized (this) {
            buffers.put(key, bytes.clone());
            open = link;
        }
        if (open != null) {
            open.send(message("update", new JsonObject(), List.of(key)), List.of(bytes));
        }
    }

    /** Called before the comm opens: a box opens the widgets it names by model id ({@code IPY_MODEL_...}). */
    void opening() {
    }

    /** A front end changed these keys (already in the state): run the callbacks. */
    void changed(JsonObject changes) {
    }

    /** Whether the front end may set this key to this value; a refused key is left as it was. */
    boolean accepts(String key, JsonElement value) {
        JsonElement now = state.get(key);
        return now != null && !key.startsWith("_") && sameKind(now, value);
    }

    /** A {@code custom} message from the front end (a button's click, a board's request). */
    void custom(JsonObject content) {
    }

    /** Sends a {@code custom} message to the front end, if the widget is open. */
    final void sendCustom(JsonObject content) {
        WidgetComms.Link open = link;
        if (open != null) {
            JsonObject data = new JsonObject();
            data.addProperty("method", "custom");
            data.add("content", content);
            open.send(data, List.of());
        }
    }

    /** A reference to this widget in another widget's state; opens it first. */
    final String reference() {
        open();
        return "IPY_MODEL_" + modelId();
    }

    /**
     * Opens the comm of this widget and of the widgets it holds, where a kernel runs; does nothing if it is already
     * open or no kernel runs.
     *
     * @return true if the widget is open
     */
    final boolean open() {
        if (link != null) {
            return true;
        }
        WidgetComms comms = WidgetComms.current();
        if (comms == null) {
            return false;
        }
        opening();
        List<byte[]> binary;
        synchronized (this) {
            if (link != null) {
                return true;
            }
            link = comms.open(this, openData());
            binary = bufferList();
        }
        if (!binary.isEmpty()) {     // an opening message carries no buffers here: they follow at once
            link.send(message("update", new JsonObject(), bufferKeys()), binary);
        }
        return true;
    }

    /** The first message's data: the whole state but its buffers. */
    private synchronized JsonObject openData() {
        JsonObject data = new JsonObject();
        data.add("state", state.deepCopy());
        data.add("buffer_paths", new com.google.gson.JsonArray());
        return data;
    }

    synchronized List<byte[]> bufferList() {
        return new ArrayList<>(buffers.values());
    }

    /** The whole state as an {@code update} message, with its buffers. */
    synchronized JsonObject wholeState() {
        return message("update", state.deepCopy(), new ArrayList<>(buffers.keySet()));
    }

    /** The whole state for a {@code jupyter.widget.control} answer. */
    synchronized JsonObject controlState() {
        JsonObject entry = new JsonObject();
        entry.add("model_name", state.get("_model_name"));
        entry.add("model_module", state.get("_model_module"));
        entry.add("model_module_version", state.get("_model_module_version"));
        entry.add("state", state.deepCopy());
        return entry;
    }

    synchronized List<String> bufferKeys() {
        return new ArrayList<>(buffers.keySet());
    }

    /**
     * Handles one message of the front end on this widget's comm.
     *
     * @return the refusal to log, or {@code null}
     */
    String receive(JsonObject data) {
        JsonElement method = data == null ? null : data.get("method");
        if (method == null || !method.isJsonPrimitive()) {
            return "a widget message needs a method (update, request_state or custom)";
        }
        switch (method.getAsString()) {
            case "update" -> {
                return update(data.get("state"));
            }
            case "request_state" -> {
                WidgetComms.Link open = link;
                if (open != null) {
                    open.send(wholeState(), bufferList());
                }
                return null;
            }
            case "custom" -> {
                JsonElement content = data.get("content");
                if (content == null || !content.isJsonObject()) {
                    return "a custom message needs a content object";
                }
                custom(content.getAsJsonObject());
                return null;
            }
            default -> {
                return "unknown widget method '" + WidgetComms.quote(method.getAsString()) + "'";
            }
        }
    }

    /** The front end changed the state: keep what is valid, echo it to every front end, then run the callbacks. */
    private String update(JsonElement changes) {
        if (changes == null || !changes.isJsonObject()) {
            return "an update needs a state object";
        }
        JsonObject kept = new JsonObject();
        List<String> refused = new ArrayList<>();
        synchronized (this) {
            for (Map.Entry<String, JsonElement> e : changes.getAsJsonObject().entrySet()) {
                if (accepts(e.getKey(), e.getValue())) {
                    state.add(e.getKey(), e.getValue().deepCopy());
                    kept.add(e.getKey(), e.getValue().deepCopy());
                } else {
                    refused.add(e.getKey());
                }
            }
        }
        WidgetComms.Link open = link;
        if (open != null && kept.size() > 0) {
            open.send(message("echo_update", kept, List.of()), List.of());
        }
        if (kept.size() > 0) {
            changed(kept);
        }
        return refused.isEmpty() ? null : getClass().getSimpleName() + " refused a change of " + refused;
    }

    private static JsonObject message(String method, JsonObject state, List<String> bufferKeys) {
        JsonObject data = new JsonObject();
        data.addProperty("method", method);
        data.add("state", state);
        data.add("buffer_paths", paths(bufferKeys));
        return data;
    }

    private static com.google.gson.JsonArray paths(List<String> keys) {
        com.google.gson.JsonArray paths = new com.google.gson.JsonArray();
        for (String key : keys) {
            com.google.gson.JsonArray path = new com.google.gson.JsonArray();
            path.add(key);
            paths.add(path);
        }
        return paths;
    }

    /** The same JSON kind: both numbers, both strings, both booleans, both arrays or both objects (or null). */
    static boolean sameKind(JsonElement a, JsonElement b) {
        if (a.isJsonNull() || b.isJsonNull()) {
            return a.isJsonNull() == b.isJsonNull() || a.isJsonNull();
        }
        if (a.isJsonPrimitive() && b.isJsonPrimitive()) {
            JsonPrimitive x = a.getAsJsonPrimitive();
            JsonPrimitive y = b.getAsJsonPrimitive();
            return x.isNumber() == y.isNumber() && x.isString() == y.isString() && x.isBoolean() == y.isBoolean();
        }
        return a.isJsonArray() == b.isJsonArray() && a.isJsonObject() == b.isJsonObject();
    }

    /** The MIME type of a widget's display output. */
    public static final String VIEW_MIME_TYPE = "application/vnd.jupyter.widget-view+json";

    /**
     * Opens the widget's comm where a kernel runs and returns what a display output carries as
     * {@link #VIEW_MIME_TYPE}: protocol version 2.1 and the model's id; {@code null} outside a kernel.
     */
    public final JsonObject viewSpec() {
        if (!open()) {
            return null;
        }
        JsonObject view = new JsonObject();
        view.addProperty("version_major", 2);
        view.addProperty("version_minor", 1);
        view.addProperty("model_id", modelId());
        return view;
    }

    /** The widget in words, for {@code text/plain}: its kind and its value. */
    @Override
    public String toString() {
        return getClass().getSimpleName();
    }
}
