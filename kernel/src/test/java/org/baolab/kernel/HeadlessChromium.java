package org.baolab.kernel;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Debian's headless Chromium driven through its DevTools protocol over a WebSocket (the JDK's own client, so no
 * driver package is needed): one browser, one tab, pages loaded with their JavaScript run, expressions evaluated in
 * them and screenshots taken. Listens on loopback only, with a fresh profile; {@link #close()} ends the browser.
 */
final class HeadlessChromium implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Duration STEP = Duration.ofSeconds(30);

    private final Process browser;
    private static final Gson GSON = new Gson();

    private final HttpClient http = HttpClient.newHttpClient();
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonObject>> pending = new ConcurrentHashMap<>();

    /** Starts Chromium with a {@code width} × {@code height} window and connects to its first tab. */
    HeadlessChromium(Path work, int width, int height) throws Exception {
        if (!Files.isExecutable(CHROMIUM)) {
            throw new AssertionError("the notebook page checks need Chromium: apt-get install chromium");
        }
        Path profile = Files.createTempDirectory(work, "chromium");
        browser = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--hide-scrollbars", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                "--user-data-dir=" + profile, "--window-size=" + width + "," + height, "about:blank")
                .redirectErrorStream(true).redirectOutput(work.resolve("chromium.log").toFile()).start();
        Path portFile = profile.resolve("DevToolsActivePort"); // Chromium writes its port here once it listens
        long deadline = System.nanoTime() + STEP.toNanos();
        while (!Files.exists(portFile) || Files.readAllLines(portFile).isEmpty()) {
            if (!browser.isAlive() || System.nanoTime() > deadline) {
                browser.destroyForcibly();
                throw new AssertionError("Chromium did not start:\n" + Files.readString(work.resolve("chromium.log")));
            }
            Thread.sleep(50);
        }
        String port = Files.readAllLines(portFile).get(0).trim();
        String tabs = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
                .timeout(STEP).build(), HttpResponse.BodyHandlers.ofString()).body();
        String tab = null;
        for (JsonElement t : JsonParser.parseString(tabs).getAsJsonArray()) {
            if (t.getAsJsonObject().get("type").getAsString().equals("page")) {
                tab = t.getAsJsonObject().get("webSocketDebuggerUrl").getAsString();
            }
        }
        if (tab == null) {
            close();
            throw new AssertionError("Chromium has no tab: " + tabs);
        }
        socket = http.newWebSocketBuilder().buildAsync(URI.create(tab), new Listener()).get(30, TimeUnit.SECONDS);
        call("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
        call("Page.enable", Map.of());   // tells of dialogs, such as "leave this page?" when a notebook is unsaved
    }

    /** Sends one protocol command and waits for its result; a protocol error fails the test with its message. */
    JsonObject call(String method, Map<String, Object> params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        pending.put(id, answer);
        JsonObject message = new JsonObject();
        message.addProperty("id", id);
        message.addProperty("method", method);
        message.add("params", GSON.toJsonTree(params));
        socket.sendText(message.toString(), true).get(STEP.toSeconds(), TimeUnit.SECONDS);
        JsonObject reply = answer.get(STEP.toSeconds(), TimeUnit.SECONDS);
        if (reply.has("error")) {
            throw new AssertionError(method + " failed in Chromium: " + reply.get("error"));
        }
        return reply.getAsJsonObject("result");
    }

    /** Opens {@code url} in the tab, then waits until the JavaScript expression {@code ready} is true. */
    void open(String url, String ready, Duration timeout) throws Exception {
        call("Page.navigate", Map.of("url", url));
        waitFor(ready, timeout, url + " to be ready");
    }

    /**
     * Waits until the JavaScript expression {@code condition} is true in the page; after {@code timeout} fails
     * saying what it waited for ({@code what}) and the condition. An exception thrown by the expression counts as
     * false, since the page may not have built what it names yet.
     */
    void waitFor(String condition, Duration timeout, String what) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        String test = "(() => { try { return String(Boolean(" + condition + ")); } catch (e) { return 'false'; } })()";
        while (!"true".equals(evaluate(test))) {
            if (System.nanoTime() > deadline) {
                String shown = condition.length() <= 160 ? condition : condition.substring(0, 160) + "...";
                throw new AssertionError("waited " + timeout.toSeconds() + " s for " + what + ", in vain: " + shown);
            }
            Thread.sleep(100);
        }
    }

    /** Clicks the middle of the first element that matches the CSS selector with the mouse, as a user does. */
    void click(String selector) throws Exception {
        String box = evaluate("(() => { const e = document.querySelector(" + GSON.toJson(selector) + ");"
                + " if (!e) return null; e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
                + " return JSON.stringify({x: r.left + r.width / 2, y: r.top + r.height / 2}); })()");
        if (box == null) {
            throw new AssertionError("nothing on the page to click: " + selector);
        }
        JsonObject at = JsonParser.parseString(box).getAsJsonObject();
        for (String type : new String[] {"mousePressed", "mouseReleased"}) {
            call("Input.dispatchMouseEvent", Map.of("type", type, "x", at.get("x").getAsDouble(),
                    "y", at.get("y").getAsDouble(), "button", "left", "clickCount", 1));
        }
    }

    /** The value of a JavaScript expression in the page, as a string; a thrown exception fails the test. */
    String evaluate(String expression) throws Exception {
        JsonObject result = call("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true));
        if (result.has("exceptionDetails")) {
            throw new AssertionError("the page threw on " + expression + ": " + result.get("exceptionDetails"));
        }
        JsonElement value = result.getAsJsonObject("result").get("value");
        return value == null || value.isJsonNull() ? null : value.getAsString();
    }

    /** A PNG screenshot of what the tab shows. */
    byte[] screenshot() throws Exception {
        return Base64.getDecoder().decode(call("Page.captureScreenshot", Map.of("format", "png")).get("data")
                .getAsString());
    }

    @Override
    public void close() throws Exception {
        if (socket != null) {
            socket.abort();
        }
        browser.destroy();
        if (!browser.waitFor(10, TimeUnit.SECONDS)) {
            browser.destroyForcibly();
        }
    }

    /**
     * Gathers each message's frames and hands replies to the commands waiting for them. Of the events, only a dialog
     * is answered (accepted, as a user leaving a page whose notebook changed since it was saved would): it would hold
     * a navigation until the command's time runs out.
     */
    private final class Listener implements WebSocket.Listener {
        private final StringBuilder frames = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            frames.append(data);
            if (last) {
                JsonObject message = JsonParser.parseString(frames.toString()).getAsJsonObject();
                frames.setLength(0);
                if (message.has("id")) {
                    CompletableFuture<JsonObject> answer = pending.remove(message.get("id").getAsInt());
                    if (answer != null) {
                        answer.complete(message);
                    }
                } else if (message.has("method")
                        && "Page.javascriptDialogOpening".equals(message.get("method").getAsString())) {
                    JsonObject accept = new JsonObject();
                    accept.addProperty("id", ids.incrementAndGet());
                    accept.addProperty("method", "Page.handleJavaScriptDialog");
                    accept.add("params", GSON.toJsonTree(Map.of("accept", true)));
                    webSocket.sendText(accept.toString(), true);
                }
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            pending.values().forEach(answer -> answer.completeExceptionally(error));
        }
    }
}
