/* verify_pointers.h: `minivm-trace verify` for -Xtrace:pointers: the reference slots and roots
 * of the VM's heap dump at a GC end against those rebuilt from the events (heap_pointers.h). */
#ifndef MINIVM_VERIFY_POINTERS_H
#define MINIVM_VERIFY_POINTERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "heap_model.h"
#include "trace_format.h"
#include "trace_reader.h"

typedef struct VpObj {
    uint64_t addr, off;           /* off: into pool */
    uint32_t n;                   /* non-null referents */
} VpObj;

typedef struct VpDump {
    bool seen;                    /* the dump holds pointer records */
    VpObj *objs;
    size_t nobjs, cobjs;
    uint64_t *pool, *roots;
    size_t npool, cpool, nroots, croots;
} VpDump;

void vp_reset(VpDump *d);
void vp_free(VpDump *d);
/* A DUMP_PTRS of the object at addr; DUMP_ROOTS. */
void vp_add_ptrs(VpDump *d, uint64_t addr, const TraceEv_DUMP_PTRS *e, uint32_t align);
void vp_add_roots(VpDump *d, const TraceEv_DUMP_ROOTS *e, uint32_t align);
/* Compares; returns the differences, writes up to `max` lines and adds the pointers compared
 * (both sides' non-null slots and roots) to *compared. */
size_t vp_compare(VpDump *d, HeapModel *h, const TraceSymbols *sym, char (*lines)[600], size_t max, size_t *shown,
                  uint64_t *compared);

#endif
