package org.baolab.spark;

import org.baolab.sim.Cluster;
import org.baolab.sim.TaskRunner;

/**
 * The cluster behind the command line's {@code --spark MASTER_URL} (and {@code --parquet DIR}), found by
 * {@link java.util.ServiceLoader} when this module's jar is on the class path.
 */
public final class SparkCluster implements Cluster {

    /** Made by {@link java.util.ServiceLoader}. */
    public SparkCluster() {
    }

    @Override
    public TaskRunner runner(String masterUrl, String parquet) {
        SparkSweep sweep = SparkSweep.master(masterUrl);
        return parquet == null ? sweep : sweep.parquet(parquet);
    }
}
