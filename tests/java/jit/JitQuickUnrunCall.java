// Quick code calls a method that has not run yet; the full tier deoptimizes there instead, to
// inline the callee once it has run. run's loop lasts 300 ms, so that its quick code enters
// it (on-stack) before the call: tests/extra_jit.py, jit/quick-unrun-call.
public class JitQuickUnrunCall {
    static int fresh(int x) {
        return 3 * x + 1;
    }

    static int run() {
        long end = System.nanoTime() + 300_000_000L;
        int s = 0;
        for (int i = 1; ; i++) {
            s += i & 7;
            if ((i & 1023) == 0 && System.nanoTime() > end) break;
        }
        return fresh(s & 1) + fresh(5);
    }

    public static void main(String[] args) {
        System.out.println(run() >= 17 ? "fresh called" : "wrong");
    }
}
