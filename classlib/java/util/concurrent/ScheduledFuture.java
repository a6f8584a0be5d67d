package java.util.concurrent;

public interface ScheduledFuture<V> extends Delayed, Future<V> {
}
