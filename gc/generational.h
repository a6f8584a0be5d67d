/* generational.h: the generational heap, shared by its plan (plan_generational.c: sizing,
 * allocation, policy) and its minor collector (scavenge.c).
 *
 * Address layout (one reservation):   [ old ........ ][ eden ..... ][ s0 ][ s1 ]
 * The young generation is everything from eden.start up; each scavenge copies the live
 * objects of eden and the from-survivor into the to-survivor (or old), then swaps s0/s1. */
#ifndef MINIVM_GENERATIONAL_H
#define MINIVM_GENERATIONAL_H

#include "plans.h"
#include "space.h"

typedef struct GenHeap {
    Space old, eden, surv[2];
    int from;                     /* index in surv of the from-survivor; 1 - from is to-space */
    uint8_t *young_start, *young_end;
    unsigned tenuring;            /* objects this old (scavenges survived) are promoted (set by the plan) */
    unsigned max_tenuring;
    size_t large;                 /* objects of at least this size are allocated in old */
} GenHeap;

extern GenHeap gen;

static inline Space *gen_from(void) { return &gen.surv[gen.from]; }
static inline Space *gen_to(void) { return &gen.surv[1 - gen.from]; }
static inline bool gen_is_young(const void *p) { return (const uint8_t *)p >= gen.young_start; }

typedef struct ScavengeResult {
    bool failed;                  /* promotion failure: young objects remain; a full GC must follow */
    bool overflow;                /* the to-space was full: objects below the threshold were promoted */
    unsigned age_threshold;       /* the age-table rule's threshold for the next scavenge (16: none) */
    size_t promoted, survived;    /* bytes copied to old and to the to-survivor */
    size_t refs_cleared;
} ScavengeResult;

/* Collects eden and the from-survivor at a safepoint (inside a pause). On success the
 * survivors are in the (swapped) from-survivor and old, and eden is empty. On promotion
 * failure every reference still points to a valid copy (objects that could not be copied
 * stay in place, their marks restored), the spaces keep their contents, and the caller must
 * run a full collection before allocating. */
void scavenge(ScavengeResult *res);

#endif
