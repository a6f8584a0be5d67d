// stdin: 12 abc
import java.util.Scanner;

// An uncaught InputMismatchException from nextInt (no message, exit code 1).
public class ScannerUncaught {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        System.out.println(sc.nextInt());
        System.out.println(sc.nextInt());
    }
}
