package java.lang.invoke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The type of a method handle: a return type and parameter types. The VM reads the fields
 * rtype and ptypes (interp/lambda_methodhandles.c).
 */
public final class MethodType implements TypeDescriptor, java.io.Serializable {
    private static final long serialVersionUID = 292L;
    private static final Class<?>[] NO_PTYPES = new Class<?>[0];

    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes, boolean trusted) {
        if (rtype == null) {
            throw new NullPointerException();
        }
        Class<?>[] p = trusted ? ptypes : (Class<?>[]) ptypes.clone();
        for (int i = 0; i < p.length; i++) {
            if (p[i] == null) {
                throw new NullPointerException();
            }
            if (p[i] == void.class) {
                throw new IllegalArgumentException("parameter type cannot be void");
            }
        }
        if (p.length > 255) {
            throw new IllegalArgumentException("bad parameter count " + p.length);
        }
        this.rtype = rtype;
        this.ptypes = p;
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes, false);
    }

    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return new MethodType(rtype, ptypes.toArray(NO_PTYPES), true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] p = new Class<?>[ptypes.length + 1];
        p[0] = ptype0;
        System.arraycopy(ptypes, 0, p, 1, ptypes.length);
        return new MethodType(rtype, p, true);
    }

    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, NO_PTYPES, true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return new MethodType(rtype, new Class<?>[] {ptype0}, true);
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return new MethodType(rtype, ptypes.ptypes, true);
    }

    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        if (objectArgCount < 0 || objectArgCount > 255) {
            throw new IllegalArgumentException("bad parameter count " + objectArgCount);
        }
        Class<?>[] p = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(p, Object.class);
        if (finalArray) {
            p[objectArgCount] = Object[].class;
        }
        return new MethodType(Object.class, p, true);
    }

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] p = (Class<?>[]) ptypes.clone();
        p[num] = nptype;
        return new MethodType(rtype, p, true);
    }

    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        int len = ptypes.length;
        if (num < 0 || num > len) {
            throw new IndexOutOfBoundsException(Integer.toString(num));
        }
        Class<?>[] p = new Class<?>[len + ptypesToInsert.length];
        System.arraycopy(ptypes, 0, p, 0, num);
        System.arraycopy(ptypesToInsert, 0, p, num, ptypesToInsert.length);
        System.arraycopy(ptypes, num, p, num + ptypesToInsert.length, len - num);
        return new MethodType(rtype, p, true);
    }

    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType insertParameterTypes(int num, List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(num, ptypesToInsert.toArray(NO_PTYPES));
    }

    public MethodType appendParameterTypes(List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType dropParameterTypes(int start, int end) {
        int len = ptypes.length;
        if (!(0 <= start && start <= end && end <= len)) {
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        }
        Class<?>[] p = new Class<?>[len - (end - start)];
        System.arraycopy(ptypes, 0, p, 0, start);
        System.arraycopy(ptypes, end, p, start, len - end);
        return new MethodType(rtype, p, true);
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        return new MethodType(nrtype, ptypes, true);
    }

    public boolean hasPrimitives() {
        if (rtype.isPrimitive()) {
            return true;
        }
        for (int i = 0; i < ptypes.length; i++) {
            if (ptypes[i].isPrimitive()) {
                return true;
            }
        }
        return false;
    }

    public boolean hasWrappers() {
        return unwrap() != this;
    }

    public MethodType erase() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = ptypes[i].isPrimitive() ? ptypes[i] : Object.class;
        }
        return new MethodType(rtype.isPrimitive() ? rtype : Object.class, p, true);
    }

    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    public MethodType wrap() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = wrapper(ptypes[i]);
        }
        return new MethodType(wrapper(rtype), p, true);
    }

    public MethodType unwrap() {
        boolean changed = false;
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = unwrapper(ptypes[i]);
            changed |= p[i] != ptypes[i];
        }
        Class<?> r = unwrapper(rtype);
        if (!changed && r == rtype) {
            return this;
        }
        return new MethodType(r, p, true);
    }

    static Class<?> wrapper(Class<?> c) {
        if (!c.isPrimitive()) {
            return c;
        }
        if (c == int.class) return Integer.class;
        if (c == long.class) return Long.class;
        if (c == boolean.class) return Boolean.class;
        if (c == byte.class) return Byte.class;
        if (c == char.class) return Character.class;
        if (c == short.class) return Short.class;
        if (c == float.class) return Float.class;
        if (c == double.class) return Double.class;
        return Void.class;
    }

    static Class<?> unwrapper(Class<?> c) {
        if (c == Integer.class) return int.class;
        if (c == Long.class) return long.class;
        if (c == Boolean.class) return boolean.class;
        if (c == Byte.class) return byte.class;
        if (c == Character.class) return char.class;
        if (c == Short.class) return short.class;
        if (c == Float.class) return float.class;
        if (c == Double.class) return double.class;
        if (c == Void.class) return void.class;
        return c;
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?> returnType() {
        return rtype;
    }

    public List<Class<?>> parameterList() {
        return Collections.unmodifiableList(new ArrayList<Class<?>>(Arrays.asList(ptypes)));
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public Class<?>[] parameterArray() {
        return (Class<?>[]) ptypes.clone();
    }

    public boolean equals(Object x) {
        if (this == x) {
            return true;
        }
        if (!(x instanceof MethodType)) {
            return false;
        }
        MethodType that = (MethodType) x;
        return rtype == that.rtype && Arrays.equals(ptypes, that.ptypes);
    }

    public int hashCode() {
        int h = 31 + rtype.hashCode();
        for (int i = 0; i < ptypes.length; i++) {
            h = 31 * h + ptypes[i].hashCode();
        }
        return h;
    }

    /** "(int,String)void": simple names, as the JDK prints method types. */
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }

    public String toMethodDescriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            sb.append(descriptorOf(ptypes[i]));
        }
        return sb.append(')').append(descriptorOf(rtype)).toString();
    }

    public String descriptorString() {
        return toMethodDescriptorString();
    }

    static String descriptorOf(Class<?> c) {
        if (c.isPrimitive()) {
            if (c == int.class) return "I";
            if (c == long.class) return "J";
            if (c == boolean.class) return "Z";
            if (c == byte.class) return "B";
            if (c == char.class) return "C";
            if (c == short.class) return "S";
            if (c == float.class) return "F";
            if (c == double.class) return "D";
            return "V";
        }
        String n = c.getName().replace('.', '/');
        return c.isArray() ? n : "L" + n + ";";
    }
}
