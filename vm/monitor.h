/* monitor.h: Java monitors (synchronized, wait/notify). A monitor is created for an object on
 * first contention-free use and recorded in its mark word, so it survives object moves. */
#ifndef MINIVM_MONITOR_H
#define MINIVM_MONITOR_H

#include "thread.h"

void monitor_enter(Thread *t, Object *o);        /* o non-null */
/* false with IllegalMonitorStateException pending if t does not own o's monitor. */
bool monitor_exit(Thread *t, Object *o);
/* Object.wait(millis): IllegalMonitorStateException / InterruptedException as Java. */
bool monitor_wait(Thread *t, Object *o, jlong millis);
bool monitor_notify(Thread *t, Object *o, bool all);

jint object_identity_hash(Thread *t, Object *o);

#endif
