package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.baolab.Games;
import org.baolab.core.Game;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every subcommand that prints a table fits 100 columns by default, for every game; {@code --wide} does not wrap. */
class TableWidthTest {

    static Stream<String> games() {
        return Games.all().stream().map(Game::id);
    }

    /** Each table-printing subcommand of a game, with a short run. */
    private static List<List<String>> commands(String game) {
        List<String> run = List.of("--game", game, "--games", "6", "--seed", "3", "--threads", "1");
        List<List<String>> commands = new ArrayList<>();
        commands.add(List.of("games"));
        commands.add(List.of("rules", "--game", game));
        commands.add(concat(List.of("simulate", "--south", "mcts:8", "--north", "greedy:0.1"), run));
        commands.add(concat(List.of("simulate", "--south", "random", "--north", "random", "--metrics"), run));
        commands.add(concat(List.of("sweep", "--north", "random", "--vary", "south=random,greedy,alphabeta:2",
                "--metrics"), run));
        commands.add(List.of("ladder", "--agents", "random,greedy,greedy:0.25,alphabeta:1,alphabeta:2,"
                + "mcts:4,mcts:8,mcts:16", "--game", game, "--games", "2", "--seed", "3", "--threads", "1"));
        return commands;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    @ParameterizedTest
    @MethodSource("games")
    @DisplayName("every line of every subcommand's tables is at most 100 characters by default")
    void tablesFitOneHundredColumns(String game) {
        for (List<String> command : commands(game)) {
            CliRun run = CliRun.of(command.toArray(String[]::new));
            assertEquals(0, run.status(), command + ": " + run.err());
            for (String line : run.lines()) {
                assertTrue(line.length() <= TextTable.WIDTH, command + " printed a line of " + line.length()
                        + " characters:\n" + run.out());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    @DisplayName("a game's rules wrap their valid values and meanings in one table, never split into blocks")
    void rulesWrapTheirProse(String game) {
        CliRun rules = CliRun.of("rules", "--game", game);
        assertTrue(rules.lines().get(0).endsWith("meaning") && !rules.lines().contains(""), rules.out());
    }

    @ParameterizedTest
    @MethodSource("games")
    @DisplayName("with --wide a row is one line: each game on one line, the summary's row with every metric")
    void wideKeepsEachRowOnOneLine(String game) {
        CliRun games = CliRun.of("games", "--wide");
        assertEquals(Games.all().size() + 2, games.lines().size(), "a header, a rule and a line a game:\n" + games.out());
        CliRun rules = CliRun.of("rules", "--game", game, "--wide");
        assertEquals(Games.byId(game).options().size() + 2, rules.lines().size(), rules.out());
        CliRun simulate = CliRun.of("simulate", "--game", game, "--south", "random", "--north", "random", "--games",
                "6", "--seed", "3", "--metrics", "--wide");
        assertEquals(0, simulate.status(), simulate.err());
        assertEquals(4, simulate.lines().size(), "a title, a header, a rule and the row:\n" + simulate.out());
        assertTrue(simulate.lines().get(3).contains("%") && simulate.lines().get(1).contains("drama"), simulate.out());
    }
}
