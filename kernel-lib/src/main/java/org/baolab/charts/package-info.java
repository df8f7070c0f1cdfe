/** Charts of simulation results and timelines, built on XChart: {@link org.baolab.charts.Charts}. */
package org.baolab.charts;
