/*
 * tools/prepare/prepare.h - what a program's NAME_prepare.c (written by
 * m4/emit_program.m4, UC10_PART=prepare) calls to print NAME_prepared.c:
 * the prepared constants of its quantized calls, as const arrays (Note
 * [Prepared constants] in kernels/quantized/qprepack.h), and the packed
 * weights of its prepared float convolutions (kernels/conv/fconv_pack.h).  Host only: the
 * build compiles it with the target's UC10_QLAYOUT and runs it.
 */
#ifndef UC10_TOOLS_PREPARE_H
#define UC10_TOOLS_PREPARE_H

#include "quantized/qprepack.h"

/* The file's first lines, for program NAME. */
void uc10_prepare_begin(const char *name);

/*
 * One constant: a's blob as `sym' (8-aligned) and its size as `sym_sizes';
 * what and where (the call's file:line) name it in a comment and, if a
 * cannot be prepared, in the error on stderr.  0 on failure.
 */
int uc10_prepare_emit(const char *sym, const char *what, const char *where, const uc10__qprep_args *a);

/*
 * A float convolution's weight w (contiguous, 4-d) of `groups' groups packed
 * for a core of `lanes' lanes (Note [Prepared float convolution] in
 * kernels/conv/fconv_pack.h), as `sym' and `sym_sizes'.  0 on failure.
 */
int uc10_prepare_emit_fconv(const char *sym, const char *what, const char *where, const uc10_tensor *w,
                            int64_t groups, int lanes);

/* A tensor of the program's constants could not be made: the message, and the exit status 1. */
int uc10_prepare_failed(uc10_status st);

#endif
