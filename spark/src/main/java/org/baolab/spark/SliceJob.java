package org.baolab.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.IntStream;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.baolab.sim.GameRecord;
import org.baolab.sim.ProgressListener;
import org.baolab.sim.SimulationTask;
import org.baolab.sim.TaskResults;
import org.baolab.stats.Summary;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.AbstractFunction0;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * One Spark job that plays every slice of a run, a slice per partition, and brings back each slice's rows and
 * summary as its task finishes: that gives exact progress, and the slices already played when the run is
 * interrupted.
 */
final class SliceJob {

    /** The thread's Spark properties that {@code SparkContext.setJobGroup} sets. */
    private static final List<String> JOB_GROUP_PROPERTIES = List.of("spark.jobGroup.id", "spark.job.description",
            "spark.job.interruptOnCancel");

    private final JavaSparkContext context;
    private final List<SimulationTask> tasks;
    private final List<Slice> slices;

    SliceJob(JavaSparkContext context, List<SimulationTask> tasks, List<Slice> slices) {
        this.context = context;
        this.tasks = tasks;
        this.slices = slices;
    }

    /** Plays the slices; when the calling thread is interrupted, cancels the job and returns what came back. */
    TaskResults run(boolean keepRows, ProgressListener listener) {
        AtomicReferenceArray<Slice.Played> played = new AtomicReferenceArray<>(slices.size());
        AtomicLong games = new AtomicLong();
        long total = slices.stream().mapToLong(s -> s.games().games()).sum();
        boolean complete = true;
        if (!slices.isEmpty()) {
            JavaRDD<Slice.Played> rdd = context.parallelize(slices, slices.size()).map(s -> s.play(keepRows));
            SparkContext sc = context.sc();
            // a group only to have the executors' threads interrupted when the job is cancelled; the caller's
            // own group, if any, is put back after
            Map<String, String> callers = new HashMap<>();
            JOB_GROUP_PROPERTIES.forEach(key -> callers.put(key, sc.getLocalProperty(key)));
            sc.setJobGroup("baolab-" + UUID.randomUUID(), "Bao Lab: " + total + " games", true);
            SimpleFutureAction<BoxedUnit> job;
            try {
                job = sc.submitJob(rdd.rdd(), new OnlyElement(), partitions(), new Keep(played, games, slices),
                        new Nothing());
            } finally {
                callers.forEach(sc::setLocalProperty);
            }
            complete = Jobs.await(job::isCompleted, job::cancel, () -> games.get(), total, listener);
            scala.util.Try<BoxedUnit> outcome = job.value().get();
            if (complete && outcome.isFailure()) {
                throw Jobs.failed(outcome.failed().get());
            }
        }
        listener.progress(games.get(), total, 0);
        return results(played, complete);
    }

    private scala.collection.immutable.Seq<Object> partitions() {
        List<Object> all = new ArrayList<>(IntStream.range(0, slices.size()).boxed().toList());
        return CollectionConverters.asScala(all).toSeq();
    }

    /** The rows and summaries of the slices that came back, put together task by task, in index order. */
    private TaskResults results(AtomicReferenceArray<Slice.Played> played, boolean complete) {
        List<List<GameRecord>> rows = new ArrayList<>();
        List<Summary> summaries = new ArrayList<>();
        for (int t = 0; t < tasks.size(); t++) {
            rows.add(new ArrayList<>());
            summaries.add(new Summary());
        }
        for (int i = 0; i < slices.size(); i++) {
            Slice.Played p = played.get(i);
            if (p != null) {
                int t = slices.get(i).task();
                rows.get(t).addAll(p.rows());
                summaries.set(t, summaries.get(t).merge(p.summary()));
            }
        }
        return new TaskResults(rows, summaries, complete);
    }

    /** A partition's result: its one played slice. */
    private static final class OnlyElement extends AbstractFunction1<Iterator<Slice.Played>, Slice.Played>
            implements Serializable {
        @Override
        public Slice.Played apply(Iterator<Slice.Played> partition) {
            return partition.next();
        }
    }

    /** Keeps each slice's result as its task finishes, on the driver. */
    private static final class Keep extends AbstractFunction2<Object, Slice.Played, BoxedUnit> {
        private final AtomicReferenceArray<Slice.Played> played;
        private final AtomicLong games;
        private final List<Slice> slices;

        Keep(AtomicReferenceArray<Slice.Played> played, AtomicLong games, List<Slice> slices) {
            this.played = played;
            this.games = games;
            this.slices = slices;
        }

        @Override
        public BoxedUnit apply(Object partition, Slice.Played result) {
            int i = (Integer) partition;
            played.set(i, result);
            games.addAndGet(slices.get(i).games().games());
            return BoxedUnit.UNIT;
        }
    }

    /** The job's own result: nothing, the slices are kept as they come. */
    private static final class Nothing extends AbstractFunction0<BoxedUnit> {
        @Override
        public BoxedUnit apply() {
            return BoxedUnit.UNIT;
        }
    }
}
