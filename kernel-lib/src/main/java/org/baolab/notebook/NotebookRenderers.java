package org.baolab.notebook;

import java.util.Base64;
import java.util.function.Function;
import org.baolab.core.GameState;
import org.baolab.core.Match;
import org.baolab.core.Position;
import org.baolab.sim.Experiment;
import org.dflib.jjava.jupyter.Extension;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.knowm.xchart.internal.chartpart.Chart;
import tech.tablesaw.api.Table;

/**
 * Teaches a jjava-jupyter kernel (the Bao Lab kernel, or a stock JJava kernel with this library on its class path)
 * how to draw Bao Lab objects: matches, positions and engine states as SVG boards, Tablesaw tables as HTML, XChart
 * charts as PNG (or SVG when asked for {@code image/svg+xml}), progress bars as HTML; and makes every simulation
 * run without a listener of its own show a live {@link Progress} bar. Every object keeps its
 * {@code toString()} as the {@code text/plain} fallback. Found by the kernel through {@code META-INF/services}.
 */
public final class NotebookRenderers implements Extension {

    @Override
    public void install(BaseKernel kernel) {
        register(kernel.getRenderer());
        Experiment.progressByDefault(Progress::start);
    }

    /** Adds the render functions to a renderer. */
    public static void register(Renderer renderer) {
        board(renderer, Match.class, BoardSvg::of);
        board(renderer, Position.class, BoardSvg::of);
        board(renderer, GameState.class, BoardSvg::of);
        renderer.createRegistration(Table.class).preferring(MIMEType.TEXT_HTML)
                .register((t, context) -> context.renderIfRequested(MIMEType.TEXT_HTML, () -> TableHtml.of(t)));
        renderer.createRegistration(Chart.class).preferring(MIMEType.IMAGE_PNG).supporting(MIMEType.IMAGE_SVG)
                .register((chart, context) -> {
                    context.renderIfRequested(MIMEType.IMAGE_PNG,
                            () -> Base64.getEncoder().encodeToString(ChartImage.png((Chart<?, ?>) chart)));
                    context.renderIfRequested(MIMEType.IMAGE_SVG, () -> ChartImage.svg((Chart<?, ?>) chart));
                });
        renderer.createRegistration(Progress.class).preferring(MIMEType.TEXT_HTML)
                .register((progress, context) -> context.renderIfRequested(MIMEType.TEXT_HTML, progress::html));
    }

    /**
     * Boards go out as SVG and, with the same drawing inline, as HTML: front ends take the one they prefer, and
     * HTML exports (nbconvert since 6.5 strips the elements of SVG outputs) still show the board.
     */
    private static <T> void board(Renderer renderer, Class<T> type, Function<T, String> svg) {
        renderer.createRegistration(type).preferring(MIMEType.IMAGE_SVG, MIMEType.TEXT_HTML).register((x, context) -> {
            String drawing = svg.apply(x);
            context.renderIfRequested(MIMEType.IMAGE_SVG, () -> drawing);
            context.renderIfRequested(MIMEType.TEXT_HTML, () -> drawing);
        });
    }
}
