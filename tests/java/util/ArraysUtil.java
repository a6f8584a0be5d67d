import java.util.*;
import java.util.function.*;

public class ArraysUtil {
    public static void main(String[] args) {
        String[] arr = {"delta", "alpha", "charlie", "bravo"};
        List<String> view = Arrays.asList(arr);
        view.set(0, "echo");
        System.out.println(view + " " + Arrays.toString(arr) + " " + view.size() + " " + view.contains("bravo"));
        arr[1] = "ALPHA";
        System.out.println(view + " " + view.indexOf("ALPHA"));
        try {
            view.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE add " + e.getMessage());
        }
        try {
            view.remove(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE remove");
        }
        try {
            view.get(9);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        Collections.sort(view);
        System.out.println(Arrays.toString(arr));
        view.replaceAll(new UnaryOperator<String>() {
            public String apply(String s) {
                return s.substring(0, 2);
            }
        });
        System.out.println(Arrays.toString(arr) + " " + view.toArray().getClass().getSimpleName());
        int[] ints = {9, -3, 7, 0, 22, -15, 7, 4, 100, -1, 3, 3, 8, 12, 6, 5, -7, 18};
        int[] sortedInts = ints.clone();
        Arrays.sort(sortedInts);
        System.out.println(Arrays.toString(sortedInts));
        int[] part = ints.clone();
        Arrays.sort(part, 3, 10);
        System.out.println(Arrays.toString(part));
        System.out.println(Arrays.binarySearch(sortedInts, 7) + " " + Arrays.binarySearch(sortedInts, 2) + " "
                + Arrays.binarySearch(sortedInts, 1000));
        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -2.25, 1e10, Double.NEGATIVE_INFINITY, 0.5};
        Arrays.sort(ds);
        System.out.println(Arrays.toString(ds));
        char[] cs = "hello world".toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs) + "|" + Arrays.toString(cs));
        long[] ls = {5L, 1L << 40, -3L, 0L};
        Arrays.sort(ls);
        System.out.println(Arrays.toString(ls) + " " + Arrays.hashCode(ls));
        byte[] bs = {5, -128, 127, 0, -1};
        Arrays.sort(bs);
        System.out.println(Arrays.toString(bs));
        short[] ss = {300, -300, 0, 1};
        Arrays.sort(ss);
        System.out.println(Arrays.toString(ss));
        float[] fs = {1.5f, -1.5f, Float.NaN, 0f};
        Arrays.sort(fs);
        System.out.println(Arrays.toString(fs));
        Integer[] boxed = {5, 3, 9, 1, 7};
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println(Arrays.toString(boxed));
        String[] names = {"bob", "Alice", "carol", "Dave", "eve"};
        Arrays.sort(names, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(names));
        Arrays.sort(names, 1, 4);
        System.out.println(Arrays.toString(names));
        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println(Arrays.toString(filled));
        System.out.println(Arrays.toString(Arrays.copyOf(ints, 4)) + " " + Arrays.toString(Arrays.copyOf(ints, 20)).length()
                + " " + Arrays.toString(Arrays.copyOfRange(ints, 2, 6)) + " " + Arrays.toString(Arrays.copyOf(names, 2)));
        System.out.println(Arrays.equals(ints, ints.clone()) + " " + Arrays.equals(ints, sortedInts) + " "
                + Arrays.equals(new int[0], new int[0]) + " " + Arrays.equals((int[]) null, null));
        Object[] deep1 = {1, new int[] {2, 3}, new Object[] {"x", new String[] {"y"}}};
        Object[] deep2 = {1, new int[] {2, 3}, new Object[] {"x", new String[] {"y"}}};
        System.out.println(Arrays.deepEquals(deep1, deep2) + " " + Arrays.equals(deep1, deep2) + " "
                + Arrays.deepToString(deep1) + " " + (Arrays.deepHashCode(deep1) == Arrays.deepHashCode(deep2)));
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) {
            Arrays.setAll(grid[i], new IntUnaryOperator() {
                public int applyAsInt(int j) {
                    return j * j;
                }
            });
        }
        System.out.println(Arrays.deepToString(grid));
        String[] gen = new String[4];
        Arrays.setAll(gen, new IntFunction<String>() {
            public String apply(int i) {
                return "g" + i;
            }
        });
        System.out.println(Arrays.toString(gen) + " " + Arrays.hashCode(gen) + " " + Arrays.asList(gen).hashCode());
        double[] dd = new double[3];
        Arrays.setAll(dd, new IntToDoubleFunction() {
            public double applyAsDouble(int i) {
                return i / 4.0;
            }
        });
        System.out.println(Arrays.toString(dd));
        System.out.println(Arrays.stream(ints).sum() + " " + Arrays.stream(ints, 2, 5).max().getAsInt() + " "
                + Arrays.stream(new long[] {1, 2, 3}).sum() + " " + Arrays.stream(dd).average().getAsDouble() + " "
                + Arrays.stream(gen).count());
        System.out.println(Arrays.toString((int[]) null) + " " + Arrays.toString(new int[0]) + " " + Arrays.asList());
        System.out.println(Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.compare(new int[] {1, 2, 3}, new int[] {1, 2})
                + " " + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + " " + Arrays.mismatch(ints, ints.clone()));
        try {
            Arrays.sort(ints, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Arrays.fill(ints, -1, 2, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Arrays.copyOfRange(ints, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // stable object sort on a large array
        Integer[] many = new Integer[200];
        Random r = new Random(5);
        for (int i = 0; i < many.length; i++) {
            many[i] = r.nextInt(50) * 1000 + i;
        }
        Arrays.sort(many, new Comparator<Integer>() {
            public int compare(Integer a, Integer b) {
                return Integer.compare(a / 1000, b / 1000);
            }
        });
        boolean stable = true;
        for (int i = 1; i < many.length; i++) {
            if (many[i - 1] / 1000 == many[i] / 1000 && many[i - 1] % 1000 > many[i] % 1000) {
                stable = false;
            }
        }
        System.out.println("stable " + stable + " " + many[0] + " " + many[199]);
    }
}
