// args: alpha "two words" 42 -x --
// Command-line arguments reach main(String[]).
public class ArgsEcho {
    public static void main(String[] args) {
        System.out.println(args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.print(i);
            System.out.print(": [");
            System.out.print(args[i]);
            System.out.println("]");
        }
        int n = Integer.parseInt(args[2]);
        System.out.println(n * 2);
    }
}
