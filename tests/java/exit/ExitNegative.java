// System.exit(-1) gives process exit status 255.
public class ExitNegative {
    public static void main(String[] args) {
        System.out.println("bye");
        System.exit(-1);
    }
}
