/*
 * hardsigmoid (QuantizedCPU; nn.Hardsigmoid in a converted model, the
 * squeeze-excite gate of MobileNetV3): dequantize, min(max(x + 3, 0), 6) /
 * 6 in float, quantize into the fixed output parameters PyTorch 1.13's
 * qhardsigmoid_kernel picks (scale 1 / 256; zero point 0 for quint8, -128
 * for qint8: [0, 1] over the whole range), through the two tables of Note
 * [Quantized tables], integer for integer (the default onednn engine;
 * qnnpack takes another path).  The result has self's dtype and suggested
 * memory format; qint8 or quint8 per tensor (PyTorch also takes qint32).
 */
#include "pointwise/pointwise.h"
#include "quantized/quantized.h"
#include "uc10_ops.h"

static float hardsigmoid_(float x)
{
	return uc10__clip06f(x + 3.0f) / 6.0f;
}

uc10_status uc10_hardsigmoid_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	static const char OP[] = "aten::hardsigmoid";
	const double scale = 0.00390625;   /* 1.0 / 2^8 */
	uc10__qlut l;
	uc10_tensor r;
	uc10_status st;
	int64_t zp;

	(void)ks;
	if ((st = uc10__qcheck_self(OP, ret, self)) != UC10_OK || (st = uc10__qcheck_per_tensor(OP, self)) != UC10_OK)
		return st;
	if (self->dtype != UC10_QINT8 && self->dtype != UC10_QUINT8)
		return uc10__fail4(UC10_E_DTYPE, OP, " (QuantizedCPU): not implemented for '", uc10__dtype_name(self->dtype),
		                   "' in uc10 (qint8 and quint8 are)");
	zp = self->dtype == UC10_QINT8 ? -128 : 0;
	if ((st = uc10__qempty(OP, &r, (uc10_dtype)self->dtype, self->sizes, self->dim,
	                       uc10_tensor_suggest_memory_format(self))) != UC10_OK)
		return st;
	r.q_scale = scale;
	r.q_zero_point = zp;
	uc10__qlut_build(&l, self, scale, zp, hardsigmoid_);
	uc10__qlut_apply(&r, self, &l);
	*ret = r;
	return UC10_OK;
}
