package org.baolab.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.baolab.Games;
import org.baolab.core.Match;
import org.baolab.widgets.FakeKernel;
import org.baolab.widgets.Widget;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(120)
class LiveOutputsTest {

    private static final Renderer RENDERER = new Renderer();
    private static final MIMEType VIEW = MIMEType.parse(Widget.VIEW_MIME_TYPE);
    /** Longer than any test: only {@link LiveOutputs#flush} sends, so what a test sees does not hang on timing. */
    private static final long NEVER = 600_000;

    static {
        NotebookRenderers.register(RENDERER);
    }

    private final List<DisplayData> updates = new CopyOnWriteArrayList<>();
    private FakeKernel kernel;

    @BeforeEach
    void install() {
        kernel = FakeKernel.install();
        LiveOutputs.publishWith(RENDERER, updates::add, NEVER);
    }

    @AfterEach
    void close() {
        LiveOutputs.flush();
        LiveOutputs.publishWith(null, null);
        kernel.close();
    }

    private void play(LiveBoard board, String hole) {
        kernel.custom(board.widget(), JsonParser.parseString("{\"action\":\"play\",\"hole\":\"" + hole + "\"}")
                .getAsJsonObject());
    }

    private static String text(DisplayData data) {
        return String.valueOf(data.getData(MIMEType.TEXT_PLAIN));
    }

    @Test
    void aBoardIsItsPictureWithADisplayIdThenItsWidgetWhichHidesThePictureWhereItRuns() {
        LiveBoard board = LiveBoard.of(Games.baoKingulu().newMatch());
        DisplayData picture = RENDERER.render(board);
        assertTrue(picture.hasDisplayId(), "the picture is shown with a display id");
        assertFalse(picture.hasDataForType(VIEW), "the widget is an output of its own, never updated");
        assertTrue(picture.hasDataForType(MIMEType.IMAGE_PNG));
        assertEquals(board.toString(), text(picture));
        assertTrue(String.valueOf(picture.getData(MIMEType.TEXT_HTML))
                .startsWith("<div class=\"baolab-static-" + picture.getDisplayId() + "\"><img "));

        DisplayData widget = LiveOutputs.displayed(picture);
        assertEquals(board.widget().modelId(), ((JsonObject) widget.getData(VIEW)).get("model_id").getAsString());
        assertEquals(LiveBoard.NOTE, text(widget), "the widget's text says what to open");
        assertFalse(widget.hasDisplayId());
        assertEquals(".jp-OutputArea-child:has(.baolab-static-" + picture.getDisplayId() + "),.baolab-static-"
                + picture.getDisplayId() + "{display:none}", board.widget().value("style").getAsString());
    }

    @Test
    void aBoardsUpdateHasItsDisplayIdAndThePictureOfTheNewPosition() {
        LiveBoard board = LiveBoard.of(Games.baoKingulu().newMatch());
        DisplayData shown = RENDERER.render(board);
        LiveOutputs.displayed(shown);
        play(board, "c1");
        LiveOutputs.flush();

        assertEquals(1, updates.size());
        DisplayData update = updates.get(0);
        assertEquals(shown.getDisplayId(), update.getDisplayId());
        assertTrue(text(shown).contains("ply 0"), text(shown));
        assertTrue(text(update).contains("ply 1") && text(update).contains("last move: SOUTH c1"), text(update));
        assertTrue(String.valueOf(update.getData(MIMEType.TEXT_HTML)).contains("alt=\"Bao Kingulu · ply 1"),
                "the HTML picture is the new position");
        assertFalse(update.getData(MIMEType.IMAGE_PNG).equals(shown.getData(MIMEType.IMAGE_PNG)), "a new PNG");
        assertFalse(update.hasDataForType(VIEW));
    }

    @Test
    void anOutputThatIsNoLiveObjectsPictureIsFollowedByNothing() {
        DisplayData other = new DisplayData("text");
        other.setDisplayId("progress-1");
        assertEquals(null, LiveOutputs.displayed(other));
        assertEquals(null, LiveOutputs.displayed(new DisplayData("text")));
    }

    @Test
    void changesInOneBurstMakeOneUpdateWithTheLastState() {
        Match m = Games.baoKingulu().newMatch();
        LiveBoard board = LiveBoard.of(m);
        LiveOutputs.displayed(RENDERER.render(board));
        play(board, "c1");
        play(board, "a2");
        kernel.custom(board.widget(), JsonParser.parseString("{\"action\":\"undo\"}").getAsJsonObject());
        LiveOutputs.flush();
        LiveOutputs.flush();

        assertEquals(2, m.history().size() + 1, "c1 and a2 played, a2 taken back");
        assertEquals(1, updates.size());
        assertTrue(text(updates.get(0)).contains("ply 1"), text(updates.get(0)));
    }

    @Test
    void nothingIsSentBeforeTheOutputIsDisplayedAndAChangeMeanwhileIsSentAfter() {
        LiveBoard board = LiveBoard.of(Games.baoKingulu().newMatch());
        DisplayData shown = RENDERER.render(board);
        play(board, "c1");
        LiveOutputs.flush();
        assertEquals(List.of(), updates, "an update before its display would be lost");

        LiveOutputs.displayed(shown);
        LiveOutputs.flush();
        assertEquals(1, updates.size());
        assertTrue(text(updates.get(0)).contains("ply 1"), text(updates.get(0)));
    }

    @Test
    void aDisplayedBoardThatDoesNotChangeAndABoardNeverShownSendNothing() {
        LiveOutputs.displayed(RENDERER.render(LiveBoard.of(Games.baoKingulu().newMatch())));
        LiveBoard hidden = LiveBoard.of(Games.baoKingulu().newMatch());
        play(hidden, "c1");
        LiveOutputs.flush();
        assertEquals(List.of(), updates);
    }

    @Test
    void anIllegalClickUpdatesTheOutputToo() {
        LiveBoard board = LiveBoard.of(Games.baoKingulu().newMatch());
        LiveOutputs.displayed(RENDERER.render(board));
        play(board, "a2");
        LiveOutputs.flush();
        assertEquals(1, updates.size(), "the board's state changed (its message), so its output follows");
        assertTrue(text(updates.get(0)).contains("ply 0"), text(updates.get(0)));
    }

    @Test
    void theTimerSendsTheUpdateWithoutAFlush() throws InterruptedException {
        LiveOutputs.publishWith(RENDERER, updates::add);
        LiveBoard board = LiveBoard.of(Games.baoKingulu().newMatch());
        LiveOutputs.displayed(RENDERER.render(board));
        play(board, "c1");
        for (int waited = 0; updates.isEmpty() && waited < 100; waited++) {
            Thread.sleep(100);
        }
        assertEquals(1, updates.size(), "one update within 10 s");
        assertTrue(text(updates.get(0)).contains("ply 1"), text(updates.get(0)));
    }

    @Test
    void theExplorersOutputIsUpdatedWithTheFinishedDashboardOnceItsBatchEnds() throws InterruptedException {
        ExplorerWidget explorer = ExplorerWidget.of(Games.kalah());
        DisplayData shown = RENDERER.render(explorer);
        assertTrue(shown.hasDisplayId());
        LiveOutputs.displayed(shown);
        explorer.games(300).await();
        LiveOutputs.flush();

        DisplayData last = updates.get(updates.size() - 1);
        assertEquals(shown.getDisplayId(), last.getDisplayId());
        String html = String.valueOf(last.getData(MIMEType.TEXT_HTML));
        assertTrue(html.contains(": done in") && html.contains(">300<"), "the finished batch of 300 games: " + html);
        assertTrue(String.valueOf(last.getData(MIMEType.TEXT_PLAIN)).startsWith("ExplorerWidget of kalah"),
                String.valueOf(last.getData(MIMEType.TEXT_PLAIN)));
    }
}
