import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UTFDataFormatException;

// DataOutputStream/DataInputStream: every primitive type, modified UTF-8, EOF, via memory and
// via a buffered file.
public class IoDataStreams {
    /** A fresh name: parallel runs of this test (HotSpot and minivm variants) must not collide. */
    static String unique(String base) {
        return base + "-" + Long.toHexString(System.nanoTime()) + "-"
                + Integer.toHexString(System.identityHashCode(new Object()));
    }

    static void write(DataOutputStream out) throws IOException {
        out.writeBoolean(true);
        out.writeBoolean(false);
        out.writeByte(-123);
        out.writeByte(200);
        out.writeShort(-30000);
        out.writeShort(60000);
        out.writeChar('\u20ac');
        out.writeInt(0xdeadbeef);
        out.writeLong(0x0123456789abcdefL);
        out.writeFloat(3.14159f);
        out.writeFloat(Float.NaN);
        out.writeDouble(-2.718281828459045);
        out.writeDouble(Double.NEGATIVE_INFINITY);
        out.writeUTF("hello");
        out.writeUTF("");
        out.writeUTF("nul\u0000 \u00e9 \u4e2d \ud83d\ude00 end");
        out.writeBytes("AB\u0141");
        out.writeChars("Hi\u4e2d");
    }

    static void read(DataInputStream in) throws IOException {
        System.out.println(in.readBoolean() + " " + in.readBoolean());
        System.out.println(in.readByte() + " " + in.readUnsignedByte());
        System.out.println(in.readShort() + " " + in.readUnsignedShort());
        System.out.println((int) in.readChar());
        System.out.println(Integer.toHexString(in.readInt()) + " " + Long.toHexString(in.readLong()));
        System.out.println(in.readFloat() + " " + in.readFloat());
        System.out.println(in.readDouble() + " " + in.readDouble());
        System.out.println("[" + in.readUTF() + "] [" + in.readUTF() + "]");
        String s = in.readUTF();
        System.out.println(s.length() + " " + (int) s.charAt(3) + " " + s.substring(5));
        byte[] three = new byte[3];
        in.readFully(three);
        System.out.println(three[0] + " " + three[1] + " " + three[2]);
        System.out.println(in.readChar() + "" + in.readChar() + (int) in.readChar());
        try {
            in.readInt();
            System.out.println("no EOF?");
        } catch (EOFException e) {
            System.out.println("EOF " + e.getMessage());
        }
    }

    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bos);
        write(out);
        out.flush();
        System.out.println("size " + out.size() + " bytes " + bos.size());
        byte[] data = bos.toByteArray();
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < 24; i++) {
            hex.append(Integer.toHexString(data[i] & 0xff)).append(' ');
        }
        System.out.println(hex);
        read(new DataInputStream(new ByteArrayInputStream(data)));

        File f = new File(unique("/tmp/minivm-io-test-IoDataStreams") + ".bin");
        DataOutputStream fout = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(f)));
        write(fout);
        fout.close();
        System.out.println("file length " + f.length());
        DataInputStream fin = new DataInputStream(new BufferedInputStream(new FileInputStream(f)));
        read(fin);
        fin.close();
        System.out.println("deleted " + f.delete());

        byte[] bad = { 0, 2, (byte) 0xc3, 0x41 };
        try {
            new DataInputStream(new ByteArrayInputStream(bad)).readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTF: " + e.getMessage());
        }
        byte[] partial = { 0, 2, 0x41, (byte) 0xe4 };
        try {
            new DataInputStream(new ByteArrayInputStream(partial)).readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTF: " + e.getMessage());
        }
        byte[] bad3 = { 0, 4, 0x41, (byte) 0xe4, 0x41, 0x41 };
        try {
            new DataInputStream(new ByteArrayInputStream(bad3)).readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTF: " + e.getMessage());
        }
        byte[] badLead = { 0, 2, 0x41, (byte) 0xff };
        try {
            new DataInputStream(new ByteArrayInputStream(badLead)).readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTF: " + e.getMessage());
        }
        byte[] shortData = { 0, 9, 0x41 };
        try {
            new DataInputStream(new ByteArrayInputStream(shortData)).readUTF();
        } catch (EOFException e) {
            System.out.println("EOF in UTF");
        }
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 30000; i++) {
            big.append("\u00e9a");
        }
        try {
            new DataOutputStream(new ByteArrayOutputStream()).writeUTF(big.toString());
        } catch (UTFDataFormatException e) {
            System.out.println(e.getMessage());
        }
        DataInputStream lines = new DataInputStream(new ByteArrayInputStream(
                "one\ntwo\r\nthree\rfour".getBytes()));
        String l;
        while ((l = lines.readLine()) != null) {
            System.out.println("line [" + l + "]");
        }
        DataInputStream sk = new DataInputStream(new ByteArrayInputStream(new byte[10]));
        System.out.println("skipBytes " + sk.skipBytes(4) + " " + sk.skipBytes(100));
    }
}
