/* permute (CompositeExplicitAutograd): dims reordered; dims must be a permutation. */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_permute_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list dims)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	bool seen[UC10_MAX_DIMS] = { false };
	uc10_status st;

	(void)ks;
	if (!ret || (st = uc10__check_defined(self)) != UC10_OK)
		return UC10_E_NULL;
	if (dims.len > 0 && !dims.data)
		return UC10_E_NULL;
	if (dims.len != self->dim)
		return UC10_E_ARG;   /* "number of dims don't match in permute" */
	for (int i = 0; i < self->dim; i++) {
		int d;
		if ((st = uc10_wrap_dim(dims.data[i], self->dim, &d)) != UC10_OK)
			return st;
		if (seen[d])
			return UC10_E_ARG;   /* "repeated dim in permute" */
		seen[d] = true;
		sizes[i] = self->sizes[d];
		strides[i] = self->strides[d];
	}
	uc10__make_view(ret, self, sizes, strides, self->dim, self->storage_offset);
	return UC10_OK;
}
