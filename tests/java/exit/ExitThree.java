// System.exit(3): the exit code is 3 and nothing after the call runs.
public class ExitThree {
    public static void main(String[] args) {
        System.out.println("exiting with 3");
        System.exit(3);
        System.out.println("never printed");
    }
}
