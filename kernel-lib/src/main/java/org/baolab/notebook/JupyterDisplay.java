package org.baolab.notebook;

import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.BaseNotebookStatics;

/**
 * Shows objects in the running notebook through the jjava-jupyter kernel API. Callers check {@link #available()}
 * first: outside a Jupyter kernel the jjava classes are absent and nothing here may be touched.
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
        return BaseNotebookStatics.display(value);
    }

    /** Redraws the output with this display id. */
    static void update(String displayId, Object value) {
        BaseNotebookStatics.updateDisplay(displayId, value);
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
