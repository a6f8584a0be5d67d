/* libFuzzer harness: the class-file parser (vm/classfile.c) on arbitrary bytes. */
#include <stddef.h>
#include <stdint.h>

#include "classfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ClassFile cf;
    char err[512];
    if (classfile_parse(data, size, &cf, err, sizeof err) == CF_OK) {
        /* touch what the loader reads */
        for (uint16_t i = 0; i < cf.nmethods; i++) {
            const CfMethod *m = &cf.methods[i];
            (void)desc_arg_slots(m->desc);
            (void)desc_return_type(m->desc);
            for (uint32_t k = 0; k < m->code_len; k++)
                (void)*(volatile const uint8_t *)&m->code[k];
        }
        for (uint16_t i = 1; i < cf.cp_count; i++) {
            const char *c, *n, *d;
            (void)cf_member_ref(&cf, i, &c, &n, &d);
            (void)cf_class_name(&cf, i);
        }
        classfile_free(&cf);
    }
    return 0;
}
