package org.baolab.sim;

import java.util.List;

/**
 * Where the games of a run are played: by default on this machine's threads; the {@code baolab-spark} module
 * plays them on an Apache Spark cluster. Set one with {@link Experiment#on}. Whatever plays them, game {@code i}
 * of a task depends only on the task and {@code i}, so every runner returns the same results.
 */
public interface TaskRunner {

    /**
     * Plays the tasks and returns their results, task by task. Returns early, marked incomplete, when the calling
     * thread is interrupted.
     *
     * @param tasks the run, one task per grid point
     * @param optionColumns the option columns of the run's per-game table, for runners that write rows themselves
     * @param keepRows whether to return one row per game, or only summaries
     * @param listener who hears of the progress
     */
    TaskResults run(List<SimulationTask> tasks, List<String> optionColumns, boolean keepRows,
                    ProgressListener listener);

    /** This machine's threads, {@code threads} of them: where a run plays when no runner is set. */
    static TaskRunner local(int threads) {
        return (tasks, optionColumns, keepRows, listener) -> Runner.run(tasks, threads, keepRows, listener);
    }
}
