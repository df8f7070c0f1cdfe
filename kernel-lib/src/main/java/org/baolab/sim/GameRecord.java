package org.baolab.sim;

import java.io.Serializable;
import java.util.Arrays;
import org.baolab.core.GameState;
import org.baolab.core.Player;
import org.baolab.core.Reason;
import org.baolab.core.Status;
import org.baolab.stats.Summary;

/**
 * One finished game: a row of the simulation table. Small and serializable, so that tasks can send rows back
 * from other machines.
 *
 * @param index the game's index in its run
 * @param seed the seed of the game's random stream
 * @param south SOUTH's agent
 * @param north NORTH's agent
 * @param firstMover who moved first (C1)
 * @param status the result
 * @param reason why the game ended
 * @param plies moves played
 * @param southCaptures capture events by SOUTH
 * @param northCaptures capture events by NORTH
 * @param southCapturedSeeds seeds (stones, cows) captured by SOUTH
 * @param northCapturedSeeds seeds (stones, cows) captured by NORTH
 * @param laps laps sown in the game
 * @param longestMove laps of the longest move
 * @param endless whether the game ended on an endless move (C7)
 * @param firstCapturePly the ply of the first capture, -1 when there was none
 * @param southScore SOUTH's final score
 * @param northScore NORTH's final score
 * @param extras the tallies named by {@link GameState#tallyNames}: turns in a game with extra turns, the game's own
 * @param moves the holes moved from, ply by ply, when the task keeps moves ({@link SimulationTask#moves()}), else
 *     null
 * @param metrics the game-quality metrics, one per {@link org.baolab.stats.GameMetric} (NaN where undefined), when
 *     the task measures them ({@link SimulationTask#metrics()}), else null
 */
public record GameRecord(long index, long seed, String south, String north, Player firstMover, Status status,
                         Reason reason, int plies, int southCaptures, int northCaptures, int southCapturedSeeds,
                         int northCapturedSeeds, long laps, int longestMove, boolean endless, int firstCapturePly,
                         int southScore, int northScore, int[] extras, short[] moves,
                         double[] metrics)
        implements Serializable {

    /** The record of a finished game. */
    static GameRecord of(long index, long seed, String south, String north, Player firstMover, GameState end,
                         short[] moves, double[] metrics) {
        int[] extras = new int[end.tallyNames().size()];
        for (int i = 0; i < extras.length; i++) {
            extras[i] = end.tally(i);
        }
        return new GameRecord(index, seed, south, north, firstMover, end.status(), end.reason(), end.ply(),
                end.captureEvents(Player.SOUTH), end.captureEvents(Player.NORTH), end.capturedSeeds(Player.SOUTH),
                end.capturedSeeds(Player.NORTH), end.laps(), end.longestMove(), end.reason() == Reason.ENDLESS_MOVE,
                end.firstCapturePly(), end.score(Player.SOUTH), end.score(Player.NORTH), extras, moves, metrics);
    }

    /** Counts this game in a summary. */
    public void addTo(Summary summary) {
        summary.add(status, reason, firstMover, plies, captures(), southCapturedSeeds + northCapturedSeeds);
        if (metrics != null) {
            summary.addMetrics(metrics);
        }
    }

    /** Capture events by both players. */
    public int captures() {
        return southCaptures + northCaptures;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord r && index == r.index && seed == r.seed && south.equals(r.south)
                && north.equals(r.north) && firstMover == r.firstMover && status == r.status && reason == r.reason
                && plies == r.plies && southCaptures == r.southCaptures && northCaptures == r.northCaptures
                && southCapturedSeeds == r.southCapturedSeeds && northCapturedSeeds == r.northCapturedSeeds
                && laps == r.laps && longestMove == r.longestMove && endless == r.endless
                && firstCapturePly == r.firstCapturePly && southScore == r.southScore && northScore == r.northScore
                && Arrays.equals(extras, r.extras) && Arrays.equals(moves, r.moves) && Arrays.equals(metrics, r.metrics);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(seed) * 31 + Arrays.hashCode(extras);
    }
}
