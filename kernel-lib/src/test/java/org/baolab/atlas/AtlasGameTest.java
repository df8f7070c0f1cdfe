package org.baolab.atlas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.baolab.Games;
import org.baolab.core.Game;
import org.junit.jupiter.api.Test;

class AtlasGameTest {

    @Test
    void everyRegisteredGameComesOnceWithASheetTwinFoldedIntoItsEngine() {
        List<String> ids = AtlasGame.all().stream().map(AtlasGame::id).toList();
        for (Game g : Games.all()) {
            boolean twin = g.id().endsWith("-sheet") && ids.contains(g.id().replace("-sheet", ""));
            assertEquals(!twin, ids.contains(g.id()), g.id());
        }
        assertFalse(ids.contains("kalah-sheet"));
        assertEquals("kalah-sheet", AtlasGame.of("kalah").profileFrom());
        assertEquals("oware-sheet", AtlasGame.of("oware").profileFrom());
    }

    @Test
    void everyGameOfTheAtlasHasARuleProfile() {
        for (AtlasGame g : AtlasGame.all()) {
            assertNotNull(g.profile(), g.id() + " has neither a sheet nor data/atlas/" + g.id() + ".profile");
            assertEquals(g.id(), g.profileFrom().endsWith(".profile") ? g.profile().id() : g.id());
        }
        assertEquals(List.of("first-lap-restriction", "reserved-holes"),
                AtlasGame.of("bao-kingulu").profile().unexpressed());
    }

    /**
     * Bao Kingulu against Kalah by hand: board stores (NONE / ENDS), sowing laps (RELAY / SINGLE), Kalah's extra
     * turn, the end (NO_LEGAL_MOVES / EITHER_SIDE_EMPTY) and Bao Kingulu's two unexpressed rules: 6.
     */
    @Test
    void baoKinguluIsSixDifferencesFromKalah() {
        AtlasGame kingulu = AtlasGame.of("bao-kingulu");
        assertEquals(List.of("board stores: NONE / ENDS", "sowing laps: RELAY / SINGLE", "extra-turn: - / yes",
                "end when: NO_LEGAL_MOVES / EITHER_SIDE_EMPTY", "unexpressed first-lap-restriction: yes / -",
                "unexpressed reserved-holes: yes / -"), kingulu.profile().differences(AtlasGame.of("kalah").profile()));
        Distances d = Distances.rules(List.of(kingulu, AtlasGame.of("kalah"), AtlasGame.of("oware")));
        assertEquals(6, d.between("bao-kingulu", "kalah"));
        assertEquals(13, d.between("kalah", "oware"));
        assertTrue(d.csv().startsWith("game,bao-kingulu,kalah,oware\nbao-kingulu,0,6,"), d.csv());
    }
}
