/* lambda_methodhandles.c: the VM side of java.lang.invoke.MethodHandle (classlib/java/lang/
 * invoke): member lookup for MethodHandles.Lookup, and invocation.
 *
 * A handle (MethodHandle.java) is "direct": a Method* or Field* (vmentry) with a reference
 * kind, the target's own type (targetType), the handle's apparent type (type, changed by
 * asType), and leading bound arguments (bindTo, insertArguments, constant).
 *
 * invokeExact and invoke are signature polymorphic (JVMS 2.9.3): javac emits
 * `invokevirtual MethodHandle.invokeExact:(<call-site descriptor>)`. Method resolution
 * (vm/resolve.c) asks indy_signature_polymorphic for such references; it makes, once per
 * (name, descriptor), a native Method of exactly that descriptor whose C function reads its
 * own descriptor from the native frame. The Method belongs to a hidden holder class, so its
 * frame does not appear in stack traces (HotSpot hides its invoker frames too).
 *
 * An invocation converts each argument from the call site's type to the handle's type (only
 * for invoke; invokeExact demands equal types, else WrongMethodTypeException), then to the
 * target's type, calls the target by its kind, and converts the result back. Conversions
 * follow MethodHandle.asType: widening, boxing, unboxing (with widening), reference casts. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../vm/class.h"
#include "../vm/classgen.h"
#include "../vm/exceptions.h"
#include "../vm/jstring.h"
#include "../vm/natives.h"
#include "../vm/vm.h"
#include "interp.h"
#include "interp_internal.h"
#include "invokedynamic.h"
#include "lambda.h"

enum {
    KIND_IDENTITY = 0,
    REF_getField = 1, REF_getStatic, REF_putField, REF_putStatic, REF_invokeVirtual,
    REF_invokeStatic, REF_invokeSpecial, REF_newInvokeSpecial, REF_invokeInterface,
};

/* Lookup modes (MethodHandles.Lookup) and resolve0's failure codes. */
enum { MODE_PUBLIC = 1, MODE_PRIVATE = 2, MODE_PROTECTED = 4, MODE_PACKAGE = 8 };
enum { RESOLVE_NOT_FOUND = 0, RESOLVE_WRONG_KIND = -1, RESOLVE_NO_ACCESS = -2 };

#define OBJECT_DESC "Ljava/lang/Object;"

static void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) vm_fatal("out of native memory in a method handle");
    return p;
}

/* ---- field offsets ---- */

static struct {
    uint32_t type, target_type, kind, vmentry, bound;   /* MethodHandle */
    uint32_t rtype, ptypes;                             /* MethodType */
    bool ready;
} off;

static uint32_t field_offset(Thread *t, const char *cls, const char *name, const char *desc) {
    Class *c = class_load(t, cls);
    Field *f = c ? class_find_declared_field(c, name, desc) : NULL;
    if (!f) vm_fatal("%s lacks the field %s the VM reads", cls, name);
    return f->offset;
}

static void init_offsets(Thread *t) {
    if (off.ready) return;
    const char *mh = "java/lang/invoke/MethodHandle", *mt = "java/lang/invoke/MethodType";
    off.type = field_offset(t, mh, "type", "Ljava/lang/invoke/MethodType;");
    off.target_type = field_offset(t, mh, "targetType", "Ljava/lang/invoke/MethodType;");
    off.kind = field_offset(t, mh, "kind", "I");
    off.vmentry = field_offset(t, mh, "vmentry", "J");
    off.bound = field_offset(t, mh, "bound", "[Ljava/lang/Object;");
    off.rtype = field_offset(t, mt, "rtype", "Ljava/lang/Class;");
    off.ptypes = field_offset(t, mt, "ptypes", "[Ljava/lang/Class;");
    off.ready = true;
}

/* ---- descriptors ---- */

typedef struct Str {
    char *s;
    size_t len, cap;
} Str;

static void str_put(Str *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->len + n + 1) cap *= 2;
        char *p = realloc(b->s, cap);
        if (!p) vm_fatal("out of native memory in a method handle");
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}
static void str_puts(Str *b, const char *s) { str_put(b, s, strlen(s)); }

static void class_desc(Str *b, Class *c) {
    if (c->flags & CLASS_FLAG_PRIMITIVE) {
        str_put(b, &c->prim, 1);
    } else if (class_is_array(c)) {
        str_puts(b, c->name);
    } else {
        str_puts(b, "L");
        str_puts(b, c->name);
        str_puts(b, ";");
    }
}

/* The descriptor of a MethodType object: "(ILjava/lang/String;)V" (malloc'd). */
static char *mt_descriptor(Object *mt) {
    Str b = {0};
    str_puts(&b, "(");
    Object *pt = OBJ_FIELD(mt, off.ptypes, Object *);
    for (jint i = 0; pt && i < ARRAY_LENGTH(pt); i++) class_desc(&b, class_of_mirror(ARRAY_DATA(pt, Object *)[i]));
    str_puts(&b, ")");
    class_desc(&b, class_of_mirror(OBJ_FIELD(mt, off.rtype, Object *)));
    return b.s;
}

/* One field descriptor in MethodType.toString's form: simple names, "int[]". */
static void simple_type_name(Str *b, const char *d) {
    int dims = 0;
    while (*d == '[') dims++, d++;
    switch (*d) {
    case 'Z': str_puts(b, "boolean"); break;
    case 'B': str_puts(b, "byte"); break;
    case 'C': str_puts(b, "char"); break;
    case 'S': str_puts(b, "short"); break;
    case 'I': str_puts(b, "int"); break;
    case 'J': str_puts(b, "long"); break;
    case 'F': str_puts(b, "float"); break;
    case 'D': str_puts(b, "double"); break;
    case 'V': str_puts(b, "void"); break;
    default: {
        const char *end = strchr(d, ';');
        const char *start = d + 1;
        for (const char *p = start; p < end; p++)
            if (*p == '/' || *p == '$') start = p + 1;
        str_put(b, start, (size_t)(end - start));
        break;
    }
    }
    while (dims--) str_puts(b, "[]");
}

/* "(int,String)void" for a method descriptor (malloc'd). */
static char *desc_to_string(const char *desc) {
    Str b = {0};
    char **ps;
    int n = cg_split_params(desc, &ps);
    str_puts(&b, "(");
    for (int i = 0; i < n; i++) {
        if (i) str_puts(&b, ",");
        simple_type_name(&b, ps[i]);
    }
    str_puts(&b, ")");
    simple_type_name(&b, cg_return_type(desc));
    if (n > 0) cg_free_types(ps, n);
    return b.s;
}

static bool is_ref(const char *d) { return d[0] == 'L' || d[0] == '['; }

/* The class a reference descriptor names (loads it). */
static Class *desc_class(Thread *t, const char *d) {
    if (d[0] == '[') return class_load(t, d);
    size_t n = strlen(d);
    char *name = xmalloc(n);
    memcpy(name, d + 1, n - 2);
    name[n - 2] = 0;
    Class *c = class_load(t, name);
    free(name);
    return c;
}

/* ---- wrappers ---- */

static const struct {
    char prim;
    const char *cls;
} wrappers[] = {
    {'Z', "java/lang/Boolean"}, {'B', "java/lang/Byte"}, {'S', "java/lang/Short"},
    {'C', "java/lang/Character"}, {'I', "java/lang/Integer"}, {'J', "java/lang/Long"},
    {'F', "java/lang/Float"}, {'D', "java/lang/Double"},
};

static const char *wrapper_of(char prim) {
    for (size_t i = 0; i < sizeof wrappers / sizeof wrappers[0]; i++)
        if (wrappers[i].prim == prim) return wrappers[i].cls;
    return NULL;
}
static char prim_of_wrapper(const char *cls) {
    for (size_t i = 0; i < sizeof wrappers / sizeof wrappers[0]; i++)
        if (strcmp(wrappers[i].cls, cls) == 0) return wrappers[i].prim;
    return 0;
}

static int prim_rank(char p) {
    switch (p) {
    case 'B': return 1;
    case 'S': case 'C': return 2;
    case 'I': return 3;
    case 'J': return 4;
    case 'F': return 5;
    case 'D': return 6;
    default: return 0;
    }
}

/* JLS 5.1.2 widening (or identity) between primitive types. */
static bool prim_widens(char from, char to) {
    if (from == to) return true;
    if (from == 'Z' || to == 'Z' || to == 'C') return false;
    if (from == 'C') return prim_rank(to) >= 3;
    if (to == 'S') return from == 'B';
    return prim_rank(from) != 0 && prim_rank(from) < prim_rank(to);
}

static Value prim_widen(Value v, char from, char to) {
    Value r = {.raw = 0};
    if (from == to) return v;
    jlong l;
    double d;
    switch (from) {
    case 'J': l = v.j; d = (double)v.j; break;
    case 'F': l = 0; d = v.f; break;
    case 'D': l = 0; d = v.d; break;
    default: l = v.i; d = v.i; break;
    }
    switch (to) {
    case 'J': r.j = l; break;
    case 'F': r.f = from == 'J' ? (float)v.j : from == 'F' ? v.f : (float)v.i; break;
    case 'D': r.d = d; break;
    default: r.i = (jint)l; break;
    }
    return r;
}

/* Is a value of type `from` convertible to `to` (MethodHandle.asType's static rules)? */
static bool convertible(Thread *t, const char *from, const char *to, bool *err) {
    *err = false;
    if (strcmp(from, to) == 0) return true;
    if (from[0] == 'V' || to[0] == 'V') return false;
    if (is_ref(from) && is_ref(to)) return true;
    if (!is_ref(from) && !is_ref(to)) return prim_widens(from[0], to[0]);
    if (!is_ref(from)) {
        Class *w = class_load(t, wrapper_of(from[0]));
        Class *tc = w ? desc_class(t, to) : NULL;
        if (!tc) {
            *err = true;
            return false;
        }
        return class_is_assignable(w, tc);
    }
    if (from[0] == 'L') {
        char name[64];
        size_t n = strlen(from);
        if (n - 2 < sizeof name) {
            memcpy(name, from + 1, n - 2);
            name[n - 2] = 0;
            char p = prim_of_wrapper(name);
            if (p) return prim_widens(p, to[0]);
        }
    }
    Class *fc = desc_class(t, from);
    if (!fc) {
        *err = true;
        return false;
    }
    for (size_t i = 0; i < sizeof wrappers / sizeof wrappers[0]; i++) {
        Class *w = class_load(t, wrappers[i].cls);
        if (!w) {
            *err = true;
            return false;
        }
        if (class_is_assignable(w, fc) && prim_widens(wrappers[i].prim, to[0])) return true;
    }
    return false;
}

/* ---- run-time conversion ---- */

static void throw_cast(Thread *t, Class *from, const char *to_internal) {
    char *a = interp_external_name(from->name), *b = interp_external_name(to_internal);
    throw_newf(t, "java/lang/ClassCastException", "Cannot cast %s to %s", a, b);
    free(a);
    free(b);
}

/* The checkcast message ("class A cannot be cast to class B (...)"). */
static void throw_checkcast(Thread *t, Class *from, Class *to) {
    static const char boot[] = "module java.base of loader 'bootstrap'";
    static const char app[] = "unnamed module of loader 'app'";
    char *fn = interp_external_name(from->name), *tn = interp_external_name(to->name);
    bool fb = interp_is_boot_class(from), tb = interp_is_boot_class(to);
    if (fb == tb)
        throw_newf(t, "java/lang/ClassCastException", "class %s cannot be cast to class %s (%s and %s are in %s)",
                   fn, tn, fn, tn, fb ? boot : app);
    else
        throw_newf(t, "java/lang/ClassCastException",
                   "class %s cannot be cast to class %s (%s is in %s; %s is in %s)", fn, tn, fn,
                   fb ? boot : app, tn, tb ? boot : app);
    free(fn);
    free(tn);
}

static Method *find_method(Thread *t, const char *cls, const char *name, const char *desc) {
    Class *c = class_load(t, cls);
    if (!c) return NULL;
    Method *m = class_find_declared_method(c, name, desc);
    if (!m) throw_newf(t, "java/lang/NoSuchMethodError", "%s.%s%s", cls, name, desc);
    return m;
}

/* A converted value: primitives in v, references in the handle h (NULL for primitives). */
typedef struct Conv {
    Value v;
    Handle h;
} Conv;

/* Converts in (of type `from`) to type `to`. A reference input is read from in->h (rooted);
 * the output reference is put in a new handle. False with an exception pending. */
static bool convert(Thread *t, const Conv *in, const char *from, const char *to, Conv *out) {
    out->v.raw = 0;
    out->h = NULL;
    if (to[0] == 'V') return true;                         /* a result dropped */
    if (from[0] == 'V') {                                  /* no result: null or zero */
        if (is_ref(to)) out->h = handle_new(t, NULL);
        return true;
    }
    if (!is_ref(from) && !is_ref(to)) {
        out->v = prim_widen(in->v, from[0], to[0]);
        return true;
    }
    if (!is_ref(from)) {                                   /* boxing */
        char vdesc[64];
        const char *w = wrapper_of(from[0]);
        char wp = from[0];
        if (to[0] == 'L') {
            /* To another wrapper: widen first (int -> Long). */
            char name[64];
            size_t n = strlen(to);
            if (n - 2 < sizeof name) {
                memcpy(name, to + 1, n - 2);
                name[n - 2] = 0;
                char p = prim_of_wrapper(name);
                if (p && prim_widens(from[0], p)) wp = p, w = wrapper_of(p);
            }
        }
        snprintf(vdesc, sizeof vdesc, "(%c)L%s;", wp, w);
        Method *vo = find_method(t, w, "valueOf", vdesc);
        if (!vo) return false;
        Value a[2];
        a[0] = prim_widen(in->v, from[0], wp);
        a[1].raw = 0;
        Value r;
        if (!interp_call(t, vo, a, &r)) return false;
        out->h = handle_new(t, r.l);
        return true;
    }
    if (!is_ref(to)) {                                     /* unboxing */
        Object *o = *in->h;
        if (!o) {
            throw_new(t, "java/lang/NullPointerException", NULL);
            return false;
        }
        char p = prim_of_wrapper(obj_class(o)->name);
        if (p && prim_widens(p, to[0])) {
            Field *f = class_find_declared_field(obj_class(o), "value", NULL);
            if (!f) vm_fatal("%s has no value field", obj_class(o)->name);
            Value v = {.raw = 0};
            switch (p) {
            case 'Z': v.i = OBJ_FIELD(o, f->offset, jboolean); break;
            case 'B': v.i = OBJ_FIELD(o, f->offset, jbyte); break;
            case 'S': v.i = OBJ_FIELD(o, f->offset, jshort); break;
            case 'C': v.i = OBJ_FIELD(o, f->offset, jchar); break;
            case 'I': v.i = OBJ_FIELD(o, f->offset, jint); break;
            case 'J': v.j = OBJ_FIELD(o, f->offset, jlong); break;
            case 'F': v.f = OBJ_FIELD(o, f->offset, jfloat); break;
            default: v.d = OBJ_FIELD(o, f->offset, jdouble); break;
            }
            out->v = prim_widen(v, p, to[0]);
            return true;
        }
        bool numeric = to[0] != 'Z' && to[0] != 'C';
        Class *inter = class_load(t, numeric ? "java/lang/Number" : wrapper_of(to[0]));
        if (!inter) return false;
        o = *in->h;
        if (numeric && class_is_assignable(obj_class(o), inter)) throw_cast(t, obj_class(o), wrapper_of(to[0]));
        else throw_checkcast(t, obj_class(o), inter);
        return false;
    }
    /* reference -> reference: a cast */
    if (strcmp(to, OBJECT_DESC) != 0 && strcmp(from, to) != 0) {
        Class *tc = desc_class(t, to);
        if (!tc) return false;
        Object *o = *in->h;
        if (o && !class_is_assignable(obj_class(o), tc)) {
            throw_cast(t, obj_class(o), tc->name);
            return false;
        }
    }
    out->h = handle_new(t, *in->h);
    return true;
}

/* ---- invocation ---- */

/* Where the call's arguments come from: the native frame's slots after the receiver (typed by
 * the site descriptor), or an Object[] (invokeWithArguments). Both stay rooted. */
typedef struct Site {
    const char *desc;
    char **types;
    int n;
    Value *slots;          /* invoke/invokeExact: the argument slots after the handle */
    uint16_t *slot_of;
    Object **array;        /* invokeWithArguments: the slot holding the Object[] */
} Site;

static Conv site_arg(Thread *t, const Site *s, int j) {
    Conv c = {{.raw = 0}, NULL};
    if (s->array) {
        c.h = handle_new(t, ARRAY_DATA(*s->array, Object *)[j]);
    } else if (is_ref(s->types[j])) {
        c.h = handle_new(t, s->slots[s->slot_of[j]].l);
    } else {
        c.v = s->slots[s->slot_of[j]];
    }
    return c;
}

static void throw_wrong_type(Thread *t, const char *fmt, const char *a, const char *b) {
    char *x = desc_to_string(a), *y = desc_to_string(b);
    throw_newf(t, "java/lang/invoke/WrongMethodTypeException", fmt, x, y);
    free(x);
    free(y);
}

/* Checks that a call of type `site` can be adapted to a handle of type `app`. */
static bool check_convertible(Thread *t, const char *app, const char *site) {
    char **ap, **sp;
    int na = cg_split_params(app, &ap), ns = cg_split_params(site, &sp);
    bool ok = na == ns, err = false;
    for (int i = 0; ok && i < na; i++) ok = convertible(t, sp[i], ap[i], &err);
    const char *ar = cg_return_type(app), *sr = cg_return_type(site);
    if (ok && sr[0] != 'V' && ar[0] != 'V') ok = convertible(t, ar, sr, &err);
    if (na > 0) cg_free_types(ap, na);
    if (ns > 0) cg_free_types(sp, ns);
    if (err) return false;
    if (!ok) throw_wrong_type(t, "cannot convert MethodHandle%s to %s", app, site);
    return ok;
}

static uint32_t slots_of(char **types, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) s += (uint32_t)cg_type_slots(types[i]);
    return s;
}

/* Invokes the handle in *hmh with the arguments of s; exact: invokeExact's type check.
 * The result has the site's return type. */
static bool mh_call(Thread *t, Handle hmh, Site *s, bool exact, Value *result) {
    init_offsets(t);
    result->raw = 0;
    char *app = mt_descriptor(OBJ_FIELD(*hmh, off.type, Object *));
    char *tgt = mt_descriptor(OBJ_FIELD(*hmh, off.target_type, Object *));
    char **ap = NULL, **tp = NULL;
    int na = cg_split_params(app, &ap), nt = cg_split_params(tgt, &tp);
    Conv *cv = NULL;
    Value *argv = NULL;
    bool ok = false;
    HandleMark hm = handle_mark(t);

    if (exact ? strcmp(app, s->desc) != 0 : false) {
        throw_wrong_type(t, "expected %s but found %s", app, s->desc);
        goto out;
    }
    bool adapt_site = !exact && strcmp(app, s->desc) != 0;
    if (adapt_site && !check_convertible(t, app, s->desc)) goto out;

    Object *bound = OBJ_FIELD(*hmh, off.bound, Object *);
    int nb = bound ? ARRAY_LENGTH(bound) : 0;
    if (nb + na != nt || na != s->n) vm_fatal("method handle with inconsistent types %s / %s", app, tgt);
    cv = xmalloc(sizeof(Conv) * (size_t)(nt ? nt : 1));
    for (int i = 0; i < nt; i++) {
        if (i < nb) {
            Conv in = {{.raw = 0}, handle_new(t, ARRAY_DATA(OBJ_FIELD(*hmh, off.bound, Object *), Object *)[i])};
            if (!convert(t, &in, OBJECT_DESC, tp[i], &cv[i])) goto out;
            continue;
        }
        int j = i - nb;
        Conv in = site_arg(t, s, j), mid;
        if (adapt_site) {
            if (!convert(t, &in, s->types[j], ap[j], &mid)) goto out;
        } else {
            mid = in;
        }
        if (!convert(t, &mid, ap[j], tp[i], &cv[i])) goto out;
    }

    int kind = OBJ_FIELD(*hmh, off.kind, jint);
    void *entry = (void *)(intptr_t)OBJ_FIELD(*hmh, off.vmentry, jlong);
    const char *tret = cg_return_type(tgt);
    Conv r = {{.raw = 0}, NULL};
    uint32_t nslots = slots_of(tp, nt);
    argv = xmalloc(sizeof(Value) * (nslots + 2));
    Handle hnew = NULL;
    if (kind == REF_newInvokeSpecial) {
        Method *m = entry;
        if (class_needs_init(m->owner) && !class_initialize(t, m->owner)) goto out;
        Object *o = gc_alloc_instance(t, m->owner);
        if (!o) goto out;
        hnew = handle_new(t, o);
    }
    /* No allocation from here to the call: the references come out of the handles. */
    uint32_t k = 0;
    if (hnew) argv[k++].l = *hnew;
    for (int i = 0; i < nt; i++) {
        argv[k] = cv[i].h ? (Value){.l = *cv[i].h} : cv[i].v;
        k += (uint32_t)cg_type_slots(tp[i]);
    }
    Value rv = {.raw = 0};
    switch (kind) {
    case KIND_IDENTITY:
        rv = argv[0];
        break;
    case REF_invokeStatic:
        if (!interp_call(t, entry, argv, &rv)) goto out;
        break;
    case REF_invokeVirtual: case REF_invokeInterface:
        if (!interp_call_virtual(t, entry, argv, &rv)) goto out;
        break;
    case REF_invokeSpecial:
        if (!argv[0].l) {
            throw_new(t, "java/lang/NullPointerException", NULL);
            goto out;
        }
        if (!interp_call(t, entry, argv, &rv)) goto out;
        break;
    case REF_newInvokeSpecial:
        if (!interp_call(t, entry, argv, NULL)) goto out;
        rv.l = *hnew;
        break;
    default: {
        Field *f = entry;
        bool is_static = kind == REF_getStatic || kind == REF_putStatic;
        if (is_static && class_needs_init(f->owner) && !class_initialize(t, f->owner)) goto out;
        Object *holder = NULL;
        char *p;
        if (is_static) {
            p = (char *)f->owner->statics + f->offset;
        } else {
            holder = cv[0].h ? *cv[0].h : NULL;
            if (!holder) {
                throw_new(t, "java/lang/NullPointerException", NULL);
                goto out;
            }
            p = (char *)holder + f->offset;
        }
        bool get = kind == REF_getField || kind == REF_getStatic;
        Value v = get ? (Value){.raw = 0} : (is_static ? argv[0] : argv[1]);
        switch (f->type) {
        case 'Z': if (get) rv.i = *(jboolean *)p; else *(jboolean *)p = (jboolean)(v.i & 1); break;
        case 'B': if (get) rv.i = *(jbyte *)p; else *(jbyte *)p = (jbyte)v.i; break;
        case 'C': if (get) rv.i = *(jchar *)p; else *(jchar *)p = (jchar)v.i; break;
        case 'S': if (get) rv.i = *(jshort *)p; else *(jshort *)p = (jshort)v.i; break;
        case 'I': if (get) rv.i = *(jint *)p; else *(jint *)p = v.i; break;
        case 'F': if (get) rv.f = *(jfloat *)p; else *(jfloat *)p = v.f; break;
        case 'J': if (get) rv.j = *(jlong *)p; else *(jlong *)p = v.j; break;
        case 'D': if (get) rv.d = *(jdouble *)p; else *(jdouble *)p = v.d; break;
        default:
            if (get) {
                rv.l = *(Object **)p;
            } else {
                *(Object **)p = v.l;
                gc_write_barrier(holder, (Object **)p);
            }
            break;
        }
        break;
    }
    }
    /* The result: target type -> handle type -> site type. */
    Conv rin = {{.raw = 0}, NULL};
    if (is_ref(tret)) rin.h = handle_new(t, rv.l);
    else rin.v = rv;
    Conv rmid;
    const char *aret = cg_return_type(app), *sret = cg_return_type(s->desc);
    if (tret[0] == 'V' && aret[0] == 'V') rmid = rin;
    else if (!convert(t, &rin, tret, aret, &rmid)) goto out;
    if (adapt_site) {
        if (aret[0] == 'V' && sret[0] == 'V') r = rmid;
        else if (!convert(t, &rmid, aret, sret, &r)) goto out;
    } else {
        r = rmid;
    }
    if (sret[0] != 'V') *result = r.h ? (Value){.l = *r.h} : r.v;
    ok = true;
out:
    handle_release(t, hm);
    free(cv);
    free(argv);
    if (na > 0) cg_free_types(ap, na);
    if (nt > 0) cg_free_types(tp, nt);
    free(app);
    free(tgt);
    return ok;
}

/* The native behind every signature-polymorphic invokeExact / invoke Method: its descriptor
 * (the call site's) is the native frame's method's. */
static Value mh_invoke_polymorphic(Thread *t, Value *args) {
    Method *self = t->frame->method;
    Value result = {.raw = 0};
    if (!args[0].l) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return result;
    }
    Site s;
    memset(&s, 0, sizeof s);
    s.desc = self->desc;
    s.n = cg_split_params(self->desc, &s.types);
    if (s.n < 0) vm_fatal("bad signature-polymorphic descriptor %s", self->desc);
    s.slots = args + 1;
    s.slot_of = xmalloc(sizeof(uint16_t) * (size_t)(s.n ? s.n : 1));
    uint16_t slot = 0;
    for (int i = 0; i < s.n; i++) {
        s.slot_of[i] = slot;
        slot += (uint16_t)cg_type_slots(s.types[i]);
    }
    HandleMark hm = handle_mark(t);
    Handle hmh = handle_new(t, args[0].l);
    mh_call(t, hmh, &s, strcmp(self->name, "invokeExact") == 0, &result);
    handle_release(t, hm);
    free(s.slot_of);
    if (s.n > 0) cg_free_types(s.types, s.n);
    return result;
}

/* MethodHandle.invokeWithArguments0(Object[]): invoke with Object arguments, boxed result. */
static Value mh_invoke_with_arguments(Thread *t, Value *args) {
    Value result = {.raw = 0};
    jint n = ARRAY_LENGTH(args[1].l);
    Str d = {0};
    str_puts(&d, "(");
    for (jint i = 0; i < n; i++) str_puts(&d, OBJECT_DESC);
    str_puts(&d, ")" OBJECT_DESC);
    Site s;
    memset(&s, 0, sizeof s);
    s.desc = d.s;
    s.n = cg_split_params(d.s, &s.types);
    s.array = &args[1].l;
    HandleMark hm = handle_mark(t);
    Handle hmh = handle_new(t, args[0].l);
    mh_call(t, hmh, &s, false, &result);
    handle_release(t, hm);
    if (s.n > 0) cg_free_types(s.types, s.n);
    free(d.s);
    return result;
}

/* ---- signature-polymorphic methods ---- */

typedef struct Poly {
    Method *m;
    struct Poly *next;
} Poly;

static pthread_mutex_t poly_lock = PTHREAD_MUTEX_INITIALIZER;
static Poly *polys;
static _Atomic(Class *) poly_holder;

/* The hidden class that owns the VM-made invoker methods. */
static Class *holder_class(Thread *t) {
    Class *c = atomic_load_explicit(&poly_holder, memory_order_acquire);
    if (c) return c;
    static const char name[] = "java/lang/invoke/MethodHandle$$Invokers";
    c = class_lookup_loaded(name);
    if (!c) {
        ClassGen *g = cg_new(name, "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, 61);
        size_t len;
        uint8_t *bytes = cg_finish(g, &len);
        c = class_define(t, bytes, len, CLASS_FLAG_HIDDEN | CLASS_FLAG_BOOT);
        free(bytes);
        if (!c) {
            /* Another thread defined it first. */
            Object *e = exception_take(t);
            c = class_lookup_loaded(name);
            if (!c) {
                throw_object(t, e);
                return NULL;
            }
        }
    }
    atomic_store_explicit(&poly_holder, c, memory_order_release);
    return c;
}

Method *indy_signature_polymorphic(Thread *t, Class *c, const char *name, const char *desc) {
    if (strcmp(c->name, "java/lang/invoke/MethodHandle") != 0) return NULL;
    if (strcmp(name, "invokeExact") != 0 && strcmp(name, "invoke") != 0) return NULL;
    Method *decl = class_find_declared_method(c, name, "([Ljava/lang/Object;)Ljava/lang/Object;");
    if (!decl || (decl->access & (ACC_NATIVE | ACC_VARARGS)) != (ACC_NATIVE | ACC_VARARGS)) return NULL;
    if (!desc_valid_method(desc)) return NULL;
    Class *holder = holder_class(t);
    if (!holder) return NULL;
    pthread_mutex_lock(&poly_lock);
    for (Poly *p = polys; p; p = p->next) {
        if (p->m->name == decl->name && strcmp(p->m->desc, desc) == 0) {
            pthread_mutex_unlock(&poly_lock);
            return p->m;
        }
    }
    Method *m = calloc(1, sizeof *m);
    Poly *p = calloc(1, sizeof *p);
    char *d = strdup(desc);
    if (!m || !p || !d) vm_fatal("out of native memory");
    m->owner = holder;
    m->name = decl->name;
    m->desc = d;
    m->access = ACC_PUBLIC | ACC_FINAL | ACC_NATIVE | ACC_VARARGS;
    m->arg_slots = (uint16_t)(desc_arg_slots(desc) + 1);
    m->max_locals = m->arg_slots;
    m->ret = desc_return_type(desc);
    m->vtable_index = -1;
    m->itable_index = -1;
    m->native = mh_invoke_polymorphic;
    p->m = m;
    p->next = polys;
    polys = p;
    pthread_mutex_unlock(&poly_lock);
    return m;
}

/* ---- lookup natives ---- */

/* The class of the method that called MethodHandles.lookup(): the native frame, lookup()'s
 * frame, then the caller's. */
static Value MethodHandles_callerClass0(Thread *t, Value *args) {
    (void)args;
    Frame *f = t->frame ? t->frame->prev : NULL;
    if (f) f = f->prev;
    while (f && (f->method->owner->flags & CLASS_FLAG_HIDDEN)) f = f->prev;
    Value r = {.raw = 0};
    r.l = f ? class_mirror(t, f->method->owner) : NULL;
    return r;
}

static const char *nest_host(const Class *c) {
    return c->cf && c->cf->nest_host ? c->cf->nest_host : c->name;
}

static bool lookup_can_access(Class *lookup, Class *owner, uint16_t access, jint modes) {
    if ((access & ACC_PUBLIC) && (owner->access & ACC_PUBLIC)) return true;
    if (access & ACC_PUBLIC) return (modes & MODE_PACKAGE) && class_same_package(lookup, owner);
    if (access & ACC_PRIVATE)
        return (modes & MODE_PRIVATE) && strcmp(nest_host(lookup), nest_host(owner)) == 0;
    if (!(modes & MODE_PACKAGE)) return false;
    if (class_same_package(lookup, owner)) return true;
    return (access & ACC_PROTECTED) && (modes & MODE_PROTECTED) && class_is_subclass(lookup, owner);
}

/* Lookup.resolve0(Class refc, String name, String desc, int kind, Class lookupClass, int modes) */
static Value Lookup_resolve0(Thread *t, Value *args) {
    Value r = {.raw = 0};
    if (!args[0].l || !args[1].l || !args[2].l) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return r;
    }
    Class *refc = class_of_mirror(args[0].l);
    Class *lookup = args[4].l ? class_of_mirror(args[4].l) : vm.wk.Object;
    jint kind = args[3].i, modes = args[5].i;
    char *name = string_to_utf8(args[1].l), *desc = string_to_utf8(args[2].l);
    if (!name || !desc) vm_fatal("out of native memory");
    jlong result = RESOLVE_NOT_FOUND;
    if (kind >= REF_getField && kind <= REF_putStatic) {
        Field *f = (refc->flags & CLASS_FLAG_PRIMITIVE) ? NULL : class_lookup_field(refc, name, desc);
        if (f) {
            bool want_static = kind == REF_getStatic || kind == REF_putStatic;
            if (((f->access & ACC_STATIC) != 0) != want_static) result = RESOLVE_WRONG_KIND;
            else if (!lookup_can_access(lookup, f->owner, f->access, modes)) result = RESOLVE_NO_ACCESS;
            else result = (jlong)(intptr_t)f;
        }
    } else if (!(refc->flags & CLASS_FLAG_PRIMITIVE) && (name[0] != '<') == (kind != REF_newInvokeSpecial)) {
        Method *m;
        if (kind == REF_newInvokeSpecial) m = class_find_declared_method(refc, "<init>", desc);
        else if (class_is_interface(refc)) m = class_lookup_interface_method(refc, name, desc);
        else m = class_lookup_method(refc, name, desc);
        if (m && kind == REF_newInvokeSpecial && (refc->access & (ACC_ABSTRACT | ACC_INTERFACE))) m = NULL;
        if (m) {
            if (((m->access & ACC_STATIC) != 0) != (kind == REF_invokeStatic)) result = RESOLVE_WRONG_KIND;
            else if (!lookup_can_access(lookup, m->owner, m->access, modes)) result = RESOLVE_NO_ACCESS;
            else result = (jlong)(intptr_t)m;
        }
    }
    free(name);
    free(desc);
    r.j = result;
    return r;
}

static const NativeMethod mh_natives[] = {
    {"java/lang/invoke/MethodHandle", "invokeExact", "([Ljava/lang/Object;)Ljava/lang/Object;", mh_invoke_polymorphic},
    {"java/lang/invoke/MethodHandle", "invoke", "([Ljava/lang/Object;)Ljava/lang/Object;", mh_invoke_polymorphic},
    {"java/lang/invoke/MethodHandle", "invokeWithArguments0", "([Ljava/lang/Object;)Ljava/lang/Object;", mh_invoke_with_arguments},
    {"java/lang/invoke/MethodHandles", "callerClass0", "()Ljava/lang/Class;", MethodHandles_callerClass0},
    {"java/lang/invoke/MethodHandles$Lookup", "resolve0",
     "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Class;I)J", Lookup_resolve0},
};
NATIVES_REGISTER(mh_natives)
