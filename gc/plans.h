/* plans.h: the registered collector plans and what gc/heap.c offers them. */
#ifndef MINIVM_PLANS_H
#define MINIVM_PLANS_H

#include "gc.h"

extern const GcPlan plan_semispace;

/* A TLAB's end leaves room for a filler int[] header, so retiring never fails. */
#define TLAB_RESERVE 24
#define TLAB_SIZE (64 * 1024)
#define TLAB_MAX_OBJECT (TLAB_SIZE / 4)

void gc_fill(void *start, size_t bytes);
void gc_retire_tlab(Thread *t);

#endif
