/*
 * expand (CompositeExplicitAutograd), as at::native::expand with
 * inferExpandGeometry: a view of self with size's sizes, dims aligned at
 * the right; -1 keeps a dim's size, a size-1 dim becomes any size with
 * stride 0, a new leading dim takes the stride of the dims after it
 * (size x stride of the next one, as PyTorch computes it).  `implicit' is
 * ignored, as in PyTorch.  Quantized tensors keep their parameters.
 */
#include "view/view.h"
#include "uc10_ops.h"

static const char OP[] = "aten::expand";

uc10_status uc10_expand_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list size,
                            uc10_bool implicit)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	const int n = (int)size.len;
	char b1[21], b2[21];

	(void)ks;
	(void)implicit;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null(OP, ret ? "self" : "result");
	if (size.len < (size_t)self->dim)
		return uc10__fail5(UC10_E_SHAPE, OP, ": the number of sizes provided (", uc10__dec((int64_t)size.len, b1),
		                   ") must be greater or equal to the number of dimensions in the tensor ",
		                   uc10__dec(self->dim, b2));
	if (size.len > UC10_MAX_DIMS)
		return uc10__fail4(UC10_E_ARG, OP, ": more than ", uc10__dec(UC10_MAX_DIMS, b1), " dims (uc10's limit)");
	for (int i = n - 1; i >= 0; i--) {
		const int d = self->dim - (n - i);
		int64_t sz = d >= 0 ? self->sizes[d] : 1, sd = d >= 0 ? self->strides[d] : (i + 1 < n ? sizes[i + 1] * strides[i + 1] : 1);
		int64_t target = size.data[i];
		if (target == -1) {
			if (d < 0)
				return uc10__fail4(UC10_E_ARG, OP, ": The expanded size of the tensor (-1) isn't allowed in a leading, "
				                   "non-existing dimension ", uc10__dec(i, b1), "");
			target = sz;
		}
		if (target < 0)
			return uc10__fail4(UC10_E_ARG, OP, ": negative size ", uc10__dec(target, b1), "");
		if (sz != target) {
			if (sz != 1)
				return uc10__fail5(UC10_E_SHAPE, OP, ": The expanded size of the tensor must match the existing size (",
				                   uc10__dec(sz, b1), ") at non-singleton dimension ", uc10__dec(i, b2));
			sz = target;
			sd = 0;
		}
		sizes[i] = sz;
		strides[i] = sd;
	}
	uc10__make_view(ret, self, sizes, strides, n, self->storage_offset);
	return UC10_OK;
}
