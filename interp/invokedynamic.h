/* invokedynamic.h: linking and running invokedynamic call sites (JVMS 5.4.3.6, 6.5).
 *
 * Bootstrap methods are VM intrinsics: a table in invokedynamic.c maps a bootstrap method
 * (class, name) to a C linker that builds a CallSite from the BootstrapMethods entry and the
 * call site's name and descriptor (docs/invokedynamic.md). Implemented:
 *   java/lang/invoke/StringConcatFactory.makeConcatWithConstants / makeConcat (invokedynamic.c);
 *   java/lang/invoke/LambdaMetafactory.metafactory / altMetafactory (lambda.c: a lambda class
 *     generated per call site);
 *   java/lang/runtime/ObjectMethods.bootstrap (lambda_records.c: record toString, equals,
 *     hashCode).
 * Any other bootstrap throws java/lang/BootstrapMethodError naming it. The Java classes of
 * java.lang.invoke exist for user code (MethodHandles, signature-polymorphic invokeExact and
 * invoke: lambda_methodhandles.c), but call sites never run Java bootstrap methods.
 *
 * A CallSite is malloc'd, never moved or freed, and holds NO heap references (the GC does not
 * scan it): a linker that needs Java objects must keep them somewhere the GC scans (a lambda
 * site keeps its shared instance in a static field of its generated class). The
 * resolved-pool slot of a CONSTANT_InvokeDynamic entry holds a CallSite*, not an Object*. */
#ifndef MINIVM_INVOKEDYNAMIC_H
#define MINIVM_INVOKEDYNAMIC_H

#include "../vm/thread.h"

typedef struct CallSite CallSite;

/* Runs a linked call site. args points at the call's argument slots on the caller's operand
 * stack (long/double take two slots); they stay rooted there (the caller's saved sp includes
 * them) and the GC updates them, so re-read args[i].l after anything that can allocate. Stores
 * the result (of type cs->ret) in *result; false with t->exception pending on failure. */
typedef bool (*CallSiteFn)(Thread *t, CallSite *cs, Value *args, Value *result);

struct CallSite {
    CallSiteFn invoke;
    Class *caller;             /* the class whose pool holds the call site */
    uint16_t pool_index;       /* its CONSTANT_InvokeDynamic index */
    const char *name;          /* invocation name, e.g. "makeConcatWithConstants" */
    const char *desc;          /* invocation type, e.g. "(ILjava/lang/String;)Ljava/lang/String;" */
    uint16_t arg_slots;        /* argument slots of desc (long/double count 2) */
    char ret;                  /* return descriptor character of desc ('V', 'I', 'L', '[', ...) */
    const char *bsm_class, *bsm_name, *bsm_desc;   /* the bootstrap method */
    void *data;                /* linker-specific state */
    void (*free_data)(void *data);   /* frees data if linking fails or loses a race */
};

/* Links the call site of pool entry idx (a CONSTANT_InvokeDynamic) of class `from`, caching it
 * in from->rcp[idx] (first linker wins). NULL with an exception pending (BootstrapMethodError
 * for unsupported bootstraps, or whatever linking threw). May allocate and call Java. */
CallSite *indy_link(Thread *t, Class *from, uint16_t idx);

/* Signature-polymorphic methods (JVMS 2.9.3, interp/lambda_methodhandles.c): for a reference
 * to MethodHandle.invokeExact / invoke with any descriptor, the VM-made native method of that
 * descriptor (made once, kept forever); NULL if (c, name) is not signature polymorphic (or,
 * with an exception pending, if making it failed). Called by method resolution (vm/resolve.c)
 * when the ordinary lookup finds nothing. */
Method *indy_signature_polymorphic(Thread *t, Class *c, const char *name, const char *desc);

static inline bool indy_invoke(Thread *t, CallSite *cs, Value *args, Value *result) {
    return cs->invoke(t, cs, args, result);
}

#endif
