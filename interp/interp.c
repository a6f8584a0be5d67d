/* interp.c: the bytecode interpreter (JVMS ch. 6). See docs/interpreter.md.
 *
 * One C function, interp_run(), runs Java frames with computed-goto dispatch. Java-to-Java
 * calls and returns push/pop frames on the thread's Java stack inside that loop; only C -> Java
 * calls (interp_call) nest C frames.
 *
 * GC safety. Before anything that can allocate, throw, call Java or reach a safepoint, the
 * running frame's pc (the current instruction) and sp are stored in its Frame (SAVE_STATE).
 * The saved sp is the operand stack top at the start of the instruction, except for invokes,
 * whose saved sp excludes the outgoing arguments (they belong to the callee). No Object* is
 * kept in a C variable across such a call: everything is re-read from the Java stack. */
#include <math.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../gc/safepoint.h"
#include "../vm/class.h"
#include "../vm/exceptions.h"
#include "../vm/roots.h"
#include "../vm/monitor.h"
#include "../vm/natives.h"
#include "../vm/jstring.h"
#include "../vm/thread.h"
#include "../vm/vm.h"
#include "interp.h"
#include "interp_internal.h"
#include "invokedynamic.h"
#include "opcodes.h"
#include "verify.h"
#include "../jit/jit.h"

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)
#define COLD __attribute__((cold, noinline))

/* A Frame occupies a whole number of Value slots on the Java stack. */
_Static_assert(sizeof(Frame) % sizeof(Value) == 0, "Frame must be a multiple of a slot");
_Static_assert(sizeof(Value) == 8, "a slot is 8 bytes");
#define FRAME_SLOTS (sizeof(Frame) / sizeof(Value))

/* C -> Java nesting bound (each level is a C stack frame chain of interp_run + VM code). */
#define C_DEPTH_MAX 200
/* Extra nesting allowed while a StackOverflowError is being constructed. */
#define C_DEPTH_SOE_MARGIN 40

/* ------------------------------------------------------------------------------------------ */
/* Small helpers                                                                              */

static inline uint16_t rd_u2(const uint8_t *p) { return (uint16_t)((p[0] << 8) | p[1]); }
static inline int16_t rd_s2(const uint8_t *p) { return (int16_t)rd_u2(p); }
static inline int32_t rd_s4(const uint8_t *p) {
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* The opcode byte may be rewritten by another thread (quickening): read it atomically. */
static inline unsigned fetch_op(const uint8_t *pc) { return __atomic_load_n(pc, __ATOMIC_RELAXED); }
static inline void quicken(uint8_t *pc, unsigned op) {
    __atomic_store_n(pc, (uint8_t)op, __ATOMIC_RELEASE);
}

static inline void *rcp_get(Resolved *rcp, uint16_t idx) {
    return atomic_load_explicit(&rcp[idx].ptr, memory_order_relaxed);
}

/* Resolution caches its result in from->rcp[idx]; quick instructions rely on it. */
static COLD void rcp_mismatch(Class *c, uint16_t idx) {
    vm_fatal("resolution of pool entry #%u of %s did not cache its result in rcp", idx, c->name);
}
static inline void check_rcp(Class *c, uint16_t idx, void *p) {
    if (UNLIKELY(rcp_get(c->rcp, idx) != p)) rcp_mismatch(c, idx);
}

/* Computes m's reference maps before its first run; VerifyError if its code cannot be typed. */
static bool prepare_code(Thread *t, Method *m) {
    if (!verify_class(t, m->owner)) return false;
    char err[256];
    if (method_refmaps(m, err, sizeof err)) return true;
    char ext[256];
    class_external_name(m->owner->name, ext, sizeof ext);
    throw_newf(t, "java/lang/VerifyError", "(class: %s, method: %s signature: %s) %s", ext, m->name, m->desc, err);
    return false;
}

/* Invocation / back-edge counter for the JIT; racy increments may be lost, never torn. */
static inline void counter_inc(Method *m) {
    uint32_t c = __atomic_load_n(&m->counter, __ATOMIC_RELAXED);
    __atomic_store_n(&m->counter, c + 1, __ATOMIC_RELAXED);
}

/* m has no code and its counter reached `count`, the JIT's threshold or warm_at: compile m (its
 * code, or NULL until the compiler thread installs it), or warm the JIT up. */
static JitCode jit_count_reached(Thread *t, Method *m, uint32_t count) {
    if (count != jit_options.threshold) {
        jit_warm_up();
        return NULL;
    }
    jit_method_hot(t, m);
    return jit_code(m);
}

/* Java's saturating floating-point -> integer conversions (JVMS d2i, d2l, f2i, f2l). */
static inline jint java_d2i(jdouble d) {
    if (d != d) return 0;
    if (d >= 2147483647.0) return INT32_MAX;
    if (d <= -2147483648.0) return INT32_MIN;
    return (jint)d;
}
static inline jlong java_d2l(jdouble d) {
    if (d != d) return 0;
    if (d >= 9223372036854775807.0) return INT64_MAX;     /* i.e. >= 2^63 */
    if (d <= -9223372036854775808.0) return INT64_MIN;
    return (jlong)d;
}
/* fcmpl/dcmpl (nan = -1) and fcmpg/dcmpg (nan = 1). Floats compare exactly as doubles. */
static inline jint java_fcmp(jdouble a, jdouble b, jint nan) {
    if (a > b) return 1;
    if (a == b) return 0;
    if (a < b) return -1;
    return nan;
}

static inline bool is_ref_type(char c) { return c == 'L' || c == '['; }

static inline jint narrow_int(jint v, char type) {
    switch (type) {
    case 'Z': return v & 1;
    case 'B': return (jbyte)v;
    case 'C': return (jchar)v;
    case 'S': return (jshort)v;
    default: return v;
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Names and messages                                                                          */

typedef struct StrBuf {
    char *s;
    size_t len, cap;
} StrBuf;

static void sb_reserve(StrBuf *b, size_t extra) {
    if (b->len + extra + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + extra + 1) cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) vm_fatal("out of memory formatting a message");
    b->s = s;
    b->cap = cap;
}
static void sb_putn(StrBuf *b, const char *s, size_t n) {
    sb_reserve(b, n);
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}
static void sb_puts(StrBuf *b, const char *s) { sb_putn(b, s, strlen(s)); }
/* Appends internal name s[0..n) in external form. */
static void sb_put_external(StrBuf *b, const char *s, size_t n) {
    sb_reserve(b, n);
    for (size_t i = 0; i < n; i++) b->s[b->len + i] = s[i] == '/' ? '.' : s[i];
    b->len += n;
    b->s[b->len] = 0;
}
static char *sb_take(StrBuf *b) {
    if (!b->s) sb_reserve(b, 0), b->s[0] = 0;
    return b->s;
}

/* Appends the Java type of the descriptor at *d ("[Ljava/lang/String;" -> "java.lang.String[]")
 * and advances *d past it. */
static void sb_put_type(StrBuf *b, const char **d) {
    const char *p = *d;
    int dims = 0;
    while (*p == '[') dims++, p++;
    switch (*p) {
    case 'B': sb_puts(b, "byte"); break;
    case 'C': sb_puts(b, "char"); break;
    case 'D': sb_puts(b, "double"); break;
    case 'F': sb_puts(b, "float"); break;
    case 'I': sb_puts(b, "int"); break;
    case 'J': sb_puts(b, "long"); break;
    case 'S': sb_puts(b, "short"); break;
    case 'Z': sb_puts(b, "boolean"); break;
    case 'V': sb_puts(b, "void"); break;
    case 'L': {
        const char *e = strchr(p, ';');
        if (!e) e = p + strlen(p) - 1;
        sb_put_external(b, p + 1, (size_t)(e - p - 1));
        p = e;
        break;
    }
    default:
        if (!*p) { *d = p; return; }
        sb_putn(b, p, 1);
        break;
    }
    p++;
    while (dims-- > 0) sb_puts(b, "[]");
    *d = p;
}

bool interp_is_boot_class(const Class *c) {
    while (class_is_array(c) && c->component) c = c->component;
    return class_is_boot(c) || (c->flags & CLASS_FLAG_PRIMITIVE);
}

char *interp_external_name(const char *internal) {
    StrBuf b = {0};
    sb_put_external(&b, internal, strlen(internal));
    return sb_take(&b);
}

char *interp_method_string(const Method *m, bool with_class) {
    StrBuf b = {0};
    const char *d = strchr(m->desc, ')');
    d = d ? d + 1 : "V";
    sb_put_type(&b, &d);
    sb_puts(&b, " ");
    if (with_class) {
        sb_put_external(&b, m->owner->name, strlen(m->owner->name));
        sb_puts(&b, ".");
    }
    sb_puts(&b, m->name);
    sb_puts(&b, "(");
    d = m->desc[0] == '(' ? m->desc + 1 : m->desc;
    bool first = true;
    while (*d && *d != ')') {
        if (!first) sb_puts(&b, ", ");
        first = false;
        sb_put_type(&b, &d);
    }
    sb_puts(&b, ")");
    return sb_take(&b);
}

static const char *class_kind(const Class *c) {
    if (class_is_interface(c)) return "interface";
    if (c->access & ACC_ABSTRACT) return "abstract class";
    return "class";
}

static COLD void throw_npe(Thread *t) {
    throw_new(t, "java/lang/NullPointerException", NULL);
}

static COLD void throw_aioobe(Thread *t, jint index, jint length) {
    throw_newf(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d",
               index, length);
}

static COLD void throw_nase(Thread *t, jint n) {
    throw_newf(t, "java/lang/NegativeArraySizeException", "%d", n);
}

static COLD void throw_div_zero(Thread *t) {
    throw_new(t, "java/lang/ArithmeticException", "/ by zero");
}

/* aastore of value of class vc: HotSpot's message is the value's class name. */
static COLD void throw_array_store(Thread *t, Class *vc) {
    char *n = interp_external_name(vc->name);
    throw_new(t, "java/lang/ArrayStoreException", n);
    free(n);
}

/* HotSpot 17 (SharedRuntime::generate_class_cast_message). */
static COLD void throw_class_cast(Thread *t, Class *from, Class *to) {
    static const char boot[] = "module java.base of loader 'bootstrap'";
    static const char app[] = "unnamed module of loader 'app'";
    char *fn = interp_external_name(from->name), *tn = interp_external_name(to->name);
    bool fb = interp_is_boot_class(from), tb = interp_is_boot_class(to);
    if (fb == tb)
        throw_newf(t, "java/lang/ClassCastException",
                   "class %s cannot be cast to class %s (%s and %s are in %s)", fn, tn, fn, tn,
                   fb ? boot : app);
    else
        throw_newf(t, "java/lang/ClassCastException",
                   "class %s cannot be cast to class %s (%s is in %s; %s is in %s)", fn, tn, fn,
                   fb ? boot : app, tn, tb ? boot : app);
    free(fn);
    free(tn);
}

/* LinkResolver::throw_abstract_method_error. rc may be NULL (unknown receiver). */
static COLD void throw_abstract_method(Thread *t, Class *rc, Method *resolved) {
    char *sig = interp_method_string(resolved, false);
    char *ok = interp_external_name(resolved->owner->name);
    if (rc) {
        char *rn = interp_external_name(rc->name);
        throw_newf(t, "java/lang/AbstractMethodError",
                   "Receiver class %s does not define or inherit an implementation of the resolved "
                   "method '%s%s%s' of %s %s.",
                   rn, (resolved->access & ACC_ABSTRACT) ? "abstract " : "",
                   (resolved->access & ACC_PRIVATE) ? "private " : "", sig,
                   class_kind(resolved->owner), ok);
        free(rn);
    } else {
        throw_newf(t, "java/lang/AbstractMethodError", "'%s' of %s %s", sig,
                   class_kind(resolved->owner), ok);
    }
    free(sig);
    free(ok);
}

static COLD void throw_not_implemented(Thread *t, Class *rc, Class *iface) {
    char *rn = interp_external_name(rc->name), *in = interp_external_name(iface->name);
    throw_newf(t, "java/lang/IncompatibleClassChangeError",
               "Class %s does not implement the requested interface %s", rn, in);
    free(rn);
    free(in);
}

/* invokestatic of an instance method (want_static) or invoke* of a static one. */
static COLD void throw_static_mismatch(Thread *t, Method *rm, bool want_static) {
    char *s = interp_method_string(rm, true);
    throw_newf(t, "java/lang/IncompatibleClassChangeError",
               want_static ? "Expected static method '%s'" : "Expecting non-static method '%s'", s);
    free(s);
}

static COLD void throw_unsatisfied_link(Thread *t, Method *m) {
    char *s = interp_method_string(m, true);
    throw_newf(t, "java/lang/UnsatisfiedLinkError", "'%s'", s);
    free(s);
}

static COLD void throw_instantiation(Thread *t, Class *c) {
    char *n = interp_external_name(c->name);
    throw_new(t, "java/lang/InstantiationError", n);
    free(n);
}

static COLD void throw_bad_method(Thread *t, Method *m) {
    char *s = interp_method_string(m, true);
    throw_newf(t, "java/lang/VerifyError", "Method '%s' has no code or too few locals", s);
    free(s);
}

static COLD void throw_illegal_opcode(Thread *t, Method *m, unsigned op) {
    char *s = interp_method_string(m, true);
    throw_newf(t, "java/lang/VerifyError", "Bad instruction: %02x in method '%s'", op, s);
    free(s);
}

/* ------------------------------------------------------------------------------------------ */
/* Stack overflow                                                                              */

/* > 0 while this thread constructs a StackOverflowError. */
static _Thread_local int soe_nesting;

void interp_throw_stack_overflow(Thread *t) {
    if (soe_nesting > 0) {
        /* Constructing the error overflowed again: throw one without running Java code. */
        Class *c = class_lookup_loaded("java/lang/StackOverflowError");
        Object *e = c ? gc_alloc_instance(t, c) : NULL;
        if (e) {
            HandleMark hm = handle_mark(t);
            Handle h = handle_new(t, e);
            exception_fill_stack_trace(t, *h);
            if (!has_exception(t)) throw_object(t, *h);
            handle_release(t, hm);
        } else if (!has_exception(t)) {
            throw_object(t, vm.oom_error);
        }
        return;
    }
    soe_nesting++;
    Value *saved = t->stack_limit;
    if (t->stack_hard_limit > saved) t->stack_limit = t->stack_hard_limit;
    throw_new(t, "java/lang/StackOverflowError", NULL);
    t->stack_limit = saved;
    soe_nesting--;
}

/* The first free slot above the innermost frame (where a C -> Java call puts its frame). */
static Value *stack_top(Thread *t) {
    Frame *f = t->frame;
    if (!f) return t->stack_base;
    if (f->flags & FRAME_NATIVE) return (Value *)(f + 1);
    return frame_stack_base(f) + f->method->max_stack;
}

/* ------------------------------------------------------------------------------------------ */
/* Native calls                                                                                */

/* Calls native method m with its argument slots args (receiver first), pushing a native frame
 * at nf (the caller checked the room). Binds m->native on first call. Returns false with the
 * exception pending if the native threw. */
static bool call_native(Thread *t, Method *m, Value *args, Frame *nf, Value *result) {
    nf->prev = t->frame;
    nf->method = m;
    nf->locals = args;
    nf->sp = NULL;
    nf->pc = NULL;
    nf->lock = NULL;
    nf->flags = FRAME_NATIVE;
    t->frame = nf;
    counter_inc(m);

    Value r = {0};
    NativeFn fn = __atomic_load_n(&m->native, __ATOMIC_ACQUIRE);
    if (UNLIKELY(!fn)) {
        fn = natives_find(m->owner->name, m->name, m->desc);
        if (!fn) {
            throw_unsatisfied_link(t, m);
            t->frame = nf->prev;
            return false;
        }
        __atomic_store_n(&m->native, fn, __ATOMIC_RELEASE);
    }
    if ((m->access & ACC_STATIC) && UNLIKELY(class_needs_init(m->owner))) {
        /* Only reachable from interp_call: invokestatic initializes before calling. */
        if (!class_initialize(t, m->owner)) {
            t->frame = nf->prev;
            return false;
        }
    }
    if (UNLIKELY(m->access & ACC_SYNCHRONIZED)) {
        Object *lk = (m->access & ACC_STATIC) ? class_mirror(t, m->owner) : args[0].l;
        if (!lk) {
            if (!has_exception(t)) throw_npe(t);
            t->frame = nf->prev;
            return false;
        }
        nf->lock = lk;           /* a root from here on */
        if (!monitor_enter(t, lk)) {
            nf->lock = NULL;     /* not locked: nothing to exit */
            t->frame = nf->prev;
            return false;
        }
    }

    r = fn(t, args);

    if (UNLIKELY(nf->lock != NULL)) {
        /* Keep a reference result and the pending exception rooted across monitor_exit. */
        HandleMark hm = handle_mark(t);
        Handle hr = is_ref_type(m->ret) ? handle_new(t, has_exception(t) ? NULL : r.l) : NULL;
        Handle he = handle_new(t, t->exception);
        t->exception = NULL;
        Object *lk = nf->lock;
        nf->lock = NULL;
        if (monitor_exit(t, lk)) t->exception = *he;   /* else IllegalMonitorStateException */
        if (hr) r.l = *hr;
        handle_release(t, hm);
    }
    t->frame = nf->prev;
    if (has_exception(t)) return false;
    switch (m->ret) {
    case 'Z': r.i = (r.i & 0xff) != 0; break;
    case 'B': r.i = (jbyte)r.i; break;
    case 'C': r.i = (jchar)r.i; break;
    case 'S': r.i = (jshort)r.i; break;
    default: break;
    }
    *result = r;
    return true;
}

/* ------------------------------------------------------------------------------------------ */
/* Exception handling                                                                          */

/* Handler bci in frame f's method for the pending exception thrown at f->pc, or -1. Resolving
 * a catch type can fail: its error then replaces the pending exception (as HotSpot). */
static int32_t find_handler(Thread *t, Frame *f) {
    Method *m = f->method;
    const CfMethod *cm = m->cf;
    if (!cm || cm->nhandlers == 0) return -1;
    uint32_t bci = (uint32_t)(f->pc - m->code);
    for (uint32_t i = 0; i < cm->nhandlers; i++) {
        const CfHandler *h = &cm->handlers[i];
        if (bci < h->start_pc || bci >= h->end_pc) continue;
        if (h->catch_type == 0) return h->handler_pc;
        Class *cc = rcp_get(m->owner->rcp, h->catch_type);
        if (!cc) {
            HandleMark hm = handle_mark(t);
            Handle he = handle_new(t, t->exception);
            t->exception = NULL;
            cc = resolve_class(t, m->owner, h->catch_type);
            if (cc) t->exception = *he;
            handle_release(t, hm);
            if (!cc) continue;
        }
        Class *ec = obj_class(t->exception);
        if (ec == cc || class_is_assignable(ec, cc)) return h->handler_pc;
    }
    return -1;
}

static COLD _Noreturn void no_pending_exception(Frame *f) {
    vm_fatal("a call failed without a pending exception at bci %u of %s.%s%s", frame_bci(f),
             f->method->owner->name, f->method->name, f->method->desc);
}

/* Releases a synchronized method's monitor while its frame is unwound, keeping the pending
 * exception (unless monitor_exit throws IllegalMonitorStateException instead). */
static void unwind_unlock(Thread *t, Frame *f) {
    Object *lk = f->lock;
    f->lock = NULL;
    HandleMark hm = handle_mark(t);
    Handle he = handle_new(t, t->exception);
    t->exception = NULL;
    if (monitor_exit(t, lk)) t->exception = *he;
    handle_release(t, hm);
}

/* ------------------------------------------------------------------------------------------ */
/* Slow-path helpers                                                                           */

static Method *resolve_invoke_ref(Thread *t, Class *c, uint16_t idx) {
    if (c->cf->cp[idx].tag == CONST_InterfaceMethodref) return resolve_interface_method(t, c, idx);
    return resolve_method(t, c, idx);
}

/* The quick opcode for field f: op 0 getfield, 1 putfield, 2 getstatic, 3 putstatic. */
static unsigned field_quick_opcode(const Field *f, int op) {
    static const uint8_t vol[4] = {OP_getfield_quick_volatile, OP_putfield_quick_volatile,
                                   OP_getstatic_quick_volatile, OP_putstatic_quick_volatile};
    static const uint8_t base[4] = {OP_getfield_quick_int, OP_putfield_quick_int,
                                    OP_getstatic_quick_int, OP_putstatic_quick_int};
    if (f->access & ACC_VOLATILE) return vol[op];
    bool put = op & 1;
    int k;    /* index in int, long, ref, byte, char/bool, short */
    switch (f->type) {
    case 'I': case 'F': k = 0; break;
    case 'J': case 'D': k = 1; break;
    case 'L': case '[': k = 2; break;
    case 'B': k = 3; break;
    case 'Z': k = put ? 4 : 3; break;       /* putfield_quick_bool / getfield_quick_byte */
    case 'C': k = put ? 5 : 4; break;       /* putfield_quick_short / getfield_quick_char */
    case 'S': k = 5; break;
    default: vm_fatal("field %s.%s has bad type '%c'", f->owner->name, f->name, f->type);
    }
    return base[op] + (unsigned)k;
}

/* The quick form of invoke op (invokevirtual, invokestatic or invokeinterface) resolved to
 * rm, or 0: it throws (rm is static, or not, against op) or selects on every execution. */
static unsigned invoke_quick_opcode(unsigned op, const Method *rm) {
    bool is_static = rm->access & ACC_STATIC;
    if (op == OP_invokestatic) return is_static ? OP_invokestatic_quick : 0;
    if (is_static) return 0;
    bool in_class = !class_is_interface(rm->owner);
    if (op == OP_invokevirtual) {
        if (!in_class) return 0;
        /* private, final, or declared in a final class: only one possible target */
        if ((rm->access & (ACC_PRIVATE | ACC_FINAL)) || (rm->owner->access & ACC_FINAL))
            return OP_invokevirtual_quick_direct;
        return rm->vtable_index >= 0 ? OP_invokevirtual_quick : 0;
    }
    if (rm->access & ACC_PRIVATE) return OP_invokeinterface_quick_direct;
    if (in_class)   /* a public method of java/lang/Object */
        return (rm->vtable_index < 0 || (rm->access & ACC_FINAL)) ? OP_invokeinterface_quick_direct
                                                                 : OP_invokeinterface_quick_virtual;
    return OP_invokeinterface_quick;
}

static Method *select_special(Class *cur, Class *sym, Method *rm);

unsigned interp_quick_form(Class *owner, const uint8_t *pc, unsigned op, bool uninit_ok) {
    int fop;
    switch (op) {
    case OP_getfield: fop = 0; break;
    case OP_putfield: fop = 1; break;
    case OP_getstatic: fop = 2; break;
    case OP_putstatic: fop = 3; break;
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface: fop = -1; break;
    case OP_new: case OP_anewarray: case OP_checkcast: case OP_instanceof: fop = -2; break;
    default: return 0;
    }
    uint16_t idx = rd_u2(pc + 1);
    uint8_t tag = owner->cf->cp[idx].tag;
    /* Resolved without a thread: only what needs no loading and does not fail. ic: the class
     * to initialize first (a static member's, or new's). */
    Class *ic = NULL;
    unsigned q;
    if (fop == -2) {
        Class *k = tag == CONST_Class ? resolve_class(NULL, owner, idx) : NULL;
        if (!k) return 0;
        if (op != OP_new) return op == OP_anewarray ? OP_anewarray_quick
                                 : op == OP_checkcast ? OP_checkcast_quick : OP_instanceof_quick;
        if (!class_instantiable(k)) return 0;
        ic = k;
        q = OP_new_quick;
    } else if (fop == -1) {
        if (op == OP_invokeinterface ? tag != CONST_InterfaceMethodref
                                     : tag != CONST_Methodref && (op != OP_invokespecial || tag != CONST_InterfaceMethodref))
            return 0;
        Method *rm = resolve_invoke_ref(NULL, owner, idx);
        if (!rm) return 0;
        if (op == OP_invokespecial) {   /* as op_invokespecial quickens */
            Class *sym = (rm->access & ACC_STATIC) ? NULL : resolve_class(NULL, owner, owner->cf->cp[idx].u.ref.a);
            return sym && select_special(owner, sym, rm) == rm ? OP_invokespecial_quick : 0;
        }
        if (op == OP_invokestatic) ic = rm->owner;
        q = invoke_quick_opcode(op, rm);
    } else {
        bool is_static = fop >= 2;
        Field *f = tag == CONST_Fieldref ? resolve_field(NULL, owner, idx, is_static) : NULL;
        if (!f) return 0;
        if (is_static) ic = f->owner;
        q = field_quick_opcode(f, fop);
    }
    return ic && !uninit_ok && class_needs_init(ic) ? 0 : q;
}

/* Volatile accesses: sequentially consistent, by the field's type. Returns slots moved. */
static int volatile_load(const Field *f, void *addr, Value *dst) {
    switch (f->type) {
    case 'J': case 'D': dst->j = __atomic_load_n((jlong *)addr, __ATOMIC_SEQ_CST); return 2;
    case 'L': case '[': dst->l = __atomic_load_n((Object **)addr, __ATOMIC_SEQ_CST); return 1;
    case 'B': case 'Z': dst->i = __atomic_load_n((jbyte *)addr, __ATOMIC_SEQ_CST); return 1;
    case 'C': dst->i = __atomic_load_n((jchar *)addr, __ATOMIC_SEQ_CST); return 1;
    case 'S': dst->i = __atomic_load_n((jshort *)addr, __ATOMIC_SEQ_CST); return 1;
    default: dst->i = __atomic_load_n((jint *)addr, __ATOMIC_SEQ_CST); return 1;
    }
}
static void volatile_store(const Field *f, Object *holder, void *addr, const Value *src) {
    switch (f->type) {
    case 'J': case 'D': __atomic_store_n((jlong *)addr, src->j, __ATOMIC_SEQ_CST); break;
    case 'L': case '[':
        __atomic_store_n((Object **)addr, src->l, __ATOMIC_SEQ_CST);
        gc_write_barrier(holder, (Object **)addr);
        break;
    case 'Z': __atomic_store_n((jboolean *)addr, (jboolean)(src->i & 1), __ATOMIC_SEQ_CST); break;
    case 'B': __atomic_store_n((jbyte *)addr, (jbyte)src->i, __ATOMIC_SEQ_CST); break;
    case 'C': case 'S': __atomic_store_n((jshort *)addr, (jshort)src->i, __ATOMIC_SEQ_CST); break;
    default: __atomic_store_n((jint *)addr, src->i, __ATOMIC_SEQ_CST); break;
    }
}
static inline int type_slots(char type) { return (type == 'J' || type == 'D') ? 2 : 1; }

/* The class of arrays of primitive atype (newarray codes 4..11); NULL with an exception. */
static Class *primitive_array_class(Thread *t, unsigned atype) {
    static const char types[12] = {[4] = 'Z', 'C', 'F', 'D', 'B', 'S', 'I', 'J'};
    static _Atomic(Class *) cache[12];
    if (atype < 4 || atype > 11) {
        throw_newf(t, "java/lang/VerifyError", "Bad newarray type %u", atype);
        return NULL;
    }
    Class *ac = atomic_load_explicit(&cache[atype], memory_order_acquire);
    if (ac) return ac;
    Class *pc = class_primitive(types[atype]);
    if (!pc) vm_fatal("no primitive class for '%c'", types[atype]);
    ac = class_array_of(t, pc);
    if (ac) atomic_store_explicit(&cache[atype], ac, memory_order_release);
    return ac;
}

/* multianewarray: arrays of class ac with counts[0..dims) (all checked >= 0). The arrays made
 * so far stay in handles while inner ones are allocated. */
static Object *multi_alloc(Thread *t, Class *ac, const jint *counts, unsigned dims) {
    Object *a = gc_alloc_array(t, ac, counts[0]);
    Class *sub = ac->component;
    if (!a || dims == 1 || counts[0] == 0 || !sub || !class_is_array(sub)) return a;
    HandleMark hm = handle_mark(t);
    Handle h = handle_new(t, a);
    for (jint i = 0; i < counts[0]; i++) {
        Object *e = multi_alloc(t, sub, counts + 1, dims - 1);
        if (!e) {
            handle_release(t, hm);
            return NULL;
        }
        Object **slot = &ARRAY_DATA(*h, Object *)[i];
        *slot = e;
        gc_write_barrier(*h, slot);
    }
    a = *h;
    handle_release(t, hm);
    return a;
}

/* multianewarray of array class ac with the dims counts in the slots at counts_on_stack
 * (outermost first). NULL with an exception pending. */
static Object *multianewarray(Thread *t, Class *ac, const Value *counts_on_stack, unsigned dims) {
    jint counts[255];
    for (unsigned i = 0; i < dims; i++) counts[i] = counts_on_stack[i].i;
    for (unsigned i = 0; i < dims; i++) {
        if (counts[i] < 0) {       /* all dimensions are checked, even below a 0 */
            throw_nase(t, counts[i]);
            return NULL;
        }
    }
    if (!class_is_array(ac)) {
        throw_newf(t, "java/lang/VerifyError", "multianewarray of non-array class %s", ac->name);
        return NULL;
    }
    return multi_alloc(t, ac, counts, dims);
}

/* invokespecial selection (JVMS 6.5): a super call from class cur for resolved method rm whose
 * symbolic class is sym. Returns the method to run, or NULL if nothing is selected. */
static Method *select_special(Class *cur, Class *sym, Method *rm) {
    if (rm->name[0] == '<' || class_is_interface(sym) || sym == cur || !cur->super ||
        !class_is_subclass(cur, sym))
        return rm;
    Method *sel = class_lookup_method(cur->super, rm->name, rm->desc);
    return sel;
}

/* ------------------------------------------------------------------------------------------ */
/* The interpreter loop                                                                        */

/* GCC (12) at -O2 SLP-vectorizes the register moves that join pc/sp at the shared dispatch
 * points, which tail-merges every `goto *` into one indirect jump through SSE registers: the
 * interpreter then runs 2-3x slower. Keep one dispatch jump per handler. */
#if defined(__GNUC__) && !defined(__clang__)
#define INTERP_LOOP_ATTRS __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define INTERP_LOOP_ATTRS
#endif

/* Runs the entry frame t->frame (flags FRAME_ENTRY, pc/sp at its start) until it returns
 * (true, result stored) or an exception unwinds through it (false, t->exception set). */
/* Where interp_run starts in t->frame (JIT: resuming a frame that compiled code left). */
enum { RUN_ENTRY, RUN_RESUME, RUN_EXCEPTION, RUN_UNWIND };

INTERP_LOOP_ATTRS static bool interp_run(Thread *t, Value *result, int start) {
    static const void *const dispatch[256] = {
#define DISPATCH_ENTRY_(name, num, len, base) [num] = &&op_##name,
        OPCODE_LIST(DISPATCH_ENTRY_)
#undef DISPATCH_ENTRY_
        [OP_breakpoint] = &&op_illegal,
        [OP_LAST_QUICK + 1 ... 0xff] = &&op_illegal,
    };

    Frame *frame = t->frame;
    Method *m;
    uint8_t *code;
    Value *locals;
    Resolved *rcp;
    uint8_t *pc;
    Value *sp;

    Method *callee = NULL;      /* do_invoke's target */
    int fop = 0;                /* field_slow / type_slow: which instruction */
    uint16_t ldc_idx = 0;       /* ldc_slow */
    unsigned ldc_len = 0;
    jint bad_index = 0, bad_length = 0;
    JitCode jit_fn = NULL;      /* JIT: code to enter at jit_bci */
    uint32_t jit_bci = 0;

#define LOAD_FRAME()                  \
    do {                              \
        m = frame->method;            \
        code = m->code;               \
        locals = frame->locals;       \
        rcp = m->owner->rcp;          \
    } while (0)
#define SAVE_STATE()                  \
    do {                              \
        frame->pc = pc;               \
        frame->sp = sp;               \
    } while (0)
#define DISPATCH() goto *dispatch[fetch_op(pc)]
#define NEXT(n)                       \
    do {                              \
        pc += (n);                    \
        DISPATCH();                   \
    } while (0)
/* A quick instruction reads what the quickening thread published before its release store of
 * the opcode; the dispatch load was relaxed, so synchronize here (free on x86). */
#define QUICK_SYNC() atomic_thread_fence(memory_order_acquire)
#define RCP(i) rcp_get(rcp, (i))
#define NULL_CHECK(o)                 \
    do {                              \
        if (UNLIKELY((o) == NULL)) goto lbl_npe; \
    } while (0)
#define ARRAY_CHECK(a, i)                                                  \
    do {                                                                   \
        if (UNLIKELY((a) == NULL)) goto lbl_npe;                         \
        if (UNLIKELY((uint32_t)(i) >= (uint32_t)ARRAY_LENGTH(a))) {        \
            bad_index = (i);                                               \
            bad_length = ARRAY_LENGTH(a);                                  \
            goto lbl_aioobe;                                             \
        }                                                                  \
    } while (0)
/* Taken branch to pc + off: back-edges count and poll the safepoint. */
#define BRANCH(off)                   \
    do {                              \
        int32_t off_ = (off);         \
        pc += off_;                   \
        if (UNLIKELY(off_ <= 0)) goto backedge; \
        DISPATCH();                   \
    } while (0)
#define IF_BRANCH(cond, npop)         \
    do {                              \
        bool c_ = (cond);             \
        sp -= (npop);                 \
        if (c_) BRANCH(rd_s2(pc + 1)); \
        NEXT(3);                      \
    } while (0)
#define PUSH_RESULT(type, r)                                 \
    do {                                                     \
        char rt_ = (type);                                   \
        if (rt_ != 'V') {                                    \
            sp->raw = (r).raw;                               \
            sp += (rt_ == 'J' || rt_ == 'D') ? 2 : 1;        \
        }                                                    \
    } while (0)
/* Return from the running frame with nslots result slots on top of its stack. */
#define DO_RETURN(nslots)                                                   \
    do {                                                                    \
        if (UNLIKELY(frame->lock != NULL)) {                                \
            SAVE_STATE();                                                   \
            Object *lk_ = frame->lock;                                      \
            frame->lock = NULL;                                             \
            if (!monitor_exit(t, lk_)) goto exception;                      \
        }                                                                   \
        Value rv_;                                                          \
        rv_.raw = (nslots) ? sp[-(nslots)].raw : 0;                         \
        Frame *caller_ = frame->prev;                                       \
        uint32_t fl_ = frame->flags;                                        \
        t->frame = caller_;                                                 \
        if (UNLIKELY(fl_ & FRAME_ENTRY)) {                                  \
            if (result) *result = rv_;                                      \
            return true;                                                    \
        }                                                                   \
        frame = caller_;                                                    \
        LOAD_FRAME();                                                       \
        sp = frame->sp;                                                     \
        pc = frame->pc;                                                     \
        if (nslots) {                                                       \
            sp->raw = rv_.raw;                                              \
            sp += (nslots);                                                 \
        }                                                                   \
        NEXT(opcode_length(fetch_op(pc)));                                  \
    } while (0)

    LOAD_FRAME();
    pc = frame->pc;
    sp = frame->sp;
    if (start == RUN_RESUME) DISPATCH();
    if (start == RUN_EXCEPTION) goto exception;
    if (start == RUN_UNWIND) goto exception_pop;
    goto method_entry;

method_entry:
    /* frame was just pushed: pc = code, sp = stack base, locals hold the arguments. */
    counter_inc(m);
    if (UNLIKELY(!atomic_load_explicit(&m->refmaps, memory_order_acquire))) {
        /* First run: type the code once (this also rejects malformed code and our own quick
         * opcodes in class files), so a collection never has to compute maps. */
        SAVE_STATE();
        if (!prepare_code(t, m)) goto exception_pop;
    }
    if (UNLIKELY(m->access & ACC_SYNCHRONIZED)) {
        SAVE_STATE();
        Object *lk;
        if (m->access & ACC_STATIC) {
            lk = class_mirror(t, m->owner);
            if (!lk) goto exception_pop;   /* not inside the method yet: no handler applies */
        } else {
            lk = locals[0].l;
            if (UNLIKELY(!lk)) {           /* only from a bad interp_call */
                throw_npe(t);
                goto exception_pop;
            }
        }
        frame->lock = lk;                  /* a root: updated if lk moves */
        if (UNLIKELY(!monitor_enter(t, lk))) {
            frame->lock = NULL;            /* not locked: nothing to exit */
            goto exception_pop;
        }
    }
    if (UNLIKELY(atomic_load_explicit(&safepoint_requested, memory_order_relaxed))) {
        SAVE_STATE();
        safepoint_block(t);
    }
    /* ---- JIT: enter compiled code, or compile a hot method ---- */
    if (jit_options.enabled) {
        jit_fn = jit_code(m);
        uint32_t count;
        if (!jit_fn && UNLIKELY((count = m->counter) == jit_options.threshold || count == jit_options.warm_at)) {
            SAVE_STATE();
            jit_fn = jit_count_reached(t, m, count);
        }
        if (jit_fn) {
            jit_bci = 0;
            goto jit_enter;
        }
    }
    /* ---- end JIT ---- */
    DISPATCH();

backedge:
    counter_inc(m);
    if (UNLIKELY(atomic_load_explicit(&safepoint_requested, memory_order_relaxed))) {
        SAVE_STATE();
        safepoint_block(t);
    }
    /* ---- JIT: on-stack replacement at a loop header ---- */
    if (jit_options.enabled) {
        jit_fn = jit_code(m);
        uint32_t count;
        if (!jit_fn && UNLIKELY((count = m->counter) == jit_options.threshold || count == jit_options.warm_at)) {
            SAVE_STATE();
            jit_fn = jit_count_reached(t, m, count);
        }
        if (jit_fn) {
            jit_bci = (uint32_t)(pc - code);
            goto jit_enter;
        }
    }
    DISPATCH();

jit_enter: {
    /* Compiled code runs this frame in place; it returns, or leaves pc/sp for us. */
    SAVE_STATE();
    JitResult jr = jit_call(jit_fn, t, frame, jit_bci);
    int st = jr.status;
    if (st == JIT_RETURNED) {
        int n = m->ret == 'V' ? 0 : type_slots(m->ret);
        sp = frame_stack_base(frame);
        pc = frame->pc;
        sp->raw = jr.value;
        sp += n;
        DO_RETURN(n);
    }
    pc = frame->pc;
    sp = frame->sp;
    if (st == JIT_EXCEPTION) goto exception;
    if (st == JIT_UNWIND) goto exception_pop;
    DISPATCH();
}
    /* ---- end JIT ---- */

    /* ---- constants ---- */
op_nop:
    NEXT(1);
op_aconst_null:
    sp->l = NULL;
    sp++;
    NEXT(1);
op_iconst_m1: sp->i = -1; sp++; NEXT(1);
op_iconst_0: sp->i = 0; sp++; NEXT(1);
op_iconst_1: sp->i = 1; sp++; NEXT(1);
op_iconst_2: sp->i = 2; sp++; NEXT(1);
op_iconst_3: sp->i = 3; sp++; NEXT(1);
op_iconst_4: sp->i = 4; sp++; NEXT(1);
op_iconst_5: sp->i = 5; sp++; NEXT(1);
op_lconst_0: sp->j = 0; sp += 2; NEXT(1);
op_lconst_1: sp->j = 1; sp += 2; NEXT(1);
op_fconst_0: sp->f = 0.0f; sp++; NEXT(1);
op_fconst_1: sp->f = 1.0f; sp++; NEXT(1);
op_fconst_2: sp->f = 2.0f; sp++; NEXT(1);
op_dconst_0: sp->d = 0.0; sp += 2; NEXT(1);
op_dconst_1: sp->d = 1.0; sp += 2; NEXT(1);
op_bipush: sp->i = (int8_t)pc[1]; sp++; NEXT(2);
op_sipush: sp->i = rd_s2(pc + 1); sp++; NEXT(3);

op_ldc:
    ldc_idx = pc[1];
    ldc_len = 2;
    goto ldc_slow;
op_ldc_w:
    ldc_idx = rd_u2(pc + 1);
    ldc_len = 3;
    goto ldc_slow;
ldc_slow: {
    const CfConst *k = &m->owner->cf->cp[ldc_idx];
    if (k->tag == CONST_Integer) {
        sp->i = k->u.i;
        sp++;
        NEXT(ldc_len);
    }
    if (k->tag == CONST_Float) {
        sp->f = k->u.f;
        sp++;
        NEXT(ldc_len);
    }
    SAVE_STATE();
    Value v;
    if (!resolve_constant(t, m->owner, ldc_idx, &v)) goto exception;
    void *cached = RCP(ldc_idx);
    if (k->tag == CONST_String && v.l && cached == (void *)v.l)
        quicken(pc, ldc_len == 2 ? OP_ldc_quick_string : OP_ldc_w_quick_string);
    else if (k->tag == CONST_Class && v.l && cached && ((Class *)cached)->mirror == v.l)
        quicken(pc, ldc_len == 2 ? OP_ldc_quick_class : OP_ldc_w_quick_class);
    sp->raw = v.raw;
    sp++;
    NEXT(ldc_len);
}
op_ldc_quick_string:
    QUICK_SYNC();
    sp->l = RCP(pc[1]);
    sp++;
    NEXT(2);
op_ldc_w_quick_string:
    QUICK_SYNC();
    sp->l = RCP(rd_u2(pc + 1));
    sp++;
    NEXT(3);
op_ldc_quick_class:
    QUICK_SYNC();
    sp->l = ((Class *)RCP(pc[1]))->mirror;
    sp++;
    NEXT(2);
op_ldc_w_quick_class:
    QUICK_SYNC();
    sp->l = ((Class *)RCP(rd_u2(pc + 1)))->mirror;
    sp++;
    NEXT(3);
op_ldc2_w: {
    uint16_t idx = rd_u2(pc + 1);
    const CfConst *k = &m->owner->cf->cp[idx];
    if (k->tag == CONST_Long) {
        sp->j = k->u.j;
    } else if (k->tag == CONST_Double) {
        sp->d = k->u.d;
    } else {
        SAVE_STATE();
        Value v;
        if (!resolve_constant(t, m->owner, idx, &v)) goto exception;
        sp->raw = v.raw;
    }
    sp += 2;
    NEXT(3);
}

    /* ---- loads and stores of locals: slots are copied whole, whatever their type ---- */
op_iload:
op_fload:
op_aload:
    sp->raw = locals[pc[1]].raw;
    sp++;
    NEXT(2);
op_lload:
op_dload:
    sp->raw = locals[pc[1]].raw;
    sp += 2;
    NEXT(2);
op_iload_0: op_fload_0: op_aload_0: sp->raw = locals[0].raw; sp++; NEXT(1);
op_iload_1: op_fload_1: op_aload_1: sp->raw = locals[1].raw; sp++; NEXT(1);
op_iload_2: op_fload_2: op_aload_2: sp->raw = locals[2].raw; sp++; NEXT(1);
op_iload_3: op_fload_3: op_aload_3: sp->raw = locals[3].raw; sp++; NEXT(1);
op_lload_0: op_dload_0: sp->raw = locals[0].raw; sp += 2; NEXT(1);
op_lload_1: op_dload_1: sp->raw = locals[1].raw; sp += 2; NEXT(1);
op_lload_2: op_dload_2: sp->raw = locals[2].raw; sp += 2; NEXT(1);
op_lload_3: op_dload_3: sp->raw = locals[3].raw; sp += 2; NEXT(1);

op_istore:
op_fstore:
op_astore:
    sp--;
    locals[pc[1]].raw = sp->raw;
    NEXT(2);
op_lstore:
op_dstore:
    sp -= 2;
    locals[pc[1]].raw = sp->raw;
    NEXT(2);
op_istore_0: op_fstore_0: op_astore_0: sp--; locals[0].raw = sp->raw; NEXT(1);
op_istore_1: op_fstore_1: op_astore_1: sp--; locals[1].raw = sp->raw; NEXT(1);
op_istore_2: op_fstore_2: op_astore_2: sp--; locals[2].raw = sp->raw; NEXT(1);
op_istore_3: op_fstore_3: op_astore_3: sp--; locals[3].raw = sp->raw; NEXT(1);
op_lstore_0: op_dstore_0: sp -= 2; locals[0].raw = sp->raw; NEXT(1);
op_lstore_1: op_dstore_1: sp -= 2; locals[1].raw = sp->raw; NEXT(1);
op_lstore_2: op_dstore_2: sp -= 2; locals[2].raw = sp->raw; NEXT(1);
op_lstore_3: op_dstore_3: sp -= 2; locals[3].raw = sp->raw; NEXT(1);

    /* ---- array loads ---- */
#define ARRAY_LOAD(type, field, nslots)                           \
    {                                                             \
        Object *a_ = sp[-2].l;                                    \
        jint i_ = sp[-1].i;                                       \
        ARRAY_CHECK(a_, i_);                                      \
        sp[-2].field = ARRAY_DATA(a_, type)[i_];                  \
        sp += (nslots) - 2;                                       \
        NEXT(1);                                                  \
    }
op_iaload: ARRAY_LOAD(jint, i, 1)
op_laload: ARRAY_LOAD(jlong, j, 2)
op_faload: ARRAY_LOAD(jfloat, f, 1)
op_daload: ARRAY_LOAD(jdouble, d, 2)
op_aaload: ARRAY_LOAD(Object *, l, 1)
op_baload: ARRAY_LOAD(jbyte, i, 1)        /* byte[] and boolean[] (0/1 either way) */
op_caload: ARRAY_LOAD(jchar, i, 1)
op_saload: ARRAY_LOAD(jshort, i, 1)
#undef ARRAY_LOAD

    /* ---- array stores ---- */
#define ARRAY_STORE(type, expr, nslots)                           \
    {                                                             \
        Object *a_ = sp[-2 - (nslots)].l;                         \
        jint i_ = sp[-1 - (nslots)].i;                            \
        ARRAY_CHECK(a_, i_);                                      \
        ARRAY_DATA(a_, type)[i_] = (expr);                        \
        sp -= 2 + (nslots);                                       \
        NEXT(1);                                                  \
    }
op_iastore: ARRAY_STORE(jint, sp[-1].i, 1)
op_lastore: ARRAY_STORE(jlong, sp[-2].j, 2)
op_fastore: ARRAY_STORE(jfloat, sp[-1].f, 1)
op_dastore: ARRAY_STORE(jdouble, sp[-2].d, 2)
op_castore: ARRAY_STORE(jchar, (jchar)sp[-1].i, 1)
op_sastore: ARRAY_STORE(jshort, (jshort)sp[-1].i, 1)
op_bastore: {
    Object *a = sp[-3].l;
    jint i = sp[-2].i;
    ARRAY_CHECK(a, i);
    jint v = sp[-1].i;
    if (obj_class(a)->elem_type == 'Z') v &= 1;   /* boolean[]: JVMS bastore */
    ARRAY_DATA(a, jbyte)[i] = (jbyte)v;
    sp -= 3;
    NEXT(1);
}
#undef ARRAY_STORE
op_aastore: {
    Object *a = sp[-3].l;
    jint i = sp[-2].i;
    ARRAY_CHECK(a, i);
    Object *v = sp[-1].l;
    if (v) {
        Class *ec = obj_class(a)->component;
        Class *vc = obj_class(v);
        if (vc != ec && ec != vm.wk.Object && !class_is_assignable(vc, ec)) {
            SAVE_STATE();
            throw_array_store(t, vc);
            goto exception;
        }
    }
    Object **slot = &ARRAY_DATA(a, Object *)[i];
    *slot = v;
    gc_write_barrier(a, slot);
    sp -= 3;
    NEXT(1);
}

    /* ---- operand stack ---- */
op_pop: sp--; NEXT(1);
op_pop2: sp -= 2; NEXT(1);
op_dup: sp[0] = sp[-1]; sp++; NEXT(1);
op_dup_x1: {
    Value a = sp[-2], b = sp[-1];
    sp[-2] = b; sp[-1] = a; sp[0] = b;
    sp++;
    NEXT(1);
}
op_dup_x2: {
    Value a = sp[-3], b = sp[-2], c = sp[-1];
    sp[-3] = c; sp[-2] = a; sp[-1] = b; sp[0] = c;
    sp++;
    NEXT(1);
}
op_dup2: {
    sp[0] = sp[-2];
    sp[1] = sp[-1];
    sp += 2;
    NEXT(1);
}
op_dup2_x1: {
    Value a = sp[-3], b = sp[-2], c = sp[-1];
    sp[-3] = b; sp[-2] = c; sp[-1] = a; sp[0] = b; sp[1] = c;
    sp += 2;
    NEXT(1);
}
op_dup2_x2: {
    Value a = sp[-4], b = sp[-3], c = sp[-2], d = sp[-1];
    sp[-4] = c; sp[-3] = d; sp[-2] = a; sp[-1] = b; sp[0] = c; sp[1] = d;
    sp += 2;
    NEXT(1);
}
op_swap: {
    Value a = sp[-2];
    sp[-2] = sp[-1];
    sp[-1] = a;
    NEXT(1);
}

    /* ---- arithmetic: int/long wrap (unsigned), floats in their own precision ---- */
#define IBIN(expr)                                  \
    {                                               \
        jint a = sp[-2].i, b = sp[-1].i;            \
        sp[-2].i = (expr);                          \
        sp--;                                       \
        NEXT(1);                                    \
    }
#define LBIN(expr)                                  \
    {                                               \
        jlong a = sp[-4].j, b = sp[-2].j;           \
        sp[-4].j = (expr);                          \
        sp -= 2;                                    \
        NEXT(1);                                    \
    }
#define LSHIFT(expr)                                \
    {                                               \
        jlong a = sp[-3].j;                         \
        jint b = sp[-1].i;                          \
        sp[-3].j = (expr);                          \
        sp--;                                       \
        NEXT(1);                                    \
    }
#define FBIN(expr)                                  \
    {                                               \
        jfloat a = sp[-2].f, b = sp[-1].f;          \
        sp[-2].f = (expr);                          \
        sp--;                                       \
        NEXT(1);                                    \
    }
#define DBIN(expr)                                  \
    {                                               \
        jdouble a = sp[-4].d, b = sp[-2].d;         \
        sp[-4].d = (expr);                          \
        sp -= 2;                                    \
        NEXT(1);                                    \
    }
op_iadd: IBIN((jint)((uint32_t)a + (uint32_t)b))
op_ladd: LBIN((jlong)((uint64_t)a + (uint64_t)b))
op_fadd: FBIN(a + b)
op_dadd: DBIN(a + b)
op_isub: IBIN((jint)((uint32_t)a - (uint32_t)b))
op_lsub: LBIN((jlong)((uint64_t)a - (uint64_t)b))
op_fsub: FBIN(a - b)
op_dsub: DBIN(a - b)
op_imul: IBIN((jint)((uint32_t)a * (uint32_t)b))
op_lmul: LBIN((jlong)((uint64_t)a * (uint64_t)b))
op_fmul: FBIN(a * b)
op_dmul: DBIN(a * b)
op_fdiv: FBIN(a / b)
op_ddiv: DBIN(a / b)
op_frem: FBIN(fmodf(a, b))
op_drem: DBIN(fmod(a, b))
op_iand: IBIN(a & b)
op_land: LBIN(a & b)
op_ior: IBIN(a | b)
op_lor: LBIN(a | b)
op_ixor: IBIN(a ^ b)
op_lxor: LBIN(a ^ b)
op_ishl: IBIN((jint)((uint32_t)a << (b & 31)))
op_ishr: IBIN(a >> (b & 31))
op_iushr: IBIN((jint)((uint32_t)a >> (b & 31)))
op_lshl: LSHIFT((jlong)((uint64_t)a << (b & 63)))
op_lshr: LSHIFT(a >> (b & 63))
op_lushr: LSHIFT((jlong)((uint64_t)a >> (b & 63)))
op_idiv: {
    jint b = sp[-1].i;
    if (UNLIKELY(b == 0)) goto lbl_div0;
    jint a = sp[-2].i;
    sp[-2].i = b == -1 ? (jint)(0u - (uint32_t)a) : a / b;
    sp--;
    NEXT(1);
}
op_irem: {
    jint b = sp[-1].i;
    if (UNLIKELY(b == 0)) goto lbl_div0;
    jint a = sp[-2].i;
    sp[-2].i = b == -1 ? 0 : a % b;
    sp--;
    NEXT(1);
}
op_ldiv: {
    jlong b = sp[-2].j;
    if (UNLIKELY(b == 0)) goto lbl_div0;
    jlong a = sp[-4].j;
    sp[-4].j = b == -1 ? (jlong)(0u - (uint64_t)a) : a / b;
    sp -= 2;
    NEXT(1);
}
op_lrem: {
    jlong b = sp[-2].j;
    if (UNLIKELY(b == 0)) goto lbl_div0;
    jlong a = sp[-4].j;
    sp[-4].j = b == -1 ? 0 : a % b;
    sp -= 2;
    NEXT(1);
}
#undef IBIN
#undef LBIN
#undef LSHIFT
#undef FBIN
#undef DBIN
op_ineg: sp[-1].i = (jint)(0u - (uint32_t)sp[-1].i); NEXT(1);
op_lneg: sp[-2].j = (jlong)(0u - (uint64_t)sp[-2].j); NEXT(1);
op_fneg: sp[-1].f = -sp[-1].f; NEXT(1);
op_dneg: sp[-2].d = -sp[-2].d; NEXT(1);
op_iinc: {
    Value *l = &locals[pc[1]];
    l->i = (jint)((uint32_t)l->i + (uint32_t)(jint)(int8_t)pc[2]);
    NEXT(3);
}

    /* ---- conversions ---- */
op_i2l: { jint v = sp[-1].i; sp[-1].j = v; sp++; NEXT(1); }
op_i2f: { jint v = sp[-1].i; sp[-1].f = (jfloat)v; NEXT(1); }
op_i2d: { jint v = sp[-1].i; sp[-1].d = v; sp++; NEXT(1); }
op_l2i: { jlong v = sp[-2].j; sp[-2].i = (jint)v; sp--; NEXT(1); }
op_l2f: { jlong v = sp[-2].j; sp[-2].f = (jfloat)v; sp--; NEXT(1); }
op_l2d: { jlong v = sp[-2].j; sp[-2].d = (jdouble)v; NEXT(1); }
op_f2i: { jfloat v = sp[-1].f; sp[-1].i = java_d2i(v); NEXT(1); }
op_f2l: { jfloat v = sp[-1].f; sp[-1].j = java_d2l(v); sp++; NEXT(1); }
op_f2d: { jfloat v = sp[-1].f; sp[-1].d = v; sp++; NEXT(1); }
op_d2i: { jdouble v = sp[-2].d; sp[-2].i = java_d2i(v); sp--; NEXT(1); }
op_d2l: { jdouble v = sp[-2].d; sp[-2].j = java_d2l(v); NEXT(1); }
op_d2f: { jdouble v = sp[-2].d; sp[-2].f = (jfloat)v; sp--; NEXT(1); }
op_i2b: sp[-1].i = (jbyte)sp[-1].i; NEXT(1);
op_i2c: sp[-1].i = (jchar)sp[-1].i; NEXT(1);
op_i2s: sp[-1].i = (jshort)sp[-1].i; NEXT(1);

    /* ---- comparisons ---- */
op_lcmp: {
    jlong a = sp[-4].j, b = sp[-2].j;
    sp[-4].i = (a > b) - (a < b);
    sp -= 3;
    NEXT(1);
}
op_fcmpl: { jfloat a = sp[-2].f, b = sp[-1].f; sp[-2].i = java_fcmp(a, b, -1); sp--; NEXT(1); }
op_fcmpg: { jfloat a = sp[-2].f, b = sp[-1].f; sp[-2].i = java_fcmp(a, b, 1); sp--; NEXT(1); }
op_dcmpl: { jdouble a = sp[-4].d, b = sp[-2].d; sp[-4].i = java_fcmp(a, b, -1); sp -= 3; NEXT(1); }
op_dcmpg: { jdouble a = sp[-4].d, b = sp[-2].d; sp[-4].i = java_fcmp(a, b, 1); sp -= 3; NEXT(1); }

    /* ---- branches ---- */
op_ifeq: IF_BRANCH(sp[-1].i == 0, 1);
op_ifne: IF_BRANCH(sp[-1].i != 0, 1);
op_iflt: IF_BRANCH(sp[-1].i < 0, 1);
op_ifge: IF_BRANCH(sp[-1].i >= 0, 1);
op_ifgt: IF_BRANCH(sp[-1].i > 0, 1);
op_ifle: IF_BRANCH(sp[-1].i <= 0, 1);
op_if_icmpeq: IF_BRANCH(sp[-2].i == sp[-1].i, 2);
op_if_icmpne: IF_BRANCH(sp[-2].i != sp[-1].i, 2);
op_if_icmplt: IF_BRANCH(sp[-2].i < sp[-1].i, 2);
op_if_icmpge: IF_BRANCH(sp[-2].i >= sp[-1].i, 2);
op_if_icmpgt: IF_BRANCH(sp[-2].i > sp[-1].i, 2);
op_if_icmple: IF_BRANCH(sp[-2].i <= sp[-1].i, 2);
op_if_acmpeq: IF_BRANCH(sp[-2].l == sp[-1].l, 2);
op_if_acmpne: IF_BRANCH(sp[-2].l != sp[-1].l, 2);
op_ifnull: IF_BRANCH(sp[-1].l == NULL, 1);
op_ifnonnull: IF_BRANCH(sp[-1].l != NULL, 1);
op_goto: BRANCH(rd_s2(pc + 1));
op_goto_w: BRANCH(rd_s4(pc + 1));
op_jsr:
    sp->raw = (uint64_t)(pc + 3 - code);    /* returnAddress: the bci to continue at */
    sp++;
    BRANCH(rd_s2(pc + 1));
op_jsr_w:
    sp->raw = (uint64_t)(pc + 5 - code);
    sp++;
    BRANCH(rd_s4(pc + 1));
op_ret:
    pc = code + locals[pc[1]].raw;
    goto backedge;
op_tableswitch: {
    const uint8_t *p = code + ((uint32_t)(pc - code + 4) & ~(uint32_t)3);
    jint key = sp[-1].i;
    int32_t def = rd_s4(p), lo = rd_s4(p + 4), hi = rd_s4(p + 8);
    int32_t off = def;
    if (key >= lo && key <= hi) off = rd_s4(p + 12 + 4 * (size_t)((uint32_t)key - (uint32_t)lo));
    sp--;
    BRANCH(off);
}
op_lookupswitch: {
    const uint8_t *p = code + ((uint32_t)(pc - code + 4) & ~(uint32_t)3);
    jint key = sp[-1].i;
    int32_t off = rd_s4(p);
    int32_t n = rd_s4(p + 4);
    const uint8_t *pairs = p + 8;
    int32_t lo = 0, hi = n - 1;            /* pairs are sorted by match (JVMS) */
    while (lo <= hi) {
        int32_t mid = lo + (hi - lo) / 2;
        int32_t k = rd_s4(pairs + 8 * (size_t)mid);
        if (key < k) {
            hi = mid - 1;
        } else if (key > k) {
            lo = mid + 1;
        } else {
            off = rd_s4(pairs + 8 * (size_t)mid + 4);
            break;
        }
    }
    sp--;
    BRANCH(off);
}

    /* ---- returns ---- */
op_ireturn:
    if (UNLIKELY(m->ret != 'I')) sp[-1].i = narrow_int(sp[-1].i, m->ret);
    DO_RETURN(1);
op_freturn:
op_areturn:
    DO_RETURN(1);
op_lreturn:
op_dreturn:
    DO_RETURN(2);
op_return:
    DO_RETURN(0);

    /* ---- fields ---- */
op_getfield: fop = 0; goto field_slow;
op_putfield: fop = 1; goto field_slow;
op_getstatic: fop = 2; goto field_slow;
op_putstatic: fop = 3; goto field_slow;
field_slow: {
    uint16_t idx = rd_u2(pc + 1);
    bool is_static = fop >= 2;
    SAVE_STATE();
    Field *f = resolve_field(t, m->owner, idx, is_static);
    if (!f) goto exception;
    check_rcp(m->owner, idx, f);
    unsigned q = field_quick_opcode(f, fop);
    if (is_static && class_needs_init(f->owner)) {
        if (!class_initialize(t, f->owner)) goto exception;
    }
    /* Static forms are quickened only once the class is initialized; until then (its
     * initializer is running in this thread) run the quick code without rewriting. */
    if (!is_static || !class_needs_init(f->owner)) quicken(pc, q);
    goto *dispatch[q];
}

#define FIELD_OF(o) ((char *)(o) + f->offset)
#define GETFIELD(expr_store, grow)                        \
    {                                                     \
        QUICK_SYNC();                                     \
        Field *f = RCP(rd_u2(pc + 1));                    \
        Object *o = sp[-1].l;                             \
        NULL_CHECK(o);                                    \
        char *p_ = FIELD_OF(o);                           \
        expr_store;                                       \
        sp += (grow);                                     \
        NEXT(3);                                          \
    }
op_getfield_quick_int: GETFIELD(memcpy(&sp[-1].i, p_, 4), 0)
op_getfield_quick_long: GETFIELD(memcpy(&sp[-1].j, p_, 8), 1)
op_getfield_quick_ref: GETFIELD(sp[-1].l = *(Object **)p_, 0)
op_getfield_quick_byte: GETFIELD(sp[-1].i = *(jbyte *)p_, 0)
op_getfield_quick_char: GETFIELD(sp[-1].i = *(jchar *)p_, 0)
op_getfield_quick_short: GETFIELD(sp[-1].i = *(jshort *)p_, 0)
#undef GETFIELD
#define PUTFIELD(nslots, expr_store)                      \
    {                                                     \
        QUICK_SYNC();                                     \
        Field *f = RCP(rd_u2(pc + 1));                    \
        Object *o = sp[-1 - (nslots)].l;                  \
        NULL_CHECK(o);                                    \
        char *p_ = FIELD_OF(o);                           \
        expr_store;                                       \
        sp -= 1 + (nslots);                               \
        NEXT(3);                                          \
    }
op_putfield_quick_int: PUTFIELD(1, memcpy(p_, &sp[-1].i, 4))
op_putfield_quick_long: PUTFIELD(2, memcpy(p_, &sp[-2].j, 8))
op_putfield_quick_ref: PUTFIELD(1, *(Object **)p_ = sp[-1].l; gc_write_barrier(o, (Object **)p_))
op_putfield_quick_byte: PUTFIELD(1, *(jbyte *)p_ = (jbyte)sp[-1].i)
op_putfield_quick_bool: PUTFIELD(1, *(jboolean *)p_ = (jboolean)(sp[-1].i & 1))
op_putfield_quick_short: PUTFIELD(1, *(jshort *)p_ = (jshort)sp[-1].i)
#undef PUTFIELD
#define STATIC_OF(f) ((char *)(f)->owner->statics + (f)->offset)
#define GETSTATIC(expr_store, nslots)                     \
    {                                                     \
        QUICK_SYNC();                                     \
        Field *f = RCP(rd_u2(pc + 1));                    \
        char *p_ = STATIC_OF(f);                          \
        expr_store;                                       \
        sp += (nslots);                                   \
        NEXT(3);                                          \
    }
op_getstatic_quick_int: GETSTATIC(memcpy(&sp->i, p_, 4), 1)
op_getstatic_quick_long: GETSTATIC(memcpy(&sp->j, p_, 8), 2)
op_getstatic_quick_ref: GETSTATIC(sp->l = *(Object **)p_, 1)
op_getstatic_quick_byte: GETSTATIC(sp->i = *(jbyte *)p_, 1)
op_getstatic_quick_char: GETSTATIC(sp->i = *(jchar *)p_, 1)
op_getstatic_quick_short: GETSTATIC(sp->i = *(jshort *)p_, 1)
#undef GETSTATIC
#define PUTSTATIC(nslots, expr_store)                     \
    {                                                     \
        QUICK_SYNC();                                     \
        Field *f = RCP(rd_u2(pc + 1));                    \
        char *p_ = STATIC_OF(f);                          \
        expr_store;                                       \
        sp -= (nslots);                                   \
        NEXT(3);                                          \
    }
op_putstatic_quick_int: PUTSTATIC(1, memcpy(p_, &sp[-1].i, 4))
op_putstatic_quick_long: PUTSTATIC(2, memcpy(p_, &sp[-2].j, 8))
op_putstatic_quick_ref: PUTSTATIC(1, *(Object **)p_ = sp[-1].l; gc_write_barrier(NULL, (Object **)p_))
op_putstatic_quick_byte: PUTSTATIC(1, *(jbyte *)p_ = (jbyte)sp[-1].i)
op_putstatic_quick_bool: PUTSTATIC(1, *(jboolean *)p_ = (jboolean)(sp[-1].i & 1))
op_putstatic_quick_short: PUTSTATIC(1, *(jshort *)p_ = (jshort)sp[-1].i)
#undef PUTSTATIC
op_getfield_quick_volatile: {
    QUICK_SYNC();
    Field *f = RCP(rd_u2(pc + 1));
    Object *o = sp[-1].l;
    NULL_CHECK(o);
    int n = volatile_load(f, FIELD_OF(o), &sp[-1]);
    sp += n - 1;
    NEXT(3);
}
op_putfield_quick_volatile: {
    QUICK_SYNC();
    Field *f = RCP(rd_u2(pc + 1));
    int n = type_slots(f->type);
    Object *o = sp[-1 - n].l;
    NULL_CHECK(o);
    volatile_store(f, o, FIELD_OF(o), &sp[-n]);
    sp -= 1 + n;
    NEXT(3);
}
op_getstatic_quick_volatile: {
    QUICK_SYNC();
    Field *f = RCP(rd_u2(pc + 1));
    sp += volatile_load(f, STATIC_OF(f), sp);
    NEXT(3);
}
op_putstatic_quick_volatile: {
    QUICK_SYNC();
    Field *f = RCP(rd_u2(pc + 1));
    int n = type_slots(f->type);
    volatile_store(f, NULL, STATIC_OF(f), &sp[-n]);
    sp -= n;
    NEXT(3);
}
#undef FIELD_OF
#undef STATIC_OF

    /* ---- invokes: resolve, quicken, then the quick forms pick `callee` ---- */
op_invokevirtual: {
    uint16_t idx = rd_u2(pc + 1);
    SAVE_STATE();
    Method *rm = resolve_invoke_ref(t, m->owner, idx);
    if (!rm) goto exception;
    check_rcp(m->owner, idx, rm);
    if (UNLIKELY(rm->access & ACC_STATIC)) {
        throw_static_mismatch(t, rm, false);
        goto exception;
    }
    unsigned q = invoke_quick_opcode(OP_invokevirtual, rm);
    if (q) {
        quicken(pc, q);
        goto *dispatch[q];
    }
    /* No vtable slot (an interface method reached through invokevirtual, e.g. a miranda):
     * select on every execution. */
    Object *recv = sp[-rm->arg_slots].l;
    NULL_CHECK(recv);
    callee = class_select_virtual(obj_class(recv), rm);
    if (!callee) {
        throw_abstract_method(t, obj_class(recv), rm);
        goto exception;
    }
    goto do_invoke;
}
op_invokevirtual_quick:
op_invokeinterface_quick_virtual: {
    QUICK_SYNC();
    Method *rm = RCP(rd_u2(pc + 1));
    Object *recv = sp[-rm->arg_slots].l;
    NULL_CHECK(recv);
    callee = obj_class(recv)->vtable[rm->vtable_index];
    goto do_invoke;
}
op_invokevirtual_quick_direct:
op_invokeinterface_quick_direct:
    QUICK_SYNC();
    callee = RCP(rd_u2(pc + 1));
    NULL_CHECK(sp[-callee->arg_slots].l);
    goto do_invoke;

op_invokespecial: {
    uint16_t idx = rd_u2(pc + 1);
    SAVE_STATE();
    Method *rm = resolve_invoke_ref(t, m->owner, idx);
    if (!rm) goto exception;
    check_rcp(m->owner, idx, rm);
    if (UNLIKELY(rm->access & ACC_STATIC)) {
        throw_static_mismatch(t, rm, false);
        goto exception;
    }
    Class *sym = resolve_class(t, m->owner, m->owner->cf->cp[idx].u.ref.a);
    if (!sym) goto exception;
    Method *sel = select_special(m->owner, sym, rm);
    if (sel == rm) {
        quicken(pc, OP_invokespecial_quick);
        goto op_invokespecial_quick;
    }
    Object *recv = sp[-rm->arg_slots].l;
    NULL_CHECK(recv);
    if (!sel) {
        throw_abstract_method(t, obj_class(recv), rm);
        goto exception;
    }
    callee = sel;
    goto do_invoke;
}
op_invokespecial_quick:
    QUICK_SYNC();
    callee = RCP(rd_u2(pc + 1));
    NULL_CHECK(sp[-callee->arg_slots].l);
    /* An empty method (Object.<init> above all): nothing to run. */
    if (callee->code && fetch_op(callee->code) == OP_return &&
        !(callee->access & (ACC_SYNCHRONIZED | ACC_NATIVE | ACC_ABSTRACT))) {
        sp -= callee->arg_slots;
        NEXT(3);
    }
    goto do_invoke;

op_invokestatic: {
    uint16_t idx = rd_u2(pc + 1);
    SAVE_STATE();
    Method *rm = resolve_invoke_ref(t, m->owner, idx);
    if (!rm) goto exception;
    check_rcp(m->owner, idx, rm);
    if (UNLIKELY(!(rm->access & ACC_STATIC))) {
        throw_static_mismatch(t, rm, true);
        goto exception;
    }
    if (class_needs_init(rm->owner)) {
        if (!class_initialize(t, rm->owner)) goto exception;
    }
    if (!class_needs_init(rm->owner)) quicken(pc, OP_invokestatic_quick);
    callee = rm;
    goto do_invoke;
}
op_invokestatic_quick:
    QUICK_SYNC();
    callee = RCP(rd_u2(pc + 1));
    goto do_invoke;

op_invokeinterface: {
    uint16_t idx = rd_u2(pc + 1);
    SAVE_STATE();
    Method *rm = resolve_invoke_ref(t, m->owner, idx);
    if (!rm) goto exception;
    check_rcp(m->owner, idx, rm);
    if (UNLIKELY(rm->access & ACC_STATIC)) {
        throw_static_mismatch(t, rm, false);
        goto exception;
    }
    unsigned q = invoke_quick_opcode(OP_invokeinterface, rm);
    quicken(pc, q);
    goto *dispatch[q];
}
op_invokeinterface_quick: {
    QUICK_SYNC();
    Method *rm = RCP(rd_u2(pc + 1));
    Object *recv = sp[-rm->arg_slots].l;
    NULL_CHECK(recv);
    Class *rc = obj_class(recv), *ic = rm->owner;
    ItableEntry *e = rc->itable, *end = e + rc->itable_len;
    while (e < end && e->iface != ic) e++;
    if (UNLIKELY(e == end)) {
        SAVE_STATE();
        throw_not_implemented(t, rc, ic);
        goto exception;
    }
    callee = e->methods[rm->itable_index];
    if (UNLIKELY(!callee)) {
        callee = class_select_interface(rc, rm);
        if (!callee) {
            SAVE_STATE();
            throw_abstract_method(t, rc, rm);
            goto exception;
        }
    }
    goto do_invoke;
}

op_invokedynamic: {
    uint16_t idx = rd_u2(pc + 1);
    SAVE_STATE();
    CallSite *cs = indy_link(t, m->owner, idx);
    if (!cs) goto exception;
    check_rcp(m->owner, idx, cs);
    quicken(pc, OP_invokedynamic_quick);
    goto op_invokedynamic_quick;
}
op_invokedynamic_quick: {
    QUICK_SYNC();
    CallSite *cs = RCP(rd_u2(pc + 1));
    /* The arguments stay on the operand stack (rooted, saved sp includes them) while the
     * call site runs, since it may call Java code and allocate. */
    SAVE_STATE();
    Value r;
    if (!indy_invoke(t, cs, sp - cs->arg_slots, &r)) goto exception;
    sp -= cs->arg_slots;
    PUSH_RESULT(cs->ret, r);
    NEXT(5);
}

    /* Call `callee` with its arguments on top of the operand stack; pc is the invoke. */
do_invoke: {
    if (UNLIKELY(callee->access & (ACC_NATIVE | ACC_ABSTRACT))) goto invoke_unusual;
    Value *nl = sp - callee->arg_slots;
    Frame *nf = (Frame *)(nl + callee->max_locals);
    Value *nbase = frame_stack_base(nf);
    if (UNLIKELY(nbase + callee->max_stack > t->stack_limit ||
                 callee->max_locals < callee->arg_slots || !callee->code))
        goto invoke_unusual;
    frame->pc = pc;
    frame->sp = nl;                 /* the arguments now belong to the callee */
    nf->prev = frame;
    nf->method = callee;
    nf->locals = nl;
    nf->sp = nbase;
    nf->pc = callee->code;
    nf->lock = NULL;
    nf->flags = 0;
    t->frame = nf;
    frame = nf;
    m = callee;
    code = m->code;
    locals = nl;
    rcp = m->owner->rcp;
    pc = code;
    sp = nbase;
    goto method_entry;
}
invoke_unusual: {
    if (callee->access & ACC_ABSTRACT) {
        SAVE_STATE();
        Object *recv = (callee->access & ACC_STATIC) ? NULL : sp[-callee->arg_slots].l;
        throw_abstract_method(t, recv ? obj_class(recv) : NULL, callee);
        goto exception;
    }
    if (callee->access & ACC_NATIVE) {
        Value *args = sp - callee->arg_slots;
        Frame *nf = (Frame *)(frame_stack_base(frame) + m->max_stack);
        if (UNLIKELY((Value *)(nf + 1) > t->stack_limit)) {
            SAVE_STATE();
            interp_throw_stack_overflow(t);
            goto exception;
        }
        frame->pc = pc;
        frame->sp = args;           /* the arguments belong to the native frame */
        Value r;
        if (!call_native(t, callee, args, nf, &r)) goto exception;
        sp = args;
        PUSH_RESULT(callee->ret, r);
        NEXT(opcode_length(fetch_op(pc)));
    }
    SAVE_STATE();
    if (!callee->code || callee->max_locals < callee->arg_slots)
        throw_bad_method(t, callee);
    else
        interp_throw_stack_overflow(t);
    goto exception;
}

    /* ---- objects and arrays ---- */
op_new: {
    uint16_t idx = rd_u2(pc + 1);
    SAVE_STATE();
    Class *c = resolve_class(t, m->owner, idx);
    if (!c) goto exception;
    check_rcp(m->owner, idx, c);
    if (UNLIKELY(!class_instantiable(c))) {
        throw_instantiation(t, c);
        goto exception;
    }
    if (class_needs_init(c)) {
        if (!class_initialize(t, c)) goto exception;
    }
    if (!class_needs_init(c)) quicken(pc, OP_new_quick);
    goto op_new_quick;
}
op_new_quick: {
    QUICK_SYNC();
    Class *c = RCP(rd_u2(pc + 1));
    SAVE_STATE();
    Object *o = gc_alloc_instance(t, c);
    if (UNLIKELY(!o)) goto exception;
    sp->l = o;
    sp++;
    NEXT(3);
}
op_newarray: {
    jint n = sp[-1].i;
    if (UNLIKELY(n < 0)) {
        bad_index = n;
        goto lbl_nase;
    }
    SAVE_STATE();
    Class *ac = primitive_array_class(t, pc[1]);
    if (!ac) goto exception;
    Object *a = gc_alloc_array(t, ac, n);
    if (UNLIKELY(!a)) goto exception;
    sp[-1].l = a;
    NEXT(2);
}
op_anewarray: {
    uint16_t idx = rd_u2(pc + 1);
    SAVE_STATE();
    Class *c = resolve_class(t, m->owner, idx);
    if (!c) goto exception;
    check_rcp(m->owner, idx, c);
    quicken(pc, OP_anewarray_quick);
    goto op_anewarray_quick;
}
op_anewarray_quick: {
    QUICK_SYNC();
    jint n = sp[-1].i;
    if (UNLIKELY(n < 0)) {
        bad_index = n;
        goto lbl_nase;
    }
    Class *comp = RCP(rd_u2(pc + 1));
    Class *ac = atomic_load_explicit(&comp->array_class, memory_order_acquire);
    SAVE_STATE();
    if (UNLIKELY(!ac)) {
        ac = class_array_of(t, comp);
        if (!ac) goto exception;
    }
    Object *a = gc_alloc_array(t, ac, n);
    if (UNLIKELY(!a)) goto exception;
    sp[-1].l = a;
    NEXT(3);
}
op_multianewarray: {
    uint16_t idx = rd_u2(pc + 1);
    unsigned dims = pc[3];
    if (UNLIKELY(dims == 0)) goto op_illegal;
    SAVE_STATE();
    Class *ac = resolve_class(t, m->owner, idx);
    if (!ac) goto exception;
    Object *a = multianewarray(t, ac, sp - dims, dims);
    if (!a) goto exception;
    sp -= dims;
    sp->l = a;
    sp++;
    NEXT(4);
}
op_arraylength: {
    Object *a = sp[-1].l;
    NULL_CHECK(a);
    sp[-1].i = ARRAY_LENGTH(a);
    NEXT(1);
}
op_athrow: {
    Object *e = sp[-1].l;
    NULL_CHECK(e);
    SAVE_STATE();
    throw_object(t, e);
    goto exception;
}
op_checkcast:
    if (sp[-1].l == NULL) NEXT(3);           /* null passes without resolving the class */
    fop = OP_checkcast_quick;
    goto type_slow;
op_instanceof:
    if (sp[-1].l == NULL) {
        sp[-1].i = 0;
        NEXT(3);
    }
    fop = OP_instanceof_quick;
    goto type_slow;
type_slow: {
    uint16_t idx = rd_u2(pc + 1);
    SAVE_STATE();
    Class *c = resolve_class(t, m->owner, idx);
    if (!c) goto exception;
    check_rcp(m->owner, idx, c);
    unsigned q = (unsigned)fop;
    quicken(pc, q);
    goto *dispatch[q];
}
op_checkcast_quick: {
    Object *o = sp[-1].l;
    if (o) {
        QUICK_SYNC();
        Class *c = RCP(rd_u2(pc + 1));
        Class *oc = obj_class(o);
        if (oc != c && !class_is_assignable(oc, c)) {
            SAVE_STATE();
            throw_class_cast(t, oc, c);
            goto exception;
        }
    }
    NEXT(3);
}
op_instanceof_quick: {
    Object *o = sp[-1].l;
    jint r = 0;
    if (o) {
        QUICK_SYNC();
        Class *c = RCP(rd_u2(pc + 1));
        Class *oc = obj_class(o);
        r = oc == c || class_is_assignable(oc, c);
    }
    sp[-1].i = r;
    NEXT(3);
}
op_monitorenter: {
    Object *o = sp[-1].l;
    NULL_CHECK(o);
    SAVE_STATE();
    if (UNLIKELY(!monitor_enter(t, o))) goto exception;
    sp--;
    NEXT(1);
}
op_monitorexit: {
    Object *o = sp[-1].l;
    NULL_CHECK(o);
    SAVE_STATE();
    if (!monitor_exit(t, o)) goto exception;
    sp--;
    NEXT(1);
}

op_wide: {
    unsigned op2 = pc[1];
    uint16_t n = rd_u2(pc + 2);
    switch (op2) {
    case OP_iload: case OP_fload: case OP_aload:
        sp->raw = locals[n].raw;
        sp++;
        NEXT(4);
    case OP_lload: case OP_dload:
        sp->raw = locals[n].raw;
        sp += 2;
        NEXT(4);
    case OP_istore: case OP_fstore: case OP_astore:
        sp--;
        locals[n].raw = sp->raw;
        NEXT(4);
    case OP_lstore: case OP_dstore:
        sp -= 2;
        locals[n].raw = sp->raw;
        NEXT(4);
    case OP_iinc:
        locals[n].i = (jint)((uint32_t)locals[n].i + (uint32_t)(jint)rd_s2(pc + 4));
        NEXT(6);
    case OP_ret:
        pc = code + locals[n].raw;
        goto backedge;
    default:
        goto op_illegal;
    }
}

op_illegal:
    SAVE_STATE();
    throw_illegal_opcode(t, m, fetch_op(pc));
    goto exception;

    /* ---- exceptions ---- */
lbl_npe:
    SAVE_STATE();
    throw_npe(t);
    goto exception;
lbl_aioobe:
    SAVE_STATE();
    throw_aioobe(t, bad_index, bad_length);
    goto exception;
lbl_div0:
    SAVE_STATE();
    throw_div_zero(t);
    goto exception;
lbl_nase:
    SAVE_STATE();
    throw_nase(t, bad_index);
    goto exception;

exception: {
    /* t->exception is pending; frame->pc/sp describe the instruction that threw. */
    if (UNLIKELY(!t->exception)) no_pending_exception(frame);
    int32_t h = find_handler(t, frame);
    if (h >= 0) {
        LOAD_FRAME();
        sp = frame_stack_base(frame);
        sp->l = t->exception;
        t->exception = NULL;
        sp++;
        pc = code + h;
        /* ---- JIT: a compiled method runs its handler compiled (an entry of its code) ---- */
        if (jit_options.enabled && (jit_fn = jit_code(m))) {
            jit_bci = (uint32_t)h;
            goto jit_enter;
        }
        /* ---- end JIT ---- */
        DISPATCH();
    }
}
exception_pop: {
    if (frame->lock) unwind_unlock(t, frame);
    Frame *prev = frame->prev;
    uint32_t fl = frame->flags;
    t->frame = prev;
    if (fl & FRAME_ENTRY) return false;
    frame = prev;         /* its pc is the invoke that called the popped frame */
    LOAD_FRAME();
    goto exception;
}

#undef LOAD_FRAME
#undef SAVE_STATE
#undef DISPATCH
#undef NEXT
#undef QUICK_SYNC
#undef RCP
#undef NULL_CHECK
#undef ARRAY_CHECK
#undef BRANCH
#undef IF_BRANCH
#undef PUSH_RESULT
#undef DO_RETURN
}

/* ------------------------------------------------------------------------------------------ */
/* C -> Java                                                                                   */

bool interp_call(Thread *t, Method *m, const Value *args, Value *result) {
    int limit = soe_nesting ? C_DEPTH_MAX + C_DEPTH_SOE_MARGIN : C_DEPTH_MAX;
    if (UNLIKELY(t->c_depth >= limit)) {
        interp_throw_stack_overflow(t);
        return false;
    }
    if (UNLIKELY(m->access & ACC_ABSTRACT)) {
        throw_abstract_method(t, NULL, m);
        return false;
    }
    Value *top = stack_top(t);
    uint32_t n = m->arg_slots;
    bool ok;
    t->c_depth++;
    if (m->access & ACC_NATIVE) {
        Frame *nf = (Frame *)(top + n);
        if ((Value *)(nf + 1) > t->stack_limit) {
            interp_throw_stack_overflow(t);
            ok = false;
        } else {
            if (n) memmove(top, args, n * sizeof(Value));
            Value r;
            ok = call_native(t, m, top, nf, &r);   /* initializes a static's class first */
            if (ok && result) *result = r;
        }
    } else if (!m->code || m->max_locals < n) {
        throw_bad_method(t, m);
        ok = false;
    } else {
        Frame *f = (Frame *)(top + m->max_locals);
        Value *base = frame_stack_base(f);
        if (base + m->max_stack > t->stack_limit) {
            interp_throw_stack_overflow(t);
            ok = false;
        } else {
            if (n) memmove(top, args, n * sizeof(Value));
            f->prev = t->frame;
            f->method = m;
            f->locals = top;
            f->sp = base;
            f->pc = m->code;
            f->lock = NULL;
            f->flags = FRAME_ENTRY;
            t->frame = f;
            /* A static method's class is initialized first (JVMS 5.5); the arguments are
             * rooted meanwhile as the new frame's locals. */
            if ((m->access & ACC_STATIC) && UNLIKELY(class_needs_init(m->owner)) &&
                strcmp(m->name, "<clinit>") != 0 && !class_initialize(t, m->owner)) {
                t->frame = f->prev;
                ok = false;
            } else {
                ok = interp_run(t, result, RUN_ENTRY);
            }
        }
    }
    t->c_depth--;
    return ok;
}

/* ---- JIT: calls from compiled code ---- */
bool interp_jit_invoke(Thread *t, Method *callee, Value *args, Value *result) {
    Frame *caller = t->frame;
    if (UNLIKELY(jit_c_stack_low())) {
        interp_throw_stack_overflow(t);
        return false;
    }
    if (UNLIKELY(callee->access & ACC_ABSTRACT)) {
        Object *recv = (callee->access & ACC_STATIC) ? NULL : args[0].l;
        throw_abstract_method(t, recv ? obj_class(recv) : NULL, callee);
        return false;
    }
    if (callee->access & ACC_NATIVE) {
        Frame *nf = (Frame *)(frame_stack_base(caller) + caller->method->max_stack);
        if (UNLIKELY((Value *)(nf + 1) > t->stack_limit)) {
            interp_throw_stack_overflow(t);
            return false;
        }
        return call_native(t, callee, args, nf, result);
    }
    Frame *nf = (Frame *)(args + callee->max_locals);
    Value *nbase = frame_stack_base(nf);
    if (UNLIKELY(!callee->code || callee->max_locals < callee->arg_slots)) {
        throw_bad_method(t, callee);
        return false;
    }
    if (UNLIKELY(nbase + callee->max_stack > t->stack_limit)) {
        interp_throw_stack_overflow(t);
        return false;
    }
    nf->prev = caller;
    nf->method = callee;
    nf->locals = args;
    nf->sp = nbase;
    nf->pc = callee->code;
    nf->lock = NULL;
    nf->flags = FRAME_ENTRY;
    t->frame = nf;
    JitCode jc = jit_code(callee);
    if (jc && !(callee->access & ACC_SYNCHRONIZED)) {
        counter_inc(callee);
        if (UNLIKELY(atomic_load_explicit(&safepoint_requested, memory_order_relaxed))) safepoint_block(t);
        JitResult r = jit_call(jc, t, nf, 0);
        if (r.status == JIT_RETURNED) {
            t->frame = caller;
            if (callee->ret != 'V') result->raw = r.value;
            return true;
        }
        return interp_jit_resume(t, result, r.status);
    }
    return interp_run(t, result, RUN_ENTRY);
}

bool interp_jit_resume(Thread *t, Value *result, int status) {
    int start = status == JIT_DEOPT ? RUN_RESUME : status == JIT_EXCEPTION ? RUN_EXCEPTION : RUN_UNWIND;
    return interp_run(t, result, start);
}

int32_t interp_jit_handler(Thread *t, Frame *f) {
    int32_t h = find_handler(t, f);
    if (h >= 0) {
        Value *sp = frame_stack_base(f);
        sp->l = t->exception;
        t->exception = NULL;
        f->sp = sp + 1;
        f->pc = f->method->code + h;
    }
    return h;
}
/* ---- end JIT ---- */

bool interp_call_virtual(Thread *t, Method *m, const Value *args, Value *result) {
    Object *recv = args[0].l;
    if (!recv) {
        throw_npe(t);
        return false;
    }
    Method *target = m;
    if (!(m->access & (ACC_PRIVATE | ACC_STATIC)) && m->name[0] != '<') {
        Class *rc = obj_class(recv);
        if (class_is_interface(m->owner)) {
            if (!class_is_assignable(rc, m->owner)) {
                throw_not_implemented(t, rc, m->owner);
                return false;
            }
            target = class_select_interface(rc, m);
        } else {
            target = class_select_virtual(rc, m);
        }
        if (!target) {
            throw_abstract_method(t, rc, m);
            return false;
        }
    }
    return interp_call(t, target, args, result);
}
