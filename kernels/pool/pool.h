/* kernels/pool/pool.h - 2-d pooling geometry (Pool.h), shared by max and avg pooling (internal). */
#ifndef UC10_POOL_H
#define UC10_POOL_H

#include "common/kernel.h"

typedef struct uc10__pool {
	int64_t k[2], s[2], p[2], d[2];   /* kernel, stride, padding, dilation: H, W */
	int64_t batch, chan, ih, iw, oh, ow;
} uc10__pool;

/*
 * Parse kernel_size / stride ([] = kernel) / padding / dilation (NULL = 1)
 * and check them and self as pool2d_shape_check does: 3-d or 4-d input,
 * positive kernel, stride and dilation, padding at most half the kernel,
 * an output of at least 1 x 1 (UC10_E_ARG / UC10_E_SHAPE).
 */
uc10_status uc10__pool_setup(uc10__pool *g, const uc10_tensor *self, uc10_int_list kernel_size, uc10_int_list stride,
                             uc10_int_list padding, const uc10_int_list *dilation, bool ceil_mode);

/* The output's sizes, (N,) C, oh, ow, into shape; returns their number (self's dim). */
int uc10__pool_shape(const uc10_tensor *self, const uc10__pool *g, int64_t *shape);

/* The output for self: (N,) C, oh, ow in self's suggested memory format. */
uc10_status uc10__pool_output(uc10_tensor *r, const uc10_tensor *self, const uc10__pool *g);

/*
 * The input rows [*h0, *h1) and columns [*w0, *w1) output (oh, ow) of a
 * max pooling reads, stepping by the dilation: the window clipped to the
 * input, its start moved onto the first dilated element inside.
 */
void uc10__pool_max_window(const uc10__pool *g, int64_t oh, int64_t ow, int64_t *h0, int64_t *h1, int64_t *w0,
                           int64_t *w1);

/*
 * The same for an average pooling (no dilation): the window clipped to
 * the input, and *pool, its size clipped to the padded input only (what
 * count_include_pad divides by).
 */
void uc10__pool_avg_window(const uc10__pool *g, int64_t oh, int64_t ow, int64_t *h0, int64_t *h1, int64_t *w0,
                           int64_t *w1, int64_t *pool);

#endif
