import java.io.Serializable;

// Serializable lambdas and intersection casts (altMetafactory with FLAG_SERIALIZABLE and
// FLAG_MARKERS): creation, invocation and the marker interfaces.
public class SerializableLambdas {
    interface SerFn extends Serializable { int apply(int x); }
    interface Marker { }
    interface Other { }
    interface Op { String run(String s); }

    public static void main(String[] args) {
        SerFn f = x -> x * 3;
        System.out.println(f.apply(5) + " " + (f instanceof Serializable));
        int k = 4;
        SerFn g = x -> x + k;
        System.out.println(g.apply(5) + " " + (g instanceof Serializable));
        Runnable r = (Runnable & Serializable) () -> System.out.println("serializable runnable");
        r.run();
        System.out.println(r instanceof Serializable);
        Op o = (Op & Marker) s -> s + "!";
        System.out.println(o.run("marked") + " " + (o instanceof Marker) + " " + (o instanceof Serializable) + " " + (o instanceof Other));
        Op o2 = (Op & Marker & Other & Serializable) s -> s.toUpperCase();
        System.out.println(o2.run("all") + " " + (o2 instanceof Marker) + " " + (o2 instanceof Other) + " " + (o2 instanceof Serializable));
        Op plain = s -> s;
        System.out.println((plain instanceof Serializable) + " " + (plain instanceof Marker));
        SerFn ref = Integer::bitCount;
        System.out.println(ref.apply(255));
        Serializable ser = (Serializable & Op) String::trim;
        System.out.println(((Op) ser).run("  trimmed  ") + "|");
        for (Object x : new Object[] {f, g, r, o, o2, plain, ref, ser}) System.out.println(interfaces(x));
    }

    static String interfaces(Object o) {
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : o.getClass().getInterfaces()) sb.append(c.getName()).append(' ');
        return sb.toString().trim();
    }
}
