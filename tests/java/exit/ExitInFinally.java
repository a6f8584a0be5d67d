// System.exit(5) called from a nested call inside a finally block that runs while an
// exception propagates: the process exits with 5 and the exception is never reported.
public class ExitInFinally {
    static void shutdown(int depth) {
        if (depth == 0) {
            System.out.println("exit now");
            System.exit(5);
        }
        shutdown(depth - 1);
    }

    public static void main(String[] args) {
        try {
            System.out.println("throwing");
            throw new IllegalStateException("should not be reported");
        } finally {
            System.out.println("in finally");
            shutdown(3);
            System.out.println("never printed");
        }
    }
}
