/* class.h: runtime classes, fields and methods; loading, linking, initialization (JVMS ch. 5)
 * and symbolic-reference resolution.
 *
 * Classes, fields and methods live outside the Java heap (malloc'd, never moved or freed).
 * The heap-side view of a class is its mirror (a java.lang.Class instance), which the Class
 * holds as a GC root. All functions that can throw return NULL/false and leave the exception
 * pending in t->exception. */
#ifndef MINIVM_CLASS_H
#define MINIVM_CLASS_H

#include <pthread.h>
#include <stdatomic.h>

#include "classfile.h"
#include "object.h"

struct Thread;
struct RefMaps;
struct Class;

typedef Value (*NativeFn)(struct Thread *t, Value *args);

typedef enum {
    CLASS_LOADED,          /* parsed, supertypes loaded */
    CLASS_LINKED,          /* layout, vtable, itable, statics prepared */
    CLASS_INITIALIZING,    /* <clinit> running in init_thread */
    CLASS_INITIALIZED,
    CLASS_ERROR,           /* <clinit> failed: later uses throw NoClassDefFoundError */
} ClassState;

typedef struct Field {
    struct Class *owner;
    const char *name, *desc;
    uint16_t access;
    char type;             /* first descriptor character: B C D F I J S Z L [ */
    uint8_t size;          /* 1, 2, 4 or 8 bytes */
    uint32_t offset;       /* instance: byte offset in the object; static: in owner->statics */
    uint16_t constant_value;
} Field;

typedef struct Method {
    struct Class *owner;
    const char *name, *desc;
    uint16_t access;
    uint16_t max_stack, max_locals;
    uint16_t arg_slots;    /* argument slots including the receiver */
    char ret;              /* return descriptor character: V I J F D L [ Z B C S */
    const CfMethod *cf;    /* code, handlers, line numbers (NULL for VM-made methods) */
    uint8_t *code;         /* executable copy of cf->code, quickened in place */
    int32_t vtable_index;  /* slot in the class's vtable, or -1 (static, private, <init>) */
    int32_t itable_index;  /* for interface methods: index in the owner's method list */
    NativeFn native;       /* bound native, for ACC_NATIVE methods */
    _Atomic(struct RefMaps *) refmaps;  /* computed on first need (interp/refmap.h) */
    uint32_t counter;      /* invocations plus back-edges, for the JIT */
    _Atomic(void *) jit;   /* compiled code (jit/jit.h JitCode), or NULL: interpret */
} Method;

/* Per implemented interface: the implementation of each of its methods (by itable_index). */
typedef struct ItableEntry {
    struct Class *iface;
    Method **methods;
} ItableEntry;

/* Resolved constant-pool entry, beside the immutable ClassFile pool. The resolved pointer is
 * published with a release store, so readers on other threads see a whole entry. */
typedef struct Resolved {
    _Atomic(void *) ptr;   /* Class*, Field*, Method*, Object* (String / mirror), CallSite* */
} Resolved;

enum {
    CLASS_FLAG_ARRAY = 1, CLASS_FLAG_PRIMITIVE = 2, CLASS_FLAG_INTERFACE = 4,
    CLASS_FLAG_THROWABLE = 8, CLASS_FLAG_HAS_FINALIZER = 16, CLASS_FLAG_REFERENCE = 32,
    CLASS_FLAG_BOOT = 64,        /* loaded from the class library (module java.base) */
    CLASS_FLAG_HIDDEN = 128,     /* made at run time (lambda proxies): no stack-trace frames */
};

#define CLASS_DISPLAY 8
typedef struct Class {
    const char *name;      /* internal name: java/lang/String, [I, [Ljava/lang/String; */
    ClassFile *cf;         /* NULL for arrays and primitives */
    struct Class *super;
    /* display[i]: the superclass at depth i (java.lang.Object at 0, the class itself at its
     * own depth), NULL past it: "is C a subclass of K" is C->display[K->depth] == K when
     * K->depth < CLASS_DISPLAY (compiled type checks). Unset for primitives. */
    struct Class *display[CLASS_DISPLAY];
    uint16_t depth;
    uint16_t ninterfaces;
    struct Class **interfaces;   /* direct superinterfaces */
    uint16_t access;
    uint32_t flags;              /* CLASS_FLAG_* */
    _Atomic int state;           /* ClassState */
    struct Thread *init_thread;

    uint16_t nfields;
    Field *fields;               /* declared fields */
    uint16_t nmethods;
    Method *methods;             /* declared methods */

    uint32_t instance_size;      /* bytes, header included, HEAP_ALIGN-ed */
    uint32_t nref_offsets;
    uint32_t *ref_offsets;       /* every reference field of an instance, inherited included */

    uint8_t *statics;            /* static field storage */
    uint32_t nstatic_refs;
    uint32_t *static_ref_offsets;

    uint32_t vtable_len;
    Method **vtable;
    uint32_t itable_len;
    ItableEntry *itable;         /* every superinterface, transitively */

    /* arrays */
    struct Class *component;     /* element class (int.class for [I) */
    char elem_type;              /* B C D F I J S Z, or L for references */
    uint8_t elem_size;
    _Atomic(struct Class *) array_class;   /* the class of arrays of this class */
    /* primitives: the descriptor character; 'V' for void */
    char prim;

    Resolved *rcp;               /* cf->cp_count entries */
    uint16_t *string_cp;         /* the CONST_String entries' indexes: GC roots once resolved */
    uint16_t nstring_cp;
    Object *mirror;              /* java.lang.Class instance: a GC root */
    uint32_t id;                 /* dense class id (also the trace's type id) */
    const char *source_file;
    struct Class *next_loaded;   /* list of all classes, for root scanning */
} Class;

/* Loading and linking. */
Class *class_load(struct Thread *t, const char *name);   /* load + link; arrays too */
Class *class_lookup_loaded(const char *name);   /* takes the table's lock: never in a collection */
/* Defines (loads and links, not initializes) the class that class-file bytes made in memory
 * describe, e.g. a lambda proxy (interp/lambda.c). flags: CLASS_FLAG_BOOT, CLASS_FLAG_HIDDEN.
 * NULL with an exception pending (ClassFormatError, LinkageError for a duplicate name, or
 * whatever loading the supertypes threw). The bytes may be freed afterwards. */
Class *class_define(struct Thread *t, const uint8_t *data, size_t len, uint32_t flags);
bool class_initialize(struct Thread *t, Class *c);       /* JVMS 5.5, exactly once */
/* `new` (and JNI AllocObject) may make an instance: not abstract, an interface, an array or a
 * primitive. */
static inline bool class_instantiable(const Class *c) {
    return !(c->access & (ACC_ABSTRACT | ACC_INTERFACE)) && !(c->flags & (CLASS_FLAG_ARRAY | CLASS_FLAG_PRIMITIVE));
}
static inline bool class_needs_init(const Class *c) {
    return atomic_load_explicit(&c->state, memory_order_acquire) != CLASS_INITIALIZED;
}
Class *class_array_of(struct Thread *t, Class *component);
Class *class_primitive(char type);                        /* 'I' -> int.class, 'V' -> void */
Object *class_mirror(struct Thread *t, Class *c);         /* creates it on first use */
Class *class_of_mirror(Object *mirror);
void class_for_each(void (*fn)(Class *c, void *ctx), void *ctx);
uint32_t class_count(void);
Class *class_by_id(uint32_t id);

/* Member lookup (JVMS 5.4.3.2 / 5.4.3.3 / 5.4.3.4). No exceptions. */
Method *class_find_declared_method(Class *c, const char *name, const char *desc);
Method *class_lookup_method(Class *c, const char *name, const char *desc);
Method *class_lookup_interface_method(Class *c, const char *name, const char *desc);
Field *class_lookup_field(Class *c, const char *name, const char *desc);
Field *class_find_declared_field(Class *c, const char *name, const char *desc);

/* Subtyping: can a value of class s be assigned to type t (JVMS checkcast rules). */
bool class_is_assignable(Class *s, Class *t);
bool class_is_subclass(Class *s, Class *t);     /* s == t or t a superclass of s */
static inline bool class_is_array(const Class *c) { return c->flags & CLASS_FLAG_ARRAY; }
static inline bool class_is_interface(const Class *c) { return c->flags & CLASS_FLAG_INTERFACE; }

/* Dispatch for invokevirtual / invokeinterface on a receiver of class rc. NULL when nothing
 * applies (the caller throws AbstractMethodError / IncompatibleClassChangeError). */
Method *class_select_virtual(Class *rc, Method *resolved);
Method *class_select_interface(Class *rc, Method *resolved);

/* Symbolic-reference resolution from class `from`'s pool, cached in from->rcp.
 * These throw the JVMS linkage errors (NoClassDefFoundError, NoSuchFieldError,
 * NoSuchMethodError, IncompatibleClassChangeError, IllegalAccessError). With t NULL they
 * load and throw nothing: NULL unless the entry resolves without either (the JIT). */
Class *resolve_class(struct Thread *t, Class *from, uint16_t idx);
Field *resolve_field(struct Thread *t, Class *from, uint16_t idx, bool is_static);
Method *resolve_method(struct Thread *t, Class *from, uint16_t idx);            /* Methodref */
Method *resolve_interface_method(struct Thread *t, Class *from, uint16_t idx); /* InterfaceMethodref */
/* ldc/ldc_w/ldc2_w: fills *out (a String or Class mirror for references). */
bool resolve_constant(struct Thread *t, Class *from, uint16_t idx, Value *out);

/* Is c (or an array's element class) from the class library? Library classes are "in module
 * java.base of loader 'bootstrap'", user classes "in unnamed module of loader 'app'". */
static inline bool class_is_boot(const Class *c) { return c->flags & CLASS_FLAG_BOOT; }

/* "void Foo.bar(int, java.lang.String)": the Java form used in NoSuchMethodError and
 * UnsatisfiedLinkError messages. */
void method_java_signature(const char *cls, const char *name, const char *desc, char *buf, size_t len);

/* Name helpers. */
const char *class_package_end(const char *name);  /* pointer to the last '/' or NULL */
bool class_same_package(const Class *a, const Class *b);
/* "java/lang/String" -> "java.lang.String" into buf. */
void class_external_name(const char *internal, char *buf, size_t len);

#endif
