/* lambda_records.c: java/lang/runtime/ObjectMethods.bootstrap, the bootstrap javac uses for a
 * record's toString, equals and hashCode, as a VM intrinsic.
 *
 * Static arguments: the record class, the component names "x;y", and one REF_getField method
 * handle per component. Linking resolves the fields (offsets and types); the call site then
 * reads them straight from the receiver. Behaviour as OpenJDK 17's ObjectMethods:
 *   toString  "Point[x=1, y=2]": the class's simple name, each component as String.valueOf
 *             would print it (float/double through String.valueOf(F/D), references through
 *             String.valueOf(Object), so arrays print as "[I@1b6d3586");
 *   equals    true for the same object; false unless the argument is an instance of the
 *             record class; then each component, LAST TO FIRST (OpenJDK nests the tests that
 *             way): primitives by ==, float/double by Float/Double.compare(a, b) == 0,
 *             references by Objects.equals;
 *   hashCode  h = 0; for each component in order h = 31 * h + hash(c), primitives hashed by
 *             their box's static hashCode, references by Objects.hashCode. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/class.h"
#include "../vm/exceptions.h"
#include "../vm/jstring.h"
#include "../vm/vm.h"
#include "interp.h"
#include "lambda.h"

enum { REF_getField = 1 };

enum { REC_TO_STRING, REC_EQUALS, REC_HASH_CODE };

typedef struct RecordComp {
    Field *field;
    jchar *label;        /* "x=" (with ", " before it for all but the first) */
    uint32_t nlabel;
} RecordComp;

typedef struct RecordSite {
    Class *rec;
    uint32_t n;
    RecordComp *comps;
    jchar *prefix;       /* "Point[" */
    uint32_t nprefix;
} RecordSite;

static void record_site_free(void *data) {
    RecordSite *r = data;
    for (uint32_t i = 0; i < r->n; i++) free(r->comps[i].label);
    free(r->comps);
    free(r->prefix);
    free(r);
}

static void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) vm_fatal("out of native memory linking a record call site");
    return p;
}

/* Looks a method up once per call: few call sites, and the classes are loaded at boot. */
static Method *find_method(Thread *t, const char *cls, const char *name, const char *desc) {
    Class *c = class_load(t, cls);
    if (!c) return NULL;
    Method *m = class_lookup_method(c, name, desc);
    if (!m) throw_newf(t, "java/lang/NoSuchMethodError", "%s.%s%s", cls, name, desc);
    return m;
}

static bool is_ref(char type) { return type == 'L' || type == '['; }

/* ---- toString ---- */

typedef struct U16 {
    jchar *s;
    size_t len, cap;
} U16;

static void u16_put(U16 *b, const jchar *s, size_t n) {
    if (n == 0) return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->len + n) cap *= 2;
        jchar *p = realloc(b->s, cap * sizeof(jchar));
        if (!p) vm_fatal("out of native memory in Record.toString");
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->len, s, n * sizeof(jchar));
    b->len += n;
}
static void u16_ascii(U16 *b, const char *s) {
    jchar tmp[64];
    size_t n = 0;
    for (; s[n] && n < 64; n++) tmp[n] = (uint8_t)s[n];
    u16_put(b, tmp, n);
}

static bool record_to_string(Thread *t, CallSite *cs, Value *args, Value *result) {
    RecordSite *r = cs->data;
    HandleMark hm = handle_mark(t);
    Handle *hs = xmalloc(sizeof(Handle) * (r->n ? r->n : 1));
    bool ok = false;
    U16 b = {0};
    /* Phase 1: the components that need Java code, into handles (the receiver stays rooted in
     * args[0], re-read after every call). */
    for (uint32_t i = 0; i < r->n; i++) {
        Field *f = r->comps[i].field;
        hs[i] = NULL;
        Value in[2] = {{.raw = 0}, {.raw = 0}};
        const char *desc;
        Object *recv = args[0].l;
        switch (f->type) {
        case 'F':
            desc = "(F)Ljava/lang/String;";
            in[0].f = OBJ_FIELD(recv, f->offset, jfloat);
            break;
        case 'D':
            desc = "(D)Ljava/lang/String;";
            in[0].d = OBJ_FIELD(recv, f->offset, jdouble);
            break;
        case 'L': case '[':
            if (strcmp(f->desc, "Ljava/lang/String;") == 0) continue;
            desc = "(Ljava/lang/Object;)Ljava/lang/String;";
            break;
        default:
            continue;
        }
        Method *vo = find_method(t, "java/lang/String", "valueOf", desc);
        if (!vo) goto out;
        if (is_ref(f->type)) in[0].l = OBJ_FIELD(args[0].l, f->offset, Object *);
        Value res;
        if (!interp_call(t, vo, in, &res)) goto out;
        hs[i] = handle_new(t, res.l);
    }
    /* Phase 2: no allocation until the result string. */
    u16_put(&b, r->prefix, r->nprefix);
    for (uint32_t i = 0; i < r->n; i++) {
        Field *f = r->comps[i].field;
        Object *recv = args[0].l;
        u16_put(&b, r->comps[i].label, r->comps[i].nlabel);
        char tmp[32];
        switch (f->type) {
        case 'Z': u16_ascii(&b, OBJ_FIELD(recv, f->offset, jboolean) ? "true" : "false"); break;
        case 'B': snprintf(tmp, sizeof tmp, "%d", OBJ_FIELD(recv, f->offset, jbyte)); u16_ascii(&b, tmp); break;
        case 'S': snprintf(tmp, sizeof tmp, "%d", OBJ_FIELD(recv, f->offset, jshort)); u16_ascii(&b, tmp); break;
        case 'I': snprintf(tmp, sizeof tmp, "%d", OBJ_FIELD(recv, f->offset, jint)); u16_ascii(&b, tmp); break;
        case 'J':
            snprintf(tmp, sizeof tmp, "%lld", (long long)OBJ_FIELD(recv, f->offset, jlong));
            u16_ascii(&b, tmp);
            break;
        case 'C': u16_put(&b, &OBJ_FIELD(recv, f->offset, jchar), 1); break;
        default: {
            Object *s = hs[i] ? *hs[i] : OBJ_FIELD(recv, f->offset, Object *);
            if (s) u16_put(&b, string_chars(s), (size_t)string_length(s));
            else u16_ascii(&b, "null");
            break;
        }
        }
    }
    {
        static const jchar close = ']';
        u16_put(&b, &close, 1);
    }
    if (b.len > INT32_MAX) {
        throw_new(t, "java/lang/OutOfMemoryError", "Overflow: String length out of range");
        goto out;
    }
    {
        Object *s = string_from_utf16(t, b.s, (jint)b.len);
        if (!s) goto out;
        result->l = s;
        ok = true;
    }
out:
    free(b.s);
    free(hs);
    handle_release(t, hm);
    return ok;
}

/* ---- equals ---- */

static bool float_same(jfloat a, jfloat b) {          /* Float.compare(a, b) == 0 */
    if (a != a || b != b) return a != a && b != b;
    uint32_t x, y;
    memcpy(&x, &a, 4);
    memcpy(&y, &b, 4);
    return x == y;
}
static bool double_same(jdouble a, jdouble b) {       /* Double.compare(a, b) == 0 */
    if (a != a || b != b) return a != a && b != b;
    uint64_t x, y;
    memcpy(&x, &a, 8);
    memcpy(&y, &b, 8);
    return x == y;
}

static bool record_equals(Thread *t, CallSite *cs, Value *args, Value *result) {
    RecordSite *r = cs->data;
    result->i = 0;
    if (args[0].l == args[1].l) {
        result->i = 1;
        return true;
    }
    if (!args[1].l || !class_is_assignable(obj_class(args[1].l), r->rec)) return true;
    Method *eq = NULL;
    for (uint32_t k = r->n; k-- > 0;) {
        Field *f = r->comps[k].field;
        Object *a = args[0].l, *b = args[1].l;
        uint32_t off = f->offset;
        bool same;
        switch (f->type) {
        case 'Z': case 'B': same = OBJ_FIELD(a, off, jbyte) == OBJ_FIELD(b, off, jbyte); break;
        case 'C': case 'S': same = OBJ_FIELD(a, off, jshort) == OBJ_FIELD(b, off, jshort); break;
        case 'I': same = OBJ_FIELD(a, off, jint) == OBJ_FIELD(b, off, jint); break;
        case 'J': same = OBJ_FIELD(a, off, jlong) == OBJ_FIELD(b, off, jlong); break;
        case 'F': same = float_same(OBJ_FIELD(a, off, jfloat), OBJ_FIELD(b, off, jfloat)); break;
        case 'D': same = double_same(OBJ_FIELD(a, off, jdouble), OBJ_FIELD(b, off, jdouble)); break;
        default: {
            Object *x = OBJ_FIELD(a, off, Object *), *y = OBJ_FIELD(b, off, Object *);
            if (x == y) {
                same = true;
                break;
            }
            if (!x) {
                same = false;
                break;
            }
            if (!eq && !(eq = find_method(t, "java/lang/Object", "equals", "(Ljava/lang/Object;)Z")))
                return false;
            /* Re-read: the lookup may have loaded a class (and collected). */
            Value in[2];
            in[0].l = OBJ_FIELD(args[0].l, off, Object *);
            in[1].l = OBJ_FIELD(args[1].l, off, Object *);
            Value res;
            if (!interp_call_virtual(t, eq, in, &res)) return false;
            same = res.i != 0;
            break;
        }
        }
        if (!same) return true;
    }
    result->i = 1;
    return true;
}

/* ---- hashCode ---- */

static bool record_hash_code(Thread *t, CallSite *cs, Value *args, Value *result) {
    RecordSite *r = cs->data;
    uint32_t h = 0;
    Method *hc = NULL;
    for (uint32_t i = 0; i < r->n; i++) {
        Field *f = r->comps[i].field;
        Object *a = args[0].l;
        uint32_t off = f->offset, v;
        switch (f->type) {
        case 'Z': v = OBJ_FIELD(a, off, jboolean) ? 1231 : 1237; break;
        case 'B': v = (uint32_t)(jint)OBJ_FIELD(a, off, jbyte); break;
        case 'S': v = (uint32_t)(jint)OBJ_FIELD(a, off, jshort); break;
        case 'C': v = OBJ_FIELD(a, off, jchar); break;
        case 'I': v = (uint32_t)OBJ_FIELD(a, off, jint); break;
        case 'J': {
            uint64_t x = (uint64_t)OBJ_FIELD(a, off, jlong);
            v = (uint32_t)(x ^ (x >> 32));
            break;
        }
        case 'F': {
            jfloat x = OBJ_FIELD(a, off, jfloat);
            if (x != x) v = 0x7fc00000u;
            else memcpy(&v, &x, 4);
            break;
        }
        case 'D': {
            jdouble x = OBJ_FIELD(a, off, jdouble);
            uint64_t bits;
            if (x != x) bits = 0x7ff8000000000000ull;
            else memcpy(&bits, &x, 8);
            v = (uint32_t)(bits ^ (bits >> 32));
            break;
        }
        default: {
            if (!OBJ_FIELD(a, off, Object *)) {
                v = 0;
                break;
            }
            if (!hc && !(hc = find_method(t, "java/lang/Object", "hashCode", "()I"))) return false;
            Value in[1];
            in[0].l = OBJ_FIELD(args[0].l, off, Object *);
            Value res;
            if (!interp_call_virtual(t, hc, in, &res)) return false;
            v = (uint32_t)res.i;
            break;
        }
        }
        h = h * 31u + v;
    }
    result->i = (jint)h;
    return true;
}

/* ---- linking ---- */

/* The record class's simple name (Class.getSimpleName) as malloc'd UTF-16. */
static jchar *simple_name(Thread *t, Class *rec, uint32_t *n) {
    Method *m = find_method(t, "java/lang/Class", "getSimpleName", "()Ljava/lang/String;");
    if (!m) return NULL;
    Value in[1];
    in[0].l = class_mirror(t, rec);
    if (!in[0].l) return NULL;
    Value res;
    if (!interp_call_virtual(t, m, in, &res)) return NULL;
    jint len = res.l ? string_length(res.l) : 0;
    jchar *s = xmalloc(sizeof(jchar) * (size_t)(len + 1));
    if (len) memcpy(s, string_chars(res.l), sizeof(jchar) * (size_t)len);
    *n = (uint32_t)len;
    return s;
}

/* bootstrap(Lookup, String methodName, TypeDescriptor type, Class recordClass, String names,
 *           MethodHandle... getters) */
bool records_link_object_methods(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs) {
    const ClassFile *cf = from->cf;
    int which;
    char want[1024];
    if (strcmp(cs->name, "toString") == 0) which = REC_TO_STRING;
    else if (strcmp(cs->name, "equals") == 0) which = REC_EQUALS;
    else if (strcmp(cs->name, "hashCode") == 0) which = REC_HASH_CODE;
    else {
        throw_newf(t, "java/lang/BootstrapMethodError",
                   "java.lang.IllegalArgumentException: %s", cs->name);
        return false;
    }
    if (bsm->nargs < 2 || cf->cp[bsm->args[0]].tag != CONST_Class ||
        cf->cp[bsm->args[1]].tag != CONST_String) {
        indy_bootstrap_error(t, cs, "bad static arguments to ObjectMethods.bootstrap");
        return false;
    }
    Class *rec = resolve_class(t, from, bsm->args[0]);
    if (!rec) return false;
    const char *rn = rec->name;
    if (which == REC_TO_STRING) snprintf(want, sizeof want, "(L%s;)Ljava/lang/String;", rn);
    else if (which == REC_EQUALS) snprintf(want, sizeof want, "(L%s;Ljava/lang/Object;)Z", rn);
    else snprintf(want, sizeof want, "(L%s;)I", rn);
    if (strcmp(cs->desc, want) != 0) {
        indy_bootstrap_error(t, cs, "ObjectMethods.bootstrap: bad method type");
        return false;
    }

    RecordSite *r = calloc(1, sizeof *r);
    if (!r) vm_fatal("out of native memory linking a record call site");
    cs->data = r;
    cs->free_data = record_site_free;
    r->rec = rec;
    r->n = bsm->nargs - 2u;
    r->comps = calloc(r->n ? r->n : 1, sizeof *r->comps);
    if (!r->comps) vm_fatal("out of native memory linking a record call site");
    for (uint32_t i = 0; i < r->n; i++) {
        uint16_t mh = bsm->args[2 + i];
        if (mh == 0 || mh >= cf->cp_count || cf->cp[mh].tag != CONST_MethodHandle ||
            cf->cp[mh].u.ref.a != REF_getField || cf->cp[cf->cp[mh].u.ref.b].tag != CONST_Fieldref) {
            indy_bootstrap_error(t, cs, "ObjectMethods.bootstrap: a getter is not a getField handle");
            return false;
        }
        Field *f = resolve_field(t, from, cf->cp[mh].u.ref.b, false);
        if (!f) return false;
        r->comps[i].field = f;
    }

    if (which == REC_TO_STRING) {
        /* The labels "x=", ", y=", ... from the names "x;y". */
        const CfConst *names = &cf->cp[cf->cp[bsm->args[1]].u.ref.a];
        uint32_t nlen = names->u.utf8.len;
        jchar *u = xmalloc(sizeof(jchar) * (nlen + 1));
        uint32_t un = indy_mutf8_decode((const uint8_t *)names->u.utf8.s, nlen, u);
        uint32_t start = 0, k = 0;
        for (uint32_t i = 0; i <= un && k < r->n; i++) {
            if (i < un && u[i] != ';') continue;
            uint32_t len = i - start, pre = k ? 2 : 0;
            jchar *l = xmalloc(sizeof(jchar) * (len + pre + 1));
            if (pre) l[0] = ',', l[1] = ' ';
            memcpy(l + pre, u + start, sizeof(jchar) * len);
            l[pre + len] = '=';
            r->comps[k].label = l;
            r->comps[k].nlabel = pre + len + 1;
            k++;
            start = i + 1;
        }
        free(u);
        if (k != r->n) {
            indy_bootstrap_error(t, cs, "ObjectMethods.bootstrap: names do not match the getters");
            return false;
        }
        uint32_t sn = 0;
        jchar *s = simple_name(t, rec, &sn);
        if (!s) return false;
        r->prefix = xmalloc(sizeof(jchar) * (sn + 1));
        memcpy(r->prefix, s, sizeof(jchar) * sn);
        r->prefix[sn] = '[';
        r->nprefix = sn + 1;
        free(s);
        cs->invoke = record_to_string;
    } else if (which == REC_EQUALS) {
        cs->invoke = record_equals;
    } else {
        cs->invoke = record_hash_code;
    }
    return true;
}
