/* cardtable.h: the card table that gc_write_barrier (gc.h) keeps, and the object-start table
 * a scavenge needs to find the objects on a dirty card of the old generation.
 *
 * Card table: one byte per 512-byte card of the reserved heap; the barrier sets it to
 * GC_CARD_DIRTY after every reference store. The invariant a generational plan keeps: every
 * old-generation slot that refers to a young object lies on a dirty card.
 *
 * Object-start table: one byte per card of the covered range (the old generation): 0 if no
 * start is recorded, else 1 + the word offset of the LOWEST object start in the card. Every
 * object start in the range is recorded (bot_record), so the object covering an address is
 * found by stepping back to a card whose recorded start lies at or below it, then walking
 * forward object by object. */
#ifndef MINIVM_CARDTABLE_H
#define MINIVM_CARDTABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../vm/object.h"
#include "gc.h"

/* Covers [start, start + bytes) with a (zeroed, i.e. clean) card table; false if out of memory. */
bool card_table_init(void *start, size_t bytes);

static inline uint8_t *card_for(const void *p) {
    return (uint8_t *)(gc_card_bias + ((uintptr_t)p >> GC_CARD_SHIFT));
}
static inline uint8_t *card_addr(const uint8_t *card) {   /* first heap byte of a card */
    return (uint8_t *)(((uintptr_t)card - gc_card_bias) << GC_CARD_SHIFT);
}
static inline bool card_is_dirty(const uint8_t *card) {
    return __atomic_load_n(card, __ATOMIC_RELAXED) != GC_CARD_CLEAN;
}
static inline void card_set(uint8_t *card, uint8_t v) { __atomic_store_n(card, v, __ATOMIC_RELAXED); }
/* Sets the cards of [from, to) to v. */
void card_fill(const void *from, const void *to, uint8_t v);

/* The object-start table over [start, start + bytes) (card aligned). */
bool bot_init(void *start, size_t bytes);
void bot_clear(const void *from, const void *to);   /* forget the starts in [from, to) */
extern uint8_t *bot_table;                          /* indexed by card - card_for(bot start) */
extern uint8_t *bot_base;

/* Records an object start. Safe to call from several threads at once. */
static inline void bot_record(const void *obj) {
    uintptr_t off = (uintptr_t)obj - (uintptr_t)bot_base;
    uint8_t *e = &bot_table[off >> GC_CARD_SHIFT];
    uint8_t v = (uint8_t)(((off & (GC_CARD_SIZE - 1)) >> 3) + 1);
    uint8_t cur = __atomic_load_n(e, __ATOMIC_RELAXED);
    while (cur == 0 || cur > v)
        if (__atomic_compare_exchange_n(e, &cur, v, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) break;
}

/* The start of the object that covers addr (addr within [bot start, bottom of free space)). */
Object *bot_object_start(const void *addr);
/* The lowest recorded start in addr's card, or NULL (for verification). */
Object *bot_first_in_card(const void *addr);

#endif
