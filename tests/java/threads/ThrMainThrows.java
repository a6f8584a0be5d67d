// main ends with an exception while another thread still runs: the VM waits for it; exit 1.
public class ThrMainThrows {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread("straggler") {
            public void run() {
                try {
                    Thread.sleep(150);
                } catch (InterruptedException e) {
                }
                System.out.println("straggler finished after main");
            }
        };
        t.start();
        System.out.println("main throws");
        throw new IllegalStateException("main failed");
    }
}
