package org.baolab.kernel;

import org.baolab.notebook.LiveOutputs;
import org.dflib.jjava.jupyter.channels.ReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageContext;
import org.dflib.jjava.jupyter.messages.comm.CommCloseCommand;
import org.dflib.jjava.jupyter.messages.comm.CommMsgCommand;
import org.dflib.jjava.jupyter.messages.comm.CommOpenCommand;
import org.dflib.jjava.jupyter.messages.publish.PublishUpdateDisplayData;

/**
 * The kernel's comms, whose answers point back to the message they answer: while a comm message is handled, what
 * the comms send has that message as its {@code parent_header} (the stock manager gives every comm message the last
 * cell's). Comm messages are handled on the shell thread, one at a time, between cells.
 *
 * <p>The updates of live outputs ({@link LiveOutputs}) go out here too, with the same parent: the comm message being
 * handled (a click), else the cell running or the last one. JupyterLab and Notebook 7 find the output to update by
 * its display id whatever the parent; nbclient reads only the messages of the cell it runs.
 */
final class KernelComms extends CommManager implements LiveOutputs.Publisher {

    /** Publishes an {@code update_display_data} of an output shown with a display id; any thread may call it. */
    @Override
    public void update(DisplayData output) {
        MessageContext parent = context;
        if (iopub != null && parent != null) {
            iopub.sendMessage(new Message<>(parent, PublishUpdateDisplayData.MESSAGE_TYPE,
                    new PublishUpdateDisplayData(output)));
        }
    }

    @Override
    public void handleCommOpenCommand(ReplyEnvironment env, Message<CommOpenCommand> message) {
        answering(message, () -> super.handleCommOpenCommand(env, message));
    }

    @Override
    public void handleCommMsgCommand(ReplyEnvironment env, Message<CommMsgCommand> message) {
        answering(message, () -> super.handleCommMsgCommand(env, message));
    }

    @Override
    public void handleCommCloseCommand(ReplyEnvironment env, Message<CommCloseCommand> message) {
        answering(message, () -> super.handleCommCloseCommand(env, message));
    }

    /** Handles {@code message} with it as the parent of what is sent meanwhile, then puts the context back. */
    private void answering(Message<?> message, Runnable handling) {
        MessageContext before = context;
        context = message;
        try {
            handling.run();
        } finally {
            context = before;
        }
    }
}
