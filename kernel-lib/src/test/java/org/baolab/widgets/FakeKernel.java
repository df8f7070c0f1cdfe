package org.baolab.widgets;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A kernel's comms for tests: records every comm opened and every message sent on one, and hands a front end's
 * messages to the widget they are for. Installed for one test and closed after it.
 */
public final class FakeKernel implements AutoCloseable {

    /** A message the kernel sent on a comm. */
    public record Sent(String commId, JsonObject data, List<byte[]> buffers) {
        /** Its {@code method}. */
        public String method() {
            return data.get("method").getAsString();
        }
    }

    private final List<Sent> opened = Collections.synchronizedList(new ArrayList<>());
    private final List<Sent> sent = Collections.synchronizedList(new ArrayList<>());
    private final WidgetComms comms;
    private int next;

    private FakeKernel() {
        comms = new WidgetComms((data, widget) -> {
            String id = "model-" + (++next);
            opened.add(new Sent(id, data.deepCopy(), List.of()));
            return new WidgetComms.Link() {
                @Override
                public String id() {
                    return id;
                }

                @Override
                public void send(JsonObject message, List<byte[]> buffers) {
                    sent.add(new Sent(id, message.deepCopy(), List.copyOf(buffers)));
                }
            };
        });
    }

    /** Makes widgets open their comms here until {@link #close}. */
    public static FakeKernel install() {
        FakeKernel kernel = new FakeKernel();
        WidgetComms.use(kernel.comms);
        return kernel;
    }

    /** The comms opened, in order: each with the first message's data. */
    public List<Sent> opened() {
        synchronized (opened) {
            return List.copyOf(opened);
        }
    }

    /** The messages sent on comms, in order. */
    public List<Sent> sent() {
        synchronized (sent) {
            return List.copyOf(sent);
        }
    }

    /** The messages sent on one widget's comm. */
    public List<Sent> sentTo(Widget widget) {
        return sent().stream().filter(s -> s.commId().equals(widget.modelId())).toList();
    }

    /** Forgets what was sent so far. */
    public void clear() {
        sent.clear();
    }

    /** A front end's message on a widget's comm; returns the refusal the kernel logs, or {@code null}. */
    public String receive(Widget widget, JsonObject data) {
        return widget.receive(data);
    }

    /** A front end's {@code custom} message with this content. */
    public String custom(Widget widget, JsonObject content) {
        JsonObject data = new JsonObject();
        data.addProperty("method", "custom");
        data.add("content", content);
        return widget.receive(data);
    }

    /** A front end's {@code update} of one key. */
    public String update(Widget widget, String key, com.google.gson.JsonElement value) {
        JsonObject state = new JsonObject();
        state.add(key, value);
        JsonObject data = new JsonObject();
        data.addProperty("method", "update");
        data.add("state", state);
        data.add("buffer_paths", new com.google.gson.JsonArray());
        return widget.receive(data);
    }

    /** The control comm's answer to a message. */
    public WidgetComms.Answer control(JsonObject data) {
        return comms.control(data);
    }

    /** Opens a widget as a display of it would. */
    public JsonObject show(Widget widget) {
        return widget.viewSpec();
    }

    @Override
    public void close() {
        WidgetComms.use(null);
    }
}
