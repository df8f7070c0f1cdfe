package org.baolab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cluster jar under {@code spark-submit}: its main class {@code org.apache.spark.deploy.SparkSubmit}, in a
 * JVM of its own with Spark's class path alone, as on a cluster. The files it writes are those of the same
 * command on one machine.
 */
class SparkSubmitIT {

    private static final List<String> SWEEP = List.of("sweep", "--game", "bao-kingulu", "--vary",
            "seedsPerPit=2,3,4", "--south", "greedy", "--north", "random", "--games", "400", "--seed", "7");

    @TempDir
    Path dir;

    @Test
    void theClusterJarHoldsTheLibraryButNotSpark() throws Exception {
        try (ZipFile jar = new ZipFile(Submission.JAR.toFile())) {
            List<String> names = jar.stream().map(e -> e.getName()).toList();
            for (String needed : List.of("org/baolab/cli/BaoLab.class", "org/baolab/spark/SparkSweep.class",
                    "tech/tablesaw/api/Table.class", "picocli/CommandLine.class",
                    "META-INF/services/org.baolab.sim.Cluster")) {
                assertTrue(names.contains(needed), needed);
            }
            for (String provided : List.of("org/apache/spark/", "scala/", "org/apache/hadoop/", "org/apache/parquet/",
                    "com/google/common/", "org/roaringbitmap/")) {
                assertFalse(names.stream().anyMatch(n -> n.startsWith(provided)), provided + " is the cluster's");
            }
        }
    }

    @Test
    void sparkSubmitWritesTheFilesOfTheSingleMachineRun() throws Exception {
        List<String> submit = new ArrayList<>(List.of("org.apache.spark.deploy.SparkSubmit", "--master", "local[2]",
                Submission.JAR.toString()));
        submit.addAll(Submission.writing(SWEEP, dir, "spark"));
        submit.addAll(List.of("--spark", "local[2]"));
        Path stdout = dir.resolve("stdout.txt");
        Path stderr = dir.resolve("stderr.txt");
        Process p = Submission.java(submit).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        try {
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "spark-submit did not finish in 2 minutes");
        } finally {
            p.destroyForcibly();    // nothing left running when the wait failed
        }
        assertEquals(0, p.exitValue(), Files.readString(stderr));
        Submission.assertSameAsHere(SWEEP, dir, "spark", stdout);
    }
}
