/* invokedynamic.c: call-site linking with VM-intrinsic bootstrap methods (see invokedynamic.h),
 * and the StringConcatFactory intrinsic.
 *
 * To add a bootstrap (SwitchBootstraps, ...): write a BootstrapLinker (lambda.h) that checks the
 * static arguments (bsm->args, pool indices into from->cf), fills cs->invoke and cs->data, and
 * add it to the `bootstraps` table below. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../vm/class.h"
#include "../vm/exceptions.h"
#include "../vm/jstring.h"
#include "../vm/vm.h"
#include "interp.h"
#include "interp_internal.h"
#include "invokedynamic.h"
#include "lambda.h"

/* MethodHandle reference kinds (JVMS 4.4.8). */
enum {
    REF_getField = 1, REF_getStatic, REF_putField, REF_putStatic, REF_invokeVirtual,
    REF_invokeStatic, REF_invokeSpecial, REF_newInvokeSpecial, REF_invokeInterface,
};

static bool link_concat_with_constants(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs);
static bool link_concat(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs);

static const struct {
    const char *cls, *name;   /* the bootstrap method (descriptor not checked) */
    BootstrapLinker link;
} bootstraps[] = {
    {"java/lang/invoke/StringConcatFactory", "makeConcatWithConstants", link_concat_with_constants},
    {"java/lang/invoke/StringConcatFactory", "makeConcat", link_concat},
    {"java/lang/invoke/LambdaMetafactory", "metafactory", lambda_link_metafactory},
    {"java/lang/invoke/LambdaMetafactory", "altMetafactory", lambda_link_alt_metafactory},
    {"java/lang/runtime/ObjectMethods", "bootstrap", records_link_object_methods},
};

void indy_bootstrap_error(Thread *t, CallSite *cs, const char *what) {
    char *bc = interp_external_name(cs->bsm_class);
    char *cc = interp_external_name(cs->caller->name);
    throw_newf(t, "java/lang/BootstrapMethodError",
               "%s: bootstrap method %s.%s for call site '%s%s' in class %s", what, bc,
               cs->bsm_name, cs->name, cs->desc, cc);
    free(bc);
    free(cc);
}

static void free_call_site(CallSite *cs);

CallSite *indy_link(Thread *t, Class *from, uint16_t idx) {
    CallSite *cs = atomic_load_explicit(&from->rcp[idx].ptr, memory_order_acquire);
    if (cs) return cs;

    const ClassFile *cf = from->cf;
    if (!cf || idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CONST_InvokeDynamic) {
        throw_newf(t, "java/lang/IncompatibleClassChangeError",
                   "invokedynamic: pool entry #%u of %s is not a CONSTANT_InvokeDynamic", idx,
                   from->name);
        return NULL;
    }
    uint16_t bidx = cf->cp[idx].u.ref.a;
    if (bidx >= cf->nbootstraps) {
        throw_newf(t, "java/lang/ClassFormatError",
                   "invokedynamic: no BootstrapMethods entry %u in class %s", bidx, from->name);
        return NULL;
    }
    const CfBootstrap *bsm = &cf->bootstraps[bidx];

    const char *cls = NULL, *name = NULL, *desc = NULL;
    if (!cf_member_ref(cf, idx, &cls, &name, &desc)) {
        throw_newf(t, "java/lang/ClassFormatError", "invokedynamic: bad pool entry #%u in %s",
                   idx, from->name);
        return NULL;
    }
    const CfConst *mh = &cf->cp[bsm->method_handle];
    const char *bcls = NULL, *bname = NULL, *bdesc = NULL;
    if (mh->tag != CONST_MethodHandle || !cf_member_ref(cf, mh->u.ref.b, &bcls, &bname, &bdesc)) {
        throw_newf(t, "java/lang/ClassFormatError",
                   "invokedynamic: bad bootstrap method handle #%u in %s", bsm->method_handle,
                   from->name);
        return NULL;
    }

    cs = calloc(1, sizeof *cs);
    if (!cs) vm_fatal("out of memory linking a call site");
    cs->caller = from;
    cs->pool_index = idx;
    cs->name = name;
    cs->desc = desc;
    cs->arg_slots = (uint16_t)desc_arg_slots(desc);
    cs->ret = desc_return_type(desc);
    cs->bsm_class = bcls;
    cs->bsm_name = bname;
    cs->bsm_desc = bdesc;

    BootstrapLinker link = NULL;
    for (size_t i = 0; i < sizeof bootstraps / sizeof bootstraps[0]; i++) {
        if (strcmp(bootstraps[i].cls, bcls) == 0 && strcmp(bootstraps[i].name, bname) == 0) {
            link = bootstraps[i].link;
            break;
        }
    }
    if (!link || mh->u.ref.a != REF_invokeStatic) {
        indy_bootstrap_error(t, cs, "minivm does not support this bootstrap method yet");
        free_call_site(cs);
        return NULL;
    }
    if (!link(t, from, bsm, cs)) {
        free_call_site(cs);
        return NULL;
    }

    void *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(&from->rcp[idx].ptr, &expected, cs,
                                                 memory_order_release, memory_order_acquire)) {
        free_call_site(cs);            /* another thread linked it first */
        cs = expected;
    }
    return cs;
}

/* ------------------------------------------------------------------------------------------ */
/* StringConcatFactory                                                                         */

typedef struct ConcatArg {
    char type;            /* descriptor character: B C D F I J S Z L [ */
    bool is_string;       /* static type java.lang.String: used as is ("null" for null) */
    uint16_t slot;        /* first slot among the call's argument slots */
} ConcatArg;

typedef struct ConcatElem {
    int32_t arg;          /* argument index, or -1 for the literal lits[off .. off+len) */
    uint32_t off, len;
} ConcatElem;

typedef struct Concat {
    uint16_t nargs;
    ConcatArg *args;
    uint32_t nelems;
    ConcatElem *elems;
    jchar *lits;          /* every literal's UTF-16, constants folded in */
    uint32_t nlits, caplits;
} Concat;

static void free_call_site(CallSite *cs) {
    if (cs->data && cs->free_data) cs->free_data(cs->data);
    free(cs);
}

static void concat_free(void *data) {
    Concat *c = data;
    free(c->args);
    free(c->elems);
    free(c->lits);
    free(c);
}

static void lits_append(Concat *c, const jchar *s, uint32_t n) {
    if (n == 0) return;
    if (c->nlits + n > c->caplits) {
        uint32_t cap = c->caplits ? c->caplits : 32;
        while (cap < c->nlits + n) cap *= 2;
        jchar *p = realloc(c->lits, cap * sizeof(jchar));
        if (!p) vm_fatal("out of memory linking a call site");
        c->lits = p;
        c->caplits = cap;
    }
    memcpy(c->lits + c->nlits, s, n * sizeof(jchar));
    c->nlits += n;
}

/* Adds literal text (merged with a preceding literal element). */
static void elems_add_literal(Concat *c, const jchar *s, uint32_t n) {
    if (n == 0) return;
    if (c->nelems && c->elems[c->nelems - 1].arg < 0 &&
        c->elems[c->nelems - 1].off + c->elems[c->nelems - 1].len == c->nlits) {
        lits_append(c, s, n);
        c->elems[c->nelems - 1].len += n;
        return;
    }
    ConcatElem *e = &c->elems[c->nelems++];
    e->arg = -1;
    e->off = c->nlits;
    e->len = n;
    lits_append(c, s, n);
}

static void elems_add_arg(Concat *c, uint32_t arg) {
    ConcatElem *e = &c->elems[c->nelems++];
    e->arg = (int32_t)arg;
    e->off = e->len = 0;
}

/* Modified UTF-8 (also standard 4-byte sequences) -> UTF-16. out has room for len units. */
uint32_t indy_mutf8_decode(const uint8_t *s, uint32_t len, jchar *out) {
    uint32_t n = 0, i = 0;
    while (i < len) {
        uint8_t c = s[i];
        if (c < 0x80) {
            out[n++] = c;
            i++;
        } else if ((c & 0xE0) == 0xC0 && i + 1 < len) {
            out[n++] = (jchar)(((c & 0x1F) << 6) | (s[i + 1] & 0x3F));
            i += 2;
        } else if ((c & 0xF0) == 0xE0 && i + 2 < len) {
            out[n++] = (jchar)(((c & 0x0F) << 12) | ((s[i + 1] & 0x3F) << 6) | (s[i + 2] & 0x3F));
            i += 3;
        } else if ((c & 0xF8) == 0xF0 && i + 3 < len) {
            uint32_t cp = ((uint32_t)(c & 0x07) << 18) | ((uint32_t)(s[i + 1] & 0x3F) << 12) |
                          ((uint32_t)(s[i + 2] & 0x3F) << 6) | (s[i + 3] & 0x3F);
            cp -= 0x10000;
            out[n++] = (jchar)(0xD800 + ((cp >> 10) & 0x3FF));
            out[n++] = (jchar)(0xDC00 + (cp & 0x3FF));
            i += 4;
        } else {
            out[n++] = 0xFFFD;
            i++;
        }
    }
    return n;
}

/* UTF-16 of pool String entry idx (malloc'd, *n units); NULL if not a String. */
static jchar *pool_string_utf16(const ClassFile *cf, uint16_t idx, uint32_t *n) {
    if (idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CONST_String) return NULL;
    uint16_t u = cf->cp[idx].u.ref.a;
    const CfConst *k = &cf->cp[u];
    if (k->tag != CONST_Utf8) return NULL;
    jchar *out = malloc((k->u.utf8.len + 1) * sizeof(jchar));
    if (!out) vm_fatal("out of memory linking a call site");
    *n = indy_mutf8_decode((const uint8_t *)k->u.utf8.s, k->u.utf8.len, out);
    return out;
}

static void ascii_to_utf16(const char *s, jchar *out, uint32_t *n) {
    uint32_t i = 0;
    for (; s[i]; i++) out[i] = (uint8_t)s[i];
    *n = i;
}

/* Parses the call site's parameter types into c->args. */
static bool concat_parse_args(Thread *t, CallSite *cs, Concat *c) {
    const char *d = cs->desc;
    if (*d != '(' || cs->ret != 'L') {
        indy_bootstrap_error(t, cs, "StringConcatFactory call site must return java.lang.String");
        return false;
    }
    d++;
    uint32_t count = 0;
    for (const char *p = d; *p && *p != ')'; p++, count++) {
        while (*p == '[') p++;
        if (*p == 'L') p = strchr(p, ';');
        if (!p) break;
    }
    c->args = calloc(count ? count : 1, sizeof(ConcatArg));
    if (!c->args) vm_fatal("out of memory linking a call site");
    uint16_t slot = 0;
    while (*d && *d != ')') {
        ConcatArg *a = &c->args[c->nargs++];
        a->slot = slot;
        a->type = *d;
        a->is_string = false;
        if (*d == '[') {
            while (*d == '[') d++;
            if (*d == 'L') d = strchr(d, ';');
            d++;
            slot++;
        } else if (*d == 'L') {
            const char *e = strchr(d, ';');
            a->is_string = (size_t)(e - d) == strlen("Ljava/lang/String") &&
                           strncmp(d, "Ljava/lang/String", (size_t)(e - d)) == 0;
            d = e + 1;
            slot++;
        } else {
            slot += (*d == 'J' || *d == 'D') ? 2 : 1;
            d++;
        }
    }
    return true;
}

static Concat *concat_new(Thread *t, CallSite *cs, uint32_t max_elems) {
    Concat *c = calloc(1, sizeof *c);
    if (!c) vm_fatal("out of memory linking a call site");
    cs->data = c;
    cs->free_data = concat_free;
    if (!concat_parse_args(t, cs, c)) return NULL;
    c->elems = calloc(max_elems + c->nargs + 1, sizeof(ConcatElem));
    if (!c->elems) vm_fatal("out of memory linking a call site");
    return c;
}

static bool concat_invoke(Thread *t, CallSite *cs, Value *args, Value *result);

/* makeConcatWithConstants(Lookup, String name, MethodType, String recipe, Object... constants):
 * \1 in the recipe is the next argument, \2 the next constant. */
static bool link_concat_with_constants(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs) {
    const ClassFile *cf = from->cf;
    uint32_t rlen = 0;
    jchar *recipe = bsm->nargs >= 1 ? pool_string_utf16(cf, bsm->args[0], &rlen) : NULL;
    if (!recipe) {
        indy_bootstrap_error(t, cs, "makeConcatWithConstants needs a String recipe");
        return false;
    }
    Concat *c = concat_new(t, cs, rlen);
    if (!c) {
        free(recipe);
        return false;
    }
    uint32_t nargs_used = 0, nconst_used = 0, nconst = bsm->nargs - 1u;
    uint32_t lit_start = 0;
    for (uint32_t i = 0; i <= rlen; i++) {
        if (i < rlen && recipe[i] != 1 && recipe[i] != 2) continue;
        elems_add_literal(c, recipe + lit_start, i - lit_start);
        lit_start = i + 1;
        if (i == rlen) break;
        if (recipe[i] == 1) {
            if (nargs_used < c->nargs) elems_add_arg(c, nargs_used);
            nargs_used++;
        } else {
            if (nconst_used >= nconst) {
                nconst_used++;
                continue;
            }
            uint16_t k = bsm->args[1 + nconst_used++];
            const CfConst *kc = (k && k < cf->cp_count) ? &cf->cp[k] : NULL;
            jchar buf[32];
            uint32_t n = 0;
            char tmp[32];
            if (kc && kc->tag == CONST_String) {
                jchar *s = pool_string_utf16(cf, k, &n);
                elems_add_literal(c, s, n);
                free(s);
            } else if (kc && kc->tag == CONST_Integer) {
                snprintf(tmp, sizeof tmp, "%d", (int)kc->u.i);
                ascii_to_utf16(tmp, buf, &n);
                elems_add_literal(c, buf, n);
            } else if (kc && kc->tag == CONST_Long) {
                snprintf(tmp, sizeof tmp, "%lld", (long long)kc->u.j);
                ascii_to_utf16(tmp, buf, &n);
                elems_add_literal(c, buf, n);
            } else {
                free(recipe);
                indy_bootstrap_error(t, cs, "unsupported constant type in string concatenation recipe");
                return false;
            }
        }
    }
    free(recipe);
    if (nargs_used != c->nargs) {
        char what[160];
        snprintf(what, sizeof what,
                 "Mismatched number of concat arguments: recipe wants %u arguments, but signature "
                 "provides %u",
                 nargs_used, (unsigned)c->nargs);
        indy_bootstrap_error(t, cs, what);
        return false;
    }
    if (nconst_used != nconst) {
        char what[160];
        snprintf(what, sizeof what,
                 "Mismatched number of concat constants: recipe wants %u constants, but only %u "
                 "are passed",
                 nconst_used, nconst);
        indy_bootstrap_error(t, cs, what);
        return false;
    }
    cs->invoke = concat_invoke;
    return true;
}

/* makeConcat(Lookup, String name, MethodType): every argument in order. */
static bool link_concat(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs) {
    (void)from;
    (void)bsm;
    Concat *c = concat_new(t, cs, 0);
    if (!c) return false;
    for (uint32_t i = 0; i < c->nargs; i++) elems_add_arg(c, i);
    cs->invoke = concat_invoke;
    return true;
}

/* java/lang/String.valueOf(desc), looked up once. */
static Method *string_value_of(Thread *t, const char *desc) {
    static _Atomic(Method *) cache[3];
    int k = desc[1] == 'F' ? 0 : desc[1] == 'D' ? 1 : 2;
    Method *m = atomic_load_explicit(&cache[k], memory_order_acquire);
    if (m) return m;
    Class *sc = vm.wk.String ? vm.wk.String : class_load(t, "java/lang/String");
    if (!sc) return NULL;
    m = class_find_declared_method(sc, "valueOf", desc);
    if (!m) {
        throw_newf(t, "java/lang/NoSuchMethodError", "java.lang.String.valueOf%s", desc);
        return NULL;
    }
    atomic_store_explicit(&cache[k], m, memory_order_release);
    return m;
}

typedef struct U16Buf {
    jchar *s;
    size_t len, cap;
} U16Buf;

static void u16_put(U16Buf *b, const jchar *s, size_t n) {
    if (n == 0) return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->len + n) cap *= 2;
        jchar *p = realloc(b->s, cap * sizeof(jchar));
        if (!p) vm_fatal("out of memory in string concatenation");
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n * sizeof(jchar));
    b->len += n;
}
static void u16_put_ascii(U16Buf *b, const char *s) {
    jchar tmp[32];
    uint32_t n;
    ascii_to_utf16(s, tmp, &n);
    u16_put(b, tmp, n);
}
static void u16_put_string(U16Buf *b, Object *s) {
    static const jchar null_chars[] = {'n', 'u', 'l', 'l'};
    if (!s) {
        u16_put(b, null_chars, 4);
        return;
    }
    u16_put(b, string_chars(s), (size_t)string_length(s));
}

/* Runs a concat call site. Phase 1 converts, in argument order, every argument that needs Java
 * code (float, double, non-String objects) into a String kept in a handle; the arguments stay
 * on the caller's operand stack meanwhile. Phase 2 copies everything into a C buffer without
 * allocating; phase 3 makes the result with one allocation. */
static bool concat_invoke(Thread *t, CallSite *cs, Value *args, Value *result) {
    Concat *c = cs->data;
    HandleMark hm = handle_mark(t);
    Handle small[16];
    Handle *hs = c->nargs <= 16 ? small : malloc(c->nargs * sizeof(Handle));
    if (!hs) vm_fatal("out of memory in string concatenation");
    bool ok = false;
    U16Buf b = {0};

    for (uint32_t i = 0; i < c->nargs; i++) {
        const ConcatArg *a = &c->args[i];
        hs[i] = NULL;
        const char *desc;
        switch (a->type) {
        case 'F': desc = "(F)Ljava/lang/String;"; break;
        case 'D': desc = "(D)Ljava/lang/String;"; break;
        case 'L': case '[':
            if (a->is_string || args[a->slot].l == NULL) continue;
            desc = "(Ljava/lang/Object;)Ljava/lang/String;";
            break;
        default: continue;
        }
        Method *vo = string_value_of(t, desc);     /* may load: read the argument after */
        if (!vo) goto out;
        Value in[2];
        in[0] = args[a->slot];
        in[1].raw = 0;
        Value r;
        if (!interp_call(t, vo, in, &r)) goto out;
        hs[i] = handle_new(t, r.l);                /* null (toString() returned null): "null" */
    }

    /* No allocation from here to string_from_utf16: string_chars stays valid. */
    for (uint32_t e = 0; e < c->nelems; e++) {
        const ConcatElem *el = &c->elems[e];
        if (el->arg < 0) {
            u16_put(&b, c->lits + el->off, el->len);
            continue;
        }
        const ConcatArg *a = &c->args[el->arg];
        const Value *v = &args[a->slot];
        char tmp[32];
        switch (a->type) {
        case 'I': case 'B': case 'S':
            snprintf(tmp, sizeof tmp, "%d", (int)v->i);
            u16_put_ascii(&b, tmp);
            break;
        case 'J':
            snprintf(tmp, sizeof tmp, "%lld", (long long)v->j);
            u16_put_ascii(&b, tmp);
            break;
        case 'C': {
            jchar ch = (jchar)v->i;
            u16_put(&b, &ch, 1);
            break;
        }
        case 'Z':
            u16_put_ascii(&b, v->i ? "true" : "false");
            break;
        default:
            u16_put_string(&b, hs[el->arg] ? *hs[el->arg] : (a->is_string ? v->l : NULL));
            break;
        }
    }
    if (b.len > INT32_MAX) {
        throw_new(t, "java/lang/OutOfMemoryError", "Overflow: String length out of range");
        goto out;
    }
    {
        static const jchar empty[1];
        Object *s = string_from_utf16(t, b.s ? b.s : empty, (jint)b.len);
        if (!s) goto out;
        result->l = s;
        ok = true;
    }
out:
    free(b.s);
    if (hs != small) free(hs);
    handle_release(t, hm);
    return ok;
}
