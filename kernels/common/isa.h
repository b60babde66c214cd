/*
 * kernels/common/isa.h - which instruction set's code the kernels compile.
 *
 * Note [A home for each ISA]
 * A core with code for one instruction set keeps it in a file of its own
 * beside its portable reference, as CMSIS-NN keeps its pure-C, DSP and MVE
 * variants apart:
 *     NAME.c            the driver and the portable C of every path (the
 *                       reference the others must equal; every target)
 *     NAME_armv7em.c    Armv7E-M with a single-precision FPU (Cortex-M4F,
 *                       M7): the DSP extension and VFMA on s-registers
 *     NAME_vec.c        GCC's vector extension at the build's width (the
 *                       host's SSE2, AVX or AVX-512F: Note [float32 vectors])
 * UC10_ISA names the one this build compiles, decided here and nowhere
 * else: every file is compiled on every target (kernels/kernels.mk lists
 * them all), an ISA file's body is inside #if UC10_ISA == UC10_ISA_<its
 * ISA> and empty elsewhere.  The core's header says, per ISA, which of its
 * kernels the ISA file provides (the portable file defines the others) and
 * what they need: the scratch and the packed layout of the weights, which
 * the program's memory plan mirrors (m4/program.m4).  A new ISA (a
 * Cortex-M55's MVE, RISC-V's P or V extension): one test below, one file a
 * core, and its line in each core's header.  tests/kernels/test_fcore
 * compares every path with the plain loops on the boards that have it.
 */
#ifndef UC10_ISA_H
#define UC10_ISA_H

#define UC10_ISA_C 0
#define UC10_ISA_ARMV7EM 1
#define UC10_ISA_VEC 2

#if defined(UC10_ISA_FORCE)
#define UC10_ISA UC10_ISA_FORCE
#elif defined(__ARM_ARCH_7EM__) && defined(__ARM_FEATURE_DSP) && defined(__ARM_FP) && (__ARM_FP & 4) && \
	defined(__ARM_FEATURE_FMA)
#define UC10_ISA UC10_ISA_ARMV7EM
#elif defined(__GNUC__) && defined(__SSE2__) && !defined(UC10_NO_VECTOR)
#define UC10_ISA UC10_ISA_VEC
#else
#define UC10_ISA UC10_ISA_C
#endif

#endif
