package org.baolab.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.dflib.jjava.jupyter.channels.IOPubChannel;
import org.dflib.jjava.jupyter.channels.ReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.comm.Comm;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.messages.HMACGenerator;
import org.dflib.jjava.jupyter.messages.Header;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.comm.CommCloseCommand;
import org.dflib.jjava.jupyter.messages.comm.CommMsgCommand;
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

    private static Message<CommMsgCommand> commMessage() {
        return new Message<>(new Header<>(CommMsgCommand.MESSAGE_TYPE), new CommMsgCommand("comm-1", new JsonObject()));
    }

    @Test
    void aCommsAnswerHasTheMessageItAnswersAsItsParentNotTheLastCell() {
        List<Message<?>> published = new ArrayList<>();
        try (ZMQ.Context zmq = ZMQ.context(1)) {
            IOPubChannel iopub = new IOPubChannel(zmq, HMACGenerator.NO_AUTH_INSTANCE) {
                @Override
                public synchronized void sendMessage(Message<?> message) {
                    published.add(message);
                }
            };
            try {
                answerAndCell(iopub, published);
            } finally {
                iopub.close();
            }
        }
    }

    /** A cell ran, then a comm message comes: its answer points to it; a send after it points to the cell again. */
    private static void answerAndCell(IOPubChannel iopub, List<Message<?>> published) {
        KernelComms comms = new KernelComms();
        comms.setIOPubChannel(iopub);
        Message<ExecuteRequest> cell = new Message<>(new Header<>(ExecuteRequest.MESSAGE_TYPE),
                new ExecuteRequest("1", false, true, null, false, false));
        comms.setMessageContext(cell);
        comms.registerComm(new Echo(comms));
        ReplyEnvironment env = (ReplyEnvironment) Proxy.newProxyInstance(ReplyEnvironment.class.getClassLoader(),
                new Class<?>[] {ReplyEnvironment.class}, (proxy, method, args) -> null);
        Message<CommMsgCommand> click = commMessage();
        comms.handleCommMsgCommand(env, click);
        assertEquals(click.getHeader().getId(), published.get(0).getParentHeader().getId());

        comms.getCommByID("comm-1").send(new JsonObject());  // between comm messages: the cell's again
        assertEquals(cell.getHeader().getId(), published.get(1).getParentHeader().getId());
    }
}
