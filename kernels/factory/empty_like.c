/*
 * empty_like (CompositeExplicitAutograd): self's sizes; dtype defaults to
 * self's; memory_format defaults to preserve (self's strides if dense and
 * non-overlapping, else its dims in stride order).  A quantized self gives
 * a quantized result with its scale and zero point (suggested memory
 * format for preserve), as the quantized branch of empty_like does.
 */
#include "factory/factory.h"
#include "uc10_ops.h"

uc10_status uc10_empty_like_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_opt_dtype dtype,
                                uc10_opt_layout layout, uc10_opt_device device, uc10_opt_bool pin_memory,
                                uc10_opt_memory_format memory_format)
{
	uc10_memory_format mf = memory_format.has ? memory_format.v : UC10_PRESERVE_FORMAT;
	uc10_dtype dt;
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::empty_like", ret ? "self" : "result");
	if ((st = uc10__factory_options(dtype, layout, device, pin_memory, (uc10_dtype)self->dtype, &dt)) != UC10_OK)
		return st;
	if (uc10_dtype_is_quantized(dt) != uc10_dtype_is_quantized((uc10_dtype)self->dtype))
		return uc10__fail4(UC10_E_DTYPE, "aten::empty_like: dtype ", uc10__dtype_name(dt),
		                   ": a quantized tensor is like a quantized one only", "");
	if ((st = uc10__check_memory_format("aten::empty_like", mf, self->dim, true)) != UC10_OK)
		return st;
	return uc10__alloc_st("aten::empty_like", uc10_tensor_empty_like(ret, self, dt, mf));
}
