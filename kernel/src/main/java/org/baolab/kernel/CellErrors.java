package org.baolab.kernel;

import static org.baolab.kernel.SnippetText.leadingBlank;
import static org.baolab.kernel.SnippetText.lineOf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import jdk.jshell.DeclarationSnippet;
import jdk.jshell.Diag;
import jdk.jshell.EvalException;
import jdk.jshell.JShell;
import jdk.jshell.JShellException;
import jdk.jshell.Snippet;
import jdk.jshell.UnresolvedReferenceException;

/**
 * A failed snippet as the user reads it, in cell lines: a compile error with the line and a caret under the place,
 * an exception with the cell lines it passed through. It knows where each snippet started, as the
 * {@link CellEvaluator} tells it ({@link #ran}); used under the evaluator's lock only.
 */
final class CellErrors {

    private static final Pattern WRAPPER_CLASS = Pattern.compile("REPL\\.\\$JShell\\$\\d+[A-Z]?\\.");

    private final JShell shell;
    private final InProcessExecution engine;
    /**
     * Where each snippet started: the line (1-based) of its cell with its first non-blank character. JShell keeps
     * blank lines before a snippet in its source (so compile positions count them) but numbers stack frame lines
     * from the first non-blank one.
     */
    private final Map<String, Integer> firstLines = new HashMap<>();
    /** The snippets of the cell being run. */
    private final Set<String> currentCell = new HashSet<>();

    CellErrors(JShell shell, InProcessExecution engine) {
        this.shell = shell;
        this.engine = engine;
    }

    /** A new cell begins: the snippets run so far belong to earlier cells. */
    void newCell() {
        currentCell.clear();
    }

    /** A snippet of the cell being run, starting at this cell line, was evaluated. */
    void ran(Snippet snippet, int firstLine) {
        firstLines.put(snippet.id(), firstLine);
        currentCell.add(snippet.id());
    }

    /** Why a snippet that starts at {@code firstLine} was not defined: each error with its line and a caret. */
    CellException compileError(Snippet snippet, int firstLine) {
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

    /** What a snippet that starts at {@code firstLine} threw: an error, or the interrupt that stopped it. */
    CellException runtimeError(JShellException e, int firstLine) {
        if (e instanceof UnresolvedReferenceException unresolved) {
            DeclarationSnippet s = unresolved.getSnippet();
            return new CellException.RuntimeError("line " + firstLine + ": " + name(s) + " cannot be used until "
                    + String.join(", ", shell.unresolvedDependencies(s).toList()) + " is defined", List.of());
        }
        EvalException ee = (EvalException) e;
        if (InProcessExecution.INTERRUPTED.equals(ee.getExceptionClassName())) {
            return new CellException.Interrupted(engine.stoppedRun(), CellEvaluator.Result.NONE);
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

    /** The source line holding {@code position}, indented, and a caret under the position. */
    private static String pointAt(String source, int position) {
        int start = source.lastIndexOf('\n', Math.max(0, position - 1)) + 1;
        if (position == 0) {
            start = 0;
        }
        int end = source.indexOf('\n', position);
        String line = source.substring(start, end < 0 ? source.length() : end);
        return "    " + line + "\n    " + " ".repeat(Math.max(0, position - start)) + "^\n";
    }
}
