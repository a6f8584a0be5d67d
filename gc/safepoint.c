/* safepoint.c: with one mutator thread the GC runs in the allocating thread, so the poll
 * never blocks yet; the multi-threaded protocol lands with the generational collectors. */
#include "safepoint.h"

atomic_bool safepoint_requested;

void safepoint_block(Thread *t) { (void)t; }

void safepoint_begin(Thread *t) { (void)t; }
void safepoint_end(Thread *t) { (void)t; }
void thread_block_begin(Thread *t) { (void)t; }
void thread_block_end(Thread *t) { (void)t; }
