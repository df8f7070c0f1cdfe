package org.baolab.kernel;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the kernelspec ({@code kernel.json}) that tells Jupyter how to start this kernel: this Java, this jar (both
 * absolute paths), display name "Java (Bao Lab)", and interrupts sent as messages, so that Kernel &gt; Interrupt
 * stops the running cell instead of the JVM.
 */
final class KernelSpec {

    static final String DISPLAY_NAME = "Java (Bao Lab)";

    private KernelSpec() {
    }

    /** Writes {@code kernel.json} into the directory (created if needed) and returns its path. */
    static Path write(Path directory) throws IOException {
        Path jar = ownJar();
        JsonArray argv = new JsonArray();
        argv.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
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
