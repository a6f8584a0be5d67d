// System.exit(42) from deep inside recursion, an instance method and a loop; stdout written
// before the exit (with print, no newline at the end) must be flushed.
public class ExitFromDeep {
    int budget = 10;

    void work(int depth) {
        for (int i = 0; i < 3; i++) {
            budget--;
            if (budget == 0) {
                System.out.print("exiting at depth " + depth);
                System.exit(42);
            }
            work(depth + 1);
        }
    }

    public static void main(String[] args) {
        new ExitFromDeep().work(0);
        System.out.println("never printed");
    }
}
