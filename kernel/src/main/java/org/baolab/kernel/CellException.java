package org.baolab.kernel;

import java.util.List;
import java.util.stream.Stream;

/**
 * Why a cell stopped. The notebook shows {@link #traceback()}; the kernel keeps running and keeps every definition
 * made before the failing statement.
 */
abstract sealed class CellException extends RuntimeException {

    CellException(String message) {
        super(message, null, false, false);
    }

    /** The lines shown in the notebook. */
    abstract List<String> traceback();

    /** The cell did not compile: each problem names its cell line and points at the code. */
    static final class CompileError extends CellException {
        CompileError(String message) {
            super(message);
        }

        @Override
        List<String> traceback() {
            return List.of(("compile error, " + getMessage()).split("\n"));
        }
    }

    /** The cell threw: the exception and its message, the cell lines it passed through, and its causes. */
    static final class RuntimeError extends CellException {
        private final List<String> frames;

        RuntimeError(String headline, List<String> frames) {
            super(headline);
            this.frames = List.copyOf(frames);
        }

        @Override
        List<String> traceback() {
            return Stream.concat(Stream.of(getMessage()), frames.stream()).toList();
        }
    }

    /** A magic the kernel applies before running the cell was written wrongly; nothing of the cell ran. */
    static final class BadMagic extends CellException {
        BadMagic(String message) {
            super(message);
        }

        @Override
        List<String> traceback() {
            return List.of(getMessage());
        }
    }

    /**
     * The cell was stopped with Kernel &gt; Interrupt. A run it stopped says how far it got; a value its last
     * statement returned (the games such a run finished) is kept to be shown.
     */
    static final class Interrupted extends CellException {
        private final transient CellEvaluator.Result kept;

        Interrupted(String stoppedRun, CellEvaluator.Result kept) {
            super(stoppedRun != null ? stoppedRun
                    : "the cell was interrupted; everything defined before it is still there");
            this.kept = kept;
        }

        /** What the last statement that ran returned, if it was an expression. */
        CellEvaluator.Result kept() {
            return kept;
        }

        @Override
        List<String> traceback() {
            return List.of(getMessage());
        }
    }
}
