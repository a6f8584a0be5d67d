/* native_class.c: java.lang.Class natives (names, subtyping, nesting, enum constants,
 * Class.forName) and java.lang.reflect.Array's array creation / length. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "native_util.h"
#include "../../vm/natives.h"

#include "../../interp/interp.h"

static Class *self_class(Value *args) { return class_of_mirror(args[0].l); }

static Value mirror_or_null(Thread *t, Class *c) { return v_ref(c ? class_mirror(t, c) : NULL); }

static bool is_primitive(const Class *c) { return (c->flags & CLASS_FLAG_PRIMITIVE) != 0; }

/* This class's own entry in its InnerClasses attribute, or NULL (top-level class). */
static const CfInnerClass *inner_entry(const Class *c) {
    const ClassFile *cf = c->cf;
    if (!cf) return NULL;
    for (uint16_t i = 0; i < cf->ninner; i++) {
        const char *n = cf_class_name(cf, cf->inner[i].inner);
        if (n && strcmp(n, c->name) == 0) return &cf->inner[i];
    }
    return NULL;
}

static Value Class_getName0(Thread *t, Value *args) {
    char name[1024];
    native_class_name(self_class(args), name, sizeof name);
    return v_ref(string_intern_utf8(t, name));
}

static Value Class_isInstance(Thread *t, Value *args) {
    (void)t;
    Class *c = self_class(args);
    Object *o = args[1].l;
    return v_bool(o && !is_primitive(c) && class_is_assignable(obj_class(o), c));
}

static Value Class_isAssignableFrom(Thread *t, Value *args) {
    Class *c = self_class(args);
    if (!args[1].l) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return NATIVE_VOID;
    }
    Class *other = class_of_mirror(args[1].l);
    if (is_primitive(c) || is_primitive(other)) return v_bool(c == other);
    return v_bool(class_is_assignable(other, c));
}

static Value Class_isInterface(Thread *t, Value *args) {
    (void)t;
    return v_bool(class_is_interface(self_class(args)));
}

static Value Class_isArray(Thread *t, Value *args) {
    (void)t;
    return v_bool(class_is_array(self_class(args)));
}

static Value Class_isPrimitive(Thread *t, Value *args) {
    (void)t;
    return v_bool(is_primitive(self_class(args)));
}

static Value Class_getSuperclass(Thread *t, Value *args) {
    Class *c = self_class(args);
    if (class_is_interface(c) || is_primitive(c)) return v_ref(NULL);
    return mirror_or_null(t, c->super);
}

static Value Class_getInterfaces0(Thread *t, Value *args) {
    Class *c = self_class(args);
    Class *ac = class_array_of(t, vm.wk.Class);
    if (!ac) return NATIVE_VOID;
    jint n = is_primitive(c) ? 0 : c->ninterfaces;
    Object *arr = gc_alloc_array(t, ac, n);
    if (!arr) return NATIVE_VOID;
    HandleMark hm = handle_mark(t);
    Handle h = handle_new(t, arr);
    for (jint i = 0; i < n; i++) {
        Object *m = class_mirror(t, c->interfaces[i]);
        if (!m) {
            handle_release(t, hm);
            return NATIVE_VOID;
        }
        ARRAY_DATA(*h, Object *)[i] = m;
        gc_write_barrier(*h, &ARRAY_DATA(*h, Object *)[i]);
    }
    arr = *h;
    handle_release(t, hm);
    return v_ref(arr);
}

static Value Class_getComponentType(Thread *t, Value *args) {
    Class *c = self_class(args);
    return mirror_or_null(t, class_is_array(c) ? c->component : NULL);
}

static jint class_modifiers(const Class *c) {
    if (is_primitive(c)) return ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
    if (class_is_array(c))
        return (class_modifiers(c->component) & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_FINAL |
               ACC_ABSTRACT;
    const CfInnerClass *e = inner_entry(c);
    jint flags = e ? e->access : c->access;
    return flags & ~ACC_SUPER & 0x7FFF;
}

static Value Class_getModifiers(Thread *t, Value *args) {
    (void)t;
    return v_int(class_modifiers(self_class(args)));
}

static Value Class_getDeclaringClass0(Thread *t, Value *args) {
    Class *c = self_class(args);
    if (class_is_array(c) || is_primitive(c)) return v_ref(NULL);
    const CfInnerClass *e = inner_entry(c);
    if (!e || !e->outer) return v_ref(NULL);
    const char *outer = cf_class_name(c->cf, e->outer);
    if (!outer) return v_ref(NULL);
    Class *oc = class_load(t, outer);
    return oc ? mirror_or_null(t, oc) : NATIVE_VOID;
}

static Value Class_getInnerInfo0(Thread *t, Value *args) {
    (void)t;
    Class *c = self_class(args);
    const CfInnerClass *e = inner_entry(c);
    if (!e) return v_int(-1);
    return v_int((e->outer ? 1 : 0) | (e->name ? 0 : 2));
}

static Value Class_getSimpleBinaryName0(Thread *t, Value *args) {
    Class *c = self_class(args);
    const CfInnerClass *e = inner_entry(c);
    if (!e || !e->name) return v_ref(NULL);
    const char *n = cf_utf8(c->cf, e->name);
    return v_ref(n ? string_from_utf8(t, n) : NULL);
}

/* Calls the enum's static values(). */
static Value Class_getEnumConstants0(Thread *t, Value *args) {
    Class *c = self_class(args);
    char desc[1024];
    snprintf(desc, sizeof desc, "()[L%s;", c->name);
    Method *m = class_find_declared_method(c, "values", desc);
    if (!m || !(m->access & ACC_STATIC)) return v_ref(NULL);
    if (class_needs_init(c) && !class_initialize(t, c)) return NATIVE_VOID;
    Value result = {.raw = 0};
    if (!interp_call(t, m, NULL, &result)) return NATIVE_VOID;
    return result;
}

static Value Class_getPrimitiveClass(Thread *t, Value *args) {
    static const char types[] = "ZBCSIJFDV";
    Object *name = args[0].l;
    for (const char *p = types; *p; p++) {
        if (name && string_equals_utf8(name, native_prim_name(*p))) return mirror_or_null(t, class_primitive(*p));
    }
    throw_new(t, "java/lang/IllegalArgumentException", "not a primitive type");
    return NATIVE_VOID;
}

/* The internal name of the innermost element class of an array name ("[[Lp/A;" -> "p/A"),
 * or the name itself; written into buf. */
static void element_name(const char *internal, char *buf, size_t len) {
    while (*internal == '[') internal++;
    size_t n = strlen(internal);
    if (internal[0] == 'L' && n >= 2 && internal[n - 1] == ';') {
        snprintf(buf, len, "%.*s", (int)(n - 2), internal + 1);
    } else {
        snprintf(buf, len, "%s", internal);
    }
}

static Value Class_forName0(Thread *t, Value *args) {
    Object *jname = args[0].l;
    if (!jname) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return NATIVE_VOID;
    }
    bool initialize = args[1].i != 0;
    char *name = string_to_utf8(jname);
    if (!name) {
        throw_new(t, "java/lang/OutOfMemoryError", NULL);
        return NATIVE_VOID;
    }
    if (name[0] == 0 || strchr(name, '/')) {
        throw_new(t, "java/lang/ClassNotFoundException", name);
        free(name);
        return NATIVE_VOID;
    }
    char *internal = strdup(name);
    for (char *p = internal; *p; p++)
        if (*p == '.') *p = '/';
    Class *c = class_load(t, internal);
    if (!c) {
        /* A NoClassDefFoundError for the class itself means "not found". */
        Object *e = t->exception;
        Class *ncdfe = class_lookup_loaded("java/lang/NoClassDefFoundError");
        if (e && ncdfe && obj_class(e) == ncdfe) {
            Object *msg = OBJ_FIELD(e, vm.off.Throwable_detailMessage, Object *);
            char *m = msg ? string_to_utf8(msg) : NULL;
            char elem[1024];
            element_name(internal, elem, sizeof elem);
            if (m && (strcmp(m, elem) == 0 || strcmp(m, internal) == 0)) {
                exception_take(t);
                throw_new(t, "java/lang/ClassNotFoundException", name);
            }
            free(m);
        }
        free(internal);
        free(name);
        return NATIVE_VOID;
    }
    free(internal);
    free(name);
    if (initialize && class_needs_init(c) && !class_initialize(t, c)) return NATIVE_VOID;
    return mirror_or_null(t, c);
}

/* ---- java.lang.reflect.Array ---- */

static Value Array_newArray(Thread *t, Value *args) {
    if (!args[0].l) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return NATIVE_VOID;
    }
    Class *c = class_of_mirror(args[0].l);
    jint length = args[1].i;
    if (is_primitive(c) && c->prim == 'V') {
        throw_new(t, "java/lang/IllegalArgumentException", NULL);
        return NATIVE_VOID;
    }
    Class *ac = class_array_of(t, c);
    if (!ac) return NATIVE_VOID;
    return v_ref(gc_alloc_array(t, ac, length));
}

static Value Array_getLength(Thread *t, Value *args) {
    Object *a = args[0].l;
    if (!a) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return NATIVE_VOID;
    }
    if (!class_is_array(obj_class(a))) {
        throw_new(t, "java/lang/IllegalArgumentException", "Argument is not an array");
        return NATIVE_VOID;
    }
    return v_int(ARRAY_LENGTH(a));
}

static const NativeMethod class_natives[] = {
    {"java/lang/Class", "getName0", "()Ljava/lang/String;", Class_getName0},
    {"java/lang/Class", "forName0", "(Ljava/lang/String;Z)Ljava/lang/Class;", Class_forName0},
    {"java/lang/Class", "isInstance", "(Ljava/lang/Object;)Z", Class_isInstance},
    {"java/lang/Class", "isAssignableFrom", "(Ljava/lang/Class;)Z", Class_isAssignableFrom},
    {"java/lang/Class", "isInterface", "()Z", Class_isInterface},
    {"java/lang/Class", "isArray", "()Z", Class_isArray},
    {"java/lang/Class", "isPrimitive", "()Z", Class_isPrimitive},
    {"java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", Class_getSuperclass},
    {"java/lang/Class", "getInterfaces0", "()[Ljava/lang/Class;", Class_getInterfaces0},
    {"java/lang/Class", "getComponentType", "()Ljava/lang/Class;", Class_getComponentType},
    {"java/lang/Class", "getModifiers", "()I", Class_getModifiers},
    {"java/lang/Class", "getDeclaringClass0", "()Ljava/lang/Class;", Class_getDeclaringClass0},
    {"java/lang/Class", "getInnerInfo0", "()I", Class_getInnerInfo0},
    {"java/lang/Class", "getSimpleBinaryName0", "()Ljava/lang/String;", Class_getSimpleBinaryName0},
    {"java/lang/Class", "getEnumConstants0", "()[Ljava/lang/Object;", Class_getEnumConstants0},
    {"java/lang/Class", "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", Class_getPrimitiveClass},
    {"java/lang/reflect/Array", "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", Array_newArray},
    {"java/lang/reflect/Array", "getLength", "(Ljava/lang/Object;)I", Array_getLength},
};
NATIVES_REGISTER(class_natives)
