// args: 300
// System.exit with a code taken from the arguments: 300 is truncated to 300 & 0xff = 44 by
// the operating system. Output written to System.err before exiting is kept too.
public class ExitCodes {
    public static void main(String[] args) {
        int code = Integer.parseInt(args[0]);
        System.err.println("exiting with " + code);
        System.out.println("stdout before exit");
        System.exit(code);
    }
}
