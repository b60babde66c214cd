/*
 * avg_pool2d (QuantizedCPU): qint8 / quint8 / qint32, per tensor, 3-d or
 * 4-d; the result has self's scale and zero point.  Each output is
 *   acc = sum of the window's integers - zp * (elements in the window)
 * divided by divisor_override, or the window's size counting padding
 * (count_include_pad) or not, and rounded as PyTorch 1.13 does on its two
 * paths:
 *   self channels_last (the NHWC kernel; layout: uc10__qpool_output):
 *     m = 1.0f / divisor (float), q = quantize_val(acc, 1.0f / m, zp): zp +
 *     nearbyintf(acc * (1.0f / (1.0f / m))), saturated;
 *   otherwise (avg_pool2d_out_frame, result contiguous):
 *     m = (float)(1.0 / divisor), q = nearbyintf(acc * m + zp), saturated.
 * (The NHWC kernel's vectorized channels compute nearbyintf(acc * m) + zp,
 * which is the same: 1.0f / (1.0f / m) == m for every divisor up to 399, and
 * zp is an integer.)  Each window is found once per output position and
 * read for every channel (qwindow.h); the rounding is qround.h's.
 */
#include "pool/pool.h"
#include "quantized/qround.h"
#include "quantized/qwindow.h"
#include "uc10_ops.h"

#define OP "aten::avg_pool2d"

uc10_status uc10_avg_pool2d_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list kernel_size,
                                 uc10_int_list stride, uc10_int_list padding, uc10_bool ceil_mode,
                                 uc10_bool count_include_pad, uc10_opt_int divisor_override)
{
	int64_t shape[4], os[4];
	int32_t qmin, qmax;
	size_t isz;
	uc10__pool g;
	uc10_tensor r;
	uc10_status st;
	int o;
	bool nhwc;

	(void)ks;
	if (!ret)
		return uc10__fail_null(OP, "result");
	if ((st = uc10__pool_setup(&g, self, kernel_size, stride, padding, NULL, ceil_mode)) != UC10_OK)
		return st;
	if ((st = uc10__qcheck_quantized_per_tensor(OP, self)) != UC10_OK)
		return st;
	if (divisor_override.has && divisor_override.v == 0)
		return uc10_fail(UC10_E_ARG, OP, ": divisor must be not zero", "");
	o = self->dim - 3;
	if ((st = uc10__qpool_output(OP, &r, self, shape, uc10__pool_shape(self, &g, shape), os)) != UC10_OK)
		return st;
	nhwc = self->dim == 4 && self->is_channels_last;
	uc10__qrange((uc10_dtype)self->dtype, &qmin, &qmax);
	isz = uc10_dtype_itemsize((uc10_dtype)self->dtype);
	const bool rn = uc10__qround_ok(self->q_zero_point);
	const int64_t *is = self->strides;
	const ptrdiff_t ic = (ptrdiff_t)(isz * (size_t)is[o]), oc = (ptrdiff_t)(isz * (size_t)os[o]);
	for (int64_t b = 0; b < g.batch; b++)
		for (int64_t oh = 0; oh < g.oh; oh++)
			for (int64_t ow = 0; ow < g.ow; ow++) {
				int64_t h0, h1, w0, w1, pool, size, div;
				uc10__pool_avg_window(&g, oh, ow, &h0, &h1, &w0, &w1, &pool);
				size = (h1 - h0) * (w1 - w0);
				div = divisor_override.has ? divisor_override.v : count_include_pad ? pool : size;
				/* the NHWC kernel's multiplier as the scale it quantizes with, the other one's */
				const float mh = 1.0f / (float)div, m = (float)(1.0 / (double)div);
				uc10__qround qr;
				uc10__qround_init(&qr, (double)(1.0f / mh), self->q_zero_point, (uc10_dtype)self->dtype, qmin, qmax, rn);
				/* qint32: the sum wraps around as PyTorch's int32 accumulator does (unsigned: defined) */
				const uint32_t zs = (uint32_t)(size * self->q_zero_point);
				const char *in = (const char *)uc10_tensor_ptr(self) +
				                 isz * (size_t)((o ? b * is[0] : 0) + h0 * is[o + 1] + w0 * is[o + 2]);
				char *out = (char *)uc10_tensor_ptr(&r) +
				            isz * (size_t)((o ? b * os[0] : 0) + oh * os[o + 1] + ow * os[o + 2]);
				for (int64_t c = 0; c < g.chan; c++, in += ic, out += oc) {
					const int32_t acc = (int32_t)((uint32_t)uc10__qwin_sum(in, self->dtype, (ptrdiff_t)(h1 - h0),
					                                                       (ptrdiff_t)(w1 - w0), (ptrdiff_t)is[o + 1],
					                                                       (ptrdiff_t)is[o + 2]) -
					                              zs);
					int32_t q;
					if (nhwc) {
						q = uc10__qround_val(&qr, (float)acc);
					} else {
						const float v = (float)acc * m + (float)self->q_zero_point;
						q = uc10__qround_i32(v, rn);
						q = q < qmin ? qmin : q > qmax ? qmax : q;
					}
					uc10__qstore(out, self->dtype, q);
				}
			}
	*ret = r;
	return UC10_OK;
}
