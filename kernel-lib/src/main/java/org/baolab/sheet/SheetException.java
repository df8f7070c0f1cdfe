package org.baolab.sheet;

/**
 * A rule sheet that cannot become a game: one line saying where (source, line, column, block), what is wrong and what
 * is valid. Every fault of a sheet's text ends in this exception and in no other.
 */
public final class SheetException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String block;

    /**
     * @param source the sheet's file or name
     * @param line the line (1-based), or 0 for the sheet as a whole
     * @param column the column (1-based), or 0
     * @param block the block the fault is in, or {@code null}
     * @param what what is wrong and what is valid
     */
    SheetException(String source, int line, int column, String block, String what) {
        super(where(source, line, column, block) + oneLine(what));
        this.line = line;
        this.column = column;
        this.block = block;
    }

    private static String where(String source, int line, int column, String block) {
        String at = source + (line > 0 ? " line " + line + (column > 0 ? ", column " + column : "") : "");
        return at + (block != null ? ", block " + block : "") + ": ";
    }

    /** Quoted text may hold anything: the message stays on one line. */
    private static String oneLine(String what) {
        return what.replaceAll("\\R", " ");
    }

    /** The line (1-based), or 0 for the sheet as a whole. */
    public int line() {
        return line;
    }

    /** The column (1-based), or 0. */
    public int column() {
        return column;
    }

    /** The block the fault is in, or {@code null}. */
    public String block() {
        return block;
    }
}
