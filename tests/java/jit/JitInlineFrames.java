// Inlined callees that call, allocate, loop and fail: each callee runs once first, so that its
// caller (compiled at its first call under -Xjit:eager) inlines it with its own frame. Checks
// side effects before a failing check, handlers inside and outside the callee, stack traces and
// line numbers through inlined frames, recursion, constructors and static/private calls.
public class JitInlineFrames {
    static int sideEffects;

    static final class Node {
        final int value;
        Node next;
        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
        int sum() {
            int s = 0;
            for (Node n = this; n != null; n = n.next) s += n.value;
            return s;
        }
    }

    // Allocates in a loop (GC points inside the inlined body).
    static Node build(int n) {
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(i, head);
        return head;
    }

    static int useBuild(int rounds) {
        int s = 0;
        for (int r = 0; r < rounds; r++) s += build(r % 40 + 1).sum() + box(r).intValue();
        return s;
    }

    static Integer box(int i) { return Integer.valueOf(i * 3); }

    // A store, then a check that fails: the store must happen exactly once.
    static int storeThenFail(int[] a, int i) {
        sideEffects++;
        helper(i);
        return a[i];
    }

    static void helper(int i) { sideEffects += i > 1000 ? 1 : 0; }

    static int useStoreThenFail(int[] a, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            try {
                s += storeThenFail(a, i);
            } catch (ArrayIndexOutOfBoundsException e) {
                s -= 1000;
            }
        }
        return s;
    }

    // A handler inside the inlined callee.
    static int parseOr(String s, int dflt) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return dflt;
        }
    }

    static int useParse(String[] words) {
        int s = 0;
        for (String w : words) s += parseOr(w, -1);
        return s;
    }

    // Throws from two inlined levels; the caller prints the trace.
    static int level2(int x) {
        if (x == 13) throw new IllegalArgumentException("x=" + x);
        return x + 1;
    }

    static int level1(int x) { return level2(x) * 2; }

    static int useLevels(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s += level1(i);
        return s;
    }

    // Recursion (inlined into itself a few levels).
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    private int priv(int x) { return x * 7 + sideEffects % 3; }

    int usePriv(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s += priv(i);
        return s;
    }

    static synchronized int locked(int x) { return x + 1; }

    static int useLocked(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s = locked(s);
        return s;
    }

    static double hyp(double a, double b) { return Math.sqrt(a * a + b * b) + Math.abs(a - b) + Math.max(a, b); }

    static double useMath(int n) {
        double s = 0;
        for (int i = 0; i < n; i++) s += hyp(i, n - i);
        s += Math.sqrt(-1.0) + Math.sqrt(0.0) + Math.sqrt(-0.0) + Math.sqrt(Double.POSITIVE_INFINITY);
        return s;
    }

    // Deep recursion through inlined frames ends in StackOverflowError.
    static int deep(int n) { return deep2(n + 1) + 1; }
    static int deep2(int n) { return deep(n + 1) + 1; }

    public static void main(String[] args) {
        System.out.println("warm " + build(3).sum() + " " + box(2) + " " + storeThenFail(new int[1], 0) + " "
                + parseOr("12", 0) + " " + parseOr("x", 5) + " " + level1(1) + " " + fib(5) + " "
                + new JitInlineFrames().priv(2) + " " + locked(1) + " " + hyp(3, 4));
        System.out.println("build " + useBuild(3000));
        sideEffects = 0;
        System.out.println("store " + useStoreThenFail(new int[] {5, 6, 7}, 10) + " side " + sideEffects);
        System.out.println("parse " + useParse(new String[] {"1", "x", "22", "", "-3", "9999999999"}));
        try {
            System.out.println("levels " + useLevels(100));
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
            StackTraceElement[] st = e.getStackTrace();
            for (int i = 0; i < 4; i++) System.out.println("  at " + st[i].getMethodName() + ":" + st[i].getLineNumber());
        }
        System.out.println("levels " + useLevels(13));
        System.out.println("fib " + fib(24));
        System.out.println("priv " + new JitInlineFrames().usePriv(1000));
        System.out.println("locked " + useLocked(1000));
        System.out.println("math " + useMath(1000));
        try {
            deep(0);
        } catch (StackOverflowError e) {
            System.out.println("deep: StackOverflowError");
        }
        System.out.println("after " + fib(10) + " " + useLevels(10));
    }
}
