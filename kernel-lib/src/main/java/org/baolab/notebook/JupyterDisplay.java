package org.baolab.notebook;

import java.util.function.Supplier;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.BaseNotebookStatics;

/**
 * Shows objects in the running notebook through the jjava-jupyter kernel API. Callers check {@link #available()}
 * first: outside a Jupyter kernel the jjava classes are absent and nothing here may be touched. A kernel may send
 * on the calling thread, and JeroMQ fails a send on a thread whose interrupt flag is set (as it is while an
 * interrupted run hands back its games), so the flag is cleared for the send and set again after it.
 */
final class JupyterDisplay {

    private static final String KERNEL_CLASS = "org.dflib.jjava.jupyter.kernel.BaseKernel";

    private JupyterDisplay() {
    }

    /** True when running inside a jjava-jupyter kernel that is executing a cell. */
    static boolean available() {
        try {
            Class.forName(KERNEL_CLASS, false, JupyterDisplay.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
        return Attached.attached();
    }

    /** Displays the object as a new output and returns its display id. */
    static String show(Object value) {
        return withoutInterrupt(() -> BaseNotebookStatics.display(value));
    }

    /** Redraws the output with this display id. */
    static void update(String displayId, Object value) {
        withoutInterrupt(() -> {
            BaseNotebookStatics.updateDisplay(displayId, value);
            return displayId;
        });
    }

    /** Sends with the thread's interrupt flag cleared, and sets it again after. */
    private static <T> T withoutInterrupt(Supplier<T> send) {
        boolean interrupted = Thread.interrupted();
        try {
            return send.get();
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Kept apart so that the jjava types are resolved only once they are known to be present. */
    private static final class Attached {
        static boolean attached() {
            try {
                return BaseKernel.notebookKernel().getIO().isAttached();
            } catch (NullPointerException noKernel) { // notebookKernel() reports "no kernel running" this way
                return false;
            }
        }
    }
}
