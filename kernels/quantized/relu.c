/*
 * relu, relu_ (QuantizedCPU): max(q, zero_point) on the integers, scale
 * and zero point kept (per-tensor only, as PyTorch); relu's result has self's suggested memory format.
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

void uc10__qclamp(const uc10_tensor *out, const uc10_tensor *self, int32_t lo, int32_t hi)
{
	const uc10_tensor *ops[2] = { out, self };
	uc10__iter it;

	uc10__iter_init(&it, out->sizes, out->dim, 2, ops);
	for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it))
		for (int64_t i = 0; i < it.shape[0]; i++) {
			int32_t q = uc10__qload(it.ptr[1] + i * it.stride[1][0], self->dtype);
			uc10__qstore(it.ptr[0] + i * it.stride[0][0], self->dtype, q < lo ? lo : q > hi ? hi : q);
		}
}

static void qrelu_(const uc10_tensor *out, const uc10_tensor *self)
{
	int32_t qmin, qmax;

	uc10__qrange((uc10_dtype)self->dtype, &qmin, &qmax);
	uc10__qclamp(out, self, (int32_t)self->q_zero_point, qmax);
}

uc10_status uc10_relu_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if ((st = uc10__qcheck_self("aten::relu", ret, self)) != UC10_OK ||
	    (st = uc10__qcheck_per_tensor("aten::relu", self)) != UC10_OK)
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
