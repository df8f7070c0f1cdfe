package org.baolab.core;

import java.util.ServiceLoader;

/** The installed {@link DisplayProvider}, loaded once, on first use, with the class loader that loaded Bao Lab. */
final class Displays {

    private static final class Loaded {
        static final DisplayProvider FIRST = ServiceLoader
                .load(DisplayProvider.class, DisplayProvider.class.getClassLoader()).findFirst().orElse(null);
    }

    private Displays() {
    }

    /** The provider, or an error saying that none is on the class path. */
    static DisplayProvider installed() {
        if (Loaded.FIRST == null) {
            throw new IllegalStateException("no display of play is installed: none is named in META-INF/services/"
                    + DisplayProvider.class.getName() + " on the class path");
        }
        return Loaded.FIRST;
    }
}
