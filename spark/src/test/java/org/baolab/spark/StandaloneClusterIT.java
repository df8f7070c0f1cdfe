package org.baolab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cluster jar on a real standalone cluster on this machine: a master, a worker and the executor JVM the
 * worker starts, all from Spark's jars (a Spark home whose {@code jars/} are those of the build's Spark class
 * path). Games travel to another JVM and back; the files are those of the single-machine run.
 */
class StandaloneClusterIT {

    private static final List<String> SWEEP = List.of("sweep", "--game", "kimasai-two-phase", "--vary",
            "reserve=0,12", "--south", "alphabeta:2", "--north", "random", "--games", "300", "--seed", "31");

    @TempDir
    Path dir;

    private final List<Process> cluster = new ArrayList<>();

    @AfterEach
    void stopCluster() {
        for (Process p : cluster) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
        }
    }

    @Test
    void aSweepOnAStandaloneClusterWritesTheSingleMachineFiles() throws Exception {
        Path home = sparkHome(Submission.sparkClasspath());
        int port = freePort();
        String master = "spark://127.0.0.1:" + port;
        start(home, "master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                "--port", String.valueOf(port), "--webui-port", String.valueOf(freePort()));
        Path workerLog = start(home, "worker", "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                "--cores", "2", "--memory", "2g", "--work-dir", dir.resolve("work").toString(),
                "--webui-port", String.valueOf(freePort()), master);
        awaitLine(workerLog, "Successfully registered with master", 90);

        List<String> submit = new ArrayList<>(List.of("org.apache.spark.deploy.SparkSubmit", "--master", master,
                "--executor-memory", "1g", Submission.JAR.toString()));
        submit.addAll(Submission.writing(SWEEP, dir, "cluster"));
        submit.addAll(List.of("--spark", master));
        Path driverLog = dir.resolve("driver.log");
        Path stdout = dir.resolve("stdout.txt");
        Process driver = inSparkHome(home, submit).redirectOutput(stdout.toFile()).redirectError(driverLog.toFile())
                .start();
        cluster.add(driver);
        assertTrue(driver.waitFor(150, TimeUnit.SECONDS), "the sweep did not finish in 150 s");
        assertEquals(0, driver.exitValue(), Files.readString(driverLog));
        assertTrue(Files.readString(driverLog).contains("Granted executor ID"), "an executor JVM of the worker played");
        Submission.assertSameAsHere(SWEEP, dir, "cluster", stdout);
    }

    /**
     * A Spark home as a distribution lays it out: {@code RELEASE} and {@code jars/}, links to the jars (in the
     * build folder, which the test's temporary folder would warn of for each link).
     */
    private static Path sparkHome(String classpath) throws IOException {
        Path home = Path.of("target", "spark-home").toAbsolutePath();
        if (Files.exists(home)) {
            try (var old = Files.walk(home)) {
                for (Path p : old.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Files.createDirectories(home.resolve("jars"));
        Files.writeString(home.resolve("RELEASE"), "Spark, from the build's class path\n");
        for (String jar : classpath.split(java.io.File.pathSeparator)) {
            Path from = Path.of(jar);
            Files.createSymbolicLink(home.resolve("jars").resolve(from.getFileName()), from.toAbsolutePath());
        }
        return home;
    }

    private Path start(Path home, String name, String... mainAndArgs) throws IOException {
        Path log = dir.resolve(name + ".log");
        cluster.add(inSparkHome(home, List.of(mainAndArgs)).redirectErrorStream(true).redirectOutput(log.toFile())
                .start());
        return log;
    }

    private static ProcessBuilder inSparkHome(Path home, List<String> mainAndArgs) throws IOException {
        ProcessBuilder pb = Submission.java(mainAndArgs);
        pb.environment().put("SPARK_HOME", home.toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");    // what a distribution's scripts would say
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        return pb;
    }

    private static void awaitLine(Path log, String line, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readString(log).contains(line)) {
                return;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("no '" + line + "' in " + log + " after " + seconds + " s:\n" + Files.readString(log));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
