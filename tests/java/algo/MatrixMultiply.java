// Matrix multiplication with int, long and double 2-D arrays; matrix power by squaring for
// Fibonacci numbers; checksums printed.
public class MatrixMultiply {
    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                double s = 0;
                for (int t = 0; t < k; t++) s += a[i][t] * b[t][j];
                c[i][j] = s;
            }
        return c;
    }

    static long[][] mulMod(long[][] a, long[][] b, long mod) {
        long[][] c = new long[2][2];
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++)
                for (int t = 0; t < 2; t++)
                    c[i][j] = (c[i][j] + a[i][t] * b[t][j]) % mod;
        return c;
    }

    static long fibMod(long n, long mod) {
        long[][] result = {{1, 0}, {0, 1}};
        long[][] base = {{1, 1}, {1, 0}};
        while (n > 0) {
            if ((n & 1) == 1) result = mulMod(result, base, mod);
            base = mulMod(base, base, mod);
            n >>= 1;
        }
        return result[0][1];
    }

    public static void main(String[] args) {
        int n = 60;
        double[][] a = new double[n][n], b = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[i][j] = (i * 7 + j * 3) % 11 - 5;
                b[i][j] = (i * 2 + j * 5) % 13 - 6;
            }
        double[][] c = mul(a, b);
        double trace = 0, sum = 0;
        for (int i = 0; i < n; i++) {
            trace += c[i][i];
            for (int j = 0; j < n; j++) sum += c[i][j];
        }
        System.out.println(trace + " " + sum + " " + c[17][42]);
        int[][] im = new int[40][40];
        for (int i = 0; i < 40; i++) for (int j = 0; j < 40; j++) im[i][j] = i == j ? 2 : (i + j) % 3 - 1;
        int[][] p = im;
        for (int step = 0; step < 3; step++) {
            int[][] r = new int[40][40];
            for (int i = 0; i < 40; i++)
                for (int j = 0; j < 40; j++) {
                    int s = 0;
                    for (int t = 0; t < 40; t++) s += p[i][t] * im[t][j];
                    r[i][j] = s;
                }
            p = r;
        }
        long h = 0;
        for (int[] row : p) for (int v : row) h = h * 1000003 + v;
        System.out.println(h);
        System.out.println(fibMod(90, Long.MAX_VALUE));
        System.out.println(fibMod(1000000000000L, 1000000007L));
    }
}
