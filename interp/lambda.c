/* lambda.c: LambdaMetafactory.metafactory / altMetafactory as VM intrinsics.
 *
 * Linking a lambda call site generates, in memory, a small proxy class (vm/classgen.h) and
 * defines it through the normal loader path (class_define), so linking, quickening,
 * reference maps and the collectors treat it as any other class:
 *
 *     final synthetic class p/Caller$$Lambda$N implements Iface [, markers] [, Serializable]
 *         NestHost: the caller's nest host      (so it may call the caller's private lambda$)
 *         private final T1 arg$1; ...           (captured values, the call site's parameters)
 *         private static final Object LAMBDA_INSTANCE$;   (non-capturing sites only)
 *         public R sam(P...) { [new C; dup;] load arg$i...; load, convert params...;
 *                              invoke impl; convert result; return }
 *         (the same for every bridge type of altMetafactory's FLAG_BRIDGES)
 *
 * The class is marked CLASS_FLAG_HIDDEN: its frames do not appear in stack traces, as HotSpot's
 * hidden lambda classes. The call site itself runs in C: a capturing site allocates an
 * instance and copies its arguments into the fields (no constructor: it would only store
 * them); a non-capturing site returns the instance made at link time, kept in the static
 * field (a GC root) since a CallSite holds no heap references.
 *
 * Conversions between the erased interface type, the instantiated type and the
 * implementation's type follow LambdaMetafactory's rules (widening, boxing, unboxing, casts);
 * emit_convert has the details. See docs/invokedynamic.md. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../vm/class.h"
#include "../vm/classgen.h"
#include "../vm/exceptions.h"
#include "../vm/vm.h"
#include "lambda.h"
#include "opcodes.h"

enum {
    REF_getField = 1, REF_getStatic, REF_putField, REF_putStatic, REF_invokeVirtual,
    REF_invokeStatic, REF_invokeSpecial, REF_newInvokeSpecial, REF_invokeInterface,
};

/* LambdaMetafactory.FLAG_* */
enum { FLAG_SERIALIZABLE = 1, FLAG_MARKERS = 2, FLAG_BRIDGES = 4 };

#define SINGLETON_FIELD "LAMBDA_INSTANCE$"

typedef struct LambdaSpec {
    const char *sam_desc;       /* samMethodType (erased interface method type) */
    const char *inst_desc;      /* instantiatedMethodType */
    int impl_kind;              /* REF_* */
    const char *impl_class, *impl_name, *impl_desc;
    bool impl_iface;            /* the implementation is an InterfaceMethodref */
    const char *ifaces[64];     /* the functional interface, then markers */
    int nifaces;
    const char *bridges[64];
    int nbridges;
    bool serializable;          /* FLAG_SERIALIZABLE */
} LambdaSpec;

/* One captured value: where it is among the call's argument slots and in the instance. */
typedef struct LambdaField {
    uint16_t slot;
    char type;
    uint32_t offset;
} LambdaField;

typedef struct LambdaSite {
    Class *cls;
    uint32_t nfields;
    LambdaField *fields;
    uint32_t singleton_offset;  /* in cls->statics, non-capturing sites */
} LambdaSite;

static void lambda_site_free(void *data) {
    LambdaSite *s = data;
    free(s->fields);
    free(s);
}

/* ---- static arguments ---- */

static const char *arg_method_type(const ClassFile *cf, uint16_t idx) {
    if (idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CONST_MethodType) return NULL;
    return cf_utf8(cf, cf->cp[idx].u.ref.a);
}

static bool arg_method_handle(const ClassFile *cf, uint16_t idx, LambdaSpec *s) {
    if (idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CONST_MethodHandle) return false;
    uint16_t ref = cf->cp[idx].u.ref.b;
    s->impl_kind = cf->cp[idx].u.ref.a;
    if (!cf_member_ref(cf, ref, &s->impl_class, &s->impl_name, &s->impl_desc)) return false;
    s->impl_iface = cf->cp[ref].tag == CONST_InterfaceMethodref;
    return s->impl_kind >= REF_invokeVirtual && s->impl_kind <= REF_invokeInterface;
}

static bool arg_int(const ClassFile *cf, uint16_t idx, int32_t *v) {
    if (idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CONST_Integer) return false;
    *v = cf->cp[idx].u.i;
    return true;
}

/* ---- code generation ---- */

typedef struct Wrap {
    char prim;
    const char *cls, *desc, *value_name;
    bool numeric;               /* a Number subclass: signed integral or floating */
} Wrap;

static const Wrap wraps[] = {
    {'Z', "java/lang/Boolean", "Ljava/lang/Boolean;", "booleanValue", false},
    {'B', "java/lang/Byte", "Ljava/lang/Byte;", "byteValue", true},
    {'S', "java/lang/Short", "Ljava/lang/Short;", "shortValue", true},
    {'C', "java/lang/Character", "Ljava/lang/Character;", "charValue", false},
    {'I', "java/lang/Integer", "Ljava/lang/Integer;", "intValue", true},
    {'J', "java/lang/Long", "Ljava/lang/Long;", "longValue", true},
    {'F', "java/lang/Float", "Ljava/lang/Float;", "floatValue", true},
    {'D', "java/lang/Double", "Ljava/lang/Double;", "doubleValue", true},
};

static const Wrap *wrap_of_prim(char p) {
    for (size_t i = 0; i < sizeof wraps / sizeof wraps[0]; i++)
        if (wraps[i].prim == p) return &wraps[i];
    return NULL;
}
static const Wrap *wrap_of_desc(const char *d) {
    for (size_t i = 0; i < sizeof wraps / sizeof wraps[0]; i++)
        if (strcmp(wraps[i].desc, d) == 0) return &wraps[i];
    return NULL;
}
static bool is_prim(const char *d) { return d[0] != 'L' && d[0] != '['; }

typedef struct Gen {
    ClassGen *g;
    CgCode *c;
} Gen;

/* The class name a checkcast / new names for a reference descriptor. */
static char *desc_class_name(const char *d) {
    size_t n = strlen(d);
    char *s = malloc(n + 1);
    if (!s) vm_fatal("out of native memory generating a lambda");
    if (d[0] == 'L') {
        memcpy(s, d + 1, n - 2);
        s[n - 2] = 0;
    } else {
        memcpy(s, d, n + 1);
    }
    return s;
}

static void emit_cast(Gen *x, const char *from, const char *to) {
    if (strcmp(from, to) == 0 || strcmp(to, "Ljava/lang/Object;") == 0) return;
    char *name = desc_class_name(to);
    cg_op_u2(x->c, OP_checkcast, cg_class(x->g, name), 0);
    free(name);
}

static void emit_box(Gen *x, const Wrap *w) {
    char desc[64];
    snprintf(desc, sizeof desc, "(%c)%s", w->prim, w->desc);
    int slots = (w->prim == 'J' || w->prim == 'D') ? 2 : 1;
    cg_op_u2(x->c, OP_invokestatic, cg_methodref(x->g, w->cls, "valueOf", desc, false), 1 - slots);
}

/* invokevirtual cls.<target>Value() */
static void emit_unbox(Gen *x, const char *cls, const Wrap *target) {
    char desc[8];
    snprintf(desc, sizeof desc, "()%c", target->prim);
    int slots = (target->prim == 'J' || target->prim == 'D') ? 2 : 1;
    cg_op_u2(x->c, OP_invokevirtual, cg_methodref(x->g, cls, target->value_name, desc, false),
             slots - 1);
}

/* Widening primitive conversion; other pairs need no instruction (or are not allowed). */
static void emit_widen(Gen *x, char from, char to) {
    if (from == 'B' || from == 'S' || from == 'C' || from == 'Z') from = 'I';
    if (from == to) return;
    switch (to) {
    case 'J':
        if (from == 'I') cg_op(x->c, OP_i2l, 1);
        break;
    case 'F':
        if (from == 'I') cg_op(x->c, OP_i2f, 0);
        else if (from == 'J') cg_op(x->c, OP_l2f, -1);
        break;
    case 'D':
        if (from == 'I') cg_op(x->c, OP_i2d, 1);
        else if (from == 'J') cg_op(x->c, OP_l2d, 0);
        else if (from == 'F') cg_op(x->c, OP_f2d, 1);
        break;
    default:
        break;
    }
}

/* Converts the value on top of the stack from type `arg` to type `target`; `functional` is the
 * instantiated type of the value (a more specific reference type the value is cast to first).
 * LambdaMetafactory's rules:
 *   primitive -> primitive: widening;
 *   primitive -> wrapper W: widen to W's primitive, box; -> other reference: box, cast;
 *   reference -> primitive: from a wrapper, unbox (Number's xxxValue for numeric wrappers,
 *     else unbox and widen); from another reference, cast to Number (numeric targets) or to
 *     the target's wrapper (char, boolean) and unbox;
 *   reference -> reference: cast. */
static void emit_convert(Gen *x, const char *arg, const char *target, const char *functional) {
    if (strcmp(arg, target) == 0 && strcmp(arg, functional) == 0) return;
    if (arg[0] == 'V' || target[0] == 'V') return;
    if (is_prim(arg)) {
        if (is_prim(target)) {
            emit_widen(x, arg[0], target[0]);
        } else {
            const Wrap *wt = wrap_of_desc(target);
            if (wt) {
                emit_widen(x, arg[0], wt->prim);
                emit_box(x, wt);
            } else {
                const Wrap *wa = wrap_of_prim(arg[0]);
                emit_box(x, wa);
                emit_cast(x, wa->desc, target);
            }
        }
        return;
    }
    const char *src = arg;
    if (!is_prim(functional)) {
        emit_cast(x, arg, functional);
        src = functional;
    }
    if (!is_prim(target)) {
        emit_cast(x, src, target);
        return;
    }
    const Wrap *wt = wrap_of_prim(target[0]);
    const Wrap *ws = wrap_of_desc(src);
    if (ws) {
        if (ws->numeric && wt->numeric) {
            emit_unbox(x, ws->cls, wt);
        } else {
            emit_unbox(x, ws->cls, ws);
            emit_widen(x, ws->prim, wt->prim);
        }
    } else {
        const char *inter = wt->numeric ? "java/lang/Number" : wt->cls;
        char idesc[64];
        snprintf(idesc, sizeof idesc, "L%s;", inter);
        emit_cast(x, src, idesc);
        emit_unbox(x, inter, wt);
    }
}

static uint8_t load_op(char t) {
    switch (t) {
    case 'J': return OP_lload;
    case 'F': return OP_fload;
    case 'D': return OP_dload;
    case 'L': case '[': return OP_aload;
    default: return OP_iload;
    }
}

static uint8_t return_op(char t) {
    switch (t) {
    case 'V': return OP_return;
    case 'J': return OP_lreturn;
    case 'F': return OP_freturn;
    case 'D': return OP_dreturn;
    case 'L': case '[': return OP_areturn;
    default: return OP_ireturn;
    }
}

static void emit_load(Gen *x, char type, unsigned slot) {
    int n = (type == 'J' || type == 'D') ? 2 : 1;
    if (slot <= 255) {
        cg_op_u1(x->c, load_op(type), (uint8_t)slot, n);
    } else {
        cg_op(x->c, OP_wide, 0);
        cg_op_u2(x->c, load_op(type), (uint16_t)slot, n);
    }
}

static int types_slots(char **types, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += cg_type_slots(types[i]);
    return s;
}

/* Generates one interface method (the SAM or a bridge) with descriptor desc. False with a
 * message in err if the types do not fit together. */
static bool gen_method(ClassGen *g, const char *cls_name, const char *sam_name, const char *desc,
                       const LambdaSpec *s, char **cap, int ncap, char *err, size_t errlen) {
    char **params = NULL, **impl = NULL, **inst = NULL;
    int np = cg_split_params(desc, &params);
    int ni = cg_split_params(s->impl_desc, &impl);
    int nf = cg_split_params(s->inst_desc, &inst);
    bool ok = false;
    if (np < 0 || ni < 0 || nf < 0) {
        snprintf(err, errlen, "malformed method type");
        goto out;
    }
    /* The implementation's parameters, the receiver included. */
    bool has_receiver = s->impl_kind == REF_invokeVirtual || s->impl_kind == REF_invokeInterface ||
                        s->impl_kind == REF_invokeSpecial;
    int nimpl = ni + (has_receiver ? 1 : 0);
    char **iparams = malloc(sizeof(char *) * (size_t)(nimpl ? nimpl : 1));
    if (!iparams) vm_fatal("out of native memory generating a lambda");
    char recv_desc[1024];
    if (has_receiver) {
        if (s->impl_class[0] == '[') snprintf(recv_desc, sizeof recv_desc, "%s", s->impl_class);
        else snprintf(recv_desc, sizeof recv_desc, "L%s;", s->impl_class);
        iparams[0] = recv_desc;
    }
    for (int i = 0; i < ni; i++) iparams[i + (has_receiver ? 1 : 0)] = impl[i];
    if (ncap + np != nimpl || nf != np) {
        snprintf(err, errlen, "Incorrect number of parameters for %s method %s.%s%s; %d captured "
                 "and %d interface parameters",
                 has_receiver ? "instance" : "static", s->impl_class, s->impl_name, s->impl_desc,
                 ncap, np);
        free(iparams);
        goto out;
    }

    Gen x = {g, cg_code_begin(g, (uint16_t)(1 + types_slots(params, np)))};
    char impl_ret[1024];
    if (s->impl_kind == REF_newInvokeSpecial) {
        cg_op_u2(x.c, OP_new, cg_class(g, s->impl_class), 1);
        cg_op(x.c, OP_dup, 1);
        snprintf(impl_ret, sizeof impl_ret, "L%s;", s->impl_class);
    } else {
        snprintf(impl_ret, sizeof impl_ret, "%s", cg_return_type(s->impl_desc));
    }
    for (int i = 0; i < ncap; i++) {
        char fname[32];
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        cg_op(x.c, OP_aload_0, 1);
        cg_op_u2(x.c, OP_getfield, cg_fieldref(g, cls_name, fname, cap[i]),
                 cg_type_slots(cap[i]) - 1);
    }
    unsigned slot = 1;
    for (int i = 0; i < np; i++) {
        emit_load(&x, params[i][0], slot);
        slot += (unsigned)cg_type_slots(params[i]);
        emit_convert(&x, params[i], iparams[ncap + i], inst[i]);
    }
    int argslots = types_slots(impl, ni);
    int retslots = s->impl_kind == REF_newInvokeSpecial ? 0 : cg_type_slots(impl_ret);
    int recv = has_receiver ? 1 : 0;
    switch (s->impl_kind) {
    case REF_invokeStatic:
        cg_op_u2(x.c, OP_invokestatic,
                 cg_methodref(g, s->impl_class, s->impl_name, s->impl_desc, s->impl_iface),
                 retslots - argslots);
        break;
    case REF_invokeVirtual:
        cg_op_u2(x.c, OP_invokevirtual,
                 cg_methodref(g, s->impl_class, s->impl_name, s->impl_desc, false),
                 retslots - argslots - recv);
        break;
    case REF_invokeInterface:
        cg_invokeinterface(x.c, cg_methodref(g, s->impl_class, s->impl_name, s->impl_desc, true),
                           (uint8_t)(argslots + 1), retslots - argslots - recv);
        break;
    case REF_invokeSpecial:
        /* javac uses REF_invokeSpecial for private methods (super::m becomes a synthetic
         * lambda$ method). As HotSpot does for nestmates, call them with invokevirtual /
         * invokeinterface, which run exactly a private resolved method and pass a verifier. */
        if (s->impl_iface)
            cg_invokeinterface(x.c, cg_methodref(g, s->impl_class, s->impl_name, s->impl_desc, true),
                               (uint8_t)(argslots + 1), retslots - argslots - recv);
        else
            cg_op_u2(x.c, OP_invokevirtual,
                     cg_methodref(g, s->impl_class, s->impl_name, s->impl_desc, false),
                     retslots - argslots - recv);
        break;
    case REF_newInvokeSpecial:
        cg_op_u2(x.c, OP_invokespecial,
                 cg_methodref(g, s->impl_class, s->impl_name, s->impl_desc, false),
                 -argslots - 1);
        break;
    }
    const char *ret = cg_return_type(desc);
    if (ret[0] == 'V') {
        int n = cg_type_slots(impl_ret);
        if (n == 1) cg_op(x.c, OP_pop, -1);
        else if (n == 2) cg_op(x.c, OP_pop2, -2);
    } else {
        if (impl_ret[0] == 'V') {
            snprintf(err, errlen, "Type mismatch for lambda return: void is not convertible to %s",
                     ret);
            free(iparams);
            cg_add_method(g, ACC_PUBLIC, sam_name, desc, x.c);
            goto out;
        }
        emit_convert(&x, impl_ret, ret, ret);
    }
    cg_op(x.c, return_op(ret[0]), 0);
    cg_add_method(g, ACC_PUBLIC, sam_name, desc, x.c);
    free(iparams);
    ok = true;
out:
    cg_free_types(params, np > 0 ? np : 0);
    cg_free_types(impl, ni > 0 ? ni : 0);
    cg_free_types(inst, nf > 0 ? nf : 0);
    return ok;
}

static bool lambda_invoke_singleton(Thread *t, CallSite *cs, Value *args, Value *result) {
    (void)t;
    (void)args;
    LambdaSite *ls = cs->data;
    result->l = *(Object **)(ls->cls->statics + ls->singleton_offset);
    return true;
}

static bool lambda_invoke_capture(Thread *t, CallSite *cs, Value *args, Value *result) {
    LambdaSite *ls = cs->data;
    Object *o = gc_alloc_instance(t, ls->cls);
    if (!o) return false;
    /* args are re-read from the (rooted) operand stack after the allocation. */
    for (uint32_t i = 0; i < ls->nfields; i++) {
        const LambdaField *f = &ls->fields[i];
        const Value *v = &args[f->slot];
        char *p = (char *)o + f->offset;
        switch (f->type) {
        case 'Z': case 'B': *(jbyte *)p = (jbyte)v->i; break;
        case 'C': *(jchar *)p = (jchar)v->i; break;
        case 'S': *(jshort *)p = (jshort)v->i; break;
        case 'I': *(jint *)p = v->i; break;
        case 'F': *(jfloat *)p = v->f; break;
        case 'J': *(jlong *)p = v->j; break;
        case 'D': *(jdouble *)p = v->d; break;
        default:
            *(Object **)p = v->l;
            gc_write_barrier(o, (Object **)p);
            break;
        }
    }
    result->l = o;
    return true;
}

static atomic_uint lambda_counter;

/* Builds, defines and initializes the proxy class for spec s and fills cs. */
static bool link_lambda(Thread *t, Class *from, CallSite *cs, LambdaSpec *s) {
    char **cap = NULL;
    int ncap = cg_split_params(cs->desc, &cap);
    const char *rt = cg_return_type(cs->desc);
    if (ncap < 0 || rt[0] != 'L') {
        if (ncap > 0) cg_free_types(cap, ncap);
        indy_bootstrap_error(t, cs, "LambdaMetafactory call site must return an interface");
        return false;
    }
    char *iface = desc_class_name(rt);
    /* The functional interface first, markers after (duplicates dropped by the writer). */
    memmove(&s->ifaces[1], &s->ifaces[0], sizeof(char *) * (size_t)s->nifaces);
    s->ifaces[0] = iface;
    s->nifaces++;
    if (s->serializable) {
        /* Serializable is added unless an interface already extends it (as on HotSpot). */
        Class *ser = class_load(t, "java/io/Serializable");
        bool found = false;
        for (int i = 0; ser && !found && i < s->nifaces; i++) {
            Class *c = class_load(t, s->ifaces[i]);
            if (!c) break;
            found = class_is_assignable(c, ser);
        }
        if (has_exception(t)) {
            free(iface);
            cg_free_types(cap, ncap);
            return false;
        }
        if (!found) s->ifaces[s->nifaces++] = "java/io/Serializable";
    }

    size_t nlen = strlen(from->name) + 32;
    char *name = malloc(nlen);
    if (!name) vm_fatal("out of native memory generating a lambda");
    do {   /* a user class may have such a name */
        snprintf(name, nlen, "%s$$Lambda$%u", from->name, atomic_fetch_add(&lambda_counter, 1) + 1);
    } while (class_lookup_loaded(name));

    ClassGen *g = cg_new(name, "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, 61);
    for (int i = 0; i < s->nifaces; i++) cg_add_interface(g, s->ifaces[i]);
    for (int i = 0; i < ncap; i++) {
        char fname[32];
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        cg_add_field(g, ACC_PRIVATE | ACC_FINAL, fname, cap[i]);
    }
    if (ncap == 0) cg_add_field(g, ACC_PRIVATE | ACC_STATIC | ACC_FINAL, SINGLETON_FIELD, "Ljava/lang/Object;");

    char err[1024];
    bool ok = gen_method(g, name, cs->name, s->sam_desc, s, cap, ncap, err, sizeof err);
    for (int i = 0; ok && i < s->nbridges; i++) {
        bool dup = strcmp(s->bridges[i], s->sam_desc) == 0;
        for (int j = 0; j < i; j++) dup |= strcmp(s->bridges[i], s->bridges[j]) == 0;
        if (!dup) ok = gen_method(g, name, cs->name, s->bridges[i], s, cap, ncap, err, sizeof err);
    }
    const char *host = from->cf && from->cf->nest_host ? from->cf->nest_host : from->name;
    cg_set_nest_host(g, host);
    if (!ok) {
        cg_free(g);
        free(name);
        free(iface);
        cg_free_types(cap, ncap);
        throw_newf(t, "java/lang/BootstrapMethodError", "java.lang.invoke.LambdaConversionException: %s", err);
        return false;
    }
    size_t len;
    uint8_t *bytes = cg_finish(g, &len);
    Class *c = class_define(t, bytes, len, CLASS_FLAG_HIDDEN | (from->flags & CLASS_FLAG_BOOT));
    free(bytes);
    free(name);
    free(iface);
    if (!c || !class_initialize(t, c)) {
        cg_free_types(cap, ncap);
        return false;
    }

    LambdaSite *ls = calloc(1, sizeof *ls);
    if (!ls) vm_fatal("out of native memory linking a lambda");
    ls->cls = c;
    cs->data = ls;
    cs->free_data = lambda_site_free;
    if (ncap == 0) {
        Field *f = class_find_declared_field(c, SINGLETON_FIELD, NULL);
        if (!f) vm_fatal("lambda proxy %s lost its instance field", c->name);
        ls->singleton_offset = f->offset;
        Object *o = gc_alloc_instance(t, c);
        if (!o) {
            cg_free_types(cap, ncap);
            return false;
        }
        *(Object **)(c->statics + f->offset) = o;
        cs->invoke = lambda_invoke_singleton;
    } else {
        ls->fields = calloc((size_t)ncap, sizeof *ls->fields);
        if (!ls->fields) vm_fatal("out of native memory linking a lambda");
        ls->nfields = (uint32_t)ncap;
        uint16_t slot = 0;
        for (int i = 0; i < ncap; i++) {
            char fname[32];
            snprintf(fname, sizeof fname, "arg$%d", i + 1);
            Field *f = class_find_declared_field(c, fname, NULL);
            if (!f) vm_fatal("lambda proxy %s lost its field %s", c->name, fname);
            ls->fields[i].slot = slot;
            ls->fields[i].type = cap[i][0];
            ls->fields[i].offset = f->offset;
            slot += (uint16_t)cg_type_slots(cap[i]);
        }
        cs->invoke = lambda_invoke_capture;
    }
    cg_free_types(cap, ncap);
    return true;
}

/* metafactory(Lookup, String name, MethodType factoryType, MethodType samMethodType,
 *             MethodHandle implMethod, MethodType instantiatedMethodType) */
bool lambda_link_metafactory(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs) {
    const ClassFile *cf = from->cf;
    LambdaSpec s;
    memset(&s, 0, sizeof s);
    if (bsm->nargs != 3 || !(s.sam_desc = arg_method_type(cf, bsm->args[0])) ||
        !arg_method_handle(cf, bsm->args[1], &s) ||
        !(s.inst_desc = arg_method_type(cf, bsm->args[2]))) {
        indy_bootstrap_error(t, cs, "bad static arguments to LambdaMetafactory.metafactory");
        return false;
    }
    return link_lambda(t, from, cs, &s);
}

/* altMetafactory(Lookup, String, MethodType, Object... args): samMethodType, implMethod,
 * instantiatedMethodType, flags, [marker count, markers...], [bridge count, bridges...]. */
bool lambda_link_alt_metafactory(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs) {
    const ClassFile *cf = from->cf;
    LambdaSpec s;
    memset(&s, 0, sizeof s);
    int32_t flags = 0;
    if (bsm->nargs < 4 || !(s.sam_desc = arg_method_type(cf, bsm->args[0])) ||
        !arg_method_handle(cf, bsm->args[1], &s) ||
        !(s.inst_desc = arg_method_type(cf, bsm->args[2])) || !arg_int(cf, bsm->args[3], &flags))
        goto bad;
    uint16_t k = 4;
    if (flags & FLAG_MARKERS) {
        int32_t n;
        if (k >= bsm->nargs || !arg_int(cf, bsm->args[k++], &n) || n < 0 || n > 60 ||
            k + n > bsm->nargs)
            goto bad;
        for (int32_t i = 0; i < n; i++) {
            const char *m = cf_class_name(cf, bsm->args[k++]);
            if (!m) goto bad;
            s.ifaces[s.nifaces++] = m;
        }
    }
    s.serializable = (flags & FLAG_SERIALIZABLE) != 0;
    if (flags & FLAG_BRIDGES) {
        int32_t n;
        if (k >= bsm->nargs || !arg_int(cf, bsm->args[k++], &n) || n < 0 || n > 64 ||
            k + n > bsm->nargs)
            goto bad;
        for (int32_t i = 0; i < n; i++) {
            const char *b = arg_method_type(cf, bsm->args[k++]);
            if (!b) goto bad;
            s.bridges[s.nbridges++] = b;
        }
    }
    return link_lambda(t, from, cs, &s);
bad:
    indy_bootstrap_error(t, cs, "bad static arguments to LambdaMetafactory.altMetafactory");
    return false;
}
