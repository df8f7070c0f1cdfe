package org.baolab.cli;

import java.io.PrintWriter;
import org.baolab.Games;
import org.baolab.core.Game;
import org.baolab.core.OptionSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code baolab rules --game ID}: every option with its type, default, valid range and meaning. */
@Command(name = "rules", description = "List a game's rule options: type, default, valid range and meaning.")
final class RulesCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Option(names = "--game", required = true, paramLabel = "ID", description = "the game (see `baolab games`)")
    String game;

    @Override
    public void run() {
        Game g = Games.byId(game);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%-26s %-8s %-20s %-22s %s%n", "option", "type", "default", "valid", "meaning");
        for (OptionSpec o : g.options()) {
            out.printf("%-26s %-8s %-20s %-22s %s%n", o.name(), o.type(), o.format(o.defaultValue()), o.range(),
                    o.description());
        }
    }
}
