// Circular static initialization: A's initializer uses B, whose initializer reads A's field
// while A is still being initialized by the same thread (sees the default/partial value).
public class InitRecursive {
    static class A {
        static int a1 = 10;
        static int fromB = B.b;
        static int a2 = 20;
        static { System.out.println("A done: a1=" + a1 + " fromB=" + fromB + " a2=" + a2); }
    }

    static class B {
        static int b = A.a1 + A.a2 + 1;   // A.a2 is still 0 here
        static { System.out.println("B done: b=" + b); }
    }

    static class SelfRef {
        static SelfRef INSTANCE = new SelfRef();
        static int counter = 5;        // runs after the constructor, overwriting its increment
        static int other;              // no initializer: keeps the constructor's value
        SelfRef() {
            counter++;
            other++;
        }
    }

    public static void main(String[] args) {
        System.out.println(A.fromB);
        System.out.println(B.b);
        System.out.println(SelfRef.counter + " " + SelfRef.other);
    }
}
