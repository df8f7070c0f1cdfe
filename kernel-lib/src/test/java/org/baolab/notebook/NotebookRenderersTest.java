package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.baolab.Games;
import org.baolab.core.Match;
import org.dflib.jjava.jupyter.Extension;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.baolab.widgets.FakeKernel;
import org.baolab.widgets.Widget;
import org.baolab.widgets.Widgets;
import com.google.gson.JsonObject;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

class NotebookRenderersTest {

    private static final Renderer RENDERER = new Renderer();

    @BeforeAll
    static void register() {
        System.setProperty("java.awt.headless", "true");
        NotebookRenderers.register(RENDERER);
    }

    @Test
    @DisplayName("the renderers are found through the jjava-jupyter Extension service")
    void serviceRegistration() {
        assertTrue(ServiceLoader.load(Extension.class).stream()
                .anyMatch(p -> p.type() == NotebookRenderers.class));
    }

    @Test
    @DisplayName("a live board renders as a widget view, the board as PNG and HTML picture, and text saying what to open")
    void liveBoard() {
        try (FakeKernel kernel = FakeKernel.install()) {
            LiveBoard board = Games.baoKingulu().newMatch().play("c1").interactive();
            DisplayData data = RENDERER.render(board);
            JsonObject view = (JsonObject) data.getData(MIMEType.parse(Widget.VIEW_MIME_TYPE));
            assertEquals(2, view.get("version_major").getAsInt());
            assertEquals(1, view.get("version_minor").getAsInt());
            assertEquals(board.widget().modelId(), view.get("model_id").getAsString());
            assertEquals("PNG", new String(Base64.getDecoder().decode((String) data.getData(MIMEType.IMAGE_PNG)), 1, 3));
            assertTrue(((String) data.getData(MIMEType.TEXT_HTML)).contains("<img src=\"data:image/png;base64,"));
            assertEquals(board + "\n" + LiveBoard.NOTE, data.getData(MIMEType.TEXT_PLAIN));
        }
    }

    @Test
    @DisplayName("outside a kernel a widget renders as text saying what it is and what to open, and nothing throws")
    void widgetWithoutKernel() {
        DisplayData data = RENDERER.render(Widgets.intSlider("seeds", 1, 6, 2));
        assertNull(data.getData(MIMEType.parse(Widget.VIEW_MIME_TYPE)));
        assertEquals("IntSlider(seeds = 2)\n" + NotebookRenderers.WIDGET_NOTE, data.getData(MIMEType.TEXT_PLAIN));
    }

    @Test
    @DisplayName("matches, positions and engine states render as a PNG <img> in HTML, PNG, SVG and text")
    void boards() {
        Match match = Games.baoKingulu().newMatch().play("c1");
        for (Object board : new Object[] {match, match.position(), match.state()}) {
            DisplayData data = RENDERER.render(board);
            String svg = (String) data.getData(MIMEType.IMAGE_SVG);
            assertTrue(svg.startsWith("<svg") && svg.contains("baolab-board"), board.getClass().getName());
            String png = (String) data.getData(MIMEType.IMAGE_PNG);
            assertEquals("PNG", new String(Base64.getDecoder().decode(png), 1, 3));
            Matcher size = Pattern.compile("<svg [^>]*width=\"(\\d+)\" height=\"(\\d+)\"").matcher(svg);
            assertTrue(size.find());
            // Only what HTML sanitizers keep: an <img> with data, size and alt text, nothing inline.
            assertEquals("<img src=\"data:image/png;base64," + png + "\" width=\"" + size.group(1) + "\" height=\""
                    + size.group(2) + "\" alt=\"" + BoardSvg.escape(board.toString()) + "\">",
                    data.getData(MIMEType.TEXT_HTML));
            assertEquals(board.toString(), data.getData(MIMEType.TEXT_PLAIN));
        }
    }

    @Test
    @DisplayName("tables render as HTML")
    void table() {
        DisplayData data = RENDERER.render(Table.create("t", IntColumn.create("x", 1, 2)));
        assertTrue(((String) data.getData(MIMEType.TEXT_HTML)).contains("<table"));
    }

    @Test
    @DisplayName("charts render as PNG, and as SVG when asked")
    void chart() {
        XYChart chart = new XYChartBuilder().width(200).height(150).title("t").build();
        chart.addSeries("s", new double[] {1, 2}, new double[] {3, 4});
        byte[] png = Base64.getDecoder().decode((String) RENDERER.render(chart).getData(MIMEType.IMAGE_PNG));
        assertEquals((byte) 0x89, png[0]);
        assertEquals("PNG", new String(png, 1, 3));
        String svg = (String) RENDERER.renderAs(chart, "image/svg+xml").getData(MIMEType.IMAGE_SVG);
        assertTrue(svg.contains("<svg"), svg);
    }

    @Test
    @DisplayName("a progress bar renders as HTML")
    void progress() {
        Progress p = Progress.start("runs");
        assertTrue(((String) RENDERER.render(p).getData(MIMEType.TEXT_HTML)).contains("baolab-progress"));
    }
}
