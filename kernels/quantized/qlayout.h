/*
 * kernels/quantized/qlayout.h - which layout the int8 cores (qcore.h) read
 * their packed weights and per-channel tables in.  Decided here and
 * nowhere else: the cores include it, the build-time preparation of a
 * program's constants (qprepack.h) is compiled for the host with the
 * target's value (mk/program.mk asks the target's compiler what this file
 * says), so the blobs it writes are what the target's cores read.
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

#ifndef UC10_QLAYOUT
#if defined(__ARM_FEATURE_DSP)
#define UC10_QLAYOUT UC10_QLAYOUT_DSP
#else
#define UC10_QLAYOUT UC10_QLAYOUT_PLAIN
#endif
#endif

/* The DSP cores read the DSP layout only (another is for preparing a target's data on the host). */
#if defined(__ARM_FEATURE_DSP) && UC10_QLAYOUT != UC10_QLAYOUT_DSP
#error "UC10_QLAYOUT: the DSP extension's cores read UC10_QLAYOUT_DSP"
#endif

#endif
