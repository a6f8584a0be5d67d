// An allocation in a callee that the JIT inlines (make into twice, and twice into run's hot
// loop when inlining goes two deep): traced, its site is a mini stack, the `new` first and then
// the inlining callers
// (tests/extra_jittrace.py reads it back with `minivm-trace heap --group-by stack`).
public class JitTraceInline {
    static final class Cell {
        final int v;
        Cell(int v) { this.v = v; }
    }

    static Cell make(int i) { return new Cell(i); }

    static Cell twice(int i) { return make(2 * i); }

    static Cell[] run(int n) {
        Cell[] cells = new Cell[n];
        for (int i = 0; i < n; i++) cells[i] = twice(i);
        return cells;
    }

    public static void main(String[] args) {
        Cell[][] keep = new Cell[30][];
        long sum = 0;
        for (int k = 0; k < keep.length; k++) {
            keep[k] = run(1000);
            for (Cell c : keep[k]) sum += c.v;
        }
        System.out.println("cells " + keep.length * 1000 + ", sum " + sum);
    }
}
