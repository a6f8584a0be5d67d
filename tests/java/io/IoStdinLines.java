// stdin: first line\nsecond  line\n\n  indented\r\nwindows\rold mac\nunicode \u00e9\u4e2d\nlast without newline
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

// Standard input through BufferedReader(InputStreamReader(System.in)).
public class IoStdinLines {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int n = 0;
        while ((line = in.readLine()) != null) {
            n++;
            System.out.println(n + " [" + line + "] " + line.length());
        }
        System.out.println("lines " + n + " again " + in.readLine() + " " + in.read());
    }
}
