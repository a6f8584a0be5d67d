/* Shutdown hooks run after an uncaught exception ends main (exit code 1). */
public class ThrShutdownUncaught {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook after uncaught")));
        System.out.println("throwing");
        throw new IllegalStateException("main failed");
    }
}
