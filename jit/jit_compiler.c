/* jit_compiler.c: bytecode -> LLVM IR for one method (see docs/jit.md).
 *
 * Every Java local and operand-stack slot lives in the interpreter frame's memory; each
 * instruction loads its operands from the frame and stores its results there, and never holds
 * an object reference in SSA past its own end. So whenever compiled code calls anything that
 * may collect (it first stores the frame's pc and sp, as the interpreter does), the GC finds
 * and updates every reference through the frame's reference map, and later instructions
 * re-load them. Frame slots and heap memory carry distinct TBAA tags, so LLVM keeps slots in
 * registers between calls.
 *
 * What compiled code does not do itself it hands to the interpreter (JIT_DEOPT with pc/sp
 * stored): failed null/bounds/division/cast/store checks (the interpreter re-executes the
 * instruction and throws the exact exception, then enters the handler's compiled code),
 * instructions not yet resolved (the method is then recompiled), multianewarray, returns of
 * synchronized methods. An exception from athrow, a callee or a monitor goes to the exception
 * exit, which continues at the handler the interpreter's lookup picks, or returns
 * JIT_EXCEPTION. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>

#include "../gc/gc.h"
#include "../gc/safepoint.h"
#include "../interp/interp_internal.h"
#include "../interp/invokedynamic.h"
#include "../interp/opcodes.h"
#include "../interp/refmap.h"
#include "../tracing/trace.h"
#include "../vm/monitor.h"
#include "../vm/roots.h"
#include "../vm/vm.h"
#include "jit_internal.h"
#include "jit_trace.h"

typedef struct Comp {
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMTypeRef i1, i8, i16, i32, i64, f32, f64, p8, pp8, vd;
    LLVMValueRef fn, t, f, entry_bci;
    LLVMValueRef locals, base;      /* i8*: locals[0], operand stack slot 0 */
    LLVMValueRef tmp;               /* i64 alloca: a call's result */
    LLVMValueRef native_args;       /* [4 x i64] alloca: a pure native's argument slots */
    LLVMValueRef tbaa_frame, tbaa_heap, tbaa_card, tbaa_tlab, tbaa_hdr;
    unsigned tbaa_kind;
    Method *m;
    const uint8_t *code;
    uint32_t len;
    RefMaps *maps;
    LLVMBasicBlockRef *blocks;      /* per bci: the instruction's block (NULL: not a start) */
    LLVMBasicBlockRef *deopts;      /* per bci: deopt exit, made on demand */
    bool *osr;                      /* per bci: an entry (backward-branch target or handler) */
    uint16_t *depth;                /* per bci: operand stack depth */
    bool *jumped;                   /* per bci: reached other than from the instruction before */
    Class **stype;                  /* per operand stack slot: its static class, or NULL */
    LLVMBasicBlockRef exc_exit;     /* return JIT_EXCEPTION */
    char *why;
    size_t whylen;
    bool failed;
    /* Inlining (docs/jit.md). A frameless callee keeps its locals and stack in allocas (it has
     * no point where a GC can run): any failed check re-executes the caller's invoke in the
     * interpreter. A framed callee gets its own interpreter-form frame, pushed inline (f): a
     * deopt or an exception in it finishes that frame in the interpreter (interp_jit_resume).
     * A return stores the result in the caller's slot inl_result and continues at inl_exit. */
    struct Comp *parent;
    uint32_t inl_bci;
    unsigned inl_result;
    LLVMBasicBlockRef inl_exit;
    bool framed;
    bool lazy;                      /* frameless, but a failed check builds its frame (below) */
    LLVMBasicBlockRef resume;       /* framed, lazy: the shared deopt exit, phis for pc and sp */
    LLVMValueRef resume_pc, resume_sp;
    LLVMValueRef lazy_f, lazy_base;   /* lazy: where its frame goes when it is built */
    unsigned inl_depth;             /* 0 for the compiled method */
    unsigned *inl_budget;           /* bytecode bytes left to inline in this compilation */
    char *inlined;                  /* -Xlog:jit text of what was inlined */
    size_t inlinedlen;
    /* The compiled method's slots in SSA (docs/jit.md, "Slots in SSA"): one i64 alloca per
     * local and stack slot (locals first); a framed callee has its own (framed_slots_in_ssa),
     * a frameless or lazy one NULL (its slots are allocas).
     * Written back to the frame before anything that reads it (save_state), re-read after. */
    LLVMValueRef *cache;
    unsigned ncache;
    LLVMBasicBlockRef *landing;     /* per entry bci: loads the slots from the frame */
    bool *stored;                   /* per local: some instruction stores it (else the frame
                                     * always has its value: it needs no flush) */
    char *fp_kind;                  /* per local: 'F' or 'D' if only fload/fstore or only
                                     * dload/dstore use it, 'X' if both, 0 if neither */
    LLVMValueRef *fp_shadow;        /* per local: a float or double alloca beside the i64 one */
    bool fp_typed;                  /* float and double locals are loaded and stored as such
                                     * (shadows); false: as integers (jit_build_ir) */
    uint32_t sync_bci;              /* the last save_state: bci and depth */
    unsigned sync_depth;
    Method *count_m;                /* the quick tier: the compiled method, whose counter ... */
    uint32_t count_to;              /* ... its entries and back-edges count up to this */
} Comp;

static void fail(Comp *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void fail(Comp *c, const char *fmt, ...) {
    if (c->failed) return;
    c->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->why, c->whylen, fmt, ap);
    va_end(ap);
}

static inline uint16_t u2(const uint8_t *p) { return (uint16_t)((p[0] << 8) | p[1]); }
static inline int16_t s2(const uint8_t *p) { return (int16_t)u2(p); }
static inline int32_t s4(const uint8_t *p) {
    return (int32_t)(((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3]);
}

/* The opcode at bci of cm, as its quick form if the interpreter has not rewritten it yet but
 * its pool entry resolves (interp_quick_form): code after a loop often reaches a field or
 * method there that the loop already used. With QF_UNINIT, also a static member or new of a
 * class not initialized yet: its code starts with a check of the class (init_barrier), which
 * only the compiled method itself can have (an inlined callee's checks must not fail after its
 * effects). A call of bytecode that has never run only with QF_UNRUN (the quick tier, which
 * calls it): in the full tier its deopt makes the caller compile again once the callee has run
 * and can be inlined. */
enum { QF_UNINIT = 1, QF_UNRUN = 2 };
static unsigned op_of(Method *cm, uint32_t bci, unsigned qf) {
    unsigned op = __atomic_load_n(&cm->code[bci], __ATOMIC_ACQUIRE);
    if (op < OP_getstatic || op > OP_instanceof) return op;
    unsigned q = interp_quick_form(cm->owner, cm->code + bci, op, qf & QF_UNINIT);
    if (!q) return op;
    if (op >= OP_invokevirtual && op <= OP_invokeinterface && !(qf & QF_UNRUN)) {
        Method *rm = atomic_load_explicit(&cm->owner->rcp[u2(cm->code + bci + 1)].ptr, memory_order_acquire);
        if (rm->code && !atomic_load_explicit(&rm->refmaps, memory_order_acquire)) return op;
    }
    return q;
}
static inline unsigned op_at(Comp *c, uint32_t bci) {
    return op_of(c->m, bci, (c->parent ? 0 : QF_UNINIT) | (c->count_m ? QF_UNRUN : 0));
}


/* Length of the instruction at bci (0 if malformed). */
static uint32_t insn_len(Comp *c, uint32_t bci) {
    unsigned op = opcode_unquicken(op_at(c, bci));
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        uint32_t p = (bci + 4) & ~3u;
        if (p + 12 > c->len) return 0;
        if (op == OP_tableswitch) {
            int32_t lo = s4(c->code + p + 4), hi = s4(c->code + p + 8);
            if (hi < lo) return 0;
            return p + 12 + 4 * (uint32_t)((int64_t)hi - lo + 1) - bci;
        }
        int32_t n = s4(c->code + p + 4);
        if (n < 0) return 0;
        return p + 8 + 8 * (uint32_t)n - bci;
    }
    if (op == OP_wide) return op_at(c, bci + 1) == OP_iinc ? 6 : 4;
    return opcode_length(op);
}

/* ---- constants and memory ---------------------------------------------------------------- */

static LLVMValueRef ci32(Comp *c, int64_t v) { return LLVMConstInt(c->i32, (uint64_t)v, 1); }
static LLVMValueRef ci64(Comp *c, int64_t v) { return LLVMConstInt(c->i64, (uint64_t)v, 1); }
static LLVMValueRef cptr(Comp *c, const void *p) {
    return LLVMConstIntToPtr(LLVMConstInt(c->i64, (uint64_t)(uintptr_t)p, 0), c->p8);
}
static LLVMValueRef gep(Comp *c, LLVMValueRef p8, LLVMValueRef off) {
    return LLVMBuildGEP2(c->b, c->i8, p8, &off, 1, "");
}
static LLVMValueRef gepc(Comp *c, LLVMValueRef p8, int64_t off) { return gep(c, p8, ci64(c, off)); }
static LLVMValueRef cast_ptr(Comp *c, LLVMValueRef p8, LLVMTypeRef ty) {
    return LLVMBuildBitCast(c->b, p8, LLVMPointerType(ty, 0), "");
}
static LLVMValueRef load(Comp *c, LLVMTypeRef ty, LLVMValueRef p8, LLVMValueRef tbaa) {
    LLVMValueRef v = LLVMBuildLoad2(c->b, ty, cast_ptr(c, p8, ty), "");
    if (tbaa) LLVMSetMetadata(v, c->tbaa_kind, tbaa);
    return v;
}
static LLVMValueRef store(Comp *c, LLVMValueRef v, LLVMValueRef p8, LLVMValueRef tbaa) {
    LLVMValueRef s = LLVMBuildStore(c->b, v, cast_ptr(c, p8, LLVMTypeOf(v)));
    if (tbaa) LLVMSetMetadata(s, c->tbaa_kind, tbaa);
    return s;
}
/* Frame slots: local i, operand stack slot i (from the bottom). */
static LLVMValueRef lslot(Comp *c, unsigned i) { return gepc(c, c->locals, 8 * (int64_t)i); }
static LLVMValueRef sslot(Comp *c, unsigned i) { return gepc(c, c->base, 8 * (int64_t)i); }
/* Stack slot i of c in its frame: a lazy callee's slots are allocas, and its frame (built
 * only on need) goes at lazy_base. */
static LLVMValueRef frame_sslot(Comp *c, unsigned i) {
    return c->lazy ? gepc(c, c->lazy_base, 8 * (int64_t)i) : sslot(c, i);
}
/* The cached slot i (locals first): values are kept as i64 (SROA makes them SSA). */
static LLVMValueRef cache_slot(Comp *c, unsigned i) {
    if (i >= c->ncache) {
        fail(c, "slot %u out of range", i);
        i = 0;
    }
    return c->cache[i];
}
/* A value as a whole 8-byte frame slot: a float or a narrower int zero-extended (other types
 * unchanged). Frame slots are read as i64 (a callee's entry, a caller's result), and a 4-byte
 * store under an 8-byte load cannot be forwarded (a stall of a dozen cycles per call on x86). */
static LLVMValueRef slot_word(Comp *c, LLVMValueRef v) {
    if (LLVMTypeOf(v) == c->f32) v = LLVMBuildBitCast(c->b, v, c->i32, "");
    LLVMTypeRef ty = LLVMTypeOf(v);
    bool narrow = LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) < 64;
    return narrow ? LLVMBuildZExt(c->b, v, c->i64, "") : v;
}
/* A float or double local also lives in a typed shadow alloca, which every store of a value
 * of that type updates; loads of that type read it. So a double kept across a loop is a
 * double phi (an XMM register), not an i64 moved to and from one at every use. The shadow
 * may be stale after a store of another type, but the verifier guarantees a dload only
 * after a dstore (or an entry, which fills both). */
static LLVMValueRef fp_shadow(Comp *c, unsigned i, LLVMTypeRef ty) {
    if (!c->fp_shadow || i >= c->m->max_locals || !c->fp_shadow[i]) return NULL;
    return LLVMGetAllocatedType(c->fp_shadow[i]) == ty ? c->fp_shadow[i] : NULL;
}
static LLVMValueRef cache_ld(Comp *c, unsigned i, LLVMTypeRef ty) {
    LLVMValueRef sh = fp_shadow(c, i, ty);
    if (sh) return LLVMBuildLoad2(c->b, ty, sh, "");
    LLVMValueRef v = LLVMBuildLoad2(c->b, c->i64, cache_slot(c, i), "");
    if (ty == c->i64) return v;
    if (ty == c->p8) return LLVMBuildIntToPtr(c->b, v, ty, "");
    if (ty == c->f64) return LLVMBuildBitCast(c->b, v, ty, "");
    v = LLVMBuildTrunc(c->b, v, c->i32, "");
    return ty == c->f32 ? LLVMBuildBitCast(c->b, v, ty, "") : v;
}
static void cache_st(Comp *c, unsigned i, LLVMValueRef v) {
    LLVMTypeRef ty = LLVMTypeOf(v);
    LLVMValueRef sh = fp_shadow(c, i, ty);
    if (sh) LLVMBuildStore(c->b, v, sh);
    if (ty == c->p8) v = LLVMBuildPtrToInt(c->b, v, c->i64, "");
    else if (ty == c->f64) v = LLVMBuildBitCast(c->b, v, c->i64, "");
    else v = slot_word(c, v);
    LLVMBuildStore(c->b, v, cache_slot(c, i));
}
static LLVMValueRef ldl(Comp *c, unsigned i, LLVMTypeRef ty) {
    return c->cache ? cache_ld(c, i, ty) : load(c, ty, lslot(c, i), c->tbaa_frame);
}
static LLVMValueRef lds(Comp *c, unsigned i, LLVMTypeRef ty) {
    return c->cache ? cache_ld(c, c->m->max_locals + i, ty) : load(c, ty, sslot(c, i), c->tbaa_frame);
}
static void stl(Comp *c, unsigned i, LLVMValueRef v) {
    if (c->cache) cache_st(c, i, v);
    else store(c, slot_word(c, v), lslot(c, i), c->tbaa_frame);
}
static void sts(Comp *c, unsigned i, LLVMValueRef v) {
    if (c->cache) cache_st(c, c->m->max_locals + i, v);
    else store(c, slot_word(c, v), sslot(c, i), c->tbaa_frame);
}
/* fload/dload and fstore/dstore: typed (ty: f32 or f64) with fp_typed, else as the integer of
 * the same size (see Comp.fp_typed). */
static LLVMValueRef ldl_fp(Comp *c, unsigned i, LLVMTypeRef ty) {
    return ldl(c, i, c->fp_typed ? ty : ty == c->f64 ? c->i64 : c->i32);
}
static void stl_fp(Comp *c, unsigned i, LLVMValueRef v) {
    if (!c->fp_typed) v = LLVMBuildBitCast(c->b, v, LLVMTypeOf(v) == c->f64 ? c->i64 : c->i32, "");
    stl(c, i, v);
}
/* Cached slot i to the frame, and back. */
static void flush_slot(Comp *c, unsigned i) {
    LLVMValueRef p = i < c->m->max_locals ? lslot(c, i) : sslot(c, i - c->m->max_locals);
    store(c, LLVMBuildLoad2(c->b, c->i64, cache_slot(c, i), ""), p, c->tbaa_frame);
}
static LLVMValueRef call_intrinsic(Comp *c, const char *name, LLVMTypeRef ret, LLVMValueRef v);
/* Tells LLVM that the i64 v is not 0, so that it drops null checks of it. */
static void assume_nonnull(Comp *c, LLVMValueRef v) {
    call_intrinsic(c, "llvm.assume", c->vd, LLVMBuildICmp(c->b, LLVMIntNE, v, LLVMConstInt(c->i64, 0, 0), ""));
}
static void set_slot(Comp *c, unsigned i, LLVMValueRef v);
static void reload_slot(Comp *c, unsigned i) {
    LLVMValueRef p = i < c->m->max_locals ? lslot(c, i) : sslot(c, i - c->m->max_locals);
    set_slot(c, i, load(c, c->i64, p, c->tbaa_frame));
}
/* Cached slot i := v (an i64 slot word, as the frame holds it). */
static void set_slot(Comp *c, unsigned i, LLVMValueRef v) {
    LLVMBuildStore(c->b, v, cache_slot(c, i));
    /* Local 0 of an instance method that never assigns it is `this`, never null (a
     * collector may move it, but not clear it): LLVM drops the null checks of it. */
    if (i == 0 && !(c->m->access & ACC_STATIC) && c->stored && !c->stored[0]) assume_nonnull(c, v);
    if (i < c->m->max_locals && c->fp_shadow && c->fp_shadow[i]) {
        LLVMTypeRef ty = LLVMGetAllocatedType(c->fp_shadow[i]);
        if (ty == c->f32) v = LLVMBuildTrunc(c->b, v, c->i32, "");
        LLVMBuildStore(c->b, LLVMBuildBitCast(c->b, v, ty, ""), c->fp_shadow[i]);
    }
}
/* Before the frame is read by anyone else: the stack slots below depth and the assigned
 * locals; with `all` false only the locals the reference map at bci marks as references
 * (what a collector reads: a primitive local is read only by a handler's entry or the
 * interpreter, see save_state). */
static void flush_slots(Comp *c, unsigned depth, uint32_t bci, bool all) {
    if (!c->cache) return;
    const uint8_t *lb = NULL, *sb;
    uint16_t d;
    if (!all && !refmaps_at(c->maps, bci, &lb, &sb, &d)) all = true;
    for (unsigned i = 0; i < c->m->max_locals + depth && i < c->ncache; i++)
        if (i >= c->m->max_locals || (c->stored[i] && (all || refmap_bit(lb, i)))) flush_slot(c, i);
}
/* Whether an exception at bci may be caught in this method (a handler's range covers it). */
static bool in_handler_range(Comp *c, uint32_t bci) {
    for (uint32_t i = 0; i < c->m->cf->nhandlers; i++)
        if (c->m->cf->handlers[i].start_pc <= bci && bci < c->m->cf->handlers[i].end_pc) return true;
    return false;
}
/* After something that may have collected (state saved at bci with sp = depth), continuing
 * in compiled code: the references the collector may have moved (the reference map at bci,
 * as vm/roots.c scans the frame) are read again; primitive slots stay as they are. */
static void reload_refs(Comp *c, uint32_t bci, unsigned depth) {
    const uint8_t *lb, *sb;
    uint16_t d;
    if (!c->cache || !refmaps_at(c->maps, bci, &lb, &sb, &d)) return;
    for (unsigned i = 0; i < c->m->max_locals; i++)
        if (refmap_bit(lb, i)) reload_slot(c, i);
    for (unsigned i = 0; i < depth && i < d; i++)
        if (refmap_bit(sb, i)) reload_slot(c, c->m->max_locals + i);
}
/* The stack slots [from, from + n) as the frame has them (a callee's result). */
static void reload_stack(Comp *c, unsigned from, unsigned n) {
    if (!c->cache) return;
    for (unsigned i = 0; i < n; i++) reload_slot(c, c->m->max_locals + from + i);
}
/* Heap: object field at a constant or computed offset. */
static LLVMValueRef ldh(Comp *c, LLVMTypeRef ty, LLVMValueRef obj, LLVMValueRef off) {
    return load(c, ty, gep(c, obj, off), c->tbaa_heap);
}
/* VM memory (classes, thread, statics): untagged. */
static LLVMValueRef ldv(Comp *c, LLVMTypeRef ty, LLVMValueRef p8, int64_t off) {
    return load(c, ty, gepc(c, p8, off), NULL);
}

static LLVMValueRef call(Comp *c, const void *fnaddr, LLVMTypeRef ret, LLVMTypeRef *pt, unsigned n,
                         LLVMValueRef *args) {
    LLVMTypeRef fty = LLVMFunctionType(ret, pt, n, 0);
    LLVMValueRef fp = LLVMConstIntToPtr(LLVMConstInt(c->i64, (uint64_t)(uintptr_t)fnaddr, 0),
                                        LLVMPointerType(fty, 0));
    return LLVMBuildCall2(c->b, fty, fp, args, n, "");
}

/* The type of compiled code (JitCode): {i32 status, i64 value} (t, f, entry_bci, a0..a2). */
static LLVMTypeRef jit_code_type(Comp *c) {
    LLVMTypeRef rt[2] = {c->i32, c->i64}, pt[3 + JIT_REG_ARGS] = {c->p8, c->p8, c->i32};
    for (unsigned i = 0; i < JIT_REG_ARGS; i++) pt[3 + i] = c->i64;
    return LLVMFunctionType(LLVMStructTypeInContext(c->ctx, rt, 2, 0), pt, 3 + JIT_REG_ARGS, 0);
}
/* Returns {status, value} (value NULL: 0). */
static void ret_status(Comp *c, LLVMValueRef status, LLVMValueRef value) {
    LLVMTypeRef rt = LLVMGetReturnType(jit_code_type(c));
    LLVMValueRef r = LLVMBuildInsertValue(c->b, LLVMGetUndef(rt), status, 0, "");
    LLVMBuildRet(c->b, LLVMBuildInsertValue(c->b, r, value ? value : ci64(c, 0), 1, ""));
}

static LLVMBasicBlockRef new_block(Comp *c) { return LLVMAppendBasicBlockInContext(c->ctx, c->fn, ""); }

/* ---- frame state and exits --------------------------------------------------------------- */

/* Marks in c->stored the local the instruction at bci (op, unquickened) stores, if any. */
static void note_stored(Comp *c, uint32_t bci, unsigned op) {
    int st = -1;
    if (op >= OP_istore && op <= OP_astore) st = c->code[bci + 1];
    else if (op >= OP_istore_0 && op <= OP_astore_3) st = (int)(op - OP_istore_0) & 3;
    else if (op == OP_iinc) st = c->code[bci + 1];
    else if (op == OP_wide) st = u2(c->code + bci + 2);
    if (st >= 0 && (unsigned)st < c->m->max_locals) c->stored[st] = true;
    if (st >= 0 && (unsigned)st + 1 < c->m->max_locals) c->stored[st + 1] = true;   /* long, double */
}

/* Stores pc = bci and sp = stack slot `depth` in the frame (before anything that may collect,
 * throw or call), after writing back the slots whoever runs next may read: all of them if
 * the interpreter will (`all`: a deopt exit) or a handler of this method may (its entry
 * reads every slot from the frame), else the stack and the references (a collector). */
static void save_state_as(Comp *c, uint32_t bci, unsigned depth, bool all) {
    flush_slots(c, depth > c->depth[bci] ? depth : c->depth[bci], bci, all || in_handler_range(c, bci));
    c->sync_bci = bci;
    c->sync_depth = depth;
    store(c, cptr(c, c->m->code + bci), gepc(c, c->f, offsetof(Frame, pc)), c->tbaa_hdr);
    store(c, sslot(c, depth), gepc(c, c->f, offsetof(Frame, sp)), c->tbaa_hdr);
}
static void save_state(Comp *c, uint32_t bci, unsigned depth) { save_state_as(c, bci, depth, false); }

static void store_result_in_parent(Comp *c, LLVMValueRef v);
static void build_lazy_frame(Comp *k);

/* A lazy callee's operand stack slots below depth (allocas) into the frame it is getting. */
static void lazy_stack_to_frame(Comp *k, unsigned depth) {
    for (unsigned i = 0; i < depth; i++)
        store(k, load(k, k->i64, sslot(k, i), NULL), gepc(k, k->lazy_base, 8 * (int64_t)i), k->tbaa_frame);
}

/* In a framed inlined callee (t->frame is its frame, pc/sp saved): the interpreter runs the
 * frame to its end from pc (or dispatches the pending exception there); then the result goes
 * to the caller, or the exception to the caller's exception exit. A lazy callee inside a lazy
 * one: the interpreter returns from it into the outer one's frame and runs that to its end
 * too, so the outer one's result and exits apply. Ends the block. */
static void finish_in_interpreter(Comp *c, bool exception) {
    if (c->lazy && c->parent->lazy) c = c->parent;
    LLVMValueRef av[3] = {c->t, LLVMBuildBitCast(c->b, c->tmp, c->p8, ""), ci32(c, exception ? JIT_EXCEPTION : JIT_DEOPT)};
    LLVMTypeRef pt[3] = {c->p8, c->p8, c->i32};
    LLVMValueRef ok = call(c, (const void *)interp_jit_resume, c->i1, pt, 3, av);
    LLVMBasicBlockRef done = new_block(c);
    LLVMBuildCondBr(c->b, ok, done, c->parent->exc_exit);
    LLVMPositionBuilderAtEnd(c->b, done);
    if (c->m->ret != 'V') store_result_in_parent(c, LLVMBuildLoad2(c->b, c->i64, c->tmp, ""));
    if (c->lazy) reload_refs(c->parent, c->inl_bci, c->inl_result);   /* the interpreter may have collected */
    LLVMBuildBr(c->b, c->inl_exit);
}

/* The block that hands the frame to the interpreter at bci (state before the instruction). */
static LLVMBasicBlockRef deopt_block(Comp *c, uint32_t bci) {
    if (c->parent && !c->framed && !c->lazy) return deopt_block(c->parent, c->inl_bci);
    if (c->deopts[bci]) return c->deopts[bci];
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(c->b);
    LLVMBasicBlockRef blk = new_block(c);
    LLVMPositionBuilderAtEnd(c->b, blk);
    if (c->parent) {
        /* One resume call per inlined callee: this block passes its pc and sp. */
        if (!c->resume) {
            c->resume = new_block(c);
            LLVMPositionBuilderAtEnd(c->b, c->resume);
            c->resume_pc = LLVMBuildPhi(c->b, c->p8, "");
            c->resume_sp = LLVMBuildPhi(c->b, c->p8, "");
            if (c->lazy) build_lazy_frame(c);
            store(c, c->resume_pc, gepc(c, c->f, offsetof(Frame, pc)), c->tbaa_hdr);
            store(c, c->resume_sp, gepc(c, c->f, offsetof(Frame, sp)), c->tbaa_hdr);
            finish_in_interpreter(c, false);
            LLVMPositionBuilderAtEnd(c->b, blk);
        }
        if (c->lazy) lazy_stack_to_frame(c, c->depth[bci]);   /* the stack as it is here */
        flush_slots(c, c->depth[bci], bci, true);              /* a framed callee's, for the interpreter */
        LLVMValueRef pc = cptr(c, c->m->code + bci),
                     sp = c->lazy ? gepc(c, c->lazy_base, 8 * (int64_t)c->depth[bci]) : sslot(c, c->depth[bci]);
        LLVMAddIncoming(c->resume_pc, &pc, &blk, 1);
        LLVMAddIncoming(c->resume_sp, &sp, &blk, 1);
        LLVMBuildBr(c->b, c->resume);
    } else {
        save_state_as(c, bci, c->depth[bci], true);
        ret_status(c, ci32(c, JIT_DEOPT), NULL);
    }
    LLVMPositionBuilderAtEnd(c->b, cur);
    c->deopts[bci] = blk;
    return blk;
}

/* if (cond) deopt at bci; continues in a new block. */
static void deopt_if(Comp *c, LLVMValueRef cond, uint32_t bci) {
    LLVMBasicBlockRef cont = new_block(c);
    LLVMBuildCondBr(c->b, cond, deopt_block(c, bci), cont);
    LLVMPositionBuilderAtEnd(c->b, cont);
}
static void deopt_if_null(Comp *c, LLVMValueRef obj, uint32_t bci) {
    deopt_if(c, LLVMBuildIsNull(c->b, obj, ""), bci);
}
/* if (!ok) return JIT_EXCEPTION (the state was saved before the call). */
static void exception_unless(Comp *c, LLVMValueRef ok) {
    LLVMBasicBlockRef cont = new_block(c);
    LLVMBuildCondBr(c->b, ok, cont, c->exc_exit);
    LLVMPositionBuilderAtEnd(c->b, cont);
    reload_refs(c, c->sync_bci, c->sync_depth);   /* the call may have collected */
}
/* A static member or new of class k at bci of the compiled method (op_of with uninit): it
 * runs once k is initialized, or while this thread initializes it (JVMS 5.5 step 3, as
 * class_initialize); otherwise the interpreter runs the instruction, which initializes k or
 * waits for it. The code stays: once k is initialized the check passes. */
static void init_barrier(Comp *c, uint32_t bci, Class *k) {
    if (!class_needs_init(k)) return;
    if (c->parent) {   /* op_of does not give an inlined callee such an instruction */
        fail(c, "class %s not initialized at %u", k->name, bci);
        return;
    }
    LLVMBuilderRef b = c->b;
    LLVMValueRef st = load(c, c->i32, cptr(c, &k->state), NULL);
    LLVMSetOrdering(st, LLVMAtomicOrderingAcquire);
    LLVMSetAlignment(st, 4);
    LLVMBasicBlockRef other = new_block(c), ok = new_block(c);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, st, ci32(c, CLASS_INITIALIZED), ""), ok, other);
    LLVMPositionBuilderAtEnd(b, other);
    LLVMValueRef who = load(c, c->p8, cptr(c, &k->init_thread), NULL);
    LLVMSetOrdering(who, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(who, 8);
    LLVMValueRef mine = LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntEQ, st, ci32(c, CLASS_INITIALIZING), ""),
                                     LLVMBuildICmp(b, LLVMIntEQ, who, c->t, ""), "");
    LLVMBuildCondBr(b, mine, ok, deopt_block(c, bci));
    LLVMPositionBuilderAtEnd(b, ok);
}

/* An instruction compiled code does not run: the interpreter does. */
static void emit_deopt(Comp *c, uint32_t bci) { LLVMBuildBr(c->b, deopt_block(c, bci)); }
/* Not resolved yet: the interpreter resolves it; the method is compiled again later. */
static void emit_unresolved(Comp *c, uint32_t bci) {
    Comp *root = c;
    while (root->parent) root = root->parent;
    /* the compiled method is the one to compile again; the instruction's, for the log */
    LLVMValueRef a[3] = {cptr(c, root->m), cptr(c, c->m), ci32(c, (int32_t)bci)};
    LLVMTypeRef pt[3] = {c->p8, c->p8, c->i32};
    call(c, (const void *)jit_rt_unresolved, c->vd, pt, 3, a);
    emit_deopt(c, bci);
}

/* A branch to target: a backward one polls the safepoint (state: the target, its depth). */
/* The quick tier: counter = counter + 1, and jit_rt_counted once it reaches count_to (which
 * queues the full tier and resets the counter). */
static void lazy_safepoint(Comp *k, uint32_t bci);

static void emit_count(Comp *c) {
    if (!c->count_m) return;
    LLVMValueRef p = cptr(c, &c->count_m->counter);
    LLVMValueRef n = load(c, c->i32, p, NULL);
    LLVMSetOrdering(n, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(n, 4);
    n = LLVMBuildAdd(c->b, n, ci32(c, 1), "");
    LLVMValueRef st = store(c, n, p, NULL);
    LLVMSetOrdering(st, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(st, 4);
    LLVMBasicBlockRef hot = new_block(c), cont = new_block(c);
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntUGE, n, LLVMConstInt(c->i32, c->count_to, 0), ""), hot, cont);
    LLVMPositionBuilderAtEnd(c->b, hot);
    LLVMValueRef m = cptr(c, c->count_m);
    call(c, (const void *)jit_rt_counted, c->vd, &c->p8, 1, &m);
    LLVMBuildBr(c->b, cont);
    LLVMPositionBuilderAtEnd(c->b, cont);
}

static void branch_to(Comp *c, uint32_t from, uint32_t target) {
    if (target >= c->len || !c->blocks[target]) {
        fail(c, "branch from %u to %u", from, target);
        return;
    }
    if (target > from) {
        LLVMBuildBr(c->b, c->blocks[target]);
        return;
    }
    emit_count(c);
    LLVMValueRef flag = load(c, c->i8, cptr(c, &safepoint_requested), NULL);
    LLVMSetOrdering(flag, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(flag, 1);
    LLVMBasicBlockRef poll = new_block(c);
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, flag, LLVMConstInt(c->i8, 0, 0), ""), poll,
                    c->blocks[target]);
    LLVMPositionBuilderAtEnd(c->b, poll);
    if (c->lazy) {
        lazy_safepoint(c, target);
    } else {
        save_state(c, target, c->depth[target]);
        call(c, (const void *)safepoint_block, c->vd, &c->p8, 1, &c->t);
        reload_refs(c, target, c->depth[target]);
    }
    LLVMBuildBr(c->b, c->blocks[target]);
}

/* A block for a (possibly backward) branch target, for switch cases and conditional branches. */
static LLVMBasicBlockRef target_block(Comp *c, uint32_t from, uint32_t target) {
    if (target >= c->len || !c->blocks[target]) {
        fail(c, "branch from %u to %u", from, target);
        return c->exc_exit;
    }
    if (target > from) return c->blocks[target];
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(c->b);
    LLVMBasicBlockRef blk = new_block(c);
    LLVMPositionBuilderAtEnd(c->b, blk);
    branch_to(c, from, target);
    LLVMPositionBuilderAtEnd(c->b, cur);
    return blk;
}

/* ---- heap helpers ------------------------------------------------------------------------ */

static void card_mark(Comp *c, LLVMValueRef slot_addr) {
    LLVMValueRef bias = ci64(c, (int64_t)gc_card_bias);   /* set once, when the heap is made */
    LLVMValueRef a = LLVMBuildPtrToInt(c->b, slot_addr, c->i64, "");
    LLVMValueRef card = LLVMBuildAdd(c->b, bias, LLVMBuildLShr(c->b, a, ci64(c, GC_CARD_SHIFT), ""), "");
    LLVMValueRef s = LLVMBuildStore(c->b, LLVMConstInt(c->i8, GC_CARD_DIRTY, 0), LLVMBuildIntToPtr(c->b, card, LLVMPointerType(c->i8, 0), ""));
    LLVMSetOrdering(s, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(s, 1);
    /* Compiled code never reads cards: the store does not make heap and frame loads stale. */
    LLVMSetMetadata(s, c->tbaa_kind, c->tbaa_card);
}

/* The class of obj: the class id in the top bits of its mark word, looked up in class_table
 * (vm/object.h). Other threads may CAS the mark's lock and hash bits: the load is atomic
 * (unordered). A table entry never changes once an object can carry its id: invariant. */
/* An object's class id (i64), from its header. */
static LLVMValueRef class_id_of(Comp *c, LLVMValueRef obj) {
    LLVMValueRef m = load(c, c->i64, obj, c->tbaa_heap);
    LLVMSetAlignment(m, 8);
    LLVMSetOrdering(m, LLVMAtomicOrderingUnordered);
    return LLVMBuildLShr(c->b, m, ci64(c, MARK_CLASS_SHIFT), "");
}
static LLVMValueRef klass_of(Comp *c, LLVMValueRef obj) {
    LLVMValueRef id = class_id_of(c, obj);
    LLVMValueRef k = load(c, c->p8, gep(c, cptr(c, class_table), LLVMBuildShl(c->b, id, ci64(c, 3), "")), NULL);
    LLVMSetMetadata(k, LLVMGetMDKindIDInContext(c->ctx, "invariant.load", 14), LLVMMDNodeInContext(c->ctx, NULL, 0));
    return k;
}

/* Array element address after null and bounds checks (deopt on failure). */
static LLVMValueRef array_elem(Comp *c, uint32_t bci, LLVMValueRef a, LLVMValueRef idx, unsigned esize) {
    deopt_if_null(c, a, bci);
    LLVMValueRef len = ldh(c, c->i32, a, ci64(c, ARRAY_LENGTH_OFFSET));
    deopt_if(c, LLVMBuildICmp(c->b, LLVMIntUGE, idx, len, ""), bci);
    LLVMValueRef off = LLVMBuildAdd(c->b, ci64(c, (int64_t)array_data_offset(esize)),
                                    LLVMBuildMul(c->b, LLVMBuildZExt(c->b, idx, c->i64, ""), ci64(c, esize), ""), "");
    return gep(c, a, off);
}

static LLVMTypeRef type_of_desc(Comp *c, char t) {
    switch (t) {
    case 'J': case 'D': return c->i64;
    case 'L': case '[': return c->p8;
    case 'B': case 'Z': return c->i8;
    case 'C': case 'S': return c->i16;
    default: return c->i32;
    }
}
/* Loads a field value of descriptor type t from p8 and widens it to a slot value. */
static LLVMValueRef load_typed(Comp *c, char t, LLVMValueRef p8, LLVMValueRef tbaa, bool vol) {
    LLVMTypeRef ty = type_of_desc(c, t);
    LLVMValueRef v = load(c, ty, p8, tbaa);
    if (vol) {
        LLVMSetOrdering(v, LLVMAtomicOrderingSequentiallyConsistent);
        LLVMSetAlignment(v, (unsigned)(ty == c->p8 ? 8 : LLVMGetIntTypeWidth(ty) / 8));
    }
    switch (t) {
    case 'B': case 'Z': case 'S': return LLVMBuildSExt(c->b, v, c->i32, "");
    case 'C': return LLVMBuildZExt(c->b, v, c->i32, "");
    default: return v;
    }
}
/* Stores slot value v (i32 for narrow types) as a field of type t at p8. */
static void store_typed(Comp *c, char t, LLVMValueRef v, LLVMValueRef p8, LLVMValueRef tbaa, bool vol) {
    switch (t) {
    case 'Z': v = LLVMBuildTrunc(c->b, LLVMBuildAnd(c->b, v, ci32(c, 1), ""), c->i8, ""); break;
    case 'B': v = LLVMBuildTrunc(c->b, v, c->i8, ""); break;
    case 'C': case 'S': v = LLVMBuildTrunc(c->b, v, c->i16, ""); break;
    default: break;
    }
    LLVMValueRef s = store(c, v, p8, tbaa);
    if (vol) {
        LLVMTypeRef ty = LLVMTypeOf(v);
        LLVMSetOrdering(s, LLVMAtomicOrderingSequentiallyConsistent);
        LLVMSetAlignment(s, (unsigned)(ty == c->p8 ? 8 : LLVMGetIntTypeWidth(ty) / 8));
    }
}
static int slots_of(char t) { return (t == 'J' || t == 'D') ? 2 : 1; }
static LLVMTypeRef slot_type(Comp *c, char t) {
    return (t == 'J' || t == 'D') ? c->i64 : (t == 'L' || t == '[') ? c->p8 : c->i32;
}

/* ---- allocation -------------------------------------------------------------------------- */

/* Allocates `size` bytes (i64) of class k in the TLAB inline and stores the object in stack
 * slot `dst`; the slow path calls slow_fn (gc_alloc_instance / gc_alloc_array) with the state
 * saved. With tracing on, everything takes the slow path, which records the event. */
static void emit_alloc(Comp *c, uint32_t bci, unsigned depth, Class *k, LLVMValueRef size, LLVMValueRef len,
                       unsigned dst) {
    LLVMBuilderRef b = c->b;
    LLVMBasicBlockRef slow = new_block(c), done = new_block(c);
    const TraceJitSite *js = NULL;   /* tracing: the site, with the callers k's `new` is inlined into */
    if (trace_active) {
        TraceSiteFrame fr[64];
        uint32_t n = 0, at = bci;
        for (Comp *p = c; p && n < 64; at = p->inl_bci, p = p->parent) fr[n++] = (TraceSiteFrame){p->m, (int32_t)at};
        js = trace_jit_site(k, fr, n);
    }
    if (!(k->flags & CLASS_FLAG_HAS_FINALIZER)) {   /* the slow path registers finalizable objects */
        LLVMBasicBlockRef fast = new_block(c);
        LLVMValueRef topp = gepc(c, c->t, offsetof(Thread, tlab) + offsetof(Tlab, top));
        /* Only this code and calls touch the TLAB's words: its own TBAA type keeps heap and frame
         * values in registers across the bump, and top in one across a loop's allocations. */
        LLVMValueRef top = load(c, c->p8, topp, c->tbaa_tlab);
        LLVMValueRef end = load(c, c->p8, gepc(c, c->t, offsetof(Thread, tlab) + offsetof(Tlab, end)), c->tbaa_tlab);
        LLVMValueRef room = LLVMBuildSub(b, LLVMBuildPtrToInt(b, end, c->i64, ""), LLVMBuildPtrToInt(b, top, c->i64, ""), "");
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntUGE, room, size, ""), fast, slow);
        LLVMPositionBuilderAtEnd(b, fast);
        store(c, gep(c, top, size), topp, c->tbaa_tlab);
        store(c, ci64(c, (int64_t)mark_new(k->id)), gepc(c, top, offsetof(Object, mark)), c->tbaa_heap);
        if (len) store(c, len, gepc(c, top, ARRAY_LENGTH_OFFSET), c->tbaa_heap);
        if (js) jit_trace_emit_event(b, c->t, top, len, js, c->tbaa_kind, c->tbaa_heap);   /* jit_trace.c */
        assume_nonnull(c, LLVMBuildPtrToInt(b, top, c->i64, ""));   /* an empty TLAB has no room */
        sts(c, dst, top);
        LLVMBuildBr(b, done);
    } else {
        LLVMBuildBr(b, slow);
    }
    LLVMPositionBuilderAtEnd(b, slow);
    save_state(c, bci, depth);
    LLVMValueRef o;
    LLVMTypeRef pt[4] = {c->p8, c->p8, c->i32, c->p8};
    if (len) {
        LLVMValueRef av[4] = {c->t, cptr(c, k), len, cptr(c, js)};
        o = js ? call(c, (const void *)jit_trace_new_array, c->p8, pt, 4, av)
               : call(c, (const void *)gc_alloc_array, c->p8, pt, 3, av);
    } else {
        LLVMTypeRef pti[3] = {c->p8, c->p8, c->p8};
        LLVMValueRef av[3] = {c->t, cptr(c, k), cptr(c, js)};
        o = js ? call(c, (const void *)jit_trace_new, c->p8, pti, 3, av)
               : call(c, (const void *)gc_alloc_instance, c->p8, pti, 2, av);
    }
    exception_unless(c, LLVMBuildIsNotNull(b, o, ""));
    sts(c, dst, o);
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
}

/* ---- arithmetic -------------------------------------------------------------------------- */

/* A call of the one-argument LLVM intrinsic `name` of type ret(v), declared on first use. */
static LLVMValueRef call_intrinsic(Comp *c, const char *name, LLVMTypeRef ret, LLVMValueRef v) {
    LLVMTypeRef from = LLVMTypeOf(v);
    LLVMTypeRef fty = LLVMFunctionType(ret, &from, 1, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
    if (!fn) fn = LLVMAddFunction(c->mod, name, fty);
    return LLVMBuildCall2(c->b, fty, fn, &v, 1, "");
}

static LLVMValueRef fp_to_int_sat(Comp *c, LLVMValueRef v, LLVMTypeRef to) {
    char name[64];
    snprintf(name, sizeof name, "llvm.fptosi.sat.i%u.f%u", LLVMGetIntTypeWidth(to),
             LLVMTypeOf(v) == c->f32 ? 32 : 64);
    return call_intrinsic(c, name, to, v);
}

/* fcmpl/fcmpg/dcmpl/dcmpg: 1, 0, -1, or `nan` when unordered. */
static LLVMValueRef fcmp3(Comp *c, LLVMValueRef a, LLVMValueRef b, int nan) {
    LLVMValueRef gt = LLVMBuildFCmp(c->b, LLVMRealOGT, a, b, "");
    LLVMValueRef lt = LLVMBuildFCmp(c->b, LLVMRealOLT, a, b, "");
    LLVMValueRef eq = LLVMBuildFCmp(c->b, LLVMRealOEQ, a, b, "");
    LLVMValueRef r = LLVMBuildSelect(c->b, eq, ci32(c, 0), ci32(c, nan), "");
    r = LLVMBuildSelect(c->b, lt, ci32(c, -1), r, "");
    return LLVMBuildSelect(c->b, gt, ci32(c, 1), r, "");
}

/* idiv/irem/ldiv/lrem: division by zero deopts (the interpreter throws); MIN / -1 wraps. */
static LLVMValueRef int_div(Comp *c, uint32_t bci, LLVMValueRef a, LLVMValueRef b, bool rem) {
    LLVMTypeRef ty = LLVMTypeOf(a);
    LLVMValueRef zero = LLVMConstInt(ty, 0, 0), m1 = LLVMConstInt(ty, (uint64_t)-1, 1);
    deopt_if(c, LLVMBuildICmp(c->b, LLVMIntEQ, b, zero, ""), bci);
    LLVMValueRef is_m1 = LLVMBuildICmp(c->b, LLVMIntEQ, b, m1, "");
    LLVMValueRef bs = LLVMBuildSelect(c->b, is_m1, LLVMConstInt(ty, 1, 0), b, "");
    if (rem) return LLVMBuildSelect(c->b, is_m1, zero, LLVMBuildSRem(c->b, a, bs, ""), "");
    return LLVMBuildSelect(c->b, is_m1, LLVMBuildSub(c->b, zero, a, ""), LLVMBuildSDiv(c->b, a, bs, ""), "");
}

/* ---- invokes ----------------------------------------------------------------------------- */

/* Stores an interpreter-form frame at nf for callee with locals at args (as interp_jit_invoke
 * does) and makes it t->frame. Not its pc and sp: the callee's code stores them before anything
 * reads them (save_state, deopt exits); the caller polls for a safepoint before the push. */
static void push_frame(Comp *c, LLVMValueRef nf, LLVMValueRef callee, LLVMValueRef args, uint32_t flags) {
    store(c, c->f, gepc(c, nf, offsetof(Frame, prev)), c->tbaa_hdr);
    store(c, callee, gepc(c, nf, offsetof(Frame, method)), c->tbaa_hdr);
    store(c, args, gepc(c, nf, offsetof(Frame, locals)), c->tbaa_hdr);
    store(c, LLVMConstNull(c->p8), gepc(c, nf, offsetof(Frame, lock)), c->tbaa_hdr);
    store(c, ci32(c, (int32_t)flags), gepc(c, nf, offsetof(Frame, flags)), c->tbaa_hdr);
    store(c, nf, gepc(c, c->t, offsetof(Thread, frame)), c->tbaa_hdr);
}

/* Calls callee (a constant Method* `known`, or a computed one with known NULL) with its
 * arguments at stack slot `args`; the result lands in slot `args`. A known callee with code
 * (it had code when this method was compiled, or -Xjit:eager) is called directly: compiled
 * code pushes its frame and calls its code, as interp_jit_invoke would, after checking the C
 * stack (Thread.c_stack_limit), the Java stack and that no safepoint is pending. Anything else (computed targets, a callee
 * without code, synchronized or native, a stack near its end: interp_jit_invoke throws
 * StackOverflowError) takes interp_jit_invoke. (Computed targets called directly made
 * richards 5-10% slower; every call site's direct path made compilations longer: docs/jit.md.) */
static bool direct_ok(Method *known) {
    return known && known->code && !(known->access & (ACC_NATIVE | ACC_ABSTRACT | ACC_SYNCHRONIZED)) &&
           (jit_options.eager || atomic_load_explicit(&known->jit, memory_order_acquire));
}

static void emit_call(Comp *c, uint32_t bci, LLVMValueRef callee, unsigned args, Method *known, char ret) {
    LLVMBuilderRef b = c->b;
    save_state(c, bci, args);
    LLVMValueRef argp = sslot(c, args);
    LLVMValueRef av[4] = {c->t, callee, argp, argp};
    LLVMTypeRef pt[4] = {c->p8, c->p8, c->p8, c->p8};
    unsigned nret = ret == 'V' ? 0 : (unsigned)slots_of(ret);
    if (!direct_ok(known)) {
        exception_unless(c, call(c, (const void *)interp_jit_invoke, c->i1, pt, 4, av));
        reload_stack(c, args, nret);   /* the result, in the frame */
        return;
    }
    LLVMBasicBlockRef direct = new_block(c), returned = new_block(c), resume = new_block(c), slow = new_block(c),
                      join = new_block(c);
    LLVMValueRef jc = load(c, c->p8, cptr(c, &known->jit), NULL);
    LLVMSetOrdering(jc, LLVMAtomicOrderingAcquire);
    LLVMSetAlignment(jc, 8);
    LLVMValueRef go = LLVMBuildIsNotNull(b, jc, "");
    /* C stack: this frame's address above the limit (a limit of 0, not yet known, fails). */
    LLVMValueRef lim = ldv(c, c->i64, c->t, offsetof(Thread, c_stack_limit));
    LLVMValueRef here = LLVMBuildPtrToInt(b, c->tmp, c->i64, "");
    go = LLVMBuildAnd(b, go, LLVMBuildICmp(b, LLVMIntUGT, here, LLVMBuildSub(b, lim, ci64(c, 1), ""), ""), "");
    /* Java stack: the callee's frame and operand stack below t->stack_limit. */
    LLVMValueRef nf = gepc(c, argp, 8 * (int64_t)known->max_locals);
    LLVMValueRef top = gepc(c, nf, (int64_t)sizeof(Frame) + 8 * (int64_t)known->max_stack);
    LLVMValueRef slim = ldv(c, c->p8, c->t, offsetof(Thread, stack_limit));
    go = LLVMBuildAnd(b, go, LLVMBuildICmp(b, LLVMIntULE, LLVMBuildPtrToInt(b, top, c->i64, ""),
                                           LLVMBuildPtrToInt(b, slim, c->i64, ""), ""), "");
    /* No safepoint pending: else interp_jit_invoke polls at the callee's entry. */
    LLVMValueRef flag = load(c, c->i8, cptr(c, &safepoint_requested), NULL);
    LLVMSetOrdering(flag, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(flag, 1);
    go = LLVMBuildAnd(b, go, LLVMBuildICmp(b, LLVMIntEQ, flag, LLVMConstInt(c->i8, 0, 0), ""), "");
    LLVMBuildCondBr(b, go, direct, slow);

    LLVMPositionBuilderAtEnd(b, direct);
    push_frame(c, nf, callee, argp, FRAME_ENTRY);
    LLVMTypeRef jfty = jit_code_type(c);
    LLVMValueRef jav[3 + JIT_REG_ARGS] = {c->t, nf, ci32(c, 0)};
    for (unsigned i = 0; i < JIT_REG_ARGS; i++)
        jav[3 + i] = i < known->arg_slots ? lds(c, args + i, c->i64) : LLVMGetUndef(c->i64);
    LLVMValueRef r = LLVMBuildCall2(b, jfty, LLVMBuildBitCast(b, jc, LLVMPointerType(jfty, 0), ""), jav,
                                    3 + JIT_REG_ARGS, "");
    LLVMValueRef st = LLVMBuildExtractValue(b, r, 0, "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, st, ci32(c, JIT_RETURNED), ""), returned, resume);
    LLVMPositionBuilderAtEnd(b, returned);   /* the result in a register, not through the frame */
    store(c, c->f, gepc(c, c->t, offsetof(Thread, frame)), c->tbaa_hdr);
    if (nret) sts(c, args, LLVMBuildExtractValue(b, r, 1, ""));
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, resume);   /* the interpreter finishes the callee's frame */
    LLVMValueRef rav[3] = {c->t, argp, st};
    LLVMTypeRef rpt[3] = {c->p8, c->p8, c->i32};
    LLVMValueRef ok_resume = call(c, (const void *)interp_jit_resume, c->i1, rpt, 3, rav);
    reload_stack(c, args, nret);
    LLVMBasicBlockRef resumed = LLVMGetInsertBlock(b);
    LLVMBuildBr(b, join);

    LLVMPositionBuilderAtEnd(b, slow);
    LLVMValueRef ok_slow = call(c, (const void *)interp_jit_invoke, c->i1, pt, 4, av);
    reload_stack(c, args, nret);
    LLVMBasicBlockRef slowed = LLVMGetInsertBlock(b);
    LLVMBuildBr(b, join);

    LLVMPositionBuilderAtEnd(b, join);
    LLVMValueRef ok = LLVMBuildPhi(b, c->i1, "");
    LLVMValueRef vals[3] = {LLVMConstInt(c->i1, 1, 0), ok_resume, ok_slow};
    LLVMBasicBlockRef from[3] = {returned, resumed, slowed};
    LLVMAddIncoming(ok, vals, from, 3);
    exception_unless(c, ok);
}

/* What a quickened instruction at bci names: its resolved pool entry (Method*, Field*,
 * Class*, CallSite*). */
static void *rcp_ref(Comp *c, uint32_t bci) {
    return atomic_load_explicit(&c->m->owner->rcp[u2(c->code + bci + 1)].ptr, memory_order_acquire);
}

/* The target of the if*, goto or goto_w (op, unquickened) at bci; -1 for other instructions. */
static int64_t branch_target(Comp *c, uint32_t bci, unsigned op) {
    if ((op >= OP_ifeq && op <= OP_if_acmpne) || op == OP_goto || op == OP_ifnull || op == OP_ifnonnull)
        return (int64_t)bci + s2(c->code + bci + 1);
    if (op == OP_goto_w) return (int64_t)bci + s4(c->code + bci + 1);
    return -1;
}

/* ---- static types of stack slots --------------------------------------------------------- */

/* The class a field or array descriptor names, if loaded (class names are unique: one table). */
static Class *desc_class(const char *desc) {
    if (desc[0] == '[') return class_lookup_loaded(desc);
    if (desc[0] != 'L') return NULL;
    const char *end = strchr(desc, ';');
    char name[256];
    if (!end || (size_t)(end - desc - 1) >= sizeof name) return NULL;
    memcpy(name, desc + 1, (size_t)(end - desc - 1));
    name[end - desc - 1] = 0;
    return class_lookup_loaded(name);
}

/* Sets up static types for c's code: the instructions reached by a branch or as handlers.
 * Left off (c->stype NULL) for code with switches, jsr/ret or wide. */
static void stype_init(Comp *c, const CfMethod *cf, unsigned max_stack) {
    c->jumped = NULL;
    c->stype = NULL;
    bool *jumped = calloc(c->len + 1, sizeof *jumped);
    Class **stype = calloc(max_stack + 2u, sizeof *stype);
    if (!jumped || !stype) goto off;
    for (uint32_t bci = 0; bci < c->len;) {
        unsigned op = opcode_unquicken(op_at(c, bci));
        if (op == OP_tableswitch || op == OP_lookupswitch || op == OP_jsr || op == OP_jsr_w || op == OP_ret ||
            op == OP_wide)
            goto off;
        int64_t target = branch_target(c, bci, op);
        if (target >= 0 && target < c->len) jumped[target] = true;
        unsigned n = opcode_length(op);
        if (!n) goto off;
        bci += n;
    }
    for (uint32_t i = 0; i < cf->nhandlers; i++)
        if (cf->handlers[i].handler_pc < c->len) jumped[cf->handlers[i].handler_pc] = true;
    c->jumped = jumped;
    c->stype = stype;
    return;
off:
    free(jumped);
    free(stype);
}

static void stype_free(Comp *c) {
    free(c->jumped);
    free(c->stype);
}

/* Before the instruction at bci: what reaches it by a jump knows no types. */
static void stype_enter(Comp *c, uint32_t bci) {
    if (c->stype && c->jumped[bci]) memset(c->stype, 0, c->depth[bci] * sizeof *c->stype);
}

/* After the instruction at bci, falling through to next: slots below what it pushed keep
 * their types; what it pushed gets its static class if a field or array descriptor gives one.
 * The number of slots pushed is exact for the listed instructions; any other may have
 * rewritten the top six (dup2_x2), so those lose their types. */
static void stype_after(Comp *c, uint32_t bci, uint32_t next) {
    if (!c->stype) return;
    if (next >= c->len || !c->blocks[next]) return;   /* not reached by falling through */
    unsigned op = op_at(c, bci), uop = opcode_unquicken(op);
    unsigned d0 = c->depth[bci], d1 = c->depth[next];
    int pushed = -1;
    Class *type = NULL;
    switch (uop) {
    case OP_aconst_null: case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2:
    case OP_iconst_3: case OP_iconst_4: case OP_iconst_5: case OP_bipush: case OP_sipush:
    case OP_iload: case OP_aload: case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3:
    case OP_aload_0: case OP_aload_1: case OP_aload_2: case OP_aload_3:
    case OP_iaload: case OP_baload: case OP_caload: case OP_saload:
    case OP_iadd: case OP_isub: case OP_imul: case OP_idiv: case OP_irem: case OP_ineg:
    case OP_ishl: case OP_ishr: case OP_iushr: case OP_iand: case OP_ior: case OP_ixor:
    case OP_arraylength:
        pushed = 1;
        break;
    case OP_aaload: {
        Class *a = d0 >= 2 ? c->stype[d0 - 2] : NULL;
        pushed = 1;
        if (a && (a->flags & CLASS_FLAG_ARRAY)) type = a->component;
        break;
    }
    case OP_getfield: case OP_getstatic: {
        if (op == uop) break;   /* not resolved: the interpreter runs it */
        Field *fl = rcp_ref(c, bci);
        if (!fl) break;
        pushed = slots_of(fl->type);
        if (fl->type == 'L' || fl->type == '[') type = desc_class(fl->desc);
        break;
    }
    default:
        break;
    }
    unsigned keep = pushed < 0 ? (d1 > 6 ? d1 - 6 : 0) : (d1 > (unsigned)pushed ? d1 - (unsigned)pushed : 0);
    if (keep > d0) keep = d0;   /* nothing above the old top was known */
    for (unsigned i = keep; i < d1; i++) c->stype[i] = NULL;
    if (pushed == 1 && d1 >= 1) c->stype[d1 - 1] = type;
}

/* Whether an aastore with depth d (array at d-3, value at d-1) must check the value's class:
 * not when the array's static type is X[] for a final class X (so the array is exactly an X[])
 * and the value's static class is X (so it is an X or null). */
static bool aastore_needs_check(Comp *c, unsigned d) {
    if (!c->stype || d < 3) return true;
    Class *a = c->stype[d - 3], *v = c->stype[d - 1];
    if (!a || !v || !(a->flags & CLASS_FLAG_ARRAY)) return true;
    Class *x = a->component;
    if (!x || (x->flags & (CLASS_FLAG_ARRAY | CLASS_FLAG_PRIMITIVE | CLASS_FLAG_INTERFACE))) return true;
    return !(x->access & ACC_FINAL) || v != x;
}

/* ---- inlining ---------------------------------------------------------------------------- */

static bool emit_insn(Comp *c, uint32_t bci);

#define INLINE_MAX_BYTES 40
#define INLINE_FRAMED_MAX_BYTES 52   /* a callee inlined with its own frame */
#define INLINE_LAZY_LOOP_MAX_BYTES 160   /* a lazily framed callee called in a loop */

/* Cold code of a callee to inline: its basic blocks that end in athrow (javac's `if (...)
 * throw new X(...)`), each entered only at its first instruction. Inlined code deoptimizes
 * there instead (the interpreter throws from the callee's frame), so neither their size nor
 * what they do (allocation, calls) counts. cold[bci]: COLD_START, COLD, or 0 (hot). Returns
 * the bytes that are hot (all of them for callees with handlers, switches or too much code). */
#define COLD_MAX_CODE 256
enum { COLD = 1, COLD_START = 2 };
static uint32_t cold_code(Method *cm, uint8_t cold[COLD_MAX_CODE]) {
    uint32_t len = cm->cf->code_len, hot = len;
    memset(cold, 0, COLD_MAX_CODE);
    if (len > COLD_MAX_CODE || cm->cf->nhandlers) return len;
    bool starts[COLD_MAX_CODE + 1] = {false};
    for (uint32_t bci = 0; bci < len;) {
        unsigned op = opcode_unquicken(__atomic_load_n(&cm->code[bci], __ATOMIC_ACQUIRE));
        unsigned n = opcode_length(op);
        if (!n || bci + n > len || op == OP_tableswitch || op == OP_lookupswitch || op == OP_wide ||
            op == OP_jsr || op == OP_jsr_w || op == OP_ret || op == OP_goto_w)
            return len;
        if ((op >= OP_ifeq && op <= OP_if_acmpne) || op == OP_goto || op == OP_ifnull || op == OP_ifnonnull) {
            int32_t t = (int32_t)bci + s2(cm->code + bci + 1);
            if (t < 0 || (uint32_t)t >= len) return len;
            starts[t] = true;
        }
        if ((op >= OP_ifeq && op <= OP_return) || op == OP_ifnull || op == OP_ifnonnull || op == OP_athrow)
            starts[bci + n] = true;
        bci += n;
    }
    uint32_t block = 0;
    for (uint32_t bci = 0; bci < len;) {
        if (starts[bci]) block = bci;
        unsigned n = opcode_length(opcode_unquicken(__atomic_load_n(&cm->code[bci], __ATOMIC_ACQUIRE)));
        if (cm->code[bci] == OP_athrow && block > 0) {
            for (uint32_t i = block; i < bci + n; i++) cold[i] = i == block ? COLD_START : COLD;
            hot -= bci + n - block;
        }
        bci += n;
    }
    return hot;
}

/* What inlinable found in a callee: the hot bytes inlined with it (its own and those of the
 * callees it inlines in turn), and whether it has a check that can fail, a side effect, a
 * loop. */
typedef struct InlineScan {
    uint32_t bytes;
    bool fails, effects, loops;
} InlineScan;

static bool inlinable(Method *cm, const uint8_t cold[COLD_MAX_CODE], uint32_t hot, uint32_t max_bytes,
                      bool checks_after_effects, bool lazy_calls, unsigned nest, InlineScan *out);
/* Whether cm can be inlined without any frame (callees inside it nest levels deep at most). */
static bool inlinable_frameless(Method *cm, const uint8_t cold[COLD_MAX_CODE], uint32_t hot, unsigned nest,
                                InlineScan *out) {
    return inlinable(cm, cold, hot, INLINE_MAX_BYTES, false, false, nest, out);
}
/* Whether cm can be inlined lazily framed inside a lazy callee: loop-free (a safepoint would
 * need both frames) and with no lazy callee of its own. */
static bool inlinable_lazy_inner(Method *cm, const uint8_t cold[COLD_MAX_CODE], uint32_t hot, unsigned nest,
                                 InlineScan *out) {
    return inlinable(cm, cold, hot, INLINE_FRAMED_MAX_BYTES, true, false, nest, out) && !out->loops;
}

/* Whether callee's body can be inlined without a frame: at most max_bytes, no calls (other
 * than of constant targets that are themselves inlined without a frame, nest levels deep at
 * most), allocation, monitors or handlers (so no point where a GC can run), and unless
 * checks_after_effects (a lazy callee), no loops and no check that can fail after a side
 * effect (so a failure can re-execute the whole call in the interpreter; a lazy callee's
 * failures and loop polls build its frame instead). cold, hot: cold_code's answer for cm. */
static bool inlinable(Method *cm, const uint8_t cold[COLD_MAX_CODE], uint32_t hot, uint32_t max_bytes,
                      bool checks_after_effects, bool lazy_calls, unsigned nest, InlineScan *out) {
    if (!cm->cf || !cm->code || (cm->access & (ACC_NATIVE | ACC_ABSTRACT | ACC_SYNCHRONIZED))) return false;
    if (cm->cf->nhandlers || cm->max_locals < cm->arg_slots) return false;
    if (!atomic_load_explicit(&cm->refmaps, memory_order_acquire)) return false;
    if (hot > max_bytes) return false;
    bool effect_seen = false;
    *out = (InlineScan){.bytes = hot};
    uint32_t len = cm->cf->code_len;
    for (uint32_t bci = 0; bci < len;) {
        unsigned op = op_of(cm, bci, 0);
        unsigned n = opcode_length(opcode_unquicken(op));
        if (!n || bci + n > len) return false;
        bool can_fail = false, effect = false;
        if (bci < COLD_MAX_CODE && cold[bci]) {
            can_fail = cold[bci] == COLD_START;   /* a deopt, as a failed check */
        } else if (op <= OP_sipush || (op >= OP_iload && op <= OP_aload_3) || (op >= OP_istore && op <= OP_astore_3) ||
            (op >= OP_pop && op <= OP_swap) || op == OP_iinc || (op >= OP_i2l && op <= OP_dcmpg) ||
            (op >= OP_ireturn && op <= OP_return) || op == OP_ldc_quick_string || op == OP_ldc_w_quick_string) {
        } else if (op >= OP_iadd && op <= OP_lxor) {
            can_fail = op == OP_idiv || op == OP_ldiv || op == OP_irem || op == OP_lrem;
        } else if (op == OP_ldc || op == OP_ldc_w || op == OP_ldc2_w) {
            uint16_t idx = op == OP_ldc ? cm->code[bci + 1] : u2(cm->code + bci + 1);
            uint8_t tag = cm->owner->cf->cp[idx].tag;
            if (tag != CONST_Integer && tag != CONST_Float && tag != CONST_Long && tag != CONST_Double) return false;
        } else if ((op >= OP_ifeq && op <= OP_if_acmpne) || op == OP_goto || op == OP_ifnull || op == OP_ifnonnull) {
            if (s2(cm->code + bci + 1) <= 0) {
                if (!checks_after_effects) return false;   /* lazy: polls build the frame */
                out->loops = true;
            }
        } else if ((op >= OP_iaload && op <= OP_saload) || op == OP_arraylength ||
                   (op >= OP_getfield_quick_int && op <= OP_getfield_quick_short)) {
            can_fail = true;
        } else if ((op >= OP_iastore && op <= OP_sastore) ||
                   (op >= OP_putfield_quick_int && op <= OP_putfield_quick_short)) {
            can_fail = effect = true;
        } else if (op >= OP_getstatic_quick_int && op <= OP_getstatic_quick_short) {
        } else if (op >= OP_putstatic_quick_int && op <= OP_putstatic_quick_short) {
            effect = true;
        } else if (op == OP_invokestatic_quick || op == OP_invokespecial_quick || op == OP_invokevirtual_quick_direct) {
            /* Inlined without a frame in turn: its failures deopt at this instruction. With
             * lazy_calls also a loop-free lazily framed one, whose frame goes on this one's. */
            Method *t = atomic_load_explicit(&cm->owner->rcp[u2(cm->code + bci + 1)].ptr, memory_order_acquire);
            uint8_t tcold[COLD_MAX_CODE];
            InlineScan ts;
            if (!t || !nest || !t->cf || !t->code) return false;
            uint32_t th = cold_code(t, tcold);
            if (!inlinable_frameless(t, tcold, th, nest - 1, &ts) &&
                !(lazy_calls && inlinable_lazy_inner(t, tcold, th, nest - 1, &ts)))
                return false;
            out->bytes += ts.bytes;
            can_fail = ts.fails || op != OP_invokestatic_quick;   /* and the receiver's null check */
            effect = ts.effects;
        } else {
            return false;
        }
        if (can_fail && effect_seen && !checks_after_effects) return false;
        if (effect) effect_seen = true;
        out->fails |= can_fail;
        out->effects |= effect;
        bci += n;
    }
    return true;
}

#define INLINE_MAX_DEPTH 3
#define INLINE_FRAMED_MAX_DEPTH 1
#define INLINE_BUDGET 200            /* bytecode bytes inlined into one compiled method */

/* Whether cm can be inlined with its own frame: it is small (hot: its bytes outside cold
 * blocks) and the compiler handles all of its code (not synchronized: the interpreter's method
 * entry would lock). */
static bool inlinable_framed(Method *cm, uint32_t hot) {
    if (!cm->cf || !cm->code || (cm->access & (ACC_NATIVE | ACC_ABSTRACT | ACC_SYNCHRONIZED))) return false;
    if (cm->max_locals < cm->arg_slots) return false;
    if (!atomic_load_explicit(&cm->refmaps, memory_order_acquire)) return false;
    if (hot > INLINE_FRAMED_MAX_BYTES) return false;
    uint32_t len = cm->cf->code_len;
    for (uint32_t bci = 0; bci < len;) {
        unsigned op = opcode_unquicken(__atomic_load_n(&cm->code[bci], __ATOMIC_ACQUIRE));
        if (op == OP_jsr || op == OP_jsr_w || op == OP_ret || op == OP_wide || op == OP_tableswitch ||
            op == OP_lookupswitch)
            return false;
        unsigned n = opcode_length(op);
        if (!n || bci + n > len) return false;
        bci += n;
    }
    return true;
}

enum { INLINE_NO, INLINE_FRAMELESS, INLINE_LAZY, INLINE_FRAMED };

/* Whether bci lies in a loop of c's code (between a backward branch and its target). */
static bool in_loop(Comp *c, uint32_t bci) {
    for (uint32_t i = bci; i < c->len;) {
        unsigned op = opcode_unquicken(op_at(c, i));
        int64_t target = branch_target(c, i, op);
        if (target >= 0 && target <= bci) return true;
        unsigned n = opcode_length(op);
        if (!n) return false;
        i += n;
    }
    return false;
}

/* How cm would be inlined at c's invoke at bci (depth and size budget included). A lazy
 * callee needs a caller with a frame of its own to build its frame on (c is compiled or
 * framed); in a loop it may be larger. */
static int inline_kind(Comp *c, Method *cm, uint32_t bci) {
    if (c->inl_depth >= INLINE_MAX_DEPTH || !cm->cf || !cm->code) return INLINE_NO;
    uint8_t cold[COLD_MAX_CODE];
    uint32_t hot = cold_code(cm, cold);
    unsigned nest = INLINE_MAX_DEPTH - c->inl_depth - 1;   /* levels of callees below cm */
    InlineScan s;
    /* A frameless callee of at most INLINE_MAX_BYTES in all is about as much IR as the call it
     * replaces (a direct call site's IR is some 70 instructions in 5 blocks): it is inlined
     * also when the budget is spent (havlak's findLoops: Vector.size, at, isEmpty). */
    if (inlinable_frameless(cm, cold, hot, nest, &s) && (s.bytes <= INLINE_MAX_BYTES || s.bytes <= *c->inl_budget))
        return INLINE_FRAMELESS;
    if (hot > *c->inl_budget) return INLINE_NO;
    /* A lazy callee's frame goes on its caller's: a compiled method's, a framed callee's, or
     * an outer lazy callee's (built first). Larger ones only for a loop-free callee in a loop:
     * one with loops of its own runs long enough for the call not to matter (sieve's `sieve`
     * inlined into its caller's loop ran slower). */
    if (!c->parent || c->framed) {
        uint32_t lazy_max = in_loop(c, bci) ? INLINE_LAZY_LOOP_MAX_BYTES : INLINE_FRAMED_MAX_BYTES;
        if (inlinable(cm, cold, hot, lazy_max, true, true, nest, &s) && s.bytes <= *c->inl_budget &&
            (hot <= INLINE_FRAMED_MAX_BYTES || !s.loops))
            return INLINE_LAZY;
    } else if (c->lazy && !c->parent->lazy) {
        if (inlinable_lazy_inner(cm, cold, hot, nest, &s) && s.bytes <= *c->inl_budget) return INLINE_LAZY;
    }
    /* Framed callees only one level deep: deeper ones cost more compile time than they gain. */
    return c->inl_depth < INLINE_FRAMED_MAX_DEPTH && inlinable_framed(cm, hot) ? INLINE_FRAMED : INLINE_NO;
}

static void store_result_in_parent(Comp *c, LLVMValueRef v) { sts(c->parent, c->inl_result, v); }

/* Continues where cm's frame (above the arguments at caller slot `args`) fits below
 * t->stack_limit; else calls cm the ordinary way (which throws StackOverflowError) and goes on
 * at k->inl_exit, or, when c is a lazy callee (no frame to call from), deoptimizes c at the
 * invoke. */
static void check_inline_stack(Comp *c, Comp *k, uint32_t bci, Method *cm, unsigned args) {
    LLVMBuilderRef b = c->b;
    LLVMValueRef nf = frame_sslot(c, args + cm->max_locals);
    LLVMValueRef nbase = gepc(c, nf, sizeof(Frame));
    LLVMValueRef top = gepc(c, nbase, 8 * (int64_t)cm->max_stack);
    LLVMValueRef limit = ldv(c, c->p8, c->t, offsetof(Thread, stack_limit));
    LLVMValueRef over = LLVMBuildICmp(b, LLVMIntUGT, LLVMBuildPtrToInt(b, top, c->i64, ""),
                                      LLVMBuildPtrToInt(b, limit, c->i64, ""), "");
    LLVMBasicBlockRef push = new_block(c);
    if (c->lazy) {   /* no frame to call from: the interpreter makes the call */
        LLVMBuildCondBr(b, over, deopt_block(c, bci), push);
        LLVMPositionBuilderAtEnd(b, push);
        return;
    }
    LLVMBasicBlockRef slow = new_block(c);
    LLVMBuildCondBr(b, over, slow, push);
    LLVMPositionBuilderAtEnd(b, slow);
    save_state(c, bci, args);
    LLVMValueRef av[4] = {c->t, cptr(c, cm), sslot(c, args), sslot(c, args)};
    LLVMTypeRef pt[4] = {c->p8, c->p8, c->p8, c->p8};
    exception_unless(c, call(c, (const void *)interp_jit_invoke, c->i1, pt, 4, av));
    if (cm->ret != 'V') reload_stack(c, args, (unsigned)slots_of(cm->ret));
    LLVMBuildBr(b, k->inl_exit);
    LLVMPositionBuilderAtEnd(b, push);
}

/* Pushes cm's interpreter-form frame above the arguments at caller slot `args` (as
 * interp_jit_invoke does) and makes it t->frame, after saving the caller's state (pc at the
 * invoke, sp without the arguments); sets k's frame pointers. When the Java stack is too
 * short, calls cm the ordinary way instead (check_inline_stack). */
static void push_inline_frame(Comp *c, Comp *k, uint32_t bci, Method *cm, unsigned args) {
    LLVMValueRef nf = sslot(c, args + cm->max_locals);
    check_inline_stack(c, k, bci, cm, args);
    save_state(c, bci, args);
    push_frame(c, nf, cptr(c, cm), sslot(c, args), FRAME_ENTRY);
    k->f = nf;
    k->locals = sslot(c, args);
    k->base = gepc(c, nf, sizeof(Frame));
}

static void build_lazy_frame_at(Comp *k, uint32_t bci, unsigned depth);
/* A lazy callee's deopt (resume block): builds the frame a framed callee would have had, from
 * the caller's state at the invoke, the callee's locals (allocas) and the frame fields; the
 * caller of this stores pc and sp (its stack slots are already there, see deopt_block). */
static void build_lazy_frame(Comp *k) {
    Comp *c = k->parent;
    unsigned args = k->inl_result;
    if (c->lazy) {
        /* The outer lazy callee's frame first, stopped at the invoke of k: k's frame is not an
         * entry frame, so the interpreter returns from it into c's. */
        build_lazy_frame_at(c, k->inl_bci, args);
    } else {
        uint32_t sync_bci = c->sync_bci;
        unsigned sync_depth = c->sync_depth;
        save_state(c, k->inl_bci, args);
        c->sync_bci = sync_bci;
        c->sync_depth = sync_depth;
    }
    for (unsigned i = 0; i < k->m->max_locals; i++)
        store(c, load(c, c->i64, gepc(c, k->locals, 8 * (int64_t)i), NULL), frame_sslot(c, args + i), c->tbaa_frame);
    push_frame(c, k->lazy_f, cptr(c, k->m), frame_sslot(c, args), c->lazy ? 0 : FRAME_ENTRY);
}

/* A lazy callee's frame built as a deopt would, stopped at bci with its stack slots below
 * depth (pc and sp saved). */
static void build_lazy_frame_at(Comp *k, uint32_t bci, unsigned depth) {
    lazy_stack_to_frame(k, depth);
    build_lazy_frame(k);
    store(k, cptr(k, k->m->code + bci), gepc(k, k->lazy_f, offsetof(Frame, pc)), k->tbaa_hdr);
    store(k, frame_sslot(k, depth), gepc(k, k->lazy_f, offsetof(Frame, sp)), k->tbaa_hdr);
}

/* A safepoint poll in a lazy callee's loop (at bci, a loop header): builds its frame as a
 * deopt would, blocks, reads the references back (the collector may have moved them: the
 * callee's into its allocas, the caller's as after a call) and pops the frame again. */
static void lazy_safepoint(Comp *k, uint32_t bci) {
    Comp *c = k->parent;
    unsigned depth = k->depth[bci];
    build_lazy_frame_at(k, bci, depth);
    call(k, (const void *)safepoint_block, k->vd, &k->p8, 1, &k->t);
    const uint8_t *lb, *sb;
    uint16_t d;
    if (refmaps_at(k->maps, bci, &lb, &sb, &d)) {
        for (unsigned i = 0; i < k->m->max_locals; i++)
            if (refmap_bit(lb, i)) store(k, load(k, k->i64, sslot(c, k->inl_result + i), k->tbaa_frame), lslot(k, i), NULL);
        for (unsigned i = 0; i < depth && i < d; i++)
            if (refmap_bit(sb, i))
                store(k, load(k, k->i64, gepc(k, k->lazy_base, 8 * (int64_t)i), k->tbaa_frame), sslot(k, i), NULL);
    }
    reload_refs(c, k->inl_bci, k->inl_result);
    store(k, c->f, gepc(k, k->t, offsetof(Thread, frame)), k->tbaa_hdr);
}

/* A builder at the start of the function's entry block, for allocas of inlined callees
 * (LLVM's SROA takes only entry-block allocas). The caller disposes of it. */
static LLVMBuilderRef entry_builder(Comp *c) {
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(c->fn);
    LLVMBuilderRef eb = LLVMCreateBuilderInContext(c->ctx);
    LLVMPositionBuilder(eb, entry, LLVMGetFirstInstruction(entry));
    return eb;
}

/* A framed callee k keeps its slots in SSA as a compiled method does (its frame written at
 * save_state and in its deopt exits, references re-read after calls): one i64 alloca per
 * slot (k->cache, allocated by the caller), its arguments taken from the caller's SSA values
 * (the caller also wrote them to the frame, where they are the callee's locals). */
static void framed_slots_in_ssa(Comp *c, Comp *k, unsigned args) {
    LLVMBuilderRef eb = entry_builder(c);
    for (unsigned i = 0; i < k->ncache; i++) k->cache[i] = LLVMBuildAlloca(eb, c->i64, "");
    LLVMDisposeBuilder(eb);
    for (unsigned i = 0; i < k->m->arg_slots; i++) LLVMBuildStore(c->b, lds(c, args + i, c->i64), k->cache[i]);
}

/* Emits cm's body for the invoke at bci with arguments at caller slot `args`. */
static void emit_inline(Comp *c, uint32_t bci, Method *cm, unsigned args, int kind) {
    bool framed = kind == INLINE_FRAMED;
    Comp k = *c;
    k.parent = c;
    k.inl_bci = bci;
    k.inl_result = args;
    k.m = cm;
    k.code = cm->code;
    k.len = cm->cf->code_len;
    k.maps = atomic_load_explicit(&cm->refmaps, memory_order_acquire);
    k.framed = framed;
    k.lazy = kind == INLINE_LAZY;
    k.fp_kind = NULL;
    k.fp_shadow = NULL;
    k.landing = NULL;
    k.inl_depth = c->inl_depth + 1;
    uint8_t cold[COLD_MAX_CODE];
    uint32_t hot = cold_code(cm, cold);
    unsigned cost = framed ? hot : (hot + 1) / 2;   /* no frame: half the IR, half the cost */
    *c->inl_budget = cost < *c->inl_budget ? *c->inl_budget - cost : 0;
    k.blocks = calloc(k.len + 1, sizeof *k.blocks);
    k.depth = calloc(k.len + 1, sizeof *k.depth);
    k.deopts = framed || k.lazy ? calloc(k.len + 1, sizeof *k.deopts) : NULL;
    k.ncache = framed ? cm->max_locals + cm->max_stack + 2u : 0;
    k.cache = framed ? calloc(k.ncache, sizeof *k.cache) : NULL;
    k.stored = framed ? calloc(cm->max_locals + 1u, sizeof *k.stored) : NULL;
    k.osr = NULL;
    k.resume = NULL;
    if (!k.blocks || !k.depth || ((framed || k.lazy) && !k.deopts) || (framed && (!k.cache || !k.stored))) {
        fail(c, "out of memory");
        free(k.blocks);
        free(k.depth);
        free(k.deopts);
        free(k.cache);
        free(k.stored);
        return;
    }
    stype_init(&k, cm->cf, cm->max_stack);
    k.inl_exit = new_block(c);
    if (framed) {
        k.exc_exit = new_block(c);
        push_inline_frame(c, &k, bci, cm, args);
        framed_slots_in_ssa(c, &k, args);
    } else {   /* a frameless or lazy callee's slots are allocas (SROA makes them SSA) */
        if (k.lazy) {
            check_inline_stack(c, &k, bci, cm, args);
            k.lazy_f = k.f = frame_sslot(c, args + cm->max_locals);
            k.lazy_base = gepc(c, k.lazy_f, sizeof(Frame));
        }
        LLVMBuilderRef eb = entry_builder(c);
        k.locals = LLVMBuildBitCast(eb, LLVMBuildAlloca(eb, LLVMArrayType(c->i64, cm->max_locals + 1u), ""), c->p8, "");
        k.base = LLVMBuildBitCast(eb, LLVMBuildAlloca(eb, LLVMArrayType(c->i64, cm->max_stack + 2u), ""), c->p8, "");
        LLVMDisposeBuilder(eb);
    }
    for (uint32_t i = 0; i < k.len;) {
        const uint8_t *lb, *sb;
        uint16_t depth;
        if (refmaps_at(k.maps, i, &lb, &sb, &depth)) {
            k.blocks[i] = new_block(c);
            k.depth[i] = depth;
        }
        unsigned op = opcode_unquicken(__atomic_load_n(&cm->code[i], __ATOMIC_ACQUIRE));
        if (k.stored) note_stored(&k, i, op);
        i += opcode_length(op);
    }
    if (!framed)
        for (unsigned i = 0; i < cm->arg_slots; i++) stl(&k, i, lds(c, args + i, c->i64));
    LLVMBuildBr(c->b, k.blocks[0]);
    for (uint32_t i = 0; i < k.len && !k.failed;) {
        uint32_t n = opcode_length(opcode_unquicken(__atomic_load_n(&cm->code[i], __ATOMIC_ACQUIRE)));
        if (k.blocks[i] && i < COLD_MAX_CODE && cold[i]) {
            LLVMPositionBuilderAtEnd(c->b, k.blocks[i]);
            if (cold[i] == COLD_START) emit_deopt(&k, i);   /* the rest is unreachable here */
        } else if (k.blocks[i]) {
            LLVMPositionBuilderAtEnd(c->b, k.blocks[i]);
            stype_enter(&k, i);
            if (emit_insn(&k, i)) {
                if (i + n >= k.len || !k.blocks[i + n]) fail(&k, "inlined code falls off at %u", i);
                else LLVMBuildBr(c->b, k.blocks[i + n]);
            }
            stype_after(&k, i, i + n);
        }
        i += n;
    }
    for (uint32_t i = 0; i < k.len; i++)
        if (k.blocks[i] && !LLVMGetBasicBlockTerminator(k.blocks[i])) {
            LLVMPositionBuilderAtEnd(c->b, k.blocks[i]);
            LLVMBuildUnreachable(c->b);
        }
    if (framed) {
        LLVMPositionBuilderAtEnd(c->b, k.exc_exit);
        finish_in_interpreter(&k, true);
    }
    free(k.blocks);
    free(k.depth);
    free(k.deopts);
    free(k.cache);
    free(k.stored);
    stype_free(&k);
    if (k.failed) {
        c->failed = true;
        return;
    }
    LLVMPositionBuilderAtEnd(c->b, k.inl_exit);
    if (framed) reload_refs(c, bci, args);   /* the callee's frame may have collected */
    if (c->inlined) {
        size_t used = strlen(c->inlined);
        snprintf(c->inlined + used, c->inlinedlen - used, "%s%s.%s", used ? ", " : "", cm->owner->name, cm->name);
    }
}

/* ---- intrinsics -------------------------------------------------------------------------- */

static void emit_call(Comp *c, uint32_t bci, LLVMValueRef callee, unsigned args, Method *known, char ret);

/* System.arraycopy(src, srcPos, dst, dstPos, length) at stack slot `args`: inline when both
 * are arrays of the same class and the range is inside both (a primitive array: llvm.memmove;
 * a reference array: jit_rt_copy_refs, which card-marks as the native does); anything else
 * (null, other types, bad indices or length: the exceptions and messages) calls the native. */
static void emit_arraycopy(Comp *c, uint32_t bci, Method *cm, unsigned args) {
    LLVMBuilderRef b = c->b;
    LLVMValueRef src = lds(c, args, c->p8), spos = lds(c, args + 1, c->i32);
    LLVMValueRef dst = lds(c, args + 2, c->p8), dpos = lds(c, args + 3, c->i32), n = lds(c, args + 4, c->i32);
    LLVMBasicBlockRef kinds = new_block(c), range = new_block(c), copy = new_block(c), prim = new_block(c),
                      refs = new_block(c), native = new_block(c), done = new_block(c);
    LLVMBuildCondBr(b, LLVMBuildOr(b, LLVMBuildIsNull(b, src, ""), LLVMBuildIsNull(b, dst, ""), ""), native, kinds);
    LLVMPositionBuilderAtEnd(b, kinds);
    LLVMValueRef k = klass_of(c, src);
    LLVMValueRef flags = ldv(c, c->i32, k, offsetof(Class, flags));
    LLVMValueRef arr = LLVMBuildICmp(b, LLVMIntNE, LLVMBuildAnd(b, flags, ci32(c, CLASS_FLAG_ARRAY), ""), ci32(c, 0), "");
    LLVMValueRef same = LLVMBuildICmp(b, LLVMIntEQ, k, klass_of(c, dst), "");
    LLVMBuildCondBr(b, LLVMBuildAnd(b, arr, same, ""), range, native);
    /* 0 <= pos, 0 <= n, pos + n <= length (in 64 bits: no overflow). */
    LLVMPositionBuilderAtEnd(b, range);
    LLVMValueRef ok = LLVMConstInt(c->i1, 1, 0);
    LLVMValueRef arrs[2] = {src, dst}, poss[2] = {spos, dpos};
    for (int i = 0; i < 2; i++) {
        LLVMValueRef len = LLVMBuildSExt(b, ldh(c, c->i32, arrs[i], ci64(c, ARRAY_LENGTH_OFFSET)), c->i64, "");
        LLVMValueRef end = LLVMBuildAdd(b, LLVMBuildSExt(b, poss[i], c->i64, ""), LLVMBuildSExt(b, n, c->i64, ""), "");
        ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntSGE, poss[i], ci32(c, 0), ""), "");
        ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntSLE, end, len, ""), "");
    }
    ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, LLVMIntSGE, n, ci32(c, 0), ""), "");
    LLVMBuildCondBr(b, ok, copy, native);
    LLVMPositionBuilderAtEnd(b, copy);
    LLVMValueRef es = LLVMBuildZExt(b, ldv(c, c->i8, k, offsetof(Class, elem_size)), c->i64, "");
    LLVMValueRef et = ldv(c, c->i8, k, offsetof(Class, elem_type));
    LLVMValueRef off = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULE, es, ci64(c, 4), ""),
                                       ci64(c, (int64_t)array_data_offset(4)), ci64(c, (int64_t)array_data_offset(8)), "");
    LLVMValueRef sp = gep(c, src, LLVMBuildAdd(b, off, LLVMBuildMul(b, LLVMBuildSExt(b, spos, c->i64, ""), es, ""), ""));
    LLVMValueRef dp = gep(c, dst, LLVMBuildAdd(b, off, LLVMBuildMul(b, LLVMBuildSExt(b, dpos, c->i64, ""), es, ""), ""));
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, et, LLVMConstInt(c->i8, 'L', 0), ""), refs, prim);
    LLVMPositionBuilderAtEnd(b, prim);
    LLVMBuildMemMove(b, dp, 1, sp, 1, LLVMBuildMul(b, LLVMBuildZExt(b, n, c->i64, ""), es, ""));
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, refs);
    LLVMValueRef av[4] = {dst, dp, sp, n};
    LLVMTypeRef pt[4] = {c->p8, c->p8, c->p8, c->i32};
    call(c, (const void *)jit_rt_copy_refs, c->vd, pt, 4, av);
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, native);
    emit_call(c, bci, cptr(c, cm), args, cm, cm->ret);
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
}

/* Emits cm inline when it is an intrinsic (its result pushed at slot `args`); false if not. */
static bool emit_intrinsic(Comp *c, uint32_t bci, Method *cm, unsigned args) {
    const char *cls = cm->owner->name;
    if (class_is_boot(cm->owner) && !strcmp(cls, "java/lang/System") && !strcmp(cm->name, "arraycopy") &&
        !strcmp(cm->desc, "(Ljava/lang/Object;ILjava/lang/Object;II)V")) {
        emit_arraycopy(c, bci, cm, args);
        return true;
    }
    if (!class_is_boot(cm->owner) || (strcmp(cls, "java/lang/Math") && strcmp(cls, "java/lang/StrictMath")))
        return false;
    /* Java's sqrt is correctly rounded, floor/ceil/rint are IEEE rounding to an integral
     * value (rint: to nearest, ties to even): LLVM's intrinsics, exactly. */
    static const char *const unary[][2] = {{"sqrt", "llvm.sqrt.f64"}, {"floor", "llvm.floor.f64"},
                                           {"ceil", "llvm.ceil.f64"}, {"rint", "llvm.rint.f64"}};
    for (unsigned i = 0; i < sizeof unary / sizeof unary[0]; i++)
        if (!strcmp(cm->name, unary[i][0]) && !strcmp(cm->desc, "(D)D")) {
            sts(c, args, call_intrinsic(c, unary[i][1], c->f64, lds(c, args, c->f64)));
            return true;
        }
    /* The other (D)D and (DD)D natives of Math and StrictMath (fdlibm, sin, cos, pow, ...)
     * compute and return: once bound (it ran, so its class is initialized) the native is
     * called directly, without a frame or interp_jit_invoke. */
    bool dd = !strcmp(cm->desc, "(DD)D");
    NativeFn nfn = __atomic_load_n(&cm->native, __ATOMIC_ACQUIRE);
    if ((cm->access & ACC_NATIVE) && (cm->access & ACC_STATIC) && (dd || !strcmp(cm->desc, "(D)D")) && nfn &&
        !class_needs_init(cm->owner)) {
        LLVMValueRef argv = LLVMBuildBitCast(c->b, c->native_args, c->p8, "");
        store(c, lds(c, args, c->i64), argv, NULL);
        if (dd) store(c, lds(c, args + 2, c->i64), gepc(c, argv, 16), NULL);
        LLVMValueRef av[2] = {c->t, argv};
        LLVMTypeRef pt[2] = {c->p8, c->p8};
        sts(c, args, call(c, (const void *)nfn, c->i64, pt, 2, av));
        return true;
    }
    return false;
}

/* A call of a constant target: an intrinsic, inlined if it can be, else called. */
static void emit_direct(Comp *c, uint32_t bci, Method *cm, unsigned args) {
    if (emit_intrinsic(c, bci, cm, args)) return;
    int kind = inline_kind(c, cm, bci);
    if (c->parent && !c->framed && kind == INLINE_NO)   /* no call without a frame (inlinable) */
        fail(c, "%s.%s not inlined in a callee without a frame", cm->owner->name, cm->name);
    else if (kind != INLINE_NO) emit_inline(c, bci, cm, args, kind);
    else emit_call(c, bci, cptr(c, cm), args, cm, cm->ret);
}

/* ---- class hierarchy analysis ------------------------------------------------------------ */

/* The implementations of a virtual or interface method among the classes loaded so far: up to
 * CHA_MAX (method, receiver class) pairs, or `many`. The compiled code guards each one (the
 * selected method, or the receiver's class, compared at run time), so a class loaded later
 * only takes the ordinary call: nothing compiled depends on this answer being complete. */
#define CHA_MAX 4
#define CHA_CLASSES 8
typedef struct ChaScan {
    Method *rm;
    Method *impl[CHA_MAX];
    Class *klass[CHA_MAX];
    unsigned n;
    bool many;
    /* invokevirtual: the concrete receiver classes and which impl each selects, unless more
     * than CHA_CLASSES (many_classes). */
    Class *rk[CHA_CLASSES];
    uint8_t rk_impl[CHA_CLASSES];
    unsigned nrk;
    bool many_classes;
} ChaScan;

static bool cha_usable(Class *k) {
    return atomic_load_explicit(&k->state, memory_order_acquire) >= CLASS_LINKED && k->cf &&
           !class_is_interface(k) && !class_is_array(k);
}

/* invokevirtual: distinct non-abstract methods in rm's vtable slot of rm's subclasses. */
static void cha_virtual_visit(Class *k, void *ctx) {
    ChaScan *s = ctx;
    if (s->many || !cha_usable(k) || !class_is_subclass(k, s->rm->owner)) return;
    if ((uint32_t)s->rm->vtable_index >= k->vtable_len) return;
    Method *m = k->vtable[s->rm->vtable_index];
    if (!m || (m->access & ACC_ABSTRACT)) return;
    unsigned i = 0;
    while (i < s->n && s->impl[i] != m) i++;
    if (i == s->n) {
        if (s->n == CHA_MAX) {
            s->many = true;
            return;
        }
        s->impl[s->n++] = m;
    }
    if (k->access & ACC_ABSTRACT) return;   /* never a receiver's class */
    if (s->nrk == CHA_CLASSES) {
        s->many_classes = true;
        return;
    }
    s->rk[s->nrk] = k;
    s->rk_impl[s->nrk++] = (uint8_t)i;
}

/* invokeinterface: the concrete classes implementing rm's interface, with their methods. */
static void cha_interface_visit(Class *k, void *ctx) {
    ChaScan *s = ctx;
    if (s->many || !cha_usable(k) || (k->access & ACC_ABSTRACT)) return;
    ItableEntry *e = k->itable, *end = e + k->itable_len;
    while (e < end && e->iface != s->rm->owner) e++;
    if (e == end) return;
    Method *m = e->methods[s->rm->itable_index];
    if (!m || (m->access & ACC_ABSTRACT) || s->n == CHA_MAX) {
        s->many = true;
        return;
    }
    s->klass[s->n] = k;
    s->impl[s->n++] = m;
}

/* checkcast/instanceof: the class ids of the loaded concrete classes assignable to target,
 * unless more than CAST_IDS. Compiled code compares the object's id with them first (one
 * load: the header); any other class (loaded later, an array) takes the full test. */
#define CAST_IDS 8
typedef struct CastScan {
    Class *target;
    uint64_t ids[CAST_IDS];
    unsigned n;
    bool many;
} CastScan;

static void cast_visit(Class *k, void *ctx) {
    CastScan *s = ctx;
    if (s->many || !cha_usable(k) || (k->access & ACC_ABSTRACT) || !class_is_assignable(k, s->target)) return;
    if (s->n == CAST_IDS) {
        s->many = true;
        return;
    }
    s->ids[s->n++] = k->id;
}

/* A call through a dispatch on the receiver: `switch (key)`, case keys[j] runs candidate
 * impl[pick[j]] (inlined, or called directly when it cannot be inlined but has code);
 * anything else takes the default: the ordinary call of what the receiver selects, and for a
 * virtual call keyed by class id first a switch on that method (for classes loaded later). */
typedef struct Dispatch {
    Method *rm;
    LLVMValueRef recv;
    Method **impl;
    unsigned n;
    LLVMValueRef key;              /* i64 */
    const uint64_t *keys;
    const uint8_t *pick;
    unsigned nkeys;
    bool virtual;                  /* else an interface call */
    LLVMValueRef selected;         /* virtual: the vtable's method if already loaded (the key) */
} Dispatch;

static LLVMValueRef vtable_method(Comp *c, LLVMValueRef recv, Method *rm) {
    LLVMValueRef vt = ldv(c, c->p8, klass_of(c, recv), offsetof(Class, vtable));
    return ldv(c, c->p8, vt, 8 * (int64_t)rm->vtable_index);
}

static void emit_dispatch(Comp *c, uint32_t bci, unsigned args, const Dispatch *d) {
    LLVMBuilderRef b = c->b;
    LLVMBasicBlockRef run[CHA_MAX], join = new_block(c), dflt = new_block(c);
    bool usable[CHA_MAX];
    for (unsigned i = 0; i < d->n; i++) run[i] = new_block(c);
    LLVMValueRef sw = LLVMBuildSwitch(b, d->key, dflt, d->nkeys);
    for (unsigned j = 0; j < d->nkeys; j++) LLVMAddCase(sw, ci64(c, (int64_t)d->keys[j]), run[d->pick[j]]);
    for (unsigned i = 0; i < d->n; i++) {
        LLVMPositionBuilderAtEnd(b, run[i]);
        int kind = inline_kind(c, d->impl[i], bci);   /* after the candidates before it: the budget */
        usable[i] = kind != INLINE_NO || direct_ok(d->impl[i]);
        if (!usable[i]) {
            LLVMBuildBr(b, dflt);
            continue;
        }
        if (kind == INLINE_NO) emit_call(c, bci, cptr(c, d->impl[i]), args, d->impl[i], d->impl[i]->ret);
        else emit_inline(c, bci, d->impl[i], args, kind);
        LLVMBuildBr(b, join);
    }
    LLVMPositionBuilderAtEnd(b, dflt);
    if (d->virtual) {
        LLVMValueRef callee = d->selected;
        if (!callee) {
            callee = vtable_method(c, d->recv, d->rm);
            LLVMBasicBlockRef ordinary = new_block(c);
            LLVMValueRef sw2 = LLVMBuildSwitch(b, LLVMBuildPtrToInt(b, callee, c->i64, ""), ordinary, d->n);
            for (unsigned i = 0; i < d->n; i++)
                if (usable[i]) LLVMAddCase(sw2, ci64(c, (int64_t)(uintptr_t)d->impl[i]), run[i]);
            LLVMPositionBuilderAtEnd(b, ordinary);
        }
        emit_call(c, bci, callee, args, NULL, d->rm->ret);
    } else {
        LLVMValueRef av[2] = {d->recv, cptr(c, d->rm)};
        LLVMTypeRef pt[2] = {c->p8, c->p8};
        LLVMValueRef callee = call(c, (const void *)jit_rt_select_interface, c->p8, pt, 2, av);
        deopt_if_null(c, callee, bci);   /* the interpreter throws the linkage error */
        emit_call(c, bci, callee, args, NULL, d->rm->ret);
    }
    LLVMBuildBr(b, join);
    LLVMPositionBuilderAtEnd(b, join);
}

static void emit_invoke(Comp *c, uint32_t bci, unsigned op, unsigned d) {
    Method *rm = rcp_ref(c, bci);
    if (!rm) {
        fail(c, "unresolved quick invoke at %u", bci);
        return;
    }
    unsigned args = d - rm->arg_slots;
    switch (op) {
    case OP_invokestatic_quick:
        init_barrier(c, bci, rm->owner);
        emit_direct(c, bci, rm, args);
        return;
    case OP_invokespecial_quick:
        deopt_if_null(c, lds(c, args, c->p8), bci);
        if (rm->code && rm->code[0] == OP_return &&
            !(rm->access & (ACC_SYNCHRONIZED | ACC_NATIVE | ACC_ABSTRACT)))
            return;  /* an empty method such as Object.<init> */
        emit_direct(c, bci, rm, args);
        return;
    case OP_invokevirtual_quick_direct:
    case OP_invokeinterface_quick_direct:
        deopt_if_null(c, lds(c, args, c->p8), bci);
        emit_direct(c, bci, rm, args);
        return;
    case OP_invokevirtual_quick:
    case OP_invokeinterface_quick_virtual: {
        LLVMValueRef recv = lds(c, args, c->p8);
        deopt_if_null(c, recv, bci);
        ChaScan s = {.rm = rm};
        if (rm->vtable_index >= 0) class_for_each(cha_virtual_visit, &s);
        if (s.many) s.n = 0;
        Dispatch dp = {.rm = rm, .recv = recv, .impl = s.impl, .n = s.n, .virtual = true};
        uint64_t keys[CHA_CLASSES];
        uint8_t pick[CHA_CLASSES];
        if (s.n && !s.many_classes) {
            /* Keyed by the receiver's class id (its header): no loads of its class. */
            for (unsigned j = 0; j < s.nrk; j++) keys[j] = s.rk[j]->id;
            dp.key = class_id_of(c, recv);
            dp.pick = s.rk_impl;
            dp.nkeys = s.nrk;
        } else {
            /* Keyed by the selected method: exact whatever classes are loaded later. */
            for (unsigned i = 0; i < s.n; i++) keys[i] = (uint64_t)(uintptr_t)s.impl[i], pick[i] = (uint8_t)i;
            dp.selected = vtable_method(c, recv, rm);
            dp.key = LLVMBuildPtrToInt(c->b, dp.selected, c->i64, "");
            dp.pick = pick;
            dp.nkeys = s.n;
        }
        dp.keys = keys;
        emit_dispatch(c, bci, args, &dp);
        return;
    }
    case OP_invokeinterface_quick: {
        LLVMValueRef recv = lds(c, args, c->p8);
        deopt_if_null(c, recv, bci);
        ChaScan s = {.rm = rm};
        if (rm->itable_index >= 0) class_for_each(cha_interface_visit, &s);
        if (s.many) s.n = 0;
        /* Keyed by the receiver's class id. */
        uint64_t keys[CHA_MAX];
        uint8_t pick[CHA_MAX];
        for (unsigned i = 0; i < s.n; i++) keys[i] = s.klass[i]->id, pick[i] = (uint8_t)i;
        Dispatch dp = {.rm = rm, .recv = recv, .impl = s.impl, .n = s.n, .key = class_id_of(c, recv),
                       .keys = keys, .pick = pick, .nkeys = s.n};
        emit_dispatch(c, bci, args, &dp);
        return;
    }
    default:
        fail(c, "invoke opcode %u", op);
    }
}

/* ---- one instruction --------------------------------------------------------------------- */

#define POP_I(k) lds(c, d - (k), c->i32)
#define POP_J(k) lds(c, d - (k), c->i64)
#define POP_F(k) lds(c, d - (k), c->f32)
#define POP_D(k) lds(c, d - (k), c->f64)
#define POP_A(k) lds(c, d - (k), c->p8)

/* Emits the instruction at bci into the current block; returns false if control does not fall
 * through to the next instruction. */
static bool emit_insn(Comp *c, uint32_t bci) {
    const uint8_t *pc = c->code + bci;
    unsigned op = op_at(c, bci);
    unsigned d = c->depth[bci];
    LLVMBuilderRef b = c->b;
    switch (op) {
    case OP_nop: return true;
    case OP_aconst_null: sts(c, d, LLVMConstNull(c->p8)); return true;
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2: case OP_iconst_3:
    case OP_iconst_4: case OP_iconst_5:
        sts(c, d, ci32(c, (int)op - OP_iconst_0));
        return true;
    case OP_lconst_0: case OP_lconst_1: sts(c, d, ci64(c, op - OP_lconst_0)); return true;
    case OP_fconst_0: case OP_fconst_1: case OP_fconst_2:
        sts(c, d, LLVMConstReal(c->f32, op - OP_fconst_0));
        return true;
    case OP_dconst_0: case OP_dconst_1: sts(c, d, LLVMConstReal(c->f64, op - OP_dconst_0)); return true;
    case OP_bipush: sts(c, d, ci32(c, (int8_t)pc[1])); return true;
    case OP_sipush: sts(c, d, ci32(c, s2(pc + 1))); return true;
    case OP_ldc: case OP_ldc_w: case OP_ldc2_w: {
        uint16_t idx = op == OP_ldc ? pc[1] : u2(pc + 1);
        const CfConst *k = &c->m->owner->cf->cp[idx];
        switch (k->tag) {
        case CONST_Integer: sts(c, d, ci32(c, k->u.i)); return true;
        case CONST_Float: sts(c, d, LLVMConstReal(c->f32, k->u.f)); return true;
        case CONST_Long: sts(c, d, ci64(c, k->u.j)); return true;
        case CONST_Double: sts(c, d, LLVMConstReal(c->f64, k->u.d)); return true;
        default: emit_unresolved(c, bci); return false;
        }
    }
    case OP_ldc_quick_string: case OP_ldc_w_quick_string: {
        uint16_t idx = op == OP_ldc_quick_string ? pc[1] : u2(pc + 1);
        /* The pool slot is a GC root: load the (possibly moved) string at run time. */
        sts(c, d, load(c, c->p8, cptr(c, &c->m->owner->rcp[idx].ptr), NULL));
        return true;
    }
    case OP_ldc_quick_class: case OP_ldc_w_quick_class: {
        uint16_t idx = op == OP_ldc_quick_class ? pc[1] : u2(pc + 1);
        Class *k = atomic_load_explicit(&c->m->owner->rcp[idx].ptr, memory_order_acquire);
        sts(c, d, load(c, c->p8, cptr(c, &k->mirror), NULL));
        return true;
    }

    /* locals */
    case OP_iload: sts(c, d, ldl(c, pc[1], c->i32)); return true;
    case OP_fload: sts(c, d, ldl_fp(c, pc[1], c->f32)); return true;
    case OP_dload: sts(c, d, ldl_fp(c, pc[1], c->f64)); return true;
    case OP_lload: case OP_aload: sts(c, d, ldl(c, pc[1], c->i64)); return true;
    case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3:
        sts(c, d, ldl(c, op - OP_iload_0, c->i32)); return true;
    case OP_fload_0: case OP_fload_1: case OP_fload_2: case OP_fload_3:
        sts(c, d, ldl_fp(c, op - OP_fload_0, c->f32)); return true;
    case OP_lload_0: case OP_lload_1: case OP_lload_2: case OP_lload_3:
        sts(c, d, ldl(c, op - OP_lload_0, c->i64)); return true;
    case OP_dload_0: case OP_dload_1: case OP_dload_2: case OP_dload_3:
        sts(c, d, ldl_fp(c, op - OP_dload_0, c->f64)); return true;
    case OP_aload_0: case OP_aload_1: case OP_aload_2: case OP_aload_3:
        sts(c, d, ldl(c, op - OP_aload_0, c->i64)); return true;
    case OP_istore: stl(c, pc[1], POP_I(1)); return true;
    case OP_fstore: stl_fp(c, pc[1], POP_F(1)); return true;
    case OP_astore: stl(c, pc[1], lds(c, d - 1, c->i64)); return true;
    case OP_lstore: stl(c, pc[1], POP_J(2)); return true;
    case OP_dstore: stl_fp(c, pc[1], POP_D(2)); return true;
    case OP_istore_0: case OP_istore_1: case OP_istore_2: case OP_istore_3:
        stl(c, op - OP_istore_0, POP_I(1)); return true;
    case OP_fstore_0: case OP_fstore_1: case OP_fstore_2: case OP_fstore_3:
        stl_fp(c, op - OP_fstore_0, POP_F(1)); return true;
    case OP_astore_0: case OP_astore_1: case OP_astore_2: case OP_astore_3:
        stl(c, op - OP_astore_0, lds(c, d - 1, c->i64)); return true;
    case OP_lstore_0: case OP_lstore_1: case OP_lstore_2: case OP_lstore_3:
        stl(c, op - OP_lstore_0, POP_J(2)); return true;
    case OP_dstore_0: case OP_dstore_1: case OP_dstore_2: case OP_dstore_3:
        stl_fp(c, op - OP_dstore_0, POP_D(2)); return true;
    case OP_iinc:
        stl(c, pc[1], LLVMBuildAdd(b, ldl(c, pc[1], c->i32), ci32(c, (int8_t)pc[2]), ""));
        return true;
    case OP_wide: {
        unsigned op2 = pc[1], n = u2(pc + 2);
        switch (op2) {
        case OP_iload: sts(c, d, ldl(c, n, c->i32)); return true;
        case OP_fload: sts(c, d, ldl_fp(c, n, c->f32)); return true;
        case OP_dload: sts(c, d, ldl_fp(c, n, c->f64)); return true;
        case OP_lload: case OP_aload: sts(c, d, ldl(c, n, c->i64)); return true;
        case OP_istore: stl(c, n, POP_I(1)); return true;
        case OP_fstore: stl_fp(c, n, POP_F(1)); return true;
        case OP_astore: stl(c, n, lds(c, d - 1, c->i64)); return true;
        case OP_lstore: stl(c, n, POP_J(2)); return true;
        case OP_dstore: stl_fp(c, n, POP_D(2)); return true;
        case OP_iinc: stl(c, n, LLVMBuildAdd(b, ldl(c, n, c->i32), ci32(c, s2(pc + 4)), "")); return true;
        default: fail(c, "wide %s", opcode_name(op2)); return false;
        }
    }

    /* arrays */
    case OP_iaload: case OP_faload:
        sts(c, d - 2, load(c, c->i32, array_elem(c, bci, POP_A(2), POP_I(1), 4), c->tbaa_heap)); return true;
    case OP_laload: case OP_daload: case OP_aaload:
        sts(c, d - 2, load(c, c->i64, array_elem(c, bci, POP_A(2), POP_I(1), 8), c->tbaa_heap)); return true;
    case OP_baload:
        sts(c, d - 2, LLVMBuildSExt(b, load(c, c->i8, array_elem(c, bci, POP_A(2), POP_I(1), 1), c->tbaa_heap), c->i32, ""));
        return true;
    case OP_caload:
        sts(c, d - 2, LLVMBuildZExt(b, load(c, c->i16, array_elem(c, bci, POP_A(2), POP_I(1), 2), c->tbaa_heap), c->i32, ""));
        return true;
    case OP_saload:
        sts(c, d - 2, LLVMBuildSExt(b, load(c, c->i16, array_elem(c, bci, POP_A(2), POP_I(1), 2), c->tbaa_heap), c->i32, ""));
        return true;
    case OP_iastore: case OP_fastore:
        store(c, POP_I(1), array_elem(c, bci, POP_A(3), POP_I(2), 4), c->tbaa_heap); return true;
    case OP_lastore: case OP_dastore:
        store(c, POP_J(2), array_elem(c, bci, POP_A(4), POP_I(3), 8), c->tbaa_heap); return true;
    case OP_castore: case OP_sastore:
        store(c, LLVMBuildTrunc(b, POP_I(1), c->i16, ""), array_elem(c, bci, POP_A(3), POP_I(2), 2), c->tbaa_heap);
        return true;
    case OP_bastore: {
        LLVMValueRef a = POP_A(3);
        LLVMValueRef p = array_elem(c, bci, a, POP_I(2), 1);
        LLVMValueRef v = POP_I(1);
        LLVMValueRef et = ldv(c, c->i8, klass_of(c, a), offsetof(Class, elem_type));
        LLVMValueRef isz = LLVMBuildICmp(b, LLVMIntEQ, et, LLVMConstInt(c->i8, 'Z', 0), "");
        v = LLVMBuildSelect(b, isz, LLVMBuildAnd(b, v, ci32(c, 1), ""), v, "");
        store(c, LLVMBuildTrunc(b, v, c->i8, ""), p, c->tbaa_heap);
        return true;
    }
    case OP_aastore: {
        LLVMValueRef a = POP_A(3);
        LLVMValueRef p = array_elem(c, bci, a, POP_I(2), 8);
        LLVMValueRef v = POP_A(1);
        if (!aastore_needs_check(c, d)) {
            store(c, v, p, c->tbaa_heap);
            card_mark(c, p);
            return true;
        }
        LLVMBasicBlockRef check = new_block(c), slow = new_block(c), ok = new_block(c);
        LLVMBuildCondBr(b, LLVMBuildIsNull(b, v, ""), ok, check);
        LLVMPositionBuilderAtEnd(b, check);
        LLVMValueRef ec = ldv(c, c->p8, klass_of(c, a), offsetof(Class, component));
        LLVMValueRef vc = klass_of(c, v);
        LLVMValueRef fast = LLVMBuildOr(b, LLVMBuildICmp(b, LLVMIntEQ, ec, vc, ""),
                                        LLVMBuildICmp(b, LLVMIntEQ, ec, cptr(c, vm.wk.Object), ""), "");
        LLVMBuildCondBr(b, fast, ok, slow);
        LLVMPositionBuilderAtEnd(b, slow);
        LLVMValueRef av[2] = {vc, ec};
        LLVMTypeRef pt[2] = {c->p8, c->p8};
        LLVMValueRef assignable = call(c, (const void *)jit_rt_is_assignable, c->i1, pt, 2, av);
        LLVMBuildCondBr(b, assignable, ok, deopt_block(c, bci));
        LLVMPositionBuilderAtEnd(b, ok);
        store(c, v, p, c->tbaa_heap);
        card_mark(c, p);
        return true;
    }
    case OP_arraylength: {
        LLVMValueRef a = POP_A(1);
        deopt_if_null(c, a, bci);
        sts(c, d - 1, ldh(c, c->i32, a, ci64(c, ARRAY_LENGTH_OFFSET)));
        return true;
    }

    /* operand stack: raw slot copies */
    case OP_pop: case OP_pop2: return true;
    case OP_dup: sts(c, d, POP_J(1)); return true;
    case OP_dup_x1: {
        LLVMValueRef v1 = POP_J(1), v2 = POP_J(2);
        sts(c, d - 2, v1); sts(c, d - 1, v2); sts(c, d, v1);
        return true;
    }
    case OP_dup_x2: {
        LLVMValueRef v1 = POP_J(1), v2 = POP_J(2), v3 = POP_J(3);
        sts(c, d - 3, v1); sts(c, d - 2, v3); sts(c, d - 1, v2); sts(c, d, v1);
        return true;
    }
    case OP_dup2: {
        LLVMValueRef v1 = POP_J(1), v2 = POP_J(2);
        sts(c, d, v2); sts(c, d + 1, v1);
        return true;
    }
    case OP_dup2_x1: {
        LLVMValueRef v1 = POP_J(1), v2 = POP_J(2), v3 = POP_J(3);
        sts(c, d - 3, v2); sts(c, d - 2, v1); sts(c, d - 1, v3); sts(c, d, v2); sts(c, d + 1, v1);
        return true;
    }
    case OP_dup2_x2: {
        LLVMValueRef v1 = POP_J(1), v2 = POP_J(2), v3 = POP_J(3), v4 = POP_J(4);
        sts(c, d - 4, v2); sts(c, d - 3, v1); sts(c, d - 2, v4); sts(c, d - 1, v3);
        sts(c, d, v2); sts(c, d + 1, v1);
        return true;
    }
    case OP_swap: {
        LLVMValueRef v1 = POP_J(1), v2 = POP_J(2);
        sts(c, d - 2, v1); sts(c, d - 1, v2);
        return true;
    }

    /* int arithmetic */
    case OP_iadd: sts(c, d - 2, LLVMBuildAdd(b, POP_I(2), POP_I(1), "")); return true;
    case OP_isub: sts(c, d - 2, LLVMBuildSub(b, POP_I(2), POP_I(1), "")); return true;
    case OP_imul: sts(c, d - 2, LLVMBuildMul(b, POP_I(2), POP_I(1), "")); return true;
    case OP_idiv: sts(c, d - 2, int_div(c, bci, POP_I(2), POP_I(1), false)); return true;
    case OP_irem: sts(c, d - 2, int_div(c, bci, POP_I(2), POP_I(1), true)); return true;
    case OP_ineg: sts(c, d - 1, LLVMBuildSub(b, ci32(c, 0), POP_I(1), "")); return true;
    case OP_ishl: sts(c, d - 2, LLVMBuildShl(b, POP_I(2), LLVMBuildAnd(b, POP_I(1), ci32(c, 31), ""), "")); return true;
    case OP_ishr: sts(c, d - 2, LLVMBuildAShr(b, POP_I(2), LLVMBuildAnd(b, POP_I(1), ci32(c, 31), ""), "")); return true;
    case OP_iushr: sts(c, d - 2, LLVMBuildLShr(b, POP_I(2), LLVMBuildAnd(b, POP_I(1), ci32(c, 31), ""), "")); return true;
    case OP_iand: sts(c, d - 2, LLVMBuildAnd(b, POP_I(2), POP_I(1), "")); return true;
    case OP_ior: sts(c, d - 2, LLVMBuildOr(b, POP_I(2), POP_I(1), "")); return true;
    case OP_ixor: sts(c, d - 2, LLVMBuildXor(b, POP_I(2), POP_I(1), "")); return true;
    /* long arithmetic (a long's value is in its first slot) */
    case OP_ladd: sts(c, d - 4, LLVMBuildAdd(b, POP_J(4), POP_J(2), "")); return true;
    case OP_lsub: sts(c, d - 4, LLVMBuildSub(b, POP_J(4), POP_J(2), "")); return true;
    case OP_lmul: sts(c, d - 4, LLVMBuildMul(b, POP_J(4), POP_J(2), "")); return true;
    case OP_ldiv: sts(c, d - 4, int_div(c, bci, POP_J(4), POP_J(2), false)); return true;
    case OP_lrem: sts(c, d - 4, int_div(c, bci, POP_J(4), POP_J(2), true)); return true;
    case OP_lneg: sts(c, d - 2, LLVMBuildSub(b, ci64(c, 0), POP_J(2), "")); return true;
    case OP_land: sts(c, d - 4, LLVMBuildAnd(b, POP_J(4), POP_J(2), "")); return true;
    case OP_lor: sts(c, d - 4, LLVMBuildOr(b, POP_J(4), POP_J(2), "")); return true;
    case OP_lxor: sts(c, d - 4, LLVMBuildXor(b, POP_J(4), POP_J(2), "")); return true;
    case OP_lshl: case OP_lshr: case OP_lushr: {
        LLVMValueRef n = LLVMBuildZExt(b, LLVMBuildAnd(b, POP_I(1), ci32(c, 63), ""), c->i64, "");
        LLVMValueRef v = POP_J(3);
        v = op == OP_lshl ? LLVMBuildShl(b, v, n, "") : op == OP_lshr ? LLVMBuildAShr(b, v, n, "") : LLVMBuildLShr(b, v, n, "");
        sts(c, d - 3, v);
        return true;
    }
    /* float / double */
    case OP_fadd: sts(c, d - 2, LLVMBuildFAdd(b, POP_F(2), POP_F(1), "")); return true;
    case OP_fsub: sts(c, d - 2, LLVMBuildFSub(b, POP_F(2), POP_F(1), "")); return true;
    case OP_fmul: sts(c, d - 2, LLVMBuildFMul(b, POP_F(2), POP_F(1), "")); return true;
    case OP_fdiv: sts(c, d - 2, LLVMBuildFDiv(b, POP_F(2), POP_F(1), "")); return true;
    case OP_frem: sts(c, d - 2, LLVMBuildFRem(b, POP_F(2), POP_F(1), "")); return true;
    case OP_fneg: sts(c, d - 1, LLVMBuildFNeg(b, POP_F(1), "")); return true;
    case OP_dadd: sts(c, d - 4, LLVMBuildFAdd(b, POP_D(4), POP_D(2), "")); return true;
    case OP_dsub: sts(c, d - 4, LLVMBuildFSub(b, POP_D(4), POP_D(2), "")); return true;
    case OP_dmul: sts(c, d - 4, LLVMBuildFMul(b, POP_D(4), POP_D(2), "")); return true;
    case OP_ddiv: sts(c, d - 4, LLVMBuildFDiv(b, POP_D(4), POP_D(2), "")); return true;
    case OP_drem: sts(c, d - 4, LLVMBuildFRem(b, POP_D(4), POP_D(2), "")); return true;
    case OP_dneg: sts(c, d - 2, LLVMBuildFNeg(b, POP_D(2), "")); return true;
    /* conversions */
    case OP_i2l: sts(c, d - 1, LLVMBuildSExt(b, POP_I(1), c->i64, "")); return true;
    case OP_i2f: sts(c, d - 1, LLVMBuildSIToFP(b, POP_I(1), c->f32, "")); return true;
    case OP_i2d: sts(c, d - 1, LLVMBuildSIToFP(b, POP_I(1), c->f64, "")); return true;
    case OP_l2i: sts(c, d - 2, LLVMBuildTrunc(b, POP_J(2), c->i32, "")); return true;
    case OP_l2f: sts(c, d - 2, LLVMBuildSIToFP(b, POP_J(2), c->f32, "")); return true;
    case OP_l2d: sts(c, d - 2, LLVMBuildSIToFP(b, POP_J(2), c->f64, "")); return true;
    case OP_f2i: sts(c, d - 1, fp_to_int_sat(c, POP_F(1), c->i32)); return true;
    case OP_f2l: sts(c, d - 1, fp_to_int_sat(c, POP_F(1), c->i64)); return true;
    case OP_f2d: sts(c, d - 1, LLVMBuildFPExt(b, POP_F(1), c->f64, "")); return true;
    case OP_d2i: sts(c, d - 2, fp_to_int_sat(c, POP_D(2), c->i32)); return true;
    case OP_d2l: sts(c, d - 2, fp_to_int_sat(c, POP_D(2), c->i64)); return true;
    case OP_d2f: sts(c, d - 2, LLVMBuildFPTrunc(b, POP_D(2), c->f32, "")); return true;
    case OP_i2b: sts(c, d - 1, LLVMBuildSExt(b, LLVMBuildTrunc(b, POP_I(1), c->i8, ""), c->i32, "")); return true;
    case OP_i2c: sts(c, d - 1, LLVMBuildZExt(b, LLVMBuildTrunc(b, POP_I(1), c->i16, ""), c->i32, "")); return true;
    case OP_i2s: sts(c, d - 1, LLVMBuildSExt(b, LLVMBuildTrunc(b, POP_I(1), c->i16, ""), c->i32, "")); return true;
    /* comparisons */
    case OP_lcmp: {
        LLVMValueRef x = POP_J(4), y = POP_J(2);
        LLVMValueRef r = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSLT, x, y, ""), ci32(c, -1), ci32(c, 0), "");
        sts(c, d - 4, LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntSGT, x, y, ""), ci32(c, 1), r, ""));
        return true;
    }
    case OP_fcmpl: sts(c, d - 2, fcmp3(c, POP_F(2), POP_F(1), -1)); return true;
    case OP_fcmpg: sts(c, d - 2, fcmp3(c, POP_F(2), POP_F(1), 1)); return true;
    case OP_dcmpl: sts(c, d - 4, fcmp3(c, POP_D(4), POP_D(2), -1)); return true;
    case OP_dcmpg: sts(c, d - 4, fcmp3(c, POP_D(4), POP_D(2), 1)); return true;

    /* branches */
    case OP_ifeq: case OP_ifne: case OP_iflt: case OP_ifge: case OP_ifgt: case OP_ifle:
    case OP_if_icmpeq: case OP_if_icmpne: case OP_if_icmplt: case OP_if_icmpge: case OP_if_icmpgt:
    case OP_if_icmple: case OP_if_acmpeq: case OP_if_acmpne: case OP_ifnull: case OP_ifnonnull: {
        static const LLVMIntPredicate preds[6] = {LLVMIntEQ, LLVMIntNE, LLVMIntSLT, LLVMIntSGE, LLVMIntSGT, LLVMIntSLE};
        LLVMValueRef cond;
        if (op <= OP_ifle)
            cond = LLVMBuildICmp(b, preds[op - OP_ifeq], POP_I(1), ci32(c, 0), "");
        else if (op <= OP_if_icmple)
            cond = LLVMBuildICmp(b, preds[op - OP_if_icmpeq], POP_I(2), POP_I(1), "");
        else if (op <= OP_if_acmpne)
            cond = LLVMBuildICmp(b, op == OP_if_acmpeq ? LLVMIntEQ : LLVMIntNE, POP_A(2), POP_A(1), "");
        else
            cond = LLVMBuildICmp(b, op == OP_ifnull ? LLVMIntEQ : LLVMIntNE, POP_A(1), LLVMConstNull(c->p8), "");
        uint32_t target = (uint32_t)((int32_t)bci + s2(pc + 1));
        uint32_t next = bci + 3;
        if (next >= c->len || !c->blocks[next]) {
            fail(c, "conditional branch at the end of the code");
            return false;
        }
        LLVMBuildCondBr(b, cond, target_block(c, bci, target), c->blocks[next]);
        return false;
    }
    case OP_goto: branch_to(c, bci, (uint32_t)((int32_t)bci + s2(pc + 1))); return false;
    case OP_goto_w: branch_to(c, bci, (uint32_t)((int32_t)bci + s4(pc + 1))); return false;
    case OP_tableswitch: case OP_lookupswitch: {
        uint32_t p = (bci + 4) & ~3u;
        LLVMValueRef key = POP_I(1);
        LLVMBasicBlockRef def = target_block(c, bci, (uint32_t)((int32_t)bci + s4(c->code + p)));
        if (op == OP_tableswitch) {
            int32_t lo = s4(c->code + p + 4), hi = s4(c->code + p + 8);
            LLVMValueRef sw = LLVMBuildSwitch(b, key, def, (unsigned)(hi - lo + 1));
            for (int64_t k = lo; k <= hi; k++) {
                int32_t off = s4(c->code + p + 12 + 4 * (k - lo));
                LLVMAddCase(sw, ci32(c, k), target_block(c, bci, (uint32_t)((int32_t)bci + off)));
            }
        } else {
            int32_t n = s4(c->code + p + 4);
            LLVMValueRef sw = LLVMBuildSwitch(b, key, def, (unsigned)n);
            for (int32_t k = 0; k < n; k++) {
                int32_t match = s4(c->code + p + 8 + 8 * k), off = s4(c->code + p + 12 + 8 * k);
                LLVMAddCase(sw, ci32(c, match), target_block(c, bci, (uint32_t)((int32_t)bci + off)));
            }
        }
        return false;
    }
    case OP_jsr: case OP_jsr_w: case OP_ret:
        fail(c, "jsr/ret");
        return false;

    /* returns */
    case OP_ireturn: case OP_freturn: case OP_lreturn: case OP_dreturn: case OP_areturn: case OP_return:
        if (c->parent) {
            if (c->framed) store(c, c->parent->f, gepc(c, c->t, offsetof(Thread, frame)), c->tbaa_hdr);
            if (op == OP_ireturn || op == OP_freturn) sts(c->parent, c->inl_result, POP_I(1));
            else if (op != OP_return) sts(c->parent, c->inl_result, POP_J(op == OP_areturn ? 1 : 2));
            LLVMBuildBr(b, c->inl_exit);
            return false;
        }
        if (c->m->access & ACC_SYNCHRONIZED) {
            emit_deopt(c, bci);   /* the interpreter exits the monitor */
            return false;
        }
        LLVMValueRef v = ci64(c, 0);
        if (op == OP_ireturn || op == OP_freturn) v = slot_word(c, POP_I(1));
        else if (op == OP_lreturn || op == OP_dreturn) v = POP_J(2);
        else if (op == OP_areturn) v = LLVMBuildPtrToInt(b, POP_A(1), c->i64, "");
        ret_status(c, ci32(c, JIT_RETURNED), v);
        return false;

    /* fields */
    case OP_getfield_quick_int: case OP_getfield_quick_long: case OP_getfield_quick_ref:
    case OP_getfield_quick_byte: case OP_getfield_quick_char: case OP_getfield_quick_short:
    case OP_getfield_quick_volatile: case OP_putfield_quick_int: case OP_putfield_quick_long:
    case OP_putfield_quick_ref: case OP_putfield_quick_byte: case OP_putfield_quick_bool:
    case OP_putfield_quick_short: case OP_putfield_quick_volatile: {
        Field *fl = rcp_ref(c, bci);
        if (!fl) { fail(c, "unresolved quick field"); return false; }
        bool vol = op == OP_getfield_quick_volatile || op == OP_putfield_quick_volatile;
        if (opcode_unquicken(op) == OP_getfield) {
            LLVMValueRef o = POP_A(1);
            deopt_if_null(c, o, bci);
            sts(c, d - 1, load_typed(c, fl->type, gepc(c, o, fl->offset), c->tbaa_heap, vol));
        } else {
            int n = slots_of(fl->type);
            LLVMValueRef o = POP_A(1 + n);
            deopt_if_null(c, o, bci);
            LLVMValueRef v = lds(c, d - n, slot_type(c, fl->type));
            LLVMValueRef p = gepc(c, o, fl->offset);
            store_typed(c, fl->type, v, p, c->tbaa_heap, vol);
            if (fl->type == 'L' || fl->type == '[') card_mark(c, p);
        }
        return true;
    }
    case OP_getstatic_quick_int: case OP_getstatic_quick_long: case OP_getstatic_quick_ref:
    case OP_getstatic_quick_byte: case OP_getstatic_quick_char: case OP_getstatic_quick_short:
    case OP_getstatic_quick_volatile: case OP_putstatic_quick_int: case OP_putstatic_quick_long:
    case OP_putstatic_quick_ref: case OP_putstatic_quick_byte: case OP_putstatic_quick_bool:
    case OP_putstatic_quick_short: case OP_putstatic_quick_volatile: {
        Field *fl = rcp_ref(c, bci);
        if (!fl) { fail(c, "unresolved quick static"); return false; }
        init_barrier(c, bci, fl->owner);
        bool vol = op == OP_getstatic_quick_volatile || op == OP_putstatic_quick_volatile;
        LLVMValueRef p = cptr(c, fl->owner->statics + fl->offset);
        if (opcode_unquicken(op) == OP_getstatic) {
            sts(c, d, load_typed(c, fl->type, p, NULL, vol));
        } else {
            int n = slots_of(fl->type);
            store_typed(c, fl->type, lds(c, d - n, slot_type(c, fl->type)), p, NULL, vol);
        }
        return true;
    }

    /* invokes */
    case OP_invokestatic_quick: case OP_invokespecial_quick: case OP_invokevirtual_quick:
    case OP_invokevirtual_quick_direct: case OP_invokeinterface_quick:
    case OP_invokeinterface_quick_virtual: case OP_invokeinterface_quick_direct:
        emit_invoke(c, bci, op, d);
        return true;
    case OP_invokedynamic_quick: {
        CallSite *cs = rcp_ref(c, bci);
        unsigned args = d - cs->arg_slots;
        save_state(c, bci, d);   /* the arguments stay rooted on the stack */
        LLVMValueRef tmp = c->tmp;
        LLVMValueRef av[4] = {c->t, cptr(c, cs), sslot(c, args), LLVMBuildBitCast(b, tmp, c->p8, "")};
        LLVMTypeRef pt[4] = {c->p8, c->p8, c->p8, c->p8};
        exception_unless(c, call(c, (const void *)jit_rt_indy, c->i1, pt, 4, av));
        if (cs->ret != 'V') sts(c, args, LLVMBuildLoad2(b, c->i64, tmp, ""));
        return true;
    }

    /* objects */
    case OP_new_quick: {
        Class *k = rcp_ref(c, bci);
        init_barrier(c, bci, k);
        emit_alloc(c, bci, d, k, ci64(c, k->instance_size), NULL, d);
        return true;
    }
    case OP_newarray: case OP_anewarray_quick: {
        Class *ac;
        if (op == OP_newarray) {
            static const char *const names[12] = {[4] = "[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
            ac = pc[1] >= 4 && pc[1] <= 11 ? class_lookup_loaded(names[pc[1]]) : NULL;
        } else {
            Class *comp = rcp_ref(c, bci);
            ac = atomic_load_explicit(&comp->array_class, memory_order_acquire);
        }
        if (!ac) {
            emit_unresolved(c, bci);
            return false;
        }
        LLVMValueRef n = POP_I(1);
        deopt_if(c, LLVMBuildICmp(b, LLVMIntSLT, n, ci32(c, 0), ""), bci);
        /* gc_array_size: data offset + n * element size, rounded up to HEAP_ALIGN */
        LLVMValueRef size = LLVMBuildAdd(b, ci64(c, (int64_t)array_data_offset(ac->elem_size) + HEAP_ALIGN - 1),
                                         LLVMBuildMul(b, LLVMBuildZExt(b, n, c->i64, ""), ci64(c, ac->elem_size), ""), "");
        size = LLVMBuildAnd(b, size, ci64(c, -(int64_t)HEAP_ALIGN), "");
        emit_alloc(c, bci, d, ac, size, n, d - 1);
        return true;
    }
    case OP_checkcast_quick: case OP_instanceof_quick: {
        Class *k = rcp_ref(c, bci);
        LLVMValueRef o = POP_A(1);
        LLVMBasicBlockRef notnull = new_block(c), slow = new_block(c), yes = new_block(c), no = new_block(c);
        bool cast = op == OP_checkcast_quick;
        LLVMBuildCondBr(b, LLVMBuildIsNull(b, o, ""), cast ? yes : no, notnull);
        LLVMPositionBuilderAtEnd(b, notnull);
        CastScan cs = {.target = k};
        if (!class_is_array(k)) class_for_each(cast_visit, &cs);
        if (cs.n && !cs.many) {
            LLVMBasicBlockRef other = new_block(c);
            LLVMValueRef sw = LLVMBuildSwitch(b, class_id_of(c, o), other, cs.n);
            for (unsigned i = 0; i < cs.n; i++) LLVMAddCase(sw, ci64(c, (int64_t)cs.ids[i]), yes);
            LLVMPositionBuilderAtEnd(b, other);
        }
        LLVMValueRef oc = klass_of(c, o);
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, oc, cptr(c, k), ""), yes, slow);
        LLVMPositionBuilderAtEnd(b, slow);
        LLVMBasicBlockRef fail = cast ? deopt_block(c, bci) : no;
        bool is_class = !class_is_interface(k) && !class_is_array(k);
        if (is_class && k->depth < CLASS_DISPLAY) {
            /* A class near the root: one load of the object's class display (an array's
             * display is Object's and its own, as class_is_assignable has it). */
            LLVMValueRef at = ldv(c, c->p8, oc, (int64_t)offsetof(Class, display) + 8 * (int64_t)k->depth);
            LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, at, cptr(c, k), ""), yes, fail);
        } else if (is_class) {
            /* A deeper class: walk the superclass chain inline. */
            LLVMBasicBlockRef walk = new_block(c), test = new_block(c);
            LLVMBuildBr(b, walk);
            LLVMPositionBuilderAtEnd(b, walk);
            LLVMValueRef s = LLVMBuildPhi(b, c->p8, "");
            LLVMValueRef sup = ldv(c, c->p8, s, offsetof(Class, super));
            LLVMBuildCondBr(b, LLVMBuildIsNull(b, sup, ""), fail, test);
            LLVMPositionBuilderAtEnd(b, test);
            LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, sup, cptr(c, k), ""), yes, walk);
            LLVMValueRef inv[2] = {oc, sup};
            LLVMBasicBlockRef inb[2] = {slow, test};
            LLVMAddIncoming(s, inv, inb, 2);
        } else {
            LLVMValueRef av[2] = {oc, cptr(c, k)};
            LLVMTypeRef pt[2] = {c->p8, c->p8};
            LLVMValueRef ok = call(c, (const void *)jit_rt_is_assignable, c->i1, pt, 2, av);
            LLVMBuildCondBr(b, ok, yes, fail);
        }
        LLVMBasicBlockRef join = new_block(c);
        LLVMPositionBuilderAtEnd(b, yes);
        if (!cast) sts(c, d - 1, ci32(c, 1));
        LLVMBuildBr(b, join);
        LLVMPositionBuilderAtEnd(b, no);
        if (!cast) sts(c, d - 1, ci32(c, 0));
        LLVMBuildBr(b, join);
        LLVMPositionBuilderAtEnd(b, join);
        return true;
    }
    case OP_monitorenter: case OP_monitorexit: {
        LLVMValueRef o = POP_A(1);
        deopt_if_null(c, o, bci);
        save_state(c, bci, d);
        LLVMValueRef av[2] = {c->t, o};
        LLVMTypeRef pt[2] = {c->p8, c->p8};
        const void *fn = op == OP_monitorenter ? (const void *)jit_rt_monitor_enter : (const void *)monitor_exit;
        exception_unless(c, call(c, fn, c->i1, pt, 2, av));
        return true;
    }
    case OP_athrow: {
        /* As the interpreter: pc/sp at the athrow, the object pending, then the handlers. */
        LLVMValueRef e = POP_A(1);
        deopt_if_null(c, e, bci);
        save_state(c, bci, d);
        store(c, e, gepc(c, c->t, offsetof(Thread, exception)), NULL);
        LLVMBuildBr(b, c->exc_exit);
        return false;
    }
    case OP_multianewarray:
        emit_deopt(c, bci);
        return false;

    /* not yet resolved: the interpreter resolves and quickens it */
    case OP_getfield: case OP_putfield: case OP_getstatic: case OP_putstatic:
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface:
    case OP_invokedynamic: case OP_new: case OP_anewarray: case OP_checkcast: case OP_instanceof:
        if ((op == OP_checkcast || op == OP_instanceof)) {
            /* null passes without resolution */
            LLVMValueRef o = POP_A(1);
            LLVMBasicBlockRef isnull = new_block(c), other = new_block(c);
            LLVMBuildCondBr(b, LLVMBuildIsNull(b, o, ""), isnull, other);
            LLVMPositionBuilderAtEnd(b, other);
            emit_unresolved(c, bci);
            LLVMPositionBuilderAtEnd(b, isnull);
            if (op == OP_instanceof) sts(c, d - 1, ci32(c, 0));
            return true;
        }
        emit_unresolved(c, bci);
        return false;
    default:
        fail(c, "opcode %s", opcode_name(op) ? opcode_name(op) : "?");
        return false;
    }
}

/* ---- the method -------------------------------------------------------------------------- */

/* The exception exit (pending exception, pc/sp saved at the throwing instruction): with
 * handlers, the interpreter's lookup (interp_jit_handler: same ranges, order and catch-type
 * resolution) picks one and compiled code continues at its block; else JIT_UNWIND (searched
 * once, as the interpreter does: a catch type that fails to resolve replaces the exception).
 * (A handler without a block, never reached by the verifier's flow, runs interpreted.) */
static void emit_exception_dispatch(Comp *c) {
    unsigned n = c->m->cf->nhandlers;
    if (!n) {
        ret_status(c, ci32(c, JIT_EXCEPTION), NULL);
        return;
    }
    LLVMBasicBlockRef out = new_block(c);
    LLVMValueRef av[2] = {c->t, c->f};
    LLVMTypeRef pt[2] = {c->p8, c->p8};
    LLVMValueRef h = call(c, (const void *)interp_jit_handler, c->i32, pt, 2, av);
    LLVMValueRef sw = LLVMBuildSwitch(c->b, h, out, n);
    for (unsigned i = 0; i < n; i++) {
        uint16_t hp = c->m->cf->handlers[i].handler_pc;
        bool dup = false;
        for (unsigned j = 0; j < i; j++) dup |= c->m->cf->handlers[j].handler_pc == hp;
        if (dup) continue;
        if (hp < c->len && c->blocks[hp]) LLVMAddCase(sw, ci32(c, hp), c->landing[hp]);
    }
    LLVMPositionBuilderAtEnd(c->b, out);
    LLVMValueRef none = LLVMBuildICmp(c->b, LLVMIntSLT, h, ci32(c, 0), "");
    ret_status(c, LLVMBuildSelect(c->b, none, ci32(c, JIT_UNWIND), ci32(c, JIT_DEOPT), ""), NULL);
}

/* A method's slots stay in the frame (no Comp.cache) when (assigned locals) x (code bytes)
 * is above this: each deopt exit writes the assigned locals back. */
#define SSA_MAX_COST 6500

static LLVMValueRef tbaa_node(Comp *c, const char *name, LLVMValueRef root) {
    LLVMValueRef ops[3] = {LLVMMDStringInContext(c->ctx, name, (unsigned)strlen(name)), root, ci64(c, 0)};
    LLVMValueRef type = LLVMMDNodeInContext(c->ctx, ops, 3);
    LLVMValueRef tag[3] = {type, type, ci64(c, 0)};
    return LLVMMDNodeInContext(c->ctx, tag, 3);
}

/* Builds the IR of m into module mod as function `name`. */
static bool build_function(Comp *c, const char *name) {
    c->i1 = LLVMInt1TypeInContext(c->ctx);
    c->i8 = LLVMInt8TypeInContext(c->ctx);
    c->i16 = LLVMInt16TypeInContext(c->ctx);
    c->i32 = LLVMInt32TypeInContext(c->ctx);
    c->i64 = LLVMInt64TypeInContext(c->ctx);
    c->f32 = LLVMFloatTypeInContext(c->ctx);
    c->f64 = LLVMDoubleTypeInContext(c->ctx);
    c->p8 = LLVMPointerType(c->i8, 0);
    c->pp8 = LLVMPointerType(c->p8, 0);
    c->vd = LLVMVoidTypeInContext(c->ctx);
    c->tbaa_kind = LLVMGetMDKindIDInContext(c->ctx, "tbaa", 4);
    LLVMValueRef rootname = LLVMMDStringInContext(c->ctx, "minivm", 6);
    LLVMValueRef root = LLVMMDNodeInContext(c->ctx, &rootname, 1);
    c->tbaa_frame = tbaa_node(c, "frame slot", root);
    c->tbaa_heap = tbaa_node(c, "heap", root);
    c->tbaa_card = tbaa_node(c, "card table", root);
    c->tbaa_tlab = tbaa_node(c, "tlab", root);
    c->tbaa_hdr = tbaa_node(c, "frame header", root);   /* and Thread.frame: only stored here */

    c->fn = LLVMAddFunction(c->mod, name, jit_code_type(c));
    c->t = LLVMGetParam(c->fn, 0);
    c->f = LLVMGetParam(c->fn, 1);
    c->entry_bci = LLVMGetParam(c->fn, 2);
    c->b = LLVMCreateBuilderInContext(c->ctx);

    LLVMBasicBlockRef entry = new_block(c);
    c->blocks = calloc(c->len + 1, sizeof *c->blocks);
    c->deopts = calloc(c->len + 1, sizeof *c->deopts);
    c->osr = calloc(c->len + 1, sizeof *c->osr);
    c->depth = calloc(c->len + 1, sizeof *c->depth);
    c->stored = calloc(c->m->max_locals + 1u, sizeof *c->stored);
    c->fp_kind = calloc(c->m->max_locals + 1u, sizeof *c->fp_kind);
    if (!c->blocks || !c->deopts || !c->osr || !c->depth || !c->stored || !c->fp_kind) {
        fail(c, "out of memory");
        return false;
    }
    /* Instruction starts, depths, and backward-branch targets. */
    for (uint32_t bci = 0; bci < c->len;) {
        uint32_t n = insn_len(c, bci);
        if (!n || bci + n > c->len) {
            fail(c, "malformed code at %u", bci);
            return false;
        }
        const uint8_t *lb, *sb;
        uint16_t depth;
        if (refmaps_at(c->maps, bci, &lb, &sb, &depth)) {
            c->blocks[bci] = new_block(c);
            c->depth[bci] = depth;
        }
        unsigned op = opcode_unquicken(op_at(c, bci));
        note_stored(c, bci, op);
        int fl = -1;   /* a local a float or double instruction loads or stores */
        char fk = 0;
        unsigned fop = op == OP_wide ? op_at(c, bci + 1) : op;
        if (fop == OP_fload || fop == OP_fstore || fop == OP_dload || fop == OP_dstore) {
            fl = op == OP_wide ? u2(c->code + bci + 2) : c->code[bci + 1];
            fk = fop == OP_fload || fop == OP_fstore ? 'F' : 'D';
        } else if ((op >= OP_fload_0 && op <= OP_dload_3) || (op >= OP_fstore_0 && op <= OP_dstore_3)) {
            unsigned k = op >= OP_fstore_0 ? op - OP_fstore_0 : op - OP_fload_0;
            fl = (int)(k & 3);
            fk = k < 4 ? 'F' : 'D';
        }
        if (fl >= 0 && (unsigned)fl < c->m->max_locals)
            c->fp_kind[fl] = c->fp_kind[fl] && c->fp_kind[fl] != fk ? 'X' : fk;
        int64_t target = branch_target(c, bci, op);
        if (target >= 0 && target <= bci) c->osr[target] = true;   /* a loop header */
        bci += n;
    }
    /* Handlers are entries too: the interpreter enters them after dispatching an exception
     * it threw itself (a failed check re-executed there). */
    for (uint32_t i = 0; i < c->m->cf->nhandlers; i++) {
        uint16_t h = c->m->cf->handlers[i].handler_pc;
        if (h < c->len) c->osr[h] = true;
    }
    stype_init(c, c->m->cf, c->m->max_stack);

    LLVMPositionBuilderAtEnd(c->b, entry);
    /* A Java frame is [locals][Frame][stack] (interp.c): locals at a constant offset from f,
     * so that LLVM tells the slots apart. */
    c->locals = gepc(c, c->f, -8 * (int64_t)c->m->max_locals);
    c->base = gepc(c, c->f, sizeof(Frame));
    c->tmp = LLVMBuildAlloca(c->b, c->i64, "");
    c->native_args = LLVMBuildAlloca(c->b, LLVMArrayType(c->i64, 4), "");
    c->ncache = c->m->max_locals + c->m->max_stack + 2u;
    c->cache = calloc(c->ncache, sizeof *c->cache);
    c->landing = calloc(c->len + 1, sizeof *c->landing);
    if (!c->cache || !c->landing) {
        fail(c, "out of memory");
        return false;
    }
    unsigned nstored = 0;
    for (unsigned i = 0; i < c->m->max_locals; i++) nstored += c->stored[i];
    if ((uint64_t)nstored * c->len > SSA_MAX_COST) {
        /* Big methods with many assigned locals keep their slots in the frame: every deopt
         * exit would write back every one of them (havlak's findLoops, 974 bytes: 10 times
         * the full tier's compile time). */
        free(c->cache);
        c->cache = NULL;
    } else {
        for (unsigned i = 0; i < c->ncache; i++) c->cache[i] = LLVMBuildAlloca(c->b, c->i64, "");
        c->fp_shadow = calloc(c->m->max_locals + 1u, sizeof *c->fp_shadow);
        if (!c->fp_shadow) {
            fail(c, "out of memory");
            return false;
        }
        for (unsigned i = 0; c->fp_typed && i < c->m->max_locals; i++)
            if (c->fp_kind[i] == 'F' || c->fp_kind[i] == 'D')
                c->fp_shadow[i] = LLVMBuildAlloca(c->b, c->fp_kind[i] == 'F' ? c->f32 : c->f64, "");
    }
    emit_count(c);
    LLVMBasicBlockRef none = new_block(c);
    c->exc_exit = new_block(c);
    unsigned ncases = 0;
    /* Entries (bci 0, loop headers, handlers) read the slots from the frame. */
    for (uint32_t i = 0; i < c->len; i++)
        if ((c->osr[i] || i == 0) && c->blocks[i]) {
            ncases++;
            LLVMBasicBlockRef cur = LLVMGetInsertBlock(c->b);
            c->landing[i] = new_block(c);
            LLVMPositionBuilderAtEnd(c->b, c->landing[i]);
            for (unsigned j = 0; c->cache && j < c->m->max_locals + c->depth[i] && j < c->ncache; j++) {
                if (i == 0 && j < JIT_REG_ARGS && j < c->m->arg_slots) set_slot(c, j, LLVMGetParam(c->fn, 3 + j));
                else reload_slot(c, j);
            }
            LLVMBuildBr(c->b, c->blocks[i]);
            LLVMPositionBuilderAtEnd(c->b, cur);
        }
    LLVMValueRef sw = LLVMBuildSwitch(c->b, c->entry_bci, none, ncases);
    for (uint32_t i = 0; i < c->len; i++)
        if (c->landing[i]) LLVMAddCase(sw, ci32(c, i), c->landing[i]);
    LLVMPositionBuilderAtEnd(c->b, none);
    ret_status(c, ci32(c, JIT_DEOPT), NULL);
    LLVMPositionBuilderAtEnd(c->b, c->exc_exit);
    emit_exception_dispatch(c);

    for (uint32_t bci = 0; bci < c->len && !c->failed;) {
        uint32_t n = insn_len(c, bci);
        if (c->blocks[bci]) {
            LLVMPositionBuilderAtEnd(c->b, c->blocks[bci]);
            stype_enter(c, bci);
            if (emit_insn(c, bci)) {
                uint32_t next = bci + n;
                if (next >= c->len || !c->blocks[next]) fail(c, "falls off the code at %u", bci);
                else LLVMBuildBr(c->b, c->blocks[next]);
            }
            stype_after(c, bci, bci + n);
        }
        bci += n;
    }
    /* Unreachable instruction blocks are not emitted: give them a terminator. */
    for (uint32_t bci = 0; bci < c->len; bci++)
        if (c->blocks[bci] && !LLVMGetBasicBlockTerminator(c->blocks[bci])) {
            LLVMPositionBuilderAtEnd(c->b, c->blocks[bci]);
            LLVMBuildUnreachable(c->b);
        }
    return !c->failed;
}

/* Compiles m into mod (in ctx); true on success. Frees its own state. */
bool jit_build_ir(LLVMContextRef ctx, LLVMModuleRef mod, Method *m, const char *name, char *why, size_t whylen,
                  char *inlined, size_t inlinedlen, uint32_t count_to, bool fp_typed) {
    Comp c = {0};
    c.fp_typed = fp_typed;
    c.count_m = count_to ? m : NULL;
    c.count_to = count_to;
    unsigned budget = INLINE_BUDGET;
    c.inl_budget = &budget;
    c.inlined = inlined;
    c.inlinedlen = inlinedlen;
    inlined[0] = 0;
    c.ctx = ctx;
    c.mod = mod;
    c.m = m;
    c.why = why;
    c.whylen = whylen;
    why[0] = 0;
    if (!m->cf || !m->code || (m->access & (ACC_NATIVE | ACC_ABSTRACT))) {
        fail(&c, "no bytecode");
        return false;
    }
    c.code = m->code;
    c.len = m->cf->code_len;
    c.maps = atomic_load_explicit(&m->refmaps, memory_order_acquire);
    if (!c.maps) {
        fail(&c, "not yet typed");
        return false;
    }
    bool ok = build_function(&c, name);
    if (c.b) LLVMDisposeBuilder(c.b);
    free(c.cache);
    free(c.landing);
    free(c.stored);
    free(c.fp_kind);
    free(c.fp_shadow);
    free(c.blocks);
    free(c.deopts);
    free(c.osr);
    free(c.depth);
    stype_free(&c);
    return ok;
}
