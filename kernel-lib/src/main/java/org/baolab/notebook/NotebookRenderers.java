package org.baolab.notebook;

import java.util.Base64;
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
        renderer.createRegistration(Match.class).preferring(MIMEType.IMAGE_SVG)
                .register((m, context) -> context.renderIfRequested(MIMEType.IMAGE_SVG, () -> BoardSvg.of(m)));
        renderer.createRegistration(Position.class).preferring(MIMEType.IMAGE_SVG)
                .register((p, context) -> context.renderIfRequested(MIMEType.IMAGE_SVG, () -> BoardSvg.of(p)));
        renderer.createRegistration(GameState.class).preferring(MIMEType.IMAGE_SVG)
                .register((s, context) -> context.renderIfRequested(MIMEType.IMAGE_SVG, () -> BoardSvg.of(s)));
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
}
