// Local classes declared inside methods: capturing locals and parameters, recursion through
// a local class, local classes extending other local classes, capture of outer `this`.
public class LocalClasses {
    int base = 1000;

    int instanceWork(int p) {
        int local = p * 2;
        class Helper {
            int calc(int x) { return base + local + x; }
        }
        Helper h = new Helper();
        return h.calc(1) + h.calc(2);
    }

    static String work(String prefix, int n) {
        String sep = ",";
        class Joiner {
            final StringBuilder sb = new StringBuilder(prefix);
            Joiner add(int v) {
                if (sb.length() > prefix.length()) sb.append(sep);
                sb.append(v);
                return this;
            }
        }
        class EvenJoiner extends Joiner {
            EvenJoiner add(int v) {
                if (v % 2 == 0) super.add(v);
                return this;
            }
        }
        Joiner j = new Joiner();
        EvenJoiner e = new EvenJoiner();
        for (int i = 0; i < n; i++) {
            j.add(i);
            e.add(i);
        }
        return j.sb + " | " + e.sb;
    }

    static long fib(int n) {
        class Memo {
            final long[] m = new long[n + 1];
            long get(int k) {
                if (k < 2) return k;
                if (m[k] != 0) return m[k];
                return m[k] = get(k - 1) + get(k - 2);
            }
        }
        return new Memo().get(n);
    }

    public static void main(String[] args) {
        System.out.println(new LocalClasses().instanceWork(5));
        System.out.println(work("nums:", 7));
        System.out.println(fib(90));
        class Point {
            final int x, y;
            Point(int x, int y) { this.x = x; this.y = y; }
            int dist2(Point o) { return (x - o.x) * (x - o.x) + (y - o.y) * (y - o.y); }
        }
        Point a = new Point(1, 2), b = new Point(4, 6);
        System.out.println(a.dist2(b));
        System.out.println(a.getClass().getName());
    }
}
