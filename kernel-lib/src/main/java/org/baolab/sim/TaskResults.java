package org.baolab.sim;

import java.util.List;
import org.baolab.stats.Summary;

/**
 * What playing the tasks of a run produced, task by task, whoever played them.
 *
 * @param rows per task, its finished games in index order (empty lists when rows were not kept)
 * @param summaries per task, the summary of its finished games
 * @param complete false when the run was interrupted
 */
public record TaskResults(List<List<GameRecord>> rows, List<Summary> summaries, boolean complete) {

    /** Copies the lists. */
    public TaskResults {
        rows = List.copyOf(rows);
        summaries = List.copyOf(summaries);
        if (rows.size() != summaries.size()) {
            throw new IllegalArgumentException(rows.size() + " row lists for " + summaries.size() + " summaries");
        }
    }
}
