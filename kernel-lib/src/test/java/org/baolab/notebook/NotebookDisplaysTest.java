package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.Display;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class NotebookDisplaysTest {

    @Test
    @DisplayName("the core finds the notebook's drawings: a live board, an animation and a filmstrip of the match")
    void theCoreDrawsThroughTheNotebook() {
        Match m = Games.baoKingulu().newMatch().play("c1");
        Move move = m.lastMove();
        assertInstanceOf(LiveBoard.class, m.interactive());
        assertInstanceOf(MoveAnimation.class, move.animate());
        assertInstanceOf(Filmstrip.class, move.filmstrip());
        assertTrue(m.interactive().html().contains("baolab-live-"), "the live board's HTML");
        assertTrue(move.filmstrip().html().contains("data:image/png;base64,"), "the filmstrip's pictures");
    }

    @Test
    @DisplayName("a kernel renders what the core returns by its class: HTML, and the board picture as PNG")
    void renderedByTheirClass() {
        System.setProperty("java.awt.headless", "true");
        Renderer renderer = new Renderer();
        NotebookRenderers.register(renderer);
        Match m = Games.baoKingulu().newMatch().play("c1");
        for (Display display : new Display[] {m.interactive(), m.lastMove().animate(), m.lastMove().filmstrip()}) {
            DisplayData data = renderer.render(display);
            String html = (String) data.getData(MIMEType.TEXT_HTML);
            assertTrue(html.contains("data:image/png;base64,"), display.getClass().getSimpleName());
            assertEquals(String.class, data.getData(MIMEType.IMAGE_PNG).getClass(), display.getClass().getSimpleName());
        }
    }
}
