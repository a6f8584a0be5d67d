package bench;

import common.Benchmark;

/**
 * The eight-queens problem by backtracking over boolean arrays for free rows and free
 * diagonals; counts all solutions. The inner size is the number of complete searches per
 * iteration (92 solutions each).
 */
public final class Queens extends Benchmark {
    private boolean[] freeRows;
    private boolean[] freeMaxs;
    private boolean[] freeMins;
    private int[] queenRows;
    private int solutions;

    int solve() {
        freeRows = new boolean[8];
        freeMaxs = new boolean[16];
        freeMins = new boolean[16];
        queenRows = new int[8];
        for (int i = 0; i < 8; i++) {
            freeRows[i] = true;
            queenRows[i] = -1;
        }
        for (int i = 0; i < 16; i++) {
            freeMaxs[i] = true;
            freeMins[i] = true;
        }
        solutions = 0;
        place(0);
        return solutions;
    }

    private boolean isFree(int r, int c) {
        return freeRows[r] && freeMaxs[c + r] && freeMins[c - r + 7];
    }

    private void setRowColumn(int r, int c, boolean free) {
        freeRows[r] = free;
        freeMaxs[c + r] = free;
        freeMins[c - r + 7] = free;
    }

    private void place(int c) {
        if (c == 8) {
            solutions++;
            return;
        }
        for (int r = 0; r < 8; r++) {
            if (isFree(r, c)) {
                queenRows[r] = c;
                setRowColumn(r, c, false);
                place(c + 1);
                setRowColumn(r, c, true);
                queenRows[r] = -1;
            }
        }
    }

    public long run(int inner) {
        long sum = 0;
        for (int i = 0; i < inner; i++) {
            sum += solve();
        }
        return sum;
    }

    public String verify(long result, int inner) {
        return result == 92L * inner ? null : result + " solutions, expected " + 92L * inner;
    }

    public static void main(String[] args) {
        Benchmark.execute("queens", new Queens(), args);
    }
}
