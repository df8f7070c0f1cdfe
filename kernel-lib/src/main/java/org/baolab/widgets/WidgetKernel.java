package org.baolab.widgets;

import org.dflib.jjava.jupyter.kernel.BaseKernel;

/**
 * Connects the widgets to a jjava-jupyter kernel: registers the {@code jupyter.widget.control} comm target and has
 * every widget open its comm on the kernel's comm manager. The library's notebook extension calls it when the kernel
 * starts; without it (outside a kernel) a widget shows as its picture or a line of text.
 */
public final class WidgetKernel {

    private WidgetKernel() {
    }

    /** Makes widgets speak through this kernel's comms. */
    public static void install(BaseKernel kernel) {
        WidgetComms.use(new WidgetComms(JupyterTransport.on(kernel.getCommManager())));
    }
}
