/* native_reflect.c: core reflection natives. Class's member lists (making java.lang.reflect
 * Field/Method/Constructor objects through their private constructors), raw field access,
 * Method.invoke / Constructor.newInstance, and the caller-class lookup for access checks.
 * Argument conversion, access checks and their messages are in Java (java.lang.reflect). */
#include "native_util.h"
#include "../../vm/natives.h"

#include "../../interp/interp.h"

static Class *mirror_class(Object *mirror) { return class_of_mirror(mirror); }

/* The class a field or parameter descriptor names (advancing *d past it); NULL with an
 * exception pending if it cannot be loaded. */
static Class *class_of_desc(Thread *t, const char **d) {
    const char *s = *d;
    const char *p = s;
    while (*p == '[') p++;
    if (*p == 'L') {
        const char *e = strchr(p, ';');
        if (!e) e = p + strlen(p) - 1;
        p = e;
    }
    *d = p + 1;
    if (s[0] != '[' && s[0] != 'L') return class_primitive(s[0]);
    char name[1024];
    if (s[0] == 'L') snprintf(name, sizeof name, "%.*s", (int)(p - s - 1), s + 1);
    else snprintf(name, sizeof name, "%.*s", (int)(p - s + 1), s);
    return class_load(t, name);
}

/* Class[] of the given classes' mirrors. */
static Object *class_array(Thread *t, Class **cs, jint n) {
    Class *ac = class_array_of(t, vm.wk.Class);
    if (!ac) return NULL;
    Object *arr = gc_alloc_array(t, ac, n);
    if (!arr) return NULL;
    HandleMark hm = handle_mark(t);
    Handle h = handle_new(t, arr);
    for (jint i = 0; i < n; i++) {
        Object *m = class_mirror(t, cs[i]);
        if (!m) {
            handle_release(t, hm);
            return NULL;
        }
        ARRAY_DATA(*h, Object *)[i] = m;
        gc_write_barrier(*h, &ARRAY_DATA(*h, Object *)[i]);
    }
    arr = *h;
    handle_release(t, hm);
    return arr;
}

/* The parameter classes of a method descriptor as Class[]. */
static Object *param_types(Thread *t, const char *desc) {
    Class *cs[256];
    jint n = 0;
    for (const char *d = desc + 1; *d && *d != ')' && n < 256;) {
        cs[n] = class_of_desc(t, &d);
        if (!cs[n]) return NULL;
        n++;
    }
    return class_array(t, cs, n);
}

static Class *return_type(Thread *t, const char *desc) {
    const char *d = strchr(desc, ')');
    d = d ? d + 1 : "V";
    return class_of_desc(t, &d);
}

/* The Exceptions attribute of m as Class[]. */
static Object *exception_types(Thread *t, const Method *m) {
    Class *cs[256];
    jint n = 0;
    if (m->cf && m->owner->cf) {
        for (uint16_t i = 0; i < m->cf->nexceptions && n < 256; i++) {
            const char *name = cf_class_name(m->owner->cf, m->cf->exceptions[i]);
            if (!name) continue;
            cs[n] = class_load(t, name);
            if (!cs[n]) return NULL;
            n++;
        }
    }
    return class_array(t, cs, n);
}

enum { FIELD_MODIFIERS = 0x50DF, METHOD_MODIFIERS = 0x1DFF };

/* A java.lang.reflect.Field for c->fields[slot], declared by the mirror in decl. */
static Object *make_field(Thread *t, Handle decl, Class *c, uint16_t slot) {
    Field *f = &c->fields[slot];
    HandleMark hm = handle_mark(t);
    Object *r = NULL;
    const char *d = f->desc;
    Class *type = class_of_desc(t, &d);
    Object *tm = type ? class_mirror(t, type) : NULL;
    Handle htm = handle_new(t, tm);
    Object *name = tm ? string_intern_utf8(t, f->name) : NULL;
    if (name) {
        Handle hn = handle_new(t, name);
        Class *fc = class_load(t, "java/lang/reflect/Field");
        Method *init = fc ? class_find_declared_method(fc, "<init>",
                                                        "(Ljava/lang/Class;ILjava/lang/String;Ljava/lang/Class;I)V")
                          : NULL;
        if (fc && (!class_needs_init(fc) || class_initialize(t, fc))) {
            if (!init) vm_fatal("java.lang.reflect.Field lacks its VM constructor");
            Object *o = gc_alloc_instance(t, fc);
            if (o) {
                Handle ho = handle_new(t, o);
                Value a[6];
                a[0].l = *ho;
                a[1].l = *decl;
                a[2] = v_int(slot);
                a[3].l = *hn;
                a[4].l = *htm;
                a[5] = v_int(f->access & FIELD_MODIFIERS);
                if (interp_call(t, init, a, NULL)) r = *ho;
            }
        }
    }
    handle_release(t, hm);
    return r;
}

static Object *make_executable(Thread *t, Handle decl, Class *c, uint16_t slot) {
    Method *m = &c->methods[slot];
    bool ctor = strcmp(m->name, "<init>") == 0;
    HandleMark hm = handle_mark(t);
    Object *r = NULL;
    Handle hp = handle_new(t, param_types(t, m->desc));
    Handle hx = handle_new(t, *hp ? exception_types(t, m) : NULL);
    Class *rt = *hx && !ctor ? return_type(t, m->desc) : NULL;
    Handle hr = handle_new(t, rt ? class_mirror(t, rt) : NULL);
    Handle hn = handle_new(t, *hr ? string_intern_utf8(t, m->name) : NULL);
    if (ctor ? *hx != NULL : *hn != NULL) {
        const char *cname = ctor ? "java/lang/reflect/Constructor" : "java/lang/reflect/Method";
        const char *desc = ctor ? "(Ljava/lang/Class;I[Ljava/lang/Class;[Ljava/lang/Class;I)V"
                                : "(Ljava/lang/Class;ILjava/lang/String;[Ljava/lang/Class;Ljava/lang/Class;"
                                  "[Ljava/lang/Class;I)V";
        Class *mc = class_load(t, cname);
        if (mc && (!class_needs_init(mc) || class_initialize(t, mc))) {
            Method *init = class_find_declared_method(mc, "<init>", desc);
            if (!init) vm_fatal("%s lacks its VM constructor", cname);
            Object *o = gc_alloc_instance(t, mc);
            if (o) {
                Handle ho = handle_new(t, o);
                Value a[8];
                int k = 0;
                a[k++].l = *ho;
                a[k++].l = *decl;
                a[k++] = v_int(slot);
                if (!ctor) a[k++].l = *hn;
                a[k++].l = *hp;
                if (!ctor) a[k++].l = *hr;
                a[k++].l = *hx;
                a[k++] = v_int(m->access & METHOD_MODIFIERS);
                if (interp_call(t, init, a, NULL)) r = *ho;
            }
        }
    }
    handle_release(t, hm);
    return r;
}

/* kind: 0 fields, 1 methods (not <init>/<clinit>), 2 constructors. */
static Value declared_members(Thread *t, Value *args, int kind) {
    Class *c = mirror_class(args[0].l);
    bool public_only = args[1].i != 0;
    const char *array_name = kind == 0 ? "java/lang/reflect/Field"
                           : kind == 1 ? "java/lang/reflect/Method" : "java/lang/reflect/Constructor";
    uint16_t *idx = malloc(65536 * sizeof *idx);
    if (!idx) {
        throw_new(t, "java/lang/OutOfMemoryError", NULL);
        return NATIVE_VOID;
    }
    jint n = 0;
    if (!(c->flags & (CLASS_FLAG_ARRAY | CLASS_FLAG_PRIMITIVE))) {
        uint16_t total = kind == 0 ? c->nfields : c->nmethods;
        for (uint16_t i = 0; i < total; i++) {
            uint16_t acc = kind == 0 ? c->fields[i].access : c->methods[i].access;
            if (public_only && !(acc & ACC_PUBLIC)) continue;
            if (kind != 0) {
                const char *name = c->methods[i].name;
                bool is_init = strcmp(name, "<init>") == 0;
                if (strcmp(name, "<clinit>") == 0 || is_init != (kind == 2)) continue;
            }
            idx[n++] = i;
        }
    }
    Class *ec = class_load(t, array_name);
    Class *ac = ec ? class_array_of(t, ec) : NULL;
    Object *arr = ac ? gc_alloc_array(t, ac, n) : NULL;
    if (!arr) {
        free(idx);
        return NATIVE_VOID;
    }
    HandleMark hm = handle_mark(t);
    Handle harr = handle_new(t, arr);
    Handle decl = handle_new(t, args[0].l);
    for (jint i = 0; i < n; i++) {
        Object *o = kind == 0 ? make_field(t, decl, c, idx[i]) : make_executable(t, decl, c, idx[i]);
        if (!o) {
            handle_release(t, hm);
            free(idx);
            return NATIVE_VOID;
        }
        ARRAY_DATA(*harr, Object *)[i] = o;
        gc_write_barrier(*harr, &ARRAY_DATA(*harr, Object *)[i]);
    }
    arr = *harr;
    handle_release(t, hm);
    free(idx);
    return v_ref(arr);
}

/* private native Field[] getDeclaredFields0(boolean publicOnly) */
static Value Class_getDeclaredFields0(Thread *t, Value *args) { return declared_members(t, args, 0); }
/* private native Method[] getDeclaredMethods0(boolean publicOnly) */
static Value Class_getDeclaredMethods0(Thread *t, Value *args) { return declared_members(t, args, 1); }
/* private native Constructor[] getDeclaredConstructors0(boolean publicOnly) */
static Value Class_getDeclaredConstructors0(Thread *t, Value *args) { return declared_members(t, args, 2); }

/* ---- fields ---- */

static uint32_t field_off(Class *c, const char *name, const char *desc) {
    Field *f = class_find_declared_field(c, name, desc);
    if (!f) vm_fatal("%s lacks the field %s", c->name, name);
    return f->offset;
}

/* The Field* of a java.lang.reflect.Field (or Method/Constructor: same field names). */
static Class *member_owner(Object *member, uint16_t *slot) {
    Class *mc = obj_class(member);
    uint32_t coff = field_off(mc, "clazz", "Ljava/lang/Class;");
    uint32_t soff = field_off(mc, "slot", "I");
    *slot = (uint16_t)OBJ_FIELD(member, soff, jint);
    return class_of_mirror(OBJ_FIELD(member, coff, Object *));
}

/* Where the field's value lives: in obj, or in the statics after initializing the owner. */
static void *field_addr(Thread *t, Value *args, Field **out) {
    uint16_t slot;
    Class *c = member_owner(args[0].l, &slot);
    Field *f = &c->fields[slot];
    *out = f;
    if (f->access & ACC_STATIC) {
        if (class_needs_init(c) && !class_initialize(t, c)) return NULL;
        return c->statics + f->offset;
    }
    return (char *)args[1].l + f->offset;
}

/* private static native long getPrim(Field f, Object obj): the value's bits (int-like values
 * sign- or zero-extended as Java widens them, floats as raw int bits). */
static Value Field_getPrim(Thread *t, Value *args) {
    Field *f;
    void *p = field_addr(t, args, &f);
    if (!p) return NATIVE_VOID;
    jlong v = 0;
    switch (f->type) {
    case 'Z': v = *(jboolean *)p; break;
    case 'B': v = *(jbyte *)p; break;
    case 'C': v = *(jchar *)p; break;
    case 'S': v = *(jshort *)p; break;
    case 'I': case 'F': v = *(jint *)p; break;
    case 'J': case 'D': memcpy(&v, p, 8); break;
    default: break;
    }
    return v_long(v);
}

/* private static native Object getRef(Field f, Object obj) */
static Value Field_getRef(Thread *t, Value *args) {
    Field *f;
    void *p = field_addr(t, args, &f);
    return v_ref(p ? *(Object **)p : NULL);
}

/* private static native void setPrim(Field f, Object obj, long bits) */
static Value Field_setPrim(Thread *t, Value *args) {
    Field *f;
    jlong v = args[2].j;
    void *p = field_addr(t, args, &f);
    if (!p) return NATIVE_VOID;
    switch (f->type) {
    case 'Z': *(jboolean *)p = (jboolean)(v & 1); break;
    case 'B': *(jbyte *)p = (jbyte)v; break;
    case 'C': *(jchar *)p = (jchar)v; break;
    case 'S': *(jshort *)p = (jshort)v; break;
    case 'I': case 'F': *(jint *)p = (jint)v; break;
    case 'J': case 'D': memcpy(p, &v, 8); break;
    default: break;
    }
    return NATIVE_VOID;
}

/* private static native void setRef(Field f, Object obj, Object value) */
static Value Field_setRef(Thread *t, Value *args) {
    Field *f;
    void *p = field_addr(t, args, &f);
    if (!p) return NATIVE_VOID;
    Object **slot = p;
    *slot = args[2].l;
    gc_write_barrier((f->access & ACC_STATIC) ? NULL : args[1].l, slot);
    return NATIVE_VOID;
}

/* ---- calls ---- */

/* Boxes a primitive result through the box class's valueOf. */
static Object *box(Thread *t, char type, Value v) {
    static const struct { char c; const char *cls, *desc; } boxes[] = {
        {'Z', "java/lang/Boolean", "(Z)Ljava/lang/Boolean;"}, {'B', "java/lang/Byte", "(B)Ljava/lang/Byte;"},
        {'C', "java/lang/Character", "(C)Ljava/lang/Character;"}, {'S', "java/lang/Short", "(S)Ljava/lang/Short;"},
        {'I', "java/lang/Integer", "(I)Ljava/lang/Integer;"}, {'J', "java/lang/Long", "(J)Ljava/lang/Long;"},
        {'F', "java/lang/Float", "(F)Ljava/lang/Float;"}, {'D', "java/lang/Double", "(D)Ljava/lang/Double;"},
    };
    for (size_t i = 0; i < sizeof boxes / sizeof boxes[0]; i++) {
        if (boxes[i].c != type) continue;
        Class *c = class_load(t, boxes[i].cls);
        Method *m = c ? class_find_declared_method(c, "valueOf", boxes[i].desc) : NULL;
        if (!m) return NULL;
        Value a[2] = {v, {.raw = 0}};
        Value r = {.raw = 0};
        if (!interp_call(t, m, a, &r)) return NULL;
        return r.l;
    }
    return NULL;
}

/* Fills Values for m's parameters from refs[i] (references) and prims[i] (primitive bits),
 * after the receiver slot if there is one; returns the slot count. */
static int marshal(const Method *m, Object *refs, Object *prims, Value *out) {
    int k = 0, i = 0;
    for (const char *d = m->desc + 1; *d && *d != ')'; i++) {
        char c = *d;
        while (*d == '[') d++;
        if (*d == 'L') d = strchr(d, ';');
        d++;
        Value v = {.raw = 0};
        jlong bits = ARRAY_DATA(prims, jlong)[i];
        switch (c) {
        case 'L': case '[': v.l = ARRAY_DATA(refs, Object *)[i]; break;
        case 'J': v.j = bits; break;
        case 'D': memcpy(&v.d, &bits, 8); break;
        case 'F': {
            jint fb = (jint)bits;
            memcpy(&v.f, &fb, 4);
            break;
        }
        default: v.i = (jint)bits; break;
        }
        out[k++] = v;
        if (c == 'J' || c == 'D') out[k++] = (Value){.raw = 0};
    }
    return k;
}

/* Wraps the pending exception of an invoked method in InvocationTargetException. */
static void wrap_target_exception(Thread *t) {
    Object *e = exception_take(t);
    throw_new_with_cause(t, "java/lang/reflect/InvocationTargetException", e);
}

/* private static native Object invoke0(Method m, Object obj, Object[] refs, long[] prims):
 * the arguments are already checked and converted; primitive results come back boxed. */
static Value Method_invoke0(Thread *t, Value *args) {
    uint16_t slot;
    Class *c = member_owner(args[0].l, &slot);
    Method *m = &c->methods[slot];
    bool is_static = (m->access & ACC_STATIC) != 0;
    if (is_static && class_needs_init(c) && !class_initialize(t, c)) return NATIVE_VOID;
    Value *a = calloc((size_t)m->arg_slots + 2, sizeof *a);
    if (!a) {
        throw_new(t, "java/lang/OutOfMemoryError", NULL);
        return NATIVE_VOID;
    }
    int k = 0;
    if (!is_static) a[k++].l = args[1].l;
    marshal(m, args[2].l, args[3].l, a + k);
    Value r = {.raw = 0};
    bool ok = is_static ? interp_call(t, m, a, &r) : interp_call_virtual(t, m, a, &r);
    free(a);
    if (!ok) {
        wrap_target_exception(t);
        return NATIVE_VOID;
    }
    if (m->ret == 'V') return v_ref(NULL);
    if (m->ret == 'L' || m->ret == '[') return v_ref(r.l);
    return v_ref(box(t, m->ret, r));
}

/* private static native Object newInstance0(Constructor c, Object[] refs, long[] prims) */
static Value Constructor_newInstance0(Thread *t, Value *args) {
    uint16_t slot;
    Class *c = member_owner(args[0].l, &slot);
    Method *m = &c->methods[slot];
    if ((c->access & (ACC_ABSTRACT | ACC_INTERFACE)) || class_is_array(c)) {
        throw_new(t, "java/lang/InstantiationException", NULL);
        return NATIVE_VOID;
    }
    if (class_needs_init(c) && !class_initialize(t, c)) return NATIVE_VOID;
    Object *o = gc_alloc_instance(t, c);
    if (!o) return NATIVE_VOID;
    HandleMark hm = handle_mark(t);
    Handle ho = handle_new(t, o);
    Value *a = calloc((size_t)m->arg_slots + 2, sizeof *a);
    if (!a) {
        handle_release(t, hm);
        throw_new(t, "java/lang/OutOfMemoryError", NULL);
        return NATIVE_VOID;
    }
    a[0].l = *ho;
    marshal(m, args[1].l, args[2].l, a + 1);
    bool ok = interp_call(t, m, a, NULL);
    free(a);
    Object *r = *ho;
    handle_release(t, hm);
    if (!ok) {
        wrap_target_exception(t);
        return NATIVE_VOID;
    }
    return v_ref(r);
}

/* AccessibleObject: static native Class<?> callerClass(): the class of the nearest Java frame
 * that is not in java.lang.reflect or java.lang.Class (the code using reflection). */
static Value AccessibleObject_callerClass(Thread *t, Value *args) {
    (void)args;
    for (Frame *f = t->frame; f; f = f->prev) {
        Class *c = f->method->owner;
        if (f->flags & FRAME_NATIVE) continue;
        if (c->flags & CLASS_FLAG_HIDDEN) continue;
        if (strncmp(c->name, "java/lang/reflect/", 18) == 0 || strcmp(c->name, "java/lang/Class") == 0) continue;
        return v_ref(class_mirror(t, c));
    }
    return v_ref(NULL);
}

/* AccessibleObject: static native String nestHost(Class<?> c): the internal name of c's nest
 * host (itself unless it has a NestHost attribute). */
static Value AccessibleObject_nestHost(Thread *t, Value *args) {
    Class *c = class_of_mirror(args[0].l);
    const char *host = c->cf && c->cf->nest_host ? c->cf->nest_host : c->name;
    return v_ref(string_intern_utf8(t, host));
}

/* AccessibleObject: static native int classAccessFlags(Class<?> c) */
static Value AccessibleObject_classAccessFlags(Thread *t, Value *args) {
    (void)t;
    Class *c = class_of_mirror(args[0].l);
    while (class_is_array(c)) c = c->component;
    if (c->flags & CLASS_FLAG_PRIMITIVE) return v_int(ACC_PUBLIC);
    return v_int(c->access);
}

/* Class: private native boolean isBootClass0() */
static Value Class_isBootClass0(Thread *t, Value *args) {
    (void)t;
    return v_bool(class_is_boot(class_of_mirror(args[0].l)));
}

static const NativeMethod reflect_natives[] = {
    {"java/lang/Class", "isBootClass0", "()Z", Class_isBootClass0},
    {"java/lang/reflect/AccessibleObject", "classAccessFlags", "(Ljava/lang/Class;)I",
     AccessibleObject_classAccessFlags},
    {"java/lang/Class", "getDeclaredFields0", "(Z)[Ljava/lang/reflect/Field;", Class_getDeclaredFields0},
    {"java/lang/Class", "getDeclaredMethods0", "(Z)[Ljava/lang/reflect/Method;", Class_getDeclaredMethods0},
    {"java/lang/Class", "getDeclaredConstructors0", "(Z)[Ljava/lang/reflect/Constructor;",
     Class_getDeclaredConstructors0},
    {"java/lang/reflect/Field", "getPrim", "(Ljava/lang/reflect/Field;Ljava/lang/Object;)J", Field_getPrim},
    {"java/lang/reflect/Field", "getRef", "(Ljava/lang/reflect/Field;Ljava/lang/Object;)Ljava/lang/Object;",
     Field_getRef},
    {"java/lang/reflect/Field", "setPrim", "(Ljava/lang/reflect/Field;Ljava/lang/Object;J)V", Field_setPrim},
    {"java/lang/reflect/Field", "setRef", "(Ljava/lang/reflect/Field;Ljava/lang/Object;Ljava/lang/Object;)V",
     Field_setRef},
    {"java/lang/reflect/Method", "invoke0",
     "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;[J)Ljava/lang/Object;", Method_invoke0},
    {"java/lang/reflect/Constructor", "newInstance0",
     "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;[J)Ljava/lang/Object;", Constructor_newInstance0},
    {"java/lang/reflect/AccessibleObject", "callerClass", "()Ljava/lang/Class;", AccessibleObject_callerClass},
    {"java/lang/reflect/AccessibleObject", "nestHost", "(Ljava/lang/Class;)Ljava/lang/String;",
     AccessibleObject_nestHost},
};
NATIVES_REGISTER(reflect_natives)
