/*
 * cat (QuantizedCPU) and quantized::cat (what FloatFunctional.cat and FX
 * graph mode's torch.cat become): qint8 / quint8 inputs, per tensor, of
 * one dtype, joined along dim (the float cat's shape rules: the legacy
 * skip of (0,) inputs, sizes equal but along dim) and requantized into
 * the result's scale and zero point (aten::cat: the first input's;
 * quantized::cat: the given ones, or the first input's for None), as
 * PyTorch 1.13's quantized_cat_impl: along dim 1 of channels_last 4-d
 * inputs its NHWC kernel, whose vectorized loops (32, then 8 channels of
 * a pixel at a time) and scalar tail requantize two ways (Note [Quantized
 * tables]: each input's two tables of the identity), the result
 * channels_last; otherwise dequantize, float cat, quantize_per_tensor (the
 * scalar way throughout), the result in the float cat's memory format.
 */
#include <string.h>
#include "copy/cat.h"
#include "quantized/quantized.h"
#include "uc10_ops.h"

static float identity_(float x)
{
	return x;
}

static bool skip_(const uc10_tensor *t)
{
	return t->dim == 1 && t->sizes[0] == 0;
}

/* the integers of channels [0, n) of one NHWC pixel of q requantized into o through l */
static void pixel_(uint8_t *o, const uint8_t *q, int64_t n, const uc10__qlut *l)
{
	/* the channels qcat_nhwc_kernel's vectorized loops take on AVX2: 32 at a time, then 8 at a time */
	const int64_t nv = n / 32 * 32 + (n % 32 >= 8 ? (n % 32) / 8 * 8 : 0);

	for (int64_t c = 0; c < n; c++)
		o[c] = l->t[c >= nv][q[c]];
}

static uc10_status qcat_(const char *OP, uc10_tensor *ret, uc10_tensor_list qxs, int64_t dim, const double *scale,
                         const int64_t *zero_point)
{
	const uc10_tensor *first = NULL;
	int64_t sizes[UC10_MAX_DIMS], at = 0;
	uc10_memory_format mf = UC10_CHANNELS_LAST;
	uc10_tensor r, v;
	uc10_status st;
	bool nhwc;
	char b1[21];
	int d = 0;

	if (!ret)
		return uc10__fail_null(OP, "result");
	if (qxs.len == 0)
		return uc10_fail(UC10_E_ARG, OP, ": expected a non-empty list of Tensors", "");
	for (size_t i = 0; i < qxs.len; i++) {
		const uc10_tensor *t = qxs.data[i];
		if (!t || !uc10__defined(t))
			return uc10__fail_null(OP, "qx");
		if ((st = uc10__qcheck_quantized_per_tensor(OP, t)) != UC10_OK)
			return st;
		if (t->dtype != qxs.data[0]->dtype || (t->dtype != UC10_QINT8 && t->dtype != UC10_QUINT8))
			return uc10__fail5(UC10_E_DTYPE, OP, ": qint8 or quint8 inputs of one dtype expected, got ",
			                   uc10__dtype_name(qxs.data[0]->dtype), " and ", uc10__dtype_name(t->dtype));
		if (t->dim == 0)
			return uc10__fail5(UC10_E_SHAPE, OP, ": zero-dimensional tensor (at position ", uc10__dec((int64_t)i, b1),
			                   ") cannot be concatenated", "");
		if (uc10_tensor_suggest_memory_format(t) != UC10_CHANNELS_LAST)
			mf = UC10_CONTIGUOUS_FORMAT;
		if (!first && !skip_(t))
			first = t;
	}
	if (!first)
		return uc10_fail(UC10_E_SHAPE, OP, ": every input is an empty (0,) tensor (uc10)", "");
	if ((st = uc10__wrap_dim(OP, dim, first->dim, &d)) != UC10_OK)
		return st;
	for (int k = 0; k < first->dim; k++)
		sizes[k] = first->sizes[k];
	sizes[d] = 0;
	nhwc = d == 1;
	for (size_t i = 0; i < qxs.len; i++) {
		const uc10_tensor *t = qxs.data[i];
		nhwc = nhwc && t->dim == 4 && t->is_channels_last;
		if (skip_(t))
			continue;
		if ((st = uc10__cat_input(OP, first, t, d, i, &sizes[d])) != UC10_OK)
			return st;
	}
	if ((st = uc10__qempty(OP, &r, (uc10_dtype)first->dtype, sizes, first->dim,
	                       nhwc || (first->dim == 4 && mf == UC10_CHANNELS_LAST) ? UC10_CHANNELS_LAST
	                                                                             : UC10_CONTIGUOUS_FORMAT)) != UC10_OK)
		return st;
	r.q_scale = scale ? *scale : qxs.data[0]->q_scale;
	r.q_zero_point = zero_point ? *zero_point : qxs.data[0]->q_zero_point;
	for (size_t i = 0; i < qxs.len; i++) {
		const uc10_tensor *t = qxs.data[i];
		uc10__qlut l;
		if (skip_(t))
			continue;
		uc10__qlut_build(&l, t, r.q_scale, r.q_zero_point, identity_);
		if (nhwc) {
			const int64_t px = r.sizes[0] * r.sizes[2] * r.sizes[3], ct = t->sizes[1];
			const uint8_t *q = uc10_tensor_ptr(t);
			uint8_t *o = (uint8_t *)uc10_tensor_ptr(&r) + at;
			for (int64_t p = 0; p < px; p++, q += ct, o += r.sizes[1]) {
				if (t->q_scale == r.q_scale && t->q_zero_point == r.q_zero_point)
					memcpy(o, q, (size_t)ct);   /* PyTorch's fast path: the same parameters */
				else
					pixel_(o, q, ct, &l);
			}
		} else {
			/* dequantize, float cat, quantize_per_tensor: element by element the scalar way */
			const uc10_tensor *ops[2];
			uc10__iter it;
			v = r;   /* t's slice of the result */
			v.sizes[d] = t->sizes[d];
			v.storage_offset = r.storage_offset + at * r.strides[d];
			ops[0] = &v;
			ops[1] = t;
			uc10__iter_init(&it, v.sizes, v.dim, 2, ops);
			for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it))
				for (int64_t j = 0; j < it.shape[0]; j++)
					*(uint8_t *)(it.ptr[0] + j * it.stride[0][0]) = l.t[1][*(const uint8_t *)(it.ptr[1] + j * it.stride[1][0])];
		}
		at += t->sizes[d];
	}
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_cat_qcpu(uc10_ks ks, uc10_tensor *ret, uc10_tensor_list tensors, uc10_int dim)
{
	(void)ks;
	return qcat_("aten::cat", ret, tensors, dim, NULL, NULL);
}

uc10_status uc10_quantized_cat_qcpu(uc10_ks ks, uc10_tensor *ret, uc10_tensor_list qx, uc10_int dim,
                                    uc10_opt_float scale, uc10_opt_int zero_point)
{
	(void)ks;
	if (scale.has && !(scale.v > 0))
		return uc10_fail(UC10_E_ARG, "quantized::cat: scale must be positive", "", "");
	return qcat_("quantized::cat", ret, qx, dim, scale.has ? &scale.v : NULL, zero_point.has ? &zero_point.v : NULL);
}
