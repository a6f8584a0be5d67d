// Strings and arrays through JNI: NewString/NewStringUTF, GetString(UTF)Chars/Length/Region
// with non-ASCII and supplementary characters and embedded NULs, New<Type>Array,
// Get/Set<Type>ArrayRegion, Get/Release<Type>ArrayElements with each release mode, critical
// regions, object arrays, and the bounds errors HotSpot reports.
import java.util.Arrays;

public class JniArrays {
    static native String stringInfo(String s);
    static native String makeString(int which);
    static native Object[] newArrays(int n);
    static native void reverseInts(int[] a);
    static native void elementModes(long[] a);
    static native double sumCritical(double[] d, byte[] b);
    static native Object[] objectArray(int n, String fill);
    static native String region(int which);
    static native String storeWrong(Object[] a, Object v);

    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(i == 0 ? "" : ",").append(Integer.toHexString(s.charAt(i)));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.loadLibrary("jniarrays");
        String[] samples = {"", "abc", "caf\u00e9", "\u4e16\u754c!", "nul\u0000inside", "\ud83d\ude00 smile", "\ud800x"};
        for (String s : samples) {
            System.out.println(stringInfo(s));
        }
        for (int i = 0; i < 4; i++) {
            System.out.println(codes(makeString(i)));
        }
        for (Object a : newArrays(3)) {
            System.out.println(a.getClass().getName() + " " + java.lang.reflect.Array.getLength(a));
        }
        Object[] arrs = newArrays(2);
        System.out.println(Arrays.toString((boolean[]) arrs[0]) + Arrays.toString((byte[]) arrs[1])
            + Arrays.toString((char[]) arrs[2]).length() + Arrays.toString((short[]) arrs[3])
            + Arrays.toString((int[]) arrs[4]) + Arrays.toString((long[]) arrs[5])
            + Arrays.toString((float[]) arrs[6]) + Arrays.toString((double[]) arrs[7]));
        int[] ints = {1, 2, 3, 4, 5, 6, 7};
        reverseInts(ints);
        System.out.println(Arrays.toString(ints));
        long[] longs = {10, 20, 30};
        elementModes(longs);
        System.out.println(Arrays.toString(longs));
        System.out.println(sumCritical(new double[] {0.5, 1.5, 2.0}, new byte[] {-1, 2, 3}));
        System.out.println(Arrays.toString(objectArray(3, "f")));
        System.out.println(Arrays.toString(objectArray(2, null)));
        for (int i = 0; i < 7; i++) {
            try {
                System.out.println(region(i));
            } catch (RuntimeException e) {
                System.out.println(e);
            }
        }
        try {
            System.out.println(storeWrong(new String[2], Integer.valueOf(1)));
        } catch (ArrayStoreException e) {
            System.out.println(e);
        }
        try {
            System.out.println(storeWrong(new Integer[2][], new int[0]));
        } catch (ArrayStoreException e) {
            System.out.println(e);
        }
        System.out.println(storeWrong(new Object[2], "ok"));
    }
}
