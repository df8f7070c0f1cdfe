package org.baolab.kernel;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;

/**
 * Starts the kernel: {@code java -jar baolab-kernel.jar CONNECTION_FILE} (what Jupyter runs), or writes a kernelspec:
 * {@code java -jar baolab-kernel.jar --kernelspec DIRECTORY}. {@code --warm-up} runs the kernel's start-up without
 * Jupyter and exits: the training run for the class-data archive (see {@link KernelSpec}).
 */
public final class KernelMain {

    /**
     * What a new kernel runs before the first cell, to have the compiler and the board drawing warm: both forms a
     * board is shown in, the SVG and the PNG (whose first picture loads Java 2D, its fonts and the PNG writer).
     */
    private static final String WARM_UP = "org.baolab.notebook.BoardSvg.of(org.baolab.Games.baoKingulu().newMatch())"
            + ".length() + org.baolab.notebook.BoardSvg.png(org.baolab.Games.baoKingulu().newMatch()).length";

    private KernelMain() {
    }

    /**
     * Runs the kernel or writes its kernelspec.
     *
     * @param args a connection file, or {@code --kernelspec} and a directory
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--kernelspec")) {
            Path written = KernelSpec.write(Path.of(args[1]));
            System.out.println("wrote " + written);
            return;
        }
        if (args.length == 1 && args[0].equals("--warm-up")) {
            BaoLabKernel kernel = newKernel();
            kernel.onStartup();
            kernel.eval("Games.baoKingulu().newMatch()");
            kernel.onShutdown(false);
            return;
        }
        if (args.length != 1 || args[0].startsWith("-")) {
            System.err.println("usage: java -jar baolab-kernel.jar CONNECTION_FILE\n"
                    + "       java -jar baolab-kernel.jar --kernelspec DIRECTORY   (writes kernel.json there)");
            System.exit(2);
        }
        System.setProperty("java.awt.headless", "true");
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        // Spark and Hadoop, when a notebook loads them, warn of things a notebook user cannot change (the host
        // name, native libraries) and log every failed task in full; their errors still show.
        for (String logger : new String[] {"org.apache.spark", "org.apache.hadoop", "org.sparkproject"}) {
            System.setProperty("org.slf4j.simpleLogger.log." + logger, "error");
        }
        run(KernelConnectionProperties.parse(Files.readString(Path.of(args[0]))));
    }

    private static BaoLabKernel newKernel() {
        CellEvaluator evaluator = new CellEvaluator(
                Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator)));
        evaluator.startInBackground(StartupImports.code(), WARM_UP);
        return BaoLabKernel.builder(evaluator)
                .name("baolab")
                .version(String.valueOf(KernelMain.class.getPackage().getImplementationVersion()))
                .lineMagic("classpath", ClasspathMagic.classpath())
                .lineMagic("jars", ClasspathMagic.jars())
                .lineMagic("maven", new MavenMagic())
                .lineMagic("lsmagic", KernelMagics.lsmagic())
                .build();
    }

    private static void run(KernelConnectionProperties properties) throws Exception {
        BaoLabKernel kernel = newKernel();
        SignedConnection connection = new SignedConnection(properties);
        kernel.becomeHandlerForConnection(connection);
        kernel.onStartup();
        connection.connect();
        connection.waitUntilClose();
        System.exit(0); // cells may have left non-daemon threads running
    }
}
