import java.io.FileReader;
import java.io.IOException;

// An uncaught FileNotFoundException: HotSpot's message, the exit code 1.
public class IoMissingFileUncaught {
    public static void main(String[] args) throws IOException {
        System.out.println("opening");
        new FileReader("minivm-no-such-file.txt");
        System.out.println("not reached");
    }
}
