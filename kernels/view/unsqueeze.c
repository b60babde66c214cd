/*
 * unsqueeze (CompositeExplicitAutograd): a size-1 dim inserted at dim
 * (wrapped over dim() + 1), with stride size[dim] * stride[dim] (1 at the
 * end), as inferUnsqueezeGeometry.
 */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_unsqueeze_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int dim)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	uc10_status st;
	int d, j = 0;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::unsqueeze", ret ? "self" : "result");
	if ((st = uc10__wrap_dim("aten::unsqueeze", dim, self->dim + 1, &d)) != UC10_OK)
		return st;
	if (self->dim + 1 > UC10_MAX_DIMS)
		return uc10_fail(UC10_E_ARG, "aten::unsqueeze: too many dims for uc10 (UC10_MAX_DIMS)", "", "");
	for (int i = 0; i <= self->dim; i++) {
		if (i == d) {
			sizes[i] = 1;
			strides[i] = d >= self->dim ? 1 : self->sizes[d] * self->strides[d];
		} else {
			sizes[i] = self->sizes[j];
			strides[i] = self->strides[j];
			j++;
		}
	}
	uc10__make_view(ret, self, sizes, strides, self->dim + 1, self->storage_offset);
	return UC10_OK;
}
