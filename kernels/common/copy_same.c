/*
 * uc10__copy_same: an elementwise copy between tensors of one dtype (a
 * clone, a quantized clone's integers), element by element at the operands'
 * strides.  A copy of one dtype converts nothing, so it needs the item size
 * only and not uc10__copy_convert's loop per dtype pair: an image whose
 * kernels convert nothing then links none of those 49 loops.
 */
#include <string.h>
#include "common/kernel.h"

void uc10__copy_same(const uc10_tensor *dst, const uc10_tensor *src)
{
	const uc10_tensor *ops[2] = { dst, src };
	const size_t isz = uc10_dtype_itemsize((uc10_dtype)dst->dtype);
	uc10__iter it;

	uc10__iter_init(&it, dst->sizes, dst->dim, 2, ops);
	for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it)) {
		const int64_t n = it.shape[0], so = it.stride[0][0], si = it.stride[1][0];
		if (so == (int64_t)isz && si == (int64_t)isz) {
			memcpy(it.ptr[0], it.ptr[1], (size_t)n * isz);
			continue;
		}
		for (int64_t i = 0; i < n; i++)
			memcpy(it.ptr[0] + i * so, it.ptr[1] + i * si, isz);
	}
}
