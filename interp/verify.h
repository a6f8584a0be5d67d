/* verify.h: the bytecode verifier (JVMS 4.10).
 *
 * Class files of version 50 and later are type-checked against their StackMapTable (4.10.1);
 * older ones are typed by inference (4.10.2), except methods that use jsr/ret, which are left to
 * the reference-map inference (interp/refmap.h, which rejects what it cannot type).
 *
 * The core (verify_method) needs only the parsed class file; questions about the class
 * hierarchy go through VerifyEnv, so it runs without a VM (the fuzz harness does that).
 * verify_class is the VM's entry: once per class, before any of its code runs. */
#ifndef MINIVM_VERIFY_H
#define MINIVM_VERIFY_H

#include <stdbool.h>
#include <stddef.h>

#include "../vm/classfile.h"

typedef struct VerifyEnv {
    void *ctx;
    /* Is a value of class `from` assignable to class `to` (both internal class names, not arrays,
     * different, `to` not java/lang/Object)? 1 yes, 0 no, -1 error (e.g. a class failed to load:
     * verification stops and the caller reports that error). */
    int (*assignable)(void *ctx, const char *from, const char *to);
    /* The first common superclass of two different classes (for inference), or NULL on error.
     * The string must outlive the verification. */
    const char *(*common_super)(void *ctx, const char *a, const char *b);
} VerifyEnv;

enum { VERIFY_OK = 0, VERIFY_FAIL = 1, VERIFY_ENV_ERROR = 2 };

/* Verifies method m of cf. On VERIFY_FAIL, msg holds the VerifyError message: for class files
 * >= 50 HotSpot's form ("Bad type on operand stack\nException Details:\n  Location:\n
 * Foo.m()V @2: iadd\n  Reason:\n    ..."), for older ones "(class: Foo, method: m signature:
 * ()V) ... at bci N". VERIFY_ENV_ERROR: env reported an error. */
int verify_method(const ClassFile *cf, const CfMethod *m, const VerifyEnv *env, char *msg,
                  size_t msglen);

/* -Xverify:none clears it. */
extern bool verify_enabled;

struct Thread;
struct Class;
/* Verifies every method of c once (later calls return at once). False with VerifyError (or the
 * error of loading a class the check needed) pending. VM-generated classes are trusted. */
bool verify_class(struct Thread *t, struct Class *c);

#endif
