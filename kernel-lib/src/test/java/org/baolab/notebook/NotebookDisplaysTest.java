package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.baolab.Games;
import org.baolab.core.Match;
import org.baolab.core.Move;
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
}
