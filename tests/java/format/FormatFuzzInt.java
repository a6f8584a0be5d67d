// Fixed-seed random integer, string, char and boolean format specifiers with their results or
// exceptions.
public class FormatFuzzInt {
    static long seed = 0x2545F4914F6CDD1DL;

    static long next() {
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return seed;
    }

    static int nextInt(int n) {
        return (int) ((next() >>> 1) % n);
    }

    static Object randomArg() {
        switch (nextInt(12)) {
        case 0:
            return Integer.valueOf((int) next());
        case 1:
            return Long.valueOf(next());
        case 2:
            return Short.valueOf((short) next());
        case 3:
            return Byte.valueOf((byte) next());
        case 4:
            return Integer.valueOf(nextInt(2000) - 1000);
        case 5:
            return "str" + nextInt(100);
        case 6:
            return Character.valueOf((char) ('a' + nextInt(26)));
        case 7:
            return Boolean.valueOf(nextInt(2) == 0);
        case 8:
            return null;
        case 9:
            return Double.valueOf(nextInt(1000) / 7.0);
        case 10:
            return Integer.valueOf(nextInt(0x10000));
        default:
            return Long.valueOf(Long.MIN_VALUE + nextInt(3));
        }
    }

    static final String FLAGS = "-+ 0,(#<";
    static final String CONV = "dxXosScCbBhH%n";

    static String randomSpec() {
        StringBuilder sb = new StringBuilder("%");
        if (nextInt(8) == 0) {
            sb.append(nextInt(3)).append('$');
        }
        int nf = nextInt(3);
        for (int i = 0; i < nf; i++) {
            char f = FLAGS.charAt(nextInt(FLAGS.length()));
            if (f == '<' && nextInt(2) == 0) {
                continue;
            }
            sb.append(f);
        }
        if (nextInt(2) == 0) {
            sb.append(nextInt(22) + 1);
        }
        if (nextInt(6) == 0) {
            sb.append('.').append(nextInt(6));
        }
        sb.append(CONV.charAt(nextInt(CONV.length())));
        return sb.toString();
    }

    public static void main(String[] args) {
        for (int i = 0; i < 1500; i++) {
            Object a = randomArg();
            Object b = randomArg();
            String spec = randomSpec();
            String r;
            try {
                r = "[" + String.format(spec, a, b) + "]";
            } catch (RuntimeException e) {
                r = e.getClass().getName() + ": " + e.getMessage();
            }
            String an = a == null ? "null" : a.getClass().getName() + "=" + a;
            System.out.println(spec + " " + an + " " + r);
        }
    }
}
