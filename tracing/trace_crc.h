/* trace_crc.h: the CRC-32 of trace frames (zlib's crc32, faster; trace_crc.c). */
#ifndef MINIVM_TRACE_CRC_H
#define MINIVM_TRACE_CRC_H

#include <stddef.h>
#include <stdint.h>

/* zlib's crc32(crc, data, n): 0 starts a CRC; the result continues one. */
uint32_t trace_crc_update(uint32_t crc, const void *data, size_t n);

#endif
