// Dense int switches (tableswitch): default, fall-through, negative ranges, char and byte
// selectors, values just outside the table, MIN/MAX_VALUE selectors.
public class TableSwitch {
    static int dense(int x) {
        switch (x) {
            case 0: return 100;
            case 1: return 101;
            case 2: return 102;
            case 3: return 103;
            case 4: return 104;
            case 5: return 105;
            case 6: return 106;
            default: return -1;
        }
    }

    static int negative(int x) {
        switch (x) {
            case -3: return 3;
            case -2: return 2;
            case -1: return 1;
            case 0: return 0;
            case 1: return -1;
            default: return 99;
        }
    }

    static String fallThrough(int x) {
        StringBuilder sb = new StringBuilder();
        switch (x) {
            case 1:
                sb.append('a');
            case 2:
                sb.append('b');
                break;
            case 3:
                sb.append('c');
            case 4:
            case 5:
                sb.append('d');
            default:
                sb.append('z');
        }
        return sb.toString();
    }

    static int chars(char c) {
        switch (c) {
            case 'a': return 1;
            case 'b': return 2;
            case 'c': return 3;
            case 'd': return 4;
            case 'e': return 5;
        }
        return 0;
    }

    static int high(int x) {
        switch (x) {
            case 2147483645: return 1;
            case 2147483646: return 2;
            case 2147483647: return 3;
            default: return 0;
        }
    }

    static int low(int x) {
        switch (x) {
            case -2147483648: return 1;
            case -2147483647: return 2;
            case -2147483646: return 3;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        for (int i = -2; i < 9; i++) {
            System.out.print(dense(i));
            System.out.print(' ');
        }
        System.out.println();
        for (int i = -5; i < 3; i++) {
            System.out.print(negative(i));
            System.out.print(' ');
        }
        System.out.println();
        for (int i = 0; i < 7; i++) {
            System.out.print(fallThrough(i));
            System.out.print(' ');
        }
        System.out.println();
        for (char c = '_'; c < 'h'; c++) {
            System.out.print(chars(c));
        }
        System.out.println();
        int[] hs = {2147483644, 2147483645, 2147483646, 2147483647, -2147483648, 0};
        for (int h : hs) {
            System.out.print(high(h));
            System.out.print(low(h));
            System.out.print(' ');
        }
        System.out.println();
        int[] ls = {-2147483648, -2147483647, -2147483646, -2147483645, 2147483647};
        for (int l : ls) {
            System.out.print(low(l));
        }
        System.out.println();
        byte b = 3;
        switch (b) {
            case 1: System.out.println("one"); break;
            case 2: System.out.println("two"); break;
            case 3: System.out.println("three"); break;
            case 4: System.out.println("four"); break;
        }
    }
}
