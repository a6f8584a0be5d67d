// stdin: 3\n10 20 30\nhello world\n  4.5 -7 true\nlast line here\n1,234 0x10 9999999999\nabc
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

// Scanner over System.in: numbers, words, nextLine after nextInt, typed hasNext checks,
// mismatches that leave the token in place, and the end of input.
public class ScannerStdin {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += in.nextInt();
        }
        System.out.println("n=" + n + " sum=" + sum);
        System.out.println("rest of line: [" + in.nextLine() + "]");
        System.out.println("line: [" + in.nextLine() + "]");
        System.out.println(in.hasNextInt() + " " + in.hasNextDouble() + " " + in.nextDouble());
        System.out.println(in.hasNextInt() + " " + in.nextInt() + " " + in.hasNextBoolean() + " "
                + in.nextBoolean());
        System.out.println("[" + in.nextLine() + "] [" + in.nextLine() + "]");
        System.out.println(in.hasNextInt() + " " + in.nextInt());
        try {
            in.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + e.getMessage() + " token=" + in.next());
        }
        System.out.println(in.hasNextInt() + " " + in.hasNextLong());
        try {
            in.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + e.getMessage() + " long=" + in.nextLong());
        }
        System.out.println(in.hasNext() + " " + in.next() + " " + in.hasNext() + " "
                + in.hasNextLine());
        try {
            in.next();
        } catch (NoSuchElementException e) {
            System.out.println("end: " + e);
        }
        try {
            in.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println("end: " + e);
        }
        in.close();
        try {
            in.hasNext();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
    }
}
