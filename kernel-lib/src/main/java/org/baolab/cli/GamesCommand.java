package org.baolab.cli;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code baolab games}: the games, each with its title and summary, wrapped to fit unless {@code --wide}. */
@Command(name = "games", description = "List the games: id, title and summary (with --wide one line each).")
final class GamesCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Option(names = "--wide", description = TextTable.WIDE_HELP)
    boolean wide;

    @Override
    public void run() {
        List<Game> games = Games.all();
        TextTable table = new TextTable(null, List.of(
                new TextTable.Column("game", games.stream().map(Game::id).toList(), true, false, false),
                new TextTable.Column("title and summary", games.stream().map(g -> g.title() + ": " + g.summary())
                        .toList(), false, false, true)));
        spec.commandLine().getOut().print(table.render(wide));
    }
}
