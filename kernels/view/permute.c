/* permute (CompositeExplicitAutograd): dims reordered; dims must be a permutation. */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_permute_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list dims)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	bool seen[UC10_MAX_DIMS] = { false };
	uc10_status st;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::permute", ret ? "self" : "result");
	if (dims.len > 0 && !dims.data)
		return uc10_fail(UC10_E_NULL, "aten::permute: dims has no data", "", "");
	if (dims.len != self->dim)
		return uc10_fail(UC10_E_ARG, "aten::permute: number of dims don't match in permute", "", "");
	for (int i = 0; i < self->dim; i++) {
		int d;
		if ((st = uc10__wrap_dim("aten::permute", dims.data[i], self->dim, &d)) != UC10_OK)
			return st;
		if (seen[d])
			return uc10_fail(UC10_E_ARG, "aten::permute: repeated dim in permute", "", "");
		seen[d] = true;
		sizes[i] = self->sizes[d];
		strides[i] = self->strides[d];
	}
	uc10__make_view(ret, self, sizes, strides, self->dim, self->storage_offset);
	return UC10_OK;
}
