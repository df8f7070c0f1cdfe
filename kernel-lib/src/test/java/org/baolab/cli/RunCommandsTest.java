package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** {@code baolab simulate}, {@code sweep} and {@code bench}: flags, files, output and errors. */
class RunCommandsTest {

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run baolab(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = BaoLab.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    private Run simulate(String threads, String out, String summary, String... more) {
        List<String> args = new ArrayList<>(List.of("simulate", "--game", "bao-kingulu", "--rule",
                "seedsPerPit=3", "--south", "greedy", "--north", "random", "--games", "150", "--seed", "77",
                "--threads", threads, "--out", dir.resolve(out).toString(), "--summary", dir.resolve(summary).toString()));
        args.addAll(List.of(more));
        return baolab(args.toArray(String[]::new));
    }

    @Test
    void simulateWritesTheSameFilesForAnyThreadCount() throws Exception {
        Run one = simulate("1", "games1.csv", "summary1.csv");
        Run two = simulate("3", "games3.csv", "summary3.csv");
        assertEquals(0, one.status(), one.err());
        assertEquals("", one.err(), "quiet when standard error is not a terminal");
        assertArrayEquals(Files.readAllBytes(dir.resolve("games1.csv")), Files.readAllBytes(dir.resolve("games3.csv")));
        assertArrayEquals(Files.readAllBytes(dir.resolve("summary1.csv")), Files.readAllBytes(dir.resolve("summary3.csv")));
        assertEquals(one.out(), two.out());
        List<String> lines = Files.readAllLines(dir.resolve("games1.csv"));
        assertEquals(151, lines.size());
        assertTrue(lines.get(0).startsWith("game,index,seed,south,north,seedsPerPit,firstMover,status,reason,plies,"),
                lines.get(0));
        assertTrue(lines.get(1).startsWith("bao-kingulu,0,"), lines.get(1));
        List<String> summary = Files.readAllLines(dir.resolve("summary1.csv"));
        assertEquals(2, summary.size());
        assertTrue(summary.get(0).startsWith("game,south,north,seedsPerPit,games,southWinRate,southWinRateLow,"));
        assertTrue(summary.get(1).startsWith("bao-kingulu,greedy,random,3,150,"), summary.get(1));
        assertTrue(one.out().contains("SOUTH wins") && one.out().contains("150"), one.out());
        Run streamed = baolab("simulate", "--game", "bao-kingulu", "--rule", "seedsPerPit=3", "--south", "greedy",
                "--north", "random", "--games", "150", "--seed", "77", "--summary", dir.resolve("streamed.csv").toString());
        assertEquals(one.out(), streamed.out(), "without --out the summary is the same, no rows held");
        assertArrayEquals(Files.readAllBytes(dir.resolve("summary1.csv")), Files.readAllBytes(dir.resolve("streamed.csv")));
    }

    @Test
    void sweepGivesOneSummaryRowPerGridPoint() throws Exception {
        Run run = baolab("sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random", "--games", "30",
                "--seed", "5", "--threads", "2", "--vary", "seedsPerPit=2,3,4", "--vary", "kuweka=true,false",
                "--out", dir.resolve("g.csv").toString(), "--summary", dir.resolve("s.csv").toString());
        assertEquals(0, run.status(), run.err());
        List<String> summary = Files.readAllLines(dir.resolve("s.csv"));
        assertEquals(7, summary.size());
        assertTrue(summary.get(0).startsWith("game,south,north,seedsPerPit,kuweka,games,"), summary.get(0));
        assertTrue(summary.get(1).startsWith("bao-kingulu,random,random,2,true,30,"), summary.get(1));
        assertTrue(summary.get(6).startsWith("bao-kingulu,random,random,4,false,30,"), summary.get(6));
        assertEquals(181, Files.readAllLines(dir.resolve("g.csv")).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--south=best", "--threads=0", "--games=-3", "--rule=seedsPerPit=99", "--rule=nosuch=1",
        "--game=chess", "--seed=x"})
    void badInputExitsWithStatusTwoAndSaysWhatIsValid(String bad) {
        List<String> args = new ArrayList<>(List.of("--game=bao-kingulu", "--south=random", "--north=random",
                "--games=5", "--seed=1"));
        args.removeIf(a -> a.startsWith(bad.substring(0, bad.indexOf('=') + 1)));
        args.add(0, "simulate");
        args.add(bad);
        Run run = baolab(args.toArray(String[]::new));
        assertEquals(BaoLab.BAD_INPUT, run.status(), run.out());
        assertTrue(!run.err().isBlank() && run.out().isEmpty(), run.err());
    }

    @Test
    void badVaryIsRefused() {
        for (String vary : new String[] {"seedsPerPit=2,x", "seedsPerPit", "nosuch=1,2", "kuweka="}) {
            Run run = baolab("sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random", "--games",
                    "5", "--seed", "1", "--vary", vary);
            assertEquals(BaoLab.BAD_INPUT, run.status(), vary + ": " + run.err());
        }
        Run missing = baolab("simulate", "--game", "bao-kingulu", "--south", "random", "--games", "5", "--seed", "1");
        assertEquals(BaoLab.BAD_INPUT, missing.status());
        assertTrue(missing.err().contains("--north"), missing.err());
    }

    @Test
    void sweepVariesAgentsAndRanges() throws Exception {
        Run run = baolab("sweep", "--game", "kimasai-two-phase", "--north", "random", "--games", "4", "--seed", "5",
                "--vary", "south=random,greedy:0.1", "--vary", "reserve=0..48:24", "--summary", dir.resolve("s.csv").toString());
        assertEquals(0, run.status(), run.err());
        List<String> summary = Files.readAllLines(dir.resolve("s.csv"));
        assertEquals(7, summary.size());
        assertTrue(summary.get(0).startsWith("game,south,north,reserve,games,"), summary.get(0));
        List<String> points = summary.stream().skip(1).map(l -> String.join(",", List.of(l.split(",")).subList(1, 4))).toList();
        assertEquals(List.of("random,random,0", "random,random,24", "random,random,48", "greedy:0.1,random,0",
                "greedy:0.1,random,24", "greedy:0.1,random,48"), points);
        Run range = baolab("sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random", "--games", "2",
                "--seed", "1", "--vary", "seedsPerPit=2..6");
        assertEquals(0, range.status(), range.err());
        assertEquals(5, range.out().lines().filter(l -> l.matches(" *[2-6]  .*")).map(l -> l.strip().charAt(0))
                .distinct().count(), range.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "--south random --vary seedsPerPit=2,3 --vary seedsPerPit=4; "
            + "--vary seedsPerPit=2,3 and --vary seedsPerPit=4 both vary seedsPerPit: give all its values in one --vary",
        "--south random --rule seedsPerPit=3 --vary seedsPerPit=2,4; "
            + "--rule seedsPerPit=3 and --vary seedsPerPit=2,4 both set seedsPerPit: use one of them",
        "--south greedy --vary south=random,greedy; "
            + "--south greedy and --vary south=random,greedy both set SOUTH's agent: use one of them",
        "--vary seedsPerPit=2,3; missing --south AGENT, SOUTH's agent: valid agents are random, greedy, greedy:EPSILON",
        "--south random --vary seedsPerPit=2..60; option seedsPerPit cannot be 60: valid values are 1..20",
        "--south random --vary seedsPerPit; --vary seedsPerPit: write NAME=V1,V2,... or NAME=START..END[:STEP]",
        "--south random --vary south=random; baolab: --south random and --vary south=random both set SOUTH's agent",
        "--south mcts:2000000000 --vary seedsPerPit=2; "
            + "bad agent 'mcts:2000000000': ITERATIONS 2000000000 is out of range 1..1000000; valid agents are",
        "--south alphabeta:x --vary seedsPerPit=2; bad agent 'alphabeta:x': DEPTH must be a whole number, not 'x';",
        "--south random --rule kuweka=true --rule kuweka=false --vary seedsPerPit=2; "
            + "baolab: --rule kuweka=true and --rule kuweka=false both set kuweka: keep one",
        "--south random --rule kuweka --vary seedsPerPit=2; baolab: --rule kuweka: write NAME=VALUE"})
    void conflictingOrImpossibleSweepsAreRefusedNamingBoth(String flags, String message) {
        List<String> args = new ArrayList<>(List.of("sweep", "--game", "bao-kingulu", "--north", "random", "--games",
                "2", "--seed", "1"));
        args.addAll(List.of(flags.split(" ")));
        Run run = baolab(args.toArray(String[]::new));
        assertEquals(BaoLab.BAD_INPUT, run.status(), run.out());
        assertTrue(run.err().contains(message), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aRunWithoutDecisiveGamesHasNoFirstPlayerAdvantage() {
        // without captures, four-rows games end in repetition draws
        Run run = baolab("simulate", "--game", "kimasai-four-rows", "--rule", "captures=false", "--south", "greedy",
                "--north", "random", "--games", "20", "--seed", "4");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().lines().findFirst().orElseThrow().contains("kimasai-four-rows"), run.out());
        String row = run.out().lines().filter(l -> l.contains("100.0% [83.9, 100.0]")).findFirst().orElseThrow();
        assertTrue(row.endsWith("n/a"), run.out());
    }

    @Test
    void sparkFlagsSayWhatTheyNeed() {
        List<String> run = List.of("sweep", "--game", "bao-kingulu", "--south", "random", "--north", "random",
                "--games", "5", "--seed", "1", "--vary", "kuweka=true,false");
        Run noSpark = baolab(with(run, "--spark", "local[2]"));
        assertEquals(BaoLab.BAD_INPUT, noSpark.status());
        assertTrue(noSpark.err().contains("spark-submit") && noSpark.err().contains("baolab-spark"), noSpark.err());
        Run parquetAlone = baolab(with(run, "--parquet", dir.resolve("rows").toString()));
        assertEquals(BaoLab.BAD_INPUT, parquetAlone.status());
        assertTrue(parquetAlone.err().contains("--spark MASTER_URL"), parquetAlone.err());
        Run both = baolab(with(run, "--spark", "local[2]", "--parquet", "rows", "--out", "games.csv"));
        assertEquals(BaoLab.BAD_INPUT, both.status());
        assertTrue(both.err().contains("choose one"), both.err());
        assertTrue(Files.notExists(dir.resolve("rows")));
    }

    private static String[] with(List<String> args, String... more) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @Test
    void benchPrintsOneJsonLinePerGame() {
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(new BenchCommand(Duration.ofMillis(100), Duration.ofMillis(300)));
        cli.setOut(new PrintWriter(out));
        assertEquals(0, cli.execute("--game", "bao-kingulu", "--threads", "2"));
        String[] lines = out.toString().strip().split("\n");
        assertEquals(1, lines.length);
        JsonObject json = JsonParser.parseString(lines[0]).getAsJsonObject();
        assertEquals(List.of("game", "threads", "pliesPerSecond", "gamesPerSecond"), List.copyOf(json.keySet()));
        assertEquals("bao-kingulu", json.get("game").getAsString());
        assertEquals(2, json.get("threads").getAsInt());
        assertTrue(json.get("pliesPerSecond").getAsDouble() > json.get("gamesPerSecond").getAsDouble());
        assertTrue(json.get("gamesPerSecond").getAsDouble() > 0);
    }

    @Test
    void benchWithMetricsAddsTheRunAndMetricsSpeedsWithAndWithoutTheEvaluation() {
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(new BenchCommand(Duration.ofMillis(100), Duration.ofMillis(200)));
        cli.setOut(new PrintWriter(out));
        assertEquals(0, cli.execute("--game", "kimasai-four-rows", "--threads", "1", "--metrics"));
        JsonObject json = JsonParser.parseString(out.toString().strip()).getAsJsonObject();
        assertEquals(List.of("game", "threads", "pliesPerSecond", "gamesPerSecond", "runPliesPerSecond",
                "metricsPliesPerSecond", "withoutEvaluationPliesPerSecond", "metricsSlowdown",
                "withoutEvaluationSlowdown"), List.copyOf(json.keySet()));
        assertEquals(json.get("runPliesPerSecond").getAsDouble() / json.get("metricsPliesPerSecond").getAsDouble(),
                json.get("metricsSlowdown").getAsDouble(), 0.01);
        assertEquals(json.get("runPliesPerSecond").getAsDouble()
                        / json.get("withoutEvaluationPliesPerSecond").getAsDouble(),
                json.get("withoutEvaluationSlowdown").getAsDouble(), 0.01);
    }

    @Test
    void benchRefusesBadInput() {
        assertEquals(BaoLab.BAD_INPUT, baolab("bench", "--game", "chess").status());
        assertEquals(BaoLab.BAD_INPUT, baolab("bench", "--threads", "0").status());
    }
}
