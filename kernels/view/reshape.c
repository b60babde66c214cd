/*
 * reshape (CompositeImplicitAutograd), as at::native::reshape: a view
 * (_reshape_alias) when computeStride finds one, else
 * _unsafe_view(clone(contiguous_format), shape); both through the
 * dispatcher.
 */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_reshape_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list shape)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	uc10_int_list sz, stl;
	uc10_tensor c;
	size_t m;
	uc10_status st;
	int dim;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::reshape", ret ? "self" : "result");
	if ((st = uc10__infer_size(shape, uc10_tensor_numel(self), sizes, &dim)) != UC10_OK)
		return st;
	sz.data = sizes;
	sz.len = (size_t)dim;
	if (uc10__compute_stride(self->sizes, self->strides, self->dim, sizes, dim, strides)) {
		stl.data = strides;
		stl.len = (size_t)dim;
		return uc10_call_aten__reshape_alias(ret, self, sz, stl);
	}
	m = uc10__mark();
	{
		uc10_opt_memory_format mf = { true, UC10_CONTIGUOUS_FORMAT };
		if ((st = uc10_call_aten_clone(&c, self, mf)) != UC10_OK)
			return st;
	}
	if ((st = uc10_call_aten__unsafe_view(ret, &c, sz)) != UC10_OK)
		uc10__release(m);
	return st;
}
