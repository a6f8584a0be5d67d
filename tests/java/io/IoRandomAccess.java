import java.io.EOFException;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.RandomAccessFile;

// RandomAccessFile: write, seek, read back typed values, length and setLength, modes.
public class IoRandomAccess {
    /** A fresh name: parallel runs of this test (HotSpot and minivm variants) must not collide. */
    static String unique(String base) {
        return base + "-" + Long.toHexString(System.nanoTime()) + "-"
                + Integer.toHexString(System.identityHashCode(new Object()));
    }

    public static void main(String[] args) throws IOException {
        File f = new File(unique("/tmp/minivm-io-test-IoRandomAccess") + ".dat");
        f.delete();
        RandomAccessFile raf = new RandomAccessFile(f, "rw");
        System.out.println("len " + raf.length() + " ptr " + raf.getFilePointer());
        for (int i = 0; i < 10; i++) {
            raf.writeInt(i * i);
        }
        raf.writeLong(-5L);
        raf.writeDouble(0.1);
        raf.writeUTF("r\u00e9sum\u00e9");
        raf.writeBoolean(true);
        raf.writeChars("ok");
        raf.writeBytes("line one\r\nline two\n");
        System.out.println("len " + raf.length() + " ptr " + raf.getFilePointer());
        raf.seek(12);
        System.out.println(raf.readInt() + " " + raf.readInt());
        raf.seek(4 * 9);
        raf.writeInt(12345);
        raf.seek(4 * 9);
        System.out.println(raf.readInt() + " " + raf.readLong() + " " + raf.readDouble() + " "
                + raf.readUTF() + " " + raf.readBoolean() + " " + raf.readChar() + raf.readChar());
        System.out.println("[" + raf.readLine() + "] [" + raf.readLine() + "] " + raf.readLine());
        System.out.println("read at end " + raf.read());
        try {
            raf.readInt();
        } catch (EOFException e) {
            System.out.println("EOF");
        }
        raf.seek(0);
        System.out.println("skip " + raf.skipBytes(8) + " " + raf.readInt() + " skip "
                + raf.skipBytes(100000));
        raf.setLength(10);
        System.out.println("len " + raf.length() + " ptr " + raf.getFilePointer());
        raf.seek(20);
        raf.write(7);
        System.out.println("len " + raf.length());
        raf.seek(0);
        byte[] b = new byte[30];
        int n = raf.read(b);
        System.out.println("read " + n + " b[4]=" + b[4] + " b[15]=" + b[15] + " b[20]=" + b[20]);
        try {
            raf.seek(-1);
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        raf.close();
        raf.close();
        RandomAccessFile ro = new RandomAccessFile(f.getPath(), "r");
        System.out.println("ro len " + ro.length() + " first " + ro.readInt());
        ro.close();
        try {
            new RandomAccessFile(f, "w");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new RandomAccessFile("/tmp/minivm-io-test-IoRandomAccess-missing/x", "r");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("deleted " + f.delete());
    }
}
