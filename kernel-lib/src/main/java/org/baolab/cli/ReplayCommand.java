package org.baolab.cli;

import java.io.PrintWriter;
import org.baolab.core.GameState;
import org.baolab.core.IllegalMoveException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code baolab replay}: plays a sequence of moves and prints the state as JSON ({@code Position#toJson}), the
 * final state only, or with {@code --trace} the start and the state after every move, one object a line.
 * An illegal move stops the replay with exit status 2 and one line on standard error naming its place in the
 * sequence, the move and the reason with the rule id.
 */
@Command(name = "replay", description = "Play moves and print the state as JSON (one object per line with --trace).")
final class ReplayCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Mixin
    GameOptions game;

    @Option(names = "--moves", paramLabel = "\"M1 M2 ...\"", description = "moves, space-separated hole names")
    String moves = "";

    @Option(names = "--trace", description = "print the start and the state after every move (JSON Lines)")
    boolean trace;

    @Override
    public void run() {
        GameState state = game.rules().newState();
        PrintWriter out = spec.commandLine().getOut();
        if (trace) {
            out.println(state.position().toJson());
        }
        String[] tokens = moves.isBlank() ? new String[0] : moves.trim().split("\\s+");
        for (int i = 0; i < tokens.length; i++) {
            String why;
            int hole = -1;
            try {
                hole = state.board().parse(tokens[i]);
                why = state.whyIllegal(hole);
            } catch (IllegalArgumentException e) {
                why = e.getMessage() + " (rule C2)";
            }
            if (why != null) {
                throw new IllegalMoveException(tokens[i], state.toMove(), i + 1, why);
            }
            state.play(hole);
            if (trace) {
                out.println(state.position().toJson());
            }
        }
        if (!trace) {
            out.println(state.position().toJson());
        }
    }
}
