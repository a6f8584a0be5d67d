// getfield/putfield/getstatic/putstatic for every type, default values of fields,
// field hiding in subclasses, compound assignment on fields and on static fields.
public class Fields {
    static boolean sz;
    static byte sb;
    static char sc;
    static short ss;
    static int si;
    static long sj;
    static float sf;
    static double sd;
    static String sl;
    static int[] sarr;

    boolean z;
    byte b;
    char c;
    short s;
    int i;
    long j;
    float f;
    double d;
    Object l;

    static class Base {
        int x = 1;
        static String name = "Base";
        int getX() { return x; }
    }

    static class Derived extends Base {
        int x = 2;  // hides Base.x
        static String name = "Derived";
        int both() { return x * 10 + super.x; }
    }

    static void dumpStatics() {
        System.out.print(sz); System.out.print(' ');
        System.out.print(sb); System.out.print(' ');
        System.out.print((int) sc); System.out.print(' ');
        System.out.print(ss); System.out.print(' ');
        System.out.print(si); System.out.print(' ');
        System.out.print(sj); System.out.print(' ');
        System.out.print(sf); System.out.print(' ');
        System.out.print(sd); System.out.print(' ');
        System.out.print(sl); System.out.print(' ');
        System.out.println(sarr == null);
    }

    void dump() {
        System.out.print(z); System.out.print(' ');
        System.out.print(b); System.out.print(' ');
        System.out.print((int) c); System.out.print(' ');
        System.out.print(s); System.out.print(' ');
        System.out.print(i); System.out.print(' ');
        System.out.print(j); System.out.print(' ');
        System.out.print(f); System.out.print(' ');
        System.out.print(d); System.out.print(' ');
        System.out.println(l);
    }

    public static void main(String[] args) {
        dumpStatics();
        sz = true; sb = -7; sc = 'q'; ss = -30000; si = 123456; sj = -5000000000L; sf = 1.5f; sd = -2.75;
        sl = "static"; sarr = new int[2];
        dumpStatics();
        si += 10; sj *= 3; sb += 200; sc += 1; ss -= 10000; sf /= 4; sd *= sd;
        dumpStatics();
        Fields o = new Fields();
        o.dump();
        o.z = true; o.b = 127; o.c = '\u1234'; o.s = 32767; o.i = -1; o.j = Long.MIN_VALUE; o.f = -0.0f;
        o.d = 1e-300; o.l = "inst";
        o.dump();
        o.b++; o.s++; o.i++; o.j--; o.c++;
        o.dump();
        Fields p = new Fields();
        p.i = 5;
        System.out.println(o.i + p.i);
        Derived dv = new Derived();
        Base bv = dv;
        System.out.println(dv.x);
        System.out.println(bv.x);
        System.out.println(((Base) dv).x);
        System.out.println(dv.getX());
        System.out.println(dv.both());
        System.out.println(Base.name);
        System.out.println(Derived.name);
        dv.x = 20;
        bv.x = 10;
        System.out.println(dv.both());
        long[] counters = new long[1];
        for (int k = 0; k < 5; k++) {
            si++;
            counters[0] += si;
        }
        System.out.println(counters[0]);
    }
}
