/* Per-channel tensors as per-tensor slices: see kernels/quantized/quantized.h. */
#include "quantized/quantized.h"
#include "uc10_ops.h"

int64_t uc10__qchannels(const uc10_tensor *t)
{
	return t->qscheme == UC10_PER_CHANNEL_AFFINE ? t->sizes[t->q_axis] : 1;
}

void uc10__narrow1(uc10_tensor *v, const uc10_tensor *t, int dim, int64_t c)
{
	*v = *t;
	v->sizes[dim] = 1;
	v->storage_offset += c * t->strides[dim];
	uc10_tensor_refresh(v);
}

void uc10__qchannel(uc10_tensor *v, const uc10_tensor *t, int64_t c)
{
	if (t->qscheme != UC10_PER_CHANNEL_AFFINE) {
		*v = *t;
		return;
	}
	uc10__narrow1(v, t, t->q_axis, c);
	v->qscheme = UC10_PER_TENSOR_AFFINE;
	v->q_scale = t->q_scales[c];
	v->q_zero_point = t->q_zero_points[c];
	v->q_scales = NULL;
	v->q_zero_points = NULL;
	v->q_axis = 0;
}

uc10_status uc10__qcheck_per_tensor(const char *op, const uc10_tensor *t)
{
	if (t->qscheme == UC10_PER_TENSOR_AFFINE)
		return UC10_OK;
	return uc10_fail(UC10_E_ARG, op, ": Expected quantizer->qscheme() == kPerTensorAffine to be true, "
	                 "but got false.", "");
}

uc10_status uc10__qcheck_self(const char *op, const void *ret, const uc10_tensor *self)
{
	if (!ret || !uc10__defined(self))
		return uc10_fail(UC10_E_NULL, op, ": NULL result or undefined self", "");
	if (!uc10_dtype_is_quantized((uc10_dtype)self->dtype))
		return uc10_fail(UC10_E_DTYPE, op, " (QuantizedCPU): self is not a quantized tensor", "");
	return UC10_OK;
}

uc10_status uc10__qcheck_quantized_per_tensor(const char *op, const uc10_tensor *t)
{
	if (!uc10_dtype_is_quantized((uc10_dtype)t->dtype))
		return uc10__fail_dtype(op, t->dtype);
	return uc10__qcheck_per_tensor(op, t);
}
