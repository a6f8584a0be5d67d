// stdin: alpha beta\n\ngamma\r\ndelta  \n   \nlast
import java.util.Scanner;

// Line-by-line reading of standard input with hasNextLine/nextLine, then token counting.
public class ScannerLinesStdin {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = 0;
        int words = 0;
        while (sc.hasNextLine()) {
            String line = sc.nextLine();
            n++;
            Scanner ls = new Scanner(line);
            while (ls.hasNext()) {
                ls.next();
                words++;
            }
            System.out.println(n + ": [" + line + "] " + line.length());
        }
        System.out.println(n + " lines, " + words + " words");
    }
}
