// System.gc() moves objects: identity hash codes, locks held across it, strings, class
// objects and an object graph with cycles all survive unchanged.
public class GcSystemGc {
    static final class Cell {
        Cell next;
        Object payload;
        final int id;

        Cell(int id) {
            this.id = id;
        }
    }

    static Cell ring(int n) {
        Cell first = new Cell(0), c = first;
        for (int i = 1; i < n; i++) {
            c.next = new Cell(i);
            c = c.next;
            c.payload = i % 2 == 0 ? "s" + i : new long[] {i};
        }
        c.next = first;
        return first;
    }

    static long walk(Cell first) {
        long s = 0;
        Cell c = first;
        do {
            s += c.id;
            if (c.payload instanceof long[]) s += ((long[]) c.payload)[0];
            else if (c.payload != null) s += ((String) c.payload).length();
            c = c.next;
        } while (c != first);
        return s;
    }

    public static void main(String[] args) {
        Cell r = ring(10000);
        Object o = new Object();
        int h = o.hashCode(), hr = System.identityHashCode(r);
        Class<?> k = r.getClass();
        long before = walk(r);
        synchronized (o) {
            System.gc();
            for (int i = 0; i < 100000; i++) new int[3].clone();
            System.gc();
        }
        System.out.println("walk equal: " + (walk(r) == before) + " " + before);
        System.out.println("hash kept: " + (o.hashCode() == h) + " " + (System.identityHashCode(r) == hr));
        System.out.println("class kept: " + (r.getClass() == k) + " " + k.getName());
        synchronized (o) {
            System.out.println("lock usable again");
        }
        Runtime rt = Runtime.getRuntime();
        System.out.println("memory figures sane: " + (rt.totalMemory() > 0 && rt.freeMemory() >= 0 && rt.maxMemory() >= rt.totalMemory()));
    }
}
