/* refmap.c: reference maps for interpreter frames (see refmap.h).
 *
 * The analysis is the JVMS 4.10.2 type-inference data flow with the type lattice cut down to
 * what a moving collector needs. Each local / operand-stack slot has one of these types:
 *
 *   top, int, float, long + long2, double + double2 (first and second slot of a category-2
 *   value), ref (any initialized reference or null), uninit(bci of the `new`),
 *   uninitThis, returnAddress(subroutine start).
 *
 * ref, uninit and uninitThis are the "reference" kinds: their bit is 1 in the map. Merging at a
 * join keeps equal types, turns two different reference kinds into ref and everything else into
 * top. A top slot may hold anything at run time, so every instruction that reads a slot checks its
 * type (aload needs a reference local, areturn a reference on the stack, iadd two ints ...): that
 * check is what makes a 0 bit safe, because a slot the map calls top is never used as a
 * reference. A method that fails one of these checks is rejected ("bci N: ..."), like the
 * verifier would.
 *
 * The data flow runs over extended basic blocks: a state is stored only at "leaders" (bci 0,
 * branch / switch / jsr targets, exception handlers, jsr instructions and the instructions after
 * them); straight-line code, including the fall-through of a conditional branch, is simulated
 * from the leader's state. Blocks whose entry state changed are re-run in bci order until nothing
 * changes, then a last pass over the reachable blocks records the bitmaps of every instruction.
 *
 * Exception handlers: the entry state of a handler is the merge, over every instruction inside
 * one of its [start_pc, end_pc) ranges, of the locals before the instruction and (for
 * instructions that change locals: stores, <init> calls) after it, with a stack of exactly one
 * reference.
 *
 * jsr / ret (class files older than version 51; rejected in newer ones, JVMS 4.9.1): jsr L pushes
 * returnAddress(L) and jumps to L. Before the analysis, the set of locals each subroutine may
 * write (`mod`) is computed by walking everything reachable from L (branches, handlers, nested
 * subroutines and the code after their jsr) without going past a ret. A `ret x`
 * whose local x has type returnAddress(L) merges its state into an accumulator for L; from it,
 * every jsr site S targeting L gets an edge to S + length with
 *     locals[i] = mod_L[i] ? accumulator.locals[i] : (state before the jsr at S).locals[i]
 * and the accumulator's stack (then a long/double half whose partner came from the other state
 * becomes top). This is the old verifier's rule, so locals the subroutine does not
 * touch keep their per-call-site types. A returnAddress is not a reference; merging two different
 * returnAddresses gives top, and ret on anything but a returnAddress is an error.
 *
 * Result: one allocation holding the reachable instruction starts in bci order, each with a 16-bit
 * record number; a record is a distinct (locals bits, stack bits, stack depth) triple, stored once
 * (many instructions share one). That is 4 bytes per instruction plus 6 per record plus the
 * bitmaps of the records. refmaps_at is a binary search.
 *
 * No global state: concurrent calls on different methods are safe. */
#include "refmap.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bounds on the memory used while analysing one method (stored states and subroutine sets) and
 * on the size of its maps; a method needing more is rejected instead of exhausting memory on
 * hostile input. */
#define RM_ANALYSIS_BUDGET ((size_t)256 << 20)
#define RM_MAPS_BUDGET ((size_t)64 << 20)
/* Bound on the work of one analysis, in slot copies / merges and instruction steps (a javac
 * method needs far less; hostile code could otherwise take minutes). */
#define RM_WORK_BUDGET ((uint64_t)1 << 27)
/* Bound on the instructions visited while computing the subroutines' written-locals sets; past
 * it, a subroutine is assumed to write every local (sound, only less precise). */
#define RM_SUB_WALK_BUDGET ((size_t)1 << 24)

/* ------------------------------------------------------------------------------------------ */
/* Types */

typedef uint32_t VType;            /* kind in bits 0..3, data (a bci) above */

enum {
    K_TOP = 0, K_INT, K_FLOAT, K_LONG, K_LONG2, K_DOUBLE, K_DOUBLE2,
    K_REF, K_UNINIT, K_UNINIT_THIS, K_RETADDR,
};

#define VT(k, d) ((VType)(k) | ((VType)(d) << 4))
#define VKIND(t) ((t) & 15u)
#define VDATA(t) ((t) >> 4)

static inline bool is_ref(VType t)
{
    unsigned k = VKIND(t);
    return k == K_REF || k == K_UNINIT || k == K_UNINIT_THIS;
}

static inline bool is_second_half(VType t) { return t == K_LONG2 || t == K_DOUBLE2; }
static inline bool is_first_half(VType t) { return t == K_LONG || t == K_DOUBLE; }

static inline VType merge_type(VType a, VType b)
{
    if (a == b)
        return a;
    if (is_ref(a) && is_ref(b))
        return K_REF;
    return K_TOP;
}

/* ------------------------------------------------------------------------------------------ */
/* Analysis context */

typedef struct {
    uint32_t depth;
    VType *loc;                    /* max_locals entries */
    VType *stk;                    /* max_stack entries */
} State;

typedef struct {
    uint32_t bci, target;          /* a jsr / jsr_w and its subroutine */
} JsrSite;

typedef struct {
    const ClassFile *cf;
    const CfMethod *m;
    const uint8_t *code;
    uint32_t len;
    uint32_t nl, ms, nslots;       /* max_locals, max_stack, their sum */
    char *err;
    size_t errlen;
    uint32_t bci;                  /* instruction being analysed, for messages */
    char ret;                      /* return descriptor character of the method */
    bool old_version;              /* class file version < 51: jsr/ret allowed */
    bool recording;                /* final pass: no propagation, record bitmaps */

    uint8_t *is_start;             /* [len] 1 at instruction starts */
    int32_t *leader_id;            /* [len] leader index or -1 */
    uint32_t nleaders;
    uint32_t *leaders;             /* [nleaders] bci, increasing */
    VType **states;                /* [nleaders] entry state: [0]=depth, then nslots types */
    uint8_t *pending;              /* [nleaders] */
    uint32_t npending;
    size_t budget_used;
    uint64_t work;                 /* against RM_WORK_BUDGET */

    JsrSite *jsrs;
    uint32_t njsrs;
    uint32_t nsubs;
    int32_t *sub_of_leader;        /* [nleaders] subroutine index or -1 */
    uint32_t *sub_target;          /* [nsubs] */
    uint8_t *sub_mod;              /* [nsubs * modbytes] locals a subroutine may write */
    uint32_t modbytes;
    VType **sub_acc;               /* [nsubs] merged state at the subroutine's rets */

    VType *tmp;                    /* [1 + nslots] scratch state for the jsr return edges */
    VType *wbuf;                   /* [nslots] the working state's slots */
    VType exc_stack[1];            /* stack of a handler's entry state */

    /* recording */
    uint32_t nentries, nrecs;
    uint16_t *e_bci, *e_rec;       /* [len] per instruction: bci, record */
    uint32_t *r_off;               /* [len] per record: offset of its bitmaps in blob */
    uint16_t *r_depth;             /* [len] per record: stack depth */
    uint8_t *blob;
    size_t blob_len, blob_cap;
    uint32_t *hash;                /* open addressing over record indices + 1 */
    uint32_t hash_mask;
    uint32_t lbytes;
    uint8_t *bits;                 /* scratch bitmap for one instruction */
    uint32_t lhash;                /* hash of the locals part of bits (xor of slot_hash) */
    uint32_t chg_lo, chg_hi;       /* locals written by the last instruction (lo > hi: none) */
} Ctx;

static bool fail_at(Ctx *c, uint32_t bci, const char *fmt, ...)
{
    if (c->err && c->errlen) {
        int n = snprintf(c->err, c->errlen, "bci %u: ", (unsigned)bci);
        if (n >= 0 && (size_t)n < c->errlen) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(c->err + n, c->errlen - (size_t)n, fmt, ap);
            va_end(ap);
        }
    }
    return false;
}

#define FAIL(...) fail_at(c, c->bci, __VA_ARGS__)
#define TRY(x) do { if (!(x)) return false; } while (0)

static inline uint16_t rd_u2(const uint8_t *p) { return (uint16_t)((p[0] << 8) | p[1]); }
static inline int16_t rd_s2(const uint8_t *p) { return (int16_t)rd_u2(p); }
static inline int32_t rd_s4(const uint8_t *p)
{
    return (int32_t)(((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) |
                     p[3]);
}

/* ------------------------------------------------------------------------------------------ */
/* Instruction decoding */

/* Fixed instruction lengths; 0 = variable (switches, wide), -1 = not an opcode. */
static const int8_t op_len[256] = {
    /* 0x00 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /* 0x10 */ 2, 3, 2, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1,
    /* 0x20 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /* 0x30 */ 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1,
    /* 0x40 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /* 0x50 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /* 0x60 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /* 0x70 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /* 0x80 */ 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    /* 0x90 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3,
    /* 0xa0 */ 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 0, 0, 1, 1, 1, 1,
    /* 0xb0 */ 1, 1, 3, 3, 3, 3, 3, 3, 3, 5, 5, 3, 2, 3, 1, 1,
    /* 0xc0 */ 3, 3, 1, 1, 0, 4, 3, 3, 5, 5, -1, -1, -1, -1, -1, -1,
    /* 0xd0 */ -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    /* 0xe0 */ -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    /* 0xf0 */ -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
};

enum {
    OP_ILOAD = 0x15, OP_LLOAD, OP_FLOAD, OP_DLOAD, OP_ALOAD,
    OP_ISTORE = 0x36, OP_LSTORE, OP_FSTORE, OP_DSTORE, OP_ASTORE,
    OP_IINC = 0x84, OP_GOTO = 0xa7, OP_JSR = 0xa8, OP_RET = 0xa9,
    OP_TABLESWITCH = 0xaa, OP_LOOKUPSWITCH = 0xab,
    OP_WIDE = 0xc4, OP_GOTO_W = 0xc8, OP_JSR_W = 0xc9,
};

/* Length of the instruction at bci (which is < c->len), or 0 with an error set. */
static uint32_t decode_len(Ctx *c, uint32_t bci)
{
    const uint8_t *code = c->code;
    uint8_t op = code[bci];
    int l = op_len[op];
    uint64_t n;
    if (l > 0)
        n = (uint32_t)l;
    else if (l < 0) {
        fail_at(c, bci, "illegal opcode 0x%02x", op);
        return 0;
    } else if (op == OP_WIDE) {
        if (bci + 1 >= c->len) {
            fail_at(c, bci, "truncated wide instruction");
            return 0;
        }
        uint8_t op2 = code[bci + 1];
        if ((op2 >= OP_ILOAD && op2 <= OP_ALOAD) || (op2 >= OP_ISTORE && op2 <= OP_ASTORE) ||
            op2 == OP_RET)
            n = 4;
        else if (op2 == OP_IINC)
            n = 6;
        else {
            fail_at(c, bci, "illegal opcode 0x%02x after wide", op2);
            return 0;
        }
    } else {
        uint32_t base = (bci + 4) & ~3u;   /* after the padding, aligned on bci 0 */
        if ((uint64_t)base + (op == OP_TABLESWITCH ? 12 : 8) > c->len) {
            fail_at(c, bci, "truncated %s", op == OP_TABLESWITCH ? "tableswitch" : "lookupswitch");
            return 0;
        }
        if (op == OP_TABLESWITCH) {
            int32_t lo = rd_s4(code + base + 4), hi = rd_s4(code + base + 8);
            if (lo > hi) {
                fail_at(c, bci, "tableswitch low %d > high %d", (int)lo, (int)hi);
                return 0;
            }
            n = (uint64_t)(base - bci) + 12 + 4 * ((uint64_t)((int64_t)hi - lo) + 1);
        } else {
            int32_t np = rd_s4(code + base + 4);
            if (np < 0) {
                fail_at(c, bci, "lookupswitch with %d pairs", (int)np);
                return 0;
            }
            n = (uint64_t)(base - bci) + 8 + 8 * (uint64_t)np;
        }
    }
    if ((uint64_t)bci + n > c->len) {
        fail_at(c, bci, "instruction runs past the end of the code");
        return 0;
    }
    return (uint32_t)n;
}

/* Checks a branch from bci by offset; returns the target or -1 with an error set. */
static int64_t branch_target(Ctx *c, uint32_t bci, int64_t off)
{
    int64_t t = (int64_t)bci + off;
    if (t < 0 || t >= (int64_t)c->len || !c->is_start[t]) {
        fail_at(c, bci, "bad branch target %lld", (long long)t);
        return -1;
    }
    return t;
}

/* Calls fn(c, target, arg) for every branch target of the (valid) instruction at bci: the
 * conditional / unconditional branch, jsr target, switch cases and default. Returns false on a
 * bad target or if fn fails. */
typedef bool (*TargetFn)(Ctx *c, uint32_t from, uint32_t target, void *arg);

static bool for_each_target(Ctx *c, uint32_t bci, TargetFn fn, void *arg)
{
    const uint8_t *code = c->code;
    uint8_t op = code[bci];
    int64_t t;
    if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7) {
        TRY((t = branch_target(c, bci, rd_s2(code + bci + 1))) >= 0);
        return fn(c, bci, (uint32_t)t, arg);
    }
    if (op == OP_GOTO_W || op == OP_JSR_W) {
        TRY((t = branch_target(c, bci, rd_s4(code + bci + 1))) >= 0);
        return fn(c, bci, (uint32_t)t, arg);
    }
    if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH) {
        uint32_t base = (bci + 4) & ~3u;
        TRY((t = branch_target(c, bci, rd_s4(code + base))) >= 0);
        TRY(fn(c, bci, (uint32_t)t, arg));
        uint64_t n, step, first;
        if (op == OP_TABLESWITCH) {
            n = (uint64_t)((int64_t)rd_s4(code + base + 8) - rd_s4(code + base + 4)) + 1;
            first = base + 12;
            step = 4;
        } else {
            n = (uint32_t)rd_s4(code + base + 4);
            first = base + 12;
            step = 8;
        }
        for (uint64_t i = 0; i < n; i++) {
            TRY((t = branch_target(c, bci, rd_s4(code + first + i * step))) >= 0);
            TRY(fn(c, bci, (uint32_t)t, arg));
        }
    }
    return true;
}

/* Does control never continue with the next instruction? */
static bool ends_flow(uint8_t op)
{
    return op == OP_GOTO || op == OP_GOTO_W || op == OP_JSR || op == OP_JSR_W || op == OP_RET ||
           op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH || (op >= 0xac && op <= 0xb1) ||
           op == 0xbf;
}

static bool is_jsr(uint8_t op) { return op == OP_JSR || op == OP_JSR_W; }

/* ------------------------------------------------------------------------------------------ */
/* Leaders and stored states */

static bool mark_leader(Ctx *c, uint32_t from, uint32_t target, void *arg)
{
    (void)from;
    (void)arg;
    c->leader_id[target] = 0;
    return true;
}

static VType *new_state(Ctx *c)
{
    size_t sz = ((size_t)c->nslots + 1) * sizeof(VType);
    if (c->budget_used + sz > RM_ANALYSIS_BUDGET) {
        FAIL("method too large to analyse (%u slots per state)", (unsigned)c->nslots);
        return NULL;
    }
    VType *s = malloc(sz);
    if (!s) {
        FAIL("out of memory");
        return NULL;
    }
    c->budget_used += sz;
    return s;
}

/* Merges (depth, loc, stk) into the stored state of leader `target`. */
static bool merge_into(Ctx *c, uint32_t from, uint32_t target, uint32_t depth, const VType *loc,
                       const VType *stk)
{
    if (c->recording)
        return true;
    if ((c->work += c->nslots + 1) > RM_WORK_BUDGET)
        return fail_at(c, from, "method too complex to analyse");
    int32_t id = c->leader_id[target];
    VType *s = c->states[id];
    if (!s) {
        TRY(s = new_state(c));
        s[0] = depth;
        memcpy(s + 1, loc, c->nl * sizeof(VType));
        memcpy(s + 1 + c->nl, stk, depth * sizeof(VType));
        c->states[id] = s;
        c->pending[id] = 1;
        c->npending++;
        return true;
    }
    if (s[0] != depth)
        return fail_at(c, target, "inconsistent stack depth at join (%u from bci %u, %u before)",
                       (unsigned)depth, (unsigned)from, (unsigned)s[0]);
    bool changed = false;
    VType *sl = s + 1, *ss = s + 1 + c->nl;
    for (uint32_t i = 0; i < c->nl; i++) {
        VType t = merge_type(sl[i], loc[i]);
        if (t != sl[i]) {
            sl[i] = t;
            changed = true;
        }
    }
    for (uint32_t i = 0; i < depth; i++) {
        VType t = merge_type(ss[i], stk[i]);
        if (t != ss[i]) {
            ss[i] = t;
            changed = true;
        }
    }
    if (changed && !c->pending[id]) {
        c->pending[id] = 1;
        c->npending++;
    }
    return true;
}

static bool flow_to(Ctx *c, uint32_t from, uint32_t target, void *arg)
{
    const State *s = arg;
    return merge_into(c, from, target, s->depth, s->loc, s->stk);
}

/* Exception edges of the instruction at bci with the given locals. */
static bool flow_to_handlers(Ctx *c, uint32_t bci, const VType *loc)
{
    if (c->recording)
        return true;
    for (uint32_t i = 0; i < c->m->nhandlers; i++) {
        const CfHandler *h = &c->m->handlers[i];
        if (bci >= h->start_pc && bci < h->end_pc)
            TRY(merge_into(c, bci, h->handler_pc, 1, loc, c->exc_stack));
    }
    return true;
}

/* ------------------------------------------------------------------------------------------ */
/* jsr / ret */

/* Return edge from the subroutine accumulator `acc` of sub k to the jsr at site. */
static bool return_edge(Ctx *c, uint32_t k, const VType *acc, uint32_t site)
{
    const VType *pre = c->states[c->leader_id[site]];
    if (!pre)
        return true;                   /* that call site is not reached (yet) */
    uint32_t after = site + (c->code[site] == OP_JSR ? 3 : 5);
    if (after >= c->len)
        return fail_at(c, site, "jsr falls off the end of the code");
    const uint8_t *mod = c->sub_mod + (size_t)k * c->modbytes;
    VType *t = c->tmp;
    for (uint32_t i = 0; i < c->nl; i++)
        t[i] = refmap_bit(mod, i) ? acc[1 + i] : pre[1 + i];
    /* a long/double half whose other half came from the other state is unusable */
    for (uint32_t i = 0; i < c->nl; i++) {
        if (is_first_half(t[i]) && (i + 1 >= c->nl || t[i + 1] != t[i] + 1))
            t[i] = K_TOP;
        else if (is_second_half(t[i]) && (i == 0 || t[i - 1] != t[i] - 1))
            t[i] = K_TOP;
    }
    return merge_into(c, site, after, acc[0], t, acc + 1 + c->nl);
}

static bool do_ret(Ctx *c, const State *s, uint32_t idx)
{
    if (idx >= c->nl)
        return FAIL("local %u out of range (max_locals %u)", (unsigned)idx, (unsigned)c->nl);
    VType t = s->loc[idx];
    if (VKIND(t) != K_RETADDR)
        return FAIL("ret on local %u which is not a returnAddress", (unsigned)idx);
    if (c->recording)
        return true;
    uint32_t target = VDATA(t);
    int32_t k = c->sub_of_leader[c->leader_id[target]];
    VType *acc = c->sub_acc[k];
    bool changed = false;
    if (!acc) {
        TRY(acc = new_state(c));
        acc[0] = s->depth;
        memcpy(acc + 1, s->loc, c->nl * sizeof(VType));
        memcpy(acc + 1 + c->nl, s->stk, s->depth * sizeof(VType));
        c->sub_acc[k] = acc;
        changed = true;
    } else {
        if (acc[0] != s->depth)
            return FAIL("stack depth %u at ret differs from another ret of subroutine %u (%u)",
                        (unsigned)s->depth, (unsigned)target, (unsigned)acc[0]);
        for (uint32_t i = 0; i < c->nl; i++) {
            VType m = merge_type(acc[1 + i], s->loc[i]);
            changed |= m != acc[1 + i];
            acc[1 + i] = m;
        }
        for (uint32_t i = 0; i < s->depth; i++) {
            VType m = merge_type(acc[1 + c->nl + i], s->stk[i]);
            changed |= m != acc[1 + c->nl + i];
            acc[1 + c->nl + i] = m;
        }
    }
    c->work += c->njsrs;
    if (changed)
        for (uint32_t j = 0; j < c->njsrs; j++)
            if (c->jsrs[j].target == target)
                TRY(return_edge(c, (uint32_t)k, acc, c->jsrs[j].bci));
    return true;
}

static bool do_jsr(Ctx *c, uint32_t bci, State *s, uint32_t target)
{
    if (s->depth >= c->ms)
        return FAIL("operand stack overflow (max_stack %u)", (unsigned)c->ms);
    s->stk[s->depth++] = VT(K_RETADDR, target);
    TRY(merge_into(c, bci, target, s->depth, s->loc, s->stk));
    s->depth--;
    if (c->recording)
        return true;
    int32_t k = c->sub_of_leader[c->leader_id[target]];
    if (c->sub_acc[k])
        TRY(return_edge(c, (uint32_t)k, c->sub_acc[k], bci));
    return true;
}

/* Marks in mod the locals the instruction at bci writes. (Writing half of a long also changes
 * the other half's type: return_edge() clears halves whose partner came from the other state.) */
static void mark_written(Ctx *c, uint32_t bci, uint8_t *mod)
{
    const uint8_t *code = c->code;
    uint8_t op = code[bci];
    uint32_t idx, w;
    if (op == OP_WIDE) {
        op = code[bci + 1];
        if (op < OP_ISTORE || op > OP_ASTORE)
            return;
        idx = rd_u2(code + bci + 2);
    } else if (op >= OP_ISTORE && op <= OP_ASTORE)
        idx = code[bci + 1];
    else if (op >= 0x3b && op <= 0x4e) {
        idx = (uint32_t)(op - 0x3b) % 4;
        op = (uint8_t)(OP_ISTORE + (op - 0x3b) / 4);
    } else
        return;
    w = (op == OP_LSTORE || op == OP_DSTORE) ? 2 : 1;
    for (uint32_t i = idx; i < idx + w && i < c->nl; i++)
        mod[i >> 3] |= (uint8_t)(1u << (i & 7));
}

typedef struct {
    uint32_t *stack;
    uint32_t sp;
    uint8_t *visited;
} Walk;

static bool walk_push(Ctx *c, uint32_t from, uint32_t target, void *arg)
{
    (void)c;
    (void)from;
    Walk *w = arg;
    if (!w->visited[target]) {
        w->visited[target] = 1;
        w->stack[w->sp++] = target;
    }
    return true;
}

/* Computes sub_mod for every subroutine. */
static bool compute_sub_mods(Ctx *c)
{
    Walk w;
    w.stack = malloc((size_t)c->len * sizeof(uint32_t));
    w.visited = calloc(c->len, 1);
    uint32_t *seen = malloc((size_t)c->len * sizeof(uint32_t));
    if (!w.stack || !w.visited || !seen) {
        free(w.stack);
        free(w.visited);
        free(seen);
        return FAIL("out of memory");
    }
    size_t steps = 0;
    for (uint32_t k = 0; k < c->nsubs; k++) {
        uint8_t *mod = c->sub_mod + (size_t)k * c->modbytes;
        uint32_t nseen = 0;
        bool gave_up = false;
        w.sp = 0;
        walk_push(c, 0, c->sub_target[k], &w);
        while (w.sp) {
            uint32_t bci = w.stack[--w.sp];
            seen[nseen++] = bci;
            if (++steps > RM_SUB_WALK_BUDGET) {
                gave_up = true;
                break;
            }
            uint8_t op = c->code[bci];
            mark_written(c, bci, mod);
            for (uint32_t i = 0; i < c->m->nhandlers; i++) {
                const CfHandler *h = &c->m->handlers[i];
                if (bci >= h->start_pc && bci < h->end_pc)
                    walk_push(c, bci, h->handler_pc, &w);
            }
            if (op == OP_RET || (op == OP_WIDE && c->code[bci + 1] == OP_RET))
                continue;
            for_each_target(c, bci, walk_push, &w);   /* targets were validated already */
            uint32_t next = bci + decode_len(c, bci);
            if ((!ends_flow(op) || is_jsr(op)) && next < c->len)
                walk_push(c, bci, next, &w);
        }
        if (gave_up)
            memset(mod, 0xff, c->modbytes);
        for (uint32_t i = 0; i < nseen; i++)
            w.visited[seen[i]] = 0;
        for (uint32_t i = 0; i < w.sp; i++)
            w.visited[w.stack[i]] = 0;
    }
    free(w.stack);
    free(w.visited);
    free(seen);
    return true;
}

/* ------------------------------------------------------------------------------------------ */
/* Simulation of one instruction */

static bool push(Ctx *c, State *s, VType t)
{
    if (s->depth >= c->ms)
        return FAIL("operand stack overflow (max_stack %u)", (unsigned)c->ms);
    s->stk[s->depth++] = t;
    return true;
}

static bool push_kind(Ctx *c, State *s, unsigned k)
{
    TRY(push(c, s, k));
    if (k == K_LONG || k == K_DOUBLE)
        TRY(push(c, s, k + 1));
    return true;
}

static const char *kind_name(unsigned k)
{
    static const char *const names[] = {
        "top", "int", "float", "long", "long (2nd half)", "double", "double (2nd half)",
        "reference", "uninitialized", "uninitializedThis", "returnAddress",
    };
    return k < sizeof names / sizeof names[0] ? names[k] : "?";
}

/* Pops a value of kind k (K_REF accepts every reference kind). */
static bool pop_kind(Ctx *c, State *s, unsigned k, VType *out)
{
    unsigned w = (k == K_LONG || k == K_DOUBLE) ? 2 : 1;
    if (s->depth < w)
        return FAIL("operand stack underflow");
    VType t = s->stk[s->depth - w];
    bool ok = k == K_REF ? is_ref(t) : t == k && (w == 1 || s->stk[s->depth - 1] == k + 1);
    if (!ok)
        return FAIL("expected %s on the stack, found %s", kind_name(k), kind_name(VKIND(t)));
    s->depth -= w;
    if (out)
        *out = t;
    return true;
}

static bool pop_n(Ctx *c, State *s, unsigned n, unsigned k)
{
    while (n--)
        TRY(pop_kind(c, s, k, NULL));
    return true;
}

/* Kind of a field descriptor or of one argument; *end past it. K_TOP for 'V', -1 if bad. */
static int desc_kind(const char *d, const char **end)
{
    switch (*d) {
    case 'Z': case 'B': case 'C': case 'S': case 'I':
        *end = d + 1;
        return K_INT;
    case 'F':
        *end = d + 1;
        return K_FLOAT;
    case 'J':
        *end = d + 1;
        return K_LONG;
    case 'D':
        *end = d + 1;
        return K_DOUBLE;
    case 'V':
        *end = d + 1;
        return K_TOP;
    case 'L': {
        const char *p = strchr(d, ';');
        if (!p || p == d + 1)
            return -1;
        *end = p + 1;
        return K_REF;
    }
    case '[': {
        const char *p = d;
        while (*p == '[')
            p++;
        if (p - d > 255 || *p == 'V')
            return -1;
        if (desc_kind(p, end) < 0)
            return -1;
        return K_REF;
    }
    default:
        return -1;
    }
}

/* Parses a method descriptor: argument kinds (at most 255 slots) and the return kind. */
typedef struct {
    uint8_t nargs;
    uint8_t args[255];
    int ret;                       /* K_TOP for void */
    char ret_char;
    uint32_t slots;
} MDesc;

static bool parse_mdesc(const char *d, MDesc *md)
{
    md->nargs = 0;
    md->slots = 0;
    if (!d || *d != '(')
        return false;
    d++;
    while (*d != ')') {
        const char *e;
        int k = desc_kind(d, &e);
        if (k < 0 || k == K_TOP)
            return false;
        md->slots += (k == K_LONG || k == K_DOUBLE) ? 2 : 1;
        if (md->slots > 255)
            return false;
        md->args[md->nargs++] = (uint8_t)k;
        d = e;
    }
    d++;
    const char *e;
    md->ret_char = *d;
    md->ret = desc_kind(d, &e);
    return md->ret >= 0 && *e == 0;
}

static bool field_kind(const char *d, int *k)
{
    const char *e;
    *k = d ? desc_kind(d, &e) : -1;
    return *k > 0 && *e == 0;
}

static bool load_local(Ctx *c, State *s, uint32_t idx, unsigned k)
{
    uint32_t w = (k == K_LONG || k == K_DOUBLE) ? 2 : 1;
    if ((uint64_t)idx + w > c->nl)
        return FAIL("local %u out of range (max_locals %u)", (unsigned)idx, (unsigned)c->nl);
    VType t = s->loc[idx];
    bool ok = k == K_REF ? is_ref(t) : t == k && (w == 1 || s->loc[idx + 1] == k + 1);
    if (!ok)
        return FAIL("load of %s from local %u which holds %s", kind_name(k), (unsigned)idx,
                    kind_name(VKIND(t)));
    if (k == K_REF)
        return push(c, s, t);
    return push_kind(c, s, k);
}

static bool store_local(Ctx *c, State *s, uint32_t idx, unsigned k)
{
    uint32_t w = (k == K_LONG || k == K_DOUBLE) ? 2 : 1;
    if ((uint64_t)idx + w > c->nl)
        return FAIL("local %u out of range (max_locals %u)", (unsigned)idx, (unsigned)c->nl);
    VType t;
    if (k == K_REF) {
        /* astore takes a reference or a returnAddress */
        if (s->depth < 1)
            return FAIL("operand stack underflow");
        t = s->stk[s->depth - 1];
        if (!is_ref(t) && VKIND(t) != K_RETADDR)
            return FAIL("astore of %s", kind_name(VKIND(t)));
        s->depth--;
    } else {
        TRY(pop_kind(c, s, k, &t));
    }
    c->chg_lo = idx > 0 ? idx - 1 : 0;        /* for the recording of the locals bits */
    c->chg_hi = idx + w;
    if (idx > 0 && is_first_half(s->loc[idx - 1]))
        s->loc[idx - 1] = K_TOP;
    if (idx + w < c->nl && is_second_half(s->loc[idx + w]))
        s->loc[idx + w] = K_TOP;
    s->loc[idx] = t;
    if (w == 2)
        s->loc[idx + 1] = k + 1;
    return true;
}

/* Splitting check for the untyped stack instructions: is the boundary below stack slot p in the
 * middle of a long/double? */
static bool splits(const State *s, uint32_t p) { return p < s->depth && is_second_half(s->stk[p]); }

static bool stack_op(Ctx *c, State *s, uint8_t op)
{
    static const struct { uint8_t need, b1, b2, copy, under; } forms[] = {
        /* need: slots used; b1, b2: boundaries (from the top) that must not split a value;
         * copy: slots duplicated; under: how many slots the copy goes below */
        [0x57 - 0x57] = { 1, 1, 1, 0, 0 },   /* pop */
        [0x58 - 0x57] = { 2, 2, 2, 0, 0 },   /* pop2 */
        [0x59 - 0x57] = { 1, 1, 1, 1, 1 },   /* dup */
        [0x5a - 0x57] = { 2, 1, 2, 1, 2 },   /* dup_x1 */
        [0x5b - 0x57] = { 3, 1, 3, 1, 3 },   /* dup_x2 */
        [0x5c - 0x57] = { 2, 2, 2, 2, 2 },   /* dup2 */
        [0x5d - 0x57] = { 3, 2, 3, 2, 3 },   /* dup2_x1 */
        [0x5e - 0x57] = { 4, 2, 4, 2, 4 },   /* dup2_x2 */
        [0x5f - 0x57] = { 2, 1, 2, 0, 0 },   /* swap */
    };
    const uint32_t d = s->depth;
    const unsigned f = op - 0x57;
    if (d < forms[f].need)
        return FAIL("operand stack underflow");
    if (splits(s, d - forms[f].b1) || splits(s, d - forms[f].b2))
        return FAIL("%s would split a long or double", op == 0x5f ? "swap" : "stack operation");
    if (op == 0x57 || op == 0x58) {
        s->depth -= forms[f].need;
        return true;
    }
    if (op == 0x5f) {
        VType t = s->stk[d - 1];
        s->stk[d - 1] = s->stk[d - 2];
        s->stk[d - 2] = t;
        return true;
    }
    uint32_t n = forms[f].copy, under = forms[f].under;
    if (d + n > c->ms)
        return FAIL("operand stack overflow (max_stack %u)", (unsigned)c->ms);
    /* ... x[under] ... -> ... top n slots, x[under] ... : move the top `under` slots up by n and
     * put a copy of the top n slots below them */
    VType copy[2];
    memcpy(copy, s->stk + d - n, n * sizeof(VType));
    memmove(s->stk + d - under + n, s->stk + d - under, under * sizeof(VType));
    memcpy(s->stk + d - under, copy, n * sizeof(VType));
    s->depth = d + n;
    return true;
}

/* Pool entry idx, or NULL with an error if the index is out of range. */
static const CfConst *pool_entry(Ctx *c, uint32_t idx)
{
    if (idx == 0 || idx >= c->cf->cp_count) {
        FAIL("constant pool index %u out of range", (unsigned)idx);
        return NULL;
    }
    return &c->cf->cp[idx];
}

static uint8_t pool_tag(const ClassFile *cf, uint32_t idx)
{
    return idx && idx < cf->cp_count ? cf->cp[idx].tag : 0;
}

static bool check_class(Ctx *c, uint32_t idx)
{
    if (pool_tag(c->cf, idx) != CONST_Class || !cf_class_name(c->cf, (uint16_t)idx))
        return FAIL("constant pool index %u is not a Class", (unsigned)idx);
    return true;
}

static bool do_ldc(Ctx *c, State *s, uint32_t idx, bool wide2)
{
    const CfConst *e;
    TRY(e = pool_entry(c, idx));
    int k = -1;
    switch (e->tag) {
    case CONST_Integer: k = K_INT; break;
    case CONST_Float: k = K_FLOAT; break;
    case CONST_Long: k = K_LONG; break;
    case CONST_Double: k = K_DOUBLE; break;
    case CONST_String: case CONST_Class: case CONST_MethodType: case CONST_MethodHandle:
        k = K_REF;
        break;
    case CONST_Dynamic: {
        const char *cls = NULL, *name = NULL, *desc = NULL;
        if (!cf_member_ref(c->cf, (uint16_t)idx, &cls, &name, &desc) || !field_kind(desc, &k))
            return FAIL("bad Dynamic constant %u", (unsigned)idx);
        break;
    }
    default:
        return FAIL("ldc of constant pool entry %u with tag %u", (unsigned)idx, (unsigned)e->tag);
    }
    bool cat2 = k == K_LONG || k == K_DOUBLE;
    if (cat2 != wide2)
        return FAIL("%s of a category %d constant", wide2 ? "ldc2_w" : "ldc", cat2 ? 2 : 1);
    return push_kind(c, s, (unsigned)k);
}

static bool do_field(Ctx *c, State *s, uint8_t op, uint32_t idx)
{
    const CfConst *e;
    const char *cls = NULL, *name = NULL, *desc = NULL;
    int k;
    TRY(e = pool_entry(c, idx));
    if (e->tag != CONST_Fieldref || !cf_member_ref(c->cf, (uint16_t)idx, &cls, &name, &desc) ||
        !field_kind(desc, &k))
        return FAIL("constant pool index %u is not a valid Fieldref", (unsigned)idx);
    switch (op) {
    case 0xb2: /* getstatic */
        return push_kind(c, s, (unsigned)k);
    case 0xb3: /* putstatic */
        return pop_kind(c, s, (unsigned)k, NULL);
    case 0xb4: /* getfield */
        TRY(pop_kind(c, s, K_REF, NULL));
        return push_kind(c, s, (unsigned)k);
    default:   /* putfield: the object may be uninitialized (fields set before super()) */
        TRY(pop_kind(c, s, (unsigned)k, NULL));
        return pop_kind(c, s, K_REF, NULL);
    }
}

static bool do_invoke(Ctx *c, State *s, uint8_t op, uint32_t idx, bool *locals_changed)
{
    const CfConst *e;
    const char *cls = NULL, *name = NULL, *desc = NULL;
    TRY(e = pool_entry(c, idx));
    bool tag_ok;
    switch (op) {
    case 0xb6: tag_ok = e->tag == CONST_Methodref; break;
    case 0xb9: tag_ok = e->tag == CONST_InterfaceMethodref; break;
    case 0xba: tag_ok = e->tag == CONST_InvokeDynamic; break;
    default: tag_ok = e->tag == CONST_Methodref || e->tag == CONST_InterfaceMethodref; break;
    }
    MDesc md;
    if (!tag_ok || !cf_member_ref(c->cf, (uint16_t)idx, &cls, &name, &desc) || !name ||
        !parse_mdesc(desc, &md))
        return FAIL("constant pool index %u is not a valid %s", (unsigned)idx,
                    op == 0xba ? "InvokeDynamic" : "method reference");
    for (int i = md.nargs - 1; i >= 0; i--)
        TRY(pop_kind(c, s, md.args[i], NULL));
    if (op != 0xb8 && op != 0xba) {
        VType recv;
        TRY(pop_kind(c, s, K_REF, &recv));
        if (op == 0xb7 && strcmp(name, "<init>") == 0) {
            if (md.ret != K_TOP)
                return FAIL("<init> must return void");
            if (VKIND(recv) == K_UNINIT || VKIND(recv) == K_UNINIT_THIS) {
                *locals_changed = true;
                c->work += c->nl + s->depth;
                /* the object is now initialized: every copy of it becomes a plain ref */
                for (uint32_t i = 0; i < c->nl; i++)
                    if (s->loc[i] == recv)
                        s->loc[i] = K_REF;
                for (uint32_t i = 0; i < s->depth; i++)
                    if (s->stk[i] == recv)
                        s->stk[i] = K_REF;
            }
        }
    }
    if (md.ret != K_TOP)
        TRY(push_kind(c, s, (unsigned)md.ret));
    return true;
}

static bool do_return(Ctx *c, State *s, uint8_t op)
{
    static const char want[] = { 'I', 'J', 'F', 'D', 'L', 'V' };
    static const uint8_t kinds[] = { K_INT, K_LONG, K_FLOAT, K_DOUBLE, K_REF, K_TOP };
    char r = c->ret;
    if (r == 'Z' || r == 'B' || r == 'C' || r == 'S')
        r = 'I';
    else if (r == '[')
        r = 'L';
    unsigned i = op - 0xac;
    if (want[i] != r)
        return FAIL("return instruction does not match the method's return type %c", c->ret);
    if (kinds[i] != K_TOP)
        TRY(pop_kind(c, s, kinds[i], NULL));
    return true;
}

/* Arithmetic and conversions 0x60..0x98: operand kinds and result kind. */
static bool arith(Ctx *c, State *s, uint8_t op)
{
    static const uint8_t k4[4] = { K_INT, K_LONG, K_FLOAT, K_DOUBLE };
    unsigned a, b = 0, r;          /* pops b (top) then a; pushes r; b == 0: unary */
    if (op <= 0x73) {              /* add sub mul div rem: 4 kinds each */
        a = b = r = k4[(op - 0x60) % 4];
    } else if (op <= 0x77) {       /* neg */
        a = r = k4[op - 0x74];
    } else if (op <= 0x7d) {       /* shifts: value, int count */
        a = r = (op - 0x78) % 2 ? K_LONG : K_INT;
        b = K_INT;
    } else if (op <= 0x83) {       /* and or xor */
        a = b = r = (op - 0x7e) % 2 ? K_LONG : K_INT;
    } else if (op <= 0x93) {       /* conversions (0x84 iinc handled elsewhere) */
        static const uint8_t conv[][2] = {
            { K_INT, K_LONG }, { K_INT, K_FLOAT }, { K_INT, K_DOUBLE },
            { K_LONG, K_INT }, { K_LONG, K_FLOAT }, { K_LONG, K_DOUBLE },
            { K_FLOAT, K_INT }, { K_FLOAT, K_LONG }, { K_FLOAT, K_DOUBLE },
            { K_DOUBLE, K_INT }, { K_DOUBLE, K_LONG }, { K_DOUBLE, K_FLOAT },
            { K_INT, K_INT }, { K_INT, K_INT }, { K_INT, K_INT },
        };
        a = conv[op - 0x85][0];
        r = conv[op - 0x85][1];
    } else {                       /* lcmp fcmpl fcmpg dcmpl dcmpg */
        static const uint8_t cmp[] = { K_LONG, K_FLOAT, K_FLOAT, K_DOUBLE, K_DOUBLE };
        a = b = cmp[op - 0x94];
        r = K_INT;
    }
    if (b)
        TRY(pop_kind(c, s, b, NULL));
    TRY(pop_kind(c, s, a, NULL));
    return push_kind(c, s, r);
}

/* Simulates the instruction at bci on s: s becomes the state after it and every
 * control transfer other than the fall-through is propagated. *falls tells whether execution may
 * continue with the next instruction; *locals_changed whether the locals changed. */
static bool exec(Ctx *c, uint32_t bci, State *s, bool *falls, bool *locals_changed)
{
    /* kinds of the i/l/f/d/a families, and of the elements of the 8 array loads / stores */
    static const uint8_t k5[5] = { K_INT, K_LONG, K_FLOAT, K_DOUBLE, K_REF };
    static const uint8_t array_elem[8] = {
        K_INT, K_LONG, K_FLOAT, K_DOUBLE, K_REF, K_INT, K_INT, K_INT,
    };
    const uint8_t *code = c->code;
    uint8_t op = code[bci];
    *falls = !ends_flow(op);
    *locals_changed = false;

    if (op == 0x00)
        return true;
    if (op == 0x01)
        return push(c, s, K_REF);
    if (op <= 0x08 || op == 0x10 || op == 0x11)
        return push(c, s, K_INT);
    if (op <= 0x0a)
        return push_kind(c, s, K_LONG);
    if (op <= 0x0d)
        return push(c, s, K_FLOAT);
    if (op <= 0x0f)
        return push_kind(c, s, K_DOUBLE);
    if (op == 0x12)
        return do_ldc(c, s, code[bci + 1], false);
    if (op == 0x13 || op == 0x14)
        return do_ldc(c, s, rd_u2(code + bci + 1), op == 0x14);
    if (op >= OP_ILOAD && op <= OP_ALOAD)
        return load_local(c, s, code[bci + 1], k5[op - OP_ILOAD]);
    if (op >= 0x1a && op <= 0x2d)
        return load_local(c, s, (uint32_t)(op - 0x1a) % 4, k5[(op - 0x1a) / 4]);
    if (op >= 0x2e && op <= 0x35) {                       /* xaload */
        TRY(pop_kind(c, s, K_INT, NULL));
        TRY(pop_kind(c, s, K_REF, NULL));
        return push_kind(c, s, array_elem[op - 0x2e]);
    }
    if (op >= OP_ISTORE && op <= OP_ASTORE) {
        *locals_changed = true;
        return store_local(c, s, code[bci + 1], k5[op - OP_ISTORE]);
    }
    if (op >= 0x3b && op <= 0x4e) {
        *locals_changed = true;
        return store_local(c, s, (uint32_t)(op - 0x3b) % 4, k5[(op - 0x3b) / 4]);
    }
    if (op >= 0x4f && op <= 0x56) {                       /* xastore */
        TRY(pop_kind(c, s, array_elem[op - 0x4f], NULL));
        TRY(pop_kind(c, s, K_INT, NULL));
        return pop_kind(c, s, K_REF, NULL);
    }
    if (op >= 0x57 && op <= 0x5f)
        return stack_op(c, s, op);
    if (op >= 0x60 && op <= 0x98 && op != OP_IINC)
        return arith(c, s, op);
    switch (op) {
    case OP_IINC: {
        uint32_t idx = code[bci + 1];
        if (idx >= c->nl)
            return FAIL("local %u out of range (max_locals %u)", (unsigned)idx, (unsigned)c->nl);
        if (s->loc[idx] != K_INT)
            return FAIL("iinc of local %u which holds %s", (unsigned)idx,
                        kind_name(VKIND(s->loc[idx])));
        return true;
    }
    case 0x99: case 0x9a: case 0x9b: case 0x9c: case 0x9d: case 0x9e:
        TRY(pop_kind(c, s, K_INT, NULL));
        return for_each_target(c, bci, flow_to, s);
    case 0x9f: case 0xa0: case 0xa1: case 0xa2: case 0xa3: case 0xa4:
        TRY(pop_n(c, s, 2, K_INT));
        return for_each_target(c, bci, flow_to, s);
    case 0xa5: case 0xa6:
        TRY(pop_n(c, s, 2, K_REF));
        return for_each_target(c, bci, flow_to, s);
    case 0xc6: case 0xc7:
        TRY(pop_kind(c, s, K_REF, NULL));
        return for_each_target(c, bci, flow_to, s);
    case OP_GOTO: case OP_GOTO_W:
        return for_each_target(c, bci, flow_to, s);
    case OP_JSR: case OP_JSR_W: {
        if (!c->old_version)
            return FAIL("jsr in a class file of version %u (>= 51)", (unsigned)c->cf->major);
        int64_t t = branch_target(c, bci, op == OP_JSR ? rd_s2(code + bci + 1)
                                                       : rd_s4(code + bci + 1));
        TRY(t >= 0);
        return do_jsr(c, bci, s, (uint32_t)t);
    }
    case OP_RET:
        if (!c->old_version)
            return FAIL("ret in a class file of version %u (>= 51)", (unsigned)c->cf->major);
        return do_ret(c, s, code[bci + 1]);
    case OP_TABLESWITCH: case OP_LOOKUPSWITCH:
        TRY(pop_kind(c, s, K_INT, NULL));
        return for_each_target(c, bci, flow_to, s);
    case 0xac: case 0xad: case 0xae: case 0xaf: case 0xb0: case 0xb1:
        return do_return(c, s, op);
    case 0xb2: case 0xb3: case 0xb4: case 0xb5:
        return do_field(c, s, op, rd_u2(code + bci + 1));
    case 0xb6: case 0xb7: case 0xb8: case 0xb9: case 0xba:
        return do_invoke(c, s, op, rd_u2(code + bci + 1), locals_changed);
    case 0xbb: /* new */
        TRY(check_class(c, rd_u2(code + bci + 1)));
        return push(c, s, VT(K_UNINIT, bci));
    case 0xbc: /* newarray */
        if (code[bci + 1] < 4 || code[bci + 1] > 11)
            return FAIL("newarray of bad type %u", code[bci + 1]);
        TRY(pop_kind(c, s, K_INT, NULL));
        return push(c, s, K_REF);
    case 0xbd: /* anewarray */
        TRY(check_class(c, rd_u2(code + bci + 1)));
        TRY(pop_kind(c, s, K_INT, NULL));
        return push(c, s, K_REF);
    case 0xbe: /* arraylength */
        TRY(pop_kind(c, s, K_REF, NULL));
        return push(c, s, K_INT);
    case 0xbf: /* athrow */
        return pop_kind(c, s, K_REF, NULL);
    case 0xc0: /* checkcast */
        TRY(check_class(c, rd_u2(code + bci + 1)));
        TRY(pop_kind(c, s, K_REF, NULL));
        return push(c, s, K_REF);
    case 0xc1: /* instanceof */
        TRY(check_class(c, rd_u2(code + bci + 1)));
        TRY(pop_kind(c, s, K_REF, NULL));
        return push(c, s, K_INT);
    case 0xc2: case 0xc3: /* monitorenter, monitorexit */
        return pop_kind(c, s, K_REF, NULL);
    case 0xc5: { /* multianewarray */
        TRY(check_class(c, rd_u2(code + bci + 1)));
        if (code[bci + 3] == 0)
            return FAIL("multianewarray with 0 dimensions");
        TRY(pop_n(c, s, code[bci + 3], K_INT));
        return push(c, s, K_REF);
    }
    case OP_WIDE: {
        uint8_t op2 = code[bci + 1];
        uint32_t idx = rd_u2(code + bci + 2);
        if (op2 >= OP_ILOAD && op2 <= OP_ALOAD)
            return load_local(c, s, idx, k5[op2 - OP_ILOAD]);
        if (op2 >= OP_ISTORE && op2 <= OP_ASTORE) {
            *locals_changed = true;
            return store_local(c, s, idx, k5[op2 - OP_ISTORE]);
        }
        if (op2 == OP_RET) {
            *falls = false;
            if (!c->old_version)
                return FAIL("ret in a class file of version %u (>= 51)", (unsigned)c->cf->major);
            return do_ret(c, s, idx);
        }
        /* iinc */
        if (idx >= c->nl)
            return FAIL("local %u out of range (max_locals %u)", (unsigned)idx, (unsigned)c->nl);
        if (s->loc[idx] != K_INT)
            return FAIL("iinc of local %u which holds %s", (unsigned)idx,
                        kind_name(VKIND(s->loc[idx])));
        return true;
    }
    default:
        return FAIL("illegal opcode 0x%02x", op);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Recording */

static uint32_t hash_bytes(const uint8_t *p, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 16777619u;
    return h ^ (uint32_t)n;
}

static inline uint32_t slot_hash(uint32_t i)
{
    uint32_t h = (i + 1) * 0x9e3779b1u;
    h ^= h >> 15;
    h *= 0x85ebca6bu;
    return h ^ (h >> 13);
}

/* Sets the locals bits of slots lo..hi (inclusive) in c->bits from s, keeping c->lhash. */
static void update_local_bits(Ctx *c, const State *s, uint32_t lo, uint32_t hi)
{
    for (uint32_t i = lo; i <= hi && i < c->nl; i++) {
        uint8_t m = (uint8_t)(1u << (i & 7));
        bool was = (c->bits[i >> 3] & m) != 0, now = is_ref(s->loc[i]);
        if (was != now) {
            c->bits[i >> 3] ^= m;
            c->lhash ^= slot_hash(i);
        }
    }
}

static bool record(Ctx *c, uint32_t bci, const State *s)
{
    uint32_t sbytes = (s->depth + 7) / 8, n = c->lbytes + sbytes;
    uint8_t *b = c->bits;          /* its locals part is kept up to date by run_block */
    memset(b + c->lbytes, 0, sbytes);
    for (uint32_t i = 0; i < s->depth; i++)
        if (is_ref(s->stk[i]))
            b[c->lbytes + (i >> 3)] |= (uint8_t)(1u << (i & 7));

    uint32_t e = c->nentries++;
    c->e_bci[e] = (uint16_t)bci;
    /* a record (bitmaps + depth) equal to this one already? */
    uint32_t h = c->lhash ^ hash_bytes(b + c->lbytes, sbytes) ^ (s->depth * 0x9e3779b1u);
    for (uint32_t i = h & c->hash_mask;; i = (i + 1) & c->hash_mask) {
        uint32_t o = c->hash[i];
        if (!o) {
            if (c->blob_len + n > RM_MAPS_BUDGET)
                return FAIL("method too large to analyse (%zu bytes of maps)", c->blob_len);
            if (c->blob_len + n > c->blob_cap) {
                size_t cap = c->blob_cap * 2 + n;
                uint8_t *nb = realloc(c->blob, cap);
                if (!nb)
                    return FAIL("out of memory");
                c->blob = nb;
                c->blob_cap = cap;
            }
            memcpy(c->blob + c->blob_len, b, n);
            uint32_t rec = c->nrecs++;
            c->r_off[rec] = (uint32_t)c->blob_len;
            c->r_depth[rec] = (uint16_t)s->depth;
            c->blob_len += n;
            c->hash[i] = rec + 1;
            c->e_rec[e] = (uint16_t)rec;
            return true;
        }
        uint32_t rec = o - 1;
        if (c->r_depth[rec] == s->depth && memcmp(c->blob + c->r_off[rec], b, n) == 0) {
            c->e_rec[e] = (uint16_t)rec;
            return true;
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Driver */

/* Runs the block starting at leader lid from its stored state. */
static bool run_block(Ctx *c, uint32_t lid, State *s)
{
    const VType *st = c->states[lid];
    uint32_t bci = c->leaders[lid];
    s->depth = st[0];
    memcpy(s->loc, st + 1, c->nl * sizeof(VType));
    memcpy(s->stk, st + 1 + c->nl, s->depth * sizeof(VType));
    if (c->recording && c->nl)
        update_local_bits(c, s, 0, c->nl - 1);
    for (;;) {
        c->bci = bci;
        if ((c->work += 1 + c->m->nhandlers) > RM_WORK_BUDGET)
            return FAIL("method too complex to analyse");
        uint32_t len = decode_len(c, bci);
        TRY(len);
        bool falls, lchanged;
        if (c->recording)
            TRY(record(c, bci, s));
        else if (c->m->nhandlers)
            TRY(flow_to_handlers(c, bci, s->loc));
        c->chg_lo = 1;
        c->chg_hi = 0;
        TRY(exec(c, bci, s, &falls, &lchanged));
        if (c->recording && c->chg_lo <= c->chg_hi)
            update_local_bits(c, s, c->chg_lo, c->chg_hi);
        if (lchanged && c->m->nhandlers)
            TRY(flow_to_handlers(c, bci, s->loc));
        if (!falls)
            return true;
        uint32_t next = bci + len;
        if (next >= c->len)
            return FAIL("falls off the end of the code");
        if (c->leader_id[next] >= 0)
            return merge_into(c, bci, next, s->depth, s->loc, s->stk);
        bci = next;
    }
}

/* Initial state from the descriptor. */
static bool init_state(Ctx *c, bool is_static)
{
    MDesc md;
    if (!parse_mdesc(c->m->desc, &md))
        return FAIL("bad method descriptor %s", c->m->desc ? c->m->desc : "(null)");
    c->ret = md.ret_char;
    uint32_t need = md.slots + (is_static ? 0 : 1);
    if (need > c->nl)
        return FAIL("arguments need %u locals, max_locals is %u", (unsigned)need, (unsigned)c->nl);
    VType *s;
    TRY(s = new_state(c));
    c->states[0] = s;
    s[0] = 0;
    VType *loc = s + 1;
    for (uint32_t i = 0; i < c->nl; i++)
        loc[i] = K_TOP;
    uint32_t j = 0;
    if (!is_static) {
        bool ctor = c->m->name && strcmp(c->m->name, "<init>") == 0 && c->cf->name &&
                    strcmp(c->cf->name, "java/lang/Object") != 0;
        loc[j++] = ctor ? K_UNINIT_THIS : K_REF;
    }
    for (uint32_t i = 0; i < md.nargs; i++) {
        loc[j++] = md.args[i];
        if (md.args[i] == K_LONG || md.args[i] == K_DOUBLE)
            loc[j++] = md.args[i] + 1u;
    }
    c->pending[0] = 1;
    c->npending = 1;
    return true;
}

/* Finds instruction starts, leaders, jsr sites and checks handlers. */
static bool scan(Ctx *c)
{
    for (uint32_t bci = 0; bci < c->len;) {
        c->is_start[bci] = 1;
        uint32_t l = decode_len(c, bci);
        TRY(l);
        if (is_jsr(c->code[bci]))
            c->njsrs++;
        bci += l;
    }
    c->leader_id[0] = 0;
    if (c->njsrs && !(c->jsrs = malloc(c->njsrs * sizeof(JsrSite))))
        return FAIL("out of memory");
    uint32_t nj = 0;
    for (uint32_t bci = 0; bci < c->len; bci += decode_len(c, bci)) {
        c->bci = bci;
        TRY(for_each_target(c, bci, mark_leader, NULL));
        uint8_t op = c->code[bci];
        if (is_jsr(op)) {
            int64_t t = branch_target(c, bci, op == OP_JSR ? rd_s2(c->code + bci + 1)
                                                           : rd_s4(c->code + bci + 1));
            TRY(t >= 0);
            c->jsrs[nj].bci = bci;
            c->jsrs[nj++].target = (uint32_t)t;
            c->leader_id[bci] = 0;
            uint32_t after = bci + (op == OP_JSR ? 3 : 5);
            if (after < c->len)
                c->leader_id[after] = 0;
        }
    }
    for (uint32_t i = 0; i < c->m->nhandlers; i++) {
        const CfHandler *h = &c->m->handlers[i];
        if (h->start_pc >= h->end_pc || h->end_pc > c->len || !c->is_start[h->start_pc] ||
            (h->end_pc < c->len && !c->is_start[h->end_pc]))
            return fail_at(c, h->start_pc, "bad exception handler range [%u, %u)",
                           (unsigned)h->start_pc, (unsigned)h->end_pc);
        if (h->handler_pc >= c->len || !c->is_start[h->handler_pc])
            return fail_at(c, h->handler_pc, "bad exception handler start");
        if (h->catch_type && (pool_tag(c->cf, h->catch_type) != CONST_Class ||
                              !cf_class_name(c->cf, h->catch_type)))
            return fail_at(c, h->handler_pc, "bad exception handler catch type %u",
                           (unsigned)h->catch_type);
        if (c->ms < 1)
            return fail_at(c, h->handler_pc, "operand stack overflow (max_stack 0) in handler");
        c->leader_id[h->handler_pc] = 0;
    }
    c->nleaders = 0;
    for (uint32_t bci = 0; bci < c->len; bci++)
        if (c->leader_id[bci] == 0)
            c->nleaders++;
    if (!(c->leaders = malloc(c->nleaders * sizeof(uint32_t))))
        return FAIL("out of memory");
    uint32_t n = 0;
    for (uint32_t bci = 0; bci < c->len; bci++)
        if (c->leader_id[bci] == 0) {
            c->leaders[n] = bci;
            c->leader_id[bci] = (int32_t)n++;
        }
    return true;
}

static bool setup_subs(Ctx *c)
{
    if (!(c->sub_of_leader = malloc(c->nleaders * sizeof(int32_t))))
        return FAIL("out of memory");
    for (uint32_t i = 0; i < c->nleaders; i++)
        c->sub_of_leader[i] = -1;
    if (!c->njsrs)
        return true;
    for (uint32_t j = 0; j < c->njsrs; j++) {
        int32_t id = c->leader_id[c->jsrs[j].target];
        if (c->sub_of_leader[id] < 0)
            c->sub_of_leader[id] = (int32_t)c->nsubs++;
    }
    c->modbytes = (c->nl + 7) / 8;
    size_t modsz = (size_t)c->nsubs * c->modbytes;
    if (c->budget_used + modsz > RM_ANALYSIS_BUDGET)
        return fail_at(c, 0, "method too large to analyse (%u subroutines)", (unsigned)c->nsubs);
    c->budget_used += modsz;
    c->sub_target = malloc(c->nsubs * sizeof(uint32_t));
    c->sub_mod = calloc(modsz ? modsz : 1, 1);
    c->sub_acc = calloc(c->nsubs, sizeof(VType *));
    if (!c->sub_target || !c->sub_mod || !c->sub_acc)
        return FAIL("out of memory");
    for (uint32_t j = 0; j < c->njsrs; j++)
        c->sub_target[c->sub_of_leader[c->leader_id[c->jsrs[j].target]]] = c->jsrs[j].target;
    return compute_sub_mods(c);
}

static RefMaps *build_result(Ctx *c);

/* One allocation:
 *   header | uint32 rec_off[nrecs] | uint16 bci[n] | uint16 rec[n] | uint16 rec_depth[nrecs] | blob
 * bci[] holds the reachable instruction starts in increasing order, rec[] the record of each; a
 * record is a distinct (locals bits, stack bits, depth) triple, its bitmaps at blob + rec_off. */
struct RefMaps {
    uint32_t n, nrecs;
    uint32_t lbytes;               /* bytes of a locals bitmap */
    uint32_t size;                 /* bytes of the whole allocation */
};

static void ctx_free(Ctx *c)
{
    if (c->states)
        for (uint32_t i = 0; i < c->nleaders; i++)
            free(c->states[i]);
    if (c->sub_acc)
        for (uint32_t i = 0; i < c->nsubs; i++)
            free(c->sub_acc[i]);
    free(c->is_start);
    free(c->leader_id);
    free(c->leaders);
    free(c->states);
    free(c->pending);
    free(c->jsrs);
    free(c->sub_of_leader);
    free(c->sub_target);
    free(c->sub_mod);
    free(c->sub_acc);
    free(c->tmp);
    free(c->wbuf);
    free(c->e_bci);
    free(c->e_rec);
    free(c->r_off);
    free(c->r_depth);
    free(c->blob);
    free(c->hash);
    free(c->bits);
}

RefMaps *refmaps_compute(const ClassFile *cf, const CfMethod *m, bool is_static, char *err,
                         size_t errlen)
{
    Ctx cx;
    Ctx *c = &cx;
    memset(c, 0, sizeof *c);
    c->err = err;
    c->errlen = errlen;
    if (err && errlen)
        err[0] = 0;
    if (!cf || !m || !m->has_code || !m->code) {
        fail_at(c, 0, "method has no code");
        return NULL;
    }
    c->cf = cf;
    c->m = m;
    c->code = m->code;
    c->len = m->code_len;
    c->nl = m->max_locals;
    c->ms = m->max_stack;
    c->nslots = c->nl + c->ms;
    c->old_version = cf->major < 51;
    c->exc_stack[0] = K_REF;
    c->lbytes = (c->nl + 7) / 8;
    if (c->len == 0 || c->len > 65535) {
        fail_at(c, 0, "code length %u out of range", (unsigned)c->len);
        return NULL;
    }
    RefMaps *r = NULL;
    State s;
    c->is_start = calloc(c->len, 1);
    c->leader_id = malloc(c->len * sizeof(int32_t));
    c->tmp = malloc(((size_t)c->nslots + 1) * sizeof(VType));
    c->wbuf = malloc(((size_t)c->nslots + 1) * sizeof(VType));
    if (!c->is_start || !c->leader_id || !c->tmp || !c->wbuf) {
        fail_at(c, 0, "out of memory");
        goto out;
    }
    for (uint32_t i = 0; i < c->len; i++)
        c->leader_id[i] = -1;
    if (!scan(c))
        goto out;
    c->states = calloc(c->nleaders, sizeof(VType *));
    c->pending = calloc(c->nleaders, 1);
    if (!c->states || !c->pending) {
        fail_at(c, 0, "out of memory");
        goto out;
    }
    if (!setup_subs(c))
        goto out;
    c->bci = 0;
    if (!init_state(c, is_static))
        goto out;

    s.loc = c->wbuf;
    s.stk = c->wbuf + c->nl;
    s.depth = 0;

    /* fixpoint: sweep the pending leaders in bci order */
    while (c->npending) {
        c->work += c->nleaders;
        for (uint32_t i = 0; i < c->nleaders; i++) {
            if (!c->pending[i])
                continue;
            c->pending[i] = 0;
            c->npending--;
            if (!run_block(c, i, &s))
                goto out;
        }
    }

    /* recording pass over the reached blocks */
    c->recording = true;
    {
        uint32_t nh = 16;
        while (nh < 2 * c->len)
            nh *= 2;
        c->hash_mask = nh - 1;
        c->hash = calloc(nh, sizeof(uint32_t));
        c->e_bci = malloc(c->len * sizeof(uint16_t));
        c->e_rec = malloc(c->len * sizeof(uint16_t));
        c->r_off = malloc(c->len * sizeof(uint32_t));
        c->r_depth = malloc(c->len * sizeof(uint16_t));
        c->bits = calloc(c->lbytes + ((size_t)c->ms + 7) / 8 + 1, 1);
        c->blob_cap = 256;
        c->blob = malloc(c->blob_cap);
        if (!c->blob || !c->hash || !c->e_bci || !c->e_rec || !c->r_off || !c->r_depth ||
            !c->bits) {
            fail_at(c, 0, "out of memory");
            goto out;
        }
        for (uint32_t i = 0; i < c->nleaders; i++)
            if (c->states[i] && !run_block(c, i, &s))
                goto out;
    }
    r = build_result(c);
out:
    ctx_free(c);
    return r;
}

#define RM_HEAD ((sizeof(RefMaps) + 7) & ~(size_t)7)

static inline const uint32_t *rm_recoff(const RefMaps *r)
{
    return (const uint32_t *)((const char *)r + RM_HEAD);
}
static inline const uint16_t *rm_bci(const RefMaps *r)
{
    return (const uint16_t *)(rm_recoff(r) + r->nrecs);
}
static inline const uint16_t *rm_rec(const RefMaps *r) { return rm_bci(r) + r->n; }
static inline const uint16_t *rm_depth(const RefMaps *r) { return rm_rec(r) + r->n; }
static inline const uint8_t *rm_blob(const RefMaps *r)
{
    return (const uint8_t *)(rm_depth(r) + r->nrecs);
}

static RefMaps *build_result(Ctx *c)
{
    size_t n = c->nentries, nr = c->nrecs;
    size_t total = RM_HEAD + nr * sizeof(uint32_t) + 2 * n * sizeof(uint16_t) +
                   nr * sizeof(uint16_t) + c->blob_len + 1;   /* +1: a byte for empty bitmaps */
    char *mem = malloc(total);
    if (!mem) {
        fail_at(c, 0, "out of memory");
        return NULL;
    }
    RefMaps *r = (RefMaps *)mem;
    r->n = (uint32_t)n;
    r->nrecs = (uint32_t)nr;
    r->lbytes = c->lbytes;
    r->size = (uint32_t)total;
    memcpy((uint32_t *)rm_recoff(r), c->r_off, nr * sizeof(uint32_t));
    memcpy((uint16_t *)rm_bci(r), c->e_bci, n * sizeof(uint16_t));
    memcpy((uint16_t *)rm_rec(r), c->e_rec, n * sizeof(uint16_t));
    memcpy((uint16_t *)rm_depth(r), c->r_depth, nr * sizeof(uint16_t));
    uint8_t *blob = (uint8_t *)rm_blob(r);
    memcpy(blob, c->blob, c->blob_len);
    blob[c->blob_len] = 0;
    return r;
}

bool refmaps_at(const RefMaps *r, uint32_t bci, const uint8_t **locals, const uint8_t **stack,
                uint16_t *stack_depth)
{
    if (!r || bci > 0xffff)
        return false;
    const uint16_t *bcis = rm_bci(r);
    uint32_t lo = 0, hi = r->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (bcis[mid] < bci)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo >= r->n || bcis[lo] != bci)
        return false;
    uint32_t rec = rm_rec(r)[lo];
    const uint8_t *p = rm_blob(r) + rm_recoff(r)[rec];
    if (locals)
        *locals = p;
    if (stack)
        *stack = p + r->lbytes;
    if (stack_depth)
        *stack_depth = rm_depth(r)[rec];
    return true;
}

void refmaps_free(RefMaps *r) { free(r); }

/* Not in refmap.h: bytes held by r (one allocation), for tests and statistics. */
size_t refmaps_size(const RefMaps *r);
size_t refmaps_size(const RefMaps *r) { return r ? r->size : 0; }
