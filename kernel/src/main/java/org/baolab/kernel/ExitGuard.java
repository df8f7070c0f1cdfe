package org.baolab.kernel;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Keeps code run in cells from ending the kernel: in the classes a cell compiles to, every call of
 * {@code System.exit}, {@code Runtime.exit} and {@code Runtime.halt} (also as a method reference) is rewritten to call
 * this class instead, which throws a {@link SecurityException} with a message, so the cell fails and every variable
 * stays. A security manager could refuse the exit for all code, but installing one makes Java 17 print four warnings
 * and Java 24 refuses it; JShell's own remote execution would lose every value with its agent. What a cell does not
 * compile itself (a jar's code, reflection) can still end the kernel.
 */
public final class ExitGuard {

    private static final String GUARD = Type.getInternalName(ExitGuard.class);
    private static final String SYSTEM = "java/lang/System";
    private static final String RUNTIME = "java/lang/Runtime";
    private static final String EXIT_DESCRIPTOR = "(I)V";
    private static final String RUNTIME_DESCRIPTOR = "(Ljava/lang/Runtime;I)V";

    private ExitGuard() {
    }

    /**
     * Stands for {@code System.exit} in a cell.
     *
     * @param status the status the cell asked for
     * @throws SecurityException always
     */
    public static void exit(int status) {
        throw refused("System.exit", status);
    }

    /**
     * Stands for {@code Runtime.exit} in a cell.
     *
     * @param runtime the runtime the cell called
     * @param status the status the cell asked for
     * @throws SecurityException always
     */
    public static void exit(Runtime runtime, int status) {
        throw refused("Runtime.exit", status);
    }

    /**
     * Stands for {@code Runtime.halt} in a cell.
     *
     * @param runtime the runtime the cell called
     * @param status the status the cell asked for
     * @throws SecurityException always
     */
    public static void halt(Runtime runtime, int status) {
        throw refused("Runtime.halt", status);
    }

    private static SecurityException refused(String call, int status) {
        return new SecurityException(call + "(" + status + ") would end the kernel and lose every variable,"
                + " so it was refused; to start afresh use Kernel > Restart");
    }

    /** The class file with its exits rewritten to calls of this class; the same bytes if it has none. */
    static byte[] guard(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, 0); // same stack effect: sizes and frames stay
        boolean[] changed = new boolean[1];
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new Rewriter(super.visitMethod(access, name, descriptor, signature, exceptions), changed);
            }
        }, 0);
        return changed[0] ? writer.toByteArray() : classFile;
    }

    /** The guard's stand-in for a method, or null if the method is no exit. */
    private static Handle standIn(String owner, String name, String descriptor) {
        if (owner.equals(SYSTEM) && name.equals("exit") && descriptor.equals(EXIT_DESCRIPTOR)) {
            return new Handle(Opcodes.H_INVOKESTATIC, GUARD, "exit", EXIT_DESCRIPTOR, false);
        }
        if (owner.equals(RUNTIME) && (name.equals("exit") || name.equals("halt")) && descriptor.equals(EXIT_DESCRIPTOR)) {
            return new Handle(Opcodes.H_INVOKESTATIC, GUARD, name, RUNTIME_DESCRIPTOR, false);
        }
        return null;
    }

    /** Rewrites calls of and references to the exits in one method. */
    private static final class Rewriter extends MethodVisitor {
        private final boolean[] changed;

        Rewriter(MethodVisitor next, boolean[] changed) {
            super(Opcodes.ASM9, next);
            this.changed = changed;
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            Handle standIn = standIn(owner, name, descriptor);
            if (standIn == null) {
                super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
            } else {
                changed[0] = true; // the receiver, if any, becomes the stand-in's first argument
                super.visitMethodInsn(Opcodes.INVOKESTATIC, standIn.getOwner(), standIn.getName(),
                        standIn.getDesc(), false);
            }
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
            Object[] rewritten = arguments.clone();
            for (int i = 0; i < rewritten.length; i++) {
                rewritten[i] = constant(rewritten[i]);
            }
            super.visitInvokeDynamicInsn(name, descriptor, bootstrap, rewritten);
        }

        @Override
        public void visitLdcInsn(Object value) {
            super.visitLdcInsn(constant(value));
        }

        /** A method handle constant of an exit becomes one of its stand-in: {@code System::exit} in a lambda. */
        private Object constant(Object value) {
            if (value instanceof Handle handle) {
                Handle standIn = standIn(handle.getOwner(), handle.getName(), handle.getDesc());
                if (standIn != null) {
                    changed[0] = true;
                    return standIn;
                }
            }
            return value;
        }
    }
}
