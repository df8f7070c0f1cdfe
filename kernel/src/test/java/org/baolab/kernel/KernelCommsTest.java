package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.dflib.jjava.jupyter.channels.IOPubChannel;
import org.dflib.jjava.jupyter.channels.ReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.comm.Comm;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.messages.HMACGenerator;
import org.dflib.jjava.jupyter.messages.Header;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.comm.CommCloseCommand;
import org.dflib.jjava.jupyter.messages.comm.CommMsgCommand;
import org.dflib.jjava.jupyter.messages.publish.PublishUpdateDisplayData;
import org.dflib.jjava.jupyter.messages.request.ExecuteRequest;
import org.junit.jupiter.api.Test;
import org.zeromq.ZMQ;

class KernelCommsTest {

    /** A comm that answers every message with one message of its own. */
    private static final class Echo extends Comm {
        Echo(CommManager manager) {
            super(manager, "comm-1", "echo");
        }

        @Override
        protected void onMessage(Message<CommMsgCommand> message) {
            send(new JsonObject());
        }

        @Override
        protected void onClose(Message<CommCloseCommand> message, boolean sending) {
        }
    }

    /** A comm whose message changes a live output, whose update goes out while the message is handled. */
    private static final class Clicked extends Comm {
        private final KernelComms comms;

        Clicked(KernelComms comms) {
            super(comms, "comm-1", "board");
            this.comms = comms;
        }

        @Override
        protected void onMessage(Message<CommMsgCommand> message) {
            comms.update(output("ply 1"));
        }

        @Override
        protected void onClose(Message<CommCloseCommand> message, boolean sending) {
        }
    }

    /** A live output as its render function draws it: a display id and a picture. */
    private static DisplayData output(String position) {
        DisplayData data = new DisplayData(position);
        data.putHTML("<img alt=\"" + position + "\">");
        data.putMetaData("image/png", java.util.Map.of("width", 300));
        data.setDisplayId("board-1");
        return data;
    }

    private static Message<CommMsgCommand> commMessage() {
        return new Message<>(new Header<>(CommMsgCommand.MESSAGE_TYPE), new CommMsgCommand("comm-1", new JsonObject()));
    }

    @Test
    void aCommsAnswerHasTheMessageItAnswersAsItsParentNotTheLastCell() {
        withRecordedIOPub(KernelCommsTest::answerAndCell);
    }

    /** Runs {@code body} with an IOPub channel that records what it is given instead of sending it. */
    private static void withRecordedIOPub(BiConsumer<IOPubChannel, List<Message<?>>> body) {
        List<Message<?>> published = new ArrayList<>();
        try (ZMQ.Context zmq = ZMQ.context(1)) {
            IOPubChannel iopub = new IOPubChannel(zmq, HMACGenerator.NO_AUTH_INSTANCE) {
                @Override
                public synchronized void sendMessage(Message<?> message) {
                    published.add(message);
                }
            };
            try {
                body.accept(iopub, published);
            } finally {
                iopub.close();
            }
        }
    }

    /** A reply environment that does nothing: the answers under test go to IOPub. */
    private static ReplyEnvironment noReplies() {
        return (ReplyEnvironment) Proxy.newProxyInstance(ReplyEnvironment.class.getClassLoader(),
                new Class<?>[] {ReplyEnvironment.class}, (proxy, method, args) -> null);
    }

    /** A cell ran, then a comm message comes: its answer points to it; a send after it points to the cell again. */
    private static void answerAndCell(IOPubChannel iopub, List<Message<?>> published) {
        KernelComms comms = new KernelComms();
        comms.setIOPubChannel(iopub);
        Message<ExecuteRequest> cell = new Message<>(new Header<>(ExecuteRequest.MESSAGE_TYPE),
                new ExecuteRequest("1", false, true, null, false, false));
        comms.setMessageContext(cell);
        comms.registerComm(new Echo(comms));
        Message<CommMsgCommand> click = commMessage();
        comms.handleCommMsgCommand(noReplies(), click);
        assertEquals(click.getHeader().getId(), published.get(0).getParentHeader().getId());

        comms.getCommByID("comm-1").send(new JsonObject());  // between comm messages: the cell's again
        assertEquals(cell.getHeader().getId(), published.get(1).getParentHeader().getId());
    }

    @Test
    void anUpdateOfALiveOutputIsUpdateDisplayDataWithItsDisplayIdAndPointsToWhatCausedIt() {
        withRecordedIOPub((iopub, published) -> {
            KernelComms comms = new KernelComms();
            comms.setIOPubChannel(iopub);
            Message<ExecuteRequest> cell = new Message<>(new Header<>(ExecuteRequest.MESSAGE_TYPE),
                    new ExecuteRequest("m.interactive()", false, true, null, false, false));
            comms.setMessageContext(cell);
            comms.update(output("ply 0"));            // from the cell, or a timer after it
            comms.registerComm(new Clicked(comms));
            Message<CommMsgCommand> click = commMessage();
            comms.handleCommMsgCommand(noReplies(), click);

            assertEquals(2, published.size());
            for (Message<?> m : published) {
                assertEquals("update_display_data", m.getHeader().getType().getName());
                assertEquals(PublishUpdateDisplayData.class, m.getContent().getClass());
            }
            assertEquals(cell.getHeader().getId(), published.get(0).getParentHeader().getId());
            assertEquals(click.getHeader().getId(), published.get(1).getParentHeader().getId());
            JsonObject content = new Gson().toJsonTree(published.get(1).getContent()).getAsJsonObject();
            assertEquals("board-1", content.getAsJsonObject("transient").get("display_id").getAsString());
            assertEquals("ply 1", content.getAsJsonObject("data").get("text/plain").getAsString());
            assertEquals("<img alt=\"ply 1\">", content.getAsJsonObject("data").get("text/html").getAsString());
            assertEquals(300, content.getAsJsonObject("metadata").getAsJsonObject("image/png").get("width")
                    .getAsInt());
        });
    }
}
