package org.baolab.kernel;

import java.security.Permission;
import java.util.concurrent.ForkJoinPool;

/**
 * Keeps code run in cells from ending the kernel: {@code System.exit}, {@code Runtime.exit} and {@code Runtime.halt}
 * throw a {@link SecurityException} with a message instead, so the cell fails and every variable stays, until the
 * kernel itself {@linkplain #allowExit() exits}. A security manager is the only way to refuse an exit inside the JVM
 * on Java 17: JShell's own remote execution would lose every value with its agent, and no exit hook can refuse. It
 * checks nothing else (every other permission is granted) and needs {@code -Djava.security.manager=allow}, which
 * the kernelspec passes; where the JVM refuses one (Java 24 and later), the kernel runs without it and says so.
 */
final class ExitGuard extends SecurityManager {

    private volatile boolean exitAllowed;

    private ExitGuard() {
    }

    /** Installs the guard for the rest of the JVM's life; null, after a warning, if this JVM allows none. */
    static ExitGuard install() {
        ForkJoinPool.commonPool(); // created first, with its ordinary worker threads (not the "innocuous" ones)
        ExitGuard guard = new ExitGuard();
        try {
            System.setSecurityManager(guard);
            return guard;
        } catch (UnsupportedOperationException | SecurityException e) {
            System.err.println("System.exit in a cell will end the kernel: this JVM allows no security manager ("
                    + e.getMessage() + "); start it with -Djava.security.manager=allow (Java 17 to 23)");
            return null;
        }
    }

    /** The kernel is shutting down: exits go through from now on. */
    void allowExit() {
        exitAllowed = true;
    }

    @Override
    public void checkExit(int status) {
        if (!exitAllowed) {
            throw new SecurityException("System.exit(" + status + ") would end the kernel and lose every variable,"
                    + " so it was refused; to start afresh use Kernel > Restart");
        }
    }

    @Override
    public void checkPermission(Permission permission) {
        // everything but exiting is allowed
    }

    @Override
    public void checkPermission(Permission permission, Object context) {
        // everything but exiting is allowed
    }
}
