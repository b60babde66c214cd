/* Strided iteration over broadcast operands: Note [Iteration] in kernel.h. */
#include "common/kernel.h"

void uc10__broadcast_strides(const uc10_tensor *t, const int64_t *shape, int dim, int64_t *bs)
{
	int64_t isz = (int64_t)uc10_dtype_itemsize((uc10_dtype)t->dtype);
	int off = dim - t->dim;

	for (int d = 0; d < dim; d++) {
		int td = d - off;
		if (td < 0 || (t->sizes[td] == 1 && shape[d] != 1))
			bs[d] = 0;
		else
			bs[d] = t->strides[td] * isz;
	}
}

void uc10__iter_init(uc10__iter *it, const int64_t *shape, int dim, int nops,
                     const uc10_tensor *const *ops)
{
	int64_t bs[UC10__MAX_OPS][UC10_MAX_DIMS];
	int perm[UC10_MAX_DIMS];
	int k, d, n;

	it->nops = nops;
	it->empty = false;
	for (k = 0; k < nops; k++) {
		uc10__broadcast_strides(ops[k], shape, dim, bs[k]);
		it->base[k] = uc10_tensor_ptr(ops[k]);
	}
	for (d = 0; d < dim; d++)
		if (shape[d] == 0)
			it->empty = true;
	uc10__ti_perm(shape, dim, nops, bs, perm);
	/* permute (fastest first), then coalesce neighbours that step evenly */
	n = 0;
	for (d = 0; d < dim; d++) {
		int p = perm[d];
		if (shape[p] == 1)
			continue;
		if (n > 0) {
			bool ok = true;
			for (k = 0; k < nops; k++)
				if (bs[k][p] != it->stride[k][n - 1] * it->shape[n - 1])
					ok = false;
			if (ok) {
				it->shape[n - 1] *= shape[p];
				continue;
			}
		}
		it->shape[n] = shape[p];
		for (k = 0; k < nops; k++)
			it->stride[k][n] = bs[k][p];
		n++;
	}
	if (n == 0) {
		it->shape[0] = 1;
		for (k = 0; k < nops; k++)
			it->stride[k][0] = 0;
		n = 1;
	}
	it->ndim = n;
}

bool uc10__iter_begin(uc10__iter *it)
{
	for (int d = 0; d < it->ndim; d++)
		it->idx[d] = 0;
	for (int k = 0; k < it->nops; k++)
		it->ptr[k] = it->base[k];
	return !it->empty;
}

bool uc10__iter_next(uc10__iter *it)
{
	for (int d = 1; d < it->ndim; d++) {
		if (++it->idx[d] < it->shape[d]) {
			for (int k = 0; k < it->nops; k++)
				it->ptr[k] += it->stride[k][d];
			return true;
		}
		it->idx[d] = 0;
		for (int k = 0; k < it->nops; k++)
			it->ptr[k] -= it->stride[k][d] * (it->shape[d] - 1);
	}
	return false;
}
