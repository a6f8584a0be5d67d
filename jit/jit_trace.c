/* jit_trace.c: the allocation event of compiled code (see jit_trace.h). The fast path is the
 * thesis's (AntTracks, C1/C2 allocation instrumentation):
 *
 *     tl = t->trace_events;                       trace_no_room (top == end) until the first call
 *     if (tl->top != tl->end && len < 255)        an unlikely branch to the call
 *         *tl->top = WORD | len, tl->top += 1;    WORD: ALLOC_JIT_FAST, the site, length 0
 *     else trace_alloc_jit(t, obj, site);
 *
 * The top is published with a release store, as trace_try_put1 does. Nothing between the
 * TLAB bump and the event can collect, so obj stays valid in SSA. */
#include "jit_trace.h"

#include <stddef.h>

#include "../gc/gc.h"
#include "../gc/refs.h"
#include "../vm/exceptions.h"

typedef struct {
    LLVMBuilderRef b;
    LLVMContextRef ctx;
    LLVMValueRef fn;
    LLVMTypeRef i32, i64, p8;
    unsigned tbaa_kind;
    LLVMValueRef tag;
} Emit;

static LLVMValueRef at(Emit *e, LLVMValueRef p8, size_t off) {
    LLVMValueRef o = LLVMConstInt(e->i64, off, 0);
    return LLVMBuildGEP2(e->b, LLVMInt8TypeInContext(e->ctx), p8, &o, 1, "");
}

static LLVMValueRef as_ptr(Emit *e, LLVMValueRef p8, LLVMTypeRef ty) {
    return LLVMBuildBitCast(e->b, p8, LLVMPointerType(ty, 0), "");
}

static LLVMValueRef tagged(Emit *e, LLVMValueRef access) {
    LLVMSetMetadata(access, e->tbaa_kind, e->tag);
    return access;
}

/* br cond, rare, common: with weights that tell LLVM `rare` is cold. */
static void branch_rare(Emit *e, LLVMValueRef cond, LLVMBasicBlockRef rare, LLVMBasicBlockRef common) {
    LLVMValueRef br = LLVMBuildCondBr(e->b, cond, rare, common);
    LLVMMetadataRef w[3] = {
        LLVMMDStringInContext2(e->ctx, "branch_weights", 14),
        LLVMValueAsMetadata(LLVMConstInt(e->i32, 1, 0)),
        LLVMValueAsMetadata(LLVMConstInt(e->i32, 2000, 0)),
    };
    LLVMSetMetadata(br, LLVMGetMDKindIDInContext(e->ctx, "prof", 4),
                    LLVMMetadataAsValue(e->ctx, LLVMMDNodeInContext2(e->ctx, w, 3)));
}

static void call_record(Emit *e, LLVMValueRef t, LLVMValueRef obj, const TraceJitSite *js) {
    LLVMTypeRef pt[3] = {e->p8, e->p8, e->p8};
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(e->ctx), pt, 3, 0);
    LLVMValueRef fp = LLVMConstIntToPtr(LLVMConstInt(e->i64, (uint64_t)(uintptr_t)trace_alloc_jit, 0),
                                        LLVMPointerType(fty, 0));
    LLVMValueRef site = LLVMConstIntToPtr(LLVMConstInt(e->i64, (uint64_t)(uintptr_t)js, 0), e->p8);
    LLVMValueRef av[3] = {t, obj, site};
    LLVMBuildCall2(e->b, fty, fp, av, 3, "");
}

void jit_trace_emit_event(LLVMBuilderRef b, LLVMValueRef t, LLVMValueRef obj, LLVMValueRef len,
                          const TraceJitSite *js, unsigned tbaa_kind, LLVMValueRef heap_tag) {
    Emit e = {.b = b, .tbaa_kind = tbaa_kind, .tag = heap_tag};
    e.fn = LLVMGetBasicBlockParent(LLVMGetInsertBlock(b));
    e.ctx = LLVMGetModuleContext(LLVMGetGlobalParent(e.fn));
    e.i32 = LLVMInt32TypeInContext(e.ctx);
    e.i64 = LLVMInt64TypeInContext(e.ctx);
    e.p8 = LLVMPointerType(LLVMInt8TypeInContext(e.ctx), 0);
    LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(e.ctx, e.fn, "");
    if (!js->fast_word || !trace_jit_inline_events()) {
        call_record(&e, t, obj, js);
        LLVMBuildBr(b, cont);
        LLVMPositionBuilderAtEnd(b, cont);
        return;
    }
    LLVMBasicBlockRef fast = LLVMAppendBasicBlockInContext(e.ctx, e.fn, "");
    LLVMBasicBlockRef slow = LLVMAppendBasicBlockInContext(e.ctx, e.fn, "");
    LLVMValueRef tl = tagged(&e, LLVMBuildLoad2(b, e.p8, as_ptr(&e, at(&e, t, offsetof(Thread, trace_events)), e.p8), ""));
    LLVMTypeRef p32 = LLVMPointerType(e.i32, 0);
    LLVMValueRef topp = as_ptr(&e, at(&e, tl, offsetof(TraceLocal, top)), p32);
    LLVMValueRef top = tagged(&e, LLVMBuildLoad2(b, p32, topp, ""));
    LLVMSetOrdering(top, LLVMAtomicOrderingMonotonic);
    LLVMSetAlignment(top, 8);
    LLVMValueRef end = tagged(&e, LLVMBuildLoad2(b, p32, as_ptr(&e, at(&e, tl, offsetof(TraceLocal, end)), p32), ""));
    LLVMValueRef full = LLVMBuildICmp(b, LLVMIntEQ, top, end, "");
    LLVMValueRef word = LLVMConstInt(e.i32, js->fast_word, 0);
    if (len) {   /* a length from TF_ESC_LEN on needs its escape word: the call writes it */
        full = LLVMBuildOr(b, full, LLVMBuildICmp(b, LLVMIntUGE, len, LLVMConstInt(e.i32, TF_ESC_LEN, 0), ""), "");
        word = LLVMBuildOr(b, word, len, "");
    }
    branch_rare(&e, full, slow, fast);

    LLVMPositionBuilderAtEnd(b, fast);
    tagged(&e, LLVMBuildStore(b, word, top));
    LLVMValueRef one = LLVMConstInt(e.i64, 1, 0);
    LLVMValueRef pub = tagged(&e, LLVMBuildStore(b, LLVMBuildGEP2(b, e.i32, top, &one, 1, ""), topp));
    LLVMSetOrdering(pub, LLVMAtomicOrderingRelease);
    LLVMSetAlignment(pub, 8);
    LLVMBuildBr(b, cont);

    LLVMPositionBuilderAtEnd(b, slow);
    call_record(&e, t, obj, js);
    LLVMBuildBr(b, cont);
    LLVMPositionBuilderAtEnd(b, cont);
}

Object *jit_trace_new(Thread *t, Class *k, const TraceJitSite *js) {
    Object *o = gc_alloc(t, k, k->instance_size);
    if (!o) return NULL;
    trace_alloc_jit(t, o, js);
    if (k->flags & CLASS_FLAG_HAS_FINALIZER) gc_refs_register_finalizable(o);
    return o;
}

Object *jit_trace_new_array(Thread *t, Class *ac, jint len, const TraceJitSite *js) {
    if (len > GC_MAX_ARRAY_LENGTH) {
        throw_new(t, "java/lang/OutOfMemoryError", "Requested array size exceeds VM limit");
        return NULL;
    }
    Object *o = gc_alloc(t, ac, gc_array_size(ac, len));
    if (!o) return NULL;
    ARRAY_LENGTH(o) = len;
    trace_alloc_jit(t, o, js);
    return o;
}
