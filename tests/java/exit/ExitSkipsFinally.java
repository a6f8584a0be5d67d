// System.exit inside try does not run finally blocks or outer catch handlers; exit code 4.
public class ExitSkipsFinally {
    public static void main(String[] args) {
        try {
            try {
                System.out.println("in try");
                System.exit(4);
            } finally {
                System.out.println("finally must not run");
            }
        } catch (Throwable t) {
            System.out.println("catch must not run");
        }
    }
}
