// Static nested classes, final classes, private members accessed across nestmates (javac 11+
// emits direct private field access and invokevirtual/invokeinterface for private methods),
// deep nesting and static members of nested classes.
public class NestedStatic {
    private static int outerSecret = 11;
    private int instanceSecret = 22;

    private static int outerHelper(int x) { return x + outerSecret; }

    private int instanceHelper() { return instanceSecret * 2; }

    static final class Level1 {
        private static int counter;
        private final int id;

        Level1() { id = ++counter; }

        private int privateId() { return id; }

        static final class Level2 {
            private String tag = "L2";

            int reach(Level1 l1, NestedStatic outer) {
                return l1.privateId() * 100 + l1.id + outerHelper(0) + outer.instanceHelper() + outer.instanceSecret;
            }

            static class Level3 {
                static String deep() { return "deep:" + counter + ":" + outerSecret; }
            }
        }
    }

    interface WithPrivate {
        private int hidden() { return 5; }
        default int shown() { return hidden() * 2; }
    }

    static class Impl implements WithPrivate {}

    private int callPrivateOnOther(NestedStatic other) { return other.instanceHelper(); }

    public static void main(String[] args) {
        Level1 a = new Level1();
        Level1 b = new Level1();
        System.out.println(a.privateId() + " " + b.privateId() + " " + Level1.counter);
        Level1.Level2 l2 = new Level1.Level2();
        NestedStatic outer = new NestedStatic();
        System.out.println(l2.reach(b, outer));
        System.out.println(l2.tag);
        System.out.println(Level1.Level2.Level3.deep());
        System.out.println(new Impl().shown());
        outer.instanceSecret = 50;
        System.out.println(new NestedStatic().callPrivateOnOther(outer));
        System.out.println(Level1.Level2.Level3.class.getName());
        outerSecret++;
        System.out.println(outerHelper(1));
    }
}
