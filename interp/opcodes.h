/* opcodes.h: JVM opcode numbers, names and lengths (JVMS ch. 6), plus minivm's quick opcodes.
 *
 * Quick opcodes (0xcb..0xf6) never appear in class files: the interpreter rewrites an
 * instruction's opcode byte in Method.code to one of them after resolving it the first time
 * (see docs/interpreter.md). A quick instruction has the SAME LENGTH and the same operand bytes
 * as the instruction it replaces (its "base"), so the original bytes in CfMethod.code (which
 * the reference maps, the verifier and the tracer read) stay valid descriptions of m->code.
 *
 * OPCODE_LIST(X) expands X(name, number, length, base) for every defined opcode; length 0
 * means variable (tableswitch, lookupswitch, wide). */
#ifndef MINIVM_OPCODES_H
#define MINIVM_OPCODES_H

#include <stdint.h>

#define OPCODE_LIST_STANDARD(X) \
    X(nop, 0x00, 1, nop) \
    X(aconst_null, 0x01, 1, aconst_null) \
    X(iconst_m1, 0x02, 1, iconst_m1) \
    X(iconst_0, 0x03, 1, iconst_0) \
    X(iconst_1, 0x04, 1, iconst_1) \
    X(iconst_2, 0x05, 1, iconst_2) \
    X(iconst_3, 0x06, 1, iconst_3) \
    X(iconst_4, 0x07, 1, iconst_4) \
    X(iconst_5, 0x08, 1, iconst_5) \
    X(lconst_0, 0x09, 1, lconst_0) \
    X(lconst_1, 0x0a, 1, lconst_1) \
    X(fconst_0, 0x0b, 1, fconst_0) \
    X(fconst_1, 0x0c, 1, fconst_1) \
    X(fconst_2, 0x0d, 1, fconst_2) \
    X(dconst_0, 0x0e, 1, dconst_0) \
    X(dconst_1, 0x0f, 1, dconst_1) \
    X(bipush, 0x10, 2, bipush) \
    X(sipush, 0x11, 3, sipush) \
    X(ldc, 0x12, 2, ldc) \
    X(ldc_w, 0x13, 3, ldc_w) \
    X(ldc2_w, 0x14, 3, ldc2_w) \
    X(iload, 0x15, 2, iload) \
    X(lload, 0x16, 2, lload) \
    X(fload, 0x17, 2, fload) \
    X(dload, 0x18, 2, dload) \
    X(aload, 0x19, 2, aload) \
    X(iload_0, 0x1a, 1, iload_0) \
    X(iload_1, 0x1b, 1, iload_1) \
    X(iload_2, 0x1c, 1, iload_2) \
    X(iload_3, 0x1d, 1, iload_3) \
    X(lload_0, 0x1e, 1, lload_0) \
    X(lload_1, 0x1f, 1, lload_1) \
    X(lload_2, 0x20, 1, lload_2) \
    X(lload_3, 0x21, 1, lload_3) \
    X(fload_0, 0x22, 1, fload_0) \
    X(fload_1, 0x23, 1, fload_1) \
    X(fload_2, 0x24, 1, fload_2) \
    X(fload_3, 0x25, 1, fload_3) \
    X(dload_0, 0x26, 1, dload_0) \
    X(dload_1, 0x27, 1, dload_1) \
    X(dload_2, 0x28, 1, dload_2) \
    X(dload_3, 0x29, 1, dload_3) \
    X(aload_0, 0x2a, 1, aload_0) \
    X(aload_1, 0x2b, 1, aload_1) \
    X(aload_2, 0x2c, 1, aload_2) \
    X(aload_3, 0x2d, 1, aload_3) \
    X(iaload, 0x2e, 1, iaload) \
    X(laload, 0x2f, 1, laload) \
    X(faload, 0x30, 1, faload) \
    X(daload, 0x31, 1, daload) \
    X(aaload, 0x32, 1, aaload) \
    X(baload, 0x33, 1, baload) \
    X(caload, 0x34, 1, caload) \
    X(saload, 0x35, 1, saload) \
    X(istore, 0x36, 2, istore) \
    X(lstore, 0x37, 2, lstore) \
    X(fstore, 0x38, 2, fstore) \
    X(dstore, 0x39, 2, dstore) \
    X(astore, 0x3a, 2, astore) \
    X(istore_0, 0x3b, 1, istore_0) \
    X(istore_1, 0x3c, 1, istore_1) \
    X(istore_2, 0x3d, 1, istore_2) \
    X(istore_3, 0x3e, 1, istore_3) \
    X(lstore_0, 0x3f, 1, lstore_0) \
    X(lstore_1, 0x40, 1, lstore_1) \
    X(lstore_2, 0x41, 1, lstore_2) \
    X(lstore_3, 0x42, 1, lstore_3) \
    X(fstore_0, 0x43, 1, fstore_0) \
    X(fstore_1, 0x44, 1, fstore_1) \
    X(fstore_2, 0x45, 1, fstore_2) \
    X(fstore_3, 0x46, 1, fstore_3) \
    X(dstore_0, 0x47, 1, dstore_0) \
    X(dstore_1, 0x48, 1, dstore_1) \
    X(dstore_2, 0x49, 1, dstore_2) \
    X(dstore_3, 0x4a, 1, dstore_3) \
    X(astore_0, 0x4b, 1, astore_0) \
    X(astore_1, 0x4c, 1, astore_1) \
    X(astore_2, 0x4d, 1, astore_2) \
    X(astore_3, 0x4e, 1, astore_3) \
    X(iastore, 0x4f, 1, iastore) \
    X(lastore, 0x50, 1, lastore) \
    X(fastore, 0x51, 1, fastore) \
    X(dastore, 0x52, 1, dastore) \
    X(aastore, 0x53, 1, aastore) \
    X(bastore, 0x54, 1, bastore) \
    X(castore, 0x55, 1, castore) \
    X(sastore, 0x56, 1, sastore) \
    X(pop, 0x57, 1, pop) \
    X(pop2, 0x58, 1, pop2) \
    X(dup, 0x59, 1, dup) \
    X(dup_x1, 0x5a, 1, dup_x1) \
    X(dup_x2, 0x5b, 1, dup_x2) \
    X(dup2, 0x5c, 1, dup2) \
    X(dup2_x1, 0x5d, 1, dup2_x1) \
    X(dup2_x2, 0x5e, 1, dup2_x2) \
    X(swap, 0x5f, 1, swap) \
    X(iadd, 0x60, 1, iadd) \
    X(ladd, 0x61, 1, ladd) \
    X(fadd, 0x62, 1, fadd) \
    X(dadd, 0x63, 1, dadd) \
    X(isub, 0x64, 1, isub) \
    X(lsub, 0x65, 1, lsub) \
    X(fsub, 0x66, 1, fsub) \
    X(dsub, 0x67, 1, dsub) \
    X(imul, 0x68, 1, imul) \
    X(lmul, 0x69, 1, lmul) \
    X(fmul, 0x6a, 1, fmul) \
    X(dmul, 0x6b, 1, dmul) \
    X(idiv, 0x6c, 1, idiv) \
    X(ldiv, 0x6d, 1, ldiv) \
    X(fdiv, 0x6e, 1, fdiv) \
    X(ddiv, 0x6f, 1, ddiv) \
    X(irem, 0x70, 1, irem) \
    X(lrem, 0x71, 1, lrem) \
    X(frem, 0x72, 1, frem) \
    X(drem, 0x73, 1, drem) \
    X(ineg, 0x74, 1, ineg) \
    X(lneg, 0x75, 1, lneg) \
    X(fneg, 0x76, 1, fneg) \
    X(dneg, 0x77, 1, dneg) \
    X(ishl, 0x78, 1, ishl) \
    X(lshl, 0x79, 1, lshl) \
    X(ishr, 0x7a, 1, ishr) \
    X(lshr, 0x7b, 1, lshr) \
    X(iushr, 0x7c, 1, iushr) \
    X(lushr, 0x7d, 1, lushr) \
    X(iand, 0x7e, 1, iand) \
    X(land, 0x7f, 1, land) \
    X(ior, 0x80, 1, ior) \
    X(lor, 0x81, 1, lor) \
    X(ixor, 0x82, 1, ixor) \
    X(lxor, 0x83, 1, lxor) \
    X(iinc, 0x84, 3, iinc) \
    X(i2l, 0x85, 1, i2l) \
    X(i2f, 0x86, 1, i2f) \
    X(i2d, 0x87, 1, i2d) \
    X(l2i, 0x88, 1, l2i) \
    X(l2f, 0x89, 1, l2f) \
    X(l2d, 0x8a, 1, l2d) \
    X(f2i, 0x8b, 1, f2i) \
    X(f2l, 0x8c, 1, f2l) \
    X(f2d, 0x8d, 1, f2d) \
    X(d2i, 0x8e, 1, d2i) \
    X(d2l, 0x8f, 1, d2l) \
    X(d2f, 0x90, 1, d2f) \
    X(i2b, 0x91, 1, i2b) \
    X(i2c, 0x92, 1, i2c) \
    X(i2s, 0x93, 1, i2s) \
    X(lcmp, 0x94, 1, lcmp) \
    X(fcmpl, 0x95, 1, fcmpl) \
    X(fcmpg, 0x96, 1, fcmpg) \
    X(dcmpl, 0x97, 1, dcmpl) \
    X(dcmpg, 0x98, 1, dcmpg) \
    X(ifeq, 0x99, 3, ifeq) \
    X(ifne, 0x9a, 3, ifne) \
    X(iflt, 0x9b, 3, iflt) \
    X(ifge, 0x9c, 3, ifge) \
    X(ifgt, 0x9d, 3, ifgt) \
    X(ifle, 0x9e, 3, ifle) \
    X(if_icmpeq, 0x9f, 3, if_icmpeq) \
    X(if_icmpne, 0xa0, 3, if_icmpne) \
    X(if_icmplt, 0xa1, 3, if_icmplt) \
    X(if_icmpge, 0xa2, 3, if_icmpge) \
    X(if_icmpgt, 0xa3, 3, if_icmpgt) \
    X(if_icmple, 0xa4, 3, if_icmple) \
    X(if_acmpeq, 0xa5, 3, if_acmpeq) \
    X(if_acmpne, 0xa6, 3, if_acmpne) \
    X(goto, 0xa7, 3, goto) \
    X(jsr, 0xa8, 3, jsr) \
    X(ret, 0xa9, 2, ret) \
    X(tableswitch, 0xaa, 0, tableswitch) \
    X(lookupswitch, 0xab, 0, lookupswitch) \
    X(ireturn, 0xac, 1, ireturn) \
    X(lreturn, 0xad, 1, lreturn) \
    X(freturn, 0xae, 1, freturn) \
    X(dreturn, 0xaf, 1, dreturn) \
    X(areturn, 0xb0, 1, areturn) \
    X(return, 0xb1, 1, return) \
    X(getstatic, 0xb2, 3, getstatic) \
    X(putstatic, 0xb3, 3, putstatic) \
    X(getfield, 0xb4, 3, getfield) \
    X(putfield, 0xb5, 3, putfield) \
    X(invokevirtual, 0xb6, 3, invokevirtual) \
    X(invokespecial, 0xb7, 3, invokespecial) \
    X(invokestatic, 0xb8, 3, invokestatic) \
    X(invokeinterface, 0xb9, 5, invokeinterface) \
    X(invokedynamic, 0xba, 5, invokedynamic) \
    X(new, 0xbb, 3, new) \
    X(newarray, 0xbc, 2, newarray) \
    X(anewarray, 0xbd, 3, anewarray) \
    X(arraylength, 0xbe, 1, arraylength) \
    X(athrow, 0xbf, 1, athrow) \
    X(checkcast, 0xc0, 3, checkcast) \
    X(instanceof, 0xc1, 3, instanceof) \
    X(monitorenter, 0xc2, 1, monitorenter) \
    X(monitorexit, 0xc3, 1, monitorexit) \
    X(wide, 0xc4, 0, wide) \
    X(multianewarray, 0xc5, 4, multianewarray) \
    X(ifnull, 0xc6, 3, ifnull) \
    X(ifnonnull, 0xc7, 3, ifnonnull) \
    X(goto_w, 0xc8, 5, goto_w) \
    X(jsr_w, 0xc9, 5, jsr_w)

/* Quick opcodes. Field forms by the field's storage:
 *   _int: I and F (4 bytes)   _long: J and D (8 bytes)   _ref: L and [
 *   _byte: B and Z loads, B stores   _bool: Z stores (value & 1)
 *   _char: C loads (zero-extended)   _short: S loads (sign-extended), C and S stores
 *   _volatile: any type, with sequentially consistent atomic access.
 * The operand is still the Fieldref/Methodref/Class/String pool index: the quick form finds
 * the resolved Field*, Method*, Class* or String in owner->rcp[index]. */
#define OPCODE_LIST_QUICK(X) \
    X(getfield_quick_int, 0xcb, 3, getfield) \
    X(getfield_quick_long, 0xcc, 3, getfield) \
    X(getfield_quick_ref, 0xcd, 3, getfield) \
    X(getfield_quick_byte, 0xce, 3, getfield) \
    X(getfield_quick_char, 0xcf, 3, getfield) \
    X(getfield_quick_short, 0xd0, 3, getfield) \
    X(putfield_quick_int, 0xd1, 3, putfield) \
    X(putfield_quick_long, 0xd2, 3, putfield) \
    X(putfield_quick_ref, 0xd3, 3, putfield) \
    X(putfield_quick_byte, 0xd4, 3, putfield) \
    X(putfield_quick_bool, 0xd5, 3, putfield) \
    X(putfield_quick_short, 0xd6, 3, putfield) \
    X(getstatic_quick_int, 0xd7, 3, getstatic) \
    X(getstatic_quick_long, 0xd8, 3, getstatic) \
    X(getstatic_quick_ref, 0xd9, 3, getstatic) \
    X(getstatic_quick_byte, 0xda, 3, getstatic) \
    X(getstatic_quick_char, 0xdb, 3, getstatic) \
    X(getstatic_quick_short, 0xdc, 3, getstatic) \
    X(putstatic_quick_int, 0xdd, 3, putstatic) \
    X(putstatic_quick_long, 0xde, 3, putstatic) \
    X(putstatic_quick_ref, 0xdf, 3, putstatic) \
    X(putstatic_quick_byte, 0xe0, 3, putstatic) \
    X(putstatic_quick_bool, 0xe1, 3, putstatic) \
    X(putstatic_quick_short, 0xe2, 3, putstatic) \
    X(getfield_quick_volatile, 0xe3, 3, getfield) \
    X(putfield_quick_volatile, 0xe4, 3, putfield) \
    X(getstatic_quick_volatile, 0xe5, 3, getstatic) \
    X(putstatic_quick_volatile, 0xe6, 3, putstatic) \
    /* vtable dispatch through the resolved method's vtable_index */ \
    X(invokevirtual_quick, 0xe7, 3, invokevirtual) \
    /* private or final target: the resolved method itself */ \
    X(invokevirtual_quick_direct, 0xe8, 3, invokevirtual) \
    X(invokespecial_quick, 0xe9, 3, invokespecial) \
    X(invokestatic_quick, 0xea, 3, invokestatic) \
    /* itable dispatch through the resolved interface method's itable_index */ \
    X(invokeinterface_quick, 0xeb, 5, invokeinterface) \
    /* resolved to a public method of java/lang/Object: vtable dispatch */ \
    X(invokeinterface_quick_virtual, 0xec, 5, invokeinterface) \
    /* private interface method or final Object method: direct */ \
    X(invokeinterface_quick_direct, 0xed, 5, invokeinterface) \
    /* linked call site (CallSite* in rcp) */ \
    X(invokedynamic_quick, 0xee, 5, invokedynamic) \
    X(ldc_quick_string, 0xef, 2, ldc) \
    X(ldc_w_quick_string, 0xf0, 3, ldc_w) \
    X(ldc_quick_class, 0xf1, 2, ldc) \
    X(ldc_w_quick_class, 0xf2, 3, ldc_w) \
    /* class initialized, instantiable */ \
    X(new_quick, 0xf3, 3, new) \
    X(anewarray_quick, 0xf4, 3, anewarray) \
    X(checkcast_quick, 0xf5, 3, checkcast) \
    X(instanceof_quick, 0xf6, 3, instanceof)

#define OPCODE_LIST(X) OPCODE_LIST_STANDARD(X) OPCODE_LIST_QUICK(X)

enum {
#define OPCODE_ENUM_(name, num, len, base) OP_##name = num,
    OPCODE_LIST(OPCODE_ENUM_)
#undef OPCODE_ENUM_
    OP_breakpoint = 0xca,
    OP_impdep1 = 0xfe,
    OP_impdep2 = 0xff,
    OP_FIRST_QUICK = 0xcb,
    OP_LAST_QUICK = 0xf6,
};

static inline int opcode_is_quick(unsigned op) { return op >= OP_FIRST_QUICK && op <= OP_LAST_QUICK; }

/* "iload", "getfield_quick_int", ...; NULL for an undefined opcode. */
static inline const char *opcode_name(unsigned op) {
    static const char *const names[256] = {
#define OPCODE_NAME_(name, num, len, base) [num] = #name,
        OPCODE_LIST(OPCODE_NAME_)
#undef OPCODE_NAME_
    };
    return op < 256 ? names[op] : NULL;
}

/* Instruction length in bytes; 0 for the variable-length ones and undefined opcodes. */
static inline unsigned opcode_length(unsigned op) {
    static const uint8_t lengths[256] = {
#define OPCODE_LEN_(name, num, len, base) [num] = len,
        OPCODE_LIST(OPCODE_LEN_)
#undef OPCODE_LEN_
    };
    return op < 256 ? lengths[op] : 0;
}

/* The class-file opcode a (possibly quick) opcode stands for; undefined ones map to themselves. */
static inline unsigned opcode_unquicken(unsigned op) {
    static const uint8_t bases[256] = {
#define OPCODE_BASE_(name, num, len, base) [num] = OP_##base,
        OPCODE_LIST(OPCODE_BASE_)
#undef OPCODE_BASE_
    };
    if (op >= 256) return op;
    return (op == 0 || bases[op] != 0) ? bases[op] : op;
}

/* Length of the instruction starting at code[bci] (code begins at bci 0; switch padding is
 * relative to it). Returns 0 for an undefined opcode. */
static inline uint32_t instruction_length(const uint8_t *code, uint32_t bci) {
    unsigned op = code[bci];
    unsigned len = opcode_length(op);
    if (len) return len;
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        uint32_t p = (bci + 4) & ~(uint32_t)3;         /* default offset, 4-aligned */
        const uint8_t *q = code + p;
        uint32_t a = (uint32_t)q[4] << 24 | (uint32_t)q[5] << 16 | (uint32_t)q[6] << 8 | q[7];
        if (op == OP_tableswitch) {
            uint32_t b = (uint32_t)q[8] << 24 | (uint32_t)q[9] << 16 | (uint32_t)q[10] << 8 | q[11];
            uint32_t n = b - a + 1;                    /* high - low + 1 */
            return p - bci + 12 + 4 * n;
        }
        return p - bci + 8 + 8 * a;                    /* npairs */
    }
    if (op == OP_wide) return code[bci + 1] == OP_iinc ? 6 : 4;
    return 0;
}

#endif
