package org.baolab.kernel;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import com.google.gson.reflect.TypeToken;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dflib.jjava.jupyter.channels.IOPubChannel;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.channels.Loop;
import org.dflib.jjava.jupyter.channels.ShellChannel;
import org.dflib.jjava.jupyter.channels.ShellHandler;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;
import org.dflib.jjava.jupyter.messages.HMACGenerator;
import org.dflib.jjava.jupyter.messages.Header;
import org.dflib.jjava.jupyter.messages.KernelTimestamp;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.MessageContext;
import org.dflib.jjava.jupyter.messages.MessageType;
import org.dflib.jjava.jupyter.messages.adapters.HeaderAdapter;
import org.dflib.jjava.jupyter.messages.adapters.HistoryRequestAdapter;
import org.dflib.jjava.jupyter.messages.adapters.KernelTimestampAdapter;
import org.dflib.jjava.jupyter.messages.adapters.MessageTypeAdapter;
import org.dflib.jjava.jupyter.messages.publish.PublishStatus;
import org.dflib.jjava.jupyter.messages.request.HistoryRequest;
import org.zeromq.ZMQ;

/**
 * The kernel's Jupyter connection. The shell and control channels read each incoming message whole (every frame of
 * it) before judging it, and refuse, logging why, a message that is malformed or truncated, whose HMAC signature does
 * not match the connection key, or whose signature was seen before (a replay; the last 65,536 are kept, as
 * jupyter_client's own {@code Session} does): a refused message is never handled and never touches the next one.
 * Everything published goes through one {@link OutputChannel}.
 */
final class SignedConnection extends JupyterConnection {

    private final ZMQ.Context context = ZMQ.context(1);
    private final RefusingChannel shellChannel;
    private final RefusingChannel controlChannel;
    private final OutputChannel output;
    private final KernelConnectionProperties properties;

    SignedConnection(KernelConnectionProperties properties) throws NoSuchAlgorithmException, InvalidKeyException {
        super(properties);
        this.properties = properties;
        HMACGenerator signatures = properties.createHMACGenerator();
        Set<String> seen = new LinkedHashSet<>();
        this.shellChannel = new RefusingChannel(context, signatures, seen, false, this);
        this.controlChannel = new RefusingChannel(context, signatures, seen, true, this);
        this.output = new OutputChannel(context, signatures);
    }

    @Override
    public void connect() {
        heartbeat.bind(properties);
        shellChannel.bind(properties);
        controlChannel.bind(properties);
        stdin.bind(properties);
        output.bind(properties);
        output.sendMessage(new Message<>(null, PublishStatus.MESSAGE_TYPE, PublishStatus.STARTING));
    }

    /** Where everything published goes. */
    OutputChannel output() {
        return output;
    }

    @Override
    public IOPubChannel getIOPub() {
        return output;
    }

    @Override
    public ShellReplyEnvironment prepareReplyEnv(ShellChannel shell, MessageContext request) {
        return new ShellReplyEnvironment(shell, stdin, output, request) {
        };
    }

    @Override
    public void close() {
        shellChannel.close();
        controlChannel.close();
        output.close();
        super.close();
        context.close();
    }

    @Override
    public void waitUntilClose() {
        shellChannel.waitUntilClose();
        controlChannel.waitUntilClose();
    }

    /** A shell or control channel that refuses bad messages and keeps serving. */
    private static final class RefusingChannel extends ShellChannel {
        private static final long SLEEP_MILLIS = 20;
        private static final byte[] DELIMITER = "<IDS|MSG>".getBytes(StandardCharsets.US_ASCII);
        /** Signature, header, parent header, metadata, content. */
        private static final int PARTS = 5;
        /** Signatures kept to spot replays: as many as jupyter_client's {@code Session.digest_history_size}. */
        private static final int SEEN_LIMIT = 1 << 16;
        private static final Type MAP = new TypeToken<Map<String, Object>>() { }.getType();
        /** Reads requests as the base library does, with its adapters. */
        private static final Gson GSON = new GsonBuilder()
                .registerTypeAdapter(KernelTimestamp.class, KernelTimestampAdapter.INSTANCE)
                .registerTypeAdapter(Header.class, HeaderAdapter.INSTANCE)
                .registerTypeAdapter(MessageType.class, MessageTypeAdapter.INSTANCE)
                .registerTypeAdapter(HistoryRequest.class, HistoryRequestAdapter.INSTANCE)
                .create();

        private final boolean control;
        private final JupyterConnection connection;
        private final HMACGenerator signatures;
        /** Signatures of the correctly signed messages seen so far, oldest first; shared by shell and control. */
        private final Set<String> seen;
        private volatile Loop loop;

        RefusingChannel(ZMQ.Context context, HMACGenerator signatures, Set<String> seen, boolean control,
                        JupyterConnection connection) {
            super(context, signatures, control, connection, SLEEP_MILLIS);
            this.control = control;
            this.connection = connection;
            this.signatures = signatures;
            this.seen = seen;
        }

        @Override
        public void bind(KernelConnectionProperties properties) {
            int port = control ? properties.getControlPort() : properties.getShellPort();
            super.bind(properties.getTransport() + "://" + properties.getIp() + ":" + port);
            ZMQ.Poller poller = ctx.poller(1);
            poller.register(this, ZMQ.Poller.POLLIN);
            loop = new Loop(control ? "control" : "shell", SLEEP_MILLIS, () -> {
                if (poller.poll(0) > 0) {
                    serveOne();
                }
            });
            loop.start();
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private void serveOne() {
            Message<?> message;
            try {
                message = readMessage();
            } catch (RefusedMessage refused) {
                logger.warn("Refused a message on the {} channel: {}", control ? "control" : "shell",
                        refused.getMessage());
                return;
            }
            if (message == null) {
                return;
            }
            ShellHandler handler = connection.getHandler(message.getHeader().getType());
            if (handler == null) {
                logger.warn("No handler for {}", message.getHeader().getType().getName());
                return;
            }
            ShellReplyEnvironment env = connection.prepareReplyEnv(this, message);
            try {
                handler.handle(env, message);
            } catch (Exception e) {
                logger.warn("Failed to handle {}: {}", message.getHeader().getType().getName(), e.toString());
            } finally {
                env.resolveDeferrals();
            }
            if (env.isMarkedForShutdown()) {
                connection.close();
            }
        }

        /**
         * Reads one message, all its frames, and checks it before parsing it.
         *
         * @throws RefusedMessage if it is malformed, truncated, wrongly signed or seen before
         */
        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public synchronized Message<?> readMessage() {
            if (closed) {
                return null;
            }
            List<byte[]> frames = new ArrayList<>();
            frames.add(recv());
            while (hasReceiveMore()) {
                frames.add(recv());
            }
            int delimiter = 0;
            while (delimiter < frames.size() && !Arrays.equals(DELIMITER, frames.get(delimiter))) {
                delimiter++;
            }
            if (frames.size() - delimiter - 1 < PARTS) {
                throw new RefusedMessage(delimiter == frames.size() ? "no <IDS|MSG> delimiter among its "
                        + frames.size() + " frames" : "truncated: " + (frames.size() - delimiter - 1)
                        + " frames after the delimiter, at least " + PARTS + " needed");
            }
            byte[][] parts = frames.subList(delimiter + 2, delimiter + 1 + PARTS).toArray(byte[][]::new);
            checkSignature(frames.get(delimiter + 1), parts);
            try {
                Header<?> header = GSON.fromJson(utf8(parts[0]), Header.class);
                if (header == null || header.getType() == null || header.getType() == MessageType.UNKNOWN) {
                    throw new RefusedMessage("its header names no known message type: " + utf8(parts[0]));
                }
                JsonElement parent = JsonParser.parseString(utf8(parts[1]));
                Header<?> parentHeader = parent.isJsonObject() && !parent.getAsJsonObject().isEmpty()
                        ? GSON.fromJson(parent, Header.class) : null;
                Map<String, Object> metadata = GSON.fromJson(utf8(parts[2]), MAP);
                Object content = GSON.fromJson(utf8(parts[3]), header.getType().getContentType());
                return new Message(frames.subList(0, delimiter), header, parentHeader, metadata, content,
                        frames.subList(delimiter + 1 + PARTS, frames.size()));
            } catch (RuntimeException e) {
                throw e instanceof RefusedMessage r ? r : new RefusedMessage("malformed: " + e.getMessage());
            }
        }

        /** Checks the signature (unless the connection has no key) and that it is new, then remembers it. */
        private void checkSignature(byte[] signature, byte[][] parts) {
            String expected = signatures.calculateSignature(parts);
            if (expected == null) {
                return; // no key: messages are not signed
            }
            if (!MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII), signature)) {
                throw new RefusedMessage("its signature does not match the connection key");
            }
            String digest = new String(signature, StandardCharsets.US_ASCII);
            synchronized (seen) {
                if (!seen.add(digest)) {
                    throw new RefusedMessage("its signature was seen before (a replayed message)");
                }
                if (seen.size() > SEEN_LIMIT) {
                    Iterator<String> oldest = seen.iterator();
                    oldest.next();
                    oldest.remove();
                }
            }
        }

        private static String utf8(byte[] bytes) {
            return new String(bytes, StandardCharsets.UTF_8);
        }

        @Override
        public void close() {
            Loop running = loop;
            if (running != null) {
                running.shutdown();
            }
            super.close();
        }

        @Override
        public void waitUntilClose() {
            Loop running = loop;
            if (running != null && running != Thread.currentThread()) {
                try {
                    running.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    /** Why an incoming message was refused. */
    private static final class RefusedMessage extends RuntimeException {
        RefusedMessage(String why) {
            super(why, null, false, false);
        }
    }
}
