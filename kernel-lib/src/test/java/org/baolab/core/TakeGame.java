package org.baolab.core;

import java.util.List;

/**
 * A test-only game with extra turns and a reason of its own, small enough to search to the end: two rows; a move
 * banks every seed of one of the mover's holes, and a hole that held an odd number of seeds gives the mover another
 * move. The game ends when the player to move has no seed left in their row ({@link #ROW_EMPTY}); the larger bank
 * wins. Not registered, so that it shows in no list of games.
 */
final class TakeGame extends AbstractGame {

    private static final long serialVersionUID = 1L;

    /** The game's own end (a reason outside rule C9). */
    static final Reason ROW_EMPTY = Reason.declare("ROW_EMPTY", "the player to move has no seed in their row");

    private static final TakeGame GAME = new TakeGame();

    /** The one instance. */
    static TakeGame game() {
        return GAME;
    }

    private TakeGame() {
        super("take", "Take", "a test game: bank a hole's seeds, an odd count moves again",
                CommonOptions.with(new OptionSpec.Int("pitsPerRow", 3, 1, 12, "holes in each row")));
    }

    @Override
    public Board board(Rules rules) {
        return new Board(2, rules.integer("pitsPerRow"));
    }

    @Override
    public GameState newState(Rules rules) {
        State s = new State(rules);
        s.checkEnd(true);
        return s;
    }

    @Override
    public List<Reason> reasons() {
        return List.of(ROW_EMPTY);
    }

    @Override
    public boolean extraTurns() {
        return true;
    }

    @Override
    public boolean hasBanks() {
        return true;
    }

    /** A position of the game, set up with {@link GameState#setRows}. */
    static GameState position(int[] south, int[] north, Player toMove) {
        return Rules.defaults(game()).with("pitsPerRow", south.length).newState().setRows(south, north).setToMove(toMove);
    }

    static final class State extends GameState {

        State(Rules rules) {
            super(rules);
            java.util.Arrays.fill(counts, 1);
        }

        private int row(int hole) {
            return hole / board.columns();
        }

        @Override
        protected long generateCandidates() {
            long moves = 0;
            for (int h = 0; h < counts.length; h++) {
                if (row(h) == toMove.ordinal() && counts[h] > 0) {
                    moves |= 1L << h;
                }
            }
            return moves;
        }

        @Override
        protected boolean move(int hole) {
            int seeds = counts[hole];
            counts[hole] = 0;
            bookCapture(toMove.ordinal(), hole, seeds);
            moveAgain = seeds % 2 == 1;
            tallyLaps(0);
            return true;
        }

        @Override
        protected void checkOwnEnd(boolean atStart) {
            if (candidateCount() == 0) {
                endByScore(ROW_EMPTY);
            }
        }

        @Override
        protected String refusal(int hole) {
            return row(hole) != toMove.ordinal() ? "not your row (rule X1)" : counts[hole] == 0 ? "empty (rule X1)" : null;
        }

        @Override
        protected void copyGameFrom(GameState other) {
        }

        @Override
        public GameState copy() {
            State c = new State(rules);
            c.copyFrom(this);
            return c;
        }

        @Override
        public int score(Player player) {
            return bank[player.ordinal()];
        }

        @Override
        public List<String> extraTallyNames() {
            return List.of();
        }
    }
}
