package org.baolab.widgets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class WidgetProtocolTest {

    private FakeKernel kernel;

    @BeforeEach
    void install() {
        kernel = FakeKernel.install();
    }

    @AfterEach
    void close() {
        kernel.close();
    }

    private static JsonObject json(String text) {
        return JsonParser.parseString(text).getAsJsonObject();
    }

    @Test
    void aShownSliderOpensItsCommWithItsWholeStateAndTheViewSpecNamesIt() {
        IntSlider slider = Widgets.intSlider("seeds", 1, 6, 2);
        assertNull(slider.modelId(), "not open before it is shown");
        JsonObject view = kernel.show(slider);
        assertEquals(json("{\"version_major\":2,\"version_minor\":1,\"model_id\":\"model-1\"}"), view);
        JsonObject state = kernel.opened().get(0).data().getAsJsonObject("state");
        assertEquals("IntSliderModel", state.get("_model_name").getAsString());
        assertEquals("@jupyter-widgets/controls", state.get("_model_module").getAsString());
        assertEquals("2.0.0", state.get("_model_module_version").getAsString());
        assertEquals("IntSliderView", state.get("_view_name").getAsString());
        assertEquals(2, state.get("value").getAsInt());
        assertEquals(1, state.get("min").getAsInt());
        assertEquals(6, state.get("max").getAsInt());
        assertEquals("seeds", state.get("description").getAsString());
        assertEquals(0, kernel.opened().get(0).data().getAsJsonArray("buffer_paths").size());
        kernel.show(slider);
        assertEquals(1, kernel.opened().size(), "shown again: the same model");
    }

    @Test
    void aFrontEndUpdateIsEchoedThenRunsTheCallbackInTheKernel() {
        List<Integer> heard = new ArrayList<>();
        IntSlider slider = Widgets.intSlider("seeds", 1, 6, 2).onChange(heard::add);
        kernel.show(slider);
        assertNull(kernel.update(slider, "value", new JsonPrimitive(5)));
        assertEquals(List.of(5), heard);
        assertEquals(5, slider.value());
        FakeKernel.Sent echo = kernel.sentTo(slider).get(0);
        assertEquals("echo_update", echo.method());
        assertEquals(json("{\"value\":5}"), echo.data().getAsJsonObject("state"));
    }

    @Test
    void aKernelChangeIsSentAsAnUpdateAndAlsoRunsTheCallback() {
        List<Integer> heard = new ArrayList<>();
        IntSlider slider = Widgets.intSlider("seeds", 1, 6, 2).onChange(heard::add);
        kernel.show(slider);
        slider.value(4);
        FakeKernel.Sent update = kernel.sentTo(slider).get(0);
        assertEquals("update", update.method());
        assertEquals(json("{\"value\":4}"), update.data().getAsJsonObject("state"));
        assertEquals(List.of(4), heard);
        slider.value(4);
        assertEquals(List.of(4), heard, "no change, no callback");
    }

    @Test
    void anUpdateOfTheWrongTypeOrOutOfRangeIsRefusedAndChangesNothing() {
        List<Integer> heard = new ArrayList<>();
        IntSlider slider = Widgets.intSlider("seeds", 1, 6, 2).onChange(heard::add);
        kernel.show(slider);
        assertTrue(kernel.update(slider, "value", new JsonPrimitive("five")).contains("refused a change of [value]"));
        assertTrue(kernel.update(slider, "value", new JsonPrimitive(9)).contains("[value]"));
        assertTrue(kernel.update(slider, "value", new JsonPrimitive(2.5)).contains("[value]"));
        assertTrue(kernel.update(slider, "_model_name", new JsonPrimitive("X")).contains("[_model_name]"));
        assertEquals(2, slider.value());
        assertEquals(List.of(), heard);
        assertEquals(List.of(), kernel.sentTo(slider), "nothing echoed");
        assertEquals("a widget message needs a method (update, request_state or custom)",
                kernel.receive(slider, new JsonObject()));
        assertEquals("an update needs a state object", kernel.receive(slider, json("{\"method\":\"update\",\"state\":3}")));
    }

    @Test
    void requestStateIsAnsweredWithTheWholeState() {
        FloatSlider slider = Widgets.floatSlider("epsilon", 0, 1, 0.05, 0.1);
        kernel.show(slider);
        assertNull(kernel.receive(slider, json("{\"method\":\"request_state\"}")));
        FakeKernel.Sent answer = kernel.sentTo(slider).get(0);
        assertEquals("update", answer.method());
        assertEquals(slider.state(), answer.data().getAsJsonObject("state"));
        assertEquals(0.1, answer.data().getAsJsonObject("state").get("value").getAsDouble());
    }

    @Test
    void theControlCommAnswersRequestStatesWithEveryOpenModel() {
        Dropdown dropdown = Widgets.dropdown("agent", "random", "greedy");
        Image image = Widgets.image(new byte[] {1, 2, 3});
        kernel.show(Widgets.hbox(dropdown, image));
        WidgetComms.Answer answer = kernel.control(json("{\"method\":\"request_states\"}"));
        assertEquals("update_states", answer.data().get("method").getAsString());
        JsonObject states = answer.data().getAsJsonObject("states");
        assertEquals(3, states.size());
        JsonObject entry = states.getAsJsonObject(dropdown.modelId());
        assertEquals("DropdownModel", entry.get("model_name").getAsString());
        assertEquals("@jupyter-widgets/controls", entry.get("model_module").getAsString());
        assertEquals("2.0.0", entry.get("model_module_version").getAsString());
        assertEquals("[[\"" + image.modelId() + "\",\"state\",\"value\"]]", answer.data().get("buffer_paths").toString());
        assertArrayEquals(new byte[] {1, 2, 3}, answer.buffers().get(0));
        assertTrue(kernel.control(json("{\"method\":\"other\"}")).refusal().contains("only request_states"));
    }

    @Test
    void aBoxOpensItsChildrenFirstAndNamesThemByModelId() {
        Checkbox fast = Widgets.checkbox("fast", true);
        Text name = Widgets.text("name", "x");
        Box box = Widgets.vbox(fast, name);
        kernel.show(box);
        List<FakeKernel.Sent> opened = kernel.opened();
        assertEquals(3, opened.size());
        JsonObject boxState = opened.get(2).data().getAsJsonObject("state");
        assertEquals("VBoxModel", boxState.get("_model_name").getAsString());
        assertEquals("[\"IPY_MODEL_" + fast.modelId() + "\",\"IPY_MODEL_" + name.modelId() + "\"]",
                boxState.get("children").toString());
    }

    @Test
    void anImageSendsItsBytesAsABufferNotAsText() {
        Image image = Widgets.image(new byte[] {9, 8});
        kernel.show(image);
        FakeKernel.Sent first = kernel.sentTo(image).get(0);
        assertEquals("[[\"value\"]]", first.data().get("buffer_paths").toString());
        assertArrayEquals(new byte[] {9, 8}, first.buffers().get(0));
        assertNull(kernel.opened().get(0).data().getAsJsonObject("state").get("value"));
    }

    @Test
    void anIntFieldIsABoundedIntTextOfTheStandardControls() {
        IntField turns = Widgets.intField("maxTurns", 1, 1_000_000, 1000);
        kernel.show(turns);
        JsonObject state = kernel.opened().get(0).data().getAsJsonObject("state");
        assertEquals("BoundedIntTextModel", state.get("_model_name").getAsString());
        assertEquals("IntTextView", state.get("_view_name").getAsString());
        assertTrue(kernel.update(turns, "value", new JsonPrimitive(0)).contains("[value]"));
        assertNull(kernel.update(turns, "value", new JsonPrimitive(5000)));
        assertEquals(5000, turns.value());
    }

    @Test
    void aButtonClickRunsItsCallbacksInTheKernel() {
        int[] clicks = {0};
        Button button = Widgets.button("Play").onClick(() -> clicks[0]++);
        kernel.show(button);
        assertNull(kernel.custom(button, json("{\"event\":\"click\"}")));
        assertNull(kernel.custom(button, json("{\"event\":\"hover\"}")));
        assertEquals(1, clicks[0]);
        assertEquals("a custom message needs a content object",
                kernel.receive(button, json("{\"method\":\"custom\",\"content\":\"click\"}")));
    }

    @Test
    void aSelectionSendsItsIndexAndReportsItsLabel() {
        List<String> heard = new ArrayList<>();
        ToggleButtons toggle = Widgets.toggleButtons("agent", List.of("random", "greedy", "mcts"), "greedy")
                .onChange(heard::add);
        kernel.show(toggle);
        assertEquals(1, kernel.opened().get(0).data().getAsJsonObject("state").get("index").getAsInt());
        assertNull(kernel.update(toggle, "index", new JsonPrimitive(2)));
        assertEquals(List.of("mcts"), heard);
        assertTrue(kernel.update(toggle, "index", new JsonPrimitive(3)).contains("[index]"));
        assertEquals("mcts", toggle.value());
        assertThrows(IllegalArgumentException.class, () -> toggle.value("alphabeta"));
    }

    @Test
    void aCallbackThatThrowsLeavesTheOthersRunning() {
        List<Boolean> heard = new ArrayList<>();
        Checkbox box = Widgets.checkbox("fast", false).onChange(v -> {
            throw new IllegalStateException("boom");
        }).onChange(heard::add);
        kernel.show(box);
        assertNull(kernel.update(box, "value", new JsonPrimitive(true)));
        assertEquals(List.of(true), heard);
    }

    @Test
    void outsideAKernelAWidgetHasNoViewAndNothingThrows() {
        kernel.close();
        IntSlider slider = Widgets.intSlider("seeds", 1, 6, 2);
        assertNull(slider.viewSpec());
        slider.value(3);
        assertEquals(3, slider.value());
        assertEquals("IntSlider(seeds = 3)", slider.toString());
    }

    @Test
    void badArgumentsAreRefusedSayingWhatIsValid() {
        assertEquals("the minimum 5 is above the maximum 1",
                assertThrows(IllegalArgumentException.class, () -> Widgets.intSlider("x", 5, 1, 3)).getMessage());
        assertEquals("the value must be within 1..6, not 7",
                assertThrows(IllegalArgumentException.class, () -> Widgets.intSlider("x", 1, 6, 7)).getMessage());
        assertEquals("'x' is not one of [a, b]",
                assertThrows(IllegalArgumentException.class, () -> Widgets.dropdown("d", List.of("a", "b"), "x"))
                        .getMessage());
    }
}
