// An uncaught exception ends the program: exit code 1, stdout printed so far is kept, and the
// first stderr line is: Exception in thread "main" java.lang.IllegalStateException: boom
public class UncaughtException {
    static void fail() {
        throw new IllegalStateException("boom");
    }

    public static void main(String[] args) {
        System.out.println("before");
        try {
            System.out.println("in try");
            fail();
        } finally {
            System.out.println("finally still runs");
        }
        System.out.println("never printed");
    }
}
