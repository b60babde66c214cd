/*
 * kernels/conv/fconv.h - the float32 convolution core's row kernels: the
 * interface between its driver (conv2d_f32.c, with the portable kernels)
 * and each instruction set's file (Note [A home for each ISA] in
 * common/isa.h), what each path provides and the packed layout it reads.
 *
 * The driver hands a kernel the pixels of one output row whose taps are
 * all inside the input, steps in elements: x is the first pixel's first
 * tap, xs the step from one pixel's to the next (stride * W's stride);
 * the taps are nkh rows (ihstep apart) of nk (istep apart), over CG input
 * channels (is1 apart).  A kernel of several output channels reads their
 * weights packed by the driver in the scratch (or at build time:
 * fconv_pack.h), lanes side by side:
 * [c][kh][kw][lane], ws1 / ws2 apart per channel / row; a one-channel
 * kernel reads the weight in place (ws1, ws2, ws3).  Every output is the
 * sum over (c, kh, kw) in that order from zero, with UC10__MULADDF, plus
 * the bias: the same bits whichever kernel computes it (test_fcore).
 *
 * Per ISA:
 *   UC10__FCONV_LANES       output channels packed a pass (and 4 a pass for
 *                           a group's last ones), in the scratch of
 *                           uc10__conv2d_f32_buffer_size
 *   UC10__FCONV_HAS_RUN4    the ISA file defines uc10__fconv_run4 (else
 *                           conv2d_f32.c's: one pixel a pass)
 *   UC10__FCONV_HAS_RUNV    uc10__fconv_runv, LANES (> 4) channels a pass
 *   UC10__FCONV_HAS_RUN3X3  uc10__fconv_run3x3 (else conv2d_f32.c's)
 *   UC10__FCONV_HAS_DWPLANE uc10__fconv_dw3x3_plane (else conv2d_f32.c's:
 *                           uc10__fconv_run3x3 a row)
 *   UC10__FCONV_HAS_DWPAD   uc10__fconv_dw3x3_pad: a one-channel 3x3 plane
 *                           padded by at most one, read in place (no
 *                           padded copy; a constant row of zeros, or
 *                           one in the scratch past UC10__FCONV_ZROW)
 *   UC10__FCONV_HAS_DWROW   uc10__fconv_dw3x3_row (Note [Depthwise plane as
 *                           one row]), whose row takes scratch too
 */
#ifndef UC10_FCONV_H
#define UC10_FCONV_H

#include <stddef.h>
#include "common/isa.h"
#include "linear/sgemm.h"
#include "uc10/keyset.h"

typedef ptrdiff_t uc10__ix;   /* sizes, strides and element offsets of tensors in memory */

typedef struct uc10__ftaps {
	uc10__ix CG, nkh, nk, is1, ihstep, istep, ws1, ws2, ws3;
} uc10__ftaps;

#if UC10_ISA == UC10_ISA_VEC
#define UC10__FCONV_LANES (2 * UC10__VL)
#define UC10__FCONV_HAS_RUNV 1
#define UC10__FCONV_HAS_DWROW 1
#elif UC10_ISA == UC10_ISA_ARMV7EM
#define UC10__FCONV_LANES 4
#define UC10__FCONV_HAS_RUN4 1
#define UC10__FCONV_HAS_RUN3X3 1
#define UC10__FCONV_HAS_DWPLANE 1
#define UC10__FCONV_HAS_DWPAD 1
#else
#define UC10__FCONV_LANES 4
#endif

/* Four output channels (packed: lanes 1 apart, taps 4 apart), bias[l * bs] or none, out to channels os1 apart. */
void uc10__fconv_run4(float *o, uc10__ix os1, uc10__ix os3, uc10__ix n, const float *x, uc10__ix xs, const float *w,
                      const uc10__ftaps *t, const float *bias, uc10__ix bs);
/* UC10__FCONV_LANES output channels (packed), the same. */
void uc10__fconv_runv(float *o, uc10__ix os1, uc10__ix os3, uc10__ix n, const float *x, uc10__ix xs, const float *w,
                      const uc10__ftaps *t, const float *bias, uc10__ix bs);
/* One channel of a 3x3 filter (w9: its nine weights in order), rows ihstep apart, columns istep apart. */
void uc10__fconv_run3x3(float *o, uc10__ix os3, uc10__ix n, const float *x, uc10__ix xs, const float *w9,
                        uc10__ix ihstep, uc10__ix istep, float bias);
/*
 * A 3x3 one-channel plane whose every pixel is interior (OH x OW outputs,
 * os2 / os3 apart; input rows is2 apart, columns 1 apart; strides sh, sw).
 */
void uc10__fconv_dw3x3_plane(float *o, uc10__ix os2, uc10__ix os3, uc10__ix OH, uc10__ix OW, const float *x,
                             uc10__ix is2, uc10__ix sh, uc10__ix sw, const float *w9, float bias);
/*
 * The same over the plane itself (H x W, rows is2 apart, columns 1 apart)
 * padded by ph, pw <= 1: zero, W floats of zeros, stands for the rows
 * outside.  The sums of the zero-padded copy, bit for bit.
 */
void uc10__fconv_dw3x3_pad(float *o, uc10__ix os2, uc10__ix os3, uc10__ix OH, uc10__ix OW, const float *x,
                           uc10__ix is2, uc10__ix H, uc10__ix W, uc10__ix sh, uc10__ix sw, uc10__ix ph, uc10__ix pw,
                           const float *zero, const float *w9, float bias);
/* nv values of a 3x3 stride-1 filter over a plane of rows is2 apart, read as one row, to q. */
void uc10__fconv_dw3x3_row(float *q, uc10__ix nv, const float *x, uc10__ix is2, const float *w9, float bias);

#endif
