/*
 * select.int (CompositeExplicitAutograd): the slice at `index` of dim, that
 * dim removed.  index may be negative (from the end); out of range and 0-d
 * tensors are UC10_E_ARG (PyTorch's IndexError).
 */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_select_int_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int dim,
                                uc10_int index)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS], size;
	uc10_status st;
	int d, n;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::select", ret ? "self" : "result");
	if (self->dim == 0)
		return uc10_fail(UC10_E_ARG, "aten::select: select() cannot be applied to a 0-dim tensor.", "", "");
	if ((st = uc10__wrap_dim("aten::select", dim, self->dim, &d)) != UC10_OK)
		return st;
	size = self->sizes[d];
	if (index < -size || index >= size)
		return uc10_fail(UC10_E_ARG, "aten::select: index out of range for tensor of size self.size(dim) ",
		                 "at dimension dim", "");
	if (index < 0)
		index += size;
	n = uc10__view_geometry(self, d, sizes, strides);
	uc10__make_view(ret, self, sizes, strides, n, self->storage_offset + index * self->strides[d]);
	return UC10_OK;
}
