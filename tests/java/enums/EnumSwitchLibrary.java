// switch over enums of the class library (Thread.State, TimeUnit): javac's $SwitchMap reads
// their values() and ordinal() at run time.
import java.util.concurrent.TimeUnit;
public class EnumSwitchLibrary {
    static String f(Thread.State s) { switch (s) { case NEW: return "new"; case RUNNABLE: return "run"; case TERMINATED: return "done"; default: return "other"; } }
    static int g(TimeUnit u) { return switch (u) { case SECONDS -> 1; case MINUTES -> 60; default -> -1; }; }
    public static void main(String[] a) {
        for (Thread.State s : Thread.State.values()) System.out.println(s + " " + f(s));
        for (TimeUnit u : TimeUnit.values()) System.out.println(u + " " + g(u));
    }
}
