/* transpose.int (CompositeExplicitAutograd): dims dim0 and dim1 swapped. */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_transpose_int_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                   uc10_int dim0, uc10_int dim1)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS], t;
	uc10_status st;
	int a, b;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::transpose", ret ? "self" : "result");
	if ((st = uc10__wrap_dim("aten::transpose", dim0, self->dim, &a)) != UC10_OK || (st = uc10__wrap_dim("aten::transpose", dim1, self->dim, &b)) != UC10_OK)
		return st;
	uc10__view_geometry(self, -1, sizes, strides);
	if (self->dim > 0) {
		t = sizes[a]; sizes[a] = sizes[b]; sizes[b] = t;
		t = strides[a]; strides[a] = strides[b]; strides[b] = t;
	}
	uc10__make_view(ret, self, sizes, strides, self->dim, self->storage_offset);
	return UC10_OK;
}
