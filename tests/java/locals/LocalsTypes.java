// Loads and stores of every local type (xload_0..3 and xload n), iinc with positive and
// negative steps, and parameters of every type in static and instance methods.
public class LocalsTypes {
    int base = 7;

    static long mixStatic(int a, long b, float c, double d, byte e, short f, char g, boolean h, Object o) {
        long r = a;
        r = r * 31 + b;
        r = r * 31 + (long) c;
        r = r * 31 + (long) d;
        r = r * 31 + e;
        r = r * 31 + f;
        r = r * 31 + g;
        r = r * 31 + (h ? 1 : 0);
        r = r * 31 + (o == null ? 0 : 1);
        return r;
    }

    long mixInstance(long a, int b, double c, int d) {
        return a + b + (long) c + d + base;
    }

    static double fourDoubles(double a, double b) {
        double c = a + b;
        double d = a * b;
        return c - d;
    }

    static float fourFloats(float a, float b, float c, float d) {
        float e = a + b;
        float f = c * d;
        return e - f;
    }

    public static void main(String[] args) {
        int i0 = 1;
        int i1 = 2;
        int i2 = 3;
        int i3 = i0 + i1 + i2;
        int i4 = i3 * 2;
        i4++;
        i4 += 100;
        i4 -= 5;
        i4 += -128;
        i4 += 127;
        i3--;
        System.out.println(i3);
        System.out.println(i4);
        long l = 5000000000L;
        long l2 = l * 3;
        System.out.println(l2);
        float f = 1.25f;
        float f2 = f * 4;
        System.out.println(f2);
        double d = 2.5;
        double d2 = d / 2;
        System.out.println(d2);
        boolean b = i3 > 4;
        System.out.println(b);
        char c = 'A';
        c++;
        c += 2;
        System.out.println(c);
        byte by = 120;
        by += 10;
        System.out.println(by);
        short sh = 32767;
        sh++;
        System.out.println(sh);
        Object o = "object";
        String s = (String) o;
        System.out.println(s);
        System.out.println(mixStatic(1, 2L, 3.5f, 4.5, (byte) -5, (short) 6, 'z', true, o));
        System.out.println(mixStatic(-1, -2L, -3.5f, -4.5, (byte) 5, (short) -6, '\0', false, null));
        System.out.println(new LocalsTypes().mixInstance(10L, 20, 30.9, 40));
        System.out.println(fourDoubles(3.0, 4.0));
        System.out.println(fourFloats(1f, 2f, 3f, 4f));
        // Reuse of slots across scopes with different types.
        {
            int x = 11;
            System.out.println(x);
        }
        {
            double y = 12.5;
            System.out.println(y);
        }
        {
            String z = "thirteen";
            System.out.println(z);
        }
        int loopSum = 0;
        for (int k = 100; k > 0; k -= 7) {
            loopSum += k;
        }
        System.out.println(loopSum);
    }
}
