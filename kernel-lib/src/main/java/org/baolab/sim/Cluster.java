package org.baolab.sim;

/**
 * A cluster that plays the runs of the command line's {@code --spark MASTER_URL}. The {@code baolab-spark} jar
 * provides one, for Apache Spark, through {@link java.util.ServiceLoader}; the plain {@code baolab} jar has none.
 */
public interface Cluster {

    /**
     * A runner on the cluster.
     *
     * @param masterUrl where the cluster is, such as {@code spark://host:7077}, {@code yarn} or {@code local[*]}
     * @param parquet when not null, the folder (a path or a URI the cluster's file systems know, such as
     *     {@code hdfs://...} or {@code s3a://...}) the per-game rows are written to, as Parquet partitioned by
     *     variant, instead of being brought back
     */
    TaskRunner runner(String masterUrl, String parquet);
}
