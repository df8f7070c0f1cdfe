package org.baolab.core;

import java.util.List;

/**
 * Games that are data rather than classes of their own (rule sheets, say), found by {@link GameRegistry} through
 * {@link java.util.ServiceLoader}: a source is one line naming its class in
 * {@code META-INF/services/org.baolab.core.GameSource}, and that class has a public constructor without arguments.
 */
public interface GameSource {

    /** The games of this source, each with an id no other game has; called once, when the registry loads. */
    List<Game> games();
}
