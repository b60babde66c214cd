/*
 * hardtanh, hardtanh_ (QuantizedCPU) and quantized::relu6 (what nn.ReLU6
 * becomes in a converted model): the integers clamped to
 * [quantize(min_val), quantize(max_val)] with self's scale and zero point
 * (qclamp; relu6 is hardtanh(0, 6)), which the result keeps, in self's
 * suggested memory format; hardtanh_ clamps self's integers where they are
 * (PyTorch clamps into a new tensor of the same parameters and copies it
 * back: the same integers).  Per tensor only, as PyTorch.
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

/* self's integers clamped to the bounds quantized, into out (self itself, or a new tensor of its parameters) */
static void qclamp_(const uc10_tensor *out, const uc10_tensor *self, float lo, float hi)
{
	uc10__qclamp(out, self, uc10__quantize_val(lo, self->q_scale, self->q_zero_point, (uc10_dtype)self->dtype),
	             uc10__quantize_val(hi, self->q_scale, self->q_zero_point, (uc10_dtype)self->dtype));
}

static uc10_status qhardtanh_(const char *op, uc10_tensor *ret, const uc10_tensor *self, float lo, float hi)
{
	uc10_tensor r;
	uc10_status st;

	if (!ret || !uc10__defined(self))
		return uc10__fail_null(op, ret ? "self" : "result");
	if ((st = uc10__qcheck_quantized_per_tensor(op, self)) != UC10_OK)
		return st;
	if ((st = uc10__qempty(op, &r, (uc10_dtype)self->dtype, self->sizes, self->dim,
	                       uc10_tensor_suggest_memory_format(self))) != UC10_OK)
		return st;
	r.q_scale = self->q_scale;
	r.q_zero_point = self->q_zero_point;
	qclamp_(&r, self, lo, hi);
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_hardtanh_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_scalar min_val,
                               uc10_scalar max_val)
{
	float lo, hi;
	uc10_status st;

	(void)ks;
	if ((st = uc10__scalar_to("aten::hardtanh", &lo, UC10_FLOAT32, min_val)) != UC10_OK ||
	    (st = uc10__scalar_to("aten::hardtanh", &hi, UC10_FLOAT32, max_val)) != UC10_OK)
		return st;
	return qhardtanh_("aten::hardtanh", ret, self, lo, hi);
}

uc10_status uc10_hardtanh__qcpu(uc10_ks ks, uc10_tensor *self, uc10_scalar min_val, uc10_scalar max_val)
{
	float lo, hi;
	uc10_status st;

	(void)ks;
	if (!uc10__defined(self))
		return uc10__fail_null("aten::hardtanh_", "self");
	if ((st = uc10__scalar_to("aten::hardtanh_: min_val", &lo, UC10_FLOAT32, min_val)) != UC10_OK ||
	    (st = uc10__scalar_to("aten::hardtanh_: max_val", &hi, UC10_FLOAT32, max_val)) != UC10_OK ||
	    (st = uc10__qcheck_quantized_per_tensor("aten::hardtanh_", self)) != UC10_OK)
		return st;
	qclamp_(self, self, lo, hi);
	return UC10_OK;
}

uc10_status uc10_quantized_relu6_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qx, uc10_bool inplace)
{
	(void)ks;
	/* the schema's qx is not Tensor(a!), so uc10 will not write it: in place is refused */
	if (inplace)
		return uc10_fail(UC10_E_ARG, "quantized::relu6", ": inplace=True is not supported in uc10 (qx is not a "
		                 "mutable argument in the schema); use inplace=False", "");
	return qhardtanh_("quantized::relu6", ret, qx, 0.0f, 6.0f);
}
