// A program with a known heap: exactly N objects of type Item allocated at one site, K of them
// kept; then, between two System.gc() calls, M temporaries, B born objects and K/2 Items dropped.
// tests/extra_analyze.py checks minivm-trace's heap and diff against these numbers.
public class AnalysisKeep {
    static final int N = 10000, K = 2500, M = 5000, B = 300;

    static final class Item {
        final int id;
        Item(int id) { this.id = id; }
    }

    static final class Temp {
        final int id;
        Temp(int id) { this.id = id; }
    }

    static final class Born {
        final long a, b;
        Born(long a) { this.a = a; this.b = a * 2; }
    }

    static Object sink;

    public static void main(String[] args) {
        Item[] items = new Item[K];
        for (int i = 0; i < N; i++) {
            Item x = new Item(i);
            if (i % 4 == 0) items[i / 4] = x;
        }
        System.gc();   // GC A: K Items and the Item[] are live
        for (int i = 0; i < M; i++) sink = new Temp(i);
        sink = null;
        Born[] born = new Born[B];
        for (int i = 0; i < B; i++) born[i] = new Born(i);
        for (int i = 0; i < K / 2; i++) items[i] = null;
        System.gc();   // GC B: K/2 Items kept, K/2 died, M temporaries, B + 1 born
        long sum = 0;
        for (int i = K / 2; i < K; i++) sum += items[i].id;
        for (int i = 0; i < B; i++) sum += born[i].b;
        System.out.println(sum);
    }
}
