package org.baolab.kernel;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import jdk.jshell.execution.DirectExecutionControl;
import jdk.jshell.spi.ExecutionControl;
import jdk.jshell.spi.ExecutionControlProvider;
import jdk.jshell.spi.ExecutionEnv;
import jdk.jshell.spi.SPIResolutionException;

/**
 * Runs JShell snippets inside the kernel's own JVM and keeps each snippet's value as the real object, so the
 * notebook can draw it. JShell only sees a key (returned as the snippet's "value string"); {@link #take} turns the key
 * back into the object. Each snippet runs on its own thread so that {@link #interrupt()} can stop it while the kernel
 * keeps its state: the thread is interrupted first and, if it does not stop within a grace period, stopped. A
 * simulation that heeds the interrupt returns the games it finished: its snippet ends normally (a variable it assigns
 * keeps them) and then the cell stops.
 */
final class InProcessExecution extends DirectExecutionControl {

    /** The exception class name JShell reports for a cell stopped by {@link #interrupt()}. */
    static final String INTERRUPTED = "Cell interrupted";

    private static final long GRACE_MILLIS = 1500;
    /** How long a run that stopped on the interrupt may take to hand back its finished games (build its table). */
    private static final long HAND_BACK_MILLIS = 60_000;
    private static final long POLL_MILLIS = 50;
    private static final String KEY_PREFIX = "\u0000value:";

    private final Map<String, Object> values = new ConcurrentHashMap<>();
    private final AtomicLong counter = new AtomicLong();
    private final ClassLoader userLoader;
    private volatile Thread running;
    /** A cell is being compiled or run. */
    private volatile boolean cellActive;
    /** The active cell was interrupted: what is running stops, and nothing more of the cell starts. */
    private volatile boolean stopCell;
    /** What a run stopped by the interrupt said of itself, such as "interrupted after 2,816 of 10,000 games". */
    private volatile String stoppedRun;

    InProcessExecution() {
        super();
        // The default loader delegate makes its class loader the constructing thread's context loader.
        this.userLoader = Thread.currentThread().getContextClassLoader();
    }

    /** The class loader of snippets and of jars added with {@code %jars} or {@code %maven}. */
    ClassLoader userLoader() {
        return userLoader;
    }

    /** The object behind a value key from a snippet event, forgetting it; {@code null} if the string is no key. */
    Object take(String key) {
        Object value = isKey(key) ? values.remove(key) : null;
        return value == NullValue.NULL ? null : value;
    }

    /** True if the string is a key made by this engine (a value, possibly {@code null}, was kept for it). */
    static boolean isKey(String key) {
        return key != null && key.startsWith(KEY_PREFIX);
    }

    /** A cell starts: an interrupt from now until {@link #endCell()} stops it, even while it is still compiling. */
    void beginCell() {
        stopCell = false;
        stoppedRun = null;
        cellActive = true;
    }

    /** True once the active cell was interrupted. */
    boolean stopped() {
        return stopCell;
    }

    /** The one line a run stopped by the interrupt ended with, or null. */
    String stoppedRun() {
        return stoppedRun;
    }

    /** A run ended with this line; if the cell was interrupted, the run is handing back its finished games. */
    void runEnded(String line) {
        if (stopCell) {
            stoppedRun = line;
        }
    }

    /** The cell has ended. */
    void endCell() {
        cellActive = false;
    }

    /** Loads a cell's classes with their exits refused (see {@link ExitGuard}). */
    @Override
    public void load(ClassBytecodes[] classes) throws ClassInstallException, NotImplementedException,
            EngineTerminationException {
        super.load(guarded(classes));
    }

    @Override
    public void redefine(ClassBytecodes[] classes) throws ClassInstallException, NotImplementedException,
            EngineTerminationException {
        super.redefine(guarded(classes));
    }

    private static ClassBytecodes[] guarded(ClassBytecodes[] classes) {
        return Stream.of(classes).map(c -> new ClassBytecodes(c.name(), ExitGuard.guard(c.bytecodes())))
                .toArray(ClassBytecodes[]::new);
    }

    @Override
    protected String invoke(Method doitMethod) throws Exception {
        if (stopCell) {
            throw interruptedCell();
        }
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(() -> {
            try {
                result[0] = doitMethod.invoke(null);
            } catch (InvocationTargetException e) {
                failure[0] = e.getCause();
            } catch (Throwable t) { // a stop can land outside the invoke call too
                failure[0] = t;
            }
        }, "baolab-cell");
        thread.setContextClassLoader(userLoader);
        running = thread;
        try {
            thread.start();
            thread.join();
        } finally {
            running = null;
        }
        Throwable t = failure[0];
        if (t != null) {
            // a solve stops on Interrupt with CancellationException, as Future.get does
            if (stopCell && (t instanceof InterruptedException || t instanceof CancellationException
                    || t instanceof ThreadDeath)) {
                throw interruptedCell();
            }
            if (t instanceof SPIResolutionException sre) {
                throw new ResolutionException(sre.id(), sre.getStackTrace());
            }
            throw asUserException(t);
        }
        String key = KEY_PREFIX + counter.incrementAndGet();
        values.put(key, result[0] == null ? NullValue.NULL : result[0]);
        return key;
    }

    private static UserException interruptedCell() {
        return new UserException("the cell was interrupted", INTERRUPTED, new StackTraceElement[0]);
    }

    /** JShell's form of an exception thrown by user code, with its causes. */
    private static UserException asUserException(Throwable t) {
        UserException e = new UserException(String.valueOf(t.getMessage()), t.getClass().getName(), t.getStackTrace());
        if (t.getCause() != null && t.getCause() != t) {
            e.initCause(asUserException(t.getCause()));
        }
        return e;
    }

    /**
     * Stops the active cell, if any: interrupts the thread running it, then stops that thread if it ignores the
     * interrupt, or if a run that stopped on it takes more than {@link #HAND_BACK_MILLIS} to return. Stopping a
     * thread is only possible up to Java 19; on later Java versions a cell that never checks for interrupts keeps
     * running.
     */
    @SuppressWarnings({"deprecation", "removal"})
    void interrupt() {
        if (!cellActive) {
            return;
        }
        stopCell = true;
        Thread thread = running;
        if (thread == null) {
            return; // still compiling: invoke() refuses to start it
        }
        thread.interrupt();
        try {
            long start = System.nanoTime();
            while (thread.isAlive()) {
                long waited = (System.nanoTime() - start) / 1_000_000;
                long limit = stoppedRun == null ? GRACE_MILLIS : HAND_BACK_MILLIS;
                if (waited >= limit) {
                    thread.stop();
                    break;
                }
                thread.join(Math.min(POLL_MILLIS, limit - waited));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (UnsupportedOperationException e) {
            System.err.println("This Java version cannot stop a cell that ignores interrupts: " + e.getMessage());
        }
    }

    /** Stands for a {@code null} value in the value map, which holds no nulls. */
    enum NullValue { NULL }

    /** Hands JShell the engine; one per kernel. */
    static final class Provider implements ExecutionControlProvider {
        private final InProcessExecution engine;

        Provider(InProcessExecution engine) {
            this.engine = engine;
        }

        @Override
        public String name() {
            return "baolab-in-process";
        }

        @Override
        public ExecutionControl generate(ExecutionEnv env, Map<String, String> parameters) {
            return engine;
        }
    }
}
