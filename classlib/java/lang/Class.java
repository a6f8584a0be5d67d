package java.lang;

/**
 * Class mirrors. Instances are made by the VM only; vmClass holds the C `Class *`
 * (vm/class.h), which the natives in classlib/native/native_class.c use.
 * Not provided yet: reflection on members (getMethods, getFields, ...), class loaders,
 * resources, annotations, getEnclosingClass for local/anonymous classes.
 */
public final class Class<T> implements java.io.Serializable {
    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM = 0x00004000;
    private static final int SYNTHETIC = 0x00001000;

    /** The VM's Class*, set by the VM when it makes the mirror. */
    private transient long vmClass;
    /** Caches. */
    private transient String name;
    private transient T[] enumConstants;

    private Class() {
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    /** Loads, links and initializes the class (binary name, e.g. "java.lang.String", "[I"). */
    public static Class<?> forName(String className) throws ClassNotFoundException {
        return forName0(className, true);
    }

    private static native Class<?> forName0(String name, boolean initialize)
            throws ClassNotFoundException;

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    /** "java.lang.String", "[I", "[Ljava.lang.String;", "int". */
    public String getName() {
        String n = this.name;
        if (n == null) {
            this.name = n = getName0();
        }
        return n;
    }

    private native String getName0();

    public native Class<? super T> getSuperclass();

    public Class<?>[] getInterfaces() {
        return getInterfaces0();
    }

    private native Class<?>[] getInterfaces0();

    public native Class<?> getComponentType();

    public Class<?> componentType() {
        return getComponentType();
    }

    /** Access flags as the JDK reports them (inner-class flags for nested classes). */
    public native int getModifiers();

    /** The class declaring this member class, or null. */
    public Class<?> getDeclaringClass() {
        return getDeclaringClass0();
    }

    private native Class<?> getDeclaringClass0();

    /**
     * -1: no InnerClasses entry for this class (top level); otherwise bit 0 set when it has an
     * outer class (member class), bit 1 set when it is anonymous.
     */
    private native int getInnerInfo0();

    /** The simple name recorded in InnerClasses, or null (top level or anonymous). */
    private native String getSimpleBinaryName0();

    private boolean isLocalOrAnonymousClass() {
        if (isArray() || isPrimitive()) {
            return false;
        }
        int info = getInnerInfo0();
        return info >= 0 && (info & 1) == 0;
    }

    private boolean isTopLevelClass() {
        return !isLocalOrAnonymousClass() && getDeclaringClass0() == null;
    }

    public boolean isAnonymousClass() {
        return !isArray() && isLocalOrAnonymousClass() && getSimpleBinaryName0() == null;
    }

    public boolean isLocalClass() {
        return isLocalOrAnonymousClass() && (isArray() || getSimpleBinaryName0() != null);
    }

    public boolean isMemberClass() {
        return !isLocalOrAnonymousClass() && getDeclaringClass0() != null;
    }

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        if (isTopLevelClass()) {
            String n = getName();
            return n.substring(n.lastIndexOf('.') + 1);
        }
        String simpleName = getSimpleBinaryName0();
        return simpleName == null ? "" : simpleName;
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> cl = this;
            int dimensions = 0;
            do {
                dimensions++;
                cl = cl.getComponentType();
            } while (cl.isArray());
            StringBuilder sb = new StringBuilder(cl.getName());
            for (int i = 0; i < dimensions; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getCanonicalName() {
        if (isArray()) {
            String canonicalName = getComponentType().getCanonicalName();
            return canonicalName != null ? canonicalName + "[]" : null;
        }
        if (isLocalOrAnonymousClass()) {
            return null;
        }
        Class<?> enclosingClass = getDeclaringClass0();
        if (enclosingClass == null) {
            return getName();
        }
        String enclosingName = enclosingClass.getCanonicalName();
        if (enclosingName == null) {
            return null;
        }
        return enclosingName + "." + getSimpleName();
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return (dot != -1) ? cn.substring(0, dot) : "";
    }

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && this.getSuperclass() == java.lang.Enum.class;
    }

    public boolean isRecord() {
        return getSuperclass() == java.lang.Record.class && (getModifiers() & 0x0010) != 0;
    }

    public boolean isHidden() {
        return false;
    }

    /** The enum constants in declaration order (a copy), or null if this is not an enum class. */
    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return (values != null) ? values.clone() : null;
    }

    /** The enum constants, shared (callers must not modify the array); null if not an enum. */
    T[] getEnumConstantsShared() {
        T[] constants = enumConstants;
        if (constants == null) {
            if (!isEnum()) {
                return null;
            }
            constants = (T[]) getEnumConstants0();
            enumConstants = constants;
        }
        return constants;
    }

    /** Calls the enum's static values(). */
    private native Object[] getEnumConstants0();

    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to "
                    + getName());
        }
        return (T) obj;
    }

    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    /** Assertions are always disabled (no -ea support). */
    public boolean desiredAssertionStatus() {
        return false;
    }

    /** int.class etc. by name ("int", "void", ...). */
    static native Class<?> getPrimitiveClass(String name);
}
