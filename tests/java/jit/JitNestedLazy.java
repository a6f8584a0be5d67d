/** Lazily framed callees inside a lazily framed callee (towers' moveTop around push and pop):
 *  when an inner one fails, both frames are built and the interpreter finishes both. Side
 *  effects before a failure happen once, at every level; exceptions come from the inner frame
 *  with the outer one and the caller below it; references survive collections; and near the
 *  end of the Java stack the outer callee makes the inner call through the interpreter. */
public final class JitNestedLazy {
    int[] piles = new int[4];
    int[] log = new int[12];
    int moves;

    int take(int i) {
        int v = piles[i];   /* i = 4: fails before any effect */
        if (v < 0) {
            throw new IllegalStateException("negative pile " + i);
        }
        piles[i] = 0;
        moves++;
        log[i * 4] = v;     /* i = 3: fails after two effects */
        return v;
    }

    void put(int i, int v) {
        moves += 100;
        piles[i] = v;       /* i = 4: fails after an effect */
    }

    void move(int from, int to) {
        moves += 10000;
        put(to, take(from));
        moves += 1000000;
    }

    static String[] seen = new String[4];

    static void note(int kind, Throwable e) {
        if (seen[kind] == null) seen[kind] = JitNestedInline.where(e);   /* HotSpot's C2 drops traces of hot throws */
    }

    static long run(JitNestedLazy p, int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            Object keep = new int[r & 7];   /* live across the inlined calls, moved by collections */
            int from = r % 5, to = (r * 3 + 1) % 5;
            p.piles[from & 3] = (r % 13 == 12) ? -1 : r & 31;
            try {
                p.move(from, to);
            } catch (ArrayIndexOutOfBoundsException e) {
                sum += 7;
                note(from == 4 ? 0 : from == 3 ? 1 : 2, e);
            } catch (IllegalStateException e) {
                sum += 11;
                note(3, e);
            }
            sum += p.moves + p.piles[0] + p.piles[1] + p.piles[2] + p.piles[3] + p.log[0] + p.log[4] + p.log[8];
            if (((int[]) keep).length != (r & 7)) throw new AssertionError("keep");
        }
        return sum;
    }

    /* Down to the end of the Java stack with the callees inlined at every level: the inner
     * one's frame may not fit where the outer one's does. */
    static int dive(JitNestedLazy p, int n) {
        p.move(0, 1);
        p.move(1, 0);
        return dive(p, n + 1) + 1;
    }

    public static void main(String[] args) {
        JitNestedLazy p = new JitNestedLazy();
        long sum = 0;
        for (int i = 0; i < 20; i++) sum += run(p, 5000);
        System.out.println("sum " + sum + " moves " + p.moves);
        for (String s : seen) System.out.println(s);
        JitNestedLazy q = new JitNestedLazy();
        q.piles[0] = 5;
        int overflows = 0;
        for (int i = 0; i < 4; i++) {
            try {
                dive(q, 0);
            } catch (StackOverflowError e) {
                overflows++;
            }
        }
        System.out.println("overflows " + overflows + " piles " + (q.piles[0] + q.piles[1] <= 5));
    }
}
