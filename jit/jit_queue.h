/* jit_queue.h: the background compiler thread and its queue of hot methods. */
#ifndef MINIVM_JIT_QUEUE_H
#define MINIVM_JIT_QUEUE_H

#include <stdbool.h>
#include <stddef.h>

#include "../vm/class.h"

/* Starts the compiler thread, which calls compile(m) for each queued method in order. */
bool jit_queue_start(void (*compile)(Method *m), char *err, size_t errlen);
/* Queues m (the caller ensures it is queued at most once at a time). */
void jit_queue_push(Method *m);

#endif
