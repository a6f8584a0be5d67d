/* markcompact.h: a sliding mark-compact collector over a list of spaces, shared by the
 * generational plan (its full GC) and the markcompact plan (docs/gc.md, "Mark-compact").
 *
 * Phases (workers.h): parallel marking into a side bitmap (mark words stay intact); reference
 * processing; a summary that computes every 512-byte block's live bytes (parallel) and the
 * address its first live object moves to (sequential prefix sums); a parallel update of
 * every reference (heap and roots) to its referent's new address; and a sequential slide of
 * the live objects in address order, each run of neighbours moved by one memmove (one
 * region-move event). The new address of any live object follows from its block's
 * destination plus the live words before it in the block, which the begin/end bitmaps give
 * with bit arithmetic alone. */
#ifndef MINIVM_MARKCOMPACT_H
#define MINIVM_MARKCOMPACT_H

#include "plans.h"
#include "space.h"

/* Reserves the side tables for the heap [base, base + bytes); once, from a plan's init. */
bool mc_init(uint8_t *base, size_t bytes, char *err, size_t errlen);

typedef struct McResult {
    size_t live;                  /* bytes */
    size_t refs_cleared;
} McResult;

/* Collects spaces[0..n), which must be sorted by address and hold every object of the heap
 * (everything else is empty). Each space's live objects slide into the earliest space (in
 * that order) that still has room for all of them, at the latest into itself. Sets every
 * space's top. If bot_space is not NULL, records each object that lands in it with
 * bot_record (the caller clears its object-start table first). Records phases in p. */
void mc_collect(GcPause *p, Space **spaces, unsigned n, Space *bot_space, McResult *res);

#endif
