/*
 * relu, relu_ (QuantizedCPU): max(q, zero_point) on the integers, scale
 * and zero point kept (per-tensor only, as PyTorch); relu's result has self's suggested memory format.
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

static void qrelu_(const uc10_tensor *out, const uc10_tensor *self)
{
	const uc10_tensor *ops[2] = { out, self };
	const int64_t zp = self->q_zero_point;
	uc10__iter it;

	uc10__iter_init(&it, out->sizes, out->dim, 2, ops);
	for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it))
		for (int64_t i = 0; i < it.shape[0]; i++) {
			const char *p = it.ptr[1] + i * it.stride[1][0];
			char *o = it.ptr[0] + i * it.stride[0][0];
			if (self->dtype == UC10_QINT8)
				*(int8_t *)o = *(const int8_t *)p < zp ? (int8_t)zp : *(const int8_t *)p;
			else if (self->dtype == UC10_QUINT8)
				*(uint8_t *)o = *(const uint8_t *)p < zp ? (uint8_t)zp : *(const uint8_t *)p;
			else
				*(int32_t *)o = *(const int32_t *)p < zp ? (int32_t)zp : *(const int32_t *)p;
		}
}

uc10_status uc10_relu_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if (!ret || (st = uc10__check_defined(self)) != UC10_OK)
		return uc10_fail(UC10_E_NULL, "aten::relu", ": NULL result or undefined self", "");
	if (!uc10_dtype_is_quantized((uc10_dtype)self->dtype))
		return uc10_fail(UC10_E_DTYPE, "aten::relu", " (QuantizedCPU): self is not a quantized tensor", "");
	if ((st = uc10__qcheck_per_tensor("aten::relu", self)) != UC10_OK)
		return st;
	if ((st = uc10__qempty("aten::relu", &r, (uc10_dtype)self->dtype, self->sizes, self->dim,
	                       uc10_tensor_suggest_memory_format(self))) != UC10_OK)
		return st;
	r.q_scale = self->q_scale;
	r.q_zero_point = self->q_zero_point;
	qrelu_(&r, self);
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_relu__qcpu(uc10_ks ks, uc10_tensor *self)
{
	uc10_status st;

	(void)ks;
	if ((st = uc10__check_defined(self)) != UC10_OK)
		return uc10_fail(st, "aten::relu_", ": undefined self", "");
	if (!uc10_dtype_is_quantized((uc10_dtype)self->dtype))
		return uc10_fail(UC10_E_DTYPE, "aten::relu_", " (QuantizedCPU): self is not a quantized tensor", "");
	if ((st = uc10__qcheck_per_tensor("aten::relu_", self)) != UC10_OK)
		return st;
	qrelu_(self, self);
	return UC10_OK;
}
