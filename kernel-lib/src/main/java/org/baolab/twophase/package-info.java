/**
 * Bao la Kimasai in two phases ({@code kimasai-two-phase}, rules T1-T8): a four-row game in which each player first
 * brings a reserve of cows onto the board with relay sowing, then raids the opponent's inner row.
 * {@link org.baolab.twophase.KimasaiTwoPhase} is the game and its options, {@link org.baolab.twophase.TwoPhaseState}
 * plays it.
 */
package org.baolab.twophase;
