// Capture of locals of every type, of `this`, and of effectively-final arrays.
public class LambdaCapture {
    interface Supplier<T> { T get(); }
    interface IntOp { int apply(int x); }
    interface Action { void run(); }

    private final String name;
    private int hits;

    LambdaCapture(String name) { this.name = name; }

    Supplier<String> greeter(String greeting) {
        return () -> greeting + ", " + name + " (" + (++hits) + ")";
    }

    IntOp adder() {
        return x -> x + hits;
    }

    public static void main(String[] args) {
        boolean z = true;
        byte b = -5;
        short s = 1234;
        char c = 'Q';
        int i = 100000;
        long l = 1L << 40;
        float f = 1.25f;
        double d = -2.5e-3;
        String str = "text";
        Object nul = null;
        int[] arr = {1, 2, 3};
        Supplier<String> all = () -> z + " " + b + " " + s + " " + c + " " + i + " " + l + " " + f + " " + d + " " + str + " " + nul + " " + arr.length;
        System.out.println(all.get());
        // mixed two-slot and one-slot captures around a parameter
        IntOp mixed = x -> (int) (l >> 38) + x + (int) d + i + b;
        System.out.println(mixed.apply(1));

        int[] count = {0};
        Action inc = () -> count[0]++;
        for (int k = 0; k < 5; k++) inc.run();
        System.out.println("count " + count[0]);
        String[] box = new String[1];
        Action set = () -> box[0] = "set by lambda";
        set.run();
        System.out.println(box[0]);

        LambdaCapture lc = new LambdaCapture("world");
        Supplier<String> g1 = lc.greeter("hello");
        Supplier<String> g2 = lc.greeter("bye");
        System.out.println(g1.get());
        System.out.println(g2.get());
        System.out.println(g1.get());
        IntOp ad = lc.adder();
        System.out.println(ad.apply(10));
        lc.greeter("again").get();
        System.out.println(ad.apply(10));

        // a new capture per loop iteration
        Supplier<String>[] sups = new Supplier[4];
        for (int k = 0; k < sups.length; k++) {
            final int kk = k;
            String label = "item" + k;
            sups[k] = () -> label + "=" + (kk * kk);
        }
        for (Supplier<String> sp : sups) System.out.println(sp.get());
        // capture of a captured lambda
        IntOp twice = x -> x * 2;
        IntOp thenInc = x -> twice.apply(x) + 1;
        System.out.println(thenInc.apply(20));
    }
}
