// System.exit(0) in the middle of a loop: exit code 0 and output stops there.
public class ExitZeroEarly {
    public static void main(String[] args) {
        for (int i = 0; i < 10; i++) {
            System.out.println(i);
            if (i == 4) System.exit(0);
        }
        System.out.println("never printed");
    }
}
