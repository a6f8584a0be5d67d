package java.lang.invoke;

/**
 * Lookups and a few combinators over the direct method handles of MethodHandle.java. Member
 * resolution and access checks are VM natives (interp/lambda_methodhandles.c).
 */
public class MethodHandles {
    private MethodHandles() {
    }

    /** The class of the method that called lookup(). */
    private static native Class<?> callerClass0();

    public static Lookup lookup() {
        return new Lookup(callerClass0(), Lookup.ALL_MODES);
    }

    public static Lookup publicLookup() {
        return new Lookup(Object.class, Lookup.UNCONDITIONAL);
    }

    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        if (targetClass.isPrimitive() || targetClass.isArray()) {
            throw new IllegalArgumentException(targetClass + " is a primitive or array class");
        }
        return new Lookup(targetClass, Lookup.ALL_MODES);
    }

    public static MethodHandle identity(Class<?> type) {
        if (type == void.class) {
            throw new IllegalArgumentException("void type");
        }
        MethodType t = MethodType.methodType(type, type);
        return new DirectMethodHandle(t, t, MethodHandle.KIND_IDENTITY, 0L, null);
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type.isPrimitive()) {
            if (type == void.class) {
                throw new IllegalArgumentException("void type");
            }
            value = MethodType.wrapper(type).cast(value);
        } else {
            value = type.cast(value);
        }
        return identity(type).bindLeading(new Object[] {value}, 1);
    }

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        MethodType t = target.type();
        if (pos < 0 || pos + values.length > t.parameterCount()) {
            throw new IllegalArgumentException("no argument type to append");
        }
        if (pos != 0) {
            throw new UnsupportedOperationException("minivm binds leading arguments only");
        }
        Object[] vs = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            Class<?> p = t.parameterType(i);
            vs[i] = p.isPrimitive() ? MethodType.wrapper(p).cast(values[i]) : p.cast(values[i]);
            if (p.isPrimitive() && vs[i] == null) {
                throw new NullPointerException();
            }
        }
        return target.bindLeading(vs, vs.length);
    }

    public static MethodHandle explicitCastArguments(MethodHandle target, MethodType newType) {
        return target.asType(newType);
    }

    /** A factory for method handles, with the access rights of its lookup class. */
    public static final class Lookup {
        public static final int PUBLIC = 0x01;
        public static final int PRIVATE = 0x02;
        public static final int PROTECTED = 0x04;
        public static final int PACKAGE = 0x08;
        public static final int MODULE = 0x10;
        public static final int UNCONDITIONAL = 0x20;
        public static final int ORIGINAL = 0x40;
        static final int ALL_MODES = PUBLIC | PRIVATE | PROTECTED | PACKAGE | MODULE | ORIGINAL;

        private final Class<?> lookupClass;
        private final int allowedModes;

        Lookup(Class<?> lookupClass, int allowedModes) {
            this.lookupClass = lookupClass;
            this.allowedModes = allowedModes;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public int lookupModes() {
            return allowedModes;
        }

        public Lookup in(Class<?> requestedLookupClass) {
            if (requestedLookupClass == lookupClass) {
                return this;
            }
            return new Lookup(requestedLookupClass, allowedModes & (PUBLIC | MODULE | PACKAGE | PROTECTED));
        }

        public Lookup dropLookupMode(int modeToDrop) {
            return new Lookup(lookupClass, allowedModes & ~modeToDrop);
        }

        public String toString() {
            String n = lookupClass.getName();
            if (allowedModes == UNCONDITIONAL) {
                return n + "/publicLookup";
            }
            return allowedModes == ALL_MODES ? n : n + "/" + allowedModes;
        }

        /** Resolves and checks a member: the VM's Method* or Field*, or a code below 1. */
        private static native long resolve0(Class<?> refc, String name, String desc, int kind,
                Class<?> lookupClass, int modes);

        private static final int NOT_FOUND = 0, WRONG_KIND = -1, NO_ACCESS = -2;

        private long resolveMethod(Class<?> refc, String name, MethodType type, int kind)
                throws NoSuchMethodException, IllegalAccessException {
            long e = resolve0(refc, name, type.toMethodDescriptorString(), kind, lookupClass, allowedModes);
            if (e > 0) {
                return e;
            }
            String what = refc.getName() + "." + name + type + "/" + MethodHandleInfo.referenceKindToString(kind);
            if (e == NOT_FOUND) {
                throw new NoSuchMethodException("no such " + ("<init>".equals(name) ? "constructor" : "method") + ": " + what);
            }
            if (e == WRONG_KIND) {
                throw new IllegalAccessException("no such method: " + what);
            }
            throw noAccess(what);
        }

        private IllegalAccessException noAccess(String what) {
            if (allowedModes == UNCONDITIONAL) {
                return new IllegalAccessException("no such method: " + what);
            }
            return new IllegalAccessException("member is private: " + what + ", from " + lookupClass);
        }

        private long resolveField(Class<?> refc, String name, Class<?> type, int kind)
                throws NoSuchFieldException, IllegalAccessException {
            long e = resolve0(refc, name, MethodType.descriptorOf(type), kind, lookupClass, allowedModes);
            if (e > 0) {
                return e;
            }
            String what = refc.getName() + "." + name + "/" + type.getName() + "/" + MethodHandleInfo.referenceKindToString(kind);
            if (e == NOT_FOUND) {
                throw new NoSuchFieldException("no such field: " + what);
            }
            if (e == WRONG_KIND) {
                boolean isStatic = kind == MethodHandleInfo.REF_getField || kind == MethodHandleInfo.REF_putField;
                int actual = kind + (isStatic ? 1 : -1);
                throw new IllegalAccessException("expected a" + (isStatic ? " non-static" : " static") + " field: "
                        + refc.getName() + "." + name + "/" + type.getName() + "/"
                        + MethodHandleInfo.referenceKindToString(actual) + ", from " + lookupClass);
            }
            throw noAccess(what);
        }

        private static MethodHandle direct(MethodType type, int kind, long e) {
            return new DirectMethodHandle(type, type, kind, e, null);
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            return direct(type, MethodHandleInfo.REF_invokeStatic, resolveMethod(refc, name, type, MethodHandleInfo.REF_invokeStatic));
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            int kind = refc.isInterface() ? MethodHandleInfo.REF_invokeInterface : MethodHandleInfo.REF_invokeVirtual;
            long e = resolveMethod(refc, name, type, kind);
            return direct(type.insertParameterTypes(0, refc), kind, e);
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            long e = resolveMethod(refc, name, type, MethodHandleInfo.REF_invokeSpecial);
            return direct(type.insertParameterTypes(0, specialCaller), MethodHandleInfo.REF_invokeSpecial, e);
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            if (refc.isArray()) {
                throw new NoSuchMethodException("no constructor for array class: " + refc.getName());
            }
            long e = resolveMethod(refc, "<init>", type, MethodHandleInfo.REF_newInvokeSpecial);
            return direct(type.changeReturnType(refc), MethodHandleInfo.REF_newInvokeSpecial, e);
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            long e = resolveField(refc, name, type, MethodHandleInfo.REF_getField);
            return direct(MethodType.methodType(type, refc), MethodHandleInfo.REF_getField, e);
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            long e = resolveField(refc, name, type, MethodHandleInfo.REF_putField);
            return direct(MethodType.methodType(void.class, refc, type), MethodHandleInfo.REF_putField, e);
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            long e = resolveField(refc, name, type, MethodHandleInfo.REF_getStatic);
            return direct(MethodType.methodType(type), MethodHandleInfo.REF_getStatic, e);
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            long e = resolveField(refc, name, type, MethodHandleInfo.REF_putStatic);
            return direct(MethodType.methodType(void.class, type), MethodHandleInfo.REF_putStatic, e);
        }

        public MethodHandle bind(Object receiver, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            return findVirtual(receiver.getClass(), name, type).bindTo(receiver);
        }

        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            return Class.forName(targetName);
        }
    }
}
