// String concatenation with + (javac 17 emits invokedynamic makeConcatWithConstants): every
// primitive type, null references, objects with toString, char arithmetic vs concatenation,
// constants folded at compile time, compound +=, many operands, concat in loops.
public class StringConcat {
    static class P {
        public String toString() { return "P!"; }
    }

    public static void main(String[] args) {
        boolean z = true;
        byte b = -8;
        char c = 'c';
        short s = 300;
        int i = -42;
        long l = 12345678901L;
        float f = 1.25f;
        double d = -0.5;
        String str = "str";
        String nul = null;
        Object obj = new P();
        Object onull = null;
        System.out.println("z=" + z + " b=" + b + " c=" + c + " s=" + s + " i=" + i + " l=" + l + " f=" + f + " d=" + d);
        System.out.println("str=" + str + " nul=" + nul + " obj=" + obj + " onull=" + onull);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println('a' + 'b' + "c");
        System.out.println("c" + 'a' + 'b');
        System.out.println("" + (char) ('a' + 1));
        System.out.println(c + 1);
        System.out.println("" + c + 1);
        System.out.println(nul + nul);
        String acc = "";
        for (int k = 0; k < 10; k++) acc += k;
        System.out.println(acc);
        String x = "x";
        x += 1.0;
        x += 'y';
        x += true;
        x += null;
        x += 2L;
        System.out.println(x);
        final String K1 = "const";
        final int K2 = 7;
        String folded = K1 + K2 + "!";
        System.out.println(folded == "const7!");
        System.out.println(f + d + "|" + (f + d));
        System.out.println("\u0001 tag \u0002" .length());
        char[] arr = {'h', 'i'};
        System.out.println("arr=" + String.valueOf(arr));
        int[] nums = {1, 2, 3};
        System.out.println("len=" + nums.length + ", first=" + nums[0]);
        String many = "a" + i + "b" + l + "c" + f + "d" + d + "e" + z + "f" + c + "g" + s + "h" + b + "i" + str + "j" + obj;
        System.out.println(many);
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder: " + sb);
        System.out.println(Integer.MIN_VALUE + " " + Long.MIN_VALUE + " " + Double.MAX_VALUE + " " + Float.MIN_VALUE);
        System.out.println(i + l + f + d);
        Integer boxed = 5;
        Integer nb = null;
        System.out.println("boxed=" + boxed + " nb=" + nb);
    }
}
