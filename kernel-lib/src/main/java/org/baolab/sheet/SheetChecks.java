package org.baolab.sheet;

import java.util.List;
import java.util.Map;

/**
 * The checks of a parsed sheet as a whole: each block as often as it may appear, and no two blocks that contradict
 * each other (stores on four rows, an extra turn with no store, a claim on four rows, ...). Each refusal is one
 * {@link SheetException} naming the line, the block and what would be valid.
 */
final class SheetChecks {

    private final String source;
    /** The column of each parameter of each block use, as the parser read it. */
    private final Map<Sheet.Use, Map<String, Integer>> columns;

    SheetChecks(String source, Map<Sheet.Use, Map<String, Integer>> columns) {
        this.source = source;
        this.columns = columns;
    }

    /** Refuses the sheet if a block is missing, repeated or contradicts another. */
    void check(Sheet sheet) {
        counts(sheet);
        blocks(sheet);
    }

    private SheetException error(int line, int column, String block, String what) {
        return new SheetException(source, line, column, block, what);
    }

    /** Each block appears as often as it may. */
    private void counts(Sheet sheet) {
        for (Block b : Block.values()) {
            List<Sheet.Use> uses = sheet.all(b);
            if (b.required() && uses.isEmpty()) {
                throw error(0, 0, b.word(), "every sheet needs a block " + b.word() + ", such as "
                        + Sheets.example(b));
            }
            if (!b.repeatable() && uses.size() > 1) {
                throw error(uses.get(1).line(), 1, b.word(), "block " + b.word() + " is on line " + uses.get(0).line()
                        + " and again on line " + uses.get(1).line() + ": a sheet has one");
            }
        }
    }

    /** Blocks that contradict each other, named both. */
    private void blocks(Sheet sheet) {
        Sheet.Use board = sheet.first(Block.BOARD);
        int rows = board.integer("rows", null);
        if (rows != 2 && rows != 4) {
            throw error(board.line(), columns.get(board).get("rows"), "board", "rows cannot be " + rows
                    + ": valid values are 2, 4");
        }
        boolean stores = board.word("stores", Block.Stores.class, null) == Block.Stores.ENDS;
        if (stores && rows == 4) {
            throw error(board.line(), columns.get(board).get("stores"), "board", "stores=ENDS is for 2 rows;"
                    + " a 4-row board has stores=NONE");
        }
        Sheet.Use extra = sheet.first(Block.EXTRA_TURN);
        if (extra != null && !stores) {
            throw error(extra.line(), 1, "extra-turn", "an extra turn is for a last seed in the mover's store, but"
                    + " block board on line " + board.line() + " has no stores: add stores=ENDS there or drop this block");
        }
        Sheet.Use slam = sheet.first(Block.GRAND_SLAM);
        if (slam != null && sheet.first(Block.CAPTURE) == null) {
            throw error(slam.line(), 1, "grand-slam", "a grand slam is a capture, but the sheet has no capture block:"
                    + " add one or drop this block");
        }
        checkClaim(sheet, rows);
        checkFourRows(sheet, rows);
        if (Pasu.refusal(sheet) != null) {
            throw error(sheet.first(Block.PASU).line(), 1, "pasu", Pasu.refusal(sheet));
        }
        for (Sheet.Use c : sheet.all(Block.CAPTURE)) {
            Object when = c.values().containsKey("when") ? c.values().get("when").constant() : Block.When.EMPTY;
            if (when == Block.When.COUNT && !c.values().containsKey("counts")) {
                throw error(c.line(), 1, "capture", "when=COUNT needs the counts that capture, such as counts={2,3}");
            }
        }
    }

    /** Blocks of inner and outer rows (column-capture, a start layout, capture-facing, start-empty): four rows only. */
    private void checkFourRows(Sheet sheet, int rows) {
        if (rows == 4) {
            return;
        }
        Sheet.Use column = sheet.first(Block.COLUMN_CAPTURE);
        if (column != null) {
            throw error(column.line(), 1, "column-capture", "a column capture takes the opponent's inner and outer"
                    + " hole facing the mover's inner row, which only 4 rows have: write board rows=4 or drop this block");
        }
        Sheet.Use start = sheet.first(Block.START);
        Sheet.Value layout = start.values().get("layout");
        if (layout != null && layout.constant() != Block.Filled.ALL) {
            throw error(start.line(), columns.get(start).get("layout"), "start", "layout="
                    + (layout.option() != null ? "$" + layout.option() : layout.constant())
                    + " speaks of outer and inner rows, which only 4 rows have: on 2 rows every hole is filled (layout=ALL)");
        }
        for (Block b : List.of(Block.CAPTURE_FACING, Block.START_EMPTY)) {
            Sheet.Use use = sheet.first(b);
            if (use != null) {
                throw error(use.line(), 1, b.word(), "block " + b.word() + " is about the inner rows of a 4-row board,"
                        + " but block board on line " + sheet.first(Block.BOARD).line() + " has " + rows
                        + " rows: write board rows=4 or drop this block");
            }
        }
    }

    /** A claim is of holes of the opponent's row, which a lap reaches on two rows only, at the counts it names. */
    private void checkClaim(Sheet sheet, int rows) {
        Sheet.Use claim = sheet.first(Block.CLAIM);
        if (claim != null && rows != 2) {
            throw error(claim.line(), 1, "claim", "a claim takes a hole of the opponent's row, which a lap reaches on"
                    + " 2 rows only: write board rows=2 or drop this block");
        }
        if (claim != null && !claim.values().containsKey("counts")) {
            throw error(claim.line(), 1, "claim", "claim needs the counts that claim a hole, such as counts={3}");
        }
        Sheet.Value keep = claim == null ? null : claim.values().get("keep");
        if (claim != null && (keep == null || keep.constant() == Block.Keep.BANK)) {
            for (String p : new String[] {"raid", "lone"}) {
                if (claim.values().containsKey(p)) {
                    throw error(claim.line(), columns.get(claim).get(p), "claim", p + " is for a claimed hole that"
                            + " keeps its seeds, and this claim banks them (keep=BANK, the default): add keep=HOLE or"
                            + " drop " + p);
                }
            }
        }
    }
}
