/*
 * upsample_nearest2d (CPU: float32 and uint8, as PyTorch's kernel; at
 * QuantizedCPU the same loop on the integers, the parameters kept) and
 * upsample_nearest2d.vec (CompositeExplicitAutograd: what nn.Upsample and
 * F.interpolate(mode='nearest') trace to; output_size or scale_factors,
 * exactly one, the sizes then int64(size * factor) and the factors passed
 * on).  Output element (h, w) is input (nearest_idx(h), nearest_idx(w)):
 * the same index when the sizes are equal, index >> 1 when the output is
 * twice the input, else min(floorf(index * scale), size - 1) with scale =
 * (float)(1.0 / factor) for a given positive factor, else (float)in /
 * out, in float as UpSampleKernel.cpp.  The result is in the input's
 * suggested memory format.
 */
#include <math.h>
#include <string.h>
#include "quantized/quantized.h"
#include "uc10_ops.h"

static const char OP[] = "aten::upsample_nearest2d";

static int64_t nearest_idx_(int64_t o, int64_t in, int64_t out, uc10_opt_float factor)
{
	float scale;

	if (out == in)
		return o;
	if (out == 2 * in)
		return o >> 1;
	scale = factor.has && factor.v > 0 ? (float)(1.0 / factor.v) : (float)in / (float)out;
	o = (int64_t)floorf((float)o * scale);
	return o < in - 1 ? o : in - 1;
}

static uc10_status upsample_(uc10_tensor *ret, const uc10_tensor *self, uc10_int_list output_size, uc10_opt_float sh,
                             uc10_opt_float sw, bool quantized)
{
	int64_t sizes[4], isz, n;
	uc10_tensor r;
	uc10_status st;
	char b1[21], b2[21];

	if (!ret || !uc10__defined(self))
		return uc10__fail_null(OP, ret ? "self" : "result");
	if (output_size.len != 2)
		return uc10__fail4(UC10_E_ARG, OP, ": It is expected output_size equals to 2, but got size ",
		                   uc10__dec((int64_t)output_size.len, b1), "");
	if (self->dim != 4 || self->sizes[1] * self->sizes[2] * self->sizes[3] == 0)
		return uc10_fail(UC10_E_SHAPE, OP, ": Non-empty 4D data tensor expected", "");
	if (self->sizes[2] <= 0 || self->sizes[3] <= 0 || output_size.data[0] <= 0 || output_size.data[1] <= 0)
		return uc10__fail5(UC10_E_ARG, OP, ": Input and output sizes should be greater than 0, but got output (H: ",
		                   uc10__dec(output_size.data[0], b1), ", W: ", uc10__dec(output_size.data[1], b2));
	if (quantized ? self->dtype != UC10_QINT8 && self->dtype != UC10_QUINT8
	              : self->dtype != UC10_FLOAT32 && self->dtype != UC10_UINT8)
		return uc10__fail_dtype(OP, self->dtype);
	if (quantized && (st = uc10__qcheck_per_tensor(OP, self)) != UC10_OK)
		return st;
	sizes[0] = self->sizes[0];
	sizes[1] = self->sizes[1];
	sizes[2] = output_size.data[0];
	sizes[3] = output_size.data[1];
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&r, (uc10_dtype)self->dtype, sizes, 4,
	                                               uc10_tensor_suggest_memory_format(self)))) != UC10_OK)
		return st;
	if (quantized) {
		r.q_scale = self->q_scale;
		r.q_zero_point = self->q_zero_point;
	}
	isz = (int64_t)uc10_dtype_itemsize((uc10_dtype)self->dtype);
	n = sizes[0] * sizes[1];
	for (int64_t nc = 0; nc < n; nc++) {
		const int64_t b = nc / sizes[1], c = nc % sizes[1];
		const char *src = (const char *)uc10_tensor_ptr(self) + (b * self->strides[0] + c * self->strides[1]) * isz;
		char *dst = (char *)uc10_tensor_ptr(&r) + (b * r.strides[0] + c * r.strides[1]) * isz;
		for (int64_t h = 0; h < sizes[2]; h++) {
			const int64_t ih = nearest_idx_(h, self->sizes[2], sizes[2], sh);
			for (int64_t w = 0; w < sizes[3]; w++) {
				const int64_t iw = nearest_idx_(w, self->sizes[3], sizes[3], sw);
				memcpy(dst + (h * r.strides[2] + w * r.strides[3]) * isz,
				       src + (ih * self->strides[2] + iw * self->strides[3]) * isz, (size_t)isz);
			}
		}
	}
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_upsample_nearest2d_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list output_size,
                                        uc10_opt_float scales_h, uc10_opt_float scales_w)
{
	(void)ks;
	return upsample_(ret, self, output_size, scales_h, scales_w, false);
}

uc10_status uc10_upsample_nearest2d_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                         uc10_int_list output_size, uc10_opt_float scales_h, uc10_opt_float scales_w)
{
	(void)ks;
	return upsample_(ret, self, output_size, scales_h, scales_w, true);
}

uc10_status uc10_upsample_nearest2d_vec_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input,
                                            uc10_opt_int_list output_size, uc10_opt_float_list scale_factors)
{
	int64_t osz[2];
	uc10_opt_float s[2] = { { 0 }, { 0 } };
	const uc10_int_list ol = { osz, 2 };

	(void)ks;
	if (!uc10__defined(input))
		return uc10__fail_null("aten::upsample_nearest2d.vec", "input");
	if (output_size.has == scale_factors.has)
		return uc10_fail(UC10_E_ARG, "aten::upsample_nearest2d.vec: Must specify exactly one of output_size and ",
		                 "scale_factors", "");
	if (input->dim != 4 || (output_size.has ? output_size.v.len : scale_factors.v.len) != 2)
		return uc10_fail(UC10_E_ARG, "aten::upsample_nearest2d.vec: a 4-d input and two output sizes or scale ",
		                 "factors expected", "");
	for (int i = 0; i < 2; i++) {
		if (output_size.has) {
			osz[i] = output_size.v.data[i];
			continue;
		}
		osz[i] = (int64_t)((double)input->sizes[i + 2] * scale_factors.v.data[i]);
		s[i].has = true;
		s[i].v = scale_factors.v.data[i];
	}
	return uc10_call_aten_upsample_nearest2d(ret, input, ol, s[0], s[1]);
}
