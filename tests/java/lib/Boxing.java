// Autoboxing and unboxing of every primitive type: method arguments, return values, arrays of
// boxes, arithmetic on boxes, ++ on a boxed Integer, ternaries mixing boxes and primitives,
// xxxValue() conversions between box types, NPE when unboxing null.
public class Boxing {
    static Integer twice(Integer x) { return x * 2; }

    static long widen(long x) { return x; }

    static Object box(int x) { return x; }

    public static void main(String[] args) {
        Integer i = 41;
        i++;
        System.out.println(i);
        System.out.println(twice(i));
        int sum = 0;
        Integer[] boxes = new Integer[10];
        for (int k = 0; k < boxes.length; k++) boxes[k] = k * k;
        for (Integer bx : boxes) sum += bx;
        System.out.println(sum);
        Long l = 5L;
        l += 10;
        System.out.println(l);
        Double d = 2.5;
        d = d * 2;
        System.out.println(d);
        Float f = 1.5f;
        System.out.println(f + 1);
        Character c = 'x';
        char cc = c;
        System.out.println(cc);
        Boolean flag = !Boolean.TRUE;
        System.out.println(flag);
        Short s = (short) 7;
        Byte b = (byte) 8;
        System.out.println(s + b);
        System.out.println(widen(i));
        Object o = box(3);
        System.out.println(o.getClass().getName() + " " + o);
        Integer big = 1000;
        System.out.println(big.longValue() + " " + big.doubleValue() + " " + big.floatValue() + " " + big.byteValue() + " " + big.shortValue());
        Double dd = 3.99;
        System.out.println(dd.intValue() + " " + dd.longValue());
        Long ll = 1L << 40;
        System.out.println(ll.intValue());
        boolean choose = sum > 0;
        Integer n = null;
        Integer r = choose ? i : n;
        System.out.println(r);
        try {
            int bad = choose ? n : 0;   // unboxes n: NPE
            System.out.println(bad);
        } catch (NullPointerException e) {
            System.out.println("NPE on unboxing");
        }
        Object[] objs = {1, 2L, 3.0f, 4.0, 'c', (byte) 5, (short) 6, true};
        for (Object x : objs) System.out.println(x.getClass().getName() + " " + x);
        Number num = 7;
        System.out.println(num.intValue() + num.doubleValue());
        Comparable<Integer> cmp = 5;
        System.out.println(cmp.compareTo(9));
    }
}
