package org.baolab.cli;

import org.baolab.Games;
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
        spec.commandLine().getOut().print(Games.rules(game).options());
    }
}
