package org.baolab.spark;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.baolab.cli.BaoLab;
import org.baolab.sim.Cluster;
import org.baolab.sim.TaskRunner;

/**
 * The cluster behind the command line's {@code --spark MASTER_URL} (and {@code --parquet DIR}), found by
 * {@link java.util.ServiceLoader} when this module's jar is on the class path. Its {@link #main} is what
 * {@code bin/baolab ... --spark} runs: it checks the master URL, then hands the command to Spark's launcher.
 */
public final class SparkCluster implements Cluster {

    /** How long to try to reach a standalone or Kubernetes master before saying it cannot be reached. */
    private static final int CONNECT_MILLIS = 5000;
    private static final Pattern LOCAL = Pattern.compile("local(\\[(\\*|[1-9]\\d*)(,[1-9]\\d*)?])?");
    private static final Pattern LOCAL_CLUSTER = Pattern.compile("local-cluster\\[[1-9]\\d*,[1-9]\\d*,[1-9]\\d*]");
    private static final String VALID = "local, local[N], local[*], local[N,RETRIES], "
            + "spark://HOST:PORT[,HOST:PORT...], yarn or k8s://https://HOST:PORT";

    /** Made by {@link java.util.ServiceLoader}. */
    public SparkCluster() {
    }

    @Override
    public TaskRunner runner(String masterUrl, String parquet) {
        check(masterUrl);
        SparkSweep sweep = SparkSweep.master(masterUrl);
        return parquet == null ? sweep : sweep.parquet(parquet);
    }

    /**
     * Refuses a master URL Spark would not take, and a standalone or Kubernetes master that does not answer, before
     * any Spark session is made (Spark itself retries for a minute, then prints hundreds of lines).
     *
     * @throws IllegalArgumentException saying what is wrong and what is valid
     */
    static void check(String master) {
        String url = master == null ? "" : master.strip();
        if (LOCAL.matcher(url).matches() || LOCAL_CLUSTER.matcher(url).matches() || url.equals("yarn")) {
            return;
        }
        List<InetSocketAddress> addresses = new ArrayList<>();
        if (url.startsWith("spark://")) {
            for (String hostPort : url.substring("spark://".length()).split(",", -1)) {
                addresses.add(address(url, "spark://" + hostPort, -1));
            }
        } else if (url.startsWith("k8s://")) {
            String api = url.substring("k8s://".length());
            api = api.contains("://") ? api : "https://" + api;
            addresses.add(address(url, api, api.startsWith("http://") ? 80 : 443));
        } else {
            throw new IllegalArgumentException("--spark '" + url + "' is not a Spark master URL: use " + VALID);
        }
        IOException last = null;
        for (InetSocketAddress address : addresses) {
            try (Socket socket = new Socket()) {
                socket.connect(address, CONNECT_MILLIS);
                return;
            } catch (IOException e) {
                last = e;
            }
        }
        InetSocketAddress first = addresses.get(0);
        String why = last instanceof UnknownHostException ? "unknown host" : last.getMessage();
        throw new IllegalArgumentException("--spark " + url + ": cannot reach the master at " + first.getHostString()
                + ":" + first.getPort() + " (" + why + ")");
    }

    private static InetSocketAddress address(String url, String uri, int defaultPort) {
        try {
            URI parsed = new URI(uri);
            int port = parsed.getPort() >= 0 ? parsed.getPort() : defaultPort;
            if (parsed.getHost() == null || port < 0) {
                throw new URISyntaxException(uri, "no host and port");
            }
            return new InetSocketAddress(parsed.getHost(), port);    // an unknown host fails to connect
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--spark '" + url + "' is not a Spark master URL: use " + VALID);
        }
    }

    /**
     * Runs a {@code baolab simulate|sweep ... --spark MASTER_URL} command line under Spark's launcher, as
     * {@code spark-submit --master MASTER_URL THIS_JAR ARGS} would, on the class path of Spark's jars and this jar,
     * with Spark's logging cut to errors. A bad master URL, or one that does not answer, ends it with exit status 2.
     */
    public static void main(String[] args) throws Exception {
        String master = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].startsWith("--spark=")) {
                master = args[i].substring("--spark=".length());
            } else if (args[i].equals("--spark") && i + 1 < args.length) {
                master = args[i + 1];
            }
        }
        try {
            check(master);
        } catch (IllegalArgumentException e) {
            System.err.println("baolab: " + e.getMessage());
            System.exit(BaoLab.BAD_INPUT);
        }
        if (System.getProperty("log4j2.configurationFile") == null) {
            System.setProperty("log4j2.configurationFile",
                    String.valueOf(SparkCluster.class.getResource("command-line-log4j2.properties")));
        }
        String jar = Path.of(SparkCluster.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        List<String> submit = new ArrayList<>(List.of("--master", master.strip(), "--class", BaoLab.class.getName(),
                jar));
        submit.addAll(List.of(args));
        org.apache.spark.deploy.SparkSubmit.main(submit.toArray(String[]::new));
    }
}
