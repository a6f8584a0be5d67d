import java.util.InputMismatchException;
import java.util.Scanner;
import java.util.regex.MatchResult;

// Scanner.match() after each kind of token read, the cached hasNextX results, and tokens
// that are left in place by a failed read.
public class ScannerMatchDetails {
    static String show(MatchResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.group()).append(' ').append(r.start()).append('-').append(r.end()).append(" g=")
                .append(r.groupCount());
        for (int i = 1; i <= r.groupCount() && i <= 6; i++) {
            sb.append(' ').append(r.group(i));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        Scanner s = new Scanner("abc 42 -7 1,234 3.5 -2e3 99999999999 x1 true\nrest of line");
        System.out.println(s.next() + " | " + show(s.match()));
        System.out.println(s.nextInt() + " | " + show(s.match()));
        System.out.println(s.hasNextInt() + " " + s.nextInt() + " | " + show(s.match()));
        System.out.println(s.nextInt() + " | " + show(s.match()));
        System.out.println(s.nextDouble() + " | " + show(s.match()));
        System.out.println(s.hasNextDouble() + " " + s.hasNextInt() + " " + s.nextDouble()
                + " | " + show(s.match()));
        try {
            s.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("IME " + e.getMessage() + " then " + s.nextLong() + " | "
                    + show(s.match()));
        }
        try {
            s.nextDouble();
        } catch (InputMismatchException e) {
            System.out.println("IME " + e.getMessage() + " then " + s.next());
        }
        System.out.println(s.hasNextBoolean() + " " + s.nextBoolean() + " | " + show(s.match()));
        System.out.println("[" + s.nextLine() + "] [" + s.nextLine() + "] | " + show(s.match()));
        Scanner t = new Scanner("12 13");
        System.out.println(t.hasNextInt() + " " + t.next() + " " + t.hasNext("1\\d") + " "
                + t.next("1(\\d)") + " | " + show(t.match()));
        try {
            new Scanner("").match();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Scanner u = new Scanner("5 x");
        u.nextInt();
        try {
            u.nextInt();
        } catch (InputMismatchException e) {
            try {
                u.match();
            } catch (IllegalStateException e2) {
                System.out.println("after mismatch: " + e2.getMessage());
            }
        }
    }
}
