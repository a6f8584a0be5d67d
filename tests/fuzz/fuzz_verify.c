/* libFuzzer harness: the bytecode verifier (interp/verify.c) and the reference-map inference
 * (interp/refmap.c) on every method of a parsed class file. The class hierarchy is a stub that
 * answers deterministically from the names, so both outcomes of each check are explored. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "classfile.h"
#include "refmap.h"
#include "verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int stub_assignable(void *ctx, const char *from, const char *to)
{
    (void)ctx;
    return (int)((strlen(from) + strlen(to)) & 1);
}

static const char *stub_common_super(void *ctx, const char *a, const char *b)
{
    (void)ctx;
    return strlen(a) == strlen(b) ? a : "java/lang/Object";
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ClassFile cf;
    char err[1024];
    if (classfile_parse(data, size, &cf, err, sizeof err) != CF_OK)
        return 0;
    VerifyEnv env = {NULL, stub_assignable, stub_common_super};
    for (uint16_t i = 0; i < cf.nmethods; i++) {
        const CfMethod *m = &cf.methods[i];
        if (!m->has_code)
            continue;
        (void)verify_method(&cf, m, &env, err, sizeof err);
        RefMaps *r = refmaps_compute(&cf, m, (m->access & ACC_STATIC) != 0, err, sizeof err);
        if (r) {
            for (uint32_t bci = 0; bci < m->code_len; bci++) {
                const uint8_t *l, *s;
                uint16_t depth;
                (void)refmaps_at(r, bci, &l, &s, &depth);
            }
            refmaps_free(r);
        }
    }
    classfile_free(&cf);
    return 0;
}
