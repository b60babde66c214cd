/*
 * kernels/conv/conv2d_f32.h - the float32 convolution core that
 * aten::convolution calls once it has checked its arguments and allocated
 * the result (N, O, oH, oW) in any layout.  stride, pad, dil: 2 values;
 * b: NULL for no bias.  buf: uc10__conv2d_f32_buffer_size() bytes of
 * scratch, float-aligned (the caller's, from the arena, as CMSIS-NN's
 * get_buffer_size), or NULL: four output channels' weights repacked side
 * by side (2 * UC10__VL with the host's vectors), and a zero-padded copy
 * of an input channel (on Armv7E-M a 3x3 depthwise plane padded by one is
 * read in place, its padding's rows a constant row of zeros, or the
 * scratch's for a plane wider than 64: fconv.h); none at all for a 1x1
 * filter at stride 1 without padding (a matrix product over the weights
 * in place) nor for that depthwise plane.  The
 * layouts each instruction set reads: kernels/conv/fconv.h; the program's
 * plan mirrors the size (m4/program.m4, _uc10_pg_fconv_).  Without it the
 * core computes one output channel at a time from the tensors in place
 * (slower, the same sums): a firmware whose arena holds the activations
 * and no more still runs.
 */
#ifndef UC10_CONV2D_F32_H
#define UC10_CONV2D_F32_H

#include <stddef.h>
#include "uc10/tensor.h"
#include "uc10/types.h"

size_t uc10__conv2d_f32_buffer_size(const uc10_tensor *in, const uc10_tensor *w, const int64_t *stride,
                                    const int64_t *pad, const int64_t *dil, int64_t groups);

void uc10__conv2d_f32(const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w, const uc10_tensor *b,
                      const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups, void *buf);

/*
 * The same with the weights packed at build time (pre: w's weights in the
 * layout of fconv_pack.h for this core's UC10__FCONV_LANES; w gives the
 * sizes): the multi-channel kernels read them in place, no scratch.  For
 * a weight with more than one input channel a group that is not a 1x1
 * product (the calls m4/fuse.m4 prepares), whose scratch is the packing alone.
 */
void uc10__conv2d_f32_prepacked(const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w,
                                const uc10_tensor *b, const int64_t *stride, const int64_t *pad, const int64_t *dil,
                                int64_t groups, const float *pre);
/* aten::_convolution's checks and result around it (kernels/conv/_convolution.c.m4), for a 4-d float input. */
uc10_status uc10__convolution_prepacked(uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                                        const uc10_tensor *bias, uc10_int_list stride, uc10_int_list padding,
                                        uc10_int_list dilation, uc10_int groups, const float *pre);

#endif
