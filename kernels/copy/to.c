/*
 * to.dtype (CompositeImplicitAutograd), as at::native::to: self itself
 * (an alias, nothing allocated) when it already has the dtype, no copy is
 * asked and the memory format is preserve or self's suggested one (a
 * transposed 3-d tensor asked for contiguous_format is self); else _to_copy: a new tensor as
 * empty_like(self, dtype, memory_format) lays it out (preserve: self's
 * strides when dense) with self's values converted (c10::convert).  What
 * a dynamically quantized linear layer calls on its float result.  Plain
 * dtypes only: a quantized tensor's conversion is quantize/dequantize.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

static const char OP[] = "aten::to";

uc10_status uc10_to_dtype_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_dtype dtype,
                              uc10_bool non_blocking, uc10_bool copy, uc10_opt_memory_format memory_format)
{
	const uc10_memory_format mf = memory_format.has ? memory_format.v : UC10_PRESERVE_FORMAT;
	uc10_tensor t;
	uc10_status st;

	(void)ks;
	(void)non_blocking;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null(OP, ret ? "self" : "result");
	if (!uc10__is_arith_dtype((uc10_dtype)self->dtype))
		return uc10__fail_dtype(OP, self->dtype);
	if (!uc10__is_arith_dtype(dtype))
		return uc10__fail_dtype(OP, dtype);
	if ((st = uc10__check_memory_format(OP, mf, self->dim, true)) != UC10_OK)
		return st;
	if (!copy && dtype == self->dtype && (mf == UC10_PRESERVE_FORMAT || uc10_tensor_suggest_memory_format(self) == mf)) {
		*ret = *self;
		return UC10_OK;
	}
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty_like(&t, self, dtype, mf))) != UC10_OK)
		return st;
	uc10__copy_convert(&t, self);
	*ret = t;
	return UC10_OK;
}
