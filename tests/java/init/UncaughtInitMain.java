// The main class's own static initializer throws: HotSpot reports
// "Exception in thread "main" java.lang.ExceptionInInitializerError" and exits with code 1.
public class UncaughtInitMain {
    static int value = init();

    static int init() {
        System.out.println("initializing main class");
        throw new UnsupportedOperationException("no init for you");
    }

    public static void main(String[] args) {
        System.out.println("never printed " + value);
    }
}
