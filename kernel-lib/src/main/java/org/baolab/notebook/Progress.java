package org.baolab.notebook;

import java.time.Duration;
import java.util.Locale;
import org.baolab.sim.ProgressListener;

/**
 * A progress bar for long runs such as simulations: its title, {@code starting} and the time since the start until
 * the first item is done, then done out of total, items per second and the time left; it ends with a summary, with
 * how far the run got when it was interrupted, or with the error that stopped it. In a notebook it is one output that
 * updates in place (a Jupyter display id); elsewhere it only keeps its state, which {@link #toString()} reports.
 *
 * <pre>{@code
 * Progress progress = Progress.start("Simulating bao-kingulu", "games");
 * ... progress.update(done, total, gamesPerSecond);   // as often as you like: redrawn at most 5 times a second
 * progress.finish("10,000 games, SOUTH won 52%");   // or progress.interrupted(done, total)
 * }</pre>
 *
 * A bar made with {@link #startAfter} shows only once its run has taken that long, so that a loop of quick runs
 * leaves no trail of bars. Safe to call from several threads.
 */
public final class Progress implements ProgressListener {

    private static final long REDRAW_NANOS = 200_000_000L;
    /** The most characters of an error a bar it stopped quotes: one line of the bar's width. */
    private static final int FAILED_TEXT = 60;

    private final String title;
    private final String unit;
    private final long startNanos = System.nanoTime();
    /** Whether the bar is to be an output of its own once {@link #showNanos} have passed, and a notebook is there. */
    private final boolean shown;
    private final boolean inNotebook;
    private final long showNanos;
    /** The bar's output, from when it is shown. */
    private String displayId;
    /** For a total known only so far ({@link #openTotal}): what the done and the total count, else {@code null}. */
    private String doneAs;
    private String totalAs;
    /** What the run is doing in a part it does not count ({@link #phase}), or {@code null}. */
    private String phase;
    private long lastDrawn = startNanos;
    private long done;
    private long total;
    private double perSecond;
    private String summary;
    /** How the run ended, {@code null} while it runs. */
    private Ending ending;

    /**
     * How a run ended, each with its bar's colour, the lightest first: an ended bar takes only a heavier way
     * ({@link #endAs}).
     */
    private enum Ending {
        DONE("#3fa66a"), INTERRUPTED("#d9822b"), FAILED("#cc4b4b");

        final String colour;

        Ending(String colour) {
            this.colour = colour;
        }
    }

    private Progress(String title, String unit, boolean shown, long showNanos) {
        this.title = title;
        this.unit = unit;
        this.shown = shown;
        this.inNotebook = shown && JupyterDisplay.available();
        this.showNanos = showNanos;
        if (inNotebook && showNanos == 0) {
            displayId = JupyterDisplay.show(this);
        }
    }

    /** A bar that is not shown as an output of its own: another output draws its {@link #html()}. */
    static Progress inside(String title) {
        return new Progress(title, "games", false, 0);
    }

    /** Starts a progress bar counting games. */
    public static Progress start(String title) {
        return start(title, "games");
    }

    /** Starts a progress bar counting {@code unit} (plural, such as {@code "games"}). */
    public static Progress start(String title, String unit) {
        return new Progress(title, unit, true, 0);
    }

    /**
     * Starts a progress bar counting {@code unit} that appears only when a report or the end comes {@code delay} or
     * more after the start: a run that ends sooner shows nothing.
     */
    public static Progress startAfter(Duration delay, String title, String unit) {
        if (delay.isNegative()) {
            throw new IllegalArgumentException("the delay before a bar appears is 0 or more, not " + delay);
        }
        return new Progress(title, unit, true, delay.toNanos());
    }

    /**
     * Makes the total of the following reports what is known so far, which grows as the run goes (the positions a
     * solver has found): the bar shows no percentage and no time left, which such a total cannot tell, and says what
     * each count is, {@code 7,576,162 positions expanded of 8,800,946 found} for {@code openTotal("expanded", "found")}.
     */
    public synchronized Progress openTotal(String doneAs, String totalAs) {
        if (doneAs == null || doneAs.isBlank() || totalAs == null || totalAs.isBlank()) {
            throw new IllegalArgumentException("an open total names what the done and the total count, such as"
                    + " \"expanded\" and \"found\"; got " + doneAs + " and " + totalAs);
        }
        this.doneAs = doneAs;
        this.totalAs = totalAs;
        return this;
    }

    /** The counts in words: {@code 12,000 / 50,000 games}, or {@code 7,576,162 positions expanded of 8,800,946 found}. */
    private String counts(long done, long total) {
        return doneAs == null ? String.format(Locale.ROOT, "%,d / %,d %s", done, total, unit)
                : String.format(Locale.ROOT, "%,d %s %s of %,d %s", done, unit, doneAs, total, totalAs);
    }

    /**
     * Reports progress. {@code perSecond} is the current speed in units per second; pass 0 to have it measured from
     * the time since {@link #start}. Ignored once the bar has ended.
     */
    public void update(long done, long total, double perSecond) {
        check(done, total, perSecond);
        boolean redraw;
        synchronized (this) {
            if (ending != null) {
                return; // ended: a late report changes nothing
            }
            this.done = done;
            this.total = total;
            this.perSecond = perSecond;
            long now = System.nanoTime();
            redraw = now - lastDrawn >= REDRAW_NANOS || done >= total;
            if (redraw) {
                lastDrawn = now;
            }
        }
        if (redraw) {
            redraw();
        }
    }

    /** Reports the progress of a simulation run (the games per second measured by the run). */
    @Override
    public void progress(long done, long total, double gamesPerSecond) {
        update(done, total, gamesPerSecond);
    }

    /** Ends the bar of a simulation run with its one-line result. */
    @Override
    public void finished(String result) {
        finish(result);
    }

    /**
     * The run has moved to a part it does not count: the bar says {@code what} it is doing instead of its counts
     * ({@code working back from the 119,315 positions found}), until it ends.
     */
    @Override
    public void phase(String what) {
        synchronized (this) {
            if (ending != null) {
                return;
            }
            phase = what;
        }
        redraw();
    }

    /**
     * Ends the bar of a run that stopped on an error: it says {@code stopped: } and the start of {@code why} (the
     * error itself is shown in full below it), and stays filled as far as the run got.
     */
    @Override
    public void failed(String why) {
        synchronized (this) {
            if (!endAs(Ending.FAILED)) {
                return;
            }
            String text = String.valueOf(why);
            this.summary = "stopped: " + (text.length() <= FAILED_TEXT ? text : text.substring(0, FAILED_TEXT) + "…");
        }
        redraw();
    }

    /** Ends the bar with a one-line summary of the run; a bar already ended (interrupted, stopped) stays as it is. */
    public void finish(String summary) {
        synchronized (this) {
            if (!endAs(Ending.DONE)) {
                return;
            }
            this.summary = summary == null ? "" : summary;
        }
        redraw();
    }

    /**
     * Ends the bar so, unless it has already ended in a way that weighs as much or more: an error after an interrupt
     * still shows, a late {@code finish} leaves an interrupted bar as it was. Returns whether this way took effect.
     */
    private boolean endAs(Ending way) {
        if (ending != null && way.compareTo(ending) <= 0) {
            return false;
        }
        ending = way;
        return true;
    }

    /**
     * Ends the bar of a run that was interrupted after {@code done} of {@code total}: it shows, for instance,
     * {@code interrupted after 281,004 of 1,000,000 games} and stays filled as far as the run got.
     */
    @Override
    public void interrupted(long done, long total) {
        check(done, total, 0);
        synchronized (this) {
            if (!endAs(Ending.INTERRUPTED)) {
                return;
            }
            this.done = done;
            this.total = total;
            this.summary = phase != null ? "interrupted while " + phase : "interrupted after " + (doneAs == null
                    ? String.format(Locale.ROOT, "%,d of %,d %s", done, total, unit) : counts(done, total));
        }
        redraw();
    }

    private static void check(long done, long total, double perSecond) {
        if (done < 0 || total < 0 || perSecond < 0) {
            throw new IllegalArgumentException("progress needs done >= 0, total >= 0 and perSecond >= 0; got done "
                    + done + ", total " + total + ", perSecond " + perSecond);
        }
    }

    private void redraw() {
        String shownAs;
        synchronized (this) {
            if (!inNotebook || !due()) {
                return;
            }
            if (displayId == null) {
                displayId = JupyterDisplay.show(this);
                return;
            }
            shownAs = displayId;
        }
        JupyterDisplay.update(shownAs, this);   // both send even from an interrupted thread
    }

    /** Whether the bar is to be an output of its own by now, in a notebook: once its delay has passed. */
    synchronized boolean due() {
        return shown && (displayId != null || System.nanoTime() - startNanos >= showNanos);
    }

    /** True once {@link #finish}, {@link #interrupted} or {@link #failed} was called. */
    public synchronized boolean finished() {
        return ending != null;
    }

    /** The fraction done, 0 to 1 (0 while the total is unknown). */
    public synchronized double fraction() {
        return total == 0 ? 0 : Math.min(1.0, (double) done / total);
    }

    private double speed() {
        if (perSecond > 0) {
            return perSecond;
        }
        double seconds = seconds();
        return seconds > 0 ? done / seconds : 0;
    }

    private double seconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    /** One line of text: the bar while running, the summary once finished. */
    @Override
    public synchronized String toString() {
        if (ending == Ending.FAILED) {     // the error a phrase apart from the title: a narrow output wraps between
            return String.format(Locale.ROOT, "%s · %s · %s", title, summary, duration(seconds()));
        }
        if (ending == Ending.INTERRUPTED) {
            return String.format(Locale.ROOT, "%s: %s · %s", title, summary, duration(seconds()));
        }
        if (ending != null) {
            return String.format(Locale.ROOT, "%s: done in %s%s", title, duration(seconds()),
                    summary.isEmpty() ? "" : " · " + summary);
        }
        int filled = (int) Math.round(fraction() * 20);
        return String.format(Locale.ROOT, "%s [%s%s] %s", title, "#".repeat(filled), ".".repeat(20 - filled), status());
    }

    private String status() {
        if (phase != null) {
            return phase;
        }
        if (done == 0) {
            return "starting" + (total > 0 ? String.format(Locale.ROOT, " · %,d %s", total, unit) : "") + " · "
                    + duration(seconds());
        }
        String counts = counts(done, total);
        boolean openTotal = doneAs != null;
        String status = openTotal ? counts : String.format(Locale.ROOT, "%.0f%% · %s", 100 * fraction(), counts);
        double speed = speed();
        if (speed > 0) {
            status += String.format(Locale.ROOT, " · %,.0f %s/s", speed, unit);
            if (total > done && !openTotal) {
                status += " · " + duration((total - done) / speed) + " left";
            }
        }
        return status;
    }

    private static String duration(double seconds) {
        if (seconds < 60) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        long s = Math.round(seconds);
        return s < 3600 ? String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60)
                : String.format(Locale.ROOT, "%d h %02d min", s / 3600, s % 3600 / 60);
    }

    /**
     * The bar as HTML: a track and a fill that read on light and dark themes (blue running, green done, orange
     * interrupted, red stopped on an error), text in the theme's colour.
     */
    public synchronized String html() {
        String text = BoardSvg.escape(ending != null ? toString() : title + " · " + status());
        // a narrow output breaks the line between the phrases, never inside one ("12,000 / 50,000 games")
        String label = "<span style=\"white-space:nowrap\">" + text.replace(" · ",
                "</span> · <span style=\"white-space:nowrap\">") + "</span>";
        long percent = ending == Ending.DONE ? 100 : Math.round(fraction() * 100);
        String fill = ending == null ? "#4a90d9" : ending.colour;
        return "<div class=\"baolab-progress\" style=\"font-family:sans-serif;font-size:13px;max-width:560px\">"
                + "<div style=\"margin-bottom:3px\">" + label + "</div>"
                + "<div style=\"background:rgba(128,128,128,0.3);border-radius:4px;height:10px;overflow:hidden\">"
                + "<div style=\"width:" + percent + "%;height:100%;background:" + fill
                + "\"></div></div></div>";
    }
}
