// N-queens solution counts for n = 1..10 via backtracking with boolean arrays, and via
// bitmasks; both must agree. Prints the first solution for n = 8.
public class NQueens {
    static int n;
    static boolean[] cols, d1, d2;
    static int[] pos;
    static int count;
    static int[] first;

    static void solve(int row) {
        if (row == n) {
            if (count == 0) first = pos.clone();
            count++;
            return;
        }
        for (int c = 0; c < n; c++) {
            if (cols[c] || d1[row + c] || d2[row - c + n - 1]) continue;
            cols[c] = d1[row + c] = d2[row - c + n - 1] = true;
            pos[row] = c;
            solve(row + 1);
            cols[c] = d1[row + c] = d2[row - c + n - 1] = false;
        }
    }

    static int bits(int all, int colMask, int l, int r) {
        if (colMask == all) return 1;
        int total = 0;
        int free = all & ~(colMask | l | r);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            total += bits(all, colMask | bit, (l | bit) << 1, (r | bit) >>> 1);
        }
        return total;
    }

    public static void main(String[] args) {
        for (n = 1; n <= 10; n++) {
            cols = new boolean[n];
            d1 = new boolean[2 * n];
            d2 = new boolean[2 * n];
            pos = new int[n];
            count = 0;
            solve(0);
            int viaBits = bits((1 << n) - 1, 0, 0, 0);
            System.out.println(n + ": " + count + " " + (count == viaBits));
            if (n == 8) {
                StringBuilder sb = new StringBuilder();
                for (int r = 0; r < n; r++) {
                    for (int c = 0; c < n; c++) sb.append(first[r] == c ? 'Q' : '.');
                    sb.append('\n');
                }
                System.out.print(sb);
            }
        }
    }
}
