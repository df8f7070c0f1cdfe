package org.baolab.widgets;

import java.util.List;

/** A drop-down list of labels ({@code DropdownModel}); see {@link Widgets#dropdown}. */
public final class Dropdown extends Selection<Dropdown> {

    Dropdown(String description, List<String> labels, String value) {
        super("Dropdown", description, labels, value);
    }
}
