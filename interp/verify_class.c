/* verify_class.c: the verifier's link to the VM (verify.h): once per class, with the class
 * hierarchy answered by loading classes (as HotSpot's verifier does). */
#include "verify.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/class.h"
#include "../vm/exceptions.h"
#include "../vm/thread.h"

bool verify_enabled = true;

/* Verified classes, by class id: chunks of flags allocated on demand. */
#define VCHUNK 4096
#define VCHUNKS 4096
static _Atomic(_Atomic uint8_t *) verified_chunks[VCHUNKS];

static _Atomic uint8_t *flag_of(uint32_t id, bool create)
{
    uint32_t k = id / VCHUNK;
    if (k >= VCHUNKS)
        return NULL;
    _Atomic uint8_t *ch = atomic_load_explicit(&verified_chunks[k], memory_order_acquire);
    if (!ch && create) {
        _Atomic uint8_t *nc = calloc(VCHUNK, sizeof *nc);
        if (!nc)
            return NULL;
        _Atomic uint8_t *expected = NULL;
        if (atomic_compare_exchange_strong(&verified_chunks[k], &expected, nc))
            ch = nc;
        else {
            free(nc);
            ch = expected;
        }
    }
    return ch ? &ch[id % VCHUNK] : NULL;
}

static int env_assignable(void *ctx, const char *from, const char *to)
{
    Thread *t = ctx;
    Class *tc = class_load(t, to);
    if (!tc)
        return -1;
    if (class_is_interface(tc))
        return 1;
    Class *fc = class_load(t, from);
    if (!fc)
        return -1;
    return class_is_subclass(fc, tc);
}

static const char *env_common_super(void *ctx, const char *a, const char *b)
{
    Thread *t = ctx;
    Class *ac = class_load(t, a);
    if (!ac)
        return NULL;
    Class *bc = class_load(t, b);
    if (!bc)
        return NULL;
    if (class_is_interface(ac) || class_is_interface(bc))
        return "java/lang/Object";
    for (Class *s = ac; s; s = s->super)
        if (class_is_subclass(bc, s))
            return s->name;
    return "java/lang/Object";
}

bool verify_class(Thread *t, Class *c)
{
    if (!verify_enabled || !c->cf || (c->flags & CLASS_FLAG_HIDDEN))
        return true;
    _Atomic uint8_t *flag = flag_of(c->id, true);
    if (flag && atomic_load_explicit(flag, memory_order_acquire))
        return true;
    VerifyEnv env = {t, env_assignable, env_common_super};
    char *msg = malloc(1024);
    if (!msg) {
        throw_new(t, "java/lang/OutOfMemoryError", "verifier");
        return false;
    }
    for (uint16_t i = 0; i < c->cf->nmethods; i++) {
        int st = verify_method(c->cf, &c->cf->methods[i], &env, msg, 1024);
        if (st == VERIFY_FAIL)
            throw_new(t, "java/lang/VerifyError", msg);
        if (st != VERIFY_OK) {
            free(msg);
            return false;
        }
    }
    free(msg);
    if (flag)
        atomic_store_explicit(flag, 1, memory_order_release);
    return true;
}
