package java.lang.reflect;

/**
 * A method of a class or interface, made by the VM (Class.getDeclaredMethods0). invoke checks
 * access, the receiver and the arguments as OpenJDK 17 does, dispatches virtually for instance
 * methods, and wraps what the method throws in InvocationTargetException.
 */
public final class Method extends Executable {
    private final Class<?> clazz;
    private final int slot;
    private final String name;
    private final Class<?>[] parameterTypes;
    private final Class<?> returnType;
    private final Class<?>[] exceptionTypes;
    private final int modifiers;

    private Method(Class<?> declaringClass, int slot, String name, Class<?>[] parameterTypes,
            Class<?> returnType, Class<?>[] exceptionTypes, int modifiers) {
        this.clazz = declaringClass;
        this.slot = slot;
        this.name = name;
        this.parameterTypes = parameterTypes;
        this.returnType = returnType;
        this.exceptionTypes = exceptionTypes;
        this.modifiers = modifiers;
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?> getReturnType() {
        return returnType;
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

    public boolean isBridge() {
        return (modifiers & Modifier.BRIDGE) != 0;
    }

    public boolean isDefault() {
        return ((modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC)
                && clazz.isInterface();
    }

    public boolean equals(Object obj) {
        if (obj instanceof Method) {
            Method other = (Method) obj;
            return clazz == other.clazz && name.equals(other.name) && returnType == other.returnType
                    && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        return sharedToString(Modifier.methodModifiers(), isDefault(), parameterTypes, exceptionTypes);
    }

    public String toGenericString() {
        return toString();
    }

    void specificToStringHeader(StringBuilder sb) {
        sb.append(returnType.getTypeName()).append(' ');
        sb.append(clazz.getTypeName()).append('.');
        sb.append(name);
    }

    /** Same name and parameter types (what overriding compares). */
    boolean sameSignature(Method m) {
        return name.equals(m.name) && java.util.Arrays.equals(parameterTypes, m.parameterTypes);
    }

    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        boolean isStatic = Modifier.isStatic(modifiers);
        if (!override) {
            Class<?> caller = callerClass();
            checkAccess(caller, clazz, isStatic ? null : obj.getClass(), modifiers);
        }
        if (!isStatic) {
            if (obj == null) {
                throw new NullPointerException();
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        Object[] refs = new Object[parameterTypes.length];
        long[] prims = new long[parameterTypes.length];
        convertArguments(parameterTypes, args, refs, prims);
        return invoke0(this, obj, refs, prims);
    }

    private static native Object invoke0(Method m, Object obj, Object[] refs, long[] prims)
            throws InvocationTargetException;
}
