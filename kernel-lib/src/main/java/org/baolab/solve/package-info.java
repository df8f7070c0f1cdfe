/**
 * Solving small variants exactly. {@link org.baolab.solve.Solver} finds every position reachable from a variant's
 * start and works back from the finished ones (retrograde analysis); the {@link org.baolab.solve.Solution} gives the
 * value of any of those positions with perfect play (who wins, in how many plies, by how many seeds where the score
 * decides), its best moves and the perfect-play line ({@link org.baolab.solve.PerfectLine});
 * {@link org.baolab.play.Agents#perfect} plays it, and {@link org.baolab.solve.Accuracy} measures how often an agent's
 * moves keep the value. Play that never ends is a draw, as the turn limit (C8) is left out.
 *
 * <pre>{@code
 * Solution s = Solver.of(Games.baoKingulu().with("pitsPerRow", 3).with("seedsPerPit", 2)).threads(2).solve();
 * s.value();                        // NORTH wins with perfect play, in 9 plies, by 2
 * s.line();                         // the perfect-play line, drawn as a filmstrip of boards
 * Accuracy.of(s).games(200).seed(1).measure("greedy");
 * }</pre>
 */
package org.baolab.solve;
