package org.baolab.notebook;

import org.baolab.core.Display;
import org.baolab.core.DisplayProvider;
import org.baolab.core.Explorer;
import org.baolab.core.Match;
import org.baolab.core.Move;
import org.baolab.core.Rules;

/** The notebook's drawings of play, which the core finds through {@code META-INF/services}. */
public final class NotebookDisplays implements DisplayProvider {

    @Override
    public Display interactive(Match match) {
        return LiveBoard.of(match);
    }

    @Override
    public Display animate(Move move) {
        return MoveAnimation.of(move);
    }

    @Override
    public Display filmstrip(Move move) {
        return Filmstrip.of(move);
    }

    @Override
    public Display filmstrip(Match match) {
        return Filmstrip.of(match);
    }

    @Override
    public Explorer explore(Rules rules) {
        return ExplorerWidget.of(rules);
    }
}
