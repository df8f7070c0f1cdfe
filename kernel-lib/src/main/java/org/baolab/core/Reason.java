package org.baolab.core;

import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Why a game ended (rule C9). The reasons of C9 are constants here and every summary reports its draws by each of
 * them (rule C8); a game may declare reasons of its own ({@link #declare}, listed by {@link Game#reasons}), which
 * the summaries of tables holding that game report after them. A reason is one instance per name, compared with
 * {@code ==}, and read back from a stream as that instance.
 */
public final class Reason implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    private static final Pattern NAME = Pattern.compile("[A-Z][A-Z0-9]*(_[A-Z0-9]+)*");
    /** Every reason declared so far, by name, in the order declared. */
    private static final Map<String, Reason> DECLARED = new LinkedHashMap<>();

    /** The player to move has no legal move (K7, T8b). */
    public static final Reason NO_LEGAL_MOVES = declare("NO_LEGAL_MOVES", "the player to move has no legal move");
    /** A player has no cow left in their inner row (T7). */
    public static final Reason INNER_ROW_EMPTY = declare("INNER_ROW_EMPTY", "a player's inner row is empty");
    /** A player has no stone left (F5). */
    public static final Reason ALL_CAPTURED = declare("ALL_CAPTURED", "a player has nothing left");
    /** The player to move has stones but none can step (F5). */
    public static final Reason IMMOBILIZED = declare("IMMOBILIZED", "the player to move cannot move what they have");
    /** A position came back (F6). */
    public static final Reason REPETITION = declare("REPETITION", "a position came back");
    /** The ply count reached {@code maxTurns} (C8). */
    public static final Reason TURN_LIMIT = declare("TURN_LIMIT", "the ply count reached maxTurns");
    /** A move would never end, or only such moves were left (C7). */
    public static final Reason ENDLESS_MOVE = declare("ENDLESS_MOVE", "a move would never end");

    /** The reasons of rule C9, in its order: the draws-by-reason columns of every summary. */
    private static final List<Reason> C9 = List.copyOf(DECLARED.values());

    private final String name;
    private final transient String meaning;

    private Reason(String name, String meaning) {
        this.name = name;
        this.meaning = meaning;
    }

    /**
     * Declares a reason, once per name: a game declares its own in a constant. The same name declared again with the
     * same meaning gives the same reason.
     *
     * @param name upper case words joined by {@code _}, such as {@code MAJORITY}
     * @param meaning what happened, in a few words
     * @throws IllegalArgumentException for a malformed name or a name already declared with another meaning
     */
    public static synchronized Reason declare(String name, String meaning) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a reason is named in upper case words joined by _, such as MAJORITY, not "
                    + name);
        }
        Reason known = DECLARED.get(name);
        if (known != null) {
            if (!known.meaning.equals(meaning)) {
                throw new IllegalArgumentException("the reason " + name + " is already declared: " + known.meaning);
            }
            return known;
        }
        Reason r = new Reason(name, meaning);
        DECLARED.put(name, r);
        return r;
    }

    /** The reasons of rule C9, which every summary reports. */
    public static List<Reason> standard() {
        return C9;
    }

    /**
     * The reason of this name: one of C9 or one a registered game declares.
     *
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static Reason valueOf(String name) {
        GameRegistry.all().forEach(Game::reasons);  // loads every game, and so its reasons
        synchronized (Reason.class) {
            Reason r = DECLARED.get(name);
            if (r == null) {
                throw new IllegalArgumentException("unknown reason '" + name + "': known reasons are "
                        + String.join(", ", DECLARED.keySet()));
            }
            return r;
        }
    }

    /** The reasons reported for games of these rules: C9's, then those the games declare beyond them, in order. */
    public static List<Reason> reported(Iterable<Game> games) {
        List<Reason> reasons = new ArrayList<>(C9);
        for (Game g : games) {
            for (Reason r : g.reasons()) {
                if (!reasons.contains(r)) {
                    reasons.add(r);
                }
            }
        }
        return reasons;
    }

    /** The name, such as {@code TURN_LIMIT}, as tables and JSON write it. */
    public String name() {
        return name;
    }

    /** What happened, in a few words. */
    public String meaning() {
        return meaning;
    }

    @Override
    public String toString() {
        return name;
    }

    @Serial
    private Object readResolve() {
        return valueOf(name);
    }
}
