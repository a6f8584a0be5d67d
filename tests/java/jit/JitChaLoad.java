// minivm-flags: -Xjit:threshold=50
// Call sites that see one implementation while hot (class hierarchy analysis inlines it behind
// a guard), then receivers of classes loaded later through the same sites: virtual, interface,
// abstract and bimorphic sites; inlined callees that allocate, call, loop and throw.
public class JitChaLoad {
    static abstract class Shape {
        abstract int area();
        int twice() { return 2 * area(); }
    }
    static final class Square extends Shape {
        final int s;
        Square(int s) { this.s = s; }
        int area() { return s * s; }
    }
    static final class Rect extends Shape {
        final int w, h;
        Rect(int w, int h) { this.w = w; this.h = h; }
        int area() { return w * h; }
    }
    static final class Tri extends Shape {
        final int b, h;
        Tri(int b, int h) { this.b = b; this.h = h; }
        int area() { return b * h / 2; }
        int twice() { return b * h; }
    }

    interface Op { long apply(long x); }
    static final class Inc implements Op { public long apply(long x) { return x + 1; } }
    static final class Sq implements Op { public long apply(long x) { return x * x % 1000003; } }
    static final class Boxer implements Op {
        public long apply(long x) {
            Long[] box = new Long[3];
            long sum = 0;
            for (int i = 0; i < box.length; i++) {
                box[i] = Long.valueOf(x + i);
                sum += box[i];
            }
            return sum;
        }
    }
    static final class Thrower implements Op {
        public long apply(long x) {
            if (x == 7) throw new IllegalStateException("seven " + x);
            return -x;
        }
    }

    static class Counter {
        int n;
        int next() { return ++n; }
    }
    static class SlowCounter extends Counter {
        int next() { n += 2; return n; }
    }

    static int areas(Shape[] a) {
        int s = 0;
        for (Shape x : a) s += x.area() + x.twice();
        return s;
    }

    static long applyAll(Op op, int n) {
        long s = 0;
        for (int i = 0; i < n; i++) s += op.apply(i);
        return s;
    }

    static int count(Counter c, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s += c.next();
        return s;
    }

    static Shape make(int kind, int i) {
        switch (kind) {
            case 0: return new Square(i % 7);
            case 1: return new Rect(i % 5, i % 3);
            default: return new Tri(i % 9, i % 4);
        }
    }

    static long applyAll2(Op op, int n) {
        long s = 0;
        for (int i = 0; i < n; i++) s += op.apply(i);
        return s;
    }

    public static void main(String[] args) throws Exception {
        // The callees run first, so that their callers, compiled later (at once under
        // -Xjit:eager), can inline them.
        Shape sq = make(0, 3);
        System.out.println("warm " + sq.area() + " " + sq.twice() + " " + new Inc().apply(1) + " "
                + new Boxer().apply(1) + " " + new Counter().next());
        System.out.println("boxer first " + applyAll2(new Boxer(), 3000) + " " + applyAll2(new Inc(), 3000));
        // One implementation loaded while the sites get hot.
        Shape[] squares = new Shape[100];
        for (int i = 0; i < squares.length; i++) squares[i] = make(0, i);
        long total = 0;
        for (int r = 0; r < 200; r++) total += areas(squares);
        System.out.println("squares " + total);
        // A second, then a third implementation through the same sites.
        Shape[] mixed = new Shape[99];
        for (int i = 0; i < mixed.length; i++) mixed[i] = make(i % 2, i);
        total = 0;
        for (int r = 0; r < 200; r++) total += areas(mixed);
        System.out.println("mixed " + total);
        for (int i = 0; i < mixed.length; i++) mixed[i] = make(i % 3, i);
        total = 0;
        for (int r = 0; r < 200; r++) total += areas(mixed);
        System.out.println("three " + total);

        // Interface sites.
        System.out.println("inc " + applyAll(new Inc(), 5000));
        System.out.println("sq " + applyAll(new Sq(), 5000));
        System.out.println("inc again " + applyAll(new Inc(), 5000));
        System.out.println("boxer " + applyAll(new Boxer(), 5000));
        try {
            applyAll(new Thrower(), 5000);
        } catch (IllegalStateException e) {
            System.out.println("thrown " + e.getMessage());
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("at " + st[0].getMethodName() + " " + st[1].getMethodName() + " " + st[2].getMethodName());
        }
        System.out.println("sq again " + applyAll(new Sq(), 5000));

        // An overriding subclass that is loaded only after the site was compiled.
        Counter c = new Counter();
        int s = 0;
        for (int r = 0; r < 100; r++) s += count(c, 100);
        System.out.println("counter " + s + " " + c.n);
        Class<?> k = Class.forName("JitChaLoad$SlowCounter");
        Counter slow = (Counter) k.getDeclaredConstructor().newInstance();
        System.out.println("slow " + count(slow, 1000) + " " + slow.n + " " + count(c, 10));

        // The same sites from several threads, with classes loaded meanwhile.
        Thread[] ts = new Thread[3];
        final long[] res = new long[ts.length];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                Shape[] a = new Shape[60];
                for (int j = 0; j < a.length; j++) a[j] = make((j + id) % 3, j);
                long t = 0;
                for (int r = 0; r < 300; r++) t += areas(a) + applyAll(id == 0 ? new Inc() : new Sq(), 20);
                Counter cc = id == 2 ? new SlowCounter() : new Counter();
                t += count(cc, 500);
                res[id] = t;
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int i = 0; i < ts.length; i++) System.out.println("thread " + i + " " + res[i]);
    }
}
