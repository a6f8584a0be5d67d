// stdin: ab\nc\u00e9 xyz 12345\n
import java.io.IOException;

// Standard input byte by byte and in blocks through System.in.
public class IoStdinBytes {
    public static void main(String[] args) throws IOException {
        int a = System.in.read();
        int b = System.in.read();
        System.out.println(a + " " + b);
        byte[] buf = new byte[5];
        int n = System.in.read(buf, 1, 3);
        System.out.println(n + " " + buf[0] + " " + buf[1] + " " + buf[2] + " " + buf[3]);
        byte[] rest = System.in.readAllBytes();
        System.out.println(rest.length + " [" + new String(rest).trim() + "]");
        System.out.println(System.in.read() + " " + System.in.read(new byte[4]));
    }
}
