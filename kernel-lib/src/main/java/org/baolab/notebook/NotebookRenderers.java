package org.baolab.notebook;

import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.baolab.core.GameState;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Position;
import org.baolab.sim.Experiment;
import org.baolab.solve.PerfectLine;
import org.baolab.solve.Solver;
import org.baolab.widgets.Widget;
import org.baolab.widgets.WidgetKernel;
import org.dflib.jjava.jupyter.Extension;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.RenderContext;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.knowm.xchart.internal.chartpart.Chart;
import tech.tablesaw.api.Table;

/**
 * Teaches a jjava-jupyter kernel (the Bao Lab kernel, or a stock JJava kernel with this library on its class path)
 * how to draw Bao Lab objects: matches, positions and engine states as board pictures (PNG, in HTML too, and SVG),
 * widgets ({@code org.baolab.widgets}, the live board) as Jupyter widget views with a text or picture fallback,
 * a solution's perfect-play line as a filmstrip of boards, Tablesaw tables as HTML, XChart charts as PNG (or SVG when asked for {@code image/svg+xml}), progress bars as HTML;
 * and makes every simulation run without a listener of its own show a live {@link Progress} bar. Every object keeps its
 * {@code toString()} as the {@code text/plain} fallback. In the Bao Lab kernel the live board and the rule explorer are
 * drawn as their pictures with a display id, which the kernel updates as they change, their widgets following in
 * outputs of their own ({@link LiveOutputs}). Found by the kernel through {@code META-INF/services}.
 */
public final class NotebookRenderers implements Extension {

    private static final MIMEType WIDGET_VIEW = MIMEType.parse(Widget.VIEW_MIME_TYPE);
    /** What a widget's text says where no widget manager shows it. */
    static final String WIDGET_NOTE = "A widget: it shows in JupyterLab 4, Notebook 7 or VS Code with the Bao Lab kernel"
            + " running (run the cell).";

    @Override
    public void install(BaseKernel kernel) {
        register(kernel.getRenderer());
        WidgetKernel.install(kernel);
        if (kernel.getCommManager() instanceof LiveOutputs.Publisher updates) {   // the Bao Lab kernel's
            LiveOutputs.publishWith(kernel.getRenderer(), updates);
        }
        Experiment.progressByDefault(Progress::start);
        // a notebook solves many small variants in a loop: only a solve that takes a while shows a bar
        Solver.progressByDefault(title -> Progress.startAfter(Duration.ofSeconds(1), title, "positions")
                .openTotal("expanded", "found"));
    }

    /** Adds the render functions to a renderer. */
    public static void register(Renderer renderer) {
        board(renderer, Match.class, Match::position, Match::lastMove);
        board(renderer, Position.class, p -> p, p -> null);
        board(renderer, GameState.class, GameState::position, s -> null);
        renderer.createRegistration(Table.class).preferring(MIMEType.TEXT_HTML)
                .register((t, context) -> context.renderIfRequested(MIMEType.TEXT_HTML, () -> TableHtml.of(t)));
        renderer.createRegistration(Chart.class).preferring(MIMEType.IMAGE_PNG).supporting(MIMEType.IMAGE_SVG)
                .register((chart, context) -> {
                    context.renderIfRequested(MIMEType.IMAGE_PNG,
                            () -> Base64.getEncoder().encodeToString(ChartImage.png((Chart<?, ?>) chart)));
                    context.renderIfRequested(MIMEType.IMAGE_SVG, () -> ChartImage.svg((Chart<?, ?>) chart));
                });
        renderer.createRegistration(LiveBoard.class).preferring(WIDGET_VIEW, MIMEType.TEXT_HTML, MIMEType.IMAGE_PNG)
                .register((board, context) -> {
                    BoardSvg.Picture picture = board.picture();
                    if (LiveOutputs.updating()) {
                        String id = picture(context, board);
                        context.renderIfRequested(MIMEType.TEXT_HTML,
                                () -> LiveOutputs.hidden(id, picture.img(board.toString())));
                    } else {
                        view(context, board.widget(), board + "\n" + LiveBoard.NOTE);
                        context.renderIfRequested(MIMEType.TEXT_HTML, () -> board.html(picture));
                    }
                    png(context, picture);
                });
        renderer.createRegistration(ExplorerWidget.class).preferring(WIDGET_VIEW, MIMEType.TEXT_HTML)
                .register((explorer, context) -> {
                    if (LiveOutputs.updating()) {
                        String id = picture(context, explorer);
                        context.renderIfRequested(MIMEType.TEXT_HTML, () -> LiveOutputs.hidden(id, explorer.html()));
                    } else {
                        view(context, explorer.widget(), explorer + "\n" + WIDGET_NOTE);
                        context.renderIfRequested(MIMEType.TEXT_HTML, explorer::html);
                    }
                });
        renderer.createRegistration(Widget.class).preferring(WIDGET_VIEW)
                .register((widget, context) -> view(context, widget, widget + "\n" + WIDGET_NOTE));
        output(renderer, MoveAnimation.class);
        output(renderer, Filmstrip.class);
        renderer.createRegistration(PerfectLine.class).preferring(MIMEType.TEXT_HTML, MIMEType.IMAGE_PNG)
                .register((line, context) -> output(context, Filmstrip.of(line.match())));
        renderer.createRegistration(Progress.class).preferring(MIMEType.TEXT_HTML)
                .register((progress, context) -> context.renderIfRequested(MIMEType.TEXT_HTML, progress::html));
    }

    /**
     * A board goes out as HTML holding the drawing as a PNG {@code <img>} (with the board as text for screen
     * readers), as the PNG itself and as SVG. Untrusted notebooks (a shipped one, opened for the first time) and
     * static renderers sanitize HTML and drop SVG, but keep an {@code <img>} of PNG data and {@code image/png}: the
     * board shows as a picture before any cell is run. HTML comes first in every front end's order; the SVG stays for
     * documents and for front ends asked for it.
     */
    private static <T> void board(Renderer renderer, Class<T> type, Function<T, Position> position,
            Function<T, Move> last) {
        renderer.createRegistration(type).preferring(MIMEType.TEXT_HTML, MIMEType.IMAGE_PNG, MIMEType.IMAGE_SVG)
                .register((x, context) -> {
                    BoardSvg.Picture picture = BoardSvg.picture(position.apply(x), last.apply(x));
                    context.renderIfRequested(MIMEType.TEXT_HTML, () -> picture.img(x.toString()));
                    png(context, picture);
                    context.renderIfRequested(MIMEType.IMAGE_SVG, picture::svg);
                });
    }

    /**
     * A widget's view ({@link Widget#VIEW_MIME_TYPE}, which opens its comm) and its text, which front ends without a
     * widget manager show: what the widget is and what to open.
     */
    private static void view(RenderContext context, Widget widget, String text) {
        JsonObject spec = context.wantsDataRenderedAs(WIDGET_VIEW) ? widget.viewSpec() : null;
        if (spec != null) {
            context.getOutputContainer().putData(WIDGET_VIEW, spec);
        }
        context.getOutputContainer().putData(MIMEType.TEXT_PLAIN, text);
    }

    /**
     * Starts a live object's picture, in a kernel that keeps it up to date: its display id and its text; the widget
     * follows in an output of its own ({@link LiveOutputs#displayed}).
     *
     * @return the display id
     */
    private static String picture(RenderContext context, LiveOutputs.Live live) {
        String id = LiveOutputs.displayId(live);
        context.getOutputContainer().setDisplayId(id);
        context.getOutputContainer().putData(MIMEType.TEXT_PLAIN, live.toString());
        return id;
    }

    /** An {@link Output}: its HTML first, its picture as {@code image/png} for where HTML is stripped. */
    private static <T extends Output> void output(Renderer renderer, Class<T> type) {
        renderer.createRegistration(type).preferring(MIMEType.TEXT_HTML, MIMEType.IMAGE_PNG)
                .register((x, context) -> output(context, x));
    }

    private static void output(RenderContext context, Output x) {
        BoardSvg.Picture picture = x.picture();
        context.renderIfRequested(MIMEType.TEXT_HTML, () -> x.html(picture));
        png(context, picture);
    }

    /** The picture as an {@code image/png} output, which static renderers and untrusted notebooks keep. */
    private static void png(RenderContext context, BoardSvg.Picture picture) {
        context.renderIfRequested(MIMEType.IMAGE_PNG, (mime, data) -> data.putData(MIMEType.IMAGE_PNG,
                picture.pngBase64(), Map.of("width", picture.width(), "height", picture.height())));
    }
}
