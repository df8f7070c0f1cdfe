package org.baolab.widgets;

import com.google.gson.JsonObject;
import java.util.List;
import org.dflib.jjava.jupyter.kernel.comm.Comm;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.comm.CommCloseCommand;
import org.dflib.jjava.jupyter.messages.comm.CommMsgCommand;
import org.dflib.jjava.jupyter.messages.comm.CommOpenCommand;

/**
 * Widget comms on a jjava-jupyter kernel's comm manager. Messages are handled on the kernel's shell thread, between
 * cells; a refused one is logged to the kernel's standard error, which reaches its log, not a cell.
 */
final class JupyterTransport implements WidgetComms.Transport {

    private final CommManager comms;

    private JupyterTransport(CommManager comms) {
        this.comms = comms;
    }

    /** Registers the control target with a comm manager and returns its transport. */
    static JupyterTransport on(CommManager comms) {
        comms.registerTarget(WidgetComms.CONTROL_TARGET, (manager, id, target, message) -> new ControlComm(manager, id, target));
        return new JupyterTransport(comms);
    }

    @Override
    public WidgetComms.Link open(JsonObject data, Widget widget) {
        ModelComm comm = comms.openComm(WidgetComms.TARGET, (manager, id, target, message) -> {
            data.entrySet().forEach(e -> message.getContent().getData().add(e.getKey(), e.getValue()));
            message.getNonNullMetadata().put("version", Widget.PROTOCOL_VERSION);
            return new ModelComm(manager, id, target, widget);
        });
        return comm;
    }

    private static void log(String refusal) {
        if (refusal != null) {
            System.err.println("widget message refused: " + refusal);
        }
    }

    /** A model's comm. */
    private static final class ModelComm extends Comm implements WidgetComms.Link {
        private final Widget widget;

        ModelComm(CommManager manager, String id, String target, Widget widget) {
            super(manager, id, target);
            this.widget = widget;
        }

        @Override
        public String id() {
            return getID();
        }

        @Override
        public void send(JsonObject data, List<byte[]> buffers) {
            if (!isClosed()) {
                send(data, null, buffers.isEmpty() ? null : buffers);
            }
        }

        @Override
        protected void onMessage(Message<CommMsgCommand> message) {
            log(widget.receive(message.getContent().getData()));
        }

        @Override
        protected void onClose(Message<CommCloseCommand> message, boolean sending) {
            WidgetComms comms = WidgetComms.current();
            if (comms != null) {
                comms.closed(getID());
            }
        }
    }

    /** The {@code jupyter.widget.control} comm. */
    private static final class ControlComm extends Comm {
        ControlComm(CommManager manager, String id, String target) {
            super(manager, id, target);
        }

        @Override
        protected void onMessage(Message<CommMsgCommand> message) {
            WidgetComms comms = WidgetComms.current();
            if (comms == null) {
                return;
            }
            WidgetComms.Answer answer = comms.control(message.getContent().getData());
            if (answer.refusal() != null) {
                log(answer.refusal());
            } else {
                send(answer.data(), null, answer.buffers().isEmpty() ? null : answer.buffers());
            }
        }

        @Override
        protected void onClose(Message<CommCloseCommand> message, boolean sending) {
            // the front end asks again on a new comm when it needs to
        }
    }
}
