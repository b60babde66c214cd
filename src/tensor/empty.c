/* Tensors with fresh storage from the current arena (at::empty and friends). */
#include "uc10/tensor_util.h"

uc10_status uc10_tensor_empty_strided(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes,
                                      const int64_t *strides, int dim)
{
	uc10_arena *a = uc10_arena_current();
	uc10_tensor tmp;
	uc10_status st;
	int64_t lo, hi;
	void *p;

	if (!t)
		return UC10_E_NULL;
	if (!a)
		return UC10_E_NOMEM;   /* no current arena: Note [Arena] */
	/* validate the geometry first (data is checked only when numel > 0) */
	if ((st = uc10_tensor_init_strided(&tmp, dt, sizes, strides, dim, 0, (void *)&tmp)) != UC10_OK)
		return st;
	uc10_tensor_byte_span(&tmp, &lo, &hi);
	if (uc10_tensor_numel(&tmp) == 0)
		hi = 0;
	if ((st = uc10_arena_alloc(a, (size_t)hi, UC10_ARENA_ALIGN, &p)) != UC10_OK)
		return st;
	tmp.data = p;
	*t = tmp;
	return UC10_OK;
}

uc10_status uc10_tensor_empty(uc10_tensor *t, uc10_dtype dt, const int64_t *sizes, int dim,
                              uc10_memory_format mf)
{
	int64_t strides[UC10_MAX_DIMS];
	uc10_status st;

	if (dim < 0 || dim > UC10_MAX_DIMS)
		return UC10_E_ARG;
	for (int i = 0; i < dim; i++)
		if (sizes[i] < 0)
			return UC10_E_ARG;
	if (mf == UC10_CONTIGUOUS_FORMAT)
		st = uc10_contiguous_strides(sizes, dim, strides);
	else if (mf == UC10_CHANNELS_LAST && dim == 4)
		st = uc10_channels_last_strides(sizes, dim, strides);
	else
		st = UC10_E_ARG;
	if (st != UC10_OK)
		return st;
	return uc10_tensor_empty_strided(t, dt, sizes, strides, dim);
}

/*
 * infer_dense_strides: order dims as their strides do (a stable insertion
 * sort where stride-0 dims compare as "ambiguous" and stay put, as in
 * TensorIterator), then lay them out densely in that order.
 */
static void infer_dense_strides_(const int64_t *sizes, const int64_t *strides, int dim, int64_t *out)
{
	int perm[UC10_MAX_DIMS];
	int64_t cur = 1;
	int i, j;

	for (i = 0; i < dim; i++)
		perm[i] = dim - 1 - i;
	for (i = 1; i < dim; i++) {
		int d1 = i;
		for (j = i - 1; j >= 0; j--) {
			int64_t s0 = strides[perm[j]], s1 = strides[perm[d1]];
			int cmp;
			if (s0 == 0 || s1 == 0)
				cmp = 0;
			else if (s0 != s1)
				cmp = s0 < s1 ? -1 : 1;
			else
				cmp = sizes[perm[j]] > sizes[perm[d1]] ? 1 : 0;
			if (cmp > 0) {
				int tmp = perm[j];
				perm[j] = perm[d1];
				perm[d1] = tmp;
				d1 = j;
			} else if (cmp < 0) {
				break;
			}
		}
	}
	for (i = 0; i < dim; i++) {
		out[perm[i]] = cur;
		if (sizes[perm[i]] > 1)
			cur *= sizes[perm[i]];
	}
}

uc10_status uc10_empty_like_strides(const uc10_tensor *self, uc10_memory_format mf, int64_t *strides)
{
	if (mf == UC10_PRESERVE_FORMAT && uc10_dtype_is_quantized((uc10_dtype)self->dtype))
		mf = uc10_tensor_suggest_memory_format(self);
	if (mf == UC10_PRESERVE_FORMAT) {
		if (uc10_tensor_is_non_overlapping_and_dense(self)) {
			for (int i = 0; i < self->dim; i++)
				strides[i] = self->strides[i];
		} else {
			infer_dense_strides_(self->sizes, self->strides, self->dim, strides);
		}
		return UC10_OK;
	}
	if (mf == UC10_CONTIGUOUS_FORMAT)
		return uc10_contiguous_strides(self->sizes, self->dim, strides);
	if (mf == UC10_CHANNELS_LAST && self->dim == 4)
		return uc10_channels_last_strides(self->sizes, self->dim, strides);
	return UC10_E_ARG;
}

uc10_status uc10_tensor_empty_like(uc10_tensor *t, const uc10_tensor *self, uc10_dtype dt,
                                   uc10_memory_format mf)
{
	int64_t strides[UC10_MAX_DIMS];
	uc10_status st;

	if (!t || !self)
		return UC10_E_NULL;
	if ((st = uc10_empty_like_strides(self, mf, strides)) != UC10_OK)
		return st;
	if ((st = uc10_tensor_empty_strided(t, dt, self->sizes, strides, self->dim)) != UC10_OK)
		return st;
	if (uc10_dtype_is_quantized(dt) && uc10_dtype_is_quantized((uc10_dtype)self->dtype))
		uc10_tensor_copy_qparams(t, self);
	return UC10_OK;
}
