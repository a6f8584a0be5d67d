package java.lang.reflect;

/**
 * A field of a class. Instances are made by the VM (Class.getDeclaredFields0) through the private
 * constructor; clazz and slot name the VM's field (classlib/native/native_reflect.c). get/set
 * convert values as OpenJDK 17 does (widening only) with its exception messages.
 */
public final class Field extends AccessibleObject implements Member {
    private final Class<?> clazz;
    private final int slot;
    private final String name;
    private final Class<?> type;
    private final int modifiers;

    private Field(Class<?> declaringClass, int slot, String name, Class<?> type, int modifiers) {
        this.clazz = declaringClass;
        this.slot = slot;
        this.name = name;
        this.type = type;
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

    public boolean isEnumConstant() {
        return (modifiers & Modifier.ENUM) != 0;
    }

    public boolean isSynthetic() {
        return Modifier.isSynthetic(modifiers);
    }

    public Class<?> getType() {
        return type;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Field) {
            Field other = (Field) obj;
            return clazz == other.clazz && name.equals(other.name) && type == other.type;
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return ((mod == 0) ? "" : (Modifier.toString(mod) + " ")) + type.getTypeName() + " "
                + clazz.getTypeName() + "." + name;
    }

    public String toGenericString() {
        return toString();
    }

    private String qualifiedName() {
        return clazz.getName() + "." + name;
    }

    private boolean isStatic() {
        return Modifier.isStatic(modifiers);
    }

    /* ---- access ---- */

    private void checkReadAccess(Object obj) throws IllegalAccessException {
        if (!override) {
            Class<?> caller = callerClass();
            checkAccess(caller, clazz, isStatic() ? null : obj.getClass(), modifiers);
        }
    }

    /** Checks the receiver of an instance field (NullPointerException for null). */
    private void ensureObj(Object o) {
        if (!isStatic() && !clazz.isAssignableFrom(o.getClass())) {
            throw new IllegalArgumentException(setMessage(o.getClass().getName(), ""));
        }
    }

    private String setMessage(String attemptedType, String attemptedValue) {
        String err = "Can not set";
        if (isStatic()) {
            err += " static";
        }
        if (Modifier.isFinal(modifiers)) {
            err += " final";
        }
        err += " " + type.getName() + " field " + qualifiedName() + " to ";
        if (!attemptedValue.isEmpty()) {
            err += "(" + attemptedType + ")" + attemptedValue;
        } else if (!attemptedType.isEmpty()) {
            err += attemptedType;
        } else {
            err += "null value";
        }
        return err;
    }

    private IllegalArgumentException getConversionError(String to) {
        return new IllegalArgumentException("Attempt to get " + type.getName() + " field \""
                + qualifiedName() + "\" with illegal data type conversion to " + to);
    }

    private long rawPrim(Object obj) throws IllegalAccessException {
        checkReadAccess(obj);
        ensureObj(obj);
        return getPrim(this, obj);
    }

    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        checkReadAccess(obj);
        ensureObj(obj);
        if (!type.isPrimitive()) {
            return getRef(this, obj);
        }
        return box(type, getPrim(this, obj));
    }

    static Object box(Class<?> t, long bits) {
        if (t == int.class) return Integer.valueOf((int) bits);
        if (t == long.class) return Long.valueOf(bits);
        if (t == boolean.class) return Boolean.valueOf(bits != 0);
        if (t == byte.class) return Byte.valueOf((byte) bits);
        if (t == char.class) return Character.valueOf((char) bits);
        if (t == short.class) return Short.valueOf((short) bits);
        if (t == float.class) return Float.valueOf(Float.intBitsToFloat((int) bits));
        return Double.valueOf(Double.longBitsToDouble(bits));
    }

    public boolean getBoolean(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != boolean.class) {
            checkReadAccess(obj);
            ensureObj(obj);
            throw getConversionError("boolean");
        }
        return rawPrim(obj) != 0;
    }

    public byte getByte(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != byte.class) {
            checkReadAccess(obj);
            ensureObj(obj);
            throw getConversionError("byte");
        }
        return (byte) rawPrim(obj);
    }

    public char getChar(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != char.class) {
            checkReadAccess(obj);
            ensureObj(obj);
            throw getConversionError("char");
        }
        return (char) rawPrim(obj);
    }

    public short getShort(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != short.class && type != byte.class) {
            checkReadAccess(obj);
            ensureObj(obj);
            throw getConversionError("short");
        }
        return (short) rawPrim(obj);
    }

    public int getInt(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != int.class && type != short.class && type != byte.class && type != char.class) {
            checkReadAccess(obj);
            ensureObj(obj);
            throw getConversionError("int");
        }
        return (int) rawPrim(obj);
    }

    public long getLong(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type != long.class && type != int.class && type != short.class && type != byte.class
                && type != char.class) {
            checkReadAccess(obj);
            ensureObj(obj);
            throw getConversionError("long");
        }
        return rawPrim(obj);
    }

    public float getFloat(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type == float.class) {
            return Float.intBitsToFloat((int) rawPrim(obj));
        }
        if (type == boolean.class || type == double.class || !type.isPrimitive()) {
            checkReadAccess(obj);
            ensureObj(obj);
            throw getConversionError("float");
        }
        return (float) rawPrim(obj);
    }

    public double getDouble(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (type == double.class) {
            return Double.longBitsToDouble(rawPrim(obj));
        }
        if (type == float.class) {
            return Float.intBitsToFloat((int) rawPrim(obj));
        }
        if (type == boolean.class || !type.isPrimitive()) {
            checkReadAccess(obj);
            ensureObj(obj);
            throw getConversionError("double");
        }
        return (double) rawPrim(obj);
    }

    /* ---- writes ---- */

    private void checkWrite(Object obj, String attemptedType, String attemptedValue)
            throws IllegalAccessException {
        if (!override) {
            Class<?> caller = callerClass();
            checkAccess(caller, clazz, isStatic() ? null : obj.getClass(), modifiers);
        }
        ensureObj(obj);
        if (Modifier.isFinal(modifiers) && (!override || isStatic())) {
            throw new IllegalAccessException(setMessage(attemptedType, attemptedValue));
        }
    }

    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        checkWrite(obj, value == null ? "" : value.getClass().getName(), "");
        if (!type.isPrimitive()) {
            if (value != null && !type.isInstance(value)) {
                throw new IllegalArgumentException(setMessage(value.getClass().getName(), ""));
            }
            setRef(this, obj, value);
            return;
        }
        if (value == null) {
            throw new IllegalArgumentException(setMessage("", ""));
        }
        long bits;
        try {
            bits = widenToBits(value, type, false);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(setMessage(value.getClass().getName(), ""));
        }
        setPrim(this, obj, bits);
    }

    /** Writes a primitive of type `from` (value `shown` in messages) after widening. */
    private void setWidened(Object obj, Class<?> from, long fromBits, String shown)
            throws IllegalAccessException {
        checkWrite(obj, from.getName(), shown);
        if (!canWiden(from, type)) {
            throw new IllegalArgumentException(setMessage(from.getName(), shown));
        }
        setPrim(this, obj, widenBits(from, fromBits, type));
    }

    public void setBoolean(Object obj, boolean z) throws IllegalArgumentException, IllegalAccessException {
        setWidened(obj, boolean.class, z ? 1 : 0, String.valueOf(z));
    }

    public void setByte(Object obj, byte b) throws IllegalArgumentException, IllegalAccessException {
        setWidened(obj, byte.class, b, String.valueOf(b));
    }

    public void setChar(Object obj, char c) throws IllegalArgumentException, IllegalAccessException {
        setWidened(obj, char.class, c, String.valueOf(c));
    }

    public void setShort(Object obj, short s) throws IllegalArgumentException, IllegalAccessException {
        setWidened(obj, short.class, s, String.valueOf(s));
    }

    public void setInt(Object obj, int i) throws IllegalArgumentException, IllegalAccessException {
        setWidened(obj, int.class, i, String.valueOf(i));
    }

    public void setLong(Object obj, long l) throws IllegalArgumentException, IllegalAccessException {
        setWidened(obj, long.class, l, String.valueOf(l));
    }

    public void setFloat(Object obj, float f) throws IllegalArgumentException, IllegalAccessException {
        setWidened(obj, float.class, Float.floatToRawIntBits(f) & 0xffffffffL, String.valueOf(f));
    }

    public void setDouble(Object obj, double d) throws IllegalArgumentException, IllegalAccessException {
        setWidened(obj, double.class, Double.doubleToRawLongBits(d), String.valueOf(d));
    }

    /* ---- primitive conversions ---- */

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

    /** JLS 5.1.2 widening (or identity) from primitive `from` to primitive `to`. */
    static boolean canWiden(Class<?> from, Class<?> to) {
        if (from == to) {
            return true;
        }
        if (from == boolean.class || to == boolean.class || to == char.class) {
            return false;
        }
        if (from == char.class && to == short.class) {
            return false;
        }
        if (from == short.class && to == char.class) {
            return false;
        }
        return rank(from) < rank(to) && !(to == short.class && from != byte.class);
    }

    /** The bits of a `from` value (given as bits) widened to `to`. */
    static long widenBits(Class<?> from, long bits, Class<?> to) {
        if (to == float.class) {
            float f;
            if (from == float.class) {
                return bits;
            } else if (from == long.class) {
                f = (float) bits;
            } else {
                f = (float) (int) bits;
            }
            return Float.floatToRawIntBits(f) & 0xffffffffL;
        }
        if (to == double.class) {
            double d;
            if (from == double.class) {
                return bits;
            } else if (from == float.class) {
                d = Float.intBitsToFloat((int) bits);
            } else {
                d = (double) bits;
            }
            return Double.doubleToRawLongBits(d);
        }
        return bits;
    }

    private static Class<?> primitiveOf(Object box) {
        if (box instanceof Integer) return int.class;
        if (box instanceof Long) return long.class;
        if (box instanceof Boolean) return boolean.class;
        if (box instanceof Byte) return byte.class;
        if (box instanceof Character) return char.class;
        if (box instanceof Short) return short.class;
        if (box instanceof Float) return float.class;
        if (box instanceof Double) return double.class;
        return null;
    }

    private static long bitsOf(Object box) {
        if (box instanceof Integer) return ((Integer) box).intValue();
        if (box instanceof Long) return ((Long) box).longValue();
        if (box instanceof Boolean) return ((Boolean) box).booleanValue() ? 1 : 0;
        if (box instanceof Byte) return ((Byte) box).byteValue();
        if (box instanceof Character) return ((Character) box).charValue();
        if (box instanceof Short) return ((Short) box).shortValue();
        if (box instanceof Float) return Float.floatToRawIntBits(((Float) box).floatValue()) & 0xffffffffL;
        return Double.doubleToRawLongBits(((Double) box).doubleValue());
    }

    /**
     * The bits of a boxed value unboxed and widened to primitive type `to`; otherwise
     * IllegalArgumentException ("argument type mismatch" for calls, no message otherwise).
     */
    static long widenToBits(Object box, Class<?> to, boolean forCall) {
        Class<?> from = primitiveOf(box);
        if (from == null || !canWiden(from, to)) {
            throw forCall ? new IllegalArgumentException("argument type mismatch")
                          : new IllegalArgumentException();
        }
        return widenBits(from, bitsOf(box), to);
    }

    private static native long getPrim(Field f, Object obj);

    private static native Object getRef(Field f, Object obj);

    private static native void setPrim(Field f, Object obj, long bits);

    private static native void setRef(Field f, Object obj, Object value);
}
