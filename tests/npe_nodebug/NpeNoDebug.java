/* Compiled WITHOUT a LocalVariableTable (tests/extra_npe.py: javac -g:none and plain javac):
 * helpful NPE messages then name locals <localN>, parameters <parameterN> and this. */
public class NpeNoDebug {
    String field;

    static void check(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    static int param(int a, long b, String c) {
        return c.length();
    }

    static int paramReassigned(String c) {
        if (c != null) {
            c = null;
        }
        return c.length();
    }

    int viaThis() {
        return this.field.length();
    }

    static int local() {
        String[] arr = new String[2];
        String s = arr[1];
        return s.length();
    }

    public static void main(String[] args) {
        check("param", () -> param(1, 2L, null));
        check("param reassigned", () -> paramReassigned("x"));
        check("this field", () -> new NpeNoDebug().viaThis());
        check("local", () -> local());
        check("args element", () -> {
            String[] a = new String[1];
            a[0].trim();
        });
        int[] none = null;
        try {
            none[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("main local: " + e.getMessage());
        }
        Object o = null;
        o.toString();
    }
}
