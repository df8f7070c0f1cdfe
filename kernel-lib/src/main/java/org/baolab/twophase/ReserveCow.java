package org.baolab.twophase;

import java.util.List;
import org.baolab.core.Event;
import org.baolab.core.Hole;
import org.baolab.core.Player;

/**
 * A cow brought in from the reserve (T4).
 *
 * @param by whose reserve
 * @param hole where it was put
 */
public record ReserveCow(Player by, Hole hole) implements Event.Own {

    @Override
    public String describe() {
        return by + " brought a cow from the reserve into " + hole;
    }

    @Override
    public String note() {
        return ", a reserve cow into " + hole;
    }

    @Override
    public List<Hole> touched() {
        return List.of(hole);
    }
}
