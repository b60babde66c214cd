/*
 * TensorIterator's layout decisions (aten/src/ATen/TensorIterator.cpp):
 * the dimension order (reorder_dimensions) and the strides of an output it
 * allocates (fast_set_up / allocate_or_resize_outputs).
 */
#include "common/kernel.h"

/* should_swap: 1 if dim0 should come after dim1, -1 before, 0 ambiguous. */
static int should_swap_(const int64_t *shape, int nops, int64_t (*s)[UC10_MAX_DIMS], int d0, int d1)
{
	for (int k = 0; k < nops; k++) {
		int64_t s0 = s[k][d0], s1 = s[k][d1];
		if (s0 == 0 || s1 == 0)
			continue;
		if (s0 < s1)
			return -1;
		if (s0 > s1)
			return 1;
		if (shape[d0] > shape[d1])
			return 1;
	}
	return 0;
}

void uc10__ti_perm(const int64_t *shape, int dim, int nops, int64_t (*strides)[UC10_MAX_DIMS], int *perm)
{
	int i, j;

	for (i = 0; i < dim; i++)
		perm[i] = dim - 1 - i;
	if (dim <= 1)
		return;
	for (i = 1; i < dim; i++) {
		int d1 = i;
		for (j = i - 1; j >= 0; j--) {
			int c = should_swap_(shape, nops, strides, perm[j], perm[d1]);
			if (c > 0) {
				int t = perm[j];
				perm[j] = perm[d1];
				perm[d1] = t;
				d1 = j;
			} else if (c < 0) {
				break;
			}
		}
	}
}

void uc10__ti_out_strides(const int64_t *shape, int dim, int nin, const uc10_tensor *const *in,
                          int64_t *strides)
{
	int64_t bs[UC10__MAX_OPS][UC10_MAX_DIMS];
	int perm[UC10_MAX_DIMS];
	bool same = nin > 0, scalars = false, tensors = false;
	int k, i;

	for (k = 0; k < nin; k++) {
		if (in[k]->dim == 0)
			scalars = true;
		else
			tensors = true;
		if (!uc10_tensor_same_shape(in[k], in[0]))
			same = false;
	}
	if (scalars && tensors)
		same = false;
	if (same) {
		bool contig = true, cl = true, dense = true;
		for (k = 0; k < nin; k++) {
			contig = contig && in[k]->is_contiguous;
			cl = cl && in[k]->is_channels_last;
			dense = dense && uc10_tensor_is_non_overlapping_and_dense(in[k]);
		}
		if (contig) {
			uc10_contiguous_strides(shape, dim, strides);
			return;
		}
		if (cl) {
			uc10_channels_last_strides(shape, dim, strides);
			return;
		}
		if (dense) {
			bool eq = true;
			for (k = 1; k < nin; k++)
				for (i = 0; i < dim; i++)
					if (in[k]->strides[i] != in[0]->strides[i])
						eq = false;
			if (eq) {
				for (i = 0; i < dim; i++)
					strides[i] = in[nin - 1]->strides[i];
				return;
			}
		}
	}
	for (k = 0; k < nin; k++)
		uc10__broadcast_strides(in[k], shape, dim, bs[k]);
	uc10__ti_perm(shape, dim, nin, bs, perm);
	for (i = 0; i < dim; i++)
		if (perm[i] != dim - 1 - i)
			break;
	if (i == dim) {               /* the plain order: a contiguous output */
		uc10_contiguous_strides(shape, dim, strides);
		return;
	}
	{
		int64_t next = 1;
		for (i = 0; i < dim; i++) {
			strides[perm[i]] = next;
			next *= shape[perm[i]];
		}
	}
}
