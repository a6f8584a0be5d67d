package common;

/**
 * Base class of every benchmark. A benchmark program's main calls
 * {@code Benchmark.execute(name, new X(), args)} with the arguments
 * {@code <iterations> <innerSize> [warmup]}.
 *
 * Each iteration calls {@link #run(int)} once (timed with System.nanoTime) and then
 * {@link #verify(long, int)} (not timed). The program prints one machine-readable line:
 *
 *     RESULT <name> inner=<n> result=<r> warmup_us=<t,...> iter_us=<t,...>
 *
 * A failed self-check or an exception prints "FAILED <name>: <reason>" on stderr and exits
 * with status 1.
 */
public abstract class Benchmark {
    /** Called once before the first iteration (not timed): build inputs here. */
    public void setup(int innerSize) {
    }

    /** One iteration of the benchmark; returns a value that verify() checks. */
    public abstract long run(int innerSize);

    /** Returns null when the result of one iteration is right, else a description. */
    public abstract String verify(long result, int innerSize);

    private static int parseArg(String name, String s, String what) {
        try {
            int v = Integer.parseInt(s);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        usage(name, "bad " + what + ": " + s);
        return 0;
    }

    private static void usage(String name, String msg) {
        System.err.println(name + ": " + msg);
        System.err.println("usage: " + name + " <iterations> <innerSize> [warmup]");
        System.exit(2);
    }

    /** Reports a failure and exits with status 1. */
    public static void fail(String name, String reason) {
        System.out.flush();
        System.err.println("FAILED " + name + ": " + reason);
        System.err.flush();
        System.exit(1);
    }

    public static void execute(String name, Benchmark b, String[] args) {
        if (args.length < 2 || args.length > 3) {
            usage(name, "wrong number of arguments");
        }
        int iterations = parseArg(name, args[0], "iteration count");
        int inner = parseArg(name, args[1], "inner size");
        int warmup = args.length > 2 ? parseArg(name, args[2], "warm-up count") : 0;
        if (iterations < 1) {
            usage(name, "need at least one iteration");
        }
        StringBuilder warm = new StringBuilder();
        StringBuilder meas = new StringBuilder();
        long last = 0;
        int i = -1;
        try {
            b.setup(inner);
            for (i = 0; i < warmup + iterations; i++) {
                long t0 = System.nanoTime();
                long r = b.run(inner);
                long t1 = System.nanoTime();
                String bad = b.verify(r, inner);
                if (bad != null) {
                    fail(name, "iteration " + i + ": " + bad);
                }
                if (i > 0 && r != last) {
                    fail(name, "iteration " + i + " gave " + r + ", the one before gave " + last);
                }
                last = r;
                StringBuilder sb = i < warmup ? warm : meas;
                if (sb.length() > 0) {
                    sb.append(',');
                }
                sb.append((t1 - t0) / 1000);
            }
        } catch (Failure f) {
            fail(name, (i < 0 ? "setup" : "iteration " + i) + ": " + f.getMessage());
        } catch (Throwable t) {
            t.printStackTrace();
            fail(name, (i < 0 ? "setup" : "iteration " + i) + ": exception " + t);
        }
        System.out.println("RESULT " + name + " inner=" + inner + " result=" + last
                + " warmup_us=" + warm + " iter_us=" + meas);
        System.out.flush();
    }
}
