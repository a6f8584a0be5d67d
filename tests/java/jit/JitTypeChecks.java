// minivm-flags: -Xjit:threshold=50
// instanceof and checkcast in compiled code against classes at every depth of a twelve-deep
// hierarchy (the class display covers the first eight, deeper ones walk the superclass chain),
// with objects of every depth, arrays, nulls and interfaces; failed casts throw.
public class JitTypeChecks {
    interface Marked { }
    static class D1 { }
    static class D2 extends D1 { }
    static class D3 extends D2 implements Marked { }
    static class D4 extends D3 { }
    static class D5 extends D4 { }
    static class D6 extends D5 { }
    static class D7 extends D6 { }
    static class D8 extends D7 { }
    static class D9 extends D8 { }
    static class D10 extends D9 { }
    static class D11 extends D10 { }
    static class D12 extends D11 { }
    static class Other { }

    static int mask(Object o) {
        int m = 0;
        if (o instanceof D1) m |= 1;
        if (o instanceof D2) m |= 2;
        if (o instanceof D3) m |= 4;
        if (o instanceof D5) m |= 8;
        if (o instanceof D6) m |= 16;
        if (o instanceof D7) m |= 32;
        if (o instanceof D8) m |= 64;
        if (o instanceof D9) m |= 128;
        if (o instanceof D11) m |= 256;
        if (o instanceof D12) m |= 512;
        if (o instanceof Marked) m |= 1024;
        if (o instanceof Object[]) m |= 2048;
        if (o instanceof D1[]) m |= 4096;
        return m;
    }

    static int casts(Object o) {
        int ok = 0;
        try { D7 x = (D7) o; ok |= x == null ? 1 : 2; } catch (ClassCastException e) { ok |= 4; }
        try { D10 x = (D10) o; ok |= x == null ? 8 : 16; } catch (ClassCastException e) { ok |= 32; }
        try { D2 x = (D2) o; ok |= x == null ? 64 : 128; } catch (ClassCastException e) { ok |= 256; }
        return ok;
    }

    public static void main(String[] args) {
        Object[] objs = {new D1(), new D2(), new D3(), new D4(), new D5(), new D6(), new D7(), new D8(), new D9(),
            new D10(), new D11(), new D12(), new Other(), null, new Object(), "s", new D3[2], new Object[1],
            new int[3], new D12[1]};
        long h = 0;
        for (int r = 0; r < 3000; r++)
            for (Object o : objs) h = h * 31 + mask(o) + 7L * casts(o);
        System.out.println("hash " + h);
        for (Object o : objs)
            System.out.println((o == null ? "null" : o.getClass().getSimpleName()) + " " + mask(o) + " " + casts(o));
    }
}
