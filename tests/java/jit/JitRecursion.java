// Calls between compiled methods: deep recursion that ends in StackOverflowError (caught, then
// the thread goes on calling), mutual recursion, virtual and interface recursion, and results
// through many levels of direct calls.
public class JitRecursion {
    interface Node { int depth(int n); }
    static class A implements Node {
        Node next;
        public int depth(int n) { return n == 0 ? 0 : 1 + next.depth(n - 1); }
    }
    static class B extends A {
        public int depth(int n) { return n == 0 ? 0 : 2 + next.depth(n - 1); }
    }

    static int down(int n) { return n == 0 ? 0 : down(n - 1) + 1; }
    static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    static boolean even(int n) { return n == 0 || odd(n - 1); }
    static boolean odd(int n) { return n != 0 && even(n - 1); }
    static int forever(int n) { return forever(n + 1) + 1; }
    static double mix(int n, double d, long l) { return n == 0 ? d + l : mix(n - 1, d * 1.5, l + n) - 1; }

    static int overflowAt;

    static boolean overflow() {
        try {
            forever(0);
            return false;
        } catch (StackOverflowError e) {
            return true;
        }
    }

    public static void main(String[] args) {
        A a = new A();
        B b = new B();
        a.next = b;
        b.next = a;
        long sum = 0;
        for (int i = 0; i < 3000; i++) {
            sum += down(i % 500);
            sum += fib(i % 15);
            sum += even(i % 300) ? 1 : 0;
            sum += a.depth(i % 400);
            sum += (long) mix(i % 50, 1.0, i);
        }
        System.out.println("sum " + sum);
        for (int round = 0; round < 4; round++) System.out.println("overflow " + overflow());
        System.out.println("after " + down(1000) + " " + fib(20) + " " + a.depth(1000));
        // Overflow through virtual/interface calls.
        a.next = a;
        try {
            a.depth(Integer.MAX_VALUE);
            System.out.println("no overflow");
        } catch (StackOverflowError e) {
            System.out.println("interface overflow caught");
        }
        System.out.println("end " + down(2000));
    }
}
