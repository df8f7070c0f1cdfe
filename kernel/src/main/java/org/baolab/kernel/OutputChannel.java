package org.baolab.kernel;

import java.util.ArrayDeque;
import java.util.Deque;
import org.dflib.jjava.jupyter.channels.IOPubChannel;
import org.dflib.jjava.jupyter.messages.HMACGenerator;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageContext;
import org.dflib.jjava.jupyter.messages.publish.PublishStream;
import org.zeromq.ZMQ;

/**
 * The kernel's IOPub socket, written by one sender thread only. Any thread hands it messages through
 * {@link #sendMessage} (which only queues, so a cell thread's interrupt flag cannot break a send, and ZeroMQ's
 * socket is never used by two threads), and printed text through {@link #stream}, which is coalesced: text of one
 * stream of one request goes out as one message at most every {@link #FLUSH_MILLIS} or {@link #FLUSH_CHARS}, so
 * that printing line by line cannot flood the front end. Messages leave in the order they were handed in; the
 * socket has no high-water mark, so none is dropped.
 */
final class OutputChannel extends IOPubChannel {

    static final long FLUSH_MILLIS = 50;
    static final int FLUSH_CHARS = 64 * 1024;
    private static final long CLOSE_MILLIS = 5000;

    private final Deque<Message<?>> queue = new ArrayDeque<>();
    private final Thread sender = new Thread(this::sendLoop, "iopub-sender");
    /** Text not yet queued: of one stream of one request. */
    private Pending pending;
    private boolean closing;

    /** Text of one stream of one request, and when its first part came. */
    private record Pending(MessageContext request, PublishStream.StreamType type, StringBuilder text, long since) {
    }

    OutputChannel(ZMQ.Context context, HMACGenerator signatures) {
        super(context, signatures);
        setSndHWM(0);
        sender.setDaemon(true);
        sender.start();
    }

    /** Queues a message; returns at once. */
    @Override
    public void sendMessage(Message<?> message) {
        synchronized (queue) {
            queueText();
            queue.add(message);
            queue.notifyAll();
        }
    }

    /** Adds printed text to a stream of the request {@code request} answers. */
    void stream(MessageContext request, PublishStream.StreamType type, String text) {
        if (text.isEmpty()) {
            return;
        }
        synchronized (queue) {
            if (pending != null && (pending.request != request || pending.type != type)) {
                queueText();
            }
            if (pending == null) {
                pending = new Pending(request, type, new StringBuilder(), System.nanoTime());
                queue.notifyAll();
            }
            pending.text.append(text);
            if (pending.text.length() >= FLUSH_CHARS) {
                queueText();
                queue.notifyAll();
            }
        }
    }

    /** Queues the text not yet queued (holding the lock). */
    private void queueText() {
        if (pending != null) {
            queue.add(new Message<>(pending.request, PublishStream.MESSAGE_TYPE,
                    new PublishStream(pending.type, pending.text.toString())));
            pending = null;
        }
    }

    private void sendLoop() {
        while (true) {
            Message<?> next;
            synchronized (queue) {
                while (queue.isEmpty()) {
                    if (pending != null) {
                        long wait = FLUSH_MILLIS - (System.nanoTime() - pending.since) / 1_000_000;
                        if (wait <= 0 || closing) {
                            queueText();
                            continue;
                        }
                        waitOn(wait);
                    } else if (closing) {
                        return;
                    } else {
                        waitOn(0);
                    }
                }
                next = queue.poll();
            }
            try {
                super.sendMessage(next);
            } catch (RuntimeException e) {
                logger.warn("Could not publish {}: {}", next.getHeader().getType().getName(), e.toString());
            }
        }
    }

    private void waitOn(long millis) {
        try {
            queue.wait(millis);
        } catch (InterruptedException e) {
            // only close() ends this thread: an interrupt from elsewhere is ignored
        }
    }

    /** Sends what is queued (for a few seconds at most), then closes the socket. */
    @Override
    public void close() {
        synchronized (queue) {
            closing = true;
            queue.notifyAll();
        }
        try {
            sender.join(CLOSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        super.close();
    }
}
