/*
 * contiguous (CompositeImplicitAutograd): self itself (a view of the same
 * storage) if it already is contiguous in that memory format, else
 * clone(memory_format) through the dispatcher, as TensorBase::contiguous
 * and at::native::contiguous do.
 */
#include "common/kernel.h"
#include "uc10_ops.h"

uc10_status uc10_contiguous_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                uc10_memory_format memory_format)
{
	uc10_opt_memory_format mf = { true, memory_format };

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::contiguous", ret ? "self" : "result");
	if (memory_format != UC10_CONTIGUOUS_FORMAT && memory_format != UC10_CHANNELS_LAST &&
	    memory_format != UC10_PRESERVE_FORMAT)
		return uc10_fail(UC10_E_ARG, "aten::contiguous: memory_format must be contiguous_format, channels_last ",
		                 "or preserve_format (channels_last_3d: uc10 has no 5-d tensors)", "");
	if (uc10_tensor_is_contiguous_as(self, memory_format)) {
		*ret = *self;
		return UC10_OK;
	}
	if (memory_format == UC10_PRESERVE_FORMAT)
		return uc10_fail(UC10_E_ARG, "aten::contiguous: preserve memory format is unsupported by the contiguous operator", "", "");
	return uc10_call_aten_clone(ret, self, mf);
}
