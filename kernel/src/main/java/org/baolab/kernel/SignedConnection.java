package org.baolab.kernel;

import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.channels.Loop;
import org.dflib.jjava.jupyter.channels.ShellChannel;
import org.dflib.jjava.jupyter.channels.ShellHandler;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;
import org.dflib.jjava.jupyter.messages.HMACGenerator;
import org.dflib.jjava.jupyter.messages.Message;
import org.dflib.jjava.jupyter.messages.publish.PublishStatus;
import org.zeromq.ZMQ;

/**
 * The kernel's Jupyter connection. The base library checks the HMAC signature of every incoming message with the
 * connection key and throws on a mismatch, which would end the channel's thread and leave the kernel deaf. Here the
 * shell and control channels refuse such a message (it is dropped and logged, never handled) and keep serving
 * correctly signed ones.
 */
final class SignedConnection extends JupyterConnection {

    private final ZMQ.Context context = ZMQ.context(1);
    private final RefusingChannel shellChannel;
    private final RefusingChannel controlChannel;
    private final KernelConnectionProperties properties;

    SignedConnection(KernelConnectionProperties properties) throws NoSuchAlgorithmException, InvalidKeyException {
        super(properties);
        this.properties = properties;
        HMACGenerator signatures = properties.createHMACGenerator();
        this.shellChannel = new RefusingChannel(context, signatures, false, this);
        this.controlChannel = new RefusingChannel(context, signatures, true, this);
    }

    @Override
    public void connect() {
        heartbeat.bind(properties);
        shellChannel.bind(properties);
        controlChannel.bind(properties);
        stdin.bind(properties);
        iopub.bind(properties);
        iopub.sendMessage(new Message<>(null, PublishStatus.MESSAGE_TYPE, PublishStatus.STARTING));
    }

    @Override
    public void close() {
        shellChannel.close();
        controlChannel.close();
        super.close();
        context.close();
    }

    @Override
    public void waitUntilClose() {
        shellChannel.waitUntilClose();
        controlChannel.waitUntilClose();
    }

    /** A shell or control channel whose loop survives messages with a bad signature. */
    private static final class RefusingChannel extends ShellChannel {
        private static final long SLEEP_MILLIS = 20;

        private final boolean control;
        private final JupyterConnection connection;
        private volatile Loop loop;

        RefusingChannel(ZMQ.Context context, HMACGenerator signatures, boolean control, JupyterConnection connection) {
            super(context, signatures, control, connection, SLEEP_MILLIS);
            this.control = control;
            this.connection = connection;
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
            } catch (SecurityException badSignature) {
                logger.warn("Refused a message whose signature does not match the connection key");
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
}
