// ArrayIndexOutOfBoundsException ("Index 5 out of bounds for length 3"), negative index,
// NegativeArraySizeException ("-1"), for new and multianewarray, NullPointerException on
// null array access and arraylength (only the class name printed).
public class ArrayExceptions {
    static int[] maybe(boolean b) { return b ? new int[3] : null; }

    public static void main(String[] args) {
        int[] a = new int[3];
        try {
            a[5] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            System.out.println(a[-1]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            System.out.println(a[3]);
        } catch (IndexOutOfBoundsException e) {  // catch by superclass
            System.out.println(e);
        }
        long[] la = new long[0];
        try {
            la[0] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        String[] sa = new String[2];
        try {
            sa[Integer.MAX_VALUE] = "x";
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        double[] da = new double[10];
        try {
            da[10] += 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        int n = -1;
        try {
            int[] bad = new int[n];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println(e);
        }
        try {
            Object[] bad = new Object[n - 4];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println(e.getMessage());
        }
        try {
            int[][] bad = new int[2][n];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println(e.getMessage());
        }
        try {
            int[] z = maybe(false);
            System.out.println(z.length);
        } catch (NullPointerException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            int[] z = maybe(false);
            z[0] = 1;
        } catch (NullPointerException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            int[] z = maybe(false);
            System.out.println(z[0]);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName());
        }
        int[][] jag = new int[2][];
        try {
            jag[1][0] = 5;
        } catch (NullPointerException e) {
            System.out.println(e.getClass().getName());
        }
        // After an exception the array is unchanged and still usable.
        a[2] = 7;
        System.out.println(a[0] + a[1] + a[2]);
    }
}
