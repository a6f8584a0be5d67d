// Multi-catch (catch (A | B e)) with several exception types, including exceptions raised by
// the VM itself (ArithmeticException, NPE, AIOOBE, ClassCastException, NegativeArraySize).
public class MultiCatch {
    static Object nothing() { return null; }

    static String trigger(int k) {
        try {
            switch (k) {
                case 0: { int z = k; return "" + (10 / z); }
                case 1: { String s = (String) nothing(); return "" + s.length(); }
                case 2: { int[] a = new int[2]; return "" + a[k]; }
                case 3: { Object o = Integer.valueOf(k); return (String) o; }
                case 4: { int[] a = new int[k - 5]; return "" + a.length; }
                case 5: throw new IllegalStateException("ise");
                default: return "ok";
            }
        } catch (ArithmeticException | ArrayIndexOutOfBoundsException e) {
            return "group1 " + e.getClass().getName();
        } catch (NullPointerException | ClassCastException | NegativeArraySizeException e) {
            return "group2 " + e.getClass().getName();
        } catch (RuntimeException e) {
            return "other " + e.getClass().getName();
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 6; k++) System.out.println(k + " " + trigger(k));
    }
}
