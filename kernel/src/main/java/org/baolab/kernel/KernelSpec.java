package org.baolab.kernel;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Writes the kernelspec ({@code kernel.json}) that tells Jupyter how to start this kernel: this Java, this jar (both
 * absolute paths), display name "Java (Bao Lab)", and interrupts sent as messages, so that Kernel &gt; Interrupt
 * stops the running cell instead of the JVM.
 *
 * <p>It also prepares a class-data archive beside the jar ({@code .jsa}, made by a training run of the kernel's
 * start-up) that the kernel JVM maps at start, so that the first cell answers sooner. A missing or outdated archive
 * only costs speed: the JVM then loads classes as usual.
 */
final class KernelSpec {

    static final String DISPLAY_NAME = "Java (Bao Lab)";
    private static final int TRAINING_SECONDS = 180;

    private KernelSpec() {
    }

    /** Writes {@code kernel.json} into the directory (created if needed) and returns its path. */
    static Path write(Path directory) throws IOException, InterruptedException {
        Path jar = ownJar();
        Path archive = trainArchive(jar);
        JsonArray argv = new JsonArray();
        argv.add(java());
        if (archive != null) {
            argv.add("-XX:SharedArchiveFile=" + archive);
        }
        argv.add("-Djava.awt.headless=true");
        argv.add("-Dfile.encoding=UTF-8");
        argv.add("-jar");
        argv.add(jar.toString());
        argv.add("{connection_file}");
        JsonObject spec = new JsonObject();
        spec.add("argv", argv);
        spec.addProperty("display_name", DISPLAY_NAME);
        spec.addProperty("language", "java");
        spec.addProperty("interrupt_mode", "message");
        Files.createDirectories(directory);
        Path file = directory.resolve("kernel.json");
        Files.writeString(file, new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(spec));
        return file;
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The class-data archive for this jar, made now if missing or older than the jar; null if it cannot be made. */
    private static Path trainArchive(Path jar) throws IOException, InterruptedException {
        String name = jar.getFileName().toString();
        Path archive = jar.resolveSibling(name.substring(0, name.length() - ".jar".length()) + ".jsa");
        if (Files.isRegularFile(archive)
                && Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) > 0) {
            return archive;
        }
        Files.deleteIfExists(archive);
        Process training = new ProcessBuilder(java(), "-XX:ArchiveClassesAtExit=" + archive, "-Djava.awt.headless=true",
                "-jar", jar.toString(), "--warm-up")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!training.waitFor(TRAINING_SECONDS, TimeUnit.SECONDS)) {
            training.destroyForcibly();
        }
        if (training.exitValue() != 0 || !Files.isRegularFile(archive)) {
            System.err.println("note: could not prepare the class-data archive " + archive
                    + "; the kernel works without it but starts slower");
            return null;
        }
        return archive;
    }

    private static Path ownJar() {
        try {
            Path location = Path.of(KernelSpec.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .toAbsolutePath();
            if (!location.toString().endsWith(".jar")) {
                throw new IllegalStateException("the kernelspec must point at the packaged kernel jar, but this runs "
                        + "from " + location + ": build it with mvn package and run java -jar on it");
            }
            return location;
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the kernel's location is not a file", e);
        }
    }
}
