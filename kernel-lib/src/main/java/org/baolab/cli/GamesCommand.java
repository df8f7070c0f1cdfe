package org.baolab.cli;

import org.baolab.Games;
import org.baolab.core.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code baolab games}: the games, one line each. */
@Command(name = "games", description = "List the games, one line each.")
final class GamesCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        for (Game g : Games.all()) {
            spec.commandLine().getOut().printf("%-18s %s: %s%n", g.id(), g.title(), g.summary());
        }
    }
}
