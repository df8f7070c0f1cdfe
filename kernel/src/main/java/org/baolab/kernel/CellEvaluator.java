package org.baolab.kernel;

import static org.baolab.kernel.SnippetText.indent;
import static org.baolab.kernel.SnippetText.leadingBlank;
import static org.baolab.kernel.SnippetText.lineOf;
import static org.baolab.kernel.SnippetText.oneLineImport;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;

/**
 * Runs notebook cells with JShell in this JVM. A cell is cut into JShell snippets and run in order; the value of the
 * last one, if it is an expression, is the cell's value (the real object). A snippet that does not compile or throws
 * stops the cell with a {@link CellException} that names the cell line; earlier snippets and all earlier cells stay
 * defined ({@link CellErrors} words the exception in cell lines; {@link SnippetText} reads the source). All methods
 * but {@link #interrupt()} are serialised: JShell is not thread-safe.
 */
final class CellEvaluator implements AutoCloseable {

    private final InProcessExecution engine;
    private final JShell shell;
    private final SourceCodeAnalysis analysis;
    private final CellErrors errors;
    private final CompletableFuture<Void> ready = new CompletableFuture<>();
    /** Cells waiting to run: the warm-up gives way to them. */
    private final AtomicInteger waiting = new AtomicInteger();

    /** A cell's outcome: whether it ended with an expression, and its value. */
    record Result(boolean hasValue, Object value) {
        static final Result NONE = new Result(false, null);
    }

    CellEvaluator(List<String> classPath) {
        this.engine = new InProcessExecution();
        this.shell = JShell.builder()
                .executionEngine(new InProcessExecution.Provider(engine), Map.of())
                .build();
        classPath.forEach(shell::addToClasspath);
        this.analysis = shell.sourceCodeAnalysis();
        this.errors = new CellErrors(shell, engine);
        JavadocSources.install(analysis);
    }

    /** The class loader that user code and added jars live in. */
    ClassLoader userLoader() {
        return engine.userLoader();
    }

    /**
     * Adds a jar or class directory for both compiling and running cells. Called by magics, that is from inside a
     * running cell, whose caller holds this evaluator's lock while it waits: so not synchronized.
     */
    void addToClasspath(String path) {
        shell.addToClasspath(path);
    }

    /**
     * Runs a cell.
     *
     * @throws CellException if a snippet does not compile, throws, or is interrupted
     */
    Result eval(String cell) {
        waiting.incrementAndGet();
        try {
            ready.join();
            return evalNow(cell);
        } finally {
            waiting.decrementAndGet();
        }
    }

    private synchronized Result evalNow(String cell) {
        engine.beginCell();
        try {
            return evalSnippets(cell);
        } finally {
            engine.endCell();
        }
    }

    private Result evalSnippets(String cell) {
        errors.newCell();
        Result result = Result.NONE;
        String remaining = cell;
        int consumed = 0;
        SourceCodeAnalysis.CompletionInfo info = analysis.analyzeCompletion(remaining);
        while (info.completeness().isComplete()) {
            int chunk = remaining.length() - info.remaining().length();
            result = evalSnippet(info.source(), lineOf(cell, consumed + leadingBlank(remaining, chunk)));
            if (engine.stopped()) { // the snippet heeded the interrupt and returned: what it assigned stays
                throw new CellException.Interrupted(engine.stoppedRun(), result);
            }
            consumed += chunk;
            remaining = info.remaining();
            info = analysis.analyzeCompletion(remaining);
        }
        if (info.completeness() != SourceCodeAnalysis.Completeness.EMPTY) {
            int line = lineOf(cell, consumed + leadingBlank(remaining, remaining.length()));
            throw new CellException.CompileError("line " + line + ": the cell ends with an incomplete statement:\n"
                    + indent(remaining.strip()));
        }
        return result;
    }

    private Result evalSnippet(String source, int firstLine) {
        Result result = Result.NONE;
        for (SnippetEvent event : shell.eval(oneLineImport(source))) {
            Snippet snippet = event.snippet();
            if (event.causeSnippet() != null) {
                continue; // an earlier snippet whose status changed because of this one
            }
            errors.ran(snippet, firstLine);
            boolean kept = InProcessExecution.isKey(event.value());
            Object value = engine.take(event.value());
            if (event.exception() != null) {
                throw errors.runtimeError(event.exception(), firstLine);
            }
            if (!event.status().isDefined()) {
                throw errors.compileError(snippet, firstLine);
            }
            result = kept && isExpression(snippet) && !isPrintStream(value) ? new Result(true, value) : Result.NONE;
        }
        return result;
    }

    /**
     * {@code System.out.printf(...)}, {@code format} and {@code append} return the stream itself, whose text is only
     * a class name and a hash: as a cell's last line such a value is not shown.
     */
    private static boolean isPrintStream(Object value) {
        return value instanceof PrintStream || value instanceof PrintWriter;
    }

    private static boolean isExpression(Snippet snippet) {
        return switch (snippet.subKind()) {
            case TEMP_VAR_EXPRESSION_SUBKIND, VAR_VALUE_SUBKIND, OTHER_EXPRESSION_SUBKIND -> true;
            default -> false;
        };
    }

    /** Completions at the cursor: the replacements and where the replaced text starts. */
    Completions complete(String code, int cursor) {
        ready.join();
        return completeNow(code, cursor);
    }

    private synchronized Completions completeNow(String code, int cursor) {
        int[] anchor = new int[1];
        List<SourceCodeAnalysis.Suggestion> suggestions = analysis.completionSuggestions(code, cursor, anchor);
        List<String> options = suggestions.stream()
                .sorted((a, b) -> Boolean.compare(b.matchesType(), a.matchesType()))
                .map(SourceCodeAnalysis.Suggestion::continuation)
                .distinct()
                .toList();
        return new Completions(options, anchor[0]);
    }

    /** Replacement texts for completion, and where the text they replace starts. */
    record Completions(List<String> options, int start) {
    }

    /**
     * Signatures (and javadoc where JShell finds it) of the name under the cursor, or an empty list. JShell documents
     * a method from inside its argument list, so for a name not followed by {@code (} one is tried after it.
     */
    List<SourceCodeAnalysis.Documentation> documentation(String code, int cursor) {
        ready.join();
        int end = Math.min(cursor, code.length());
        while (end < code.length() && Character.isJavaIdentifierPart(code.charAt(end))) {
            end++;
        }
        int next = end + leadingBlank(code.substring(end), code.length() - end);
        if (next < code.length() && code.charAt(next) == '(') {
            return documentationNow(code, next + 1);
        }
        List<SourceCodeAnalysis.Documentation> docs = documentationNow(code, end);
        return docs.isEmpty() ? documentationNow(code.substring(0, end) + "(", end + 1) : docs;
    }

    private synchronized List<SourceCodeAnalysis.Documentation> documentationNow(String code, int cursor) {
        List<SourceCodeAnalysis.Documentation> docs = analysis.documentation(code, cursor, true);
        return docs == null ? List.of() : docs;
    }

    /**
     * Whether the code is a complete input: {@code "complete"}, {@code "invalid"}, or the indentation of the next
     * line when more is expected.
     */
    synchronized String isComplete(String code) {
        SourceCodeAnalysis.CompletionInfo info = analysis.analyzeCompletion(code);
        while (info.completeness().isComplete()) {
            info = analysis.analyzeCompletion(info.remaining());
        }
        return switch (info.completeness()) {
            case EMPTY -> "complete";
            case UNKNOWN -> "invalid";
            default -> "    ";
        };
    }

    /**
     * Prepares the shell on a background thread: runs the setup cell (imports), then opens for cells, then, unless a
     * cell is already waiting, runs the warm-up code and forgets it, so the compiler is warm when the first cell
     * arrives. Cells, completion and inspection wait until the setup cell has run.
     */
    void startInBackground(String setup, String warmUp) {
        Thread starter = new Thread(() -> {
            synchronized (this) {
                try {
                    evalSnippets(setup); // not a cell: an interrupt meant for a waiting cell must not stop it
                } catch (CellException e) {
                    System.err.println("The kernel's start-up imports failed: " + e.getMessage());
                } finally {
                    ready.complete(null);
                }
                if (waiting.get() > 0) {
                    return;
                }
                for (SnippetEvent event : shell.eval(warmUp)) {
                    engine.take(event.value());
                    shell.drop(event.snippet());
                }
            }
        }, "kernel-start");
        starter.setDaemon(true);
        starter.start();
    }

    /** Stops the running cell; callable from any thread while a cell runs. */
    void interrupt() {
        engine.interrupt();
    }

    /** A simulation run ended with this one-line result (runs report it whether or not they were interrupted). */
    void runEnded(String line) {
        engine.runEnded(line);
    }

    @Override
    public void close() {
        shell.close();
    }
}
