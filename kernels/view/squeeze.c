/* squeeze.dim (CompositeExplicitAutograd): dim removed if its size is 1, else the same view. */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_squeeze_dim_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int dim)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	uc10_status st;
	int d, n;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::squeeze.dim", ret ? "self" : "result");
	if ((st = uc10__wrap_dim("aten::squeeze.dim", dim, self->dim, &d)) != UC10_OK)
		return st;
	n = uc10__view_geometry(self, d < self->dim && self->sizes[d] == 1 ? d : -1, sizes, strides);
	uc10__make_view(ret, self, sizes, strides, n, self->storage_offset);
	return UC10_OK;
}
