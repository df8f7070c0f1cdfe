package org.baolab.notebook;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.WeakHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.display.Renderer;

/**
 * Keeps the outputs of live objects (the live board, the rule explorer) showing their last state, the way a Jupyter
 * display handle does: such an output is shown with a display id ({@code transient.display_id}), and when the object
 * changes, an {@code update_display_data} with the same id carries its whole output again (the widget view, the
 * picture and the line of text), so that the notebook a front end saves, and its exports, show the last state.
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

    /** The least time between two updates of one output. */
    static final long DELAY_MILLIS = 250;

    private static final Map<Object, Shown> SHOWN = new WeakHashMap<>();
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

    /**
     * The display id of a live object's output, given by its render function as the output is drawn; what the output
     * shows is now the object's state.
     */
    static String displayId(Object live) {
        synchronized (SHOWN) {
            Shown shown = SHOWN.computeIfAbsent(live, k -> new Shown());
            shown.changed = false;
            return shown.displayId;
        }
    }

    /**
     * The kernel has sent this output as a {@code display_data}: later changes of its object update it. A change made
     * while it was on its way is sent at once.
     */
    public static void displayed(DisplayData output) {
        if (!output.hasDisplayId()) {
            return;
        }
        synchronized (SHOWN) {
            for (Map.Entry<Object, Shown> e : SHOWN.entrySet()) {
                if (e.getValue().displayId.equals(output.getDisplayId())) {
                    e.getValue().displayed = true;
                    schedule(e.getKey(), e.getValue());
                }
            }
        }
    }

    /** A live object changed: its outputs are updated within {@link #DELAY_MILLIS}. */
    static void changed(Object live) {
        synchronized (SHOWN) {
            Shown shown = SHOWN.get(live);
            if (shown != null) {
                shown.changed = true;
                schedule(live, shown);
            }
        }
    }

    /** Schedules an update of a displayed output that has changes, unless one is already on its way. */
    private static void schedule(Object live, Shown shown) {
        if (shown.displayed && shown.changed && !shown.scheduled && publisher != null) {
            shown.scheduled = true;
            TIMER.schedule(() -> send(live), delayMillis, TimeUnit.MILLISECONDS);
        }
    }

    /** Sends every update not yet sent, now, on this thread (the kernel's, as a cell ends). */
    public static void flush() {
        List<Object> pending = new ArrayList<>();
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
    private static void send(Object live) {
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
