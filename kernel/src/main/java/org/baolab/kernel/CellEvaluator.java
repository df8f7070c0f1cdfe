package org.baolab.kernel;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import jdk.jshell.DeclarationSnippet;
import jdk.jshell.Diag;
import jdk.jshell.EvalException;
import jdk.jshell.JShell;
import jdk.jshell.JShellException;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.UnresolvedReferenceException;

/**
 * Runs notebook cells with JShell in this JVM. A cell is cut into JShell snippets and run in order; the value of the
 * last one, if it is an expression, is the cell's value (the real object). A snippet that does not compile or throws
 * stops the cell with a {@link CellException} that names the cell line; earlier snippets and all earlier cells stay
 * defined. All methods but {@link #interrupt()} are serialised: JShell is not thread-safe.
 */
final class CellEvaluator implements AutoCloseable {

    private static final Pattern WRAPPER_CLASS = Pattern.compile("REPL\\.\\$JShell\\$\\d+[A-Z]?\\.");
    /** Comments and blank space before a snippet. */
    private static final Pattern LEADING_COMMENTS = Pattern.compile("\\A(?:\\s+|//[^\\n]*|/\\*(?s:.*?)\\*/)*");
    private static final Pattern IMPORT = Pattern.compile("import\\s");

    private final InProcessExecution engine;
    private final JShell shell;
    private final SourceCodeAnalysis analysis;
    /**
     * Where each snippet started: the line (1-based) of its cell with its first non-blank character. JShell keeps
     * blank lines before a snippet in its source (so compile positions count them) but numbers stack frame lines
     * from the first non-blank one.
     */
    private final Map<String, Integer> firstLines = new HashMap<>();
    /** The snippets of the cell being run. */
    private final Set<String> currentCell = new HashSet<>();
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
        currentCell.clear();
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
            firstLines.put(snippet.id(), firstLine);
            currentCell.add(snippet.id());
            boolean kept = InProcessExecution.isKey(event.value());
            Object value = engine.take(event.value());
            if (event.exception() != null) {
                throw runtimeError(event.exception(), firstLine);
            }
            if (!event.status().isDefined()) {
                throw compileError(snippet, firstLine);
            }
            result = kept && isExpression(snippet) && !isPrintStream(value) ? new Result(true, value) : Result.NONE;
        }
        return result;
    }

    /**
     * An import as one line, without the blank lines and comments before it. JShell puts the source of every import
     * into each snippet wrapper it compiles; an import over several lines (as any import after the first line of a
     * cell is: its source starts with a line break) shifts the line numbers of the wrappers it recompiles, so their
     * classes change, and as this in-process engine cannot redefine classes, JShell replaces them: variables it
     * recompiles (a wildcard import recompiles most) are reset to null.
     */
    private static String oneLineImport(String source) {
        Matcher leading = LEADING_COMMENTS.matcher(source);
        String code = leading.lookingAt() ? source.substring(leading.end()) : source;
        if (!IMPORT.matcher(code).lookingAt()) {
            return source;
        }
        return code.replaceAll("//[^\\n]*", " ").replaceAll("/\\*(?s:.*?)\\*/", " ").replaceAll("\\s+", " ").strip();
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

    private CellException compileError(Snippet snippet, int firstLine) {
        StringBuilder message = new StringBuilder();
        String source = snippet.source();
        List<Diag> errors = shell.diagnostics(snippet).filter(Diag::isError).collect(Collectors.toList());
        int blankLines = lineOf(source, leadingBlank(source, source.length())) - 1;
        for (Diag d : errors) {
            int position = (int) Math.max(0, d.getPosition());
            int line = firstLine + lineOf(source, position) - 1 - blankLines;
            String text = d.getMessage(Locale.ROOT).lines()
                    .filter(l -> !l.strip().startsWith("location:"))
                    .collect(Collectors.joining("\n"));
            message.append("line ").append(line).append(": ").append(text).append('\n');
            message.append(pointAt(source, position));
        }
        if (errors.isEmpty() && snippet instanceof DeclarationSnippet declaration) {
            String missing = String.join(", ", shell.unresolvedDependencies(declaration).toList());
            message.append("line ").append(firstLine).append(": cannot be defined until these are: ").append(missing)
                    .append('\n');
        }
        if (message.length() == 0) {
            message.append("line ").append(firstLine).append(": this code was not accepted (").append(snippet.kind())
                    .append(")\n");
        }
        return new CellException.CompileError(message.toString().stripTrailing());
    }

    private CellException runtimeError(JShellException e, int firstLine) {
        if (e instanceof UnresolvedReferenceException unresolved) {
            DeclarationSnippet s = unresolved.getSnippet();
            return new CellException.RuntimeError("line " + firstLine + ": " + name(s) + " cannot be used until "
                    + String.join(", ", shell.unresolvedDependencies(s).toList()) + " is defined", List.of());
        }
        EvalException ee = (EvalException) e;
        if (InProcessExecution.INTERRUPTED.equals(ee.getExceptionClassName())) {
            return new CellException.Interrupted(engine.stoppedRun(), Result.NONE);
        }
        List<String> lines = new ArrayList<>();
        describe(ee, lines, firstLine);
        return new CellException.RuntimeError(lines.get(0), lines.subList(1, lines.size()));
    }

    private static String name(DeclarationSnippet s) {
        return s.kind().name().toLowerCase(Locale.ROOT) + " " + s.name();
    }

    /**
     * The exception as {@code Name: message}, then the cell lines it passed through, innermost first. Frames of the
     * library, the JDK and JShell between them are folded into one line each ({@code ... 3 library frames}); those
     * after the last cell line (JShell and the kernel calling the cell) are left out. An exception with no frame in
     * this cell (thrown on another thread, say) names the statement's first line. Causes follow, a line each.
     */
    private void describe(EvalException e, List<String> lines, int firstLine) {
        lines.add(headline(e));
        int folded = 0;
        boolean inCell = false;
        for (StackTraceElement frame : e.getStackTrace()) {
            String file = frame.getFileName();
            if (file == null || !file.startsWith("#")) {
                folded++;
                continue;
            }
            if (folded > 0) {
                lines.add(folded(folded));
                folded = 0;
            }
            String id = file.substring(1);
            int line = firstLines.getOrDefault(id, 1) + frame.getLineNumber() - 1;
            inCell |= currentCell.contains(id);
            String where = currentCell.contains(id) ? "cell line " + line : "line " + line + " of an earlier cell";
            lines.add("    at " + where + (frame.getMethodName().isEmpty() ? "" : " (in " + frame.getMethodName()
                    + ")"));
        }
        if (!inCell) {
            if (folded > 0) {
                lines.add(folded(folded));
            }
            lines.add("    at cell line " + firstLine);
        }
        for (Throwable cause = e.getCause(); cause instanceof EvalException c; cause = c.getCause()) {
            lines.add("caused by: " + headline(c));
        }
    }

    /** {@code SimpleName: message}, or the name alone when there is no message. */
    private static String headline(EvalException e) {
        String className = e.getExceptionClassName();
        // helpful NullPointerException messages name the snippet's wrapper class, which means nothing to users
        String message = e.getMessage() == null ? null : WRAPPER_CLASS.matcher(e.getMessage()).replaceAll("");
        return className.substring(className.lastIndexOf('.') + 1)
                + (message == null || message.equals("null") ? "" : ": " + message);
    }

    private static String folded(int frames) {
        return "    ... " + frames + (frames == 1 ? " library frame" : " library frames");
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

    private static int leadingBlank(String text, int limit) {
        int i = 0;
        while (i < limit && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The 1-based line of a character offset. */
    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < Math.min(offset, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private static String pointAt(String source, int position) {
        int start = source.lastIndexOf('\n', Math.max(0, position - 1)) + 1;
        if (position == 0) {
            start = 0;
        }
        int end = source.indexOf('\n', position);
        String line = source.substring(start, end < 0 ? source.length() : end);
        return "    " + line + "\n    " + " ".repeat(Math.max(0, position - start)) + "^\n";
    }

    private static String indent(String text) {
        return text.lines().map(l -> "    " + l).collect(Collectors.joining("\n"));
    }
}
