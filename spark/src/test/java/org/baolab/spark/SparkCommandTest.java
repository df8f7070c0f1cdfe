package org.baolab.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.baolab.cli.BaoLab;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code baolab sweep ... --spark MASTER_URL} writes what the same command writes on one machine. */
class SparkCommandTest {

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    @BeforeAll
    static void sparkIsRunning() {
        LocalSpark.session();    // the command finds it running at the same master and uses it
    }

    private Run sweep(String... more) {
        List<String> args = new ArrayList<>(List.of("sweep", "--game", "kimasai-four-rows", "--vary",
                "captures=true,false", "--south", "greedy", "--north", "random", "--games", "100", "--seed", "4"));
        args.addAll(List.of(more));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = BaoLab.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    private String file(String name) {
        return dir.resolve(name).toString();
    }

    @Test
    void theSameFilesAsOnOneMachine() throws Exception {
        Run local = sweep("--threads", "2", "--out", file("local.csv"), "--summary", file("local-summary.csv"));
        Run spark = sweep("--spark", LocalSpark.MASTER, "--out", file("spark.csv"), "--summary", file("spark-summary.csv"));
        assertEquals(0, local.status(), local.err());
        assertEquals(0, spark.status(), spark.err());
        assertArrayEquals(Files.readAllBytes(dir.resolve("local.csv")), Files.readAllBytes(dir.resolve("spark.csv")));
        assertArrayEquals(Files.readAllBytes(dir.resolve("local-summary.csv")),
                Files.readAllBytes(dir.resolve("spark-summary.csv")));
        assertEquals(local.out(), spark.out());
        assertEquals(201, Files.readAllLines(dir.resolve("spark.csv")).size());
    }

    @Test
    void parquetRowsWithTheSummaryOnTheConsole() throws Exception {
        Run local = sweep("--summary", file("local-summary.csv"));
        Run spark = sweep("--spark", LocalSpark.MASTER, "--parquet", file("rows"), "--summary", file("spark-summary.csv"));
        assertEquals(0, spark.status(), spark.err());
        assertEquals(local.out(), spark.out());
        assertArrayEquals(Files.readAllBytes(dir.resolve("local-summary.csv")),
                Files.readAllBytes(dir.resolve("spark-summary.csv")));
        assertTrue(Files.isRegularFile(dir.resolve("rows").resolve("_SUCCESS")));
        assertTrue(Files.isDirectory(dir.resolve("rows").resolve("variant=1")));
        Run again = sweep("--spark", LocalSpark.MASTER, "--parquet", file("rows"));
        assertEquals(BaoLab.BAD_INPUT, again.status());
        assertTrue(again.err().contains("already exists"), again.err());
    }

    @Test
    void aBadMasterOrParquetPathIsRefusedInALineBeforeAnyGame() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();    // nothing listens there once closed
        }
        Path file = Files.writeString(dir.resolve("afile"), "x");
        List<String[]> bad = List.of(new String[] {"--spark", "local[0]"}, new String[] {"--spark", "local[abc]"},
                new String[] {"--spark", "bogus://x"}, new String[] {"--spark", "spark://127.0.0.1:" + closed},
                new String[] {"--spark", LocalSpark.MASTER, "--parquet", file.resolve("rows").toString()},
                new String[] {"--spark", LocalSpark.MASTER, "--parquet", dir.toString()});
        for (String[] args : bad) {
            Run run = sweep(args);
            String what = String.join(" ", args);
            assertEquals(BaoLab.BAD_INPUT, run.status(), what + ": " + run.err());
            assertEquals(1, run.err().strip().split("\n").length, what + ": " + run.err());
            assertTrue(run.err().contains(args[args.length - 1]), run.err());
            assertEquals("", run.out());
        }
        assertTrue(sweep("--spark", "spark://127.0.0.1:" + closed).err().contains("cannot reach the master"));
        assertTrue(sweep("--spark", "local[0]").err().contains("local[*]"), "says what is valid");
    }
}
