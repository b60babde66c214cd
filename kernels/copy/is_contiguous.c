/*
 * is_contiguous, is_contiguous.memory_format (CompositeExplicitAutograd,
 * every backend): TensorImpl::is_contiguous(memory_format) -- the flags a
 * tensor caches -- as operators, so that a caller by name can ask:
 * channels_last asks for that layout, channels_last_3d is never true (uc10
 * has no 5-d tensors), any other format (preserve too) means contiguous,
 * as is_contiguous_default answers.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_is_contiguous_memory_format_cea(uc10_ks ks, uc10_bool *ret, const uc10_tensor *self,
                                                 uc10_memory_format memory_format)
{
	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::is_contiguous", ret ? "self" : "result");
	if ((unsigned)memory_format > UC10_CHANNELS_LAST_3D)
		return uc10_fail(UC10_E_ARG, "aten::is_contiguous: unknown memory format", "", "");
	*ret = memory_format == UC10_CHANNELS_LAST ? self->is_channels_last
	     : memory_format == UC10_CHANNELS_LAST_3D ? false : self->is_contiguous;
	return UC10_OK;
}

uc10_status uc10_is_contiguous_cea(uc10_ks ks, uc10_bool *ret, const uc10_tensor *self)
{
	return uc10_is_contiguous_memory_format_cea(ks, ret, self, UC10_CONTIGUOUS_FORMAT);
}
