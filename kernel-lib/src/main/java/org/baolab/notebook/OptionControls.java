package org.baolab.notebook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.baolab.core.OptionSpec;
import org.baolab.core.Rules;
import org.baolab.widgets.BoundedInt;
import org.baolab.widgets.Checkbox;
import org.baolab.widgets.Dropdown;
import org.baolab.widgets.Widget;
import org.baolab.widgets.Widgets;

/**
 * A control for every option of a game, its range from its {@link OptionSpec}: a tick box, a slider or a field (and
 * a tick box for unset), or a drop-down list. Each reports a change as the option's name and new value, and can be
 * set from a cell as the user would set it ({@link #set}).
 */
final class OptionControls {

    /** An integer option with more values than this is a field to type in, not a slider. */
    private static final int SLIDER_VALUES = 200;

    private final String labelWidth;
    private final BiConsumer<String, Object> changed;
    private final List<Widget> widgets = new ArrayList<>();
    private final Map<String, Consumer<Object>> setters = new LinkedHashMap<>();

    /**
     * The controls of the rules' options, showing their values.
     *
     * @param labelWidth the width of the controls' labels (CSS)
     * @param changed told the option's name and value when a control changes
     */
    OptionControls(Rules rules, String labelWidth, BiConsumer<String, Object> changed) {
        this.labelWidth = labelWidth;
        this.changed = changed;
        for (OptionSpec spec : rules.game().options()) {
            widgets.add(control(spec, rules.get(spec.name())));
        }
    }

    /** The controls, one per option in the game's order. */
    List<Widget> widgets() {
        return widgets;
    }

    /** Sets an option's control to a value its spec accepted; the control reports the change. */
    void set(String option, Object value) {
        setters.get(option).accept(value);
    }

    private Widget control(OptionSpec spec, Object value) {
        String name = spec.name();
        if (spec instanceof OptionSpec.Bool) {
            Checkbox box = Widgets.checkbox(name, (Boolean) value).onChange(v -> changed.accept(name, v));
            setters.put(name, v -> box.value((Boolean) v));
            return box.tooltip(spec.description());
        }
        if (spec instanceof OptionSpec.Choice c) {
            Dropdown list = Widgets.dropdown(name, c.values(), spec.format(value))
                    .onChange(v -> changed.accept(name, v));
            setters.put(name, v -> list.value(spec.format(v)));
            return list.tooltip(spec.description()).descriptionWidth(labelWidth);
        }
        return intControl((OptionSpec.Int) spec, (Integer) value);
    }

    /** A slider, or a field for a wide range, and beside it a tick box for unset where the option may be unset. */
    private Widget intControl(OptionSpec.Int spec, Integer value) {
        String name = spec.name();
        int shown = value == null ? spec.min() : value;
        BoundedInt<?> slider = (long) spec.max() - spec.min() <= SLIDER_VALUES
                ? Widgets.intSlider(name, spec.min(), spec.max(), shown)
                : Widgets.intField(name, spec.min(), spec.max(), shown);
        slider.tooltip(spec.description()).descriptionWidth(labelWidth);
        if (spec.unset() == null) {
            setters.put(name, v -> slider.value((Integer) v));
            return slider.onChange(v -> changed.accept(name, v));
        }
        Checkbox unset = Widgets.checkbox("unset: " + spec.unset(), value == null);
        slider.disabled(value == null).onChange(v -> changed.accept(name, v));
        unset.onChange(u -> {
            slider.disabled(u);
            changed.accept(name, u ? null : slider.value());
        });
        setters.put(name, v -> {
            unset.value(v == null);
            if (v != null) {
                slider.value((Integer) v);
            }
        });
        return Widgets.hbox(slider, unset);
    }
}
