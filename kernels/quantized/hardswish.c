/*
 * quantized::hardswish (QuantizedCPU; what nn.Hardswish becomes in a
 * converted model, MobileNetV3's activation): dequantize, x * min(max(x +
 * 3, 0), 6) / 6 in float, quantize into (output_scale, output_zero_point),
 * as qhardswish_kernel of PyTorch 1.13 (the default onednn engine; qnnpack
 * takes another path): through the two tables of Note [Quantized tables],
 * integer for integer.  The result has self's dtype and suggested memory
 * format; qint8 or quint8 per tensor (PyTorch also takes qint32).
 */
#include "pointwise/pointwise.h"
#include "quantized/quantized.h"
#include "uc10_ops.h"

static float hardswish_(float x)
{
	return x * uc10__clip06f(x + 3.0f) / 6.0f;
}

uc10_status uc10_quantized_hardswish_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, uc10_float output_scale,
                                          uc10_int output_zero_point)
{
	static const char OP[] = "quantized::hardswish";
	uc10__qlut l;
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if ((st = uc10__qcheck_self(OP, ret, input)) != UC10_OK || (st = uc10__qcheck_per_tensor(OP, input)) != UC10_OK)
		return st;
	if (input->dtype != UC10_QINT8 && input->dtype != UC10_QUINT8)
		return uc10__fail4(UC10_E_DTYPE, OP, ": not implemented for '", uc10__dtype_name(input->dtype),
		                   "' in uc10 (qint8 and quint8 are)");
	if (!(output_scale > 0))
		return uc10_fail(UC10_E_ARG, OP, ": output_scale must be positive", "");
	if ((st = uc10__qempty(OP, &r, (uc10_dtype)input->dtype, input->sizes, input->dim,
	                       uc10_tensor_suggest_memory_format(input))) != UC10_OK)
		return st;
	r.q_scale = output_scale;
	r.q_zero_point = output_zero_point;
	uc10__qlut_build(&l, input, output_scale, output_zero_point, hardswish_);
	uc10__qlut_apply(&r, input, &l);
	*ret = r;
	return UC10_OK;
}
