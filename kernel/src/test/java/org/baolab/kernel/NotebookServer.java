package org.baolab.kernel;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * A live Jupyter server of the project's Python environment, JupyterLab 4 or Notebook 7, on a free loopback port,
 * serving one folder with the test kernels of a {@link JupyterFixture}. Its Jupyter data, configuration, settings
 * and workspace folders are its own: no notebook has been trusted in it, so every notebook opens untrusted until a
 * cell is run, and no setting of the user's changes what it shows. The page exposes the application as
 * {@code window.jupyterapp} for the tests to read. {@link #close()} stops it and its kernels.
 */
final class NotebookServer implements AutoCloseable {

    /** The front ends the tests open notebooks in. */
    enum FrontEnd {
        /** JupyterLab 4: {@code jupyter lab}, what {@code bin/baolab notebook} opens. */
        LAB("jupyterlab", "/lab/tree/", "reset&"),
        /** Notebook 7: {@code jupyter notebook}, what {@code bin/baolab notebook --classic} opens. */
        NOTEBOOK("notebook", "/notebooks/", "");

        private final String module;
        private final String path;
        /** JupyterLab's {@code reset} opens the notebook alone, not with the panels of the page's last visit. */
        private final String query;

        FrontEnd(String module, String path, String query) {
            this.module = module;
            this.path = path;
            this.query = query;
        }
    }

    /** How long the server may take to answer its first request on a loaded machine. */
    private static final Duration START = Duration.ofSeconds(90);
    private static final Duration REQUEST = Duration.ofSeconds(30);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(REQUEST).build();
    /** The page's announcements (news and update checks over the network) are off, as on a machine offline. */
    private static final String PAGE_CONFIG =
            "{\"disabledExtensions\": {\"@jupyterlab/apputils-extension:announcements\": true}}";
    /**
     * Every cell of a notebook stays drawn, off screen too (windowing mode "none"), so that the pictures of every
     * cell can be checked and the screenshots taken a window at a time show what a user scrolling sees.
     */
    private static final String NOTEBOOK_SETTINGS = "{\"windowingMode\": \"none\"}";

    private final String token = UUID.randomUUID().toString();
    private final FrontEnd frontEnd;
    private final Process server;
    private final Path log;
    private final String base;

    /** Starts {@code frontEnd} on {@code served} and waits until it answers. */
    NotebookServer(JupyterFixture jupyter, FrontEnd frontEnd, Path work, Path served) throws Exception {
        this.frontEnd = frontEnd;
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        base = "http://127.0.0.1:" + port;
        Path home = Files.createDirectories(work.resolve("server-" + frontEnd.name().toLowerCase()));
        Path labConfig = Files.createDirectories(home.resolve("config").resolve("labconfig"));
        Files.writeString(labConfig.resolve("page_config.json"), PAGE_CONFIG);
        Path notebookSettings = Files.createDirectories(home.resolve("settings").resolve("@jupyterlab")
                .resolve("notebook-extension"));
        Files.writeString(notebookSettings.resolve("tracker.jupyterlab-settings"), NOTEBOOK_SETTINGS);
        ProcessBuilder pb = jupyter.python(List.of("-m", frontEnd.module, "--no-browser", "--ip=127.0.0.1",
                "--port=" + port, "--ServerApp.port_retries=0", "--IdentityProvider.token=" + token, "--allow-root",
                "--expose-app-in-browser", "--ServerApp.root_dir=" + served));
        pb.environment().put("JUPYTER_DATA_DIR", home.resolve("data").toString());
        pb.environment().put("JUPYTER_CONFIG_DIR", home.resolve("config").toString());
        pb.environment().put("JUPYTERLAB_SETTINGS_DIR", home.resolve("settings").toString());
        pb.environment().put("JUPYTERLAB_WORKSPACES_DIR", home.resolve("workspaces").toString());
        log = home.resolve("server.log");
        server = pb.redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long deadline = System.nanoTime() + START.toNanos();
        while (!answers()) {
            if (!server.isAlive() || System.nanoTime() > deadline) {
                close();
                throw new AssertionError(frontEnd + " did not answer within " + START.toSeconds() + " s of its start"
                        + " (python -m " + frontEnd.module + "):\n" + Files.readString(log));
            }
            Thread.sleep(200);
        }
    }

    /** The address of a notebook in the served folder, in this front end, with the login token. */
    String notebook(String name) {
        return base + frontEnd.path + URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20")
                + "?" + frontEnd.query + "token=" + token;
    }

    /** The server's log so far, for a failure message. */
    String log() throws Exception {
        return Files.readString(log);
    }

    private boolean answers() {
        try {
            return api("GET", "/api/status").statusCode() == 200;
        } catch (Exception e) {
            return false;
        }
    }

    /** A call of the server's REST API, answered within {@link #REQUEST}. */
    HttpResponse<String> api(String method, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", "token " + token)
                .timeout(REQUEST).method(method, HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Restarts every kernel the pages started, as Kernel > Restart does; returns once they run again. */
    void restartKernels() throws Exception {
        for (JsonElement session : JsonParser.parseString(api("GET", "/api/sessions").body()).getAsJsonArray()) {
            String kernel = session.getAsJsonObject().getAsJsonObject("kernel").get("id").getAsString();
            HttpResponse<String> restarted = api("POST", "/api/kernels/" + kernel + "/restart");
            if (restarted.statusCode() != 200) {
                throw new AssertionError("the kernel did not restart: " + restarted.body());
            }
        }
    }

    /** Shuts down every kernel the pages started. */
    void closeSessions() throws Exception {
        for (JsonElement session : JsonParser.parseString(api("GET", "/api/sessions").body()).getAsJsonArray()) {
            api("DELETE", "/api/sessions/" + session.getAsJsonObject().get("id").getAsString());
        }
    }

    @Override
    public void close() throws Exception {
        List<ProcessHandle> kernels = server.descendants().toList();
        server.destroy(); // the server shuts its kernels down on SIGTERM
        if (!server.waitFor(20, TimeUnit.SECONDS)) {
            server.destroyForcibly();
        }
        kernels.forEach(ProcessHandle::destroyForcibly);
    }
}
