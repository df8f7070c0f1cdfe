package org.baolab.sheet;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.baolab.core.Direction;

/**
 * The building blocks of a rule sheet, each a line {@code name param=value ... [RULE]}: what the sowing family's
 * games are made of as the literature describes them. A block's parameters are typed ({@link Param}) and have
 * defaults; {@code docs/rule-sheets.md} shows each with an example.
 */
public enum Block {

    /** The board: rows, holes per row, stores, each player's circuit. */
    BOARD("board", true, false,
            Param.integer("rows", 2, 2, 4, "2 or 4 rows; on 4 rows each player owns and sows their own two rows"),
            Param.integer("holes", 6, 1, 12, "holes in each row"),
            Param.word("stores", Stores.NONE, "NONE, or ENDS: a store for each player at the ends of a 2-row board")),
    /** The starting position. */
    START("start", true, false,
            Param.integer("seeds", 4, 0, 100, "seeds in every hole at the start"),
            Param.word("layout", Filled.ALL, "the holes that hold them: ALL; on 4 rows OUTER (each player's outer row)"
                    + " or OUTER_RIGHT (the outer row and the right half of the inner row, as its player sees it)")),
    /** How a move sows. */
    SOWING("sowing", false, false,
            Param.word("direction", Direction.CCW, "the way round: CCW or CW (C4)"),
            Param.word("laps", Laps.SINGLE, "SINGLE: one lap; RELAY: a last seed in an occupied hole lifts it again;"
                    + " NEXT: the hole after the last seed is lifted and sown on, if it holds seeds"),
            Param.word("origin", Origin.SOW, "SOW: a long lap sows the hole it came from; SKIP: it passes over it"),
            Param.word("stores", StoreSowing.OWN, "the stores a lap sows into: OWN, BOTH or NONE (boards with stores)"),
            Param.word("first", First.NEXT, "NEXT: a lap starts in the hole after the one lifted; ORIGIN: in the hole"
                    + " lifted, unless it held one seed")),
    /** Which holes a move may start from. */
    MOVES("moves", false, false,
            Param.integer("min-seeds", 1, 1, 100, "a move lifts a hole of the mover's own rows with at least this many"),
            Param.word("singles", Singles.ANY, "ANY: a hole of one seed is played as any other; LAST: only when no legal"
                    + " move lifts more; LAST_EMPTY: as LAST, and only into an empty hole")),
    /** A capture at the end of a lap; any number, tried in order, the first that applies captures. */
    CAPTURE("capture", false, true,
            Param.word("where", Where.OWN, "the last seed's hole: in the mover's OWN rows, the OPPONENT's, or ANY"),
            Param.word("when", When.EMPTY, "EMPTY: the hole was empty; COUNT: it now holds one of counts; EVEN"),
            Param.set("counts", 0L, 1, 63, "the counts that capture, with when=COUNT"),
            Param.word("take", Take.OPPOSITE, "OPPOSITE hole, THIS hole, a RUN: this and the holes before it"
                    + " while the condition holds, or FLANKS: the holes on either side in the same row when they hold"
                    + " equal counts, or the NEXT hole after this one"),
            Param.word("seed", Seed.WITHOUT, "WITH: the capturing hole's seeds are taken too (take=OPPOSITE or FLANKS)"),
            Param.bool("lone", false, "with take=OPPOSITE seed=WITH: the capturing seed is taken even when the"
                    + " opposite hole is empty"),
            Param.word("to", To.STORE, "where the taken seeds go: the capturer's STORE, or SOW them on from the next hole")),
    /** A last seed in the mover's own store gives another move. */
    EXTRA_TURN("extra-turn", false, false),
    /** A player must give seeds to an opponent who has none, if they can. */
    FEEDING("feeding", false, false,
            Param.bool("must", true, "whether the mover must feed an opponent with no seeds")),
    /** A capture that would take every seed of the opponent's rows. */
    GRAND_SLAM("grand-slam", false, false,
            Param.word("then", GrandSlam.NO_CAPTURE, "NO_CAPTURE: it takes nothing; ILLEGAL: the move may not be"
                    + " played; CAPTURE: it takes them; CAPTURE_AGAIN: it takes them and the mover moves again")),
    /** A condition that ends the game; any number, checked in order after every move. */
    END("end", true, true,
            Param.word("when", EndWhen.NO_LEGAL_MOVES, "the condition")),
    /** Where the seeds left on the board go when the game ends. */
    SEEDS_LEFT("seeds-left", false, false,
            Param.word("to", SeedsLeft.OWNER, "OWNER: each to the player whose rows hold it; NONE: they stay;"
                    + " EMPTIED: all to the player whose rows are empty")),
    /** Who wins. */
    WINNER("winner", false, false,
            Param.word("by", Winner.MOST_SEEDS, "MOST_SEEDS in store or captured, or LAST_MOVER: who cannot move loses")),
    /** Whether a player left with no seed in their holes passes, the mover moving again. */
    PASS("pass", false, false,
            Param.word("when", PassWhen.NO_SEEDS, "NO_SEEDS: a player with no seed passes; NEVER: no one passes;"
                    + " NO_MOVES: a player with no hole to lift passes")),
    /** A last seed that makes a hole of the opponent's row hold one of counts claims it for good (the tuzdik). */
    CLAIM("claim", false, false,
            Param.set("counts", 0L, 1, 63, "the counts that claim the hole"),
            Param.integer("most", 1, 1, 12, "holes a player may claim in a game"),
            Param.bool("last", false, "whether the last hole of the opponent's row may be claimed"),
            Param.word("twin", Twin.NUMBER, "the opponent's claim that bars a hole: on the hole of the same NUMBER in"
                    + " its row, on the OPPOSITE hole, or ANY: none"),
            Param.word("keep", Keep.BANK, "BANK: the hole's seeds, and every seed sown there later, go to the claimer's"
                    + " bank (the tuzdik); HOLE: they stay in the hole, the claimer's at the end (Gabata's weg)"),
            Param.integer("raid", 0, 0, 100, "with keep=HOLE: the seeds an opponent's last seed in the hole takes from"
                    + " it besides itself"),
            Param.bool("lone", false, "with keep=HOLE: an opponent's last seed that falls into the hole empty is"
                    + " taken back by its sower"),
            Param.bool("own", false, "whether a hole of the mover's own row may be claimed too")),
    /** On 4 rows: a last seed in an occupied hole of the mover's inner row takes the opponent's column, sown on. */
    COLUMN_CAPTURE("column-capture", false, false,
            Param.word("needs", Needs.BOTH, "BOTH of the opponent's holes facing the last hole hold seeds, or the"
                    + " INNER one does (the outer is taken too if it holds any)"),
            Param.word("from", SowFrom.NEXT, "where the taken seeds are sown from: the NEXT hole after the last, the"
                    + " first hole of the LAP that captured, or the first hole of the MOVE")),
    /** A hole a seed brings to a count is taken at once, in the middle of the lap, which then goes on (the pasu). */
    PASU("pasu", false, false,
            Param.integer("count", 4, 2, 100, "the count that takes a hole the moment a seed brings it there"),
            Param.word("to", PasuTo.OWNER, "who takes it: the OWNER of the row it is in, or the MOVER")),
    /**
     * Four rows: a last seed in the mover's inner row captures the opponent's facing inner hole (Bao, Nsolo), its
     * seeds banked or sown into the mover's inner row from its end (the kichwa); tried before the capture blocks.
     */
    CAPTURE_FACING("capture-facing", false, false,
            Param.word("when", Landing.OCCUPIED, "the mover's inner hole the last seed fell into was EMPTY, or"
                    + " OCCUPIED (held seeds before it)"),
            Param.bool("back", false, "whether the opponent's back hole behind the facing one goes too, when the"
                    + " facing one is taken"),
            Param.word("extra", Extra.NONE, "one more hole of the opponent's, the fullest: NONE, ALWAYS with a capture,"
                    + " or AFTER_BACK: only when the back hole was taken too"),
            Param.word("to", FacingTo.END, "the taken seeds: sown from the END of the mover's inner row where the"
                    + " sowing enters it (the kichwa), the move going on; or to the STORE, the move ending"),
            Param.word("later", Later.ALWAYS, "captures on later laps: ALWAYS, or IF_FIRST: only in a move whose"
                    + " first lap captured"),
            Param.bool("must", false, "whether a move whose first lap captures must be played when there is one")),
    /** Four rows: each player's hole that starts empty, the rest holding the start block's seeds (Nsolo). */
    START_EMPTY("start-empty", false, false,
            Param.word("hole", StartHole.INNER_RIGHT, "INNER_RIGHT: the right-hand end of each player's inner row as"
                    + " they see it; INNER_LEFT: its left-hand end; NONE"));

    /** The holes that hold seeds at the start (block start). */
    public enum Filled { ALL, OUTER, OUTER_RIGHT }

    /** Which of the opponent's facing holes must hold seeds for a column capture. */
    public enum Needs { BOTH, INNER }

    /** Where a column capture's seeds are sown from. */
    public enum SowFrom { NEXT, LAP, MOVE }

    /** Where the last seed of a capture-facing lap must fall: into an empty or an occupied inner hole. */
    public enum Landing { EMPTY, OCCUPIED }

    /** The one more hole block capture-facing takes. */
    public enum Extra { NONE, ALWAYS, AFTER_BACK }

    /** Where the seeds block capture-facing takes go. */
    public enum FacingTo { END, STORE }

    /** Whether block capture-facing captures on the later laps of a move. */
    public enum Later { ALWAYS, IF_FIRST }

    /** The hole block start-empty leaves empty. */
    public enum StartHole { INNER_RIGHT, INNER_LEFT, NONE }

    /** Stores on the board. */
    public enum Stores { NONE, ENDS }

    /** One lap a move, or relay sowing. */
    public enum Laps { SINGLE, RELAY, NEXT }

    /** What a lap long enough to come round does at the hole it was lifted from. */
    public enum Origin { SOW, SKIP }

    /** The stores a lap sows into. */
    public enum StoreSowing { OWN, BOTH, NONE }

    /** Where the last seed must fall for a capture. */
    public enum Where { OWN, OPPONENT, ANY }

    /** The condition of a capture at the last hole. */
    public enum When { EMPTY, COUNT, EVEN }

    /** What a capture takes. */
    public enum Take { OPPOSITE, THIS, RUN, FLANKS, NEXT }

    /** Whether the capturing hole's seeds go with the opposite hole's. */
    public enum Seed { WITH, WITHOUT }

    /** Where taken seeds go. */
    public enum To { STORE, SOW }

    /** What a capture of every seed of the opponent's rows does. */
    public enum GrandSlam { NO_CAPTURE, ILLEGAL, CAPTURE, CAPTURE_AGAIN }

    /** An end condition, checked after every move and on the starting position. */
    public enum EndWhen {
        /** The holes of either side are all empty. */
        EITHER_SIDE_EMPTY,
        /** The player to move has no seed in their holes. */
        MOVER_EMPTY,
        /** A player has captured more than half of the seeds, or each has half. */
        HALF_CAPTURED,
        /** A position (holes, stores and the player to move) comes back since the last capture. */
        REPETITION,
        /** The player to move has no legal move. */
        NO_LEGAL_MOVES,
        /** The player to move has no seed in their inner row (Bao; on two rows, their row). */
        INNER_EMPTY
    }

    /** Where the seeds left go. */
    public enum SeedsLeft { OWNER, NONE, EMPTIED }

    /** How the winner is found. */
    public enum Winner { MOST_SEEDS, LAST_MOVER }

    /** When a player passes (block pass). */
    public enum PassWhen { NO_SEEDS, NEVER, NO_MOVES }

    /** Where a lap starts: the hole after the one lifted, or that hole itself (Toguz Kumalak). */
    public enum First { NEXT, ORIGIN }

    /** Which hole's claim by the opponent bars a claim (block claim). */
    public enum Twin { NUMBER, OPPOSITE, ANY }

    /** Where a claimed hole's seeds go (block claim). */
    public enum Keep { BANK, HOLE }
    /** Who takes a hole of block pasu. */
    public enum PasuTo { OWNER, MOVER }

    /** Whether a hole of one seed may be played while a move of more seeds is legal. */
    public enum Singles { ANY, LAST, LAST_EMPTY }

    private final String word;
    private final boolean required;
    private final boolean repeatable;
    private final List<Param> params;

    Block(String word, boolean required, boolean repeatable, Param... params) {
        this.word = word;
        this.required = required;
        this.repeatable = repeatable;
        this.params = List.of(params);
    }

    /** The block's name as a sheet writes it. */
    public String word() {
        return word;
    }

    /** Whether every sheet must have it. */
    public boolean required() {
        return required;
    }

    /** Whether a sheet may have it more than once. */
    public boolean repeatable() {
        return repeatable;
    }

    /** Its parameters. */
    public List<Param> params() {
        return params;
    }

    /** The parameter of this name, or {@code null}. */
    Param param(String name) {
        for (Param p : params) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        return null;
    }

    /** The parameters' names, for messages. */
    String paramNames() {
        return params.isEmpty() ? "none" : params.stream().map(Param::name).collect(Collectors.joining(", "));
    }

    /** The block of this name, or {@code null}. */
    static Block of(String word) {
        for (Block b : values()) {
            if (b.word.equals(word)) {
                return b;
            }
        }
        return null;
    }

    /** Every block's name, for messages. */
    static String words() {
        return Arrays.stream(values()).map(Block::word).collect(Collectors.joining(", "));
    }
}
