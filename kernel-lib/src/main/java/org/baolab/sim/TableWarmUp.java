package org.baolab.sim;

import java.util.concurrent.atomic.AtomicBoolean;
import tech.tablesaw.api.Table;

/**
 * Gets Tablesaw's {@link Table} class ready on a thread of its own. Its first use scans the class path for
 * Tablesaw's readers and writers (ClassGraph): a tenth of a second or more, a large part of a short run in a new
 * JVM (a command, a notebook's first cell). Started when the first run is set up, the scan overlaps the games on
 * another core; a thread that needs the class meanwhile waits for it, as for any class being initialized.
 */
final class TableWarmUp {

    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private TableWarmUp() {
    }

    /** Starts getting the class ready, once per JVM. */
    static void start() {
        if (STARTED.compareAndSet(false, true)) {
            Thread thread = new Thread(() -> Table.create("warm-up"), "baolab-table-warm-up");
            thread.setDaemon(true);
            thread.start();
        }
    }
}
