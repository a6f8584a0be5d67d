package java.lang.reflect;

/**
 * Creating and accessing arrays by reflection. Element access converts as OpenJDK 17 does:
 * primitives widen, a wrong type is IllegalArgumentException "argument type mismatch", a bad
 * index ArrayIndexOutOfBoundsException and a null array NullPointerException (no messages).
 */
public final class Array {
    private Array() {
    }

    /** A new array of componentType with length elements (NegativeArraySizeException if < 0). */
    public static Object newInstance(Class<?> componentType, int length)
            throws NegativeArraySizeException {
        return newArray(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (dimensions.length == 0) {
            throw new IllegalArgumentException();
        }
        if (componentType == void.class) {
            throw new IllegalArgumentException();
        }
        if (dimensions.length > 255) {
            throw new IllegalArgumentException();
        }
        for (int i = 0; i < dimensions.length; i++) {
            if (dimensions[i] < 0) {
                throw new NegativeArraySizeException(String.valueOf(dimensions[i]));
            }
        }
        return multi(componentType, dimensions, 0);
    }

    private static Object multi(Class<?> componentType, int[] dims, int at) {
        Class<?> elem = componentType;
        for (int i = dims.length - 1; i > at; i--) {
            elem = newArray(elem, 0).getClass();
        }
        Object a = newArray(elem, dims[at]);
        if (at + 1 < dims.length) {
            Object[] outer = (Object[]) a;
            for (int i = 0; i < outer.length; i++) {
                outer[i] = multi(componentType, dims, at + 1);
            }
        }
        return a;
    }

    private static native Object newArray(Class<?> componentType, int length);

    /** IllegalArgumentException "Argument is not an array" for a non-array. */
    public static native int getLength(Object array) throws IllegalArgumentException;

    private static void checkIndex(int length, int index) {
        if (index < 0 || index >= length) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    private static IllegalArgumentException notArray(Object array) {
        if (array == null) {
            throw new NullPointerException();
        }
        if (!array.getClass().isArray()) {
            return new IllegalArgumentException("Argument is not an array");
        }
        return new IllegalArgumentException("argument type mismatch");
    }

    public static Object get(Object array, int index)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        if (array instanceof int[]) return Integer.valueOf(getInt(array, index));
        if (array instanceof long[]) return Long.valueOf(getLong(array, index));
        if (array instanceof double[]) return Double.valueOf(getDouble(array, index));
        if (array instanceof float[]) return Float.valueOf(getFloat(array, index));
        if (array instanceof boolean[]) return Boolean.valueOf(getBoolean(array, index));
        if (array instanceof byte[]) return Byte.valueOf(getByte(array, index));
        if (array instanceof char[]) return Character.valueOf(getChar(array, index));
        if (array instanceof short[]) return Short.valueOf(getShort(array, index));
        throw notArray(array);
    }

    public static boolean getBoolean(Object array, int index) {
        if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        throw notArray(array);
    }

    public static byte getByte(Object array, int index) {
        if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        throw notArray(array);
    }

    public static char getChar(Object array, int index) {
        if (array instanceof char[]) {
            char[] a = (char[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        throw notArray(array);
    }

    public static short getShort(Object array, int index) {
        if (array instanceof short[]) {
            short[] a = (short[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        if (array instanceof byte[]) return getByte(array, index);
        throw notArray(array);
    }

    public static int getInt(Object array, int index) {
        if (array instanceof int[]) {
            int[] a = (int[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        if (array instanceof char[]) return getChar(array, index);
        if (array instanceof short[] || array instanceof byte[]) return getShort(array, index);
        throw notArray(array);
    }

    public static long getLong(Object array, int index) {
        if (array instanceof long[]) {
            long[] a = (long[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        if (array instanceof int[] || array instanceof char[] || array instanceof short[]
                || array instanceof byte[]) {
            return getInt(array, index);
        }
        throw notArray(array);
    }

    public static float getFloat(Object array, int index) {
        if (array instanceof float[]) {
            float[] a = (float[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        if (array instanceof long[]) return getLong(array, index);
        if (array instanceof int[] || array instanceof char[] || array instanceof short[]
                || array instanceof byte[]) {
            return getInt(array, index);
        }
        throw notArray(array);
    }

    public static double getDouble(Object array, int index) {
        if (array instanceof double[]) {
            double[] a = (double[]) array;
            checkIndex(a.length, index);
            return a[index];
        }
        if (array instanceof float[]) return getFloat(array, index);
        if (array instanceof long[]) return getLong(array, index);
        if (array instanceof int[] || array instanceof char[] || array instanceof short[]
                || array instanceof byte[]) {
            return getInt(array, index);
        }
        throw notArray(array);
    }

    public static void set(Object array, int index, Object value)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            checkIndex(a.length, index);
            a[index] = value;
            return;
        }
        if (array == null || !array.getClass().isArray()) {
            throw notArray(array);
        }
        if (value instanceof Integer) setInt(array, index, ((Integer) value).intValue());
        else if (value instanceof Long) setLong(array, index, ((Long) value).longValue());
        else if (value instanceof Double) setDouble(array, index, ((Double) value).doubleValue());
        else if (value instanceof Float) setFloat(array, index, ((Float) value).floatValue());
        else if (value instanceof Boolean) setBoolean(array, index, ((Boolean) value).booleanValue());
        else if (value instanceof Byte) setByte(array, index, ((Byte) value).byteValue());
        else if (value instanceof Character) setChar(array, index, ((Character) value).charValue());
        else if (value instanceof Short) setShort(array, index, ((Short) value).shortValue());
        else if (value == null) throw new IllegalArgumentException();
        else throw new IllegalArgumentException("argument type mismatch");
    }

    public static void setBoolean(Object array, int index, boolean z) {
        if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            checkIndex(a.length, index);
            a[index] = z;
            return;
        }
        throw notArray(array);
    }

    public static void setByte(Object array, int index, byte b) {
        if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            checkIndex(a.length, index);
            a[index] = b;
            return;
        }
        setShort(array, index, b);
    }

    public static void setChar(Object array, int index, char c) {
        if (array instanceof char[]) {
            char[] a = (char[]) array;
            checkIndex(a.length, index);
            a[index] = c;
            return;
        }
        if (array instanceof short[] || array instanceof byte[]) {
            throw notArray(array);
        }
        setInt(array, index, c);
    }

    public static void setShort(Object array, int index, short s) {
        if (array instanceof short[]) {
            short[] a = (short[]) array;
            checkIndex(a.length, index);
            a[index] = s;
            return;
        }
        if (array instanceof char[] || array instanceof byte[]) {
            throw notArray(array);
        }
        setInt(array, index, s);
    }

    public static void setInt(Object array, int index, int i) {
        if (array instanceof int[]) {
            int[] a = (int[]) array;
            checkIndex(a.length, index);
            a[index] = i;
            return;
        }
        if (array instanceof char[] || array instanceof short[] || array instanceof byte[]) {
            throw notArray(array);
        }
        setLong(array, index, i);
    }

    public static void setLong(Object array, int index, long l) {
        if (array instanceof long[]) {
            long[] a = (long[]) array;
            checkIndex(a.length, index);
            a[index] = l;
            return;
        }
        if (array instanceof float[]) {
            setFloat(array, index, (float) l);
            return;
        }
        if (array instanceof double[]) {
            setDouble(array, index, (double) l);
            return;
        }
        throw notArray(array);
    }

    public static void setFloat(Object array, int index, float f) {
        if (array instanceof float[]) {
            float[] a = (float[]) array;
            checkIndex(a.length, index);
            a[index] = f;
            return;
        }
        if (array instanceof double[]) {
            setDouble(array, index, f);
            return;
        }
        throw notArray(array);
    }

    public static void setDouble(Object array, int index, double d) {
        if (array instanceof double[]) {
            double[] a = (double[]) array;
            checkIndex(a.length, index);
            a[index] = d;
            return;
        }
        throw notArray(array);
    }
}
