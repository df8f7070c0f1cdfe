package org.baolab.play;

import org.baolab.core.GameState;

/** Search states of an agent, made once per game and rules and then reused with {@code copyFrom}. */
final class StatePool {

    private GameState[] states = new GameState[0];

    /** At least {@code n} states of the same game and rules as {@code like}. */
    GameState[] states(GameState like, int n) {
        if (states.length < n || states[0].getClass() != like.getClass() || !states[0].rules().equals(like.rules())) {
            states = new GameState[n];
            for (int i = 0; i < n; i++) {
                states[i] = like.copy();
            }
        }
        return states;
    }
}
