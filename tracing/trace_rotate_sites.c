/* trace_rotate_sites.c: -Xtrace:keepsites (Lengauer et al., ICPE'16, section 3.4). Every new
 * object whose class does not override hashCode() gets its identity hash at once, with the
 * allocation site in the upper 16 of its 24 bits and 8 random bits below; the sync events
 * of a rotated trace read the site back, so that a reader starting at a synchronization
 * point still knows where the surviving objects came from. Classes that override hashCode()
 * are skipped (their objects' hashes stay lazy and their sites unknown). Site ids from
 * 0xFFFF on do not fit and are kept as "unknown". */
#include <stdatomic.h>

#include "../vm/class.h"
#include "../vm/object.h"
#include "../vm/vm.h"
#include "trace_internal.h"

bool trace_keepsites;

#define SITE_SHIFT (MARK_HASH_BITS - 16)
#define SITE_NONE 0xFFFFu    /* stored for sites that do not fit: unknown */

/* Whether k's hashCode() is Object's (cached per thread, direct mapped). */
static bool identity_hashed(TraceLocal *tl, Class *k) {
    uintptr_t h = ((uintptr_t)k >> 4) & (TRACE_HASH_CACHE - 1);
    if (tl->hash_class[h] == k) return tl->hash_identity[h];
    Method *m = class_lookup_method(k, "hashCode", "()I");
    bool id = !m || m->owner == vm.wk.Object;
    tl->hash_class[h] = k;
    tl->hash_identity[h] = id;
    return id;
}

void trace_keep_site(Thread *t, Object *o, uint32_t site) {
    TraceLocal *tl = &trace_local;
    if (!identity_hashed(tl, obj_class(o))) return;
    uint32_t x = t->hash_seed ? t->hash_seed : 0x9E3779B9u ^ (uint32_t)t->id;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    t->hash_seed = x;
    uintptr_t s = site < SITE_NONE ? site : SITE_NONE;
    uintptr_t hash = (s << SITE_SHIFT) | (x & (((uintptr_t)1 << SITE_SHIFT) - 1));
    if (!hash) hash = 1;   /* 0 is no identity hash; site 0 is "unknown" anyway */
    /* The object is new and unpublished: no other thread reads its mark word yet. */
    o->mark = (o->mark & ~MARK_HASH_MASK) | MARK_HASHED | (hash << MARK_HASH_SHIFT);
}

uint32_t trace_site_from_hash(const Object *o) {
    uintptr_t m = o->mark;
    if ((m & MARK_TAG_MASK) == MARK_FORWARDED || !(m & MARK_HASHED)) return TRACE_SITE_UNKNOWN;
    if (!identity_hashed(&trace_local, obj_class(o))) return TRACE_SITE_UNKNOWN;   /* a lazy, random hash */
    uint32_t s = (uint32_t)((m & MARK_HASH_MASK) >> MARK_HASH_SHIFT) >> SITE_SHIFT;
    return s == SITE_NONE ? TRACE_SITE_UNKNOWN : s;
}
