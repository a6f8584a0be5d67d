// java.lang.Object methods: default equals is identity, overridden equals/hashCode/toString,
// getClass, and toString used implicitly by println and string concatenation.
public class ObjectMethods {
    static class Plain {}

    static class Money {
        final long cents;
        final String cur;
        Money(long cents, String cur) { this.cents = cents; this.cur = cur; }
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Money)) return false;
            Money m = (Money) o;
            return cents == m.cents && cur.equals(m.cur);
        }
        public int hashCode() { return (int) (cents ^ (cents >>> 32)) * 31 + cur.hashCode(); }
        public String toString() { return cur + " " + (cents / 100) + "." + (cents % 100 < 10 ? "0" : "") + (cents % 100); }
    }

    public static void main(String[] args) {
        Plain a = new Plain(), b = new Plain();
        System.out.println(a.equals(a));
        System.out.println(a.equals(b));
        System.out.println(a.equals(null));
        System.out.println(a.hashCode() == a.hashCode());
        System.out.println(a.getClass().getName());
        String ts = a.toString();
        System.out.println(ts.startsWith("ObjectMethods$Plain@"));
        Object o = new Object();
        System.out.println(o.toString().startsWith("java.lang.Object@"));
        System.out.println(o.equals(o));
        Money m1 = new Money(12345, "EUR"), m2 = new Money(12345, "EUR"), m3 = new Money(5, "USD");
        System.out.println(m1.equals(m2));
        System.out.println(m1 == m2);
        System.out.println(m1.equals(m3));
        System.out.println(m1.hashCode());
        System.out.println(m1.hashCode() == m2.hashCode());
        System.out.println(m1);
        System.out.println(m3);
        System.out.println("value: " + m1 + ", " + m3);
        Object om = m1;
        System.out.println(om.equals(m2));
        System.out.println(om.toString());
        System.out.println(String.valueOf(om));
        StringBuilder sb = new StringBuilder();
        sb.append(m3).append('|').append((Object) null);
        System.out.println(sb);
    }
}
