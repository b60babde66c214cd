/* Shape inference and stride computation for views (TensorUtils.cpp, InferSize.h). */
#include "view/view.h"

/* infer_size's message (without the numbers) */
static const char shape_bad_[] = "view/reshape: shape is invalid for input of size self.numel()";

uc10_status uc10__infer_size(uc10_int_list proposed, int64_t numel, int64_t *shape, int *dim)
{
	int64_t prod = 1;
	int infer = -1;

	if (proposed.len > 0 && !proposed.data)
		return uc10_fail(UC10_E_NULL, "view/reshape: shape has no data", "", "");
	if (proposed.len > UC10_MAX_DIMS)
		return uc10_fail(UC10_E_ARG, "view/reshape: too many dims for uc10 (UC10_MAX_DIMS)", "", "");
	for (size_t i = 0; i < proposed.len; i++) {
		int64_t s = proposed.data[i];
		if (s == -1) {
			if (infer >= 0)
				return uc10_fail(UC10_E_ARG, "view/reshape: only one dimension can be inferred", "", "");
			infer = (int)i;
		} else if (s < 0) {
			return uc10_fail(UC10_E_ARG, "view/reshape: invalid shape dimension (negative)", "", "");
		} else if (uc10_mul_overflow(prod, s, &prod)) {
			return uc10_fail(UC10_E_OVERFLOW, "view/reshape: the shape's number of elements overflows int64", "", "");
		}
		shape[i] = s;
	}
	if (infer >= 0) {
		if (prod == 0 || numel % prod != 0)
			return uc10_fail(UC10_E_SHAPE, shape_bad_, "", "");
		shape[infer] = numel / prod;
	} else if (prod != numel) {
		return uc10_fail(UC10_E_SHAPE, shape_bad_, "", "");
	}
	*dim = (int)proposed.len;
	return UC10_OK;
}

bool uc10__compute_stride(const int64_t *sizes, const int64_t *strides, int dim,
                          const int64_t *shape, int ndim, int64_t *out)
{
	int64_t numel = 1, chunk_base, tensor_numel = 1, view_numel = 1;
	int view_d, d;
	bool same = dim == ndim;

	if (dim == 0) {
		for (d = 0; d < ndim; d++)
			out[d] = 1;
		return true;
	}
	for (d = 0; d < dim; d++) {
		numel *= sizes[d];
		if (same && sizes[d] != shape[d])
			same = false;
	}
	if (numel == 0 && same) {
		for (d = 0; d < dim; d++)
			out[d] = strides[d];
		return true;
	}
	if (numel == 0) {
		for (d = ndim - 1; d >= 0; d--)
			out[d] = d == ndim - 1 ? 1 : (shape[d + 1] > 1 ? shape[d + 1] : 1) * out[d + 1];
		return true;
	}
	view_d = ndim - 1;
	chunk_base = strides[dim - 1];
	for (d = dim - 1; d >= 0; d--) {
		tensor_numel *= sizes[d];
		if (d == 0 || (sizes[d - 1] != 1 && strides[d - 1] != tensor_numel * chunk_base)) {
			while (view_d >= 0 && (view_numel < tensor_numel || shape[view_d] == 1)) {
				out[view_d] = view_numel * chunk_base;
				view_numel *= shape[view_d];
				view_d--;
			}
			if (view_numel != tensor_numel)
				return false;
			if (d > 0) {
				chunk_base = strides[d - 1];
				tensor_numel = 1;
				view_numel = 1;
			}
		}
	}
	return view_d == -1;
}

int uc10__view_geometry(const uc10_tensor *self, int drop, int64_t *sizes, int64_t *strides)
{
	int n = 0;

	for (int i = 0; i < self->dim; i++) {
		if (i == drop)
			continue;
		sizes[n] = self->sizes[i];
		strides[n] = self->strides[i];
		n++;
	}
	return n;
}

void uc10__make_view(uc10_tensor *ret, const uc10_tensor *self, const int64_t *sizes,
                     const int64_t *strides, int dim, int64_t offset)
{
	uc10_tensor t = *self;

	for (int i = 0; i < UC10_MAX_DIMS; i++) {
		t.sizes[i] = i < dim ? sizes[i] : 0;
		t.strides[i] = i < dim ? strides[i] : 0;
	}
	t.dim = (uint8_t)dim;
	t.storage_offset = offset;
	uc10_tensor_refresh(&t);
	*ret = t;
}

uc10_status uc10__view(uc10_tensor *ret, const uc10_tensor *self, uc10_int_list size)
{
	int64_t shape[UC10_MAX_DIMS], strides[UC10_MAX_DIMS];
	uc10_status st;
	int dim;

	if (!ret || !uc10__defined(self))
		return uc10__fail_null("aten::view", ret ? "self" : "result");
	if ((st = uc10__infer_size(size, uc10_tensor_numel(self), shape, &dim)) != UC10_OK)
		return st;
	if (!uc10__compute_stride(self->sizes, self->strides, self->dim, shape, dim, strides))
		return uc10_fail(UC10_E_SHAPE, "aten::view: view size is not compatible with input tensor's size and stride. ",
		                 "Use .reshape(...) instead.", "");
	uc10__make_view(ret, self, shape, strides, dim, self->storage_offset);
	return UC10_OK;
}
