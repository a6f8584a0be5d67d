// Lambdas created in static initializers, static final fields, interface constants and enums.
public class LambdaStaticInit {
    interface Op { int apply(int a, int b); }
    interface Named { String name(); }

    static final Op ADD = (a, b) -> a + b;
    static final Op MUL;
    static final Op[] TABLE;
    static int initCount;

    static {
        MUL = (a, b) -> a * b;
        int offset = 1000;
        TABLE = new Op[] { ADD, MUL, (a, b) -> a - b, (a, b) -> offset + a + b, Math::max };
        initCount++;
    }

    interface Constants {
        Op POW = (a, b) -> {
            int r = 1;
            for (int i = 0; i < b; i++) r *= a;
            return r;
        };
        Named ANON = () -> "constant in interface";
    }

    enum Calc {
        PLUS((a, b) -> a + b), MINUS((a, b) -> a - b), TIMES(Math::multiplyExact);
        final Op op;
        Calc(Op op) { this.op = op; }
    }

    static class Holder {
        static final Named LAZY;
        static {
            System.out.println("Holder initialized");
            LAZY = () -> "lazy holder";
        }
    }

    public static void main(String[] args) {
        System.out.println(ADD.apply(2, 3) + " " + MUL.apply(2, 3) + " init " + initCount);
        for (Op op : TABLE) System.out.print(op.apply(7, 5) + " ");
        System.out.println();
        System.out.println(Constants.POW.apply(3, 4) + " " + Constants.ANON.name());
        for (Calc c : Calc.values()) System.out.println(c + " " + c.op.apply(6, 3));
        System.out.println("before holder");
        System.out.println(Holder.LAZY.name());
        System.out.println(Holder.LAZY.name());
    }
}
