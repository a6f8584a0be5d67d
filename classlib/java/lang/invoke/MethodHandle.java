package java.lang.invoke;

import java.util.List;

/**
 * A typed, directly executable reference to a method, constructor or field (a "direct" handle),
 * possibly with leading arguments bound and an adapted type (asType).
 *
 * invokeExact and invoke are signature polymorphic (JVMS 2.9.3): a call site of any descriptor
 * resolves to a VM-made native method of that descriptor (interp/lambda_methodhandles.c), which
 * converts the arguments to the target's types, runs the target and converts the result back.
 * The VM reads the fields below by name.
 */
public abstract class MethodHandle {
    /** Kinds beyond the JVMS reference kinds (MethodHandleInfo.REF_*). */
    static final int KIND_IDENTITY = 0;

    /** The handle's type: what invokeExact call sites must match. */
    final MethodType type;
    /** The target's own type (receiver first for instance methods and fields). */
    final MethodType targetType;
    final int kind;
    /** The target: a Method* or Field* of the VM, 0 for identity handles. */
    final long vmentry;
    /** Leading target arguments bound by bindTo / insertArguments (boxed), or null. */
    final Object[] bound;

    MethodHandle(MethodType type, MethodType targetType, int kind, long vmentry, Object[] bound) {
        this.type = type;
        this.targetType = targetType;
        this.kind = kind;
        this.vmentry = vmentry;
        this.bound = bound;
    }

    public MethodType type() {
        return type;
    }

    public final native Object invokeExact(Object... args) throws Throwable;

    public final native Object invoke(Object... args) throws Throwable;

    /** invoke with the arguments in an array, boxed, and the result boxed. */
    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] args = arguments == null ? new Object[0] : arguments;
        if (args.length != type.parameterCount()) {
            throw new WrongMethodTypeException("cannot convert " + this + " to "
                    + MethodType.genericMethodType(args.length));
        }
        return invokeWithArguments0(args);
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    private native Object invokeWithArguments0(Object[] args) throws Throwable;

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type)) {
            return this;
        }
        if (!convertible(type, newType)) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        }
        return new DirectMethodHandle(newType, targetType, kind, vmentry, bound);
    }

    /** Can a call of type `to` be adapted to a handle of type `from` (asType's rules)? */
    static boolean convertible(MethodType from, MethodType to) {
        if (from.parameterCount() != to.parameterCount()) {
            return false;
        }
        for (int i = 0; i < from.parameterCount(); i++) {
            if (!convertible(to.parameterType(i), from.parameterType(i))) {
                return false;
            }
        }
        Class<?> fr = from.returnType(), tr = to.returnType();
        return tr == void.class || fr == void.class || convertible(fr, tr);
    }

    /** Can a value of type t0 convert to t1: widening, boxing, unboxing, casts. */
    static boolean convertible(Class<?> t0, Class<?> t1) {
        if (t0 == t1) {
            return true;
        }
        if (t0 == void.class || t1 == void.class) {
            return false;
        }
        if (!t0.isPrimitive() && !t1.isPrimitive()) {
            return true;
        }
        if (t0.isPrimitive() && t1.isPrimitive()) {
            return widens(t0, t1);
        }
        if (t0.isPrimitive()) {
            return t1.isAssignableFrom(MethodType.wrapper(t0));
        }
        Class<?> p = MethodType.unwrapper(t0);
        if (p != t0) {
            return widens(p, t1);
        }
        Class<?>[] wrappers = {Boolean.class, Byte.class, Short.class, Character.class, Integer.class,
            Long.class, Float.class, Double.class};
        for (int i = 0; i < wrappers.length; i++) {
            if (t0.isAssignableFrom(wrappers[i]) && widens(MethodType.unwrapper(wrappers[i]), t1)) {
                return true;
            }
        }
        return false;
    }

    private static int rank(Class<?> c) {
        if (c == byte.class) return 1;
        if (c == short.class) return 2;
        if (c == char.class) return 2;
        if (c == int.class) return 3;
        if (c == long.class) return 4;
        if (c == float.class) return 5;
        if (c == double.class) return 6;
        return 0;
    }

    private static boolean widens(Class<?> from, Class<?> to) {
        if (from == to) {
            return true;
        }
        if (from == boolean.class || to == boolean.class || to == char.class) {
            return false;
        }
        if (from == char.class) {
            return rank(to) >= 3;
        }
        if (to == short.class) {
            return from == byte.class;
        }
        return rank(from) != 0 && rank(from) < rank(to);
    }

    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter: " + x);
        }
        Object v = type.parameterType(0).cast(x);
        return bindLeading(new Object[] {v}, 1);
    }

    MethodHandle bindLeading(Object[] values, int count) {
        int old = bound == null ? 0 : bound.length;
        Object[] nb = new Object[old + count];
        if (old > 0) {
            System.arraycopy(bound, 0, nb, 0, old);
        }
        System.arraycopy(values, 0, nb, old, count);
        return new DirectMethodHandle(type.dropParameterTypes(0, count), targetType, kind, vmentry, nb);
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public MethodHandle withVarargs(boolean makeVarargs) {
        if (makeVarargs) {
            throw new UnsupportedOperationException("varargs method handles are not supported");
        }
        return this;
    }

    public String toString() {
        return "MethodHandle" + type;
    }
}

/** The one concrete handle class. */
final class DirectMethodHandle extends MethodHandle {
    DirectMethodHandle(MethodType type, MethodType targetType, int kind, long vmentry, Object[] bound) {
        super(type, targetType, kind, vmentry, bound);
    }
}
