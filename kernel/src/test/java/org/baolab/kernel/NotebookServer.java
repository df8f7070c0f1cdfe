package org.baolab.kernel;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * A live Jupyter Notebook server (Debian's classic Notebook) on a free loopback port, serving one folder with the
 * test kernels of a {@link JupyterFixture}, with a Jupyter data folder of its own: no notebook has been trusted in
 * it, so every notebook opens "Not Trusted" until a cell is run. {@link #close()} stops it and its kernels.
 */
final class NotebookServer implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private final String token = UUID.randomUUID().toString();
    private final Process server;
    private final String base;

    /** Starts the server on {@code served} and waits until it answers. */
    NotebookServer(JupyterFixture jupyter, Path work, Path served) throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        base = "http://127.0.0.1:" + port;
        ProcessBuilder pb = jupyter.python(List.of("-m", "notebook", "--no-browser", "--ip=127.0.0.1",
                "--port=" + port, "--NotebookApp.port_retries=0", "--NotebookApp.token=" + token, "--allow-root",
                "--notebook-dir=" + served));
        pb.environment().put("JUPYTER_DATA_DIR", work.resolve("data").toString());
        pb.environment().put("JUPYTER_CONFIG_DIR", work.resolve("config").toString());
        server = pb.redirectErrorStream(true).redirectOutput(work.resolve("server.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!answers()) {
            if (!server.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError("the notebook server did not start:\n"
                        + Files.readString(work.resolve("server.log")));
            }
            Thread.sleep(200);
        }
    }

    /** The address of a notebook in the served folder, with the login token. */
    String notebook(String name) {
        return base + "/notebooks/" + name + "?token=" + token;
    }

    private boolean answers() {
        try {
            return api("GET", "/api/status").statusCode() == 200;
        } catch (Exception e) {
            return false;
        }
    }

    /** A call of the server's REST API. */
    HttpResponse<String> api(String method, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", "token " + token)
                .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
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
