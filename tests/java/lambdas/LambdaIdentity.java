// Identity and classes of lambda objects: a non-capturing call site always yields the same
// instance, a capturing one a new instance per evaluation; each site has its own class.
public class LambdaIdentity {
    interface Fn { int apply(int x); }
    interface Sup { Object get(); }

    static Fn nonCapturing() { return x -> x + 1; }
    static Fn capturing(int k) { return x -> x + k; }
    static Fn ref() { return Math::abs; }

    public static void main(String[] args) {
        Fn a = nonCapturing(), b = nonCapturing();
        System.out.println("same non-capturing instance: " + (a == b));
        Fn c = capturing(1), d = capturing(1);
        System.out.println("same capturing instance: " + (c == d));
        System.out.println("same capturing class: " + (c.getClass() == d.getClass()));
        System.out.println("different sites, different classes: " + (a.getClass() != c.getClass()));
        System.out.println("same ref instance: " + (ref() == ref()));
        Fn e = x -> x + 1;
        System.out.println("identical text, other site: " + (e.getClass() != a.getClass()));
        Class<?> k = a.getClass();
        System.out.println("synthetic " + k.isSynthetic() + ", interface " + k.isInterface() + ", array " + k.isArray());
        System.out.println("implements Fn: " + (a instanceof Fn) + ", super " + k.getSuperclass().getName());
        System.out.println("interfaces " + k.getInterfaces().length + " " + k.getInterfaces()[0].getName());
        System.out.println("name starts with host: " + k.getName().startsWith("LambdaIdentity$$Lambda$"));
        System.out.println("equals self " + a.equals(a) + ", equals other " + a.equals(c));
        System.out.println("hash stable " + (a.hashCode() == a.hashCode()));
        System.out.println("toString prefix " + a.toString().startsWith("LambdaIdentity$$Lambda$"));
        Object[] keep = new Object[100];
        for (int i = 0; i < keep.length; i++) {
            int j = i;
            keep[i] = (Sup) () -> j;
        }
        int sum = 0;
        for (Object o : keep) sum += (Integer) ((Sup) o).get();
        System.out.println("sum " + sum);
        Sup s1 = () -> "x";
        Object o1 = s1.get(), o2 = s1.get();
        System.out.println("same constant " + (o1 == o2));
    }
}
