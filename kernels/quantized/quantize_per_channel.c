/*
 * quantize_per_channel (CPU): float32 self to qint8 / quint8 / qint32,
 * per_channel_affine along dim axis: element of channel c quantized with
 * scales[c] and zero_points[c] as quantize_per_tensor does (quantized.h).
 * As make_per_channel_affine_quantizer, the scales (float32: uc10 stores
 * no float64) become doubles and the zero points (any integer dtype)
 * int64s; both live in the arena after the result's integers, and the
 * result points at them (Note [Quantized tensors] in uc10/tensor.h).  The
 * result has self's suggested memory format.  Float zero points
 * (per_channel_affine_float_qparams) are not supported.
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

#define OP "aten::quantize_per_channel"

static uc10_status check_(const uc10_tensor *self, const uc10_tensor *scales, const uc10_tensor *zero_points,
                          int64_t axis, uc10_dtype dtype)
{
	if (self->dtype != UC10_FLOAT32)
		return uc10__fail4(UC10_E_DTYPE, OP, ": quantize_tensor_per_channel_affine expects a Float Tensor, got ",
		                   uc10__dtype_name(self->dtype), "");
	if (scales->dim != 1)
		return uc10_fail(UC10_E_SHAPE, OP, ": scale tensor must have dimension 1", "");
	if (zero_points->dim != 1)
		return uc10_fail(UC10_E_SHAPE, OP, ": zero_points tensor must have dimension 1", "");
	if (scales->sizes[0] != zero_points->sizes[0])
		return uc10_fail(UC10_E_SHAPE, OP, ": number of elements in scales and zero_points must match", "");
	if (scales->dtype != UC10_FLOAT32)
		return uc10_fail(UC10_E_DTYPE, OP, ": scale tensor must be floating point", "");
	if (zero_points->dtype == UC10_FLOAT32)
		return uc10_fail(UC10_E_DTYPE, OP, ": float zero points (per_channel_affine_float_qparams) are not "
		                 "supported in uc10", "");
	if (!uc10_dtype_is_integral((uc10_dtype)zero_points->dtype, false))
		return uc10__fail_dtype(OP, zero_points->dtype);
	if (dtype != UC10_QINT8 && dtype != UC10_QUINT8 && dtype != UC10_QINT32)
		return uc10__fail4(UC10_E_DTYPE, OP, ": ScalarType ", uc10__dtype_name(dtype),
		                   " is not supported in new_qtensor.");
	if (axis < 0 || axis >= self->dim)
		return uc10_fail(UC10_E_ARG, OP, ": Channel axis out of range in per channel affine quantization", "");
	if (self->sizes[axis] != scales->sizes[0])
		return uc10_fail(UC10_E_SHAPE, OP, ": length of scales must equal to channel", "");
	return UC10_OK;
}

uc10_status uc10_quantize_per_channel_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                          const uc10_tensor *scales, const uc10_tensor *zero_points,
                                          uc10_int axis, uc10_dtype dtype)
{
	const size_t mark = uc10__mark();
	int64_t C, one[1];
	int32_t qmin, qmax;
	double *sc;
	int64_t *zp;
	void *p;
	uc10_tensor r, zt;
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(self) || !uc10__defined(scales) || !uc10__defined(zero_points))
		return uc10_fail(UC10_E_NULL, OP, ": NULL result or an undefined tensor", "");
	if ((st = check_(self, scales, zero_points, axis, dtype)) != UC10_OK)
		return st;
	C = scales->sizes[0];
	one[0] = C;
	if ((st = uc10__qempty(OP, &r, dtype, self->sizes, self->dim, uc10_tensor_suggest_memory_format(self))) != UC10_OK)
		return st;
	if ((st = uc10_arena_alloc(uc10_arena_current(), (size_t)C * 16 + 1, 8, &p)) != UC10_OK) {
		uc10__release(mark);
		return uc10_fail(st, OP, ": out of arena memory for the scales and zero points", "");
	}
	sc = p;
	zp = (int64_t *)(sc + C);
	{
		const float *s = uc10_tensor_ptr(scales);
		for (int64_t c = 0; c < C; c++)
			sc[c] = (double)s[c * scales->strides[0]];
	}
	uc10_tensor_init(&zt, UC10_INT64, one, 1, zp);
	uc10__copy_convert(&zt, zero_points);
	uc10__qrange(dtype, &qmin, &qmax);
	for (int64_t c = 0; c < C; c++)
		if (zp[c] < qmin || zp[c] > qmax) {
			uc10__release(mark);
			return uc10_fail(UC10_E_ARG, OP, zp[c] < qmin ? ": quantize_tensor_per_channel_affine zero_point is "
			                 "below lower bound." : ": quantize_tensor_per_channel_affine zero_point is above "
			                 "upper bound.", "");
		}
	/* the scales PyTorch takes unchecked (0, negative) work as they do in quantize_per_tensor */
	r.qscheme = UC10_PER_CHANNEL_AFFINE;
	r.q_scales = sc;
	r.q_zero_points = zp;
	r.q_axis = (uint8_t)axis;
	uc10__quantize_into(&r, self);
	*ret = r;
	return UC10_OK;
}
