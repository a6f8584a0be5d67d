/* jit_queue.h: the background compiler thread and its queue of hot methods. */
#ifndef MINIVM_JIT_QUEUE_H
#define MINIVM_JIT_QUEUE_H

#include <stdbool.h>
#include <stddef.h>

#include "../vm/class.h"

/* Starts the compiler thread, which calls compile(m, full) for each queued method: every method
 * queued with full false (the one with the highest counter first) before any queued with full
 * true (in arrival order); and warm_up (if not NULL) once after jit_queue_warm_up, unless a
 * method was queued first. */
bool jit_queue_start(void (*compile)(Method *m, bool full), void (*warm_up)(void), char *err, size_t errlen);
/* Queues m for the quick tier (full false) or the full tier (the caller ensures it is queued at
 * most once at a time for each). */
void jit_queue_push(Method *m, bool full);
/* Asks for the warm-up (see jit_queue_start); only the first call counts. */
void jit_queue_warm_up(void);

#endif
