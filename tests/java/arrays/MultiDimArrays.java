// multianewarray with 2, 3 and 4 dimensions, partially specified dimensions (new int[3][]),
// jagged arrays, default values inside, arrays of arrays of objects, and class names.
public class MultiDimArrays {
    public static void main(String[] args) {
        int[][] m = new int[3][4];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                m[i][j] = i * 10 + j;
        System.out.println(m.length + " " + m[0].length + " " + m[2][3]);
        long[][][] cube = new long[2][3][4];
        long s = 0;
        for (long[][] plane : cube)
            for (long[] row : plane)
                for (int k = 0; k < row.length; k++) {
                    row[k] = k + 1;
                    s += row[k];
                }
        System.out.println(s);
        System.out.println(cube[1][2][3]);
        int[][] partial = new int[3][];
        System.out.println(partial[0] == null);
        for (int i = 0; i < partial.length; i++) partial[i] = new int[i + 1];
        System.out.println(partial[2].length);
        String[][][] part3 = new String[2][2][];
        System.out.println(part3[1][1] == null);
        System.out.println(part3[1].length);
        double[][][][] four = new double[2][2][2][2];
        four[1][1][1][1] = 2.5;
        System.out.println(four[1][1][1][1] + four[0][0][0][0]);
        boolean[][] flags = new boolean[2][3];
        System.out.println(flags[1][2]);
        char[][] chars = new char[2][2];
        System.out.println((int) chars[0][0]);
        Object[][] objs = new Object[2][2];
        System.out.println(objs[1][1]);
        int[][] jag = {{1}, {2, 3}, {4, 5, 6}, {}};
        int total = 0;
        for (int[] row : jag)
            for (int v : row)
                total += v;
        System.out.println(total + " " + jag[3].length);
        System.out.println(m.getClass().getName());
        System.out.println(m[0].getClass().getName());
        System.out.println(cube.getClass().getName());
        System.out.println(part3.getClass().getName());
        System.out.println(four[0][0].getClass().getName());
        Object o = m;
        System.out.println(o instanceof Object[]);
        System.out.println(o instanceof int[][]);
        int[][] zeroDim = new int[0][5];
        System.out.println(zeroDim.length);
        int[][] zeroInner = new int[3][0];
        System.out.println(zeroInner[2].length);
        // Matrix built with multianewarray then transposed.
        int[][] t = new int[4][3];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                t[j][i] = m[i][j];
        System.out.println(t[3][2] + " " + t[0][1]);
    }
}
