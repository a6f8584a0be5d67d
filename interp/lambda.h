/* lambda.h: the bootstrap linkers beyond string concatenation, for interp/invokedynamic.c's
 * table (docs/invokedynamic.md):
 *   lambda.c          java/lang/invoke/LambdaMetafactory.metafactory / altMetafactory: a proxy
 *                     class generated in memory per call site (vm/classgen.h);
 *   lambda_records.c  java/lang/runtime/ObjectMethods.bootstrap: record toString / equals /
 *                     hashCode as VM intrinsics.
 * (lambda_methodhandles.c, the VM side of java.lang.invoke.MethodHandle for user code, needs
 * nothing from here: its entry points are natives and indy_signature_polymorphic.)
 * Not for use outside interp/. */
#ifndef MINIVM_LAMBDA_H
#define MINIVM_LAMBDA_H

#include "invokedynamic.h"

/* A bootstrap linker: links cs (name, desc, bsm_* filled) for BootstrapMethods entry bsm of
 * class from; fills cs->invoke and cs->data. False with an exception pending. */
typedef bool (*BootstrapLinker)(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs);

bool lambda_link_metafactory(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs);
bool lambda_link_alt_metafactory(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs);
bool records_link_object_methods(Thread *t, Class *from, const CfBootstrap *bsm, CallSite *cs);

/* Throws BootstrapMethodError "<what>: bootstrap method X.m for call site 'name desc' in class
 * C" (invokedynamic.c). */
void indy_bootstrap_error(Thread *t, CallSite *cs, const char *what);

/* Modified UTF-8 -> UTF-16 (invokedynamic.c); out has room for len units. */
uint32_t indy_mutf8_decode(const uint8_t *s, uint32_t len, jchar *out);

#endif
