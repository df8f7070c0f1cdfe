package org.baolab.notebook;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.WeakHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.baolab.widgets.Widget;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;
import org.dflib.jjava.jupyter.kernel.display.mime.MIMEType;

/**
 * Keeps the outputs of live objects (the live board, the rule explorer) showing their last state, the way a Jupyter
 * display handle does. Such an object is shown as two outputs: its picture (the board as {@code image/png} and HTML,
 * the explorer's dashboard as HTML; {@code text/plain} in words) with a display id ({@code transient.display_id}),
 * then its widget view with one line saying what to open. When the object changes, an {@code update_display_data}
 * with the picture's id carries the picture again, so that the notebook a front end saves, and its exports, show the
 * last state. The widget's output is never updated: JupyterLab draws an updated widget output anew, which would
 * lose a click made at that moment. Where the widget runs it hides its picture (CSS by the picture's id, see
 * {@link #hidden}), which front ends without widgets (exports, GitHub, untrusted notebooks) show instead.
 *
 * <p>Updates are at most one per {@link #DELAY_MILLIS} for each object, and always carry the state at the time they are
 * sent, so the last change is never lost. An object's first update goes out only after the kernel has sent its
 * display ({@link #displayed}); the kernel sends what is pending at the end of each cell ({@link #flush}), so that a
 * notebook run by nbclient, which reads a cell's messages until the cell ends, keeps the state the cell left.
 * Without a kernel that publishes updates (outside a notebook, or in a stock JJava kernel) an output stays as shown.
 */
public final class LiveOutputs {

    /** Publishes one {@code update_display_data} message on the kernel's IOPub channel. */
    @FunctionalInterface
    public interface Publisher {
        /** Sends the output, which carries its display id, as an update of the outputs shown with that id. */
        void update(DisplayData output);
    }

    /** An object whose picture the kernel keeps up to date, beside its widget. */
    interface Live {
        /** The widget that shows the object live. */
        Widget widget();

        /** The line under the picture saying what to open, the widget output's text. */
        String note();

        /** The widget hides the picture with this display id where it runs: this style does it. */
        void hide(String style);
    }

    /** The least time between two updates of one output. */
    static final long DELAY_MILLIS = 250;

    private static final Map<Live, Shown> SHOWN = new WeakHashMap<>();
    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "baolab-live-outputs");
        t.setDaemon(true);
        return t;
    });
    /** Held while an update is drawn and handed on, so that updates leave in the order of the states they show. */
    private static final Object SENDING = new Object();
    private static volatile Renderer renderer;
    private static volatile Publisher publisher;
    private static volatile long delayMillis = DELAY_MILLIS;

    /** One live object's output: its display id, and whether it is on the page and has changes not yet sent. */
    private static final class Shown {
        final String displayId = UUID.randomUUID().toString();
        boolean displayed;
        boolean changed;
        boolean scheduled;
    }

    private LiveOutputs() {
    }

    /** Has outputs drawn by {@code renderer} and updated through {@code publisher} (the kernel's, at its start). */
    public static void publishWith(Renderer renderer, Publisher publisher) {
        publishWith(renderer, publisher, DELAY_MILLIS);
    }

    /** As {@link #publishWith(Renderer, Publisher)}, at most one update per {@code delayMillis} for each object. */
    static void publishWith(Renderer renderer, Publisher publisher, long delayMillis) {
        LiveOutputs.renderer = renderer;
        LiveOutputs.publisher = publisher;
        LiveOutputs.delayMillis = delayMillis;
    }

    /** True in a kernel that updates outputs (the Bao Lab kernel): a live object is drawn as its picture alone. */
    static boolean updating() {
        return publisher != null;
    }

    /** The picture's HTML in a wrapper that the object's widget hides where it runs. */
    static String hidden(String displayId, String html) {
        return "<div class=\"baolab-static-" + displayId + "\">" + html + "</div>";
    }

    /** The style that hides the picture with this display id, and its output's row in JupyterLab and Notebook 7. */
    static String style(String displayId) {
        String picture = ".baolab-static-" + displayId;
        return ".jp-OutputArea-child:has(" + picture + ")," + picture + "{display:none}";
    }

    /**
     * The display id of a live object's picture, given by its render function as the picture is drawn; what the
     * output shows is now the object's state.
     */
    static String displayId(Live live) {
        synchronized (SHOWN) {
            Shown shown = SHOWN.computeIfAbsent(live, k -> new Shown());
            shown.changed = false;
            return shown.displayId;
        }
    }

    /**
     * The kernel has sent this output as a {@code display_data}: if it is a live object's picture, later changes of
     * the object update it (a change made while it was on its way is sent at once), and the kernel shows next the
     * output returned, the object's widget.
     *
     * @return the widget's output to show after the picture: its view and the line saying what to open; {@code null}
     *         for any other output
     */
    public static DisplayData displayed(DisplayData output) {
        if (!output.hasDisplayId()) {
            return null;
        }
        Live live = null;
        synchronized (SHOWN) {
            for (Map.Entry<Live, Shown> e : SHOWN.entrySet()) {
                if (e.getValue().displayId.equals(output.getDisplayId())) {
                    e.getValue().displayed = true;
                    schedule(e.getKey(), e.getValue());
                    live = e.getKey();
                }
            }
        }
        if (live == null) {
            return null;
        }
        live.hide(style(output.getDisplayId()));
        DisplayData widget = new DisplayData(live.note());
        JsonObject view = live.widget().viewSpec();
        if (view != null) {
            widget.putData(MIMEType.parse(Widget.VIEW_MIME_TYPE), view);
        }
        return widget;
    }

    /** A live object changed: its outputs are updated within {@link #DELAY_MILLIS}. */
    static void changed(Live live) {
        synchronized (SHOWN) {
            Shown shown = SHOWN.get(live);
            if (shown != null) {
                shown.changed = true;
                schedule(live, shown);
            }
        }
    }

    /** Schedules an update of a displayed output that has changes, unless one is already on its way. */
    private static void schedule(Live live, Shown shown) {
        if (shown.displayed && shown.changed && !shown.scheduled && publisher != null) {
            shown.scheduled = true;
            TIMER.schedule(() -> send(live), delayMillis, TimeUnit.MILLISECONDS);
        }
    }

    /** Sends every update not yet sent, now, on this thread (the kernel's, as a cell ends). */
    public static void flush() {
        List<Live> pending = new ArrayList<>();
        synchronized (SHOWN) {
            SHOWN.forEach((live, shown) -> {
                if (shown.scheduled) {
                    pending.add(live);
                }
            });
        }
        pending.forEach(LiveOutputs::send);
    }

    /** Draws the object's output anew and publishes it as an update; a timer that fires after a flush finds no work. */
    private static void send(Live live) {
        synchronized (SENDING) {
            synchronized (SHOWN) {
                Shown shown = SHOWN.get(live);
                if (shown == null || !shown.scheduled) {
                    return;
                }
                shown.scheduled = false;
            }
            Renderer drawing = renderer;
            Publisher sending = publisher;
            if (drawing != null && sending != null) {
                try {
                    sending.update(drawing.render(live));   // the render function marks the state as shown
                } catch (RuntimeException e) {   // the timer's thread has no cell to report to: the kernel's log
                    System.err.println("could not update the output of " + live.getClass().getSimpleName() + ": " + e);
                }
            }
        }
    }
}
