/**
 * The mancala atlas: every registered game measured side by side (behaviour under random and search agents with
 * 95% intervals, skill depth from a ladder, small boards solved), its rules compared block by block, and the games
 * clustered by both (notebook {@code 15-atlas}, {@code baolab atlas}).
 */
package org.baolab.atlas;
