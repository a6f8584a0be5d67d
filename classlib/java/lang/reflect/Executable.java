package java.lang.reflect;

/** Shared parts of Method and Constructor. */
public abstract class Executable extends AccessibleObject implements Member {
    Executable() {
    }

    public abstract Class<?> getDeclaringClass();

    public abstract String getName();

    public abstract int getModifiers();

    public abstract Class<?>[] getParameterTypes();

    public abstract Class<?>[] getExceptionTypes();

    abstract Class<?>[] sharedParameterTypes();

    public int getParameterCount() {
        return sharedParameterTypes().length;
    }

    public boolean isVarArgs() {
        return (getModifiers() & Modifier.VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return Modifier.isSynthetic(getModifiers());
    }

    public abstract String toGenericString();

    /** "mods " + what specificToString adds + "(params)" + " throws ..." as the JDK prints. */
    String sharedToString(int modifierMask, boolean isDefault, Class<?>[] params, Class<?>[] exceptions) {
        StringBuilder sb = new StringBuilder();
        int mod = getModifiers() & modifierMask;
        if (mod != 0 && !isDefault) {
            sb.append(Modifier.toString(mod)).append(' ');
        } else {
            int access = mod & Modifier.ACCESS_MODIFIERS;
            if (access != 0) {
                sb.append(Modifier.toString(access)).append(' ');
            }
            if (isDefault) {
                sb.append("default ");
            }
            mod = (mod & ~Modifier.ACCESS_MODIFIERS);
            if (mod != 0) {
                sb.append(Modifier.toString(mod)).append(' ');
            }
        }
        specificToStringHeader(sb);
        sb.append('(');
        for (int i = 0; i < params.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(params[i].getTypeName());
        }
        sb.append(')');
        if (exceptions.length > 0) {
            sb.append(" throws ");
            for (int i = 0; i < exceptions.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(exceptions[i].getTypeName());
            }
        }
        return sb.toString();
    }

    abstract void specificToStringHeader(StringBuilder sb);

    /**
     * Checks and converts call arguments for the natives: refs[i] for reference parameters,
     * prims[i] the bits of primitive ones after widening (as the VM passes them).
     */
    static void convertArguments(Class<?>[] params, Object[] args, Object[] refs, long[] prims) {
        int n = args == null ? 0 : args.length;
        if (n != params.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        for (int i = 0; i < n; i++) {
            Class<?> p = params[i];
            Object a = args[i];
            if (p.isPrimitive()) {
                if (a == null) {
                    throw new IllegalArgumentException();
                }
                prims[i] = Field.widenToBits(a, p, true);
            } else {
                if (a != null && !p.isInstance(a)) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                refs[i] = a;
            }
        }
    }
}
