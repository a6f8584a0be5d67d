/* natives.c: the registry of native method implementations, keyed by class, name and
 * descriptor. Tables are registered once at start-up; lookups happen on a method's first call. */
#include "natives.h"

#include <stdlib.h>
#include <string.h>

#include "jni_internal.h"

typedef struct Entry { const NativeMethod *nm; struct Entry *next; } Entry;

#define BUCKETS 1024
static Entry *buckets[BUCKETS];

static unsigned hash3(const char *a, const char *b, const char *c) {
    unsigned h = 2166136261u;
    for (const char *s = a; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    for (const char *s = b; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    for (const char *s = c; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h % BUCKETS;
}

void natives_register(const NativeMethod *table, size_t n) {
    for (size_t i = 0; i < n; i++) {
        Entry *e = malloc(sizeof *e);
        if (!e) abort();
        unsigned h = hash3(table[i].cls, table[i].name, table[i].desc);
        e->nm = &table[i];
        e->next = buckets[h];
        buckets[h] = e;
    }
}

NativeFn natives_find(const char *cls, const char *name, const char *desc) {
    for (Entry *e = buckets[hash3(cls, name, desc)]; e; e = e->next)
        if (!strcmp(e->nm->cls, cls) && !strcmp(e->nm->name, name) && !strcmp(e->nm->desc, desc))
            return e->nm->fn;
    return jni_find_native(cls, name, desc);   /* a user library's JNI function */
}
