/*
 * copy_ (CompositeExplicitAutograd): self[...] = src broadcast to self's
 * shape, converted to self's dtype (c10::convert).  Refused: src that does
 * not broadcast (UC10_E_SHAPE), self whose elements overlap, or self and
 * src overlapping partially (UC10_E_ALIAS).  Quantized: quantized -> same
 * quantized dtype copies the integers and takes src's scale and zero point
 * (set_quantizer_); float -> quantized quantizes with self's (per channel
 * too); quantized -> float is refused ("use dequantize").
 */
#include "common/kernel.h"
#include "quantized/quantized.h"
#include "uc10_ops.h"

uc10_status uc10_copy__cea(uc10_ks ks, uc10_tensor *self, const uc10_tensor *src, uc10_bool non_blocking)
{
	bool qs, qd;
	uc10_status st;

	(void)ks;
	(void)non_blocking;
	if (!uc10__defined(self) || !uc10__defined(src))
		return uc10__fail_null("aten::copy_", !uc10__defined(self) ? "self" : "src");
	qd = uc10_dtype_is_quantized((uc10_dtype)self->dtype);
	qs = uc10_dtype_is_quantized((uc10_dtype)src->dtype);
	if (qs && !qd)
		return uc10_fail(UC10_E_DTYPE, "aten::copy_: Copying from quantized Tensor to non-quantized Tensor is not allowed",
		                 "", "");
	if (qd && (qs ? src->dtype != self->dtype : src->dtype != UC10_FLOAT32))
		return uc10__fail4(UC10_E_DTYPE, "aten::copy_: Quantized copy only works with kFloat as source Tensor (or the ",
		                   "same quantized dtype), got ", uc10__dtype_name(src->dtype), "");
	if (qd && self->dtype != UC10_QINT8 && self->dtype != UC10_QUINT8)
		return uc10__fail_dtype("aten::copy_ (quantized self)", self->dtype);
	if (!qd && (!uc10__is_arith_dtype((uc10_dtype)self->dtype) || !uc10__is_arith_dtype((uc10_dtype)src->dtype)))
		return uc10__fail_dtype("aten::copy_", uc10__is_arith_dtype((uc10_dtype)self->dtype) ? src->dtype : self->dtype);
	/* src must expand to self's shape */
	for (int i = 0; i < src->dim; i++) {
		int64_t s = src->sizes[src->dim - 1 - i], d = i < self->dim ? self->sizes[self->dim - 1 - i] : -1;
		if (src->dim > self->dim || (s != d && s != 1))
			return uc10_fail(UC10_E_SHAPE, "aten::copy_: src must be broadcastable to self's shape", "", "");
	}
	if (self == src || uc10__same_tensor(self, src)) {
		if (qd && qs)
			uc10_tensor_copy_qparams(self, src);
		return UC10_OK;
	}
	if ((st = uc10__check_no_internal_overlap(self)) != UC10_OK ||
	    (st = uc10__check_no_partial_overlap(self, src)) != UC10_OK)
		return st;
	if (qd && !qs) {
		uc10__quantize_into(self, src);
	} else if (qd) {
		uc10_tensor d = *self, s = *src;
		d.dtype = s.dtype = (uint8_t)uc10_dtype_underlying((uc10_dtype)self->dtype);
		uc10__copy_convert(&d, &s);
		uc10_tensor_copy_qparams(self, src);
	} else {
		uc10__copy_convert(self, src);
	}
	return UC10_OK;
}
