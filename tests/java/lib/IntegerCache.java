// Boxing caches: Integer.valueOf (and autoboxing) returns cached objects for -128..127, so
// == is true there and false outside; same for Long/Short/Byte/Character(0..127)/Boolean.
public class IntegerCache {
    public static void main(String[] args) {
        Integer a = 127, b = 127;
        System.out.println(a == b);
        Integer c = 128, d = 128;
        System.out.println(c == d);
        System.out.println(c.equals(d));
        Integer e = -128, f = -128;
        System.out.println(e == f);
        Integer g = -129, h = -129;
        System.out.println(g == h);
        System.out.println(Integer.valueOf(100) == Integer.valueOf(100));
        System.out.println(Integer.valueOf(1000) == Integer.valueOf(1000));
        System.out.println(Integer.valueOf(0) == (Integer) 0);
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println((l1 == l2) + " " + (l3 == l4) + " " + l3.equals(l4));
        Short s1 = 100, s2 = 100;
        System.out.println(s1 == s2);
        Byte b1 = -1, b2 = -1;
        System.out.println(b1 == b2);
        Character c1 = 'a', c2 = 'a';
        System.out.println(c1 == c2);
        Boolean t1 = true, t2 = Boolean.valueOf(true);
        System.out.println((t1 == t2) + " " + (t1 == Boolean.TRUE));
        System.out.println(Boolean.valueOf(false) == Boolean.FALSE);
        int same = 0;
        for (int i = -200; i < 200; i++) {
            if (Integer.valueOf(i) == Integer.valueOf(i)) same++;
        }
        System.out.println(same);
        // Comparisons between a boxed and a primitive unbox instead of comparing references.
        Integer big = 5000;
        int prim = 5000;
        System.out.println(big == prim);
    }
}
