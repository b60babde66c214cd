/*
 * A quantized tensor's parameters as operators (QuantizedCPU): qscheme,
 * q_scale and q_zero_point (per_tensor_affine only, as PyTorch), and
 * q_per_channel_axis (per_channel_affine only).  q_per_channel_scales /
 * zero_points are not here: their scales tensor would be float64, which
 * uc10 does not store; C code reads t->q_scales directly.
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

uc10_status uc10_qscheme_qcpu(uc10_ks ks, uc10_qscheme *ret, const uc10_tensor *self)
{
	uc10_status st;

	(void)ks;
	if ((st = uc10__qcheck_self("aten::qscheme", ret, self)) != UC10_OK)
		return st;
	*ret = (uc10_qscheme)self->qscheme;
	return UC10_OK;
}

uc10_status uc10_q_scale_qcpu(uc10_ks ks, uc10_float *ret, const uc10_tensor *self)
{
	uc10_status st;

	(void)ks;
	if ((st = uc10__qcheck_self("aten::q_scale", ret, self)) != UC10_OK ||
	    (st = uc10__qcheck_per_tensor("aten::q_scale", self)) != UC10_OK)
		return st;
	*ret = self->q_scale;
	return UC10_OK;
}

uc10_status uc10_q_zero_point_qcpu(uc10_ks ks, uc10_int *ret, const uc10_tensor *self)
{
	uc10_status st;

	(void)ks;
	if ((st = uc10__qcheck_self("aten::q_zero_point", ret, self)) != UC10_OK ||
	    (st = uc10__qcheck_per_tensor("aten::q_zero_point", self)) != UC10_OK)
		return st;
	*ret = self->q_zero_point;
	return UC10_OK;
}

uc10_status uc10_q_per_channel_axis_qcpu(uc10_ks ks, uc10_int *ret, const uc10_tensor *self)
{
	uc10_status st;

	(void)ks;
	if ((st = uc10__qcheck_self("aten::q_per_channel_axis", ret, self)) != UC10_OK)
		return st;
	if (self->qscheme != UC10_PER_CHANNEL_AFFINE)
		return uc10_fail(UC10_E_ARG, "aten::q_per_channel_axis", ": Expected quantizer->qscheme() == "
		                 "kPerChannelAffine || quantizer->qscheme() == kPerChannelAffineFloatQParams to be true, "
		                 "but got false.", "");
	*ret = self->q_axis;
	return UC10_OK;
}
