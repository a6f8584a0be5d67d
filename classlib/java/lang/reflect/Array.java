package java.lang.reflect;

/** Array creation and length by reflection (the rest of java.lang.reflect.Array comes later). */
public final class Array {
    private Array() {
    }

    /** A new array of componentType with length elements (NegativeArraySizeException if < 0). */
    public static Object newInstance(Class<?> componentType, int length)
            throws NegativeArraySizeException {
        return newArray(componentType, length);
    }

    private static native Object newArray(Class<?> componentType, int length);

    /** IllegalArgumentException "Argument is not an array" for a non-array. */
    public static native int getLength(Object array) throws IllegalArgumentException;
}
