/* Making a tensor struct over given memory, and reading its geometry. */
#include <string.h>
#include "uc10/tensor_util.h"

void uc10_tensor_undefined(uc10_tensor *t)
{
	memset(t, 0, sizeof *t);
	t->key_set = UC10_KS_UNDEFINED_TENSOR;   /* dispatch sees it, as PyTorch's does */
	t->dtype = UC10_DTYPE_UNDEFINED;
	t->q_scale = 1.0;
	t->is_contiguous = 1;
}

/*
 * Check that every byte the geometry can reach is addressable: the largest
 * element offset times the item size must fit in int64 and size_t.
 */
static uc10_status check_extent_(const int64_t *sizes, const int64_t *strides, int dim,
                                 int64_t offset, size_t itemsize)
{
	int64_t hi = offset, span;

	if (offset < 0)
		return UC10_E_ARG;
	for (int i = 0; i < dim; i++) {
		if (sizes[i] < 0 || strides[i] < 0)
			return UC10_E_ARG;
		if (sizes[i] == 0)
			return UC10_OK;
	}
	for (int i = 0; i < dim; i++)
		if (uc10_mul_overflow(sizes[i] - 1, strides[i], &span) || uc10_add_overflow(hi, span, &hi))
			return UC10_E_OVERFLOW;
	if (uc10_add_overflow(hi, 1, &hi) || uc10_mul_overflow(hi, (int64_t)itemsize, &hi) ||
	    (uint64_t)hi > (uint64_t)SIZE_MAX)
		return UC10_E_OVERFLOW;
	return UC10_OK;
}

uc10_status uc10_tensor_init_strided(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes,
                                     const int64_t *strides, int dim, int64_t storage_offset, void *data)
{
	size_t isz = uc10_dtype_itemsize(dt);
	int64_t numel;
	uc10_status st;

	if (!t || (dim > 0 && (!sizes || !strides)))
		return UC10_E_NULL;
	if (dim < 0 || dim > UC10_MAX_DIMS)
		return UC10_E_ARG;
	if (isz == 0)
		return UC10_E_DTYPE;
	if ((st = uc10_shape_numel(sizes, dim, &numel)) != UC10_OK)
		return st;
	if ((st = check_extent_(sizes, strides, dim, storage_offset, isz)) != UC10_OK)
		return st;
	if (!data && numel > 0)
		return UC10_E_NULL;
	memset(t, 0, sizeof *t);
	t->key_set = uc10_dtype_key_set(dt);
	t->data = data;
	for (int i = 0; i < dim; i++) {
		t->sizes[i] = sizes[i];
		t->strides[i] = strides[i];
	}
	t->storage_offset = storage_offset;
	t->q_scale = 1.0;
	t->q_zero_point = 0;
	t->dim = (uint8_t)dim;
	t->dtype = (uint8_t)dt;
	t->defined = 1;
	uc10_tensor_refresh(t);
	return UC10_OK;
}

uc10_status uc10_tensor_init(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim, void *data)
{
	int64_t strides[UC10_MAX_DIMS];
	uc10_status st;

	if (dim < 0 || dim > UC10_MAX_DIMS)
		return UC10_E_ARG;
	if (dim > 0 && !sizes)
		return UC10_E_NULL;
	for (int i = 0; i < dim; i++)
		if (sizes[i] < 0)
			return UC10_E_ARG;
	if ((st = uc10_contiguous_strides(sizes, dim, strides)) != UC10_OK)
		return st;
	return uc10_tensor_init_strided(t, dt, sizes, strides, dim, 0, data);
}

void *uc10_tensor_ptr(const uc10_tensor *t)
{
	/* No storage (an undefined or empty tensor): NULL, not NULL + offset,
	 * which is undefined behaviour even for an offset of 0. */
	if (!t->data)
		return NULL;
	return (char *)t->data + t->storage_offset * (int64_t)uc10_dtype_itemsize((uc10_dtype)t->dtype);
}

void uc10_tensor_byte_span(const uc10_tensor *t, int64_t *lo, int64_t *hi)
{
	int64_t isz = (int64_t)uc10_dtype_itemsize((uc10_dtype)t->dtype), l = 0, h = 0;

	for (int i = 0; i < t->dim; i++) {
		if (t->sizes[i] == 0) {
			*lo = *hi = 0;
			return;
		}
		if (t->strides[i] < 0)
			l += (t->sizes[i] - 1) * t->strides[i];
		else
			h += (t->sizes[i] - 1) * t->strides[i];
	}
	*lo = l * isz;
	*hi = (h + 1) * isz;
}

bool uc10_tensor_same_shape(const uc10_tensor *a, const uc10_tensor *b)
{
	if (a->dim != b->dim)
		return false;
	for (int i = 0; i < a->dim; i++)
		if (a->sizes[i] != b->sizes[i])
			return false;
	return true;
}
