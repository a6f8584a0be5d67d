/* npe_message.h: the helpful NullPointerException messages of JEP 358, as HotSpot 17 prints
 * them ("Cannot invoke \"String.length()\" because \"s\" is null").
 *
 * The message is derived from the bytecode alone: a data-flow pass records, for every operand
 * stack slot before every instruction, which instruction pushed it; the faulting instruction
 * names the failed action and the instruction that pushed the null names the cause (a local
 * variable from the LocalVariableTable, else <localN>/<parameterN>/this; a field; a static
 * field; an array element; a method's return value). */
#ifndef MINIVM_NPE_MESSAGE_H
#define MINIVM_NPE_MESSAGE_H

#include <stdint.h>

#include "class.h"

/* The message for an implicit NullPointerException at instruction bci of m, malloc'd, or NULL
 * when there is none: native or VM-made method, a bci that cannot dereference null, or an NPE
 * constructed explicitly (the frame is at an invokespecial of a constructor). */
char *npe_message(const Method *m, uint32_t bci);

#endif
