// Record components that are arrays, doubles and floats with special values, boxes, enums,
// other records and generics; the call order of the components' own equals/hashCode/toString.
public class RecordComponents {
    enum Color { RED, GREEN }

    record WithArray(int[] data, String[] names) { }
    record Floats(float f, double d) { }
    record Boxes(Integer i, Long l, Double d, Character c, Boolean b) { }
    record WithEnum(Color color, int n) { }
    record Pair<A, B>(A first, B second) { }

    static final class Noisy {
        final String id;
        Noisy(String id) { this.id = id; }
        public boolean equals(Object o) {
            System.out.println("  equals " + id);
            return o instanceof Noisy n && n.id.equals(id);
        }
        public int hashCode() {
            System.out.println("  hashCode " + id);
            return id.hashCode();
        }
        public String toString() {
            System.out.println("  toString " + id);
            return "Noisy(" + id + ")";
        }
    }

    record Three(Noisy a, Noisy b, Noisy c) { }

    public static void main(String[] args) {
        int[] data = {1, 2};
        WithArray w = new WithArray(data, new String[] {"x"});
        System.out.println(w.toString().startsWith("WithArray[data=[I@") + " " + w.toString().contains(", names=[Ljava.lang.String;@"));
        System.out.println(w.equals(new WithArray(data, w.names())) + " " + w.equals(new WithArray(new int[] {1, 2}, w.names())));
        System.out.println(w.hashCode() == new WithArray(data, w.names()).hashCode());
        System.out.println(new WithArray(null, null) + " " + new WithArray(null, null).hashCode());
        Floats[] fs = {new Floats(0.0f, 0.0), new Floats(-0.0f, -0.0), new Floats(Float.NaN, Double.NaN),
            new Floats(Float.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY), new Floats(1e-45f, Double.MIN_VALUE),
            new Floats(3.4028235e38f, 1.7976931348623157e308), new Floats(0.1f, 0.1), new Floats(1e7f, 1e7)};
        for (Floats f : fs) System.out.println(f + " " + f.hashCode());
        System.out.println(fs[0].equals(fs[1]) + " " + fs[2].equals(new Floats(Float.NaN, Double.NaN)) + " " + fs[2].equals(new Floats(Float.intBitsToFloat(0x7fc00001), Double.NaN)));
        Boxes b = new Boxes(1, 2L, 3.0, 'c', true);
        System.out.println(b + " " + b.hashCode() + " " + b.equals(new Boxes(1, 2L, 3.0, 'c', true)));
        System.out.println(new Boxes(128, -1L, -0.0, '\n', false).hashCode());
        WithEnum we = new WithEnum(Color.GREEN, 3);
        System.out.println(we + " " + we.equals(new WithEnum(Color.GREEN, 3)) + " " + we.equals(new WithEnum(Color.RED, 3)));
        Pair<Pair<String, Integer>, WithEnum> pp = new Pair<>(new Pair<>("k", 1), we);
        System.out.println(pp + " " + pp.equals(new Pair<>(new Pair<>("k", 1), new WithEnum(Color.GREEN, 3))));
        System.out.println(new Pair<>("k", 1).hashCode() + " " + new Pair<>(null, 1).hashCode() + " " + new Pair<>("k", null).hashCode());
        Three t1 = new Three(new Noisy("a1"), new Noisy("b1"), new Noisy("c1"));
        Three t2 = new Three(new Noisy("a1"), new Noisy("b1"), new Noisy("c1"));
        Three t3 = new Three(new Noisy("a1"), new Noisy("XX"), new Noisy("c1"));
        System.out.println("toString:");
        System.out.println(t1);
        System.out.println("hashCode:");
        System.out.println(t1.hashCode());
        System.out.println("equals same:");
        System.out.println(t1.equals(t2));
        System.out.println("equals different middle:");
        System.out.println(t1.equals(t3));
        System.out.println("equals shared components:");
        System.out.println(t1.equals(new Three(t1.a(), t1.b(), t1.c())));
    }
}
