// StringBuilder: append of every type (boolean char int long float double String Object
// char[] null), insert, reverse, length, charAt, setCharAt, deleteCharAt, toString, chaining,
// growth past the initial capacity.
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(true).append(',').append('c').append(',').append(42).append(',').append(-7L).append(',')
                .append(1.5f).append(',').append(2.25).append(',').append("str").append(',')
                .append((Object) "obj").append(',').append(new char[]{'x', 'y'}).append(',')
                .append((String) null).append(',').append((Object) null);
        System.out.println(sb.toString());
        System.out.println(sb.length());
        StringBuilder r = new StringBuilder("abcdef");
        r.reverse();
        System.out.println(r);
        r.insert(0, "<").insert(r.length(), '>').insert(3, 123).insert(1, true).insert(2, 4.5);
        System.out.println(r);
        r.setCharAt(0, '[');
        System.out.println(r.charAt(0) + " " + r.charAt(r.length() - 1));
        r.deleteCharAt(0);
        r.deleteCharAt(r.length() - 1);
        System.out.println(r);
        StringBuilder big = new StringBuilder(4);
        for (int i = 0; i < 500; i++) big.append(i % 10);
        System.out.println(big.length());
        System.out.println(big.charAt(123) + " " + big.charAt(499));
        StringBuilder pal = new StringBuilder("racecar");
        System.out.println(pal.toString().equals(new StringBuilder("racecar").reverse().toString()));
        StringBuilder surrogate = new StringBuilder("a\uD83D\uDE00b");
        surrogate.reverse();   // surrogate pairs are kept in order
        System.out.println((int) surrogate.charAt(0) + " " + (int) surrogate.charAt(1) + " " + (int) surrogate.charAt(2) + " " + (int) surrogate.charAt(3));
        StringBuilder ints = new StringBuilder();
        ints.append(Integer.MIN_VALUE).append(' ').append(Long.MAX_VALUE).append(' ').append(0).append(' ').append(-0.0);
        System.out.println(ints);
        String s1 = sb.toString();
        sb.append("more");
        System.out.println(s1.length() + " " + sb.length());
        try {
            r.charAt(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("charAt out of range: " + (e instanceof StringIndexOutOfBoundsException));
        }
        StringBuilder del = new StringBuilder("0123456789");
        while (del.length() > 0) {
            del.deleteCharAt(del.length() / 2);
            System.out.print(del);
            System.out.print(' ');
        }
        System.out.println();
    }
}
