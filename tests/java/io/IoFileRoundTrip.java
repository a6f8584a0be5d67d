import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;

// Text written with FileWriter/BufferedWriter (also in append mode) and read back with
// FileReader/BufferedReader, in a directory the test creates and removes.
public class IoFileRoundTrip {
    /** A fresh name: parallel runs of this test (HotSpot and minivm variants) must not collide. */
    static String unique(String base) {
        return base + "-" + Long.toHexString(System.nanoTime()) + "-"
                + Integer.toHexString(System.identityHashCode(new Object()));
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(unique("/tmp/minivm-io-test-IoFileRoundTrip"));
        deleteTree(dir);
        System.out.println("mkdir " + dir.mkdir() + " again " + dir.mkdir());
        File f = new File(dir, "data.txt");
        System.out.println("exists before " + f.exists() + " length " + f.length());
        BufferedWriter w = new BufferedWriter(new FileWriter(f));
        for (int i = 0; i < 5; i++) {
            w.write("line " + i + " \u00e9\u00e8 \u4e2d\u6587 \ud83d\ude00");
            w.newLine();
        }
        w.write("no newline at end");
        w.close();
        System.out.println("exists " + f.exists() + " isFile " + f.isFile() + " isDirectory "
                + f.isDirectory() + " length " + f.length());
        FileWriter app = new FileWriter(f, true);
        app.write("\nappended\r\nwindows line\rold mac line\n");
        app.append('x').append("yz").append("0123456", 2, 4);
        app.close();
        BufferedReader r = new BufferedReader(new FileReader(f));
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            System.out.println(n++ + ": [" + line + "] " + line.length());
        }
        r.close();
        FileInputStream in = new FileInputStream(f);
        byte[] all = in.readAllBytes();
        in.close();
        System.out.println("bytes " + all.length + " first " + all[0] + " last " + all[all.length - 1]);
        FileOutputStream out = new FileOutputStream(new File(dir, "bin.dat"));
        for (int i = 0; i < 300; i++) {
            out.write(i);
        }
        out.write(new byte[] { 1, 2, 3, 4, 5 }, 1, 3);
        out.close();
        FileInputStream bin = new FileInputStream(dir.getPath() + "/bin.dat");
        System.out.println("available " + bin.available());
        System.out.println("skip " + bin.skip(250) + " read " + bin.read());
        byte[] buf = new byte[100];
        int got = bin.read(buf);
        System.out.println("got " + got + " " + buf[0] + " " + buf[got - 1] + " then " + bin.read());
        bin.close();
        try {
            bin.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        try {
            new FileReader(new File(dir, "missing.txt"));
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage().replace(dir.getPath(), "DIR"));
        }
        try {
            new FileInputStream(dir);
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage().replace(dir.getPath(), "DIR"));
        }
        try {
            new FileWriter(dir.getPath() + "/no/such/dir.txt");
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage().replace(dir.getPath(), "DIR"));
        }
        File renamed = new File(dir, "renamed.txt");
        System.out.println("rename " + f.renameTo(renamed) + " " + f.exists() + " " + renamed.exists());
        deleteTree(dir);
        System.out.println("gone " + !dir.exists());
    }

    static void deleteTree(File f) {
        File[] kids = f.listFiles();
        if (kids != null) {
            for (int i = 0; i < kids.length; i++) {
                deleteTree(kids[i]);
            }
        }
        f.delete();
    }
}
