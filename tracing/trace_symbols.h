/* trace_symbols.h: the symbols of a trace (types, methods, allocation sites, GC causes),
 * written to the symbols file as first used, before any event that refers to them can reach
 * the events file. So a trace is readable while the program runs and after a crash.
 *
 * A type's id is its Class.id. A site is a who (VM code, interpreter, JIT), the type it
 * allocates (or none: its events carry their type) and a list of frames, the allocating
 * location first: one frame for a bytecode, a native method and its caller for VM code called
 * from Java, the whole stack for the periodic full stacks (-Xtrace:stacks=N). Site ids count
 * from TRACE_SITE_FIRST_FREE; ids from 0xFFFF on take the SITE escape word. */
#ifndef MINIVM_TRACE_SYMBOLS_H
#define MINIVM_TRACE_SYMBOLS_H

#include <stdbool.h>
#include <stdint.h>

#include "../vm/class.h"

typedef struct TraceSiteFrame {
    const Method *method;
    int32_t bci;                  /* -1: a native method */
} TraceSiteFrame;

/* Writes the predefined symbols (GC causes, the filler site). */
void trace_symbols_init(void);

/* The type id of c, writing its SYM_TYPE first if needed. */
uint32_t trace_type_id(const Class *c);

/* The site of (who, type or NULL, frames), writing its symbols first if needed. */
uint32_t trace_site_id(uint32_t who, const Class *type, const TraceSiteFrame *frames, uint32_t nframes);

/* Number of sites so far (for tests and statistics). */
uint32_t trace_site_count(void);

#endif
