package org.baolab.fourrows;

import java.util.List;
import org.baolab.core.Event;
import org.baolab.core.Hole;

/**
 * One stone stepped to the next hole (F3).
 *
 * @param from where it was
 * @param to where it went
 */
public record Step(Hole from, Hole to) implements Event.Own {

    @Override
    public String describe() {
        return "stepped from " + from + " to " + to;
    }

    @Override
    public List<Hole> touched() {
        return List.of(from, to);
    }
}
