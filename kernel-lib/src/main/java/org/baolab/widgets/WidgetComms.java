package org.baolab.widgets;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The widgets open in this kernel and the comms they speak through. A {@link Transport} opens comms and sends on
 * them: the kernel's comm manager ({@link JupyterTransport}), or a recorder in tests. The front end's
 * {@code jupyter.widget.control} comm asks for every model's state ({@code request_states}) when a page that shows
 * widgets is opened again, and is answered with {@code update_states}.
 */
final class WidgetComms {

    /** The comm target of widget models. */
    static final String TARGET = "jupyter.widget";
    /** The comm target on which a front end asks for every model's state. */
    static final String CONTROL_TARGET = "jupyter.widget.control";

    /** Opens comms and sends on them. */
    interface Transport {
        /**
         * Opens a comm on {@link #TARGET} with this data (metadata {@code version} {@link Widget#PROTOCOL_VERSION});
         * the comm's messages go to the widget's {@code receive}.
         */
        Link open(JsonObject data, Widget widget);
    }

    /** One open comm. */
    interface Link {
        /** The comm's id, which is the model's id. */
        String id();

        /** Sends a message on the comm. */
        void send(JsonObject data, List<byte[]> buffers);
    }

    private static volatile WidgetComms current;

    private final Transport transport;
    private final Map<String, Widget> open = Collections.synchronizedMap(new LinkedHashMap<>());

    WidgetComms(Transport transport) {
        this.transport = transport;
    }

    /** The comms of the running kernel, or {@code null} outside one. */
    static WidgetComms current() {
        return current;
    }

    /** Makes these the comms widgets open on (the kernel's, or a test's). */
    static void use(WidgetComms comms) {
        current = comms;
    }

    Link open(Widget widget, JsonObject data) {
        Link link = transport.open(data, widget);
        open.put(link.id(), widget);
        return link;
    }

    /** The widget with this model id, or {@code null}. */
    Widget widget(String modelId) {
        return open.get(modelId);
    }

    /** A front end closed a model's comm: forget it. */
    void closed(String modelId) {
        open.remove(modelId);
    }

    /**
     * Answers a message on the control comm: {@code request_states} with {@code update_states}, every open model's
     * state (buffers as {@code [model id, "state", key]} paths).
     *
     * @return the answer and its buffers, or a refusal
     */
    Answer control(JsonObject data) {
        JsonElement method = data == null ? null : data.get("method");
        if (method == null || !method.isJsonPrimitive() || !method.getAsString().equals("request_states")) {
            return Answer.refused("the widget control comm answers only request_states, not "
                    + quote(String.valueOf(method)));
        }
        JsonObject states = new JsonObject();
        JsonArray paths = new JsonArray();
        List<byte[]> buffers = new ArrayList<>();
        List<Map.Entry<String, Widget>> widgets;
        synchronized (open) {
            widgets = new ArrayList<>(open.entrySet());
        }
        for (Map.Entry<String, Widget> e : widgets) {
            states.add(e.getKey(), e.getValue().controlState());
            for (String key : e.getValue().bufferKeys()) {
                JsonArray path = new JsonArray();
                path.add(e.getKey());
                path.add("state");
                path.add(key);
                paths.add(path);
            }
            buffers.addAll(e.getValue().bufferList());
        }
        JsonObject answer = new JsonObject();
        answer.addProperty("method", "update_states");
        answer.add("states", states);
        answer.add("buffer_paths", paths);
        return new Answer(answer, buffers, null);
    }

    /** A control comm's answer, or why there is none. */
    record Answer(JsonObject data, List<byte[]> buffers, String refusal) {
        static Answer refused(String why) {
            return new Answer(null, List.of(), why);
        }
    }

    /** At most 80 characters of a front end's text, for a message. */
    static String quote(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
