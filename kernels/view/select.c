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
	int d, n = 0;

	(void)ks;
	if (!ret || (st = uc10__check_defined(self)) != UC10_OK)
		return UC10_E_NULL;
	if (self->dim == 0)
		return UC10_E_ARG;   /* "select() cannot be applied to a 0-dim tensor." */
	if ((st = uc10_wrap_dim(dim, self->dim, &d)) != UC10_OK)
		return st;
	size = self->sizes[d];
	if (index < -size || index >= size)
		return UC10_E_ARG;   /* "select(): index 3 out of range for tensor of size [3] at dimension 0" */
	if (index < 0)
		index += size;
	for (int i = 0; i < self->dim; i++) {
		if (i == d)
			continue;
		sizes[n] = self->sizes[i];
		strides[n] = self->strides[i];
		n++;
	}
	uc10__make_view(ret, self, sizes, strides, n, self->storage_offset + index * self->strides[d]);
	return UC10_OK;
}
