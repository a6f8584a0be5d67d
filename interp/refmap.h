/* refmap.h: reference maps for interpreter frames, by type inference over the bytecode
 * (the verifier's data-flow, simplified), computed lazily per method as HotSpot's oop maps.
 *
 * For every instruction start bci, the map tells which local slots and which operand stack
 * slots (from the bottom) hold a reference just before that instruction runs. Uninitialized
 * objects (after `new`, before <init>) count as references. */
#ifndef MINIVM_REFMAP_H
#define MINIVM_REFMAP_H

#include <stdbool.h>
#include <stdint.h>

#include "../vm/classfile.h"

typedef struct RefMaps RefMaps;

/* Analyses method m of class file cf. is_static tells whether local 0 is `this`.
 * Returns NULL with a message in err if the code cannot be typed (the verifier's job later:
 * the caller treats it as a VM error). */
RefMaps *refmaps_compute(const ClassFile *cf, const CfMethod *m, bool is_static,
                         char *err, size_t errlen);

/* Looks up bci. Returns false if bci is not a reachable instruction start. The bit for local
 * i is (locals[i / 8] >> (i % 8)) & 1; likewise for stack slot i. *stack_depth is the
 * operand stack depth in slots (long/double count 2; only their first slot can be a ref). */
bool refmaps_at(const RefMaps *r, uint32_t bci, const uint8_t **locals, const uint8_t **stack,
                uint16_t *stack_depth);

void refmaps_free(RefMaps *r);

static inline bool refmap_bit(const uint8_t *bits, unsigned i) { return (bits[i >> 3] >> (i & 7)) & 1; }

#endif
