package org.baolab.widgets;

/**
 * The style of a control ({@code DescriptionStyleModel}, drawn by {@code @jupyter-widgets/base}'s
 * {@code StyleView}): here the width of its description, so that long option names are not cut short.
 */
final class Style extends Widget {

    Style(String descriptionWidth) {
        super(Control.MODULE, Control.VERSION, "DescriptionStyleModel", "StyleView");
        set("_view_module", "@jupyter-widgets/base");
        set("_view_module_version", "2.0.0");
        set("description_width", descriptionWidth);
    }

    @Override
    boolean accepts(String key, com.google.gson.JsonElement value) {
        return false;
    }
}
