package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.BaseKernelBuilder;
import org.dflib.jjava.jupyter.kernel.JupyterIO;
import org.dflib.jjava.jupyter.kernel.LanguageInfo;
import org.dflib.jjava.jupyter.kernel.ReplacementOptions;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.magic.MagicTranspiler;
import org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry;
import org.dflib.jjava.jupyter.kernel.util.StringStyler;
import org.dflib.jjava.jupyter.kernel.magic.MagicParser;
import org.junit.jupiter.api.Test;

/** The notebook display as an interrupted run meets it (a test kernel stands in for Jupyter). */
class JupyterDisplayTest {

    @Test
    void anInterruptedThreadSendsWithItsFlagClearedAndKeepsTheInterrupt() {
        RecordingKernel kernel = new Builder().build();
        kernel.onStartup();
        try {
            Thread.currentThread().interrupt();
            JupyterDisplay.show("the bar");
            assertTrue(Thread.interrupted(), "the interrupt is kept for the run");
            JupyterDisplay.show("again");
            assertFalse(Thread.currentThread().isInterrupted());
        } finally {
            kernel.onShutdown(false);
        }
        assertEquals(List.of(false, false), kernel.interruptedWhileSending);
    }

    /** A kernel whose display only notes whether the sending thread's interrupt flag was set. */
    private static final class RecordingKernel extends BaseKernel {
        final List<Boolean> interruptedWhileSending = new ArrayList<>();

        RecordingKernel(Builder b) {
            super("test", "1", new LanguageInfo("Java", "17", "text/x-java-source", ".java", "java", "java", null), List.of(), null, b.io(), b.comms(), b.renderer(),
                    new MagicParser("%", "%%", b.transpiler()), b.magics(), false, b.styler());
        }

        @Override
        public void display(DisplayData data) {
            interruptedWhileSending.add(Thread.currentThread().isInterrupted());
        }

        @Override
        public Object evalRaw(String source) {
            return null;
        }

        @Override
        public DisplayData inspect(String code, int at, boolean extraDetail) {
            return null;
        }

        @Override
        public ReplacementOptions complete(String code, int at) {
            return null;
        }

        @Override
        public String isComplete(String code) {
            return IS_COMPLETE_YES;
        }
    }

    private static final class Builder extends BaseKernelBuilder<Builder, RecordingKernel> {
        @Override
        public RecordingKernel build() {
            return new RecordingKernel(this);
        }

        JupyterIO io() {
            return buildJupyterIO(buildJupyterIOEncoding());
        }

        CommManager comms() {
            return buildCommManager();
        }

        Renderer renderer() {
            return buildRenderer();
        }

        MagicTranspiler transpiler() {
            return buildMagicTranspiler();
        }

        MagicsRegistry magics() {
            return buildMagicsRegistry();
        }

        StringStyler styler() {
            return buildErrorStyler();
        }
    }
}
