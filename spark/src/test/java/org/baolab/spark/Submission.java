package org.baolab.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.baolab.cli.BaoLab;

/**
 * What the tests of the cluster jar share: the jar, Spark's class path as the build wrote it, JVMs on that class
 * path alone, and the comparison with the same command run on this machine's threads.
 */
final class Submission {

    static final Path JAR = Path.of(System.getProperty("cluster.jar", "target/baolab-spark-cluster.jar"));
    private static final Path SPARK_CLASSPATH = Path.of(System.getProperty("spark.classpath",
            "target/spark-classpath.txt"));

    private Submission() {
    }

    /** Spark's class path, as on a cluster: Spark and what it brings, nothing of the project. */
    static String sparkClasspath() throws IOException {
        return Files.readString(SPARK_CLASSPATH).strip();
    }

    /** A JVM running a main class of Spark's with these arguments, on Spark's class path alone. */
    static ProcessBuilder java(List<String> mainAndArgs) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", sparkClasspath()));
        command.addAll(mainAndArgs);
        return new ProcessBuilder(command);
    }

    /** The arguments with {@code --out dir/NAME.csv --summary dir/NAME-summary.csv} added. */
    static List<String> writing(List<String> args, Path dir, String name) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of("--out", dir.resolve(name + ".csv").toString(), "--summary",
                dir.resolve(name + "-summary.csv").toString()));
        return all;
    }

    /**
     * Runs the command on this machine's threads, writing {@code local.csv} and {@code local-summary.csv}, and
     * checks that the run named {@code name} wrote the same bytes and printed the same summary.
     */
    static void assertSameAsHere(List<String> command, Path dir, String name, Path printed) throws IOException {
        StringWriter out = new StringWriter();
        assertEquals(0, BaoLab.run(writing(command, dir, "local").toArray(String[]::new), new PrintWriter(out),
                new PrintWriter(new StringWriter())));
        assertArrayEquals(Files.readAllBytes(dir.resolve("local.csv")), Files.readAllBytes(dir.resolve(name + ".csv")));
        assertArrayEquals(Files.readAllBytes(dir.resolve("local-summary.csv")),
                Files.readAllBytes(dir.resolve(name + "-summary.csv")));
        assertEquals(out.toString(), Files.readString(printed));
    }
}
