// An uncaught VM-raised exception (integer division by zero) from a nested call:
// first stderr line is: Exception in thread "main" java.lang.ArithmeticException: / by zero
public class UncaughtDivByZero {
    static int divide(int a, int b) { return a / b; }

    static int compute(int depth) {
        if (depth == 0) return divide(1, 0);
        return compute(depth - 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println("computing");
        System.out.println(compute(5));
    }
}
