/* npe_message.c: helpful NullPointerException messages (see npe_message.h).
 *
 * The analysis follows HotSpot 17's observable rules: it simulates the operand stack over the
 * original class-file bytecode in passes (in code order, until every instruction has a stack
 * or a pass adds none, stopping early once the faulting bci has one); at control-flow joins a
 * slot pushed by different instructions, or holding different types, becomes "unknown". Each
 * stack also carries the set of local slots stored to on some path so far (for the first 64
 * slots), so that an unwritten argument slot can be named <parameterN> or this. */
#include "npe_message.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../interp/opcodes.h"

#define NO_BCI (-1)
enum { MAX_CAUSE_DETAIL = 5 };

/* Value types as the analysis distinguishes them: 'I' int-like, 'J', 'F', 'D', 'A' reference,
 * 'R' return address, '?' conflict. */
typedef struct {
    int32_t bci;   /* the instruction that pushed the value, or NO_BCI */
    char type;
} Slot;

typedef struct {
    uint32_t size;
    uint64_t written;   /* local slots stored to (slot > 63 always counts as written) */
    Slot *s;            /* s[0] is the bottom */
} SimStack;

typedef struct {
    const Method *m;
    const ClassFile *cf;
    const uint8_t *code;
    uint32_t len;
    uint32_t cap;        /* stack capacity */
    SimStack **stacks;   /* per bci, NULL until reached */
    bool added, all_done, broken;
} Analysis;

/* ---- small helpers ---- */

static uint16_t u2(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static int32_t s4(const uint8_t *p) {
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

static char type_of_desc(char c) {
    switch (c) {
    case 'J': case 'D': case 'F': return c;
    case 'L': case '[': return 'A';
    case 'V': return 'V';
    default: return 'I';
    }
}

static int type_size(char t) { return (t == 'J' || t == 'D') ? 2 : (t == 'V' ? 0 : 1); }

static char return_type(const char *desc) {
    const char *r = strchr(desc, ')');
    return type_of_desc(r ? r[1] : 'V');
}

/* ---- simulated stacks ---- */

static SimStack *stack_copy(const Analysis *a, const SimStack *src) {
    SimStack *s = malloc(sizeof *s);
    if (!s) return NULL;
    s->s = malloc(a->cap * sizeof(Slot));
    if (!s->s) {
        free(s);
        return NULL;
    }
    s->size = src ? src->size : 0;
    s->written = src ? src->written : 0;
    if (src) memcpy(s->s, src->s, src->size * sizeof(Slot));
    return s;
}

static void stack_free(SimStack *s) {
    if (s) free(s->s);
    free(s);
}

static void push_raw(Analysis *a, SimStack *s, Slot v) {
    if (s->size >= a->cap) {
        a->broken = true;
        return;
    }
    s->s[s->size++] = v;
}

static void push(Analysis *a, SimStack *s, int32_t bci, char type) {
    Slot v = {bci, type};
    for (int i = type_size(type); i > 0; i--) push_raw(a, s, v);
}

static void pop(Analysis *a, SimStack *s, int n) {
    if (n < 0 || (uint32_t)n > s->size) {
        a->broken = true;
        s->size = 0;
        return;
    }
    s->size -= (uint32_t)n;
}

/* Slot k from the top (0 = top). */
static Slot peek(Analysis *a, const SimStack *s, uint32_t k) {
    if (k >= s->size) {
        a->broken = true;
        return (Slot){NO_BCI, '?'};
    }
    return s->s[s->size - 1 - k];
}

static void mark_written(SimStack *s, unsigned local) {
    if (local < 64) s->written |= 1ull << local;
}

static bool was_written(const SimStack *s, unsigned local) {
    return local >= 64 || (s->written >> local & 1);
}

/* Joins s into the stack recorded at bci (or records a copy of it there). */
static void merge_into(Analysis *a, uint32_t bci, const SimStack *s) {
    if (bci >= a->len) {
        a->broken = true;
        return;
    }
    SimStack *d = a->stacks[bci];
    if (!d) {
        a->added = true;
        a->stacks[bci] = stack_copy(a, s);
        if (!a->stacks[bci]) a->broken = true;
        return;
    }
    if (d->size != s->size) {
        a->broken = true;
        return;
    }
    for (uint32_t i = 0; i < d->size; i++) {
        Slot x = d->s[i], y = s->s[i];
        if (x.type != y.type) d->s[i] = (Slot){NO_BCI, '?'};
        else if (x.bci != y.bci) d->s[i].bci = NO_BCI;
    }
    d->written |= s->written;
}

/* ---- constant pool ---- */

static bool member(const Analysis *a, uint16_t idx, const char **cls, const char **name, const char **desc) {
    const char *c = NULL, *n = NULL, *d = NULL;
    bool ok = cf_member_ref(a->cf, idx, &c, &n, &d);
    if (cls) *cls = c;
    if (name) *name = n ? n : "?";
    if (desc) *desc = d ? d : "()V";
    return ok && n && d;
}

/* ---- the data-flow pass ---- */

static unsigned local_index(const uint8_t *code, uint32_t bci, bool wide) {
    return wide ? u2(code + bci + 2) : code[bci + 1];
}

/* Simulates the instruction at bci; returns its length (0 if malformed). */
static uint32_t simulate(Analysis *a, uint32_t bci) {
    const uint8_t *code = a->code;
    uint32_t len = instruction_length(code, bci);
    if (len == 0 || bci + len > a->len) {
        a->broken = true;
        return 0;
    }
    if (!a->stacks[bci]) {
        a->all_done = false;
        return len;
    }
    SimStack *s = stack_copy(a, a->stacks[bci]);
    if (!s) {
        a->broken = true;
        return len;
    }
    unsigned op = code[bci];
    bool wide = op == OP_wide;
    if (wide) op = code[bci + 1];
    int32_t target = -1;
    int32_t *targets = NULL;
    uint32_t ntargets = 0;
    bool falls_through = true;
    const char *desc;

    switch (op) {
    case OP_nop: case OP_iinc:
        break;
    case OP_aconst_null: case OP_new:
        push(a, s, (int32_t)bci, 'A');
        break;
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2: case OP_iconst_3:
    case OP_iconst_4: case OP_iconst_5: case OP_bipush: case OP_sipush:
    case OP_iload: case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3:
        push(a, s, (int32_t)bci, 'I');
        break;
    case OP_lconst_0: case OP_lconst_1:
    case OP_lload: case OP_lload_0: case OP_lload_1: case OP_lload_2: case OP_lload_3:
        push(a, s, (int32_t)bci, 'J');
        break;
    case OP_fconst_0: case OP_fconst_1: case OP_fconst_2:
    case OP_fload: case OP_fload_0: case OP_fload_1: case OP_fload_2: case OP_fload_3:
        push(a, s, (int32_t)bci, 'F');
        break;
    case OP_dconst_0: case OP_dconst_1:
    case OP_dload: case OP_dload_0: case OP_dload_1: case OP_dload_2: case OP_dload_3:
        push(a, s, (int32_t)bci, 'D');
        break;
    case OP_aload: case OP_aload_0: case OP_aload_1: case OP_aload_2: case OP_aload_3:
        push(a, s, (int32_t)bci, 'A');
        break;
    case OP_ldc: case OP_ldc_w: case OP_ldc2_w: {
        uint16_t idx = op == OP_ldc ? code[bci + 1] : u2(code + bci + 1);
        uint8_t tag = idx < a->cf->cp_count ? a->cf->cp[idx].tag : 0;
        char t = tag == CONST_Integer ? 'I' : tag == CONST_Long ? 'J' : tag == CONST_Float ? 'F'
               : tag == CONST_Double ? 'D' : 'A';
        push(a, s, (int32_t)bci, t);
        break;
    }
    case OP_iaload: case OP_baload: case OP_caload: case OP_saload:
        pop(a, s, 2), push(a, s, (int32_t)bci, 'I');
        break;
    case OP_laload: pop(a, s, 2), push(a, s, (int32_t)bci, 'J'); break;
    case OP_faload: pop(a, s, 2), push(a, s, (int32_t)bci, 'F'); break;
    case OP_daload: pop(a, s, 2), push(a, s, (int32_t)bci, 'D'); break;
    case OP_aaload: pop(a, s, 2), push(a, s, (int32_t)bci, 'A'); break;
    case OP_istore: case OP_fstore: case OP_astore:
        mark_written(s, local_index(code, bci, wide)), pop(a, s, 1);
        break;
    case OP_lstore: case OP_dstore:
        mark_written(s, local_index(code, bci, wide)), pop(a, s, 2);
        break;
    case OP_istore_0: case OP_istore_1: case OP_istore_2: case OP_istore_3:
        mark_written(s, op - OP_istore_0), pop(a, s, 1);
        break;
    case OP_fstore_0: case OP_fstore_1: case OP_fstore_2: case OP_fstore_3:
        mark_written(s, op - OP_fstore_0), pop(a, s, 1);
        break;
    case OP_astore_0: case OP_astore_1: case OP_astore_2: case OP_astore_3:
        mark_written(s, op - OP_astore_0), pop(a, s, 1);
        break;
    case OP_lstore_0: case OP_lstore_1: case OP_lstore_2: case OP_lstore_3:
        mark_written(s, op - OP_lstore_0), pop(a, s, 2);
        break;
    case OP_dstore_0: case OP_dstore_1: case OP_dstore_2: case OP_dstore_3:
        mark_written(s, op - OP_dstore_0), pop(a, s, 2);
        break;
    case OP_iastore: case OP_fastore: case OP_aastore: case OP_bastore: case OP_castore: case OP_sastore:
        pop(a, s, 3);
        break;
    case OP_lastore: case OP_dastore:
        pop(a, s, 4);
        break;
    case OP_pop: case OP_monitorenter: case OP_monitorexit:
        pop(a, s, 1);
        break;
    case OP_pop2:
        pop(a, s, 2);
        break;
    case OP_dup:
        push_raw(a, s, peek(a, s, 0));
        break;
    case OP_dup_x1: {
        Slot v1 = peek(a, s, 0), v2 = peek(a, s, 1);
        pop(a, s, 2);
        push_raw(a, s, v1), push_raw(a, s, v2), push_raw(a, s, v1);
        break;
    }
    case OP_dup_x2: {
        Slot v1 = peek(a, s, 0), v2 = peek(a, s, 1), v3 = peek(a, s, 2);
        pop(a, s, 3);
        push_raw(a, s, v1), push_raw(a, s, v3), push_raw(a, s, v2), push_raw(a, s, v1);
        break;
    }
    case OP_dup2: {
        Slot v1 = peek(a, s, 0), v2 = peek(a, s, 1);
        push_raw(a, s, v2), push_raw(a, s, v1);
        break;
    }
    case OP_dup2_x1: {
        Slot v1 = peek(a, s, 0), v2 = peek(a, s, 1), v3 = peek(a, s, 2);
        pop(a, s, 3);
        push_raw(a, s, v2), push_raw(a, s, v1), push_raw(a, s, v3), push_raw(a, s, v2), push_raw(a, s, v1);
        break;
    }
    case OP_dup2_x2: {
        Slot v1 = peek(a, s, 0), v2 = peek(a, s, 1), v3 = peek(a, s, 2), v4 = peek(a, s, 3);
        pop(a, s, 4);
        push_raw(a, s, v2), push_raw(a, s, v1), push_raw(a, s, v4), push_raw(a, s, v3);
        push_raw(a, s, v2), push_raw(a, s, v1);
        break;
    }
    case OP_swap: {
        Slot v1 = peek(a, s, 0), v2 = peek(a, s, 1);
        pop(a, s, 2);
        push_raw(a, s, v1), push_raw(a, s, v2);
        break;
    }
    case OP_iadd: case OP_isub: case OP_imul: case OP_idiv: case OP_irem: case OP_iand: case OP_ior:
    case OP_ixor: case OP_ishl: case OP_ishr: case OP_iushr:
        pop(a, s, 2), push(a, s, (int32_t)bci, 'I');
        break;
    case OP_fadd: case OP_fsub: case OP_fmul: case OP_fdiv: case OP_frem:
        pop(a, s, 2), push(a, s, (int32_t)bci, 'F');
        break;
    case OP_ladd: case OP_lsub: case OP_lmul: case OP_ldiv: case OP_lrem: case OP_land: case OP_lor:
    case OP_lxor:
        pop(a, s, 4), push(a, s, (int32_t)bci, 'J');
        break;
    case OP_dadd: case OP_dsub: case OP_dmul: case OP_ddiv: case OP_drem:
        pop(a, s, 4), push(a, s, (int32_t)bci, 'D');
        break;
    case OP_lshl: case OP_lshr: case OP_lushr:
        pop(a, s, 3), push(a, s, (int32_t)bci, 'J');
        break;
    case OP_ineg: pop(a, s, 1), push(a, s, (int32_t)bci, 'I'); break;
    case OP_fneg: pop(a, s, 1), push(a, s, (int32_t)bci, 'F'); break;
    case OP_lneg: pop(a, s, 2), push(a, s, (int32_t)bci, 'J'); break;
    case OP_dneg: pop(a, s, 2), push(a, s, (int32_t)bci, 'D'); break;
    case OP_i2l: case OP_f2l: pop(a, s, 1), push(a, s, (int32_t)bci, 'J'); break;
    case OP_i2f: pop(a, s, 1), push(a, s, (int32_t)bci, 'F'); break;
    case OP_i2d: case OP_f2d: pop(a, s, 1), push(a, s, (int32_t)bci, 'D'); break;
    case OP_f2i: case OP_i2b: case OP_i2c: case OP_i2s: pop(a, s, 1), push(a, s, (int32_t)bci, 'I'); break;
    case OP_l2i: case OP_d2i: pop(a, s, 2), push(a, s, (int32_t)bci, 'I'); break;
    case OP_l2f: case OP_d2f: pop(a, s, 2), push(a, s, (int32_t)bci, 'F'); break;
    case OP_l2d: pop(a, s, 2), push(a, s, (int32_t)bci, 'D'); break;
    case OP_d2l: pop(a, s, 2), push(a, s, (int32_t)bci, 'J'); break;
    case OP_lcmp: case OP_dcmpl: case OP_dcmpg: pop(a, s, 4), push(a, s, (int32_t)bci, 'I'); break;
    case OP_fcmpl: case OP_fcmpg: pop(a, s, 2), push(a, s, (int32_t)bci, 'I'); break;
    case OP_ifeq: case OP_ifne: case OP_iflt: case OP_ifge: case OP_ifgt: case OP_ifle:
    case OP_ifnull: case OP_ifnonnull:
        pop(a, s, 1);
        target = (int32_t)bci + (int16_t)u2(code + bci + 1);
        break;
    case OP_if_icmpeq: case OP_if_icmpne: case OP_if_icmplt: case OP_if_icmpge: case OP_if_icmpgt:
    case OP_if_icmple: case OP_if_acmpeq: case OP_if_acmpne:
        pop(a, s, 2);
        target = (int32_t)bci + (int16_t)u2(code + bci + 1);
        break;
    case OP_goto:
        target = (int32_t)bci + (int16_t)u2(code + bci + 1);
        falls_through = false;
        break;
    case OP_goto_w:
        target = (int32_t)bci + s4(code + bci + 1);
        falls_through = false;
        break;
    case OP_jsr:
        push(a, s, (int32_t)bci, 'R');
        target = (int32_t)bci + (int16_t)u2(code + bci + 1);
        falls_through = false;
        break;
    case OP_jsr_w:
        push(a, s, (int32_t)bci, 'R');
        target = (int32_t)bci + s4(code + bci + 1);
        falls_through = false;
        break;
    case OP_ret:
        falls_through = false;
        break;
    case OP_tableswitch: case OP_lookupswitch: {
        pop(a, s, 1);
        uint32_t p = (bci + 4) & ~3u;
        target = (int32_t)bci + s4(code + p);
        if (op == OP_tableswitch) {
            int64_t lo = s4(code + p + 4), hi = s4(code + p + 8);
            ntargets = hi >= lo ? (uint32_t)(hi - lo + 1) : 0;
            targets = malloc((ntargets + 1) * sizeof *targets);
            for (uint32_t i = 0; targets && i < ntargets; i++) targets[i] = (int32_t)bci + s4(code + p + 12 + 4 * i);
        } else {
            int32_t n = s4(code + p + 4);
            ntargets = n > 0 ? (uint32_t)n : 0;
            targets = malloc((ntargets + 1) * sizeof *targets);
            for (uint32_t i = 0; targets && i < ntargets; i++) targets[i] = (int32_t)bci + s4(code + p + 12 + 8 * i);
        }
        if (!targets) ntargets = 0, a->broken = true;
        break;
    }
    case OP_ireturn: case OP_freturn: case OP_areturn: case OP_athrow:
        pop(a, s, 1);
        falls_through = false;
        break;
    case OP_lreturn: case OP_dreturn:
        pop(a, s, 2);
        falls_through = false;
        break;
    case OP_return:
        falls_through = false;
        break;
    case OP_getstatic: case OP_getfield:
        member(a, u2(code + bci + 1), NULL, NULL, &desc);
        if (op == OP_getfield) pop(a, s, 1);
        push(a, s, (int32_t)bci, type_of_desc(desc[0]));
        break;
    case OP_putstatic: case OP_putfield:
        member(a, u2(code + bci + 1), NULL, NULL, &desc);
        pop(a, s, type_size(type_of_desc(desc[0])) + (op == OP_putfield));
        break;
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface:
    case OP_invokedynamic:
        member(a, u2(code + bci + 1), NULL, NULL, &desc);
        if (op != OP_invokestatic && op != OP_invokedynamic) pop(a, s, 1);
        pop(a, s, desc_arg_slots(desc));
        push(a, s, (int32_t)bci, return_type(desc));
        break;
    case OP_newarray: case OP_anewarray:
        pop(a, s, 1), push(a, s, (int32_t)bci, 'A');
        break;
    case OP_instanceof: case OP_arraylength:
        pop(a, s, 1), push(a, s, (int32_t)bci, 'I');
        break;
    case OP_checkcast:
        break;
    case OP_multianewarray:
        pop(a, s, code[bci + 3]), push(a, s, (int32_t)bci, 'A');
        break;
    default:   /* not a class-file opcode: give up on the rest, as HotSpot does */
        a->all_done = false;
        a->added = false;
        stack_free(s);
        return len;
    }
    if (falls_through) merge_into(a, bci + len, s);
    if (target >= 0) merge_into(a, (uint32_t)target, s);
    else if (target != -1) a->broken = true;
    for (uint32_t i = 0; i < ntargets; i++) {
        if (targets[i] < 0) a->broken = true;
        else merge_into(a, (uint32_t)targets[i], s);
    }
    free(targets);
    stack_free(s);
    return len;
}

static bool analyse(Analysis *a, uint32_t want_bci) {
    const CfMethod *cm = a->m->cf;
    a->code = cm->code;
    a->len = cm->code_len;
    a->cap = (uint32_t)cm->max_stack + 4;
    a->stacks = calloc(a->len + 1, sizeof *a->stacks);
    if (!a->stacks) return false;
    a->stacks[0] = stack_copy(a, NULL);
    for (uint16_t i = 0; i < cm->nhandlers; i++) {
        uint16_t h = cm->handlers[i].handler_pc;
        if (h < a->len && !a->stacks[h]) {
            a->stacks[h] = stack_copy(a, NULL);
            if (a->stacks[h]) push(a, a->stacks[h], h, 'A');
        }
    }
    a->added = true;
    a->all_done = false;
    while (!a->all_done && a->added && !a->broken) {
        a->all_done = true;
        a->added = false;
        for (uint32_t i = 0; i < a->len && !a->broken;) {
            uint32_t n = simulate(a, i);
            if (n == 0) break;
            i += n;
            if (i == want_bci && a->stacks[i]) {
                a->all_done = true;
                break;
            }
        }
    }
    return !a->broken;
}

static void analysis_free(Analysis *a) {
    if (a->stacks)
        for (uint32_t i = 0; i <= a->len; i++) stack_free(a->stacks[i]);
    free(a->stacks);
}

/* ---- printing ---- */

typedef struct {
    char *p;
    size_t n, cap;
} Buf;

static void put(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(Buf *b, const char *fmt, ...) {
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int k = vsnprintf(b->p ? b->p + b->n : NULL, b->p ? b->cap - b->n : 0, fmt, ap);
        va_end(ap);
        if (k < 0) return;
        if (b->p && b->n + (size_t)k < b->cap) {
            b->n += (size_t)k;
            return;
        }
        size_t cap = (b->cap ? b->cap * 2 : 128) + (size_t)k;
        char *q = realloc(b->p, cap);
        if (!q) return;
        b->p = q;
        b->cap = cap;
    }
}

/* "java/lang/String" -> "String"; "java/lang/Object" -> "Object"; else the external name. */
static void put_class(Buf *b, const char *internal) {
    if (!internal) internal = "?";
    if (strcmp(internal, "java/lang/String") == 0 || strcmp(internal, "java/lang/Object") == 0) {
        put(b, "%s", internal + 10);
        return;
    }
    for (const char *p = internal; *p; p++) put(b, "%c", *p == '/' ? '.' : *p);
}

/* One parameter type of a descriptor in Java form ("int", "java.lang.String[]"); advances *d. */
static void put_param(Buf *b, const char **d) {
    int dims = 0;
    while (**d == '[') dims++, (*d)++;
    static const struct { char c; const char *name; } prims[] = {
        {'B', "byte"}, {'C', "char"}, {'D', "double"}, {'F', "float"}, {'I', "int"},
        {'J', "long"}, {'S', "short"}, {'Z', "boolean"}, {'V', "void"},
    };
    if (**d == 'L') {
        const char *end = strchr(*d, ';');
        if (!end) end = *d + strlen(*d);
        for (const char *p = *d + 1; p < end; p++) put(b, "%c", *p == '/' ? '.' : *p);
        *d = *end ? end + 1 : end;
    } else {
        for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++)
            if (prims[i].c == **d) put(b, "%s", prims[i].name);
        if (**d) (*d)++;
    }
    while (dims-- > 0) put(b, "[]");
}

/* "Foo.bar(int, String)". Parameter types spelled java.lang.Object or java.lang.String lose
 * their package when they start the list or follow ", " (so does any name that merely begins
 * with those characters, as in HotSpot: java.lang.StringBuilder prints as StringBuilder). */
static void put_method(Buf *b, const char *cls, const char *name, const char *desc) {
    put_class(b, cls);
    put(b, ".%s(", name);
    Buf params = {0};
    const char *d = desc[0] == '(' ? desc + 1 : desc;
    for (bool first = true; *d && *d != ')'; first = false) {
        if (!first) put(&params, ", ");
        put_param(&params, &d);
    }
    if (params.p) {
        size_t w = 0;
        for (size_t r = 0; r <= params.n; r++, w++) {
            const char *at = params.p + r;
            if ((r == 0 && (strncmp(at, "java.lang.Object", 16) == 0 || strncmp(at, "java.lang.String", 16) == 0)) ||
                (r >= 2 && (strncmp(at - 2, ", java.lang.Object", 18) == 0 ||
                            strncmp(at - 2, ", java.lang.String", 18) == 0)))
                r += 10;
            params.p[w] = params.p[r];
        }
        put(b, "%s", params.p);
        free(params.p);
    }
    put(b, ")");
}

static void put_local(Buf *b, const Method *m, uint32_t bci, unsigned slot, bool is_parameter) {
    const CfMethod *cm = m->cf;
    for (uint16_t i = 0; i < cm->nlocalvars; i++) {
        const CfLocalVar *v = &cm->localvars[i];
        if (bci >= v->start_pc && bci < (uint32_t)v->start_pc + v->length && v->slot == slot) {
            put(b, "%s", v->name);
            return;
        }
    }
    bool is_static = (m->access & ACC_STATIC) != 0;
    if (!is_static && slot == 0 && is_parameter) {
        put(b, "this");
        return;
    }
    unsigned at = is_static ? 0 : 1, index = 1;
    bool found = false;
    for (const char *d = m->desc + 1; *d && *d != ')'; index++) {
        char t = *d;
        while (*d == '[') d++;
        if (*d == 'L') d = strchr(d, ';');
        if (!d) break;
        d++;
        unsigned size = (t == 'J' || t == 'D') ? 2 : 1;
        if (slot >= at && slot < at + size) {
            found = true;
            break;
        }
        at += size;
    }
    if (found && is_parameter) put(b, "<parameter%u>", index);
    else put(b, "<local%u>", slot);
}

/* Describes the value in stack slot `slot` (0 = top) before instruction bci. */
static bool put_cause(Analysis *a, Buf *b, uint32_t bci, uint32_t slot, int detail, bool inner,
                      const char *prefix) {
    if (detail <= 0 || bci >= a->len || !a->stacks[bci]) return false;
    SimStack *st = a->stacks[bci];
    if (slot >= st->size) return false;
    Slot v = st->s[st->size - 1 - slot];
    if (v.bci == NO_BCI) return false;
    uint32_t src = (uint32_t)v.bci;
    const uint8_t *code = a->code;
    unsigned op = code[src];
    bool wide = op == OP_wide;
    if (wide) op = code[src + 1];
    bool is_invoke = op == OP_invokevirtual || op == OP_invokespecial || op == OP_invokestatic ||
                     op == OP_invokeinterface;
    if (detail == MAX_CAUSE_DETAIL && prefix && !is_invoke) put(b, "%s", prefix);
    const char *cls, *name, *desc;
    switch (op) {
    case OP_aload_0: case OP_aload_1: case OP_aload_2: case OP_aload_3:
        put_local(b, a->m, src, op - OP_aload_0, !was_written(st, op - OP_aload_0));
        return true;
    case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3:
        put_local(b, a->m, src, op - OP_iload_0, !was_written(st, op - OP_iload_0));
        return true;
    case OP_aload: case OP_iload: {
        unsigned k = local_index(code, src, wide);
        put_local(b, a->m, src, k, !was_written(st, k));
        return true;
    }
    case OP_aconst_null: put(b, "null"); return true;
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2: case OP_iconst_3:
    case OP_iconst_4: case OP_iconst_5:
        put(b, "%d", (int)op - OP_iconst_0);
        return true;
    case OP_bipush: put(b, "%d", (int)(int8_t)code[src + 1]); return true;
    case OP_sipush: put(b, "%d", (int)u2(code + src + 1)); return true;
    case OP_iaload: case OP_aaload:
        if (!put_cause(a, b, src, 1, detail - 1, inner, NULL)) put(b, "<array>");
        put(b, "[");
        if (!put_cause(a, b, src, 0, detail, true, NULL)) put(b, "...");
        put(b, "]");
        return true;
    case OP_getstatic:
        member(a, u2(code + src + 1), &cls, &name, NULL);
        put_class(b, cls);
        put(b, ".%s", name);
        return true;
    case OP_getfield:
        member(a, u2(code + src + 1), NULL, &name, NULL);
        if (put_cause(a, b, src, 0, detail - 1, inner, NULL)) put(b, ".");
        put(b, "%s", name);
        return true;
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface:
        member(a, u2(code + src + 1), &cls, &name, &desc);
        if (detail == MAX_CAUSE_DETAIL && !inner) put(b, " because the return value of \"");
        put_method(b, cls, name, desc);
        return true;
    default:
        return false;
    }
}

/* The stack slot holding the null for the instruction at bci; -2 for a constructor call (an
 * NPE made by `new`), -1 if the instruction cannot throw an implicit NPE. */
static int null_slot(Analysis *a, uint32_t bci) {
    const uint8_t *code = a->code;
    unsigned op = code[bci];
    const char *name, *desc;
    switch (op) {
    case OP_getfield: case OP_arraylength: case OP_athrow: case OP_monitorenter: case OP_monitorexit:
        return 0;
    case OP_iaload: case OP_faload: case OP_aaload: case OP_baload: case OP_caload: case OP_saload:
    case OP_laload: case OP_daload:
        return 1;
    case OP_iastore: case OP_fastore: case OP_aastore: case OP_bastore: case OP_castore: case OP_sastore:
        return 2;
    case OP_lastore: case OP_dastore:
        return 3;
    case OP_putfield:
        member(a, u2(code + bci + 1), NULL, NULL, &desc);
        return type_size(type_of_desc(desc[0]));
    case OP_invokevirtual: case OP_invokespecial: case OP_invokeinterface:
        member(a, u2(code + bci + 1), NULL, &name, &desc);
        if (strcmp(name, "<init>") == 0) return -2;
        return desc_arg_slots(desc);
    default:
        return -1;
    }
}

static void put_action(Analysis *a, Buf *b, uint32_t bci) {
    static const char *const elems[] = {
        [OP_iaload - OP_iaload] = "int", [OP_laload - OP_iaload] = "long",
        [OP_faload - OP_iaload] = "float", [OP_daload - OP_iaload] = "double",
        [OP_aaload - OP_iaload] = "object", [OP_baload - OP_iaload] = "byte/boolean",
        [OP_caload - OP_iaload] = "char", [OP_saload - OP_iaload] = "short",
    };
    const uint8_t *code = a->code;
    unsigned op = code[bci];
    const char *cls, *name, *desc;
    if (op >= OP_iaload && op <= OP_saload) {
        put(b, "Cannot load from %s array", elems[op - OP_iaload]);
        return;
    }
    if (op >= OP_iastore && op <= OP_sastore) {
        put(b, "Cannot store to %s array", elems[op - OP_iastore]);
        return;
    }
    switch (op) {
    case OP_arraylength: put(b, "Cannot read the array length"); break;
    case OP_athrow: put(b, "Cannot throw exception"); break;
    case OP_monitorenter: put(b, "Cannot enter synchronized block"); break;
    case OP_monitorexit: put(b, "Cannot exit synchronized block"); break;
    case OP_getfield:
        member(a, u2(code + bci + 1), NULL, &name, NULL);
        put(b, "Cannot read field \"%s\"", name);
        break;
    case OP_putfield:
        member(a, u2(code + bci + 1), NULL, &name, NULL);
        put(b, "Cannot assign field \"%s\"", name);
        break;
    default:   /* the invokes */
        member(a, u2(code + bci + 1), &cls, &name, &desc);
        put(b, "Cannot invoke \"");
        put_method(b, cls, name, desc);
        put(b, "\"");
        break;
    }
}

char *npe_message(const Method *m, uint32_t bci) {
    if (!m || (m->access & ACC_NATIVE) || !m->cf || !m->cf->has_code || !m->owner->cf ||
        bci >= m->cf->code_len)
        return NULL;
    Analysis a = {.m = m, .cf = m->owner->cf};
    a.code = m->cf->code;
    a.len = m->cf->code_len;
    int slot = null_slot(&a, bci);
    if (slot < 0) return NULL;
    Buf b = {0};
    bool analysed = analyse(&a, bci);
    put_action(&a, &b, bci);
    if (analysed && put_cause(&a, &b, bci, (uint32_t)slot, MAX_CAUSE_DETAIL, false, " because \""))
        put(&b, "\" is null");
    analysis_free(&a);
    return b.p;
}
