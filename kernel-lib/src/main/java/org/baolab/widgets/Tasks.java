package org.baolab.widgets;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Work that widgets start in the background (an agent's reply on a live board, a batch of games of the explorer), so
 * that the kernel's shell thread stays free to answer; the kernel's Interrupt stops all of it
 * ({@link #interruptAll}), as a Stop button stops one.
 */
public final class Tasks {

    private static final Set<Thread> RUNNING = ConcurrentHashMap.newKeySet();

    private Tasks() {
    }

    /** Runs {@code work} on a new daemon thread of this name, until it ends or is interrupted. */
    public static Thread start(String name, Runnable work) {
        Thread thread = new Thread(() -> {
            try {
                work.run();
            } finally {
                RUNNING.remove(Thread.currentThread());
            }
        }, name);
        thread.setDaemon(true);
        RUNNING.add(thread);
        thread.start();
        return thread;
    }

    /** Interrupts every task still running; each stops within its own bound (a search within milliseconds). */
    public static void interruptAll() {
        RUNNING.forEach(Thread::interrupt);
    }

    /** How many tasks are running. */
    public static int running() {
        return RUNNING.size();
    }
}
