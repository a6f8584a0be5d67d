/* monitor.h: Java monitors (synchronized, wait/notify). An uncontended lock is a thin lock in
 * the mark word; contention, wait/notify or a deep recursion inflate it to a monitor, found by
 * its index in the mark word, so it survives object moves. An idle monitor is deflated again
 * by the thread that releases it. */
#ifndef MINIVM_MONITOR_H
#define MINIVM_MONITOR_H

#include "thread.h"

/* o non-null. May block (as a safe region: see gc/safepoint.h); the caller keeps o rooted
 * (e.g. on its operand stack or in frame->lock) and re-reads it afterwards. False, with
 * OutOfMemoryError pending and o not locked, when a recursion past the thin lock's count
 * needs a monitor and none is left (monitor.c, "Exhaustion"). */
bool monitor_enter(Thread *t, Object *o);
/* false with IllegalMonitorStateException pending if t does not own o's monitor. */
bool monitor_exit(Thread *t, Object *o);
/* Object.wait(millis) (0: no timeout): IllegalMonitorStateException("current thread is not
 * owner"), IllegalArgumentException for millis < 0, InterruptedException (status cleared) if
 * t is interrupted before or while waiting. o may move meanwhile: re-read it. */
bool monitor_wait(Thread *t, Object *o, jlong millis);
bool monitor_notify(Thread *t, Object *o, bool all);
/* Does t own o's monitor (Thread.holdsLock)? */
bool monitor_owns(Thread *t, Object *o);

/* Wakes the waiters of a monitor (Thread.interrupt of a thread in Object.wait); `mon` is a
 * value of Thread.waiting_monitor. */
void monitor_interrupt_wakeup(void *mon);

jint object_identity_hash(Thread *t, Object *o);

#endif
