package org.baolab.kernel;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import jdk.jshell.SourceCodeAnalysis;
import org.baolab.notebook.LiveOutputs;
import org.baolab.notebook.Progress;
import org.baolab.sim.Experiment;
import org.baolab.sim.ProgressListener;
import org.baolab.widgets.Tasks;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.channels.ShellReplyEnvironment;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.BaseKernelBuilder;
import org.dflib.jjava.jupyter.kernel.HelpLink;
import org.dflib.jjava.jupyter.kernel.JupyterIO;
import org.dflib.jjava.jupyter.kernel.LanguageInfo;
import org.dflib.jjava.jupyter.kernel.ReplacementOptions;
import org.dflib.jjava.jupyter.kernel.comm.CommManager;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.history.HistoryManager;
import org.dflib.jjava.jupyter.kernel.magic.MagicParser;
import org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry;
import org.dflib.jjava.jupyter.kernel.util.StringStyler;

/**
 * The Bao Lab Jupyter kernel: Java cells run by JShell in this JVM (see {@link CellEvaluator}), with the Bao Lab
 * library on the class path and imported, its renderers installed, the {@code %classpath}, {@code %jars},
 * {@code %maven} and {@code %lsmagic} line magics, and {@code %load} and {@code %%time} (see {@link KernelMagics}).
 */
final class BaoLabKernel extends BaseKernel {

    /** A line magic: {@code %name args} at the start of a line, or after {@code =}. */
    private static final String LINE_MAGIC_START = "(?<=(?:^|=))\\s*%";
    private static final String CELL_MAGIC_START = "%%";
    private static final Pattern MAGIC_NAME_AT_CURSOR = Pattern.compile("^\\s*%([\\w-]*)$");

    private final CellEvaluator evaluator;
    /** Display ids shown by the running cell. */
    private final Set<String> shownInCell = ConcurrentHashMap.newKeySet();
    /** The standard streams, once connected to Jupyter. */
    private CellStreams streams;

    private BaoLabKernel(String name, String version, HistoryManager history, JupyterIO io, CommManager comms,
                         Renderer renderer, MagicParser magicParser, MagicsRegistry magics, boolean extensions,
                         StringStyler errorStyler, CellEvaluator evaluator) {
        super(name, version,
                new LanguageInfo("Java", Runtime.version().toString(), "text/x-java-source", ".jshell", "java", "java",
                        null),
                List.of(new HelpLink("Java tutorial", "https://docs.oracle.com/javase/tutorial/")),
                history, io, comms, renderer, magicParser, magics, extensions, errorStyler);
        this.evaluator = evaluator;
    }

    /** Starts building a kernel around a cell evaluator. */
    static Builder builder(CellEvaluator evaluator) {
        return new Builder(evaluator);
    }

    /** Adds jars or class directories to the cells' class path and installs the renderers they bring. */
    void addToClasspath(List<Path> entries) {
        entries.forEach(p -> evaluator.addToClasspath(p.toAbsolutePath().toString()));
        installExtensions(evaluator.userLoader());
    }

    /** Serves this connection, its standard streams going to the cells (see {@link CellStreams}). */
    @Override
    public void becomeHandlerForConnection(JupyterConnection connection) {
        super.becomeHandlerForConnection(connection);
        if (connection instanceof SignedConnection signed) {
            streams = new CellStreams(signed.output());
            streams.install();
        }
    }

    /** Installs the renderers, and has every run's progress bar tell the cell how far an interrupted run got. */
    @Override
    public void onStartup() {
        super.onStartup();
        Experiment.progressByDefault(title -> new ProgressListener() {
            private final Progress bar = Progress.start(title);

            @Override
            public void progress(long done, long total, double gamesPerSecond) {
                bar.progress(done, total, gamesPerSecond);
            }

            @Override
            public void finished(String result) {
                evaluator.runEnded(result);
                bar.finished(result);
            }

            @Override
            public void interrupted(long done, long total) {
                evaluator.runEnded(ProgressListener.interruptedAfter(done, total));
                bar.interrupted(done, total);
            }

            @Override
            public void failed(String why) {
                bar.failed(why);
            }
        });
    }

    /** The streams were installed for good on connecting; a cell only says which request its text answers. */
    @Override
    protected void replaceOutputStreams(ShellReplyEnvironment env) {
        if (streams != null) {
            streams.begin(env.getContext());
        } else {
            super.replaceOutputStreams(env);
        }
    }

    /**
     * Runs a cell; what it printed is sent before its value or its error. A value drawn with a display id (the picture
     * of the live board or of the rule explorer) is sent as display data, which later updates of that id find
     * (JupyterLab updates display data only, not a cell's result), followed by its widget; the updates not yet sent
     * go out before the cell ends.
     */
    @Override
    public DisplayData eval(String expr) {
        try {
            DisplayData value;
            try {
                value = super.eval(expr);
            } finally {
                if (streams != null) {
                    streams.end();
                }
            }
            if (value != null && value.hasDisplayId()) {
                display(value);
                return null;
            }
            return value;
        } finally {
            LiveOutputs.flush();
        }
    }

    /**
     * Runs a cell and returns its value. A cell that ends with {@code display(obj)} shows the object only: the
     * display id that {@code display} returns is not shown again as the cell's value. An interrupted cell whose last
     * statement still returned a value (the games a run finished) shows it before saying how far the run got.
     */
    @Override
    public Object evalRaw(String source) {
        shownInCell.clear();
        KernelMagics.Prepared cell = KernelMagics.prepare(source);
        long start = System.nanoTime();
        Object value;
        try {
            value = evaluator.eval(magicParser.resolveMagics(cell.code())).value();
        } catch (CellException.Interrupted stopped) {
            if (stopped.kept().hasValue() && stopped.kept().value() != null) {
                display(getRenderer().render(stopped.kept().value()));
            }
            throw stopped;
        }
        if (cell.timed()) {
            String wallTime = KernelMagics.wallTime(System.nanoTime() - start);
            if (streams != null) {
                streams.printToCell(wallTime);   // this is the kernel's thread, whose own printing goes to its log
            } else {
                System.out.println(wallTime);
            }
        }
        return value instanceof String id && shownInCell.contains(id) ? null : value;
    }

    @Override
    public void display(DisplayData data) {
        if (data.hasDisplayId()) {
            shownInCell.add(data.getDisplayId());
        }
        super.display(data);
        DisplayData widget = LiveOutputs.displayed(data);   // a live object's picture is followed by its widget
        if (widget != null) {
            super.display(widget);
        }
    }

    @Override
    public DisplayData inspect(String code, int at, boolean extraDetail) {
        List<SourceCodeAnalysis.Documentation> docs = evaluator.documentation(code, at);
        if (docs.isEmpty()) {
            return null;
        }
        return new DisplayData(docs.stream()
                .map(d -> d.javadoc() == null || d.javadoc().isBlank() ? d.signature()
                        : d.signature() + "\n" + JavadocSources.plainText(d.javadoc()))
                .collect(Collectors.joining("\n\n")));
    }

    @Override
    public ReplacementOptions complete(String code, int at) {
        int lineStart = code.lastIndexOf('\n', at - 1) + 1;
        Matcher magic = MAGIC_NAME_AT_CURSOR.matcher(code.substring(lineStart, at));
        if (magic.matches()) {
            List<String> names = KernelMagics.lineMagics(magicsRegistry).stream()
                    .filter(n -> n.startsWith(magic.group(1))).map(n -> "%" + n).toList();
            return new ReplacementOptions(names, at - magic.group(1).length() - 1, at);
        }
        CellEvaluator.Completions completions = evaluator.complete(code, at);
        return new ReplacementOptions(completions.options(), completions.start(), at);
    }

    @Override
    public String isComplete(String code) {
        String answer = evaluator.isComplete(code);
        return switch (answer) {
            case "complete" -> IS_COMPLETE_YES;
            case "invalid" -> IS_COMPLETE_BAD;
            default -> answer;
        };
    }

    @Override
    public void interrupt() {
        evaluator.interrupt();
        Tasks.interruptAll();      // a widget's search or batch, started between cells
    }

    @Override
    public List<String> formatError(Throwable e) {
        if (e instanceof CellException cell) {
            return cell.traceback().stream().map(errorStyler::secondary).toList();
        }
        return new ArrayList<>(super.formatError(e));
    }

    @Override
    public void onShutdown(boolean isRestarting) {
        super.onShutdown(isRestarting);
        evaluator.close();
    }

    /** Builds the kernel; magics are added with {@link #lineMagic}. */
    static final class Builder extends BaseKernelBuilder<Builder, BaoLabKernel> {
        private final CellEvaluator evaluator;

        private Builder(CellEvaluator evaluator) {
            this.evaluator = evaluator;
        }

        /** Comms whose answers point back to the message they answer. */
        @Override
        protected CommManager buildCommManager() {
            return new KernelComms();
        }

        @Override
        public BaoLabKernel build() {
            return new BaoLabKernel(buildName(), buildVersion(), buildHistoryManager(),
                    buildJupyterIO(buildJupyterIOEncoding()), buildCommManager(), buildRenderer(),
                    new MagicParser(LINE_MAGIC_START, CELL_MAGIC_START, buildMagicTranspiler()), buildMagicsRegistry(),
                    buildExtensionsEnabled(), buildErrorStyler(), evaluator);
        }
    }
}
