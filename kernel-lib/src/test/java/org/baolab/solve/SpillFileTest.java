package org.baolab.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** {@link SpillFile}: values come back in order, as often as asked, across buffers; the file is gone once closed. */
class SpillFileTest {

    @Test
    void intsAndLongsComeBackInOrderTwiceAcrossBuffers() {
        int n = 300_001;   // more than two buffers of a million bytes, and not a whole buffer
        try (SpillFile file = new SpillFile()) {
            for (int i = 0; i < n; i++) {
                file.add(i * 7 - 5);
                file.addLong(-3L * i << 33 | i);
            }
            file.flush();
            assertEquals(3L * n, file.size());
            for (int pass = 0; pass < 2; pass++) {
                SpillFile.Reader reader = file.reader();
                for (int i = 0; i < n; i++) {
                    assertEquals(i * 7 - 5, reader.next(), "int " + i);
                    assertEquals(-3L * i << 33 | i, reader.nextLong(), "long " + i);
                }
            }
        }
    }

    @Test
    void theFileIsDeletedWhenClosed() {
        SpillFile file = new SpillFile();
        file.add(1);
        file.flush();
        file.close();
        assertFalse(Files.exists(file.path()));
    }
}
