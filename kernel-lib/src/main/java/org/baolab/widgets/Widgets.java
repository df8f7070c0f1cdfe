package org.baolab.widgets;

import java.util.List;

/**
 * The widgets a cell can make, each shown by the front end's widget manager (JupyterLab 4, Notebook 7, VS Code) and
 * kept in the kernel, whose callbacks run in the kernel:
 * <pre>{@code
 * IntSlider seeds = Widgets.intSlider("seeds", 1, 6, 2).onChange(v -> System.out.println("seeds " + v));
 * Button go = Widgets.button("Play").onClick(() -> ...);
 * Widgets.vbox(seeds, Widgets.hbox(go, Widgets.checkbox("fast", true)))
 * }</pre>
 * Show one by ending a cell with it or with {@code display(widget)}. Where no widget manager runs (nbconvert, an
 * untrusted notebook, a front end without ipywidgets) it shows as a line of text saying what to open.
 */
public final class Widgets {

    private Widgets() {
    }

    /** A slider of whole numbers within {@code min..max}, set to {@code value}. */
    public static IntSlider intSlider(String description, int min, int max, int value) {
        return new IntSlider(description, min, max, value);
    }

    /** A field to type a whole number within {@code min..max} in, holding {@code value}. */
    public static IntField intField(String description, int min, int max, int value) {
        return new IntField(description, min, max, value);
    }

    /** A slider of decimal numbers within {@code min..max} in steps of {@code step}, set to {@code value}. */
    public static FloatSlider floatSlider(String description, double min, double max, double step, double value) {
        return new FloatSlider(description, min, max, step, value);
    }

    /** A drop-down list of {@code options}, set to {@code value}. */
    public static Dropdown dropdown(String description, List<String> options, String value) {
        return new Dropdown(description, options, value);
    }

    /** A drop-down list of {@code options}, set to the first. */
    public static Dropdown dropdown(String description, String... options) {
        return new Dropdown(description, List.of(options), null);
    }

    /** A row of buttons, one per option, of which {@code value} is pressed. */
    public static ToggleButtons toggleButtons(String description, List<String> options, String value) {
        return new ToggleButtons(description, options, value);
    }

    /** A row of buttons, one per option, the first pressed. */
    public static ToggleButtons toggleButtons(String description, String... options) {
        return new ToggleButtons(description, List.of(options), null);
    }

    /** A box to tick, ticked if {@code value}. */
    public static Checkbox checkbox(String description, boolean value) {
        return new Checkbox(description, value);
    }

    /** A button showing {@code label}. */
    public static Button button(String label) {
        return new Button(label);
    }

    /** A line of text to type, holding {@code value}. */
    public static Text text(String description, String value) {
        return new Text(description, value);
    }

    /** HTML the kernel can replace, such as a result or a picture as {@code <img>}. */
    public static Html html(String html) {
        return new Html(html);
    }

    /** A PNG picture the kernel can replace (a chart's bytes, {@code ChartImage.png(chart)}). */
    public static Image image(byte[] png) {
        return new Image(png);
    }

    /** Widgets side by side. */
    public static Box hbox(Widget... widgets) {
        return new Box(true, List.of(widgets));
    }

    /** Widgets one under the other. */
    public static Box vbox(Widget... widgets) {
        return new Box(false, List.of(widgets));
    }
}
