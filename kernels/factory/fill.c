/*
 * fill_.Scalar: every element of self becomes value, converted with
 * Scalar::to<T>() (checked: 300 into int8 is UC10_E_ARG).  Overlapping
 * elements are fine (fill is idempotent).  A quantized self stores
 * quantize(value) with its own scale and zero point, per channel if it is
 * per-channel (fill_quantized_).
 */
#include "factory/factory.h"
#include "quantized/quantized.h"
#include "uc10_ops.h"

uc10_status uc10_fill__scalar_cpu(uc10_ks ks, uc10_tensor *self, uc10_scalar value)
{
	unsigned char buf[8];
	uc10_status st;

	(void)ks;
	if (!uc10__defined(self))
		return uc10__fail_null("aten::fill_", "self");
	if (uc10_dtype_is_quantized((uc10_dtype)self->dtype))
		return uc10__fail_dtype("aten::fill_", self->dtype);
	if ((st = uc10__scalar_to("aten::fill_", buf, (uc10_dtype)self->dtype, value)) != UC10_OK)
		return st;
	uc10__fill_raw(self, buf);
	return UC10_OK;
}

uc10_status uc10_fill__scalar_qcpu(uc10_ks ks, uc10_tensor *self, uc10_scalar value)
{
	uc10_status st;
	float f;
	int32_t q;

	(void)ks;
	if (!uc10__defined(self))
		return uc10__fail_null("aten::fill_", "self");
	if (self->dtype != UC10_QINT8 && self->dtype != UC10_QUINT8)
		return uc10__fail_dtype("aten::fill_ (QuantizedCPU)", self->dtype);
	if ((st = uc10__scalar_to("aten::fill_", &f, UC10_FLOAT32, value)) != UC10_OK)
		return st;
	/* a per-channel self: each channel with its own scale and zero point */
	for (int64_t c = 0; c < uc10__qchannels(self); c++) {
		uc10_tensor v;
		uc10__qchannel(&v, self, c);
		q = uc10__quantize_val(f, v.q_scale, v.q_zero_point, (uc10_dtype)self->dtype);
		int8_t i8 = (int8_t)q;
		uint8_t u8 = (uint8_t)q;
		uc10__fill_raw(&v, self->dtype == UC10_QINT8 ? (void *)&i8 : (void *)&u8);
	}
	return UC10_OK;
}
