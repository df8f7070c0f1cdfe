package org.baolab.widgets;

import com.google.gson.JsonElement;
import java.math.BigDecimal;

/** Reading values that come from a front end, which may send any JSON. */
final class Values {

    private Values() {
    }

    /** The whole number a JSON value is ({@code 3}, {@code 3.0}), or {@code null}. */
    static Integer integer(JsonElement json) {
        if (json == null || !json.isJsonPrimitive() || !json.getAsJsonPrimitive().isNumber()) {
            return null;
        }
        try {
            return new BigDecimal(json.getAsString()).intValueExact();
        } catch (ArithmeticException | NumberFormatException notWhole) {
            return null;
        }
    }
}
