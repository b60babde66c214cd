/*
 * kernels/quantized/qlayout.h - which layout the int8 cores (qcore.h) read
 * their packed weights and per-channel tables in, from the instruction set
 * the build compiles (UC10_ISA, common/isa.h: the float cores' choice too).
 * Decided here and nowhere else: the cores include it, the build-time
 * preparation of a program's constants (qprepack.h) is compiled for the
 * host with the target's value (mk/program.mk asks the target's compiler
 * what this file says), so the blobs it writes are what the target's cores
 * read.
 *
 *   UC10_QLAYOUT_PLAIN  weights int8, a channel pair's interleaved a k at a
 *                       time; the 32-byte records only
 *   UC10_QLAYOUT_DSP    weights widened to int16 in SMLAD's pair order
 *                       (Note [int8 multiply-accumulate] in qcore.h), and a
 *                       table of three floats a channel beside the records
 */
#ifndef UC10_QLAYOUT_H
#define UC10_QLAYOUT_H

#define UC10_QLAYOUT_PLAIN 0
#define UC10_QLAYOUT_DSP 1

#include "common/isa.h"

/* Each instruction set's layout, one line an ISA (common/isa.h decides which one a build compiles) */
#ifndef UC10_QLAYOUT
#if UC10_ISA == UC10_ISA_ARMV7EM
#define UC10_QLAYOUT UC10_QLAYOUT_DSP
#else   /* UC10_ISA_C, UC10_ISA_VEC: the portable cores */
#define UC10_QLAYOUT UC10_QLAYOUT_PLAIN
#endif
#endif

/* An ISA's cores read its layout only (another is for preparing a target's data on the host). */
#if UC10_ISA == UC10_ISA_ARMV7EM && UC10_QLAYOUT != UC10_QLAYOUT_DSP
#error "UC10_QLAYOUT: the Armv7E-M cores read UC10_QLAYOUT_DSP"
#endif

#endif
