// Writes to both System.out and System.err; the runner compares stdout and the first
// stderr line.
public class StderrOutput {
    public static void main(String[] args) {
        System.out.println("to stdout 1");
        System.err.println("to stderr 1");
        System.err.print(12);
        System.err.print(' ');
        System.err.println(3.5);
        System.out.println("to stdout 2");
        System.err.println(true);
    }
}
