// NullPointerException from every kind of null dereference: getfield, putfield,
// invokevirtual, invokeinterface, arraylength, array load/store, athrow of null, monitorenter,
// unboxing null, String methods. Only the class name is printed (helpful NPE messages differ).
public class NullPointers {
    static class Box { int v; void m() {} }
    interface I { void call(); }

    static Object nul() { return null; }

    static int kind = 0;

    static void attempt(int k) {
        Box b = (Box) nul();
        I i = (I) nul();
        int[] arr = (int[]) nul();
        String s = (String) nul();
        Integer boxed = (Integer) nul();
        switch (k) {
            case 0: System.out.println(b.v); break;
            case 1: b.v = 1; break;
            case 2: b.m(); break;
            case 3: i.call(); break;
            case 4: System.out.println(arr.length); break;
            case 5: System.out.println(arr[0]); break;
            case 6: arr[0] = 1; break;
            case 7: { RuntimeException ex = (RuntimeException) nul(); throw ex; }
            case 8: synchronized (nul()) { System.out.println("in sync"); } break;
            case 9: { int x = boxed; System.out.println(x); break; }
            case 10: System.out.println(s.length()); break;
            case 11: System.out.println(s.equals("x")); break;
            case 12: System.out.println("x".equals(s)); break;   // no NPE: false
            case 13: System.out.println(nul().toString()); break;
            case 14: System.out.println(nul().hashCode()); break;
            default: System.out.println("default");
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 15; k++) {
            try {
                attempt(k);
                System.out.println(k + ": no exception");
            } catch (NullPointerException e) {
                System.out.println(k + ": " + e.getClass().getName());
            }
        }
        String s = null;
        System.out.println("concat with null: " + s);
        StringBuilder sb = new StringBuilder();
        sb.append(s).append((Object) null).append((char[]) new char[]{'!'});
        System.out.println(sb);
        try {
            throw new NullPointerException("explicit message");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
    }
}
