/*
 * slice.Tensor (CompositeExplicitAutograd), as at::native::slice: start
 * and end default to 0 and INT64_MAX, negative ones count from the end,
 * both are clamped into [0, size]; step must be positive.  Quantized
 * tensors keep their scale and zero point (per-tensor).
 */
#include "view/view.h"
#include "uc10_ops.h"

uc10_status uc10_slice_tensor_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int dim,
                                  uc10_opt_int start, uc10_opt_int end, uc10_int step)
{
	int64_t sizes[UC10_MAX_DIMS], strides[UC10_MAX_DIMS], s, e, size;
	uc10_status st;
	int d;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::slice", ret ? "self" : "result");
	if (self->dim == 0)
		return uc10_fail(UC10_E_ARG, "aten::slice: slice() cannot be applied to a 0-dim tensor.", "", "");
	if ((st = uc10__wrap_dim("aten::slice", dim, self->dim, &d)) != UC10_OK)
		return st;
	if (step <= 0)
		return uc10_fail(UC10_E_ARG, "aten::slice: slice step must be positive", "", "");
	size = self->sizes[d];
	s = start.has ? start.v : 0;
	e = end.has ? end.v : INT64_MAX;
	if (s == INT64_MAX)
		s = 0;
	if (s < 0)
		s += size;
	if (e < 0)
		e += size;
	if (s < 0)
		s = 0;
	else if (s >= size)
		s = size;
	if (e < s)
		e = s;
	else if (e >= size)
		e = size;
	uc10__view_geometry(self, -1, sizes, strides);
	sizes[d] = (e - s + step - 1) / step;
	strides[d] *= step;
	uc10__make_view(ret, self, sizes, strides, self->dim, self->storage_offset + s * self->strides[d]);
	return UC10_OK;
}
