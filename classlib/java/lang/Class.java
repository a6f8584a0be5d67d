package java.lang;

/**
 * Class mirrors. Instances are made by the VM only; vmClass holds the C `Class *`
 * (vm/class.h), which the natives in classlib/native/native_class.c use.
 * Member reflection (java.lang.reflect) follows OpenJDK 17: declared members in class-file
 * order, the public forms with inherited members, lookups by name with OpenJDK's
 * NoSuchFieldException / NoSuchMethodException messages.
 * Not provided: resources, annotations, generic signatures, getEnclosingClass for local and
 * anonymous classes; there is one class loader (ClassLoader.getSystemClassLoader()).
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

    /** The loader is not consulted: every class comes from the one class path. */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        return forName0(name, initialize);
    }

    private static native Class<?> forName0(String name, boolean initialize)
            throws ClassNotFoundException;

    /** null for the class library (the bootstrap loader), else the application loader. */
    public ClassLoader getClassLoader() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive() || c.isBootClass0()) {
            return null;
        }
        return ClassLoader.getSystemClassLoader();
    }

    private native boolean isBootClass0();

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

    /* ---- member reflection ---- */

    private native java.lang.reflect.Field[] getDeclaredFields0(boolean publicOnly);

    private native java.lang.reflect.Method[] getDeclaredMethods0(boolean publicOnly);

    private native java.lang.reflect.Constructor<T>[] getDeclaredConstructors0(boolean publicOnly);

    /* Every call makes new member objects, so setAccessible on one affects no other caller. */

    public java.lang.reflect.Field[] getDeclaredFields() {
        return getDeclaredFields0(false);
    }

    public java.lang.reflect.Method[] getDeclaredMethods() {
        return getDeclaredMethods0(false);
    }

    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return getDeclaredConstructors0(false);
    }

    public java.lang.reflect.Constructor<?>[] getConstructors() {
        if (isInterface() || isArray() || isPrimitive()) {
            return new java.lang.reflect.Constructor<?>[0];
        }
        return getDeclaredConstructors0(true);
    }

    /** Public fields: this class's, then its superinterfaces' (recursively), then the superclass's. */
    private void collectPublicFields(java.util.List<java.lang.reflect.Field> out) {
        java.lang.reflect.Field[] own = getDeclaredFields0(true);
        for (int i = 0; i < own.length; i++) {
            if (!out.contains(own[i])) {
                out.add(own[i]);
            }
        }
        Class<?>[] ifs = getInterfaces();
        for (int i = 0; i < ifs.length; i++) {
            ifs[i].collectPublicFields(out);
        }
        Class<?> sup = getSuperclass();
        if (sup != null) {
            sup.collectPublicFields(out);
        }
    }

    public java.lang.reflect.Field[] getFields() {
        java.util.List<java.lang.reflect.Field> l = new java.util.ArrayList<java.lang.reflect.Field>();
        if (!isPrimitive() && !isArray()) {
            collectPublicFields(l);
        }
        return l.toArray(new java.lang.reflect.Field[l.size()]);
    }

    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        java.util.Objects.requireNonNull(name);
        java.lang.reflect.Field[] fs = getDeclaredFields0(false);
        for (int i = 0; i < fs.length; i++) {
            if (fs[i].getName().equals(name)) {
                return fs[i];
            }
        }
        throw new NoSuchFieldException(name);
    }

    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        java.util.Objects.requireNonNull(name);
        java.util.List<java.lang.reflect.Field> l = new java.util.ArrayList<java.lang.reflect.Field>();
        if (!isPrimitive() && !isArray()) {
            collectPublicFields(l);
        }
        for (int i = 0; i < l.size(); i++) {
            if (l.get(i).getName().equals(name)) {
                return l.get(i);
            }
        }
        throw new NoSuchFieldException(name);
    }

    private static boolean sameSignature(java.lang.reflect.Method a, java.lang.reflect.Method b) {
        return a.getName().equals(b.getName())
                && java.util.Arrays.equals(a.getParameterTypes(), b.getParameterTypes());
    }

    /**
     * Public member methods: this class's public methods; then, for each signature (name and
     * parameter types) not declared here, the superclass's; then the superinterfaces' non-static
     * methods whose signature no class in the chain declares. Methods that differ only in the
     * return type are all kept.
     */
    private java.util.List<java.lang.reflect.Method> publicMethods() {
        java.util.List<java.lang.reflect.Method> out = new java.util.ArrayList<java.lang.reflect.Method>();
        java.lang.reflect.Method[] own = getDeclaredMethods0(true);
        for (int i = 0; i < own.length; i++) {
            out.add(own[i]);
        }
        int ownCount = out.size();
        Class<?> sup = isInterface() ? null : getSuperclass();
        if (sup != null) {
            java.util.List<java.lang.reflect.Method> inherited = sup.publicMethods();
            for (int i = 0; i < inherited.size(); i++) {
                java.lang.reflect.Method m = inherited.get(i);
                if (!overriddenIn(out, ownCount, m)) {
                    out.add(m);
                }
            }
        }
        int classCount = out.size();
        Class<?>[] ifs = getInterfaces();
        for (int k = 0; k < ifs.length; k++) {
            java.util.List<java.lang.reflect.Method> inherited = ifs[k].publicMethods();
            for (int i = 0; i < inherited.size(); i++) {
                java.lang.reflect.Method m = inherited.get(i);
                if (java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                    continue;
                }
                if (overriddenIn(out, classCount, m) || out.contains(m)) {
                    continue;
                }
                /* a more specific interface (already added) overrides a superinterface's method */
                boolean shadowed = false;
                for (int j = classCount; j < out.size() && !shadowed; j++) {
                    java.lang.reflect.Method o = out.get(j);
                    if (sameSignature(o, m) && o.getReturnType() == m.getReturnType()
                            && m.getDeclaringClass().isAssignableFrom(o.getDeclaringClass())) {
                        shadowed = true;
                    }
                }
                if (!shadowed) {
                    out.add(m);
                }
            }
        }
        return out;
    }

    private static boolean overriddenIn(java.util.List<java.lang.reflect.Method> l, int n,
            java.lang.reflect.Method m) {
        for (int i = 0; i < n; i++) {
            if (sameSignature(l.get(i), m)) {
                return true;
            }
        }
        return false;
    }

    public java.lang.reflect.Method[] getMethods() {
        if (isPrimitive()) {
            return new java.lang.reflect.Method[0];
        }
        if (isArray()) {
            return Object.class.getMethods();
        }
        java.util.List<java.lang.reflect.Method> l = publicMethods();
        return l.toArray(new java.lang.reflect.Method[l.size()]);
    }

    private static String methodToString(Class<?> c, String name, Class<?>[] argTypes) {
        StringBuilder sb = new StringBuilder(c.getName()).append('.').append(name).append('(');
        if (argTypes != null) {
            for (int i = 0; i < argTypes.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(argTypes[i] == null ? "null" : argTypes[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    private static boolean sameParams(Class<?>[] a, Class<?>[] b) {
        int na = a == null ? 0 : a.length;
        int nb = b == null ? 0 : b.length;
        if (na != nb) {
            return false;
        }
        for (int i = 0; i < na; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /** Among methods matching name and parameters, the one with the most specific return type. */
    private static java.lang.reflect.Method pick(java.util.List<java.lang.reflect.Method> l, String name,
            Class<?>[] params) {
        java.lang.reflect.Method res = null;
        for (int i = 0; i < l.size(); i++) {
            java.lang.reflect.Method m = l.get(i);
            if (m.getName().equals(name) && sameParams(m.getParameterTypes(), params)) {
                if (res == null || (res.getReturnType() != m.getReturnType()
                        && res.getReturnType().isAssignableFrom(m.getReturnType()))) {
                    res = m;
                }
            }
        }
        return res;
    }

    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        java.util.Objects.requireNonNull(name);
        java.lang.reflect.Method m = pick(java.util.Arrays.asList(getDeclaredMethods0(false)), name,
                parameterTypes);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(this, name, parameterTypes));
        }
        return m;
    }

    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        java.util.Objects.requireNonNull(name);
        java.lang.reflect.Method m = isPrimitive() ? null : pick(publicMethods(), name, parameterTypes);
        if (m == null) {
            throw new NoSuchMethodException(methodToString(this, name, parameterTypes));
        }
        return m;
    }

    private java.lang.reflect.Constructor<T> findConstructor(boolean publicOnly, Class<?>[] parameterTypes)
            throws NoSuchMethodException {
        if (!isInterface() && !isArray() && !isPrimitive()) {
            java.lang.reflect.Constructor<T>[] cs = getDeclaredConstructors0(publicOnly);
            for (int i = 0; i < cs.length; i++) {
                if (sameParams(cs[i].getParameterTypes(), parameterTypes)) {
                    return cs[i];
                }
            }
        }
        throw new NoSuchMethodException(methodToString(this, "<init>", parameterTypes));
    }

    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return findConstructor(true, parameterTypes);
    }

    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return findConstructor(false, parameterTypes);
    }

    /** @deprecated as in the JDK: exceptions of the constructor propagate unwrapped. */

    public T newInstance() throws InstantiationException, IllegalAccessException {
        java.lang.reflect.Constructor<T> c;
        try {
            c = getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            throw (InstantiationException) new InstantiationException(getName()).initCause(e);
        }
        try {
            return c.newInstance();
        } catch (java.lang.reflect.InvocationTargetException e) {
            Class.<RuntimeException>sneakyThrow(e.getTargetException());
            return null;
        }
    }

    private static <E extends Throwable> void sneakyThrow(Throwable t) throws E {
        throw (E) t;
    }
}
