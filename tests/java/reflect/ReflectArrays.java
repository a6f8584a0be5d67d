import java.lang.reflect.Array;
import java.util.Arrays;

/* java.lang.reflect.Array: creation (one and many dimensions), typed and boxed access with
 * widening, and the errors OpenJDK throws. */
public class ReflectArrays {
    interface Action {
        Object run() throws Exception;
    }

    static void attempt(String what, Action a) {
        try {
            Object r = a.run();
            System.out.println(what + " -> " + (r != null && r.getClass().isArray() ? r.getClass().getName() : r));
        } catch (Exception e) {
            System.out.println(what + " -> " + e);
        }
    }

    public static void main(String[] args) {
        Class<?>[] types = {int.class, long.class, double.class, float.class, boolean.class, byte.class, char.class,
            short.class, String.class, Object.class, int[].class};
        for (Class<?> t : types) {
            Object a = Array.newInstance(t, 3);
            System.out.println(a.getClass().getName() + " " + a.getClass().getSimpleName() + " length "
                    + Array.getLength(a) + " first " + String.valueOf(Array.get(a, 0)).replace('\0', '0'));
        }
        int[] ints = (int[]) Array.newInstance(int.class, 4);
        Array.setInt(ints, 0, 5);
        Array.set(ints, 1, 6);
        Array.setShort(ints, 2, (short) 7);
        Array.setChar(ints, 3, 'A');
        System.out.println(Arrays.toString(ints) + " " + Array.getLong(ints, 3) + " " + Array.getDouble(ints, 0)
                + " " + Array.getFloat(ints, 1));
        double[] ds = new double[3];
        Array.setInt(ds, 0, 3);
        Array.setFloat(ds, 1, 0.5f);
        Array.set(ds, 2, 9L);
        System.out.println(Arrays.toString(ds));
        String[] ss = (String[]) Array.newInstance(String.class, 2);
        Array.set(ss, 0, "zero");
        System.out.println(Arrays.toString(ss));
        char[] cs = {'a', 'b'};
        System.out.println(Array.getChar(cs, 1) + " " + Array.getInt(cs, 0) + " " + Array.get(cs, 0));
        boolean[] bs = new boolean[1];
        Array.setBoolean(bs, 0, true);
        System.out.println(Array.getBoolean(bs, 0) + " " + Array.get(bs, 0));
        byte[] by = {-1, 2};
        System.out.println(Array.getByte(by, 0) + " " + Array.getShort(by, 0) + " " + Array.getInt(by, 1));

        int[][][] cube = (int[][][]) Array.newInstance(int.class, 2, 3, 4);
        cube[1][2][3] = 9;
        System.out.println(cube.length + " " + cube[0].length + " " + cube[0][0].length + " " + Arrays.deepToString(cube[1]));
        Object grid = Array.newInstance(String.class, 2, 2);
        System.out.println(grid.getClass().getName() + " " + Arrays.deepToString((Object[]) grid));
        Object partial = Array.newInstance(int[].class, 3);
        System.out.println(partial.getClass().getName() + " " + Arrays.deepToString((Object[]) partial));

        attempt("get out of range", () -> Array.get(ints, 4));
        attempt("get negative", () -> Array.getInt(ints, -1));
        attempt("get null", () -> Array.get(null, 0));
        attempt("get non-array", () -> Array.get("str", 0));
        attempt("getLength non-array", () -> Array.getLength(5));
        attempt("getLength null", () -> Array.getLength(null));
        attempt("set wrong type", () -> {
            Array.set(ints, 0, "s");
            return null;
        });
        attempt("setLong on int[]", () -> {
            Array.setLong(ints, 0, 1L);
            return null;
        });
        attempt("getShort on int[]", () -> Array.getShort(ints, 0));
        attempt("getBoolean on int[]", () -> Array.getBoolean(ints, 0));
        attempt("set null into int[]", () -> {
            Array.set(ints, 0, null);
            return null;
        });
        attempt("set Integer into String[]", () -> {
            Array.set(ss, 0, 1);
            return null;
        });
        attempt("negative size", () -> Array.newInstance(int.class, -1));
        attempt("negative dims", () -> Array.newInstance(int.class, 2, -3));
        attempt("empty dims", () -> Array.newInstance(int.class, new int[0]));
        attempt("void", () -> Array.newInstance(void.class, 1));
        attempt("null type", () -> Array.newInstance(null, 1));
    }
}
