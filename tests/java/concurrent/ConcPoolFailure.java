import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

// A task given to execute() that throws kills its worker (reported on stderr with the pool
// thread's name); the pool replaces the worker and keeps running tasks.
public class ConcPoolFailure {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        final StringBuffer names = new StringBuffer();
        pool.execute(new Runnable() {
            public void run() {
                names.append(Thread.currentThread().getName()).append(' ');
                throw new RuntimeException("task failed");
            }
        });
        for (int i = 0; i < 3; i++) {
            pool.execute(new Runnable() {
                public void run() {
                    names.append(Thread.currentThread().getName()).append(' ');
                }
            });
        }
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(30, TimeUnit.SECONDS));
        System.out.println(names.toString().trim());
    }
}
