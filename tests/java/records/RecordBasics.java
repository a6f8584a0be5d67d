// Records: toString, equals and hashCode as java.lang.runtime.ObjectMethods makes them, for
// every component type; the hash codes are printed (they are specified, not identity-based).
public class RecordBasics {
    record Point(int x, int y) { }
    record Empty() { }
    record Single(String s) { }
    record AllPrims(boolean z, byte b, short s, char c, int i, long l, float f, double d) { }
    record Refs(String s, Integer boxed, Object any, Point p) { }
    record Generic<T>(T value, String label) { }
    record Nested(Point a, Point b) { }

    public static void main(String[] args) {
        Point p = new Point(1, 2);
        System.out.println(p + " " + p.x() + " " + p.y() + " " + p.hashCode());
        System.out.println(p.equals(new Point(1, 2)) + " " + p.equals(new Point(2, 1)) + " " + p.equals(null) + " " + p.equals("Point[x=1, y=2]"));
        System.out.println(new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
        System.out.println(new Single("abc") + " " + new Single("abc").hashCode() + " " + new Single(null) + " " + new Single(null).hashCode());
        System.out.println(new Single(null).equals(new Single(null)) + " " + new Single(null).equals(new Single("x")) + " " + new Single("x").equals(new Single(null)));
        AllPrims a = new AllPrims(true, (byte) -1, (short) 300, 'c', -7, 1L << 33, 1.5f, -0.25);
        System.out.println(a);
        System.out.println(a.hashCode() + " " + a.equals(new AllPrims(true, (byte) -1, (short) 300, 'c', -7, 1L << 33, 1.5f, -0.25)));
        AllPrims b = new AllPrims(false, Byte.MIN_VALUE, Short.MAX_VALUE, '~', Integer.MIN_VALUE, Long.MIN_VALUE, Float.NaN, Double.NaN);
        System.out.println(b);
        System.out.println(b.hashCode() + " " + b.equals(new AllPrims(false, Byte.MIN_VALUE, Short.MAX_VALUE, '~', Integer.MIN_VALUE, Long.MIN_VALUE, Float.NaN, Double.NaN)));
        AllPrims zero = new AllPrims(false, (byte) 0, (short) 0, '0', 0, 0, 0.0f, 0.0);
        AllPrims negZero = new AllPrims(false, (byte) 0, (short) 0, '0', 0, 0, -0.0f, -0.0);
        System.out.println(zero.equals(negZero) + " " + zero.hashCode() + " " + negZero.hashCode());
        Refs r = new Refs("s", 42, new StringBuilder("sb"), p);
        System.out.println(r + " " + r.equals(new Refs("s", 42, r.any(), new Point(1, 2))) + " " + r.equals(new Refs("s", 42, new StringBuilder("sb"), p)));
        System.out.println(new Refs(null, null, null, null) + " " + new Refs(null, null, null, null).hashCode());
        System.out.println(new Refs("q", 1000, "any", new Point(3, 4)).hashCode());
        Generic<Integer> g = new Generic<>(5, "five");
        System.out.println(g + " " + g.hashCode() + " " + g.equals(new Generic<>(5, "five")) + " " + g.equals(new Generic<>(5L, "five")));
        Nested n = new Nested(new Point(1, 1), new Point(2, 2));
        System.out.println(n + " " + n.hashCode() + " " + n.equals(new Nested(new Point(1, 1), new Point(2, 2))));
        long[] hs = new long[10];
        for (int i = 0; i < hs.length; i++) hs[i] = new Point(i, -i).hashCode();
        System.out.println(java.util.Arrays.toString(hs));
    }
}
