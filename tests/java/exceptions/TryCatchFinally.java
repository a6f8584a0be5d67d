// try/catch/finally basics: finally runs on normal exit, on exception, on return, on break
// and continue; catch order by subclass; exception variables; code after the try continues.
public class TryCatchFinally {
    static StringBuilder log = new StringBuilder();

    static int normal() {
        try {
            log.append("try ");
            return 1;
        } finally {
            log.append("finally ");
        }
    }

    static int thrown(int x) {
        try {
            log.append("try ");
            if (x > 0) throw new IllegalArgumentException("x=" + x);
            log.append("no-throw ");
            return 0;
        } catch (IllegalArgumentException e) {
            log.append("catch(" + e.getMessage() + ") ");
            return 2;
        } finally {
            log.append("finally ");
        }
    }

    static void loop() {
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                log.append("body" + i + " ");
            } finally {
                log.append("fin" + i + " ");
            }
        }
    }

    static String classify(int k) {
        try {
            switch (k) {
                case 0: throw new ArithmeticException("arith");
                case 1: throw new ArrayIndexOutOfBoundsException("aioobe");
                case 2: throw new IndexOutOfBoundsException("ioobe");
                case 3: throw new RuntimeException("rt");
                case 4: throw new Exception("checked");
                case 5: throw new Error("error");
                default: return "none";
            }
        } catch (ArithmeticException e) {
            return "Arithmetic:" + e.getMessage();
        } catch (ArrayIndexOutOfBoundsException e) {
            return "AIOOBE:" + e.getMessage();
        } catch (IndexOutOfBoundsException e) {
            return "IOOBE:" + e.getMessage();
        } catch (RuntimeException e) {
            return "Runtime:" + e.getMessage();
        } catch (Exception e) {
            return "Exception:" + e.getMessage();
        } catch (Throwable t) {
            return "Throwable:" + t.getMessage();
        }
    }

    public static void main(String[] args) {
        System.out.println(normal() + " " + log);
        log = new StringBuilder();
        System.out.println(thrown(0) + " " + log);
        log = new StringBuilder();
        System.out.println(thrown(5) + " " + log);
        log = new StringBuilder();
        loop();
        System.out.println(log);
        for (int k = 0; k <= 6; k++) System.out.println(classify(k));
        int caught = 0;
        for (int i = 0; i < 10000; i++) {
            try {
                if (i % 3 == 0) throw new IllegalStateException();
            } catch (IllegalStateException e) {
                caught++;
            }
        }
        System.out.println(caught);
        try {
            throw new UnsupportedOperationException();
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
            System.out.println(e);
        }
    }
}
