// Exceptions raised by the VM itself, caught by their exact class and by superclasses, with
// messages that are stable: ArithmeticException "/ by zero", AIOOBE, NegativeArraySize,
// ArrayStore; and that a Throwable caught by catch(Throwable) is the same object rethrown.
public class VMExceptions {
    public static void main(String[] args) {
        int zero = 0;
        long lzero = 0;
        Throwable[] seen = new Throwable[6];
        int n = 0;
        try { System.out.println(1 / zero); } catch (RuntimeException e) { seen[n++] = e; }
        try { System.out.println(1L % lzero); } catch (ArithmeticException e) { seen[n++] = e; }
        try { int[] a = new int[2]; a[2] = 0; } catch (Exception e) { seen[n++] = e; }
        try { Object[] a = new String[1]; a[0] = Long.valueOf(1); } catch (Throwable e) { seen[n++] = e; }
        try { char[] c = new char[zero - 3]; System.out.println(c); } catch (RuntimeException e) { seen[n++] = e; }
        try { int[][] c = new int[3][zero - 2]; System.out.println(c); } catch (RuntimeException e) { seen[n++] = e; }
        for (int i = 0; i < n; i++) {
            System.out.println(seen[i]);
            System.out.println(seen[i] instanceof RuntimeException);
        }
        // Exceptions in float arithmetic do not exist.
        System.out.println(1.0 / zero);
        System.out.println(0.0f / zero);
        System.out.println(5 % 3.0 / zero);
    }
}
