import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/* Valid code whose stack map frames need the verifier's assignability rules: merges of
 * unrelated classes, interfaces, arrays (Cloneable, Serializable, Object[]), null, multi-catch,
 * finally, longs and doubles across branches, and uninitialized objects in arguments. */
public class VfyTypeMerges {
    interface Shape { double area(); }
    static final class Sq implements Shape, Serializable {
        final double s;
        Sq(double s) { this.s = s; }
        public double area() { return s * s; }
        public String toString() { return "Sq(" + s + ")"; }
    }
    static final class Circ implements Shape {
        final double r;
        Circ(double r) { this.r = r; }
        public double area() { return 3.0 * r * r; }
        public String toString() { return "Circ(" + r + ")"; }
    }
    static class Base { String name() { return "base"; } }
    static class Left extends Base { String name() { return "left"; } }
    static class Right extends Base { String name() { return "right"; } }

    static Shape pick(int i) { return (i & 1) == 0 ? new Sq(i) : new Circ(i); }

    static Base pickBase(int i) {
        Base b;
        if (i % 3 == 0) b = new Left();
        else if (i % 3 == 1) b = new Right();
        else b = null;
        return b == null ? new Base() : b;
    }

    static Object arrays(int i) {
        Object o = (i & 1) == 0 ? new int[i] : new String[i];
        Cloneable c = (i & 2) == 0 ? new long[2] : new Object[3][];
        Serializable s = (i & 4) == 0 ? new double[1] : new Integer[1];
        Object[] objs = (i & 8) == 0 ? new String[1] : new Integer[2][];
        return o.getClass().getSimpleName() + c.getClass().getSimpleName() + s.getClass().getSimpleName()
            + objs.length;
    }

    static long longs(int n) {
        long acc = 1;
        double d = 0.5;
        for (int i = 0; i < n; i++) {
            if ((i & 1) == 0) acc = acc * 3 + i;
            else d = d * 1.5;
            acc ^= (long) d;
        }
        return acc;
    }

    static String catches(int i) {
        StringBuilder sb = new StringBuilder();
        try {
            if (i == 0) throw new IllegalStateException("state");
            if (i == 1) throw new ArrayIndexOutOfBoundsException("index");
            if (i == 2) { Object o = "x"; Integer bad = (Integer) o; sb.append(bad); }
            sb.append("none");
        } catch (IllegalStateException | IndexOutOfBoundsException e) {
            sb.append(e.getClass().getSimpleName());
        } catch (RuntimeException e) {
            sb.append("runtime");
        } finally {
            sb.append('!');
        }
        return sb.toString();
    }

    static final class Pair {
        final Object a, b;
        Pair(Object a, Object b) { this.a = a; this.b = b; }
        public String toString() { return a + "/" + b; }
    }

    class Inner {                       /* stores this$0 before calling super() */
        final int v;
        Inner(int v) { this.v = v + base; }
    }
    int base = 100;

    static Pair uninitArgs(int i) {
        return new Pair(i > 0 ? new Sq(i) : new Circ(-i), new Pair(i, i > 1 ? "big" : null));
    }

    public static void main(String[] args) {
        double total = 0;
        for (int i = 0; i < 6; i++) total += pick(i).area();
        System.out.println("area " + total);
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < 6; i++) names.append(pickBase(i).name()).append(' ');
        System.out.println(names.toString().trim());
        for (int i = 0; i < 16; i += 5) System.out.println(arrays(i));
        System.out.println("longs " + longs(40));
        for (int i = 0; i < 4; i++) System.out.println(catches(i));
        System.out.println(uninitArgs(3) + " " + uninitArgs(-2));
        VfyTypeMerges outer = new VfyTypeMerges();
        System.out.println(outer.new Inner(5).v);
        List<Object> mixed = new ArrayList<>();
        for (int i = 0; i < 4; i++) mixed.add(i % 2 == 0 ? (Object) Integer.valueOf(i) : (Object) ("s" + i));
        System.out.println(mixed);
    }
}
