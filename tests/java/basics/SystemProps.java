// vmflags: -Dminivm.test.prop=hello -Dminivm.empty=
// System.getProperty: line.separator, -D properties and missing keys.
public class SystemProps {
    public static void main(String[] args) {
        String ls = System.getProperty("line.separator");
        System.out.println(ls.equals("\n"));
        System.out.println(ls.length());
        System.out.println(System.getProperty("minivm.test.prop"));
        String e = System.getProperty("minivm.empty");
        System.out.println(e != null && e.isEmpty());
        System.out.println(System.getProperty("minivm.no.such.property") == null);
        String fs = System.getProperty("file.separator");
        System.out.println(fs);
        String ps = System.getProperty("path.separator");
        System.out.println(ps);
    }
}
