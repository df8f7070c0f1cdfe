package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.Display;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.solve.PerfectLine;
import org.baolab.solve.Solution;
import org.baolab.solve.Solver;
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

    @Test
    @DisplayName("a solution reads as a sentence, its value as one, and its perfect-play line draws as a filmstrip of"
            + " the start and every move")
    void solutionValueAndLine() {
        System.setProperty("java.awt.headless", "true");
        Solution s = Solver.of(Games.baoKingulu().with("pitsPerRow", 3).with("seedsPerPit", 2)).threads(1).solve();
        assertTrue(s.value().toString().matches("(SOUTH wins|NORTH wins|a draw) with perfect play.*"), s.value().toString());
        assertTrue(s.toString().startsWith("bao-kingulu {pitsPerRow=3, seedsPerPit=2}: " + s.value() + " ("),
                s.toString());
        assertFalse(s.toString().contains("Value[") || s.toString().contains("Optional"), s.toString());
        PerfectLine line = s.line();
        int plies = line.moves().size();
        assertTrue(plies > 1, line.toString());
        assertTrue(line.toString().startsWith("perfect play from ply 0: " + line.moves().get(0).hole() + " "),
                line.toString());
        Renderer renderer = new Renderer();
        NotebookRenderers.register(renderer);
        DisplayData data = renderer.render(line);
        String html = (String) data.getData(MIMEType.TEXT_HTML);
        assertEquals(plies + 1, html.split("data-panel", -1).length - 1, "the start and a board after every move");
        assertTrue(html.contains("<b>ply 0</b><br>the start") && html.contains("<b>ply " + plies + "</b>"), html);
        assertEquals(String.class, data.getData(MIMEType.IMAGE_PNG).getClass(), "the last board as PNG");
        assertEquals(line.toString(), data.getData(MIMEType.TEXT_PLAIN));
        assertEquals(s.value().toString(), renderer.render(s.value()).getData(MIMEType.TEXT_PLAIN));
        assertInstanceOf(Filmstrip.class, line.filmstrip());
        assertEquals(plies + 1, line.filmstrip().toString().lines().count(), line.filmstrip().toString());
    }
}
