package java.lang.reflect;

/** A constructor, made by the VM (Class.getDeclaredConstructors0). */
public final class Constructor<T> extends Executable {
    private final Class<T> clazz;
    private final int slot;
    private final Class<?>[] parameterTypes;
    private final Class<?>[] exceptionTypes;
    private final int modifiers;

    private Constructor(Class<T> declaringClass, int slot, Class<?>[] parameterTypes,
            Class<?>[] exceptionTypes, int modifiers) {
        this.clazz = declaringClass;
        this.slot = slot;
        this.parameterTypes = parameterTypes;
        this.exceptionTypes = exceptionTypes;
        this.modifiers = modifiers;
    }

    public Class<T> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return clazz.getName();
    }

    public int getModifiers() {
        return modifiers;
    }

    Class<?>[] sharedParameterTypes() {
        return parameterTypes;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public Class<?>[] getExceptionTypes() {
        return exceptionTypes.clone();
    }

    public boolean equals(Object obj) {
        if (obj instanceof Constructor) {
            Constructor<?> other = (Constructor<?>) obj;
            return clazz == other.clazz && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    public String toString() {
        return sharedToString(Modifier.constructorModifiers(), false, parameterTypes, exceptionTypes);
    }

    public String toGenericString() {
        return toString();
    }

    void specificToStringHeader(StringBuilder sb) {
        sb.append(clazz.getTypeName());
    }

    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException,
            InvocationTargetException {
        if (!override) {
            Class<?> caller = callerClass();
            checkAccess(caller, clazz, clazz, modifiers);
        }
        if ((clazz.getModifiers() & Modifier.ENUM) != 0) {
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        }
        if (Modifier.isAbstract(clazz.getModifiers())) {
            throw new InstantiationException();
        }
        Object[] refs = new Object[parameterTypes.length];
        long[] prims = new long[parameterTypes.length];
        convertArguments(parameterTypes, initargs, refs, prims);
        return (T) newInstance0(this, refs, prims);
    }

    private static native Object newInstance0(Constructor<?> c, Object[] refs, long[] prims)
            throws InstantiationException, InvocationTargetException;
}
