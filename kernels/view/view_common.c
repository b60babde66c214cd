/* Shape inference and stride computation for views (TensorUtils.cpp, InferSize.h). */
#include "view/view.h"

uc10_status uc10__infer_size(uc10_int_list proposed, int64_t numel, int64_t *shape, int *dim)
{
	int64_t prod = 1;
	int infer = -1;

	if (proposed.len > 0 && !proposed.data)
		return UC10_E_NULL;
	if (proposed.len > UC10_MAX_DIMS)
		return UC10_E_ARG;
	for (size_t i = 0; i < proposed.len; i++) {
		int64_t s = proposed.data[i];
		if (s == -1) {
			if (infer >= 0)
				return UC10_E_ARG;   /* "only one dimension can be inferred" */
			infer = (int)i;
		} else if (s < 0) {
			return UC10_E_ARG;       /* "invalid shape dimension -2" */
		} else if (uc10_mul_overflow(prod, s, &prod)) {
			return UC10_E_OVERFLOW;
		}
		shape[i] = s;
	}
	if (infer >= 0) {
		if (prod == 0 || numel % prod != 0)
			return UC10_E_SHAPE;
		shape[infer] = numel / prod;
	} else if (prod != numel) {
		return UC10_E_SHAPE;
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

	if (!ret || (st = uc10__check_defined(self)) != UC10_OK)
		return UC10_E_NULL;
	if ((st = uc10__infer_size(size, uc10_tensor_numel(self), shape, &dim)) != UC10_OK)
		return st;
	if (!uc10__compute_stride(self->sizes, self->strides, self->dim, shape, dim, strides))
		return UC10_E_SHAPE;   /* "view size is not compatible with input tensor's size and stride" */
	uc10__make_view(ret, self, shape, strides, dim, self->storage_offset);
	return UC10_OK;
}
