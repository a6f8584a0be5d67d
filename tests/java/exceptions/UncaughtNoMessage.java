// An uncaught exception whose message is null: the first stderr line has no ": " suffix:
// Exception in thread "main" java.lang.UnsupportedOperationException
public class UncaughtNoMessage {
    public static void main(String[] args) {
        System.out.println("about to throw");
        throw new UnsupportedOperationException();
    }
}
