// Sparse int switches (lookupswitch): widely spaced and negative keys, MIN/MAX_VALUE keys,
// unsorted source order, switch in a loop, nested switches.
public class LookupSwitch {
    static int sparse(int x) {
        switch (x) {
            case 1000000: return 1;
            case -1000000: return 2;
            case 7: return 3;
            case -2147483648: return 4;
            case 2147483647: return 5;
            case 0: return 6;
            case 500: return 7;
            case -1: return 8;
            default: return 0;
        }
    }

    static String nested(int a, int b) {
        switch (a) {
            case 10:
                switch (b) {
                    case 100: return "10/100";
                    case -100: return "10/-100";
                    default: return "10/?";
                }
            case 20000:
                switch (b) {
                    case 1: case 2: case 3: return "20000/small";
                    default: return "20000/?";
                }
            default:
                return "?";
        }
    }

    static long longKeyed(long v) {
        // switch on an int derived from a long
        switch ((int) (v >>> 32)) {
            case 0x10000: return 1;
            case 0x7fffffff: return 2;
            case -1: return 3;
            default: return 4;
        }
    }

    public static void main(String[] args) {
        int[] xs = {1000000, -1000000, 7, -2147483648, 2147483647, 0, 500, -1, 8, 999999, -2, 501};
        for (int x : xs) {
            System.out.print(sparse(x));
        }
        System.out.println();
        System.out.println(nested(10, 100));
        System.out.println(nested(10, -100));
        System.out.println(nested(10, 5));
        System.out.println(nested(20000, 2));
        System.out.println(nested(20000, 4));
        System.out.println(nested(3, 3));
        System.out.println(longKeyed(0x1000000000000L));
        System.out.println(longKeyed(Long.MAX_VALUE));
        System.out.println(longKeyed(-5L));
        System.out.println(longKeyed(5L));
        int count = 0;
        for (int i = -50000; i <= 50000; i += 7) {
            switch (i) {
                case -49995: case -7: case 0: case 14: case 49987: case 12345:
                    count++;
                    break;
                case 28:
                    count += 100;
                    break;
                default:
                    break;
            }
        }
        System.out.println(count);
    }
}
