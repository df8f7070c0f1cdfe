package org.baolab.kernel;

import org.dflib.jjava.jupyter.channels.ReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageContext;
import org.dflib.jjava.jupyter.messages.comm.CommCloseCommand;
import org.dflib.jjava.jupyter.messages.comm.CommMsgCommand;
import org.dflib.jjava.jupyter.messages.comm.CommOpenCommand;

/**
 * The kernel's comms, whose answers point back to the message they answer: while a comm message is handled, what
 * the comms send has that message as its {@code parent_header} (the stock manager gives every comm message the last
 * cell's). Comm messages are handled on the shell thread, one at a time, between cells.
 */
final class KernelComms extends CommManager {

    @Override
    public void handleCommOpenCommand(ReplyEnvironment env, Message<CommOpenCommand> message) {
        MessageContext before = answering(message);
        try {
            super.handleCommOpenCommand(env, message);
        } finally {
            context = before;
        }
    }

    @Override
    public void handleCommMsgCommand(ReplyEnvironment env, Message<CommMsgCommand> message) {
        MessageContext before = answering(message);
        try {
            super.handleCommMsgCommand(env, message);
        } finally {
            context = before;
        }
    }

    @Override
    public void handleCommCloseCommand(ReplyEnvironment env, Message<CommCloseCommand> message) {
        MessageContext before = answering(message);
        try {
            super.handleCommCloseCommand(env, message);
        } finally {
            context = before;
        }
    }

    /** Makes {@code message} the parent of what is sent now; returns the context to put back. */
    private MessageContext answering(Message<?> message) {
        MessageContext before = context;
        context = message;
        return before;
    }
}
