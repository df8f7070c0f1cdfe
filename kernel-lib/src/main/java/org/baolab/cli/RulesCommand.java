package org.baolab.cli;

import org.baolab.Games;
import org.baolab.core.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import tech.tablesaw.api.Table;

/** {@code baolab rules --game ID | --game-file PATH}: every option with its type, default, valid range and meaning. */
@Command(name = "rules", description = "List a game's rule options: type, default, valid range and meaning.")
final class RulesCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Option(names = "--game", paramLabel = "ID", description = "the game (see `baolab games`)")
    String game;

    @Option(names = "--game-file", paramLabel = "PATH", description = "the game of a rule sheet file (.sowing)")
    String gameFile;

    @Option(names = "--wide", description = TextTable.WIDE_HELP)
    boolean wide;

    @Override
    public void run() {
        if (game == null && gameFile == null) {
            throw new IllegalArgumentException("name the game with --game ID or --game-file PATH (see `baolab games`)");
        }
        Rules rules = gameFile != null ? GameOptions.fromFile(gameFile, game, null) : Games.rules(game);
        Table options = rules.options().toTable().setName(null);
        if (options.stringColumn("value").asList().equals(options.stringColumn("default").asList())) {
            options.removeColumns("value");   // the standard rules: each value is its default, said once
        }
        TextTable table = TextTable.of(options, 1).prose("valid", "meaning");
        spec.commandLine().getOut().print(table.render(wide));
    }
}
