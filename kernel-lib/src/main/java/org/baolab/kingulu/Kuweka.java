package org.baolab.kingulu;

import java.util.List;
import org.baolab.core.Event;
import org.baolab.core.Hole;
import org.baolab.core.Player;

/**
 * A hole conquered and reserved for the rest of the game (kuweka mtoto, K4d).
 *
 * @param by the conqueror
 * @param hole the hole now reserved
 * @param movedFrom the hole the second-to-last seed was moved from, or {@code null} if none moved
 */
public record Kuweka(Player by, Hole hole, Hole movedFrom) implements Event.Own {

    @Override
    public String describe() {
        return by + " conquered " + hole + " (kuweka)"
                + (movedFrom == null ? "" : ", moving the second-to-last seed from " + movedFrom + " into it");
    }

    @Override
    public String note() {
        return ", conquered " + hole;
    }

    @Override
    public List<Hole> touched() {
        return movedFrom == null ? List.of(hole) : List.of(hole, movedFrom);
    }
}
