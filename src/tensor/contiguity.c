/*
 * Contiguity flags, computed as c10::TensorImpl computes them
 * (compute_contiguous, compute_channels_last_contiguous_2d,
 * compute_non_overlapping_and_dense, is_channels_last_strides_2d_s4).
 */
#include "uc10/tensor_util.h"

bool uc10_compute_contiguous(const int64_t *sizes, const int64_t *strides, int dim)
{
	int64_t z = 1;
	int d;

	for (d = 0; d < dim; d++)
		if (sizes[d] == 0)
			return true;
	for (d = dim - 1; d >= 0; d--) {
		if (sizes[d] == 1)
			continue;
		if (strides[d] != z)
			return false;
		z *= sizes[d];
	}
	return true;
}

bool uc10_compute_channels_last_contiguous(const int64_t *sizes, const int64_t *strides, int dim)
{
	static const int order[4] = { 1, 3, 2, 0 };
	int64_t expected = 1;

	if (dim != 4)
		return false;
	for (int i = 0; i < 4; i++) {
		int d = order[i];
		if (sizes[d] == 1)
			continue;
		if (strides[d] != expected)
			return false;
		expected *= sizes[d];
	}
	return true;
}

bool uc10_compute_non_overlapping_and_dense(const int64_t *sizes, const int64_t *strides, int dim)
{
	int perm[UC10_MAX_DIMS];
	int64_t require = 1;
	int i, j;

	if (dim == 1)
		return sizes[0] < 2 || strides[0] == 1;
	/* sort dims by stride, dims of size 0 or 1 last (a stable insertion sort
	   gives the same order std::sort needs for this check) */
	for (i = 0; i < dim; i++) {
		int d = i;
		for (j = i; j > 0; j--) {
			int p = perm[j - 1];
			bool less = sizes[d] >= 2 && (sizes[p] < 2 || strides[d] < strides[p]);
			if (!less)
				break;
			perm[j] = p;
		}
		perm[j] = d;
	}
	for (i = 0; i < dim; i++) {
		int64_t s = sizes[perm[i]];
		if (s < 2)
			return true;
		if (strides[perm[i]] != require)
			return false;
		require *= s;
	}
	return true;
}

bool uc10_compute_strides_like_channels_last(const int64_t *sizes, const int64_t *strides, int dim)
{
	static const int order[4] = { 1, 3, 2, 0 };
	int64_t min = 0;

	if (dim != 4 || strides[1] == 0)
		return false;
	for (int i = 0; i < 4; i++) {
		int d = order[i];
		if (sizes[d] == 0 || strides[d] < min)
			return false;
		/* N111 and N11W-sliced tensors stay NCHW (ambiguous) */
		if (d == 0 && min == strides[1])
			return false;
		min = strides[d];
		if (sizes[d] > 1)
			min *= sizes[d];
	}
	return true;
}

void uc10_tensor_refresh(uc10_tensor *t)
{
	t->is_contiguous = uc10_compute_contiguous(t->sizes, t->strides, t->dim);
	t->is_channels_last = uc10_compute_channels_last_contiguous(t->sizes, t->strides, t->dim);
}

bool uc10_tensor_is_contiguous_as(const uc10_tensor *t, uc10_memory_format mf)
{
	if (mf == UC10_CHANNELS_LAST)
		return t->is_channels_last;
	if (mf == UC10_CHANNELS_LAST_3D)
		return false;
	return t->is_contiguous;
}

bool uc10_tensor_is_non_overlapping_and_dense(const uc10_tensor *t)
{
	return t->is_contiguous || t->is_channels_last ||
	       uc10_compute_non_overlapping_and_dense(t->sizes, t->strides, t->dim);
}

uc10_memory_format uc10_tensor_suggest_memory_format(const uc10_tensor *t)
{
	return uc10_compute_strides_like_channels_last(t->sizes, t->strides, t->dim)
	       ? UC10_CHANNELS_LAST : UC10_CONTIGUOUS_FORMAT;
}
