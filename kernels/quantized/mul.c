/*
 * quantized::mul (QuantizedCPU; a converted model's FloatFunctional.mul,
 * FX graph mode's `x * y`, the squeeze-excite scaling): qc = clamp(zp +
 * nearbyint((float)((qa - za) * (qb - zb)) * m)), m = sa * sb * (1 / sc)
 * in float (each scale as float), as qmul_kernel of PyTorch 1.13: its
 * vectorized and scalar loops compute the same (an exact int32 product,
 * one float multiply, rounding half to even), so uc10 has one loop.  qa and
 * qb broadcast together; qc in qa's suggested memory format.  quint8,
 * per tensor, both operands of one dtype.  PyTorch sends qint8 with a zero
 * point below 127 to XNNPACK, whose fixed-point rounding uc10 does not
 * reproduce: qint8 is refused.
 */
#include <math.h>
#include "quantized/quantized.h"
#include "uc10_ops.h"

uc10_status uc10_quantized_mul_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qa, const uc10_tensor *qb,
                                    uc10_float scale, uc10_int zero_point)
{
	static const char OP[] = "quantized::mul";
	const uc10_tensor *ops[3];
	int64_t shape[UC10_MAX_DIMS];
	uc10_tensor r;
	uc10__iter it;
	uc10_status st;
	float m;
	int32_t za, zb, zc;
	int dim;

	(void)ks;
	if (!ret || (st = uc10__check_defined(qa)) != UC10_OK || (st = uc10__check_defined(qb)) != UC10_OK)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result or undefined operand", "");
	if (qa->dtype != qb->dtype)
		return uc10_fail(UC10_E_DTYPE, OP, ": Mul operands should have same data type.", "");
	if (qa->dtype != UC10_QUINT8)
		return uc10__fail4(UC10_E_DTYPE, OP, ": not implemented for '", uc10__dtype_name(qa->dtype),
		                   "' in uc10 (quint8 is; PyTorch computes qint8 with XNNPACK)");
	if (qa->qscheme != UC10_PER_TENSOR_AFFINE || qb->qscheme != UC10_PER_TENSOR_AFFINE)
		return uc10_fail(UC10_E_ARG, OP, ": Only per tensor quantization is supported in Mul.", "");
	if ((st = uc10__broadcast(OP, qa->sizes, qa->dim, qb->sizes, qb->dim, shape, &dim)) != UC10_OK)
		return st;
	if (zero_point < 0 || zero_point > 255 || !(scale > 0))
		return uc10_fail(UC10_E_ARG, OP, ": scale must be positive and zero_point in [0, 255] (uc10)", "");
	if ((st = uc10__qempty(OP, &r, (uc10_dtype)qa->dtype, shape, dim, uc10_tensor_suggest_memory_format(qa))) != UC10_OK)
		return st;
	r.q_scale = scale;
	r.q_zero_point = zero_point;
	m = (float)qa->q_scale * (float)qb->q_scale * (1.0f / (float)scale);
	za = (int32_t)qa->q_zero_point;
	zb = (int32_t)qb->q_zero_point;
	zc = (int32_t)zero_point;
	for (bool more = uc10__qbinary_begin(&it, ops, &r, qa, qb); more; more = uc10__iter_next(&it)) {
		const int64_t n = it.shape[0], so = it.stride[0][0], s1 = it.stride[1][0], s2 = it.stride[2][0];
		uint8_t *o = (uint8_t *)it.ptr[0];
		const uint8_t *a = (const uint8_t *)it.ptr[1], *b = (const uint8_t *)it.ptr[2];
		for (int64_t i = 0; i < n; i++, o += so, a += s1, b += s2) {
			/* |product| < 2^16: exact in float; the rounding is nearbyint's (lrintf's) */
			const int32_t q = zc + uc10_cvt_f2i32(nearbyintf((float)((*a - za) * (*b - zb)) * m));
			*o = (uint8_t)(q < 0 ? 0 : q > 255 ? 255 : q);
		}
	}
	*ret = r;
	return UC10_OK;
}
