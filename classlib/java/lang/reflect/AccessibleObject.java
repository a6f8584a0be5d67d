package java.lang.reflect;

/**
 * The base of Field, Method and Constructor: the accessible flag that turns off the language
 * access checks, and those checks (OpenJDK 17's rules: same class, nestmates for private
 * members, same package, subclasses for protected members, public members of accessible
 * classes), with OpenJDK's IllegalAccessException messages. Modules are reduced to one rule:
 * code outside the class library cannot make non-public library members accessible.
 */
public class AccessibleObject {
    boolean override;

    protected AccessibleObject() {
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        if (flag) {
            Class<?> caller = callerClass();
            for (int i = 0; i < array.length; i++) {
                array[i].checkCanSetAccessible(caller);
            }
        }
        for (int i = 0; i < array.length; i++) {
            array[i].override = flag;
        }
    }

    public void setAccessible(boolean flag) {
        if (flag) {
            checkCanSetAccessible(callerClass());
        }
        override = flag;
    }

    public final boolean trySetAccessible() {
        if (!canSetAccessible(callerClass())) {
            return false;
        }
        override = true;
        return true;
    }

    /** @deprecated as in the JDK: use canAccess. */

    public boolean isAccessible() {
        return override;
    }

    public final boolean canAccess(Object obj) {
        if (override) {
            return true;
        }
        Member m = (Member) this;
        Class<?> declaring = m.getDeclaringClass();
        int mods = m.getModifiers();
        Class<?> target = null;
        if (!Modifier.isStatic(mods) && !(this instanceof Constructor)) {
            if (obj == null) {
                throw new IllegalArgumentException("null object for " + this);
            }
            if (!declaring.isAssignableFrom(obj.getClass())) {
                throw new IllegalArgumentException("object is not an instance of "
                        + declaring.getName());
            }
            target = obj.getClass();
        } else if (obj != null && !(this instanceof Constructor)) {
            throw new IllegalArgumentException("non-null object for " + this);
        }
        return verifyMemberAccess(callerClass(), declaring, target, mods);
    }

    private boolean canSetAccessible(Class<?> caller) {
        Member m = (Member) this;
        Class<?> declaring = m.getDeclaringClass();
        if (caller == null || isLibraryClass(caller) || !isLibraryClass(declaring)) {
            return true;
        }
        return Modifier.isPublic(classAccessFlags(declaring)) && Modifier.isPublic(m.getModifiers());
    }

    private void checkCanSetAccessible(Class<?> caller) {
        if (!canSetAccessible(caller)) {
            String pkg = ((Member) this).getDeclaringClass().getPackageName();
            throw new InaccessibleObjectException("Unable to make " + this
                    + " accessible: module java.base does not \"opens " + pkg + "\" to unnamed module");
        }
    }

    /** Throws IllegalAccessException unless caller may use the member without setAccessible. */
    final void checkAccess(Class<?> caller, Class<?> memberClass, Class<?> targetClass, int modifiers)
            throws IllegalAccessException {
        if (!verifyMemberAccess(caller, memberClass, targetClass, modifiers)) {
            String callerSuffix = isLibraryClass(caller) ? " (in module java.base)" : "";
            String memberSuffix = isLibraryClass(memberClass) ? " (in module java.base)" : "";
            throw new IllegalAccessException(caller + callerSuffix + " cannot access a member of "
                    + memberClass + memberSuffix + " with modifiers \"" + Modifier.toString(modifiers)
                    + "\"");
        }
    }

    static boolean verifyMemberAccess(Class<?> caller, Class<?> memberClass, Class<?> targetClass,
            int modifiers) {
        if (caller == null || caller == memberClass) {
            return true;
        }
        boolean samePackage = false;
        boolean gotSamePackage = false;
        if (!Modifier.isPublic(classAccessFlags(memberClass))) {
            samePackage = samePackage(caller, memberClass);
            gotSamePackage = true;
            if (!samePackage) {
                return false;
            }
        }
        if (Modifier.isPublic(modifiers)) {
            return true;
        }
        if (Modifier.isPrivate(modifiers) && nestHost(caller).equals(nestHost(memberClass))) {
            return true;
        }
        boolean ok = false;
        if (Modifier.isProtected(modifiers) && isSubclassOf(caller, memberClass)) {
            ok = true;
        }
        if (!ok && !Modifier.isPrivate(modifiers)) {
            if (!gotSamePackage) {
                samePackage = samePackage(caller, memberClass);
                gotSamePackage = true;
            }
            ok = samePackage;
        }
        if (!ok) {
            return false;
        }
        if (targetClass != null && Modifier.isProtected(modifiers) && targetClass != caller) {
            if (!gotSamePackage) {
                samePackage = samePackage(caller, memberClass);
            }
            if (!samePackage && !isSubclassOf(targetClass, caller)) {
                return false;
            }
        }
        return true;
    }

    private static boolean samePackage(Class<?> a, Class<?> b) {
        return a.getPackageName().equals(b.getPackageName())
                && isLibraryClass(a) == isLibraryClass(b);
    }

    private static boolean isSubclassOf(Class<?> c, Class<?> of) {
        for (; c != null; c = c.getSuperclass()) {
            if (c == of) {
                return true;
            }
        }
        return false;
    }

    static boolean isLibraryClass(Class<?> c) {
        return c.getClassLoader() == null;
    }

    /** The class of the code calling into reflection (skipping java.lang.reflect and Class). */
    static native Class<?> callerClass();

    /** The internal name of c's nest host. */
    static native String nestHost(Class<?> c);

    /** The access flags of c's class file (not its InnerClasses flags). */
    static native int classAccessFlags(Class<?> c);
}
