package org.baolab.stats;

import java.util.LinkedHashMap;
import java.util.Map;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Status;

/** Small summaries whose statistics are worked out by hand in the tests that use them. */
public final class Fixtures {

    private Fixtures() {
    }

    /**
     * Five games, SOUTH moving first: 3 SOUTH wins, 1 NORTH win, 1 draw by the turn limit; lengths 10, 20, 30, 40
     * and 50 plies; one capture of one seed in each.
     */
    public static Summary fiveGames() {
        Summary s = new Summary();
        s.add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 10, 1, 1);
        s.add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 20, 1, 1);
        s.add(Status.SOUTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 30, 1, 1);
        s.add(Status.NORTH_WINS, Reason.NO_LEGAL_MOVES, Player.SOUTH, 40, 1, 1);
        s.add(Status.DRAW, Reason.TURN_LIMIT, Player.SOUTH, 50, 1, 1);
        return s;
    }

    /** The key of a kimasai-two-phase group: SOUTH's agent against NORTH's random, at a reserve size. */
    public static Map<String, Object> key(String south, int reserve) {
        Map<String, Object> key = new LinkedHashMap<>();
        key.put("game", "kimasai-two-phase");
        key.put("south", south);
        key.put("north", "random");
        key.put("reserve", reserve);
        return key;
    }
}
