// vmflags: -Xmx64m
// Huge arrays give OutOfMemoryError with HotSpot's messages: "Requested array size exceeds VM
// limit" past Integer.MAX_VALUE - 2 elements (every element type, every dimension of
// multianewarray), "Java heap space" below it; in interpreted and compiled code. The program
// goes on after catching it, and the last one is uncaught.
public class LimitsHugeArrays {
    static String oom(Runnable r) {
        try {
            r.run();
            return "no error";
        } catch (OutOfMemoryError e) {
            return e.getMessage();
        }
    }

    static int[] ints(int n) {
        return new int[n];
    }

    static long[][] longs2(int a, int b) {
        return new long[a][b];
    }

    static int total;

    public static void main(String[] args) {
        System.out.println("int[MAX]: " + oom(() -> total += new int[Integer.MAX_VALUE].length));
        System.out.println("int[MAX-1]: " + oom(() -> total += new int[Integer.MAX_VALUE - 1].length));
        System.out.println("byte[MAX-2]: " + oom(() -> total += new byte[Integer.MAX_VALUE - 2].length));
        System.out.println("long[MAX-1]: " + oom(() -> total += new long[Integer.MAX_VALUE - 1].length));
        System.out.println("long[MAX-2]: " + oom(() -> total += new long[Integer.MAX_VALUE - 2].length));
        System.out.println("long[MAX-3]: " + oom(() -> total += new long[Integer.MAX_VALUE - 3].length));
        System.out.println("Object[MAX]: " + oom(() -> total += new Object[Integer.MAX_VALUE].length));
        System.out.println("double[1<<28]: " + oom(() -> total += new double[1 << 28].length));
        System.out.println("int[2][MAX]: " + oom(() -> total += new int[2][Integer.MAX_VALUE].length));
        System.out.println("long[MAX][2]: " + oom(() -> total += new long[Integer.MAX_VALUE][2].length));
        System.out.println("Object[3][1<<30]: " + oom(() -> total += new Object[3][1 << 30].length));
        System.out.println("char[2][3][MAX]: " + oom(() -> total += new char[2][3][Integer.MAX_VALUE].length));
        System.out.println("int[0][MAX]: " + oom(() -> total += new int[0][Integer.MAX_VALUE].length));
        System.out.println("reflect int[MAX]: " + oom(() -> total += ((int[]) java.lang.reflect.Array
                .newInstance(int.class, Integer.MAX_VALUE)).length));
        // Warm the allocating methods up (compiled by a JIT), then ask for too much.
        long sum = 0;
        for (int i = 0; i < 20000; i++) {
            sum += ints(i & 15).length + longs2(2, i & 7).length;
        }
        System.out.println("warm: " + sum);
        System.out.println("hot int[MAX]: " + oom(() -> total += ints(Integer.MAX_VALUE).length));
        System.out.println("hot int[1<<29]: " + oom(() -> total += ints(1 << 29).length));
        System.out.println("hot long[2][MAX]: " + oom(() -> total += longs2(2, Integer.MAX_VALUE).length));
        System.out.println("hot long[MAX-2][1]: " + oom(() -> total += longs2(Integer.MAX_VALUE - 2, 1).length));
        int[] ok = new int[1 << 20];
        ok[ok.length - 1] = 7;
        System.out.println("after: " + ok[ok.length - 1] + " " + total);
        int[] last = ints(Integer.MAX_VALUE);
        System.out.println("unreachable " + last.length);
    }
}
