// minivm-flags: -Xjit:threshold=50
// Call sites with three and four implementations loaded while hot (class hierarchy analysis
// guards each one: inlined, or a direct call for a callee that cannot be inlined), then a
// fifth class, loaded by reflection, through the same sites; virtual and interface sites,
// callees that allocate, loop, recurse and throw.
public class JitChaFour {
    static abstract class Node {
        abstract long eval(long x);
    }
    static final class Add extends Node {
        final long k;
        Add(long k) { this.k = k; }
        long eval(long x) { return x + k; }
    }
    static final class Mul extends Node {
        final long k;
        Mul(long k) { this.k = k; }
        long eval(long x) { return x * k % 1000003; }
    }
    static final class Sum extends Node {
        long eval(long x) {
            long s = 0;
            for (long i = 0; i < (x & 15); i++) s += i;
            return s;
        }
    }
    static final class Boxes extends Node {
        long eval(long x) {
            Long[] b = new Long[4];
            long s = 0;
            for (int i = 0; i < b.length; i++) {
                b[i] = Long.valueOf(x ^ i);
                s += b[i];
            }
            return s;
        }
    }
    public static final class Late extends Node {
        long eval(long x) {
            if (x % 97 == 13) throw new IllegalStateException("late " + x);
            return fib((int) (x & 7));
        }
        static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    }

    interface Shape { int area(int scale); }
    static final class Sq implements Shape { public int area(int s) { return s * s; } }
    static final class Ci implements Shape { public int area(int s) { return 3 * s * s; } }
    static final class Tr implements Shape {
        public int area(int s) {
            if (s < 0) throw new IllegalArgumentException("negative " + s);
            return s * s / 2;
        }
    }
    public static final class Hex implements Shape { public int area(int s) { return 6 * s * s / 4; } }

    static long evalAll(Node[] nodes, long x) {
        long acc = 0;
        for (Node n : nodes) {
            try {
                acc = acc * 31 + n.eval(x);
            } catch (IllegalStateException e) {
                acc += e.getMessage().length();
            }
        }
        return acc;
    }

    static long areas(Shape[] shapes, int s) {
        long acc = 0;
        for (Shape sh : shapes) {
            try {
                acc += sh.area(s);
            } catch (IllegalArgumentException e) {
                acc -= e.getMessage().length();
            }
        }
        return acc;
    }

    public static void main(String[] args) throws Exception {
        Node[] three = {new Add(3), new Mul(7), new Sum()};
        Node[] four = {new Add(5), new Mul(11), new Sum(), new Boxes()};
        Shape[] shapes = {new Sq(), new Ci(), new Tr()};
        long a = 0, b = 0, c = 0;
        for (int i = 0; i < 30000; i++) {
            a += evalAll(three, i);
            b += evalAll(four, i);
            c += areas(shapes, i % 50 - 3);
        }
        System.out.println("hot: " + a + " " + b + " " + c);

        // A fifth Node and a fourth Shape, loaded now, through the compiled sites.
        Node late = (Node) Class.forName("JitChaFour$Late").getDeclaredConstructor().newInstance();
        Shape hex = (Shape) Class.forName("JitChaFour$Hex").getDeclaredConstructor().newInstance();
        Node[] five = {new Add(1), new Mul(2), new Sum(), new Boxes(), late};
        Shape[] four2 = {new Sq(), hex, new Tr(), new Ci()};
        a = b = c = 0;
        for (int i = 0; i < 30000; i++) {
            a += evalAll(five, i);
            b += evalAll(three, i);
            c += areas(four2, i % 40 - 2);
        }
        System.out.println("late: " + a + " " + b + " " + c);
    }
}
