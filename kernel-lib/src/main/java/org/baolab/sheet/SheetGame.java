package org.baolab.sheet;

import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.baolab.core.Board;
import org.baolab.core.CommonOptions;
import org.baolab.core.Game;
import org.baolab.core.GameState;
import org.baolab.core.OptionSpec;
import org.baolab.core.Reason;
import org.baolab.core.Rules;

/**
 * A game written as a rule sheet: its id, title, options and blocks come from the {@link Sheet}, and
 * {@link SheetState} plays it. Serializable as the sheet's text, so that rules of a user's own sheet travel to other
 * machines (Spark) too: read back, it is the registered game of that id and text, or the sheet compiled again.
 */
public final class SheetGame implements Game, Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The houses of a side are all empty (KA5 in Kalah; {@code end EITHER_SIDE_EMPTY} or {@code MOVER_EMPTY}). */
    static final Reason SIDE_EMPTY = Reason.declare("SIDE_EMPTY", "a side's houses are all empty");
    /** A player has captured more than half of the seeds, or each half (OW7a in Oware; {@code end HALF_CAPTURED}). */
    static final Reason HALF_CAPTURED =
            Reason.declare("HALF_CAPTURED", "a player has captured more than half of the seeds, or each half");

    private final String text;
    private final String source;
    private final transient Sheet sheet;
    private final transient List<OptionSpec> options;
    private final transient List<Reason> reasons;

    SheetGame(Sheet sheet) {
        this.sheet = sheet;
        this.text = sheet.text();
        this.source = sheet.source();
        List<OptionSpec> own = new ArrayList<>();
        sheet.options().forEach(o -> own.add(o.spec()));
        this.options = CommonOptions.with(own.toArray(OptionSpec[]::new));
        List<Reason> ends = new ArrayList<>();
        for (Sheet.Use end : sheet.all(Block.END)) {
            for (Object when : whens(end)) {
                Reason r = reason((Block.EndWhen) when);
                if (!ends.contains(r)) {
                    ends.add(r);
                }
            }
        }
        if (!ends.contains(Reason.NO_LEGAL_MOVES)) {
            ends.add(Reason.NO_LEGAL_MOVES);         // always the last check: a game never waits on a stuck player
        }
        this.reasons = List.copyOf(ends);
    }

    /** The conditions an end block may check: its value, or every value of the option that sets it. */
    private static Object[] whens(Sheet.Use end) {
        Sheet.Value v = end.values().get("when");
        return v == null ? new Object[] {Block.EndWhen.NO_LEGAL_MOVES}
                : v.option() == null ? new Object[] {v.constant()} : Block.EndWhen.values();
    }

    /** The reason a condition ends the game with (rule C9's, or one the sheets declare). */
    static Reason reason(Block.EndWhen when) {
        return switch (when) {
            case EITHER_SIDE_EMPTY, MOVER_EMPTY -> SIDE_EMPTY;
            case HALF_CAPTURED -> HALF_CAPTURED;
            case REPETITION -> Reason.REPETITION;
            case NO_LEGAL_MOVES -> Reason.NO_LEGAL_MOVES;
            case INNER_EMPTY -> Reason.INNER_ROW_EMPTY;
        };
    }

    /** The sheet this game is played from. */
    public Sheet sheet() {
        return sheet;
    }

    @Override
    public String id() {
        return sheet.id();
    }

    @Override
    public String title() {
        return sheet.title();
    }

    @Override
    public String summary() {
        return sheet.about();
    }

    @Override
    public List<OptionSpec> options() {
        return options;
    }

    @Override
    public Board board(Rules rules) {
        return new Board(rows(), sheet.first(Block.BOARD).integer("holes", rules));
    }

    int rows() {
        return sheet.first(Block.BOARD).integer("rows", null);
    }

    /** Whether the board has a store at each end. */
    boolean storesAtEnds() {
        return sheet.first(Block.BOARD).word("stores", Block.Stores.class, null) == Block.Stores.ENDS;
    }

    @Override
    public GameState newState(Rules rules) {
        return SheetState.start(rules);
    }

    @Override
    public boolean extraTurns() {
        return sheet.first(Block.EXTRA_TURN) != null || sheet.first(Block.PASS) != null;
    }

    @Override
    public List<Reason> reasons() {
        return reasons;
    }

    /**
     * Whether seeds can reach a bank: through stores, a capture or claim block, or the seeds left at the end. A sheet
     * whose seeds never leave the board (Hus, Igisoro, Omweso: block column-capture sows what it takes) has none.
     */
    @Override
    public boolean hasBanks() {
        Sheet.Value left = sheet.orDefault(Block.SEEDS_LEFT).values().get("to");
        boolean leftBanked = left == null || left.option() != null || left.constant() != Block.SeedsLeft.NONE;
        return storesAtEnds() || leftBanked || sheet.first(Block.CAPTURE) != null || sheet.first(Block.CLAIM) != null
                || sheet.first(Block.CAPTURE_FACING) != null || sheet.first(Block.PASU) != null;
    }

    /** Two rows: the banks are drawn as stores at the ends, as the reference games draw theirs. */
    @Override
    public boolean hasStores() {
        return rows() == 2;
    }

    @Override
    public String bankLabel() {
        return storesAtEnds() ? "store" : "captured";
    }

    /** A game won by the last to move scores the seeds on one's side too ({@code SheetState.score}). */
    @Override
    public String scoreLabel() {
        return decidedByScore() ? "score" : "seeds on their side";
    }

    @Override
    public boolean decidedByScore() {
        return sheet.orDefault(Block.WINNER).word("by", Block.Winner.class, null) == Block.Winner.MOST_SEEDS;
    }

    /** Games of one sheet are equal: the same id and the same text. */
    @Override
    public boolean equals(Object o) {
        return o instanceof SheetGame g && g.text.equals(text) && g.id().equals(id());
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return id();
    }

    /** Read back: the registered game of this text, or the sheet compiled again. */
    @Serial
    private Object readResolve() {
        return Sheets.game(text, source);
    }
}
