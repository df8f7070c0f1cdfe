package org.baolab.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code --records FILE.jsonl} on {@code simulate} and {@code sweep}: keys, order, threads, and replay. */
class GameRecordsTest {

    private static final List<String> KEYS = List.of("game", "index", "seed", "south", "north", "rules", "moves",
            "status", "reason", "plies");

    @TempDir
    Path dir;

    private CliRun sweep(String game, String rule, String vary, String threads, String records) {
        return CliRun.of("sweep", "--game", game, "--rule", rule, "--vary", vary, "--south", "greedy", "--north",
                "random", "--games", "12", "--seed", "31", "--threads", threads, "--records",
                dir.resolve(records).toString());
    }

    @ParameterizedTest
    @CsvSource({"bao-kingulu, seedsPerPit=3, 'kuweka=true,false'",
        "kimasai-four-rows, holesPerRow=6, 'captures=true,false'",
        "kimasai-two-phase, reserve=6, 'capturesInPhaseOne=false,true'"})
    void recordsAreTheSameForAnyThreadCountAndReplayToTheSameEnd(String game, String rule, String vary)
            throws Exception {
        CliRun one = sweep(game, rule, vary, "1", "one.jsonl");
        CliRun three = sweep(game, rule, vary, "3", "three.jsonl");
        assertEquals(0, one.status(), one.err());
        assertEquals(0, three.status(), three.err());
        assertArrayEquals(Files.readAllBytes(dir.resolve("one.jsonl")), Files.readAllBytes(dir.resolve("three.jsonl")));
        List<String> lines = Files.readAllLines(dir.resolve("one.jsonl"));
        assertEquals(24, lines.size(), "one line per game at each of two grid points");
        String option = vary.substring(0, vary.indexOf('='));
        String ruleName = rule.substring(0, rule.indexOf('='));
        String[] values = vary.substring(vary.indexOf('=') + 1).split(",");
        boolean[] listed = new boolean[2];
        for (int i = 0; i < lines.size(); i++) {
            JsonObject record = JsonParser.parseString(lines.get(i)).getAsJsonObject();
            assertEquals(KEYS, new ArrayList<>(record.keySet()), lines.get(i));
            assertEquals(game, record.get("game").getAsString());
            assertEquals(i % 12, record.get("index").getAsLong(), "index order within a grid point");
            assertEquals("greedy", record.get("south").getAsString());
            JsonObject rules = record.getAsJsonObject("rules");
            assertEquals(rule.substring(rule.indexOf('=') + 1), rules.get(ruleName).getAsString());
            List<String> replay = new ArrayList<>(List.of("replay", "--game", game, "--rule", rule));
            for (Map.Entry<String, JsonElement> e : rules.entrySet()) {
                if (!e.getKey().equals(ruleName)) {
                    replay.addAll(List.of("--rule", e.getKey() + "=" + e.getValue().getAsString()));
                }
            }
            if (rules.has(option)) {
                assertEquals(values[i / 12], rules.get(option).getAsString(), "the grid point's value");
            }
            listed[i / 12] = rules.has(option);
            List<String> moves = new ArrayList<>();
            record.getAsJsonArray("moves").forEach(m -> moves.add(m.getAsString()));
            assertEquals(record.get("plies").getAsInt(), moves.size());
            replay.addAll(List.of("--moves", String.join(" ", moves)));
            CliRun end = CliRun.of(replay.toArray(String[]::new));
            assertEquals(0, end.status(), end.err());
            JsonObject position = JsonParser.parseString(end.out().trim()).getAsJsonObject();
            assertEquals(record.get("status"), position.get("status"), lines.get(i));
            assertEquals(record.get("reason"), position.get("reason"), lines.get(i));
            assertEquals(record.get("plies"), position.get("ply"), lines.get(i));
        }
        assertTrue(listed[0] != listed[1], "the varied option is listed where it differs from the default only");
    }

    @Test
    void recordsOfASimulationFollowTheRowsOfOut() throws Exception {
        CliRun run = CliRun.of("simulate", "--game", "bao-kingulu", "--south", "random", "--north", "greedy",
                "--games", "20", "--seed", "4", "--out", dir.resolve("games.csv").toString(), "--records",
                dir.resolve("games.jsonl").toString());
        assertEquals(0, run.status(), run.err());
        List<String> rows = Files.readAllLines(dir.resolve("games.csv"));
        List<String> records = Files.readAllLines(dir.resolve("games.jsonl"));
        assertEquals(rows.size() - 1, records.size());
        List<String> header = List.of(rows.get(0).split(","));
        for (int i = 0; i < records.size(); i++) {
            String[] row = rows.get(i + 1).split(",");
            JsonObject record = JsonParser.parseString(records.get(i)).getAsJsonObject();
            assertEquals("{}", record.get("rules").toString(), "no option changed");
            for (String key : List.of("index", "seed", "status", "reason", "plies")) {
                assertEquals(row[header.indexOf(key)], record.get(key).getAsString(), key + " of game " + i);
            }
        }
    }

    @Test
    void recordsAreCheckedLikeEveryOutputAndRefusedWithParquet() throws Exception {
        Path csv = dir.resolve("same.csv");
        CliRun same = CliRun.of("simulate", "--game", "bao-kingulu", "--games", "5", "--seed", "1", "--south",
                "random", "--north", "random", "--out", csv.toString(), "--records", csv.toString());
        assertEquals(2, same.status());
        assertTrue(same.err().contains("--out and --records both name"), same.err());
        CliRun folder = CliRun.of("simulate", "--game", "bao-kingulu", "--games", "5", "--seed", "1", "--south",
                "random", "--north", "random", "--records", dir.toString());
        assertEquals(2, folder.status());
        assertTrue(folder.err().contains("--records '" + dir + "': is a folder"), folder.err());
        CliRun parquet = CliRun.of("simulate", "--game", "bao-kingulu", "--games", "5", "--seed", "1", "--south",
                "random", "--north", "random", "--records", dir.resolve("r.jsonl").toString(), "--spark",
                "local[1]", "--parquet", dir.resolve("p").toString());
        assertEquals(2, parquet.status());
        assertTrue(parquet.err().contains("--parquet and --records both ask for the per-game rows"), parquet.err());
        assertFalse(Files.exists(dir.resolve("r.jsonl")));
    }

    @Test
    void metricsAreInTheSummaryTheSameForAnyThreadCount() throws Exception {
        List<String> summaries = new ArrayList<>();
        for (String threads : List.of("1", "3")) {
            Path summary = dir.resolve("summary" + threads + ".csv");
            CliRun run = CliRun.of("sweep", "--game", "kimasai-two-phase", "--vary", "capturesInPhaseOne=false,true",
                    "--south", "random", "--north", "greedy", "--games", "40", "--seed", "2", "--threads", threads,
                    "--metrics", "--summary", summary.toString());
            assertEquals(0, run.status(), run.err());
            assertTrue(run.out().contains("lead changes") && run.out().contains("balance"), run.out());
            summaries.add(Files.readString(summary));
        }
        assertEquals(summaries.get(0), summaries.get(1));
        String header = summaries.get(0).lines().findFirst().orElseThrow();
        assertTrue(header.endsWith(",completion,completionLow,completionHigh,balance,balanceLow,balanceHigh,"
                + "drawishness,drawishnessLow,drawishnessHigh,branching,branchingLow,branchingHigh,decisionMoves,"
                + "decisionMovesLow,decisionMovesHigh,treeComplexity,treeComplexityLow,treeComplexityHigh,coverage,"
                + "coverageLow,coverageHigh,repetition,repetitionLow,repetitionHigh,leadChange,leadChangeLow,"
                + "leadChangeHigh,stability,stabilityLow,stabilityHigh,decisiveness,decisivenessLow,decisivenessHigh,"
                + "drama,dramaLow,dramaHigh,dramaMax,dramaMaxLow,dramaMaxHigh"), header);
        CliRun plain = CliRun.of("simulate", "--game", "kimasai-two-phase", "--south", "random", "--north", "random",
                "--games", "5", "--seed", "2", "--summary", dir.resolve("plain.csv").toString());
        assertEquals(0, plain.status(), plain.err());
        assertFalse(Files.readString(dir.resolve("plain.csv")).contains("balance"), "no metrics unless asked");
        assertFalse(plain.out().contains("balance"), plain.out());
        CliRun parquet = CliRun.of("simulate", "--game", "bao-kingulu", "--games", "5", "--seed", "1", "--south",
                "random", "--north", "random", "--metrics", "--spark", "local[1]", "--parquet",
                dir.resolve("p").toString());
        assertEquals(2, parquet.status());
        assertTrue(parquet.err().contains("--metrics is not measured by --parquet runs"), parquet.err());
    }
}
