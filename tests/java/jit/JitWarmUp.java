// A method run a quarter of the way to the compile threshold, a pause, then hot: under
// -Xlog:jit (tests/extra_jit.py) the compiler thread warms LLVM up during the pause, before
// its first compilation. The output is the same with or without the JIT.
public class JitWarmUp {
    static int step(int x) {
        return x * 3 + (x >>> 2);
    }

    public static void main(String[] args) throws InterruptedException {
        int s = 0;
        for (int i = 0; i < 600; i++) {   // 600 calls: past 500, a quarter of 2000
            s += step(i);
        }
        Thread.sleep(200);
        for (int i = 0; i < 5000; i++) {   // step and main reach the threshold
            s += step(i ^ s);
        }
        Thread.sleep(200);                  // their compilations end meanwhile
        System.out.println(s);
    }
}
