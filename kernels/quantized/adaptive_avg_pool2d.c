/*
 * _adaptive_avg_pool2d (QuantizedCPU), what adaptive_avg_pool2d calls for a
 * quantized self: qint8 / quint8 / qint32, per tensor, 3-d or 4-d with
 * non-empty dims after the first.  Output (oh, ow) averages input rows
 * [floor(oh * IH / OH), ceil((oh + 1) * IH / OH)) (in float, as
 * PyTorch) and likewise columns, and keeps self's scale and zero point.
 * PyTorch 1.13 rounds the average differently on its two paths:
 *   self channels_last (layout: uc10__qpool_output): acc = sum - zp * n,
 *     m = 1.0f / n, q = quantize_val(acc, 1.0f / m, zp), saturated;
 *   otherwise (result contiguous): the integers' plain sum times
 *     ((1.0f / kH) / kW) in float, rounded to nearest even (no zero point:
 *     the mean of integers of one scale and zero point is one of them).
 * Each window is found once per output position and read for every
 * channel (qwindow.h); the rounding is qround.h's.
 */
#include "quantized/qround.h"
#include "quantized/qwindow.h"
#include "uc10_ops.h"

#define OP "aten::_adaptive_avg_pool2d"

/* start_index / end_index of PyTorch's quantized adaptive pooling, in float */
static int64_t start_(int64_t o, int64_t out, int64_t in)
{
	return (int64_t)floorf((float)(o * in) / (float)out);
}

static int64_t end_(int64_t o, int64_t out, int64_t in)
{
	return (int64_t)ceilf((float)((o + 1) * in) / (float)out);
}

uc10_status uc10__adaptive_avg_pool2d_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                           uc10_int_list output_size)
{
	int64_t shape[4], os[4], OH, OW, IH, IW, B, C;
	int32_t qmin, qmax;
	size_t isz;
	uc10_tensor r;
	uc10_status st;
	int o;
	bool nhwc;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null(OP, ret ? "self" : "result");
	if ((st = uc10__qcheck_quantized_per_tensor(OP, self)) != UC10_OK)
		return st;
	if (output_size.len != 2 || !output_size.data)
		return uc10_fail(UC10_E_ARG, OP, ": adaptive_avg_pool2d: output_size must be 2", "");
	if (output_size.data[0] < 0 || output_size.data[1] < 0)
		return uc10_fail(UC10_E_ARG, OP, ": elements of output_size must be greater than or equal to 0", "");
	for (int i = 1; i < self->dim; i++)
		if (self->sizes[i] <= 0)
			return uc10_fail(UC10_E_SHAPE, OP, ": adaptive_avg_pooling2d(): expected input to have non-empty "
			                 "spatial dimensions", "");
	if (self->dim != 3 && self->dim != 4)
		return uc10_fail(UC10_E_SHAPE, OP, ": non-empty 3D or 4D (batch mode) tensor expected for input", "");
	o = self->dim - 3;
	B = o ? self->sizes[0] : 1;
	C = self->sizes[o];
	IH = self->sizes[o + 1];
	IW = self->sizes[o + 2];
	OH = output_size.data[0];
	OW = output_size.data[1];
	if (o)
		shape[0] = B;
	shape[o] = C;
	shape[o + 1] = OH;
	shape[o + 2] = OW;
	if ((st = uc10__qpool_output(OP, &r, self, shape, self->dim, os)) != UC10_OK)
		return st;
	nhwc = self->dim == 4 && self->is_channels_last;
	isz = uc10_dtype_itemsize((uc10_dtype)self->dtype);
	uc10__qrange((uc10_dtype)self->dtype, &qmin, &qmax);
	const bool rn = uc10__qround_ok(self->q_zero_point);
	const int64_t *is = self->strides;
	const ptrdiff_t ic = (ptrdiff_t)(isz * (size_t)is[o]), oc = (ptrdiff_t)(isz * (size_t)os[o]);
	for (int64_t b = 0; b < B; b++)
		for (int64_t oh = 0; oh < OH; oh++) {
			const int64_t h0 = start_(oh, OH, IH), h1 = end_(oh, OH, IH);
			for (int64_t ow = 0; ow < OW; ow++) {
				const int64_t w0 = start_(ow, OW, IW), w1 = end_(ow, OW, IW), n = (h1 - h0) * (w1 - w0);
				const float mh = 1.0f / (float)n, k = (1.0f / (float)(h1 - h0)) / (float)(w1 - w0);
				/* qint32: the sum wraps around as PyTorch's int32 accumulator does (unsigned: defined) */
				const uint32_t zn = (uint32_t)(self->q_zero_point * n);
				uc10__qround qr;
				uc10__qround_init(&qr, (double)(1.0f / mh), self->q_zero_point, (uc10_dtype)self->dtype, qmin, qmax, rn);
				const char *in = (const char *)uc10_tensor_ptr(self) +
				                 isz * (size_t)((o ? b * is[0] : 0) + h0 * is[o + 1] + w0 * is[o + 2]);
				char *out = (char *)uc10_tensor_ptr(&r) +
				            isz * (size_t)((o ? b * os[0] : 0) + oh * os[o + 1] + ow * os[o + 2]);
				for (int64_t c = 0; c < C; c++, in += ic, out += oc) {
					const int64_t sum = uc10__qwin_sum(in, self->dtype, (ptrdiff_t)(h1 - h0), (ptrdiff_t)(w1 - w0),
					                                   (ptrdiff_t)is[o + 1], (ptrdiff_t)is[o + 2]);
					int32_t q;
					if (nhwc) {
						const int32_t acc = (int32_t)((uint32_t)sum - zn);
						q = uc10__qround_val(&qr, (float)acc);
					} else {
						/* an 8-bit window's sum is an int32: no int64 conversion (a call on the boards,
						 * which rounds to nearest whatever the mode: only there are the two the same) */
						const float v = (rn && sum == (int32_t)sum ? (float)(int32_t)sum : (float)sum) * k;
						q = uc10__qround_i32(v, rn);
					}
					uc10__qstore(out, self->dtype, q);
				}
			}
		}
	*ret = r;
	return UC10_OK;
}
