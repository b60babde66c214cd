/*
 * quantize_per_tensor (CPU): float32 self to qint8 / quint8 / qint32 with
 * one scale and zero point (see quantized.h for the rounding).  The zero
 * point must fit the dtype ("zero_point 300 is above upper bound"); the
 * scale is not checked, as in PyTorch 1.13.  The result has self's
 * suggested memory format.
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

#define OP "aten::quantize_per_tensor"

uc10_status uc10_quantize_per_tensor_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_float scale,
                                         uc10_int zero_point, uc10_dtype dtype)
{
	int32_t qmin, qmax;
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if (!ret || (st = uc10__check_defined(self)) != UC10_OK)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result or undefined self", "");
	if (!UC10__KERNEL_TAKES(uc10_quantize_per_tensor_cpu, self->dtype))
		return uc10_fail(UC10_E_DTYPE, OP, ": Quantize only works on Float Tensor", "");
	if (dtype != UC10_QINT8 && dtype != UC10_QUINT8 && dtype != UC10_QINT32)
		return uc10_fail(UC10_E_DTYPE, OP, ": dtype should be qint8, quint8 or qint32", "");
	uc10__qrange(dtype, &qmin, &qmax);
	if (zero_point < qmin || zero_point > qmax)
		return uc10_fail(UC10_E_ARG, OP, zero_point < qmin ? ": zero_point is below lower bound." :
		                 ": zero_point is above upper bound.", "");
	if ((st = uc10__qempty(OP, &r, dtype, self->sizes, self->dim, uc10_tensor_suggest_memory_format(self))) != UC10_OK)
		return st;
	r.q_scale = scale;
	r.q_zero_point = zero_point;
	uc10__quantize_into(&r, self);
	*ret = r;
	return UC10_OK;
}
