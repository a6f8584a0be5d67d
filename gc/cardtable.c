/* cardtable.c: the card table and the object-start table (see cardtable.h). */
#include "cardtable.h"

#include <string.h>
#include <sys/mman.h>

#include "../vm/roots.h"
#include "../vm/vm.h"

uintptr_t gc_card_bias;
uint8_t *bot_table;
uint8_t *bot_base;

static void *reserve_zeroed(size_t bytes) {
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

bool card_table_init(void *start, size_t bytes) {
    size_t n = (bytes >> GC_CARD_SHIFT) + 2;
    uint8_t *t = reserve_zeroed(n);
    if (!t) return false;
    gc_card_bias = (uintptr_t)t - ((uintptr_t)start >> GC_CARD_SHIFT);
    return true;
}

void card_fill(const void *from, const void *to, uint8_t v) {
    if ((const uint8_t *)to <= (const uint8_t *)from) return;
    uint8_t *a = card_for(from), *b = card_for((const uint8_t *)to - 1) + 1;
    memset(a, v, (size_t)(b - a));
}

bool bot_init(void *start, size_t bytes) {
    bot_table = reserve_zeroed((bytes >> GC_CARD_SHIFT) + 1);
    bot_base = start;
    return bot_table != NULL;
}

void bot_clear(const void *from, const void *to) {
    if ((const uint8_t *)to <= (const uint8_t *)from) return;
    size_t a = (size_t)((const uint8_t *)from - bot_base) >> GC_CARD_SHIFT;
    size_t b = ((size_t)((const uint8_t *)to - bot_base) + GC_CARD_SIZE - 1) >> GC_CARD_SHIFT;
    memset(bot_table + a, 0, b - a);
}

static uint8_t *entry_start(size_t card, uint8_t e) {
    return bot_base + (card << GC_CARD_SHIFT) + (size_t)(e - 1) * 8;
}

Object *bot_first_in_card(const void *addr) {
    size_t c = (size_t)((const uint8_t *)addr - bot_base) >> GC_CARD_SHIFT;
    uint8_t e = __atomic_load_n(&bot_table[c], __ATOMIC_RELAXED);
    return e ? (Object *)entry_start(c, e) : NULL;
}

Object *bot_object_start(const void *addr) {
    const uint8_t *a = addr;
    size_t c = (size_t)(a - bot_base) >> GC_CARD_SHIFT;
    uint8_t *p;
    for (;; c--) {
        uint8_t e = __atomic_load_n(&bot_table[c], __ATOMIC_RELAXED);
        if (e && (p = entry_start(c, e)) <= a) break;
        if (c == 0) vm_fatal("object-start table: no object covers %p", addr);
    }
    for (;;) {
        uint8_t *next = p + object_size((Object *)p);
        if (next > a) return (Object *)p;
        p = next;
    }
}
