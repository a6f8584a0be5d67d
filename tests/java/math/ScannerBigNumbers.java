// stdin: 123456789012345678901234567890 -42 ff 1,234,567 3.14159265358979323846 -1e-5 1,234.50 abc 12.5 7\n
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.InputMismatchException;
import java.util.Scanner;

/** Scanner.nextBigInteger / nextBigDecimal and their hasNext forms over stdin. */
public class ScannerBigNumbers {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        BigInteger a = sc.nextBigInteger();
        System.out.println(a + " " + a.multiply(a));
        System.out.println(sc.hasNextBigInteger() + " " + sc.nextBigInteger());
        System.out.println(sc.hasNextBigInteger() + " " + sc.hasNextBigInteger(16) + " " + sc.nextBigInteger(16));
        System.out.println(sc.hasNextBigInteger() + " " + sc.nextBigInteger());
        System.out.println(sc.hasNextBigInteger() + " " + sc.hasNextBigDecimal() + " " + sc.nextBigDecimal());
        BigDecimal d = sc.nextBigDecimal();
        System.out.println(d + " " + d.scale());
        System.out.println(sc.nextBigDecimal());
        System.out.println(sc.hasNextBigDecimal());
        try {
            sc.nextBigInteger();
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + e.getMessage() + " then " + sc.next());
        }
        System.out.println(sc.nextBigDecimal().add(new BigDecimal(sc.nextBigInteger())) + " " + sc.hasNext());
    }
}
