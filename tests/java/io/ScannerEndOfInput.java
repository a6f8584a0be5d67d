// stdin: 5 6\n
import java.util.Scanner;

// Reading past the end of standard input: an uncaught NoSuchElementException.
public class ScannerEndOfInput {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int a = sc.nextInt();
        int b = sc.nextInt();
        System.out.println(a + b);
        System.out.println(sc.nextLine().isEmpty() + " " + sc.hasNextLine());
        System.out.println(sc.nextLine());
    }
}
